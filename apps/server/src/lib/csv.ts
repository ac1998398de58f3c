const DANGEROUS = /^[=+\-@\t\r]/;

/**
 * One CSV field: text quoted, quotes doubled, and a leading =,+,-,@ neutralised so spreadsheets run no
 * formula; a number as it is (it cannot hold a formula, and tools that import it want it bare).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = value;
  const safe = DANGEROUS.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;
