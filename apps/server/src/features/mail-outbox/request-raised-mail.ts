import { formatMobile, isPlaceholderLetterhead, type TLanguage } from '@svc/contract';
import { mailTexts } from '../../mail/mail-texts';

/** What the two mails of a newly raised request say. */
export interface RaisedFacts {
  reqCode: string;
  customerName: string;
  customerCode: string;
  /** "Laptop Dell Latitude 5420 (serial number SN1)", one per item. */
  items: string[];
  courierName: string;
  docketNumber: string;
  narration: string;
  centre: { name: string; address: string; phone: string };
  link: string;
  /** The customer's password-free tracking link (the desk's notice keeps the sign-in link only). */
  trackingUrl: string;
}

const joinLines = (lines: string[]) => `${lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n')}\n`;
const itemsWord = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** The customer's confirmation, in the customer's language: what was raised, and where the parcel goes. */
export function customerRaisedMail(f: RaisedFacts, lang: TLanguage = 'en') {
  const { m } = mailTexts(lang);
  const count = f.items.length;
  return {
    subject: m('raisedSubject', { code: f.reqCode, count }),
    body: joinLines([
      m('dear', { name: f.customerName }),
      '',
      m('raisedIntro', { code: f.reqCode, count }),
      ...f.items.map((i) => `- ${i}`),
      '',
      // Without the company's address (a fresh install's empty letterhead) the mail names none.
      ...(isPlaceholderLetterhead(f.centre)
        ? [m('sendByNoAddress', { courier: f.courierName, docket: f.docketNumber })]
        : [m('sendBy', { courier: f.courierName, docket: f.docketNumber }), f.centre.name, f.centre.address]),
      f.centre.phone ? m('phoneLine', { phone: formatMobile(f.centre.phone) }) : '',
      '',
      m('willMail'),
      m('trackLine', { url: f.trackingUrl }),
      m('followLine', { url: f.link }),
      '',
      f.centre.name || m('signature'),
    ]),
  };
}

/** The service desk's notice: a parcel is on its way, with the docket number to match on receipt. */
export function deskRaisedMail(f: RaisedFacts) {
  return {
    subject: `${f.reqCode}: New request from ${f.customerName} - ${itemsWord(f.items.length)}`,
    body: joinLines([
      `${f.customerName} (${f.customerCode}) raised request ${f.reqCode}:`,
      ...f.items.map((i) => `- ${i}`),
      '',
      `Courier: ${f.courierName}, docket number ${f.docketNumber}.`,
      f.narration ? `Narration: ${f.narration}` : '',
      '',
      `Open the request: ${f.link}`,
    ]),
  };
}
