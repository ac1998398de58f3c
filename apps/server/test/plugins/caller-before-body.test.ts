import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { AppMsg, Code } from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminApp } from '../helpers/admin';
import type { TestContext } from '../helpers/app';

/**
 * Issue 40, item 4: who calls, and whether they may, is decided before the body is read and checked
 * (decision 088). An anonymous call to a signed-in endpoint answers 401 and a customer's to a staff call 404,
 * whatever the body holds; a body an endpoint allows its own callers (the sales import's 6 MB, a new request's
 * 2 MB, a photo's 10 MB) is never read for anyone else: the answer comes before it is sent.
 */
let t: TestContext;
let customer: string;
let staff: string;
let port: number;

beforeAll(async () => {
  ({ t, customer, staff } = await startAdminApp());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

const post = (url: string, body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/**
 * Sends a request's head announcing `length` bytes of body and only its first few bytes, over a real socket:
 * answers the status line and whether the server closed the connection, or fails when no answer came
 * before the deadline (a server reading the body first would still be waiting for it).
 */
function headOnly(path: string, o: { length: number; token?: string; type?: string; method?: string }) {
  return new Promise<{ status: number; body: string; closed: boolean }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${path} before its body was sent`));
    }, 5000);
    const settle = (closed: boolean) => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (!m) return;
      const at = received.indexOf('\r\n\r\n');
      if (at < 0) return;
      clearTimeout(deadline);
      resolve({ status: Number(m[1]), body: received.slice(at + 4), closed });
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('end', () => settle(true));
    socket.on('close', () => settle(true));
    socket.on('error', reject);
    socket.write(
      [
        `${o.method ?? 'POST'} ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: ${o.type ?? 'application/json'}`,
        `Content-Length: ${o.length}`,
        ...(o.token ? [`Authorization: Bearer ${o.token}`] : []),
        '',
        '{"csv":"',
      ].join('\r\n'),
    );
  });
}

describe('an anonymous caller', () => {
  it('is answered 401 by a signed-in call, whatever its body, never with the body’s checks', async () => {
    for (const [url, body] of [
      ['/admin/saveEmployee', { bogus: 1 }],
      ['/admin/importSalesRecords', { csv: 42 }],
      ['/requestrepair/addrequestrepair', { items: 'none' }],
      ['/requestrepair/updateChargesRequestRepair', {}],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ status: Code.unauthorized, message: AppMsg.unauthorized });
    }
  });

  it('gets its answer to the sales import before sending 6 MB, and the connection closes', async () => {
    const res = await headOnly('/api/admin/importSalesRecords', { length: 6_000_000 });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ status: Code.unauthorized });
    expect(res.closed).toBe(true);
  });

  it('gets its answer to a new request before sending 2 MB', async () => {
    const res = await headOnly('/api/requestrepair/addrequestrepair', { length: 2_000_000 });
    expect(res.status).toBe(401);
    expect(res.closed).toBe(true);
  });

  it('gets its answer to a photo address that is not signed before sending 10 MB', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const res = await headOnly(`/api/uploads/${id}?exp=9999999999&sig=${'A'.repeat(43)}`, {
      method: 'PUT',
      type: 'image/jpeg',
      length: 9_000_000,
    });
    expect(res.status).toBe(401);
    expect(res.closed).toBe(true);
  });

  it('still has its own calls’ bodies checked: a bad sign-in body is a bad request', async () => {
    const res = await post('/login/authenticate', { username: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: Code.badRequest });
  });
});

describe('a customer calling a staff call', () => {
  it('finds it does not exist: a bad body answers the same 404 as a good one', async () => {
    const good = await post('/admin/getCustomerList', { limit: 10 }, customer);
    expect(good.statusCode).toBe(404);
    for (const [url, body] of [
      ['/admin/getCustomerList', { limit: 'all', extra: true }],
      ['/admin/saveEmployee', { employee_name: 7 }],
      ['/requestrepair/updateChargesRequestRepair', { item_id: 'x' }],
      ['/admin/importSalesRecords', { csv: ['not', 'text'] }],
    ] as const) {
      const res = await post(url, body, customer);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(good.json());
    }
  });

  it('gets the 404 of the sales import before sending 6 MB', async () => {
    const res = await headOnly('/api/admin/importSalesRecords', { length: 6_000_000, token: customer });
    expect(res.status).toBe(404);
    expect(res.closed).toBe(true);
  });

  it('leaves staff’s own bad bodies answered by their checks', async () => {
    const res = await post('/admin/getCustomerList', { limit: 'all' }, staff);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: Code.badRequest, issues: [{ path: 'limit' }] });
  });
});
