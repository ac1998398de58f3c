import { randomBytes } from 'node:crypto';
import { gstinCheckChar, owedAfterMove, STATES, type TItemStatus } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { customerMembers, customers, users } from '../../db/schema';
import { clientDigest, hashPassword } from '../../lib/passwords';
import { rebuildAllStates } from '../item-flow';
import { rebuildTurnaround } from '../reports';
import { seedPromises } from './seed-promises';
import { seedShipments } from './seed-shipments';

export const SEED_PASSWORD = 'Seed@1234';

/** The tracking path that leads to each final status (step 0 is the request being raised): a new status needs one. */
const PATHS: Record<TItemStatus, readonly TItemStatus[]> = {
  pending: ['pending'],
  received: ['pending', 'received'],
  estimated: ['pending', 'received', 'estimated'],
  approved: ['pending', 'received', 'estimated', 'approved'],
  declined: ['pending', 'received', 'estimated', 'declined'],
  in_repair: ['pending', 'received', 'estimated', 'approved', 'in_repair'],
  repaired: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'repaired'],
  waiting_for_parts: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'waiting_for_parts'],
  not_repairable: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'not_repairable'],
  dispatched: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'repaired', 'dispatched'],
  delivered: ['pending', 'received', 'estimated', 'approved', 'in_repair', 'repaired', 'dispatched', 'delivered'],
  cancelled: ['pending', 'cancelled'],
};
/** The final statuses whose path leaves the charges owed, by the contract's rule. */
const OWED_FINALS = Object.entries(PATHS)
  .filter(([, steps]) =>
    steps.reduce((owed, s, i) => (i ? owedAfterMove(steps[i - 1] as TItemStatus, s, owed) : owed), false),
  )
  .map(([final]) => `'${final}'`)
  .join(', ');
const pathValues = Object.entries(PATHS)
  .flatMap(([final, steps]) => steps.map((s, i) => `('${final}', ${i}, '${s}')`))
  .join(', ');

const letters = () => Array.from(randomBytes(5), (b) => String.fromCharCode(65 + (b % 26))).join('');
const CITIES = ['Chennai', 'Coimbatore', 'Madurai', 'Bengaluru', 'Hyderabad', 'Mumbai', 'Pune', 'Kochi'];

/**
 * Fills a database with realistic data: customers (user name `seed<n>`, password Seed@1234), requests of
 * the last two years with 1-3 items each, items in every status (older requests further along), charges
 * once quoted, the tracking path of every item (waiting for parts with a remark and a date), and the
 * promised date of every item received in the last 30 days. Set-based SQL, so 100,000 requests take seconds.
 */
