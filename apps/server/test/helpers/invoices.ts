import { ITEM_STATUSES, type TInvoiceReply } from '@svc/contract';
import { login, makeGstin, signUp } from './accounts';
import { ADMIN, startTestApp, type TestContext } from './app';
import { companyForm } from './company';
import { itemsOf, walk } from './items';
import { createRequest, requestBody } from './requests';

/** The company as invoicing needs it: a GSTIN in Tamil Nadu (33) and a UPI id; `extra` for name and address. */
export async function readyToInvoice(t: TestContext, staff: string, extra: Record<string, unknown> = {}) {
  const details = await companyForm(t, staff);
  const saved = await t.post(
    '/admin/saveCompanySettings',
    { ...details, gstin: makeGstin('33'), upi_id: 'chennaiservice@okaxis', ...extra },
    staff,
  );
  if (saved.statusCode !== 200) throw new Error(`company not saved: ${JSON.stringify(saved.body)}`);
}

/**
 * A request whose items are repaired with charges the customer approved, [service, parts, GST %] per item:
 * raised by the customer, received and quoted by staff, approved by the customer, repaired by staff (only
 * finished work is invoiced).
 */
export async function repairedRequest(
  t: TestContext,
  who: { staff: string; customer: string },
  lines: [number, number, number][],
  itemId = 1,
) {
  const items = lines.map((_, i) => ({
    item_id: itemId,
    brand_id: 1,
    model_number: 'Inspiron 15-3520',
    serial_number: `SN${Date.now()}${i}X`,
    problem: 'No power',
  }));
  const { req_code } = await createRequest(t, who.customer, requestBody({}, items));
  for (const [i, [service, parts, rate]] of lines.entries()) {
    await walk(t, who.staff, req_code, i + 1, ['received']);
    const item = (await itemsOf(t, who.staff, req_code)).find((x) => x.line_no === i + 1);
    const quoted = await t.post(
      '/requestrepair/updateChargesRequestRepair',
      {
        item_id: item?.item_id,
        version: item?.version,
        service_charge: service,
        parts_charge: parts,
        gst_percent: rate,
      },
      who.staff,
    );
    if (quoted.statusCode !== 200) throw new Error(`quote failed: ${JSON.stringify(quoted.body)}`);
    await walk(t, who.customer, req_code, i + 1, ['approved']);
    await walk(t, who.staff, req_code, i + 1, ['in_repair', 'repaired']);
  }
  return req_code;
}

/** Staff issue the request's invoice; answers it as the API gives it. */
export async function issueInvoice(t: TestContext, staff: string, reqCode: string) {
  const res = await t.post<TInvoiceReply>('/invoices/issueInvoice', { req_code: reqCode }, staff);
  if (res.statusCode !== 200) throw new Error(`issue failed: ${JSON.stringify(res.body)}`);
  return res.body.invoice;
}

/**
 * The app as the invoice tests start it, its clock at `now`: staff, the company ready to invoice, and three
 * customers: `local` in Tamil Nadu (the company's state, the first customer, C000001), `outside` in Karnataka,
 * and `other`.
 */
export async function startInvoiceApp(now: () => Date) {
  const t = await startTestApp({}, { now });
  const staff = (await login(t, ADMIN.username, ADMIN.password)).accessToken;
  // Only the dispatch mail goes out: the hundreds of others would queue in front of the one a test reads.
  await readyToInvoice(t, staff, { muted_statuses: ITEM_STATUSES.filter((s) => s !== 'dispatched') });
  const a = await signUp(t);
  const local = (await login(t, a.username, a.password)).accessToken;
  const b = await signUp(t, 'Secret@123', {
    gstin: makeGstin('29'),
    state: '29',
    city: 'Bengaluru',
    pincode: '560001',
  });
  const outside = (await login(t, b.username, b.password)).accessToken;
  const c = await signUp(t);
  const other = (await login(t, c.username, c.password)).accessToken;
  return { t, staff, local, outside, other, localGstin: a.gstin };
}

/** An invoice as the API shows it to the holder of `token`. */
export const invoiceOf = (t: TestContext, token: string, invoiceNo: string) =>
  t.post<TInvoiceReply>('/invoices/getInvoice', { invoice_no: invoiceNo }, token);
