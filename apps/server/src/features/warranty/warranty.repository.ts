import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { salesRecords } from '../../db/schema';
import { take } from '../../db/sql/rate-window';
import type { SaleRow } from './sales-file';

/** Rows per statement: 9 values each, well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

const same = (a: SaleRow, b: SaleRow) =>
  a.serialNumber === b.serialNumber &&
  a.invoiceNumber === b.invoiceNumber &&
  a.soldOn === b.soldOn &&
  a.model === b.model &&
  a.item === b.item &&
  a.brand === b.brand &&
  a.warrantyMonths === b.warrantyMonths;

/**
 * Stores the sales, one row per serial number: new ones added, known ones changed only where the file says
 * something else, so a file imported twice changes nothing. Answers the counts.
 */
export async function saveSales(tx: DbOrTx, sales: SaleRow[]) {
  let added = 0;
  let updated = 0;
  for (let i = 0; i < sales.length; i += BATCH) {
    const batch = sales.slice(i, i + BATCH);
    const known = await tx
      .select()
      .from(salesRecords)
      .where(
        inArray(
          salesRecords.serialKey,
          batch.map((s) => s.serialKey),
        ),
      );
    const byKey = new Map(known.map((k) => [k.serialKey, k]));
    const changed = batch.filter((s) => {
      const k = byKey.get(s.serialKey);
      return !k || !same(k, s);
    });
    added += changed.filter((s) => !byKey.has(s.serialKey)).length;
    updated += changed.filter((s) => byKey.has(s.serialKey)).length;
    if (!changed.length) continue;
    await tx
      .insert(salesRecords)
      .values(changed)
      .onConflictDoUpdate({
        target: salesRecords.serialKey,
        set: {
          serialNumber: sql`excluded.serial_number`,
          invoiceNumber: sql`excluded.invoice_number`,
          soldOn: sql`excluded.sold_on`,
          model: sql`excluded.model`,
          item: sql`excluded.item`,
          brand: sql`excluded.brand`,
          warrantyMonths: sql`excluded.warranty_months`,
          warrantyUntil: sql`excluded.warranty_until`,
          updatedAt: sql`now()`,
        },
      });
  }
  return { added, updated, unchanged: sales.length - added - updated };
}

/**
 * One look-up taken from a customer account's hour, in one statement that waits on the account's window:
 * false when the hour's were all taken (decision 088).
 */
export async function takeLookup(db: DbOrTx, customerId: string, perHour: number): Promise<boolean> {
  return (await take(db, `warranty:${customerId}`, { max: perHour, seconds: 3600 })) !== null;
}

/** The last day of warranty of each serial key the sales records know. */
export async function warrantiesOf(db: DbOrTx, serialKeys: string[]): Promise<Map<string, string>> {
  if (!serialKeys.length) return new Map();
  const rows = await db
    .select({ key: salesRecords.serialKey, until: salesRecords.warrantyUntil })
    .from(salesRecords)
    .where(inArray(salesRecords.serialKey, [...new Set(serialKeys)]));
  return new Map(rows.map((r) => [r.key, r.until]));
}