export async function seed(db: Db, opts: { requests: number; log?: (line: string) => void }) {
  const log = opts.log ?? (() => {});
  const customerCount = Math.max(5, Math.ceil(opts.requests / 100));
  const passwordHash = await hashPassword(clientDigest(SEED_PASSWORD));
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from customers`));
  const base = Number(counted?.n ?? 0) + 1;

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
    const owners = await db
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
      .onConflictDoNothing()
      .returning({ userId: users.id, customerId: users.customerId });
    if (owners.length) {
      await db
        .insert(customerMembers)
        .values(owners.map((o) => ({ customerId: o.customerId as string, userId: o.userId, role: 'owner' as const })));
    }
  }
  log(`customers: ${customerCount}`);

  await withoutIndexesAndKeysDuringLoad(db, log, () => fill(db, opts.requests, log));
  // The turnaround report reads each delivered item's tracking entries by their index: once it is back.
  await rebuildTurnaround(db);
  log('turnaround report counted');
  // Vacuum as well as statistics: it marks the new rows all-visible (index-only scans, no hint-bit writes on
  // first reads) and leaves autovacuum nothing to do on 14 million fresh rows while the app starts serving.
  await db.execute(sql`vacuum (analyze)`);
  log('done');
}

/** Requests, their items (with charges once quoted) and every item's tracking path, then the counters. */
async function fill(db: Db, requests: number, log: (line: string) => void) {
  const chunk = 20_000;
  for (let done = 0; done < requests; done += chunk) {
    const size = Math.min(chunk, requests - done);
    await db.execute(sql`
      with c as (
        select cu.id, m.user_id, row_number() over (order by cu.code) - 1 as rn
        from customers cu join customer_members m on m.customer_id = cu.id and m.role = 'owner'
        where cu.code like 'S%'
      ), n as (select count(*) as total from c),
      g as (
        -- Spread over two years by the row's number, not random(): the same data on every run, so a test of
        -- what it holds cannot pass one run and fail the next.
        -- The code's number as the app gives it: six digits at least, more past 999,999 (a million requests).
        select s, nextval('req_code_seq') as code,
          now() - ((((s + ${done})::bigint * 7919) % 73000) / 100.0 || ' days')::interval as at
        from generate_series(1, ${size}) s
      )
      insert into repair_requests
        (req_code, customer_id, created_by, narration, item_count, idempotency_key, created_at, updated_at)
      select 'RR-' || extract(year from g.at)::int || '-' || lpad(g.code::text, greatest(6, length(g.code::text)), '0'),
        c.id, c.user_id,
        'Sent by courier', 1 + (g.s % 3), gen_random_uuid(), g.at, g.at
      from g cross join n join c on c.rn = (g.s * 31) % n.total`);
    log(`requests: ${done + size}`);
  }

  await db.execute(sql`
    insert into request_items (request_id, line_no, item_id, brand_id, model_number, serial_number, problem, status,
      service_charge, parts_charge, gst_percent, gst_amount, charges_owed, created_at, updated_at,
      turnaround_days, due_at, at_risk_at, paused_since)
    -- Charges once quoted, in the same pass (a second pass rewrote every item row). Received items get a
    -- promise (received a day after the request, 2-5 working days of about 1.4 days each on the wall
    -- clock, at risk in its last 20 %): recent ones on track or at risk, older running ones late, so the
    -- service desk's clock queues hold what a busy centre's would (decision 059). Quoted ones are paused;
    -- declined and not repairable ones carry none (decision 093).
    select request_id, line_no, item_id, brand_id, model_number, serial_number, problem, status,
      case when quoted then 200 + (h % 2800) end, case when quoted then (h / 3) % 5000 end,
      case when quoted then 18 end,
      -- Whole rupees at 18 %: the tax is exact to the paisa, so within the state and between states alike.
      case when quoted then (200 + (h % 2800) + (h / 3) % 5000) * 0.18 end,
      status in (${sql.raw(OWED_FINALS)}), created_at, created_at,
      case when promised then days end,
      case when promised then created_at + interval '1 day' + days * interval '33 hours 36 minutes' end,
      case when promised then created_at + interval '1 day' + days * interval '26 hours 52 minutes 48 seconds' end,
      case when status = 'estimated' then created_at + interval '2 days' end
    from (select *, status not in ('pending', 'cancelled', 'declined', 'not_repairable') as promised, 2 + h % 4 as days from (select *, status not in ('pending', 'received', 'cancelled') as quoted from (
    select r.id as request_id, l as line_no, 1 + ((abs(hashtext(r.id::text)) + l) % 12) as item_id,
      1 + ((abs(hashtext(r.id::text)) / 7 + l) % 12) as brand_id,
      'MDL-' || (abs(hashtext(r.id::text)) % 9000 + 1000) || '-' || l as model_number,
      'SN' || upper(substr(md5(r.id::text || l), 1, 10)) as serial_number,
      (array['No power','Screen broken','Not charging','Noisy fan','Paper jam',''])[1 + ((abs(hashtext(r.id::text)) + l) % 6)] as problem,
      abs(hashtext(r.id::text || 'c' || l)) as h,
      case
        when r.created_at > now() - interval '3 days' then 'pending'
        when r.created_at > now() - interval '30 days' then
          (array['pending','received','estimated','approved','declined','in_repair','waiting_for_parts','repaired',
            'not_repairable','dispatched','cancelled'])[1 + (recent % 11)]
        when abs(hashtext(r.id::text || l)) % 20 = 0 then 'cancelled'
        else 'delivered'
      end as status,
      r.created_at
    -- The last month's items take the statuses in turn, newest first: every status is there with a dozen
    -- recent items, and the same ones on every run (a hash of the random row ids was neither).
    from (select r.*, l, row_number() over (order by r.created_at desc, r.req_code, l) - 1 as recent
      from repair_requests r cross join generate_series(1, 3) l
      where l <= r.item_count and not exists (select 1 from request_items x where x.request_id = r.id)) r
    ) raw) quoted) promised`);
  log('items done');

  await db.execute(
    sql.raw(`
    insert into tracking_entries (item_id, status, remark, actor_id, created_at, expected_on)
    select i.id, p.status,
      -- Waiting for parts says which, and by when (a week after the move, India's day; decision 051).
      case when p.status = 'waiting_for_parts' then
        (array['Display panel ordered','Power board ordered','Fan ordered from the maker'])[1 + (abs(hashtext(i.id::text)) % 3)]
        else '' end,
      case when p.status in ('pending', 'approved', 'declined', 'cancelled') then r.created_by
        else (select id from users where role = 'admin' order by created_at limit 1) end,
      r.created_at + p.step * interval '1 day',
      case when p.status = 'waiting_for_parts' then
        ((r.created_at + p.step * interval '1 day') at time zone 'Asia/Kolkata')::date + 7 end
    from request_items i
    join repair_requests r on r.id = i.request_id
    join (values ${pathValues}) as p(final, step, status) on p.final = i.status
    where not exists (select 1 from tracking_entries t where t.item_id = i.id)
    order by i.id, p.step`),
  );
  log('tracking done');
  await seedShipments(db);
  log('shipments done');
  // An item waiting for parts holds the date of its move there (decision 051).
  await db.execute(sql`
    update request_items i set parts_expected_on = t.expected_on
    from tracking_entries t where t.item_id = i.id and t.status = 'waiting_for_parts' and i.status = 'waiting_for_parts'`);
  await seedPromises(db, log);

  await rebuildAllStates(db);
}

const LOADED_TABLES = [
  'repair_requests',
  'request_items',
  'tracking_entries',
  'shipments',
  'shipment_items',
  'shipment_events',
];

/**
 * Into a database with no requests yet, the loaded tables' non-unique indexes and foreign keys are dropped
 * for the load and made again after it: an index built once over millions of rows, and a foreign key
 * checked once by a join, are many times faster than growing the index and firing the key's check row by
 * row (14 million tracking entries). The definitions come from the database itself, so they stay the
 * migrations'; unique indexes stay. With requests already there, nothing is dropped.
 */
async function withoutIndexesAndKeysDuringLoad(db: Db, log: (line: string) => void, load: () => Promise<void>) {
  const [first] = rowsOf<{ empty: boolean }>(
    await db.execute(sql`select not exists (select 1 from repair_requests) as empty`),
  );
  if (!first?.empty) return load();
  const tables = sql.join(
    LOADED_TABLES.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
    select i.indexname as name, i.indexdef as def
    from pg_indexes i
    join pg_class c on c.relname = i.indexname and c.relnamespace = (select oid from pg_namespace where nspname = i.schemaname)
    join pg_index x on x.indexrelid = c.oid
    where i.schemaname = current_schema() and i.tablename in (${tables}) and not x.indisunique`),
  );
  const keys = rowsOf<{ tbl: string; name: string; def: string }>(
    await db.execute(sql`
    select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = (select oid from pg_namespace where nspname = current_schema())
      and c.conrelid::regclass::text in (${tables})`),
  );
  for (const k of keys) await db.execute(sql.raw(`alter table "${k.tbl}" drop constraint "${k.name}"`));
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  try {
    await load();
  } finally {
    const started = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const { def } of indexes) await tx.execute(sql.raw(def));
      for (const k of keys) await tx.execute(sql.raw(`alter table "${k.tbl}" add constraint "${k.name}" ${k.def}`));
    });
    log(
      `${indexes.length} indexes built, ${keys.length} foreign keys checked in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
}
