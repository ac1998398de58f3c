import { endpoints, urlOf } from '@svc/contract';
import { type ShiprocketDouble, startShiprocketDouble } from '@svc/provider-doubles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiprocket } from '../../src/features/shipments/carriers/shiprocket';
import { startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';
import { until, webhooksSettled } from '../helpers/wait';

/**
 * Shiprocket's tracking webhook through the one inbox (issue 43, decision 098): the panel's token as
 * `x-api-key` is its only proof; a delivery that has it is answered 200 at once and kept once, whatever AWB
 * it names; an AWB this server does not know is logged.
 */
const TOKEN = 'shiprocket-hook-token-0123456789';
const login = { email: 'api@kovai-service.in', password: 'Sr-api-Secret#2026' };
let t: TestContext;
let double: ShiprocketDouble;
let hook: string;

const kept = async () =>
  (
    await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from webhook_deliveries where provider = 'shiprocket'`,
    )
  )[0]?.n ?? 0;
const post = (body: string, headers: Record<string, string>) =>
  fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(
    (r) => r.status,
  );

beforeAll(async () => {
  t = await startTestApp({ SHIPROCKET_WEBHOOK_TOKEN: TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  hook = `http://127.0.0.1:${port}${urlOf(endpoints.shiprocketTracking)}`;
  double = await startShiprocketDouble({ ...login, webhookUrl: hook, webhookToken: TOKEN });
});
afterAll(async () => {
  await double.close();
  await t.close();
});

describe('Shiprocket’s tracking webhook (issue 43)', () => {
  it('has an address the panel accepts: none of "sr", "kr", "shiprocket", "kartrocket" in it', () => {
    const address = urlOf(endpoints.shiprocketTracking).toLowerCase();
    for (const banned of ['sr', 'kr', 'shiprocket', 'kartrocket']) expect(address).not.toContain(banned);
  });

  it('answers 200 at once to a delivery with the token, keeps it once, and logs an AWB it does not know', async () => {
    const sr = shiprocket({ apiUrl: double.url, ...login, pickupLocation: 'Primary' });
    const made = await sr.createReturn({
      ref: 'R-2026-00077-IN',
      date: '2026-12-03 11:00',
      from: {
        name: 'Acme',
        address: '12 Mill Road',
        city: 'Tiruppur',
        state: 'Tamil Nadu',
        pincode: '641601',
        email: 'a@acme.example',
        phone: '9876543210',
      },
      to: {
        name: 'Kovai',
        address: '4 Avinashi Road',
        city: 'Coimbatore',
        state: 'Tamil Nadu',
        pincode: '641001',
        email: 'd@kovai.example',
        phone: '9443012345',
      },
      items: [{ name: 'Laptop', sku: 'ITEM-1', value: 45000 }],
      box: { lengthCm: 40, breadthCm: 30, heightCm: 10, weightKg: 3 },
    });
    const { awb } = await sr.assignAwb(made.shipmentId, 10);
    const before = await kept();
    const since = t.logs.length;
    expect(await double.push(awb, { id: 42, label: 'PICKED UP' })).toBe(200);
    expect(await kept()).toBe(before + 1);
    await webhooksSettled(t);
    await until('the unknown AWB to be logged', async () =>
      t.logs.slice(since).some((l) => l.includes('does not know') && l.includes(awb) && l.includes('"picked_up"')),
    );
    const [row] = await rows<{ processed: boolean }>(
      t.db,
      sql`select processed_at is not null as processed from webhook_deliveries where provider = 'shiprocket' order by id desc limit 1`,
    );
    expect(row?.processed).toBe(true);
  });

  it('keeps a delivery sent twice once, and an unknown status as well as a known one', async () => {
    const body = JSON.stringify({
      awb: '990011223344',
      current_status: 'SOMETHING NEW',
      current_status_id: 'NA',
      order_id: 'R-X',
      scans: [],
    });
    const before = await kept();
    expect(await post(body, { 'x-api-key': TOKEN })).toBe(200);
    expect(await post(body, { 'x-api-key': TOKEN })).toBe(200);
    expect(await kept()).toBe(before + 1);
    await webhooksSettled(t);
  });

  it('refuses a delivery without the token or with another (401), and one that is not an event (400), keeping none', async () => {
    const body = JSON.stringify({ awb: '990011223355', current_status_id: 18, current_status: 'IN TRANSIT' });
    const before = await kept();
    expect(await post(body, {})).toBe(401);
    expect(await post(body, { 'x-api-key': 'another-token-0123456789' })).toBe(401);
    expect(await double.push('990011223355', { id: 18, label: 'IN TRANSIT', token: 'forged-token-0123456789' })).toBe(
      401,
    );
    expect(await post('not json', { 'x-api-key': TOKEN })).toBe(400);
    expect(await post(JSON.stringify({ current_status_id: 18 }), { 'x-api-key': TOKEN })).toBe(400);
    expect(await kept()).toBe(before);
  });

  it('has no address on a server that has no token for it', async () => {
    const bare = await startTestApp();
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: urlOf(endpoints.shiprocketTracking),
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
