import {
  REPORT_LIST_KEY,
  type TItemPromise,
  type TPrintReply,
  type TReportBreakdownReply,
  type TReportRow,
  type TReportSummaryReply,
  type TRequestListReply,
  type TTrackReply,
  type TViewRequestReply,
} from '@svc/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from './query';
import { promiseOf, SIM } from './workflow-clock-model';
import {
  breakdownOf,
  costOf,
  count,
  groupOf,
  type Model,
  type MRequest,
  quoteTotal,
  reportTotals,
  requestCostOf,
} from './workflow-model';
import { checkMoney } from './workflow-money';
import { ok, type Real } from './workflow-product';

const GROUPS = ['pending', 'in_progress', 'completed'] as const;
const REPORT_PATH = {
  completed: '/reports/getCompletedRequestList',
  in_progress: '/reports/getInProgressRequestList',
  pending: '/reports/getPendingRequestList',
} as const;

/** A CSV export's rows as request code → charges (a number however it is written). */
async function csvCharges(r: Real, group: string) {
  const res = await r.t.app.inject({
    method: 'POST',
    url: '/api/reports/exportCsv',
    payload: { group },
    headers: { authorization: `Bearer ${r.customer}`, 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(200);
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
  return new Map(
    lines.map((line) => {
      const cells = [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)|(?<=,|^)(?=,|$)/g)].map((m) => m[1] ?? m[2] ?? '');
      return [cells[0], Number((cells.at(-1) ?? '').replace(/[^\d.-]/g, ''))] as const;
    }),
  );
}

/** Every request of the model as the customer sees it: each item's status, quote and cost; totals; groups. */
async function checkRequests(m: Model, r: Real, touched: MRequest | undefined) {
  for (const req of m.requests) {
    const view = await ok<TViewRequestReply>(r, '/requestrepair/viewrequestrepair', { req_code: req.code }, r.customer);
    const got = view.request_item_details.map((i) => ({
      line: i.line_no,
      status: i.status,
      cost: i.cost,
      quote: i.charges?.total ?? null,
      gst: i.charges?.gst_amount ?? null,
      parts: i.parts_expected_on,
      promise: promiseIn(i),
    }));
    const want = req.items.map((i) => ({
      line: i.line,
      status: i.status,
      cost: costOf(i),
      quote: i.quote ? quoteTotal(i.quote) : null,
      gst: i.quote?.gst ?? null,
      parts: i.partsExpectedOn,
      promise: promiseOf(i.clock, i.status, SIM.now),
    }));
    expect(got, `items of ${req.code}`).toEqual(want);
    expect(view.request_details.total, `total of ${req.code}`).toBe(requestCostOf(req));
    expect(view.request_details.group, `group of ${req.code}`).toBe(groupOf(req));
  }
  const list = await ok<TRequestListReply>(r, '/requestrepair/getrequestrepairList', { limit: 100 }, r.customer);
  expect(
    Object.fromEntries(list.requestrepair_list.map((x) => [x.req_code, [x.group, x.total]])),
    'the request list',
  ).toEqual(Object.fromEntries(m.requests.map((x) => [x.code, [groupOf(x), requestCostOf(x)]])));
  if (!touched) return;
  const print = await ok<TPrintReply>(r, '/requestrepair/printRRItemdetails', { req_code: touched.code }, r.customer);
  expect(print.request_details.total, 'the print total').toBe(requestCostOf(touched));
  expect(
    print.request_item_details.map((i) => [i.cost, i.charges?.gst_amount ?? null, i.charges?.total ?? null]),
    'the print items',
  ).toEqual(touched.items.map((i) => [costOf(i), i.quote?.gst ?? null, i.quote ? quoteTotal(i.quote) : null]));
  await checkTrackingPage(m, r, touched);
}

/** The promise fields of an item of a reply (the request view and the tracking page carry the same). */
const promiseIn = (i: Omit<TItemPromise, 'if_parts_arrive'>) => ({
  due_at: i.due_at,
  clock_state: i.clock_state,
  minutes_left: i.minutes_left,
  turnaround: i.turnaround,
});

/** The public tracking page: each item's status, parts date and promise (counted once per state met). */
async function checkTrackingPage(m: Model, r: Real, req: MRequest) {
  const track = await r.t.post<TTrackReply>('/track/view', { k: req.k });
  expect(track.statusCode).toBe(200);
  const want = req.items.map((i) => [i.status, i.partsExpectedOn, promiseOf(i.clock, i.status, SIM.now)] as const);
  expect(
    track.body.items.map((i) => [i.status, i.parts_expected_on, promiseIn(i)]),
    'the tracking page',
  ).toEqual(want);
  for (const [, , p] of want) if (p.clock_state) count(m, `clock ${p.clock_state}`);
}

/** After simulated time passed: every request's promises, on the request view and the tracking page. */
export async function comparePromises(m: Model, r: Real) {
  for (const req of m.requests) {
    const view = await ok<TViewRequestReply>(r, '/requestrepair/viewrequestrepair', { req_code: req.code }, r.customer);
    expect(
      view.request_item_details.map((i) => promiseIn(i)),
      `the promises of ${req.code} at ${SIM.now.toISOString()}`,
    ).toEqual(req.items.map((i) => promiseOf(i.clock, i.status, SIM.now)));
    await checkTrackingPage(m, r, req);
  }
}

/** The customer's reports: summary, the three lists and their totals, the CSV exports, breakdowns (as staff). */
async function checkReports(m: Model, r: Real) {
  const want = reportTotals(m);
  const summary = await ok<TReportSummaryReply>(r, '/reports/getReportSummary', {}, r.customer);
  expect(summary.groups, 'the report summary').toEqual(want);
  for (const g of GROUPS) {
    const reqs = m.requests.filter((x) => groupOf(x) === g);
    const list = await ok<Record<string, unknown> & { totals: unknown }>(r, REPORT_PATH[g], { limit: 100 }, r.customer);
    expect(list.totals, `the ${g} report's totals`).toEqual(want[g]);
    const rowsOf = list[REPORT_LIST_KEY[g]] as TReportRow[];
    const byCode = Object.fromEntries(reqs.map((x) => [x.code, requestCostOf(x)]));
    expect(Object.fromEntries(rowsOf.map((x) => [x.req_code, x.charges])), `the ${g} report's rows`).toEqual(byCode);
    expect(Object.fromEntries(await csvCharges(r, g)), `the ${g} CSV`).toEqual(byCode);
    for (const by of ['item', 'brand'] as const) {
      const b = await ok<TReportBreakdownReply>(
        r,
        '/reports/getBreakdown',
        { group: g, by, customer_code: r.customerCode },
        r.staff,
      );
      expect(
        [...b.rows].sort((x, y) => x.name.localeCompare(y.name)),
        `the ${g} breakdown by ${by}`,
      ).toEqual(breakdownOf(m, g, by));
    }
    const byCustomer = await ok<TReportBreakdownReply>(
      r,
      '/reports/getBreakdown',
      { group: g, by: 'customer', customer_code: r.customerCode },
      r.staff,
    );
    expect(
      byCustomer.rows.map((x) => ({ requests: x.requests, items: x.items, charges: x.charges })),
      `the ${g} breakdown by customer`,
    ).toEqual(want[g].requests ? [want[g]] : []);
  }
}

/**
 * The counters (service desk queues, the company's report summary, this customer's summary as staff
 * filter it) against a recount.
 */
async function checkCounters(r: Real) {
  const db = r.t.db;
  const [desk, summary, theirs, queues, groups, mine] = await Promise.all([
    ok<{ counts: Record<string, number> }>(r, '/requestrepair/getActionCounts', {}, r.staff),
    ok<TReportSummaryReply>(r, '/reports/getReportSummary', {}, r.staff),
    ok<TReportSummaryReply>(r, '/reports/getReportSummary', { customer_code: r.customerCode }, r.staff),
    rows<{ needs: string; n: number }>(
      db,
      sql`select n as needs, count(*)::int as n from repair_requests, unnest(needs) n group by n`,
    ),
    rows<{ g: string; requests: number; items: number; charges: string }>(
      db,
      sql`select group_status as g, count(*)::int as requests, sum(item_count)::int as items, sum(charges_total) as charges
          from repair_requests group by 1`,
    ),
    rows<{ g: string; requests: number; items: number; charges: string }>(
      db,
      sql`select group_status as g, count(*)::int as requests, sum(item_count)::int as items, sum(charges_total) as charges
          from repair_requests where customer_id = (select id from customers where code = ${r.customerCode}) group by 1`,
    ),
  ]);
  const recount = Object.fromEntries(queues.map((q) => [q.needs, q.n]));
  for (const [k, v] of Object.entries(desk.counts)) expect(v, `queue ${k}`).toBe(recount[k] ?? 0);
  for (const g of GROUPS) {
    const row = groups.find((x) => x.g === g);
    expect(summary.groups[g], `company ${g}`).toEqual({
      requests: row?.requests ?? 0,
      items: row?.items ?? 0,
      charges: Number(row?.charges ?? 0),
    });
    const own = mine.find((x) => x.g === g);
    expect(theirs.groups[g], `customer ${g}`).toEqual({
      requests: own?.requests ?? 0,
      items: own?.items ?? 0,
      charges: Number(own?.charges ?? 0),
    });
  }
}

/** Everything the product shows of this customer's money and flow, against the model. */
export async function compare(m: Model, r: Real, touched?: MRequest) {
  await checkRequests(m, r, touched);
  await checkReports(m, r);
  await checkMoney(m, r);
  await checkCounters(r);
}
