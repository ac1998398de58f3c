import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/** How many sales records the warranty lookup is measured against (issue 29: a million). */
export const SALES = Number(process.env.BENCH_SALES ?? 1_000_000);

/** The serial number of generated sale `n`: the lookup asks for these, as a customer types them. */
export const saleSerial = (n: number) => `BS${String(n).padStart(8, '0')}`;

/**
 * Fills `sales_records` with SALES sales in one statement, spread over five years, 12 or 24 months of
 * warranty; answers the seconds it took.
 */
export async function seedSales(db: Db): Promise<number> {
  const t0 = Date.now();
  await db.execute(sql`
    insert into sales_records (serial_key, serial_number, invoice_number, sold_on, model, item, brand,
      warranty_months, warranty_until)
    select lower(s), s, 'INV-' || n, d, 'Model ' || (n % 97), 'Laptop', 'Dell', m,
      (d + make_interval(months => m) - interval '1 day')::date
    from generate_series(1, ${SALES}) as n,
      lateral (select 'BS' || lpad(n::text, 8, '0') as s, (date '2021-01-01' + (n % 1826)) as d,
        case when n % 2 = 0 then 12 else 24 end as m) as v
    on conflict do nothing`);
  return (Date.now() - t0) / 1000;
}
