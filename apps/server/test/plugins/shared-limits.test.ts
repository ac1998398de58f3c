import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  a = await startTestApp({ REDIS_URL, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  b = await startTestApp({ REDIS_URL, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('rate limits with REDIS_URL', () => {
  it('are shared by every instance', async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = (t: TestContext) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/forgotPassword',
        payload: { identifier: 'x' },
        remoteAddress: address,
      });
    const codes = [];
    for (const t of [a, b, a, b]) codes.push((await call(t)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
