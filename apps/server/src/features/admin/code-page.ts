/** One page of a list fetched with one row more than `limit`; the cursor is the last row's code. */
export function codePage<T>(rows: T[], limit: number, codeOf: (row: T) => string) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? codeOf(last) : null };
}
