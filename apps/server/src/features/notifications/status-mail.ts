import { formatRupees, STATUS_TEXT, type TItemStatus } from '@svc/contract';

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
}

/** What each status adds to the mail, beyond its label and explanation. */
const EXTRA: Partial<Record<TItemStatus, (f: StatusMailFacts) => string>> = {
  estimated: (f) => (f.total === null ? '' : `Quoted charges, GST included: ${formatRupees(f.total)}\n`),
  dispatched: (f) => `Sent back by ${f.returnCourier ?? ''}, docket number ${f.returnDocket ?? ''}.\n`,
};

/** The customer's mail for one status change of one item: one template per status. */
export function statusMail(f: StatusMailFacts) {
  const text = STATUS_TEXT[f.status];
  const lines = [
    `Dear ${f.companyName},`,
    '',
    `Request ${f.reqCode}, item ${f.itemLabel} (serial number ${f.serialNumber}): ${text.label}.`,
    text.explanation,
    '',
    EXTRA[f.status]?.(f) ?? '',
    f.remark && f.remark !== text.label ? `Remark from the service centre: ${f.remark}\n` : '',
    `Track it without signing in: ${f.trackingUrl}`,
    `Follow your request: ${f.link}`,
    '',
    'Service Application',
  ];
  return {
    subject: `${f.reqCode}: ${text.label} - ${f.itemLabel}`,
    body: `${lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n')}\n`,
  };
}
