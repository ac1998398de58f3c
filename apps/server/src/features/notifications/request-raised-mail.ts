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

/** The customer's confirmation: what was raised, and where the parcel goes with which docket number. */
export function customerRaisedMail(f: RaisedFacts) {
  return {
    subject: `${f.reqCode}: Request raised - ${itemsWord(f.items.length)}`,
    body: joinLines([
      `Dear ${f.customerName},`,
      '',
      `Your repair request ${f.reqCode} has been raised for ${itemsWord(f.items.length)}:`,
      ...f.items.map((i) => `- ${i}`),
      '',
      `Please send them by ${f.courierName} with docket number ${f.docketNumber} to:`,
      f.centre.name,
      f.centre.address,
      f.centre.phone ? `Phone: ${f.centre.phone}` : '',
      '',
      'We will mail you when they reach the service centre.',
      `Track it without signing in: ${f.trackingUrl}`,
      `Follow your request: ${f.link}`,
      '',
      'Service Application',
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
