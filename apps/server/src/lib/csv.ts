const DANGEROUS = /^[=+\-@\t\r]/;

/** An amount in rupees, written as spreadsheets add it: a bare number with its paise (145678.08). */
type CsvAmount = { amount: number };
type CsvCell = string | number | CsvAmount;
export const csvAmount = (rupees: number): CsvAmount => ({ amount: rupees });

/**
 * One CSV field: text quoted, quotes doubled, and a leading =,+,-,@ neutralised so spreadsheets run no
 * formula; a number as it is (it cannot hold a formula, and tools that import it want it bare).
 */
export function csvField(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.amount.toFixed(2);
  const text = value;
  const safe = DANGEROUS.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (fields: CsvCell[]) => `${fields.map(csvField).join(',')}\r\n`;
