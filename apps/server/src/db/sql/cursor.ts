import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';

/**
 * Keyset cursor: the (created_at, id) of the last row of the previous page, opaque to the client. The
 * time is kept to the microsecond, as PostgreSQL stores it: cut to JavaScript's milliseconds, rows made
 * in the same millisecond as a page's last row but a few microseconds earlier were skipped.
 */
export type Cursor = { at: string; id: string };

/** A row's created_at as exact text for its cursor (UTC, six decimals). */
export const cursorAt = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

export function decodeCursor(cursor: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    if (
      typeof at !== 'string' ||
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/.test(at) ||
      Number.isNaN(new Date(at).getTime()) ||
      typeof id !== 'string' ||
      !/^[0-9a-f-]{36}$/.test(id)
    )
      throw new Error('bad');
    return { at, id };
  } catch {
    throw new AppError(400, 'The page address is not valid. Please reload the list.');
  }
}

/** A date (YYYY-MM-DD) as the start of that day in India, where the customers are. */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
export const istDayEnd = (day: string) => new Date(istDayStart(day).getTime() + 86_400_000);
