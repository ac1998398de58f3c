const DANGEROUS = /^[=+\-@\t\r]/;

/** One CSV field: quoted, quotes doubled, and a leading =,+,-,@ neutralised so spreadsheets run no formula. */
export function csvField(value: string | number): string {
  const text = String(value);
  const safe = DANGEROUS.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;
