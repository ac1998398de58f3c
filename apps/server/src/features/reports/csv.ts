const DANGEROUS = /^[=+\-@\t\r]/;

/** One CSV field: quoted, quotes doubled, and a leading =,+,-,@ neutralised so spreadsheets run no formula. */
export function csvField(value: string | number): string {
  const text = String(value);
  const safe = DANGEROUS.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Indian digit grouping, as customers read amounts: 1,23,456.00 */
export const indianAmount = (n: number) => rupees.format(n);

const ist = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** DD-MM-YYYY in India's time zone. */
export const istDate = (d: Date) => ist.format(d).replaceAll('/', '-');
