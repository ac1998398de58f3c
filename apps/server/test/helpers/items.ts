import { addDays, indiaToday, type TItemStatus, type TViewRequestReply } from '@svc/contract';
import type { TestContext } from './app';

export async function viewOf(t: TestContext, token: string, reqCode: string) {
  return (await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: reqCode }, token)).body;
}

export async function itemsOf(t: TestContext, token: string, reqCode: string) {
  return (await viewOf(t, token, reqCode)).request_item_details;
}

/**
 * What staff must give with a move: the parcel's docket on receipt, the return on dispatch, a remark on
 * finish, a remark and the date parts are expected by (a week on) when waiting for parts.
 */
export function factsFor(status: TItemStatus, docket: string, now = new Date()): Record<string, string> {
  if (status === 'waiting_for_parts')
    return { remark: 'Display panel ordered', expected_on: addDays(indiaToday(now), 7) };
  if (status === 'received') return { docket_number: docket };
  if (status === 'dispatched') return { return_courier: 'Blue Dart', return_docket: 'BD7788' };
  if (status === 'repaired' || status === 'not_repairable') return { remark: 'Bench tested for an hour' };
  return {};
}

/** Staff quote an item ₹1,000 + ₹200 parts at 18 % GST. */
function quote(t: TestContext, token: string, item: { item_id: string; version: number } | undefined) {
  return t.post(
    '/requestrepair/updateChargesRequestRepair',
    { item_id: item?.item_id, version: item?.version, service_charge: 1000, parts_charge: 200, gst_percent: 18 },
    token,
  );
}

/**
 * Moves an item through the given statuses as the caller, reading its version before each move; to
 * `estimated` by quoting charges.
 */
export async function walk(t: TestContext, token: string, reqCode: string, line: number, statuses: TItemStatus[]) {
  for (const status of statuses) {
    const view = await viewOf(t, token, reqCode);
    const item = view.request_item_details.find((i) => i.line_no === line);
    // "Charges quoted" is reached by quoting charges (a bare move there is refused).
    const res =
      status === 'estimated'
        ? await quote(t, token, item)
        : await t.post(
            '/requestrepair/updateItemStatus',
            {
              item_id: item?.item_id,
              status,
              version: item?.version,
              remark: '',
              ...factsFor(status, view.request_details.docket_number),
            },
            token,
          );
    if (res.statusCode !== 200) throw new Error(`move to ${status} failed: ${JSON.stringify(res.body)}`);
  }
}
