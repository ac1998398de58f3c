import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_TURNAROUND_DAYS,
  DEFAULT_WORKING_CALENDAR,
  dueAt,
  intraStateSupply,
  NEEDS,
  NEEDS_STATUSES,
  PAUSED_STATUSES,
  type Pause,
  PROMISE_WITHDRAWN_STATUSES,
  quoteGst,
  requestGroup,
  type TItemStatus,
  TRANSITIONS,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, seed } from '../../src/features/setup/seed';
import { login } from '../helpers/accounts';
import { startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';

let t: TestContext;
/** The loaded tables' indexes and constraints as the database describes them. */
const indexes = () =>
  rows<{ name: string; def: string }>(
    t.database.db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where tablename in ('repair_requests', 'request_items', 'tracking_entries')
        union all
        select conname, pg_get_constraintdef(oid) from pg_constraint
        where conrelid::regclass::text in ('repair_requests', 'request_items', 'tracking_entries')
        order by 1, 2`,
  );
let indexesBefore: { name: string; def: string }[] = [];
const logged: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  indexesBefore = await indexes();
  await seed(t.database.db, { requests: 300, log: (line) => logged.push(line) });
});
afterAll(() => t.close());

describe('the data generator', () => {
  it('makes again every index and foreign key it dropped for the load into an empty database', async () => {
    expect(indexesBefore.filter((i) => i.def.startsWith('FOREIGN KEY')).length).toBe(7);
    const rebuilt = logged.map((l) => /^(\d+) indexes built/.exec(l)?.[1]).find(Boolean);
    expect(Number(rebuilt)).toBeGreaterThan(10);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it('makes the requested number of requests with 1-3 items each', async () => {
    const [r] = await rows<{ requests: number; items: number; bad: number }>(
      t.database.db,
      sql`select (select count(*)::int from repair_requests) as requests,
                 (select count(*)::int from request_items) as items,
                 (select count(*)::int from repair_requests r where item_count <> (select count(*) from request_items i where i.request_id = r.id)) as bad`,
    );
    expect(r?.requests).toBe(300);
    expect(r?.items).toBeGreaterThanOrEqual(300);
    expect(r?.bad).toBe(0);
  });

  it('gives every item a tracking path that follows the flow and ends in its status', async () => {
    const items = await rows<{ status: TItemStatus; path: TItemStatus[] }>(
      t.database.db,
      sql`select i.status, array_agg(t.status order by t.id) as path
          from request_items i join tracking_entries t on t.item_id = i.id group by i.id, i.status`,
    );
    expect(items.length).toBeGreaterThanOrEqual(300);
    for (const { status, path } of items) {
      expect(path[0]).toBe('pending');
      expect(path[path.length - 1]).toBe(status);
      for (let i = 1; i < path.length; i++) {
        expect(TRANSITIONS[path[i - 1] as TItemStatus]).toContain(path[i]);
      }
    }
  });

  it("keeps each request's group in step with its items", async () => {
    const reqs = await rows<{ group_status: string; statuses: TItemStatus[] }>(
      t.database.db,
      sql`select r.group_status, array_agg(i.status) as statuses
          from repair_requests r join request_items i on i.request_id = r.id group by r.id`,
    );
    for (const r of reqs) expect(r.group_status).toBe(requestGroup(r.statuses));
  });

  it('stores the GST of every quote as the contract computes it for its customer (decision 090)', async () => {
    const quoted = await rows<{ s: string; p: string; g: string; gst: string; gstin: string; state_code: string }>(
      t.database.db,
      sql`select i.service_charge as s, i.parts_charge as p, i.gst_percent as g, i.gst_amount as gst, c.gstin, c.state_code
          from request_items i join repair_requests r on r.id = i.request_id join customers c on c.id = r.customer_id
          where i.service_charge is not null`,
    );
    const [company] = await rows<{ gstin: string }>(t.database.db, sql`select gstin from company_settings`);
    const wrong = quoted.filter((q) => {
      const c = { service: Number(q.s), parts: Number(q.p), gstPercent: Number(q.g) };
      const intra = intraStateSupply(company?.gstin, { gstin: q.gstin, stateCode: q.state_code });
      return Number(q.gst) !== quoteGst(c, intra);
    });
    expect(wrong).toEqual([]);
    expect(quoted.length).toBeGreaterThan(0);
  });

  it("keeps each request's charge total equal to what its items cost: owed charges with their GST", async () => {
    const [r] = await rows<{ bad: number; quoted: number }>(
      t.database.db,
      sql`select count(*) filter (where r.charges_total <> coalesce(t.total, 0))::int as bad,
                 count(*) filter (where r.charges_total > 0)::int as quoted
          from repair_requests r left join (
            select request_id, sum(case when charges_owed
              then coalesce(service_charge, 0) + coalesce(parts_charge, 0) + gst_amount else 0 end) as total
            from request_items group by request_id) t on t.request_id = r.id`,
    );
    expect(r?.bad).toBe(0);
    expect(r?.quoted).toBeGreaterThan(0);
  });

  it('owes an item its charges exactly when the last deciding step of its path was the approval', async () => {
    const [r] = await rows<{ bad: number; owed: number; free: number }>(
      t.database.db,
      sql`select count(*) filter (where i.charges_owed <> coalesce(d.status = 'approved', false))::int as bad,
                 count(*) filter (where i.charges_owed)::int as owed,
                 count(*) filter (where not i.charges_owed and i.service_charge is not null)::int as free
          from request_items i left join lateral (
            select status from tracking_entries e where e.item_id = i.id
              and e.status in ('estimated', 'approved', 'declined', 'not_repairable', 'cancelled')
            order by e.id desc limit 1) d on true`,
    );
    expect(r?.bad).toBe(0);
    expect(r?.owed).toBeGreaterThan(0);
    expect(r?.free).toBeGreaterThan(0);
  });

  it('migration 0016 finds from the history the same owed charges, totals, groups and counters', async () => {
    const db = t.database.db;
    const state = () =>
      rows(
        db,
        sql`select (select json_agg(json_build_array(id, charges_owed) order by id) from request_items) as owed,
                   (select json_agg(json_build_array(id, charges_total, group_status) order by id) from repair_requests) as reqs,
                   (select json_agg(json_build_array(day, group_status, requests, items, charges) order by day, group_status)
                      from report_daily_totals) as days`,
      );
    const before = await state();
    // As before the migration: nothing owed, totals of every quote, a cancelled item holding its request back.
    await db.execute(sql`update request_items set charges_owed = false`);
    await db.execute(sql`update repair_requests r set charges_total = charges_total + 1`);
    await db.execute(sql`update repair_requests r set group_status = 'in_progress' where group_status = 'pending'
      and exists (select 1 from request_items i where i.request_id = r.id and i.status = 'cancelled')`);
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0016_charges_owed.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint').slice(1)) await db.execute(sql.raw(statement));
    expect(await state()).toEqual(before);
  });

  it("migration 0020 makes each customer's first user its owner and any later one a member", async () => {
    const db = t.database.db;
    const members = () =>
      rows(db, sql`select customer_id, user_id, role from customer_members order by customer_id, user_id`);
    // A customer with a second user, made after its first.
    await db.execute(sql`insert into users (username, code, display_name, role, customer_id, password_hash)
      select 'seedcolleague', code || '-2', 'Colleague', 'customer', id, 'none' from customers where code = 'S000001'`);
    await db.execute(sql`insert into customer_members (customer_id, user_id, role)
      select customer_id, id, 'member' from users where username = 'seedcolleague'`);
    const before = await members();
    // As before the migration: the table there, nobody in it.
    await db.execute(sql`delete from customer_members`);
    const file = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../drizzle/0020_members_of_a_customer.sql'),
      'utf8',
    );
    await db.execute(sql.raw(file.split('--> statement-breakpoint').at(-1) as string));
    expect(await members()).toEqual(before);
    const [r] = await rows<{ customers: number; owners: number; late: number }>(
      db,
      sql`select (select count(*)::int from customers) as customers,
                 count(*) filter (where m.role = 'owner')::int as owners,
                 count(*) filter (where m.role = 'owner' and exists (select 1 from users v
                   where v.customer_id = m.customer_id and v.created_at < u.created_at))::int as late
          from customer_members m join users u on u.id = m.user_id`,
    );
    // One owner for every customer, none of them made after another user of its customer.
    expect(r?.owners).toBeGreaterThan(0);
    expect(r?.owners).toBe(r?.customers);
    expect(r?.late).toBe(0);
    await db.execute(
      sql`delete from customer_members where user_id in (select id from users where username = 'seedcolleague')`,
    );
    await db.execute(sql`delete from users where username = 'seedcolleague'`);
  });

  it("fills the report's day counters with the same figures as the requests", async () => {
    const [r] = await rows<{ bad: number; days: number }>(
      t.database.db,
      sql`select count(*)::int as days, count(*) filter (where c.requests is distinct from l.requests
                   or c.items is distinct from l.items or c.charges is distinct from l.charges)::int as bad
          from (select (created_at at time zone 'Asia/Kolkata')::date as day, group_status,
                  count(*)::int as requests, sum(item_count)::int as items, sum(charges_total) as charges
                from repair_requests group by 1, 2) l
          full join report_daily_totals c on c.day = l.day and c.group_status = l.group_status`,
    );
    expect(r?.days).toBeGreaterThan(0);
    expect(r?.bad).toBe(0);
  });

  it('promises received items a due date and counts every delivery in the turnaround report, on time or late', async () => {
    const [r] = await rows<{ delivered: number; counted: number; on_time: number; late: number }>(
      t.database.db,
      sql`select (select count(*)::int from request_items where status = 'delivered' and due_at is not null) as delivered,
                 sum(delivered)::int as counted, sum(on_time)::int as on_time, sum(late)::int as late
          from report_turnaround_totals where dim = 'all' and status = ''`,
    );
    expect(r?.delivered).toBeGreaterThan(0);
    expect(r?.counted).toBe(r?.delivered);
    expect(r?.on_time).toBeGreaterThan(0);
    expect(r?.late).toBeGreaterThan(0);
    expect((r?.on_time ?? 0) + (r?.late ?? 0)).toBe(r?.delivered);
  });

  it('marks each request with the service-desk steps its items wait for', async () => {
    const reqs = await rows<{ needs: string[]; statuses: TItemStatus[] }>(
      t.database.db,
      sql`select r.needs, array_agg(i.status) as statuses from repair_requests r
          join request_items i on i.request_id = r.id group by r.id, r.needs`,
    );
    for (const r of reqs) {
      const expected = NEEDS.filter((n) => r.statuses.some((s) => NEEDS_STATUSES[n].includes(s)));
      expect([...r.needs].sort()).toEqual([...expected].sort());
    }
    const counts = await rows<{ needs: string; requests: number; counted: number }>(
      t.database.db,
      sql`select c.needs, c.requests, (select count(*)::int from repair_requests r where c.needs = any(r.needs)) as counted
          from desk_queue_counts c`,
    );
    expect(counts).toHaveLength(NEEDS.length);
    for (const c of counts) expect(c.requests, c.needs).toBe(c.counted);
  });

  it('makes customers who can sign in and see only their own requests', async () => {
    const s = await login(t, 'seed1', SEED_PASSWORD);
    const list = await t.post<{ requestrepair_list: { customer_code: string }[] }>(
      '/requestrepair/getrequestrepairList',
      { limit: 100 },
      s.accessToken,
    );
    expect(list.body.requestrepair_list.length).toBeGreaterThan(0);
    expect(new Set(list.body.requestrepair_list.map((r) => r.customer_code))).toEqual(new Set([s.customercode]));
  });

  it('puts some recent items on waiting for parts, each with its remark and the date in force', async () => {
    const waiting = await rows<{ on: string | null; expected: string | null; remark: string }>(
      t.database.db,
      sql`select i.parts_expected_on::text as on, e.expected_on::text as expected, e.remark
          from request_items i join lateral (select * from tracking_entries t where t.item_id = i.id
            order by t.id desc limit 1) e on true
          where i.status = 'waiting_for_parts'`,
    );
    expect(waiting.length).toBeGreaterThan(0);
    for (const w of waiting) {
      expect(w.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(w.expected).toBe(w.on);
      expect(w.remark).not.toBe('');
    }
  });

  it('gives every item received in the last 30 days the due the clock computes from its path, paused while it waits', async () => {
    const items = await rows<{
      status: TItemStatus;
      due: number | null;
      days: number | null;
      paused: number | null;
      path: TItemStatus[];
      ats: number[];
    }>(
      t.database.db,
      sql`select i.status, extract(epoch from i.due_at)::float8 * 1000 as due, i.turnaround_days as days,
            extract(epoch from i.paused_since)::float8 * 1000 as paused,
            array_agg(e.status order by e.id) as path, array_agg(extract(epoch from e.created_at)::float8 * 1000 order by e.id) as ats
          from request_items i join repair_requests r on r.id = i.request_id join tracking_entries e on e.item_id = i.id
          where r.created_at > now() - interval '30 days' and i.status not in ('pending', 'cancelled')
          group by i.id`,
    );
    expect(items.length).toBeGreaterThan(0);
    const states = new Set<TItemStatus>();
    for (const item of items) {
      // From scratch (the clock's dueAt over the path's pauses), not the seed's replay of the moves.
      const at = (k: number) => new Date(Number(item.ats[k]));
      const pauses: Pause[] = [];
      item.path.forEach((s, k) => {
        if (PAUSED_STATUSES.includes(s) && !PAUSED_STATUSES.includes(item.path[k - 1] as TItemStatus))
          pauses.push({ from: at(k), to: null });
        const open = pauses.at(-1);
        if (open && !open.to && !PAUSED_STATUSES.includes(s)) open.to = at(k);
      });
      const open = pauses.find((p) => !p.to);
      const closed = pauses.filter((p) => p.to);
      const received = at(item.path.indexOf('received'));
      const want = dueAt(
        {
          receivedAt: received,
          turnaround: { amount: DEFAULT_TURNAROUND_DAYS, unit: 'days' },
          pauses: closed,
          now: at(item.ats.length - 1),
        },
        DEFAULT_WORKING_CALENDAR,
      );
      // Declined or found not repairable, it carries no promise any more (decision 093), even once sent back.
      const withdrawn = item.path.some((s) => PROMISE_WITHDRAWN_STATUSES.includes(s));
      expect([item.status, item.due, item.days, item.paused]).toEqual([
        item.status,
        withdrawn ? null : want.getTime(),
        DEFAULT_TURNAROUND_DAYS,
        open && !withdrawn ? open.from.getTime() : null,
      ]);
      states.add(item.status);
    }
    // Running clocks, paused ones (on the customer and on parts) and stopped ones are all there.
    // Chosen by hashes of the rows, never random(): the same rows give the same statuses, dates and remarks.
    for (const f of ['seed.ts', 'seed-promises.ts']) {
      const code = fs
        .readFileSync(path.resolve(import.meta.dirname, '../../src/features/setup', f), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(--|\/\/|\*|\/\*)/.test(line));
      expect(code.join('\n'), f).not.toMatch(/random\(\)/);
    }
    for (const s of ['received', 'estimated', 'in_repair', 'waiting_for_parts', 'dispatched'] as const)
      expect(states).toContain(s);
  });
});
