// What the floor server (floor-server.ts) answers for each measured call: the repository functions the
// app's services run for it, on the same pool, with no sign-in, no validation and the rows as they come
// (JSON.stringify). The caller is the `x-customer-id` header (none: staff).
import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints, THREAD_PAGE, type TRequestClock, urlOf } from '@svc/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../apps/server/src/db/client';
import { customerMembers } from '../../apps/server/src/db/schema';
import { cachedActiveMasters } from '../../apps/server/src/features/catalogue';
import { conversationQueries as conversations } from '../../apps/server/src/features/conversations';
import { deskQueries as desk } from '../../apps/server/src/features/desk';
import { newRequestFlow } from '../../apps/server/src/features/item-flow';

import { raisedContext, raisedNotices } from '../../apps/server/src/features/mail-outbox';
import {
  dailyTotalsQueries as daily,
  reportQueries as reports,
  turnaroundQueries as turnaround,
} from '../../apps/server/src/features/reports';
import { requestQueries as repo, writeNewRequest } from '../../apps/server/src/features/requests';
import { courierCountsSql, newParcel } from '../../apps/server/src/features/shipments';
import { serialKeyOf, takeLookup, warrantiesOf } from '../../apps/server/src/features/warranty';
import { digestOf, storeDelivery } from '../../apps/server/src/features/webhooks';
import type { ReadCache } from '../../apps/server/src/lib/read-cache';
import { BENCH_HOOK_TOKEN } from './calls';

/** The app's default (COURIER_QUIET_HOURS): the floor counts the courier queues as the app does. */
const QUIET_HOURS = 12;

type Body = Record<string, unknown> & { limit?: number; search?: string; req_code?: string };
type Item = { item_id: number; brand_id: number; model_number: string; serial_number: string; problem?: string };

