import { randomUUID } from 'node:crypto';
import { endpoints, MOVE_ITEMS_MAX, urlOf } from '@svc/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { rowsOf } from '../../apps/server/src/db/rows';
import { settleRequestState } from '../../apps/server/src/features/item-flow';

// A consignment of 500 items received in one call (issue 42, decision 099), timed over the app, and its
// floor: the same rows written by a handful of set-based statements in one transaction, straight on the
// database. A receipt changes what it receives, so each is timed once, on a request of its own.

/** Receipts timed on each side. */
export const RECEIPTS = 3;

type Post = (path: string, body: unknown, token: string) => Promise<{ status: number; json: unknown }>;

const post =
  (base: string): Post =>
  async (path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };

/** `count` new requests of 500 items each, raised by the customer: their codes. */
export async function consignments(base: string, customer: string, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let n = 0; n < count; n++) {
    const res = await post(base)(
      urlOf(endpoints.addRequest),
      {
        idempotency_key: randomUUID(),
        courier_name: 'DTDC',
        docket_number: `BOX${n}`,
        narration: 'bench consignment',
        items: Array.from({ length: MOVE_ITEMS_MAX }, (_, i) => ({
          item_id: 1 + (i % 3),
          brand_id: 1 + (i % 3),
          model_number: 'M1',
          serial_number: `R${randomUUID().slice(0, 10)}`,
          problem: 'Does not power on',
        })),
      },
      customer,
    );
    if (res.status !== 200) throw new Error(`consignment not raised: ${JSON.stringify(res.json)}`);
    codes.push((res.json as { req_code: string }).req_code);
  }
  return codes;
}

/** Milliseconds of each receipt over the app: staff read the request, then receive all 500 in one call. */
export async function appReceipts(base: string, staff: string, codes: string[]): Promise<number[]> {
  const call = post(base);
  const times: number[] = [];
  for (const code of codes) {
    const view = (await call(urlOf(endpoints.viewRequest), { req_code: code }, staff)).json as {
      request_details: { docket_number: string };
      request_item_details: { item_id: string; version: number }[];
    };
    const items = view.request_item_details.map((i) => ({ item_id: i.item_id, version: i.version }));
    const start = performance.now();
    const res = await call(
      urlOf(endpoints.moveItems),
      { req_code: code, items, status: 'received', docket_number: view.request_details.docket_number },
      staff,
    );
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`receipt refused: ${JSON.stringify(res.json)}`);
  }
  return times;
}

/**
 * Milliseconds of each receipt on the floor: in one transaction, the items locked, moved and each given its
 * tracking entry and audit line by one statement apiece, the parcel marked arrived, the request's state
 * settled, one mail queued.
 */
export async function floorReceipts(db: Db, codes: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const code of codes) {
    const start = performance.now();
    await db.transaction(async (tx) => {
      const [req] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from repair_requests where req_code = ${code} for update`),
      );
      if (!req) throw new Error(`no request ${code}`);
      const [admin] = rowsOf<{ id: string }>(await tx.execute(sql`select id from users where username = 'admin'`));
      await tx.execute(sql`select id from request_items where request_id = ${req.id} order by line_no for update`);
      await tx.execute(sql`update request_items set status = 'received', version = version + 1, updated_at = now()
        where request_id = ${req.id} and status = 'pending'`);
      await tx.execute(sql`insert into tracking_entries (item_id, status, remark, actor_id)
        select id, 'received', 'Received', ${admin?.id} from request_items where request_id = ${req.id}`);
      await tx.execute(sql`insert into audit_log (actor_id, entity, entity_id, request_id, action, before, after)
        select ${admin?.id}, 'item', id::text, request_id, 'status', '{"status":"pending"}'::jsonb,
          '{"status":"received"}'::jsonb from request_items where request_id = ${req.id}`);
      const parcel = rowsOf<{ id: string }>(
        await tx.execute(sql`update shipments set status = 'delivered', updated_at = now()
          where request_id = ${req.id} and direction = 'in' and status = 'in_transit' returning id`),
      );
      for (const s of parcel)
        await tx.execute(
          sql`insert into shipment_events (shipment_id, status, actor_id) values (${s.id}, 'delivered', ${admin?.id})`,
        );
      await settleRequestState(tx, req.id);
      await tx.execute(sql`insert into mail_outbox (dedupe_key, to_address, subject, body)
        values (${`floor-receipt:${code}`}, 'floor@bench.local', ${`${code}: Received - 500 items`}, 'floor')`);
    });
    times.push(performance.now() - start);
  }
  return times;
}

/** The receipts as the bench's rows read them: receipts a second at the median, the median and the slowest. */
export function asRate(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return { rps: median ? 1000 / median : 0, p50: median, p99: sorted.at(-1) ?? 0, errors: 0 };
}
