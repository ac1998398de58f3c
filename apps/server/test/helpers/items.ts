import type { TItemStatus, TViewRequestReply } from '@svc/contract';
import type { TestContext } from './app';

export async function itemsOf(t: TestContext, token: string, reqCode: string) {
  const view = await t.post<TViewRequestReply>('/requestrepair/viewrequestrepair', { req_code: reqCode }, token);
  return view.body.request_item_details;
}

/** Moves an item through the given statuses as the caller, reading its version before each move. */
export async function walk(t: TestContext, token: string, reqCode: string, line: number, statuses: TItemStatus[]) {
  for (const status of statuses) {
    const item = (await itemsOf(t, token, reqCode)).find((i) => i.line_no === line);
    const res = await t.post(
      '/requestrepair/updateItemStatus',
      { item_id: item?.item_id, status, version: item?.version, remark: '' },
      token,
    );
    if (res.statusCode !== 200) throw new Error(`move to ${status} failed: ${JSON.stringify(res.body)}`);
  }
}
