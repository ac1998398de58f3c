import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { addDays, type BodyInput, endpoints, indiaToday, type Reply, type TItemStatus, urlOf } from '@svc/contract';
import { digest } from './accounts';

type Post = { [K in keyof typeof endpoints]: (typeof endpoints)[K] }[keyof typeof endpoints];

/** One API call as the browser makes it: the path from the endpoint table, the bearer token if any. */
export async function call<E extends Post>(request: APIRequestContext, endpoint: E, body: BodyInput<E>, auth?: string) {
  const res = await request.post(urlOf(endpoint), {
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
    data: body ?? {},
  });
  expect(res.status(), `${endpoint.path} answered ${res.status()}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Reply<E>;
}

export async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const reply = await call(request, endpoints.authenticate, { username, password: digest(password) });
  if (!reply.userDetails) throw new Error(`${username} could not sign in`);
  return reply.userDetails.accessToken;
}

/** A request of one item (or `items` of them), answered with its code. */
export async function raise(request: APIRequestContext, auth: string, items = 1): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const reply = await call(
    request,
    endpoints.addRequest,
    {
      idempotency_key: randomUUID(),
      courier_name: 'DTDC',
      docket_number: `D${stamp}`,
      narration: 'Screen test',
      items: Array.from({ length: items }, (_, i) => ({
        item_id: 1,
        brand_id: 1,
        model_number: 'M1',
        serial_number: `S${stamp}${i}`,
      })),
    },
    auth,
  );
  return reply.req_code;
}

/** Moves item `line` of a request through the given statuses, with what each step needs. */
export async function walk(
  request: APIRequestContext,
  auth: string,
  code: string,
  line: number,
  statuses: TItemStatus[],
) {
  for (const status of statuses) {
    const view = await call(request, endpoints.viewRequest, { req_code: code }, auth);
    const item = view.request_item_details[line - 1];
    if (!item) throw new Error(`no item ${line} in ${code}`);
    if (status === 'estimated') {
      await call(
        request,
        endpoints.updateCharges,
        { item_id: item.item_id, version: item.version, service_charge: 1200, parts_charge: 3450.5, gst_percent: 18 },
        auth,
      );
      continue;
    }
    const extra =
      status === 'received'
        ? { docket_number: view.request_details.docket_number }
        : status === 'dispatched'
          ? { return_courier: 'Blue Dart', return_docket: 'BD1' }
          : status === 'repaired' || status === 'not_repairable'
            ? { remark: 'Checked' }
            : status === 'waiting_for_parts'
              ? { remark: 'Parts ordered', expected_on: addDays(indiaToday(), 7) }
              : {};
    await call(
      request,
      endpoints.updateItemStatus,
      { item_id: item.item_id, version: item.version, status, ...extra },
      auth,
    );
  }
}

/** Item `line` of a request as the API answers it to `auth`: what a screen showing it must agree with. */
export async function itemOf(request: APIRequestContext, auth: string, code: string, line: number) {
  const view = await call(request, endpoints.viewRequest, { req_code: code }, auth);
  const item = view.request_item_details[line - 1];
  if (!item) throw new Error(`no item ${line} in ${code}`);
  return item;
}
