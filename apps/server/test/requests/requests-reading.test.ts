import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from '../helpers/accounts';
import { startTestApp, type TestContext } from '../helpers/app';
import { createRequest } from '../helpers/requests';

// Reading raised requests back: the print, and the lists page by page. Raising and correcting: requests.test.ts.

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const c = await signUp(t);
  token = (await login(t, c.username, c.password)).accessToken;
});
afterAll(() => t.close());

describe('print', () => {
  it('answers the request, items, customer and company details (on a fresh install an empty letterhead)', async () => {
    const { req_code } = await createRequest(t, token);
    const res = await t.post<Record<string, { name?: string }>>(
      '/requestrepair/printRRItemdetails',
      { req_code },
      token,
    );
    expect(res.statusCode).toBe(200);
    // Nothing made up: the print shows the letterhead as not set up until an admin fills it in.
    expect(res.body.company_details).toMatchObject({ name: '', address: '', gstin: '', phone: '' });
    expect(res.body.customer_details?.name).toMatch(/Acme Electronics/);
    expect(res.body).toHaveProperty('request_item_details');
    expect(res.body).toHaveProperty('request_details');
  });
});

describe('paging', () => {
  it('misses no request made in the same millisecond as the last one of a page', async () => {
    const own = (await login(t, (await signUp(t)).username, 'Secret@123')).accessToken;
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await createRequest(t, own)).req_code);
    // Five requests a few microseconds apart, all within one millisecond.
    for (const [i, code] of codes.entries()) {
      await t.db.execute(
        sql`update repair_requests set created_at = ${`2026-01-01T10:00:00.1234${5 - i}0Z`}::timestamptz where req_code = ${code}`,
      );
    }
    for (const url of ['/requestrepair/getrequestrepairList', '/reports/getPendingRequestList']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: Record<string, unknown> & { next_cursor: string | null } } = await t.post(
          url,
          { limit: 2, ...(cursor ? { cursor } : {}) },
          own,
        );
        const list = (page.body.requestrepair_list ?? page.body.pendingrequest_list) as { req_code: string }[];
        seen.push(...list.map((r) => r.req_code));
        cursor = page.body.next_cursor;
      } while (cursor);
      expect(seen, url).toEqual(codes);
    }
  });
});
