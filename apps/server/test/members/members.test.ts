import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp, signupForm } from '../helpers/accounts';
import { ADMIN } from '../helpers/app';
import { companyForm } from '../helpers/company';
import { walk } from '../helpers/items';
import { messagingSettings, startWithPhones, verifyMobile } from '../helpers/phones';
import { rows } from '../helpers/query';
import { createRequest } from '../helpers/requests';
import { mailSubject } from '../helpers/smtp';
import { until } from '../helpers/wait';

let env: Awaited<ReturnType<typeof startWithPhones>>;
let admin: string;
const t = () => env.t;

beforeAll(async () => {
  env = await startWithPhones();
  admin = (await login(t(), ADMIN.username, ADMIN.password)).accessToken;
  const saved = await t().post(
    '/admin/saveCompanySettings',
    { ...(await companyForm(t(), admin)), messaging: messagingSettings() },
    admin,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
});
afterAll(() => env.close());

/** A customer's members as the database holds them, the owner first. */
const membersOf = (email: string) =>
  rows<{ username: string; role: string }>(
    t().db,
    sql`select u.username, m.role from customer_members m
        join customers c on c.id = m.customer_id join users u on u.id = m.user_id
        where c.email = ${email} order by m.role desc, u.username`,
  );

const TAMIL = /[\u0B80-\u0BFF]/;

describe('the members of a customer (decision 049)', () => {
  it('makes whoever signs a customer up its owner', async () => {
    const c = await signUp(t());
    expect(await membersOf(c.email)).toEqual([{ username: c.username, role: 'owner' }]);
  });

  it('makes the account staff create for a customer its owner', async () => {
    const form = signupForm();
    const created = await t().post('/admin/saveCustomer', form, admin);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    expect(await membersOf(form.email)).toEqual([{ username: form.username, role: 'owner' }]);
  });

  it('tells a customer with a second member once, in its owner’s language, and lists it once', async () => {
    const c = await signUp(t(), 'Secret@123', { mobile: '9123400049' });
    const token = (await login(t(), c.username, c.password)).accessToken;
    await verifyMobile(env, token, '919123400049');
    expect((await t().post('/profile/setWhatsappOptIn', { opt_in: true }, token)).statusCode).toBe(200);
    // A colleague as the business-customers issue will add them, reading Tamil, and made before the owner:
    // "the customer's first user" would have been them.
    const colleague = `colleague.${c.email}`;
    await t().db.execute(sql`with c as (select id, code from customers where email = ${c.email}),
      u as (insert into users (username, code, display_name, email, role, language, customer_id, password_hash, created_at)
            select ${`${c.username}x`}, c.code || '-2', 'Colleague', ${colleague}, 'customer', 'ta', c.id, 'none',
                   now() - interval '1 day' from c
            returning id, customer_id)
      insert into customer_members (customer_id, user_id, role) select customer_id, id, 'member' from u`);
    expect((await membersOf(c.email)).map((m) => m.role)).toEqual(['owner', 'member']);

    const { req_code } = await createRequest(t(), token);
    await walk(t(), admin, req_code, 1, ['received', 'estimated']);
    const [raised] = await rows<{ body: string }>(
      t().db,
      sql`select body from mail_outbox where dedupe_key = ${`request-raised:${req_code}:customer`}`,
    );
    const k = raised?.body.match(/\/t\?k=([A-Za-z0-9_-]{22})/)?.[1];
    expect((await t().post('/track/sendCode', { k })).statusCode).toBe(200);

    const mails = await rows<{ to_address: string; subject: string }>(
      t().db,
      sql`select to_address, subject from mail_outbox
          where subject like ${`${req_code}%`} and dedupe_key not like '%:desk' order by id`,
    );
    expect(mails.map((m) => m.to_address)).toEqual([c.email, c.email, c.email]);
    for (const m of mails) expect(m.subject).not.toMatch(TAMIL);
    // The tracking code goes straight out, in English: the owner's language.
    await until('the tracking code mail', () =>
      t().smtp.mails.some(
        (m) =>
          m.to.includes(c.email.toLowerCase()) && mailSubject(m.raw) === `${req_code}: your code for the tracking page`,
      ),
    );
    expect(t().smtp.countFor(colleague)).toBe(0);

    const phones = await rows<{ kind: string; to_phone: string; language: string }>(
      t().db,
      sql`select kind, to_phone, language from phone_outbox
          where request_id = (select id from repair_requests where req_code = ${req_code}) and channel = 'whatsapp'
          order by id`,
    );
    expect(phones).toEqual(
      ['request_raised', 'received', 'estimated', 'code'].map((kind) => ({
        kind,
        to_phone: '+919123400049',
        language: 'en',
      })),
    );

    const listed = await t().post<{ customer_list: { username: string; language: string }[] }>(
      '/admin/getCustomerList',
      { search: c.email },
      admin,
    );
    expect(listed.body.customer_list).toEqual([expect.objectContaining({ username: c.username, language: 'en' })]);
  });
});
