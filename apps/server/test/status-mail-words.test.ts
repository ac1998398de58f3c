import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from './helpers/accounts';
import { ADMIN, startTestApp, type TestContext } from './helpers/app';
import { companyForm, LETTERHEAD } from './helpers/company';
import { itemsOf, walk } from './helpers/items';
import { createRequest, requestBody } from './helpers/requests';

let t: TestContext;
let staff: string;
let customer: { token: string; email: string };

beforeAll(async () => {
  t = await startTestApp();
  staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  const c = await signUp(t);
  customer = { token: (await login(t, c.username, c.password)).accessToken, email: c.email };
});
afterAll(async () => {
  await t?.close();
});

/** The newest mail to the customer whose subject names `status`, once the outbox has sent it. */
async function mailAbout(reqCode: string, status: string, after = 0) {
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline) {
    const mine = t.smtp.mails
      .filter((m) => m.to.includes(customer.email.toLowerCase()) && m.raw.includes(`${reqCode}: ${status}`))
      .slice(after);
    if (mine.length) return (await simpleParser(mine.at(-1)?.raw ?? '')).text ?? '';
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${status}" mail for ${reqCode}`);
}

const quote = async (reqCode: string, service: number) => {
  const [item] = await itemsOf(t, staff, reqCode);
  const res = await t.post(
    '/requestrepair/updateChargesRequestRepair',
    { item_id: item?.item_id, version: item?.version, service_charge: service, parts_charge: 0, gst_percent: 18 },
    staff,
  );
  expect(res.statusCode).toBe(200);
};

describe("the status mails' words", () => {
  it('are signed by the product until the company has a name, then by the company', async () => {
    const { req_code } = await createRequest(t, customer.token, requestBody());
    await walk(t, staff, req_code, 1, ['received']);
    expect(await mailAbout(req_code, 'Received')).toMatch(/\nService Application\s*$/);
    const saved = await t.post('/admin/saveCompanySettings', await companyForm(t, staff), staff);
    expect(saved.statusCode).toBe(200);
    await quote(req_code, 1000);
    expect(await mailAbout(req_code, 'Charges quoted')).toMatch(new RegExp(`\\n${LETTERHEAD.name}\\s*$`));
  });

  it("say a new quote replaces the earlier one; the customer's own reason is theirs, not the centre's", async () => {
    const { req_code } = await createRequest(t, customer.token, requestBody());
    await walk(t, staff, req_code, 1, ['received']);
    await quote(req_code, 1000);
    const first = await mailAbout(req_code, 'Charges quoted');
    expect(first).not.toContain('replaces');
    await quote(req_code, 1500);
    const second = await mailAbout(req_code, 'Charges quoted', 1);
    expect(second).toContain('This quote replaces the one we sent before.');
    expect(second).toContain('₹1,770.00');

    const other = await createRequest(t, customer.token, requestBody());
    const [item] = await itemsOf(t, customer.token, other.req_code);
    const cancelled = await t.post(
      '/requestrepair/updateItemStatus',
      { item_id: item?.item_id, version: item?.version, status: 'cancelled', remark: 'Repaired it locally' },
      customer.token,
    );
    expect(cancelled.statusCode).toBe(200);
    const mail = await mailAbout(other.req_code, 'Cancelled');
    expect(mail).toContain('Your note: Repaired it locally');
    expect(mail).not.toContain('Remark from the service centre');
  });
});
