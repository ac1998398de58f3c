import { randomUUID } from 'node:crypto';
import { endpoints, MAX_ITEMS_PER_REQUEST, THREAD_PAGE, urlOf } from '@svc/contract';
import { SALES, saleSerial } from './warranty-data';

/** One call the bench measures over HTTP, on the app and on its floor (floor-server.ts). */
export interface Call {
  what: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Who calls: the bench's customer, staff (the admin), or nobody (a bare route). */
  who: 'customer' | 'staff' | 'none';
  body?: unknown;
  /** A new body for every request (creates). */
  fresh?: () => unknown;
  /** Issue 27's goal: at least 80 % of its floor's rate on both databases. */
  goal?: boolean;
  /** Headers of its own (a provider's proof). */
  headers?: Record<string, string>;
}

/** The Shiprocket webhook's token the bench's app is started with (`x-api-key`). */
export const BENCH_HOOK_TOKEN = 'bench-shiprocket-hook-token-0123';

/** A courier's tracking event as Shiprocket posts it (issue 43): an AWB of its own each, every scan so far. */
const trackingEvent = () => {
  const awb = String(321_000_000_000 + Math.floor(Math.random() * 1e9));
  const scan = {
    date: '2026-12-04 11:00:00',
    activity: 'Shipment picked up',
    location: 'Coimbatore_Hub',
    'sr-status': '42',
  };
  return {
    awb,
    current_status: 'PICKED UP',
    current_status_id: 42,
    shipment_status_id: 42,
    current_timestamp: '04 12 2026 11:00:00',
    order_id: `RR-2026-${awb.slice(-6)}-IN-BENCH`,
    scans: [scan],
    is_return: 1,
  };
};

/** A new request of `n` items, as the add screen sends it (a spreadsheet's up to 500). */
const createBody = (n: number) => ({
  idempotency_key: randomUUID(),
  courier_name: 'DTDC',
  docket_number: 'D1',
  narration: 'bench',
  items: Array.from({ length: n }, (_, i) => ({
    item_id: 1 + (i % 3),
    brand_id: 1 + (i % 3),
    model_number: 'M1',
    serial_number: `B${randomUUID().slice(0, 8)}`,
    problem: i % 2 ? 'Does not power on' : '',
  })),
});

/** The measured calls, in the order they run: staff-wide report aggregates last, so their backlog skews nothing else. */
export function benchCalls(o: { serial: string; reqCode: string; threadCode: string; postCodes: string[] }): Call[] {
  let posted = 0;
  const message = () => `Is it ready? ${randomUUID().slice(0, 8)}`;
  return [
    { what: 'GET /api/health (bare route)', path: urlOf(endpoints.health), method: 'GET', who: 'none' },
    {
      what: 'list, one customer',
      path: urlOf(endpoints.listRequests),
      who: 'customer',
      body: { limit: 20 },
      goal: true,
    },
    { what: 'list, staff (all)', path: urlOf(endpoints.listRequests), who: 'staff', body: { limit: 20 } },
    { what: 'search by serial, staff', path: urlOf(endpoints.listRequests), who: 'staff', body: { search: o.serial } },
    { what: 'view', path: urlOf(endpoints.viewRequest), who: 'customer', body: { req_code: o.reqCode }, goal: true },
    {
      what: 'create (1 item)',
      path: urlOf(endpoints.addRequest),
      who: 'customer',
      goal: true,
      fresh: () => createBody(1),
    },
    { what: 'service desk counts, staff', path: urlOf(endpoints.actionCounts), who: 'staff', body: {} },
    // A request's conversation (issue 30): a thread of 200 messages read, and a message written (to another
    // request, so the thread read stays at 200).
    {
      what: `read a thread of 200 messages (the newest ${THREAD_PAGE})`,
      path: urlOf(endpoints.threadView),
      who: 'customer',
      body: { req_code: o.threadCode },
    },
    // Messages to the customer's requests in turn (each of 16 connections mostly on a thread of its own), as
    // customers write; then 16 at once to one thread, which its row lock takes one after another (decision 086).
    {
      what: 'post a message',
      path: urlOf(endpoints.postMessage),
      who: 'customer',
      fresh: () => ({ req_code: o.postCodes[posted++ % o.postCodes.length], body: message() }),
    },
    {
      what: 'post a message, all to one thread',
      path: urlOf(endpoints.postMessage),
      who: 'customer',
      fresh: () => ({ req_code: o.postCodes[0], body: message() }),
    },
    {
      what: `warranty lookup (${SALES / 1000}k sales)`,
      path: urlOf(endpoints.warrantyOf),
      who: 'customer',
      fresh: () => ({ serial_numbers: [saleSerial(1 + Math.floor(Math.random() * SALES))] }),
    },
    {
      what: 'at-risk queue, staff',
      path: urlOf(endpoints.listRequests),
      who: 'staff',
      body: { clock: 'at_risk', limit: 20 },
    },
    {
      what: 'late queue, staff',
      path: urlOf(endpoints.listRequests),
      who: 'staff',
      body: { clock: 'late', limit: 20 },
    },
    {
      what: 'to quote (needs charges), staff',
      path: urlOf(endpoints.listRequests),
      who: 'staff',
      body: { needs: 'charges', limit: 20 },
    },
    {
      what: 'report completed, one customer',
      path: urlOf(endpoints.completedReport),
      who: 'customer',
      body: {},
      goal: true,
    },
    { what: 'report completed, staff (all)', path: urlOf(endpoints.completedReport), who: 'staff', body: {} },
    { what: 'report pending, staff (all)', path: urlOf(endpoints.pendingReport), who: 'staff', body: {} },
    {
      what: 'report summary, one customer',
      path: urlOf(endpoints.reportSummary),
      who: 'customer',
      body: {},
      goal: true,
    },
    { what: 'report summary, staff (all)', path: urlOf(endpoints.reportSummary), who: 'staff', body: {} },
    {
      what: 'turnaround report by month, staff',
      path: urlOf(endpoints.turnaroundReport),
      who: 'staff',
      body: { by: 'month' },
    },
    {
      what: 'turnaround report by item, staff',
      path: urlOf(endpoints.turnaroundReport),
      who: 'staff',
      body: { by: 'item' },
    },
    // A courier's tracking webhook (issue 43): kept in the inbox and answered 200 (events a second).
    {
      what: 'courier tracking webhook (intake)',
      path: urlOf(endpoints.shiprocketTracking),
      who: 'none',
      headers: { 'x-api-key': BENCH_HOOK_TOKEN },
      fresh: trackingEvent,
    },
    // A business's spreadsheet (issue 29): a request of the most items it may hold. Last, as its rows (500 a
    // call) would otherwise weigh on the lists and reports measured after it.
    {
      what: `create (${MAX_ITEMS_PER_REQUEST} items)`,
      path: urlOf(endpoints.addRequest),
      who: 'customer',
      fresh: () => createBody(MAX_ITEMS_PER_REQUEST),
    },
  ];
}