export function floorRoutes(app: FastifyInstance, db: Db, cache: ReadCache) {
  const owners = new Map<string, Promise<string>>();
  /** The customer's owner, who raises the floor's requests (looked up once per customer). */
  const ownerOf = (customerId: string) => {
    let owner = owners.get(customerId);
    if (!owner) {
      owner = db
        .select({ userId: customerMembers.userId })
        .from(customerMembers)
        .where(eq(customerMembers.customerId, customerId))
        .limit(1)
        .then((rows) => rows[0]?.userId as string);
      owners.set(customerId, owner);
    }
    return owner;
  };
  const route = (path: string, answer: (body: Body, customerId: string | null) => Promise<unknown>) =>
    app.post(path, (req) => answer((req.body ?? {}) as Body, (req.headers['x-customer-id'] as string) || null));

  // A courier's tracking event, proved by its token and kept in the inbox as the app keeps it (issue 43).
  app.post(urlOf(endpoints.shiprocketTracking), async (req, reply) => {
    if (req.headers['x-api-key'] !== BENCH_HOOK_TOKEN) return reply.code(401).send({ message: 'Bad token' });
    const body = Buffer.from(JSON.stringify(req.body ?? {}));
    await storeDelivery(db, {
      provider: 'shiprocket',
      deliveryId: digestOf(body),
      body,
      headers: { 'content-type': 'application/json' },
    });
    return { ok: true };
  });
  // The app's health check asks the database too.
  app.get(urlOf(endpoints.health), async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  route(urlOf(endpoints.listRequests), (b, customerId) =>
    repo.listRequests(db, {
      customerId,
      search: b.search || undefined,
      needs: b.needs as repo.ListFilter['needs'],
      clock: b.clock ? { queue: b.clock as TRequestClock, now: new Date() } : undefined,
      limit: b.limit ?? 20,
    }),
  );
  // As the app for a customer: one look-up taken from the account's hour first (decision 088).
  route(urlOf(endpoints.warrantyOf), async (b, customerId) => {
    if (customerId) await takeLookup(db, customerId, Number(process.env.WARRANTY_LOOKUPS_PER_HOUR));
    const keys = (b.serial_numbers as string[]).map(serialKeyOf);
    const known = await warrantiesOf(db, keys);
    return keys.map((k) => known.get(k) ?? null);
  });
  // The report by month reads the months; by another key also the months, for the company's total.
  route(urlOf(endpoints.turnaroundReport), (b) =>
    Promise.all([
      turnaround.turnaroundSums(db, b.by as 'month' | 'item'),
      b.by === 'month' ? null : turnaround.turnaroundSums(db, 'month'),
    ]),
  );
  // The request with its items, then who answered the quotes of items past receipt (decision 067), as the app reads them.
  route(urlOf(endpoints.viewRequest), async (b, customerId) => {
    const rows = await repo.requestWithItems(db, b.req_code as string, customerId);
    const quoted = rows.filter((r) => r.item.status !== 'pending' && r.item.status !== 'received');
    return {
      rows,
      answers: await repo.chargeAnswersOf(
        db,
        quoted.map((r) => r.item.id),
      ),
    };
  });
  // The desk's counts as the app reads them: the queues, the clock queues and the conversations awaiting a reply.
  route(urlOf(endpoints.actionCounts), () =>
    desk.deskCounts(db, new Date(), {
      awaiting: conversations.awaitingCountSql(),
      couriers: courierCountsSql(QUIET_HOURS),
    }),
  );
  // A request's conversation (issue 30): the request as its customer's with its unread counts, a page of
  // messages with their files, the read mark when something is unread; a message and its thread row in one
  // statement.
  route(urlOf(endpoints.threadView), async (b, customerId) => {
    const found = await conversations.threadRequestOf(db, b.req_code as string, customerId);
    if (!found) return null;
    const { rows } = await conversations.messagesOf(db, found.id, THREAD_PAGE);
    if (found.unreadForCustomer > 0) await db.transaction((tx) => conversations.markRead(tx, found.id, 'customer'));
    return rows;
  });
  // The app's reads before a message, side by side as it runs them: the request and the author's name; the
  // message's statement takes it from the author's window of the bench's MESSAGES_PER_MINUTE (decision 088).
  route(urlOf(endpoints.postMessage), async (b, customerId) => {
    const userId = await ownerOf(customerId as string);
    const [found] = await Promise.all([
      conversations.threadRequestOf(db, b.req_code as string, customerId),
      conversations.displayNameOf(db, userId),
    ]);
    if (!found) return null;
    const write = async (tx: typeof db) => {
      if (found.unreadForCustomer > 0) await conversations.markRead(tx, found.id, 'customer');
      return conversations.insertMessage(
        tx,
        {
          requestId: found.id,
          itemId: null,
          side: 'customer',
          authorId: userId,
          authorName: 'Customer',
          channel: 'web',
          body: b.body as string,
        },
        Number(process.env.MESSAGES_PER_MINUTE),
      );
    };
    // As the app: a customer's words alone, with nothing unread, are one statement without a transaction.
    return found.unreadForCustomer > 0 ? db.transaction(write) : write(db);
  });
  const report = (group: 'completed' | 'pending') => (b: Body, customerId: string | null) =>
    Promise.all([
      reports.reportRows(db, { customerId, group }, undefined, b.limit ?? 25),
      daily.dailyGroupTotals(db, undefined, undefined, { customerId }),
    ]);
  route(urlOf(endpoints.completedReport), report('completed'));
  route(urlOf(endpoints.pendingReport), report('pending'));
  route(urlOf(endpoints.reportSummary), (_b, customerId) =>
    daily.dailyWeekly(db, undefined, undefined, { customerId }),
  );
  // The create's reads side by side, then its one write (decision 031), as the requests service runs them.
  route(urlOf(endpoints.addRequest), async (b, customerId) => {
    const customer = customerId as string;
    const [, context, reqCode, userId, warranties] = await Promise.all([
      cachedActiveMasters(cache, db),
      raisedContext({ db, cache }, customer),
      repo.nextReqCode(db, new Date().getFullYear()),
      ownerOf(customer),
      warrantiesOf(
        db,
        (b.items as Item[]).map((it) => serialKeyOf(it.serial_number)),
      ),
    ]);
    const requestId = randomUUID();
    const items = (b.items as Item[]).map((it, i) => ({ ...it, id: randomUUID(), lineNo: i + 1 }));
    const flow = newRequestFlow(
      items.map((it) => it.id),
      userId,
      customer,
    );
    await writeNewRequest(db, {
      requests: [
        {
          id: requestId,
          reqCode,
          customerId: customer,
          createdBy: userId,
          narration: b.narration as string,
          ...flow.state,
          idempotencyKey: b.idempotency_key as string,
        },
      ],
      items: items.map((it) => ({
        id: it.id,
        requestId,
        lineNo: it.lineNo,
        itemId: it.item_id,
        brandId: it.brand_id,
        modelNumber: it.model_number,
        serialNumber: it.serial_number,
        problem: it.problem ?? '',
        imageCount: 0,
        firstImageId: null,
        warrantyUntil: warranties.get(serialKeyOf(it.serial_number)) ?? null,
      })),
      ...newParcel({
        requestId,
        itemIds: items.map((it) => it.id),
        carrier: b.courier_name as string,
        docket: b.docket_number as string,
        actorId: userId,
      }).part,
      ...flow.part,
      links: [{ requestId, version: 1, tokenHash: randomBytes(32).toString('hex') }],
      ...raisedNotices('http://127.0.0.1', context, {
        requestId,
        trackingUrl: `http://127.0.0.1/t?k=${requestId}`,
        reqCode,
        items: items.map((it) => `${it.model_number} (serial number ${it.serial_number})`),
        courierName: b.courier_name as string,
        docketNumber: b.docket_number as string,
        narration: b.narration as string,
      }),
    });
    return { req_code: reqCode };
  });
}
