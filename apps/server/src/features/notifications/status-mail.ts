import { formatRupees, type TItemStatus, type TLanguage } from '@svc/contract';
import { mailTexts } from '../../mail/mail-texts';

export interface StatusMailFacts {
  status: TItemStatus;
  reqCode: string;
  companyName: string;
  itemLabel: string;
  serialNumber: string;
  remark: string;
  total: number | null;
  returnCourier: string | null;
  returnDocket: string | null;
  link: string;
  trackingUrl: string;
  /** The tax invoice issued with this dispatch, attached to the mail. */
  invoice?: { number: string; total: number } | null;
}

type Texts = ReturnType<typeof mailTexts>;
/** What each status adds to the mail, beyond its label and explanation. */
const EXTRA: Partial<Record<TItemStatus, (f: StatusMailFacts, t: Texts) => string>> = {
  estimated: (f, { m }) => (f.total === null ? '' : `${m('quoted', { amount: formatRupees(f.total) })}\n`),
  dispatched: (f, { m }) =>
    `${m('sentBack', { courier: f.returnCourier ?? '', docket: f.returnDocket ?? '' })}\n${
      f.invoice ? `${m('invoiceLine', { number: f.invoice.number, amount: formatRupees(f.invoice.total) })}\n` : ''
    }`,
};

/** The customer's mail for one status change of one item, in the customer's language. */
export function statusMail(f: StatusMailFacts, lang: TLanguage = 'en') {
  const texts = mailTexts(lang);
  const { m } = texts;
  const text = texts.status(f.status);
  // A remark that only repeats the status (in either language) says nothing new.
  const ownWords = f.remark && f.remark !== text.label && f.remark !== mailTexts('en').status(f.status).label;
  const lines = [
    m('dear', { name: f.companyName }),
    '',
    m('statusLine', { code: f.reqCode, item: f.itemLabel, serial: f.serialNumber, status: text.label }),
    text.explanation,
    '',
    EXTRA[f.status]?.(f, texts) ?? '',
    ownWords ? `${m('remarkLine', { remark: f.remark })}\n` : '',
    m('trackLine', { url: f.trackingUrl }),
    m('followLine', { url: f.link }),
    '',
    m('signature'),
  ];
  return {
    subject: m('statusSubject', { code: f.reqCode, status: text.label, item: f.itemLabel }),
    body: `${lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n')}\n`,
  };
}
