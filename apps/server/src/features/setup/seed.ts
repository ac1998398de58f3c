import { randomBytes } from 'node:crypto';
import { gstinCheckChar, STATES } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, users } from '../../db/schema';
import { clientDigest, hashPassword } from '../../lib/passwords';
import { rebuildAllStates } from '../requests';

export const SEED_PASSWORD = 'Seed@1234';

/** The tracking path that leads to each final status (step 0 is the request being raised). */
const PATHS: Record<string, string[]> = {
  pending: ['pending'],
  received: ['pending', 'received'],
  estimated: ['pending', 'received', 'estimated'],
  approved: ['pending', 'received', 'estimated', 'approved'],
  declined: ['pending', 'received', 'estimated', 'declined'],
  in_repair: ['pending', 'received', 'estimated', 'approved', 'in_repair'],
  repaired: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'repaired'],
  not_repairable: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'not_repairable'],
  dispatched: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'repaired', 'dispatched'],
  delivered: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'repaired', 'dispatched', 'delivered'],
  cancelled: ['pending', 'cancelled'],
};
const pathValues = Object.entries(PATHS)
  .flatMap(([final, steps]) => steps.map((s, i) => `('${final}', ${i}, '${s}')`))
  .join(', ');

const letters = () => Array.from(randomBytes(5), (b) => String.fromCharCode(65 + (b % 26))).join('');
const CITIES = ['Chennai', 'Coimbatore', 'Madurai', 'Bengaluru', 'Hyderabad', 'Mumbai', 'Pune', 'Kochi'];

/**
 * Fills a database with realistic data: customers (user name `seed<n>`, password Seed@1234), requests of
 * the last two years with 1-3 items each, items in every status (older requests further along), charges
 * once quoted, and the tracking path of every item. Set-based SQL, so 100,000 requests take seconds.
 */
export async function seed(db: Db, opts: { requests: number; log?: (line: string) => void }) {
  const log = opts.log ?? (() => {});
  const customerCount = Math.max(5, Math.ceil(opts.requests / 100));
  const passwordHash = await hashPassword(clientDigest(SEED_PASSWORD));
  const counted = (await db.execute(sql`select count(*)::int as n from customers`)) as unknown as {
    rows: { n: number }[];
  };
  const base = Number(counted.rows[0]?.n ?? 0) + 1;

  for (let start = 0; start < customerCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, customerCount - start) }, (_, i) => {
      const n = base + start + i;
      const state = STATES[n % STATES.length] as (typeof STATES)[number];
      const first14 = `${state.code}${letters()}${String(1000 + (n % 9000))}${'123456789'[n % 9]}Z`;
      return {
        code: `S${String(n).padStart(6, '0')}`,
        companyName: `Seed Traders ${n}`,
        gstin: first14 + gstinCheckChar(first14),
        mobile: `+919${String(100000000 + n).slice(-9)}`,
        city: CITIES[n % CITIES.length] as string,
        address: `${n} Market Road`,
        contactPerson: `Contact ${n}`,
        email: `seed${n}@example.com`,
        pincode: String(600001 + (n % 300000)),
        stateCode: state.code,
      };
    });
    const created = await db.insert(customers).values(batch).onConflictDoNothing().returning();
    await db
      .insert(users)
      .values(
        created.map((c) => ({
          username: `seed${Number(c.code.slice(1))}`,
          code: c.code,
          displayName: c.companyName,
          email: c.email,
          role: 'customer' as const,
          customerId: c.id,
          passwordHash,
        })),
      )
      .onConflictDoNothing();
  }
  log(`customers: ${customerCount}`);

  const chunk = 20_000;
  for (let done = 0; done < opts.requests; done += chunk) {
    const size = Math.min(chunk, opts.requests - done);
    await db.execute(sql`
      with c as (
        select cu.id, u.id as user_id, row_number() over (order by cu.code) - 1 as rn
        from customers cu join users u on u.customer_id = cu.id
        where cu.code like 'S%'
      ), n as (select count(*) as total from c),
      g as (
        select s, now() - (random() * 730 || ' days')::interval as at
        from generate_series(1, ${size}) s
      )
      insert into repair_requests
        (req_code, customer_id, created_by, courier_name, docket_number, narration, item_count, idempotency_key, created_at, updated_at)
      select 'RR-' || extract(year from g.at)::int || '-' || lpad(nextval('req_code_seq')::text, 6, '0'),
        c.id, c.user_id,
        (array['DTDC','Blue Dart','Professional Couriers','India Post','Delhivery'])[1 + (g.s % 5)],
        'DK' || lpad((g.s * 7919 % 10000000)::text, 7, '0') || g.s,
        'Sent by courier', 1 + (g.s % 3), gen_random_uuid(), g.at, g.at
      from g cross join n join c on c.rn = (g.s * 31) % n.total`);
    log(`requests: ${done + size}`);
  }

  await db.execute(sql`
    insert into request_items (request_id, line_no, item_id, brand_id, model_number, serial_number, problem, status, created_at, updated_at)
    select r.id, l, 1 + ((abs(hashtext(r.id::text)) + l) % 12), 1 + ((abs(hashtext(r.id::text)) / 7 + l) % 12),
      'MDL-' || (abs(hashtext(r.id::text)) % 9000 + 1000) || '-' || l,
      'SN' || upper(substr(md5(r.id::text || l), 1, 10)),
      (array['No power','Screen broken','Not charging','Noisy fan','Paper jam',''])[1 + ((abs(hashtext(r.id::text)) + l) % 6)],
      case
        when r.created_at > now() - interval '3 days' then 'pending'
        when r.created_at > now() - interval '30 days' then
          (array['pending','received','estimated','approved','declined','in_repair','repaired','not_repairable','dispatched','cancelled'])
            [1 + (abs(hashtext(r.id::text || l)) % 10)]
        when abs(hashtext(r.id::text || l)) % 20 = 0 then 'cancelled'
        else 'delivered'
      end,
      r.created_at, r.created_at
    from repair_requests r cross join generate_series(1, 3) l
    where l <= r.item_count and not exists (select 1 from request_items x where x.request_id = r.id)`);
  log('items done');

  await db.execute(sql`
    update request_items set
      service_charge = 200 + (abs(hashtext(id::text)) % 2800),
      parts_charge = (abs(hashtext(id::text)) / 3) % 5000,
      gst_percent = 18
    where status not in ('pending', 'received', 'cancelled') and service_charge is null`);
  await db.execute(
    sql.raw(`
    insert into tracking_entries (item_id, status, remark, actor_id, created_at)
    select i.id, p.status, '',
      case when p.status in ('pending', 'approved', 'declined', 'cancelled') then r.created_by
        else (select id from users where role = 'admin' order by created_at limit 1) end,
      r.created_at + p.step * interval '1 day'
    from request_items i
    join repair_requests r on r.id = i.request_id
    join (values ${pathValues}) as p(final, step, status) on p.final = i.status
    where not exists (select 1 from tracking_entries t where t.item_id = i.id)
    order by i.id, p.step`),
  );
  log('tracking done');

  await rebuildAllStates(db);
  await db.execute(sql`analyze`);
  log('done');
}
