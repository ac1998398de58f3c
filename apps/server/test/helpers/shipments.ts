import type { TestContext } from './app';
import { itemsOf, viewOf, walk } from './items';
import { createRequest, requestBody } from './requests';

/** A request of `n` laptops, raised by the customer: its code. */
export async function requestOf(t: TestContext, customer: string, n: number, overrides: Record<string, unknown> = {}) {
  const items = Array.from({ length: n }, (_, i) => ({
    item_id: 1,
    brand_id: 1,
    model_number: 'Inspiron 15-3520',
    serial_number: `SH${Date.now()}${i}${Math.random().toString(36).slice(2, 6)}`,
    problem: 'No power',
  }));
  return (await createRequest(t, customer, requestBody(overrides, items))).req_code;
}

/** Every line received, quoted and declined by the customer: ready to go back. */
export async function declinedLines(t: TestContext, who: { staff: string; customer: string }, code: string, n: number) {
  for (let line = 1; line <= n; line++) {
    await walk(t, who.staff, code, line, ['received', 'estimated']);
    await walk(t, who.customer, code, line, ['declined']);
  }
}

/** Staff move the given lines at once (one call); answers the reply. */
export async function moveLines(
  t: TestContext,
  staff: string,
  code: string,
  lines: number[],
  status: string,
  facts: Record<string, string> = {},
) {
  const items = (await itemsOf(t, staff, code))
    .filter((i) => lines.includes(i.line_no))
    .map((i) => ({ item_id: i.item_id, version: i.version }));
  return t.post('/requestrepair/updateItemsStatus', { req_code: code, items, status, remark: '', ...facts }, staff);
}

/** The request's boxes as its view shows them to the holder of `token`. */
export const boxesOf = async (t: TestContext, token: string, code: string) => (await viewOf(t, token, code)).shipments;
