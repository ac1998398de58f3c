import { Code } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupForm } from '../helpers/accounts';
import { digest, startTestApp, type TestContext } from '../helpers/app';
import { rows } from '../helpers/query';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = () => {
  const f = signupForm();
  return {
    '/login/authenticate': { username: 'admin', password: digest('x') },
    '/login/GetOTP': { email: f.email, username: f.username, gstin: f.gstin },
    '/login/insertCustomer': { ...f, password: digest('Secret@123'), otp: '123456' },
    '/login/forgotPassword': { identifier: 'someone' },
    '/login/resetPassword': { identifier: 'someone', otp: '123456', password: digest('Secret@123') },
    '/login/setPassword': {
      key: '6f1c2a9e-3b7d-4c1e-9a52-0d8e4f6b2c71.Qm9vZnVxS3hWcE56TG1XYjRyVDhrWUhvZGplUTJpYUY',
      password: digest('Secret@123'),
    },
    '/login/refreshToken': { refreshToken: 'abc' },
    '/login/logout': { refreshToken: 'abc' },
  } as Record<string, Record<string, unknown>>;
};

const counts = async () =>
  (
    await rows<{ c: number; u: number; o: number }>(
      t.database.db,
      sql`select (select count(*)::int from customers) as c, (select count(*)::int from users) as u, (select count(*)::int from otp_codes) as o`,
    )
  )[0];

describe('every call that needs no login refuses bad input and stores nothing', () => {
  for (const [url, body] of Object.entries(valid())) {
    it(url, async () => {
      const before = await counts();
      const variants: unknown[] = [
        {},
        [],
        'text',
        { ...body, unexpected: true },
        ...Object.keys(body).flatMap((k) => [
          { ...body, [k]: 12345 },
          { ...body, [k]: null },
          { ...body, [k]: ['x'] },
          { ...body, [k]: { nested: 1 } },
          { ...body, [k]: 'x'.repeat(2000) },
          Object.fromEntries(Object.entries(body).filter(([key]) => key !== k)),
        ]),
      ];
      for (const v of variants) {
        const res = await t.post<{ status: number; message: string }>(url, v);
        expect(res.statusCode, `${url} ${JSON.stringify(v).slice(0, 80)}`).toBe(400);
        expect(res.body.status).toBe(Code.badRequest);
      }
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/GetOTP',
      payload: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: Code.unsupportedType });
  });
});
