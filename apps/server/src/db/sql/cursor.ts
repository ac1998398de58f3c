import { AppError } from '../../lib/app-error';

/** Keyset cursor: the (created_at, id) of the last row of the previous page, opaque to the client. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    const createdAt = new Date(iso);
    if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad');
    return { createdAt, id };
  } catch {
    throw new AppError(400, 'The page address is not valid. Please reload the list.');
  }
}

/** A date (YYYY-MM-DD) as the start of that day in India, where the customers are. */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
export const istDayEnd = (day: string) => new Date(istDayStart(day).getTime() + 86_400_000);
