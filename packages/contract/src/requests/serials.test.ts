import { describe, expect, it } from 'vitest';
import { AppMsg } from '../common/messages';
import { ZAddRequestForm } from '../forms/request-forms';
import { fillMessage } from '../invoices/messages';
import { ZAddRequestRepair } from './schemas';
import { repeatedSerials } from './serials';

const item = (serial_number: string) => ({ item_id: 1, brand_id: 1, model_number: 'M-1', serial_number });
const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
const also = (n: number) => fillMessage(AppMsg.serialRepeated, { n: String(n) });

describe('one serial number per item of a request (decision 093)', () => {
  it('finds each repeated number, whatever its case and spaces, each naming the other item', () => {
    expect(repeatedSerials(['A1', 'B2', ' a1 ', 'C3', 'A1', 'b2'])).toEqual([
      { index: 0, other: 2 },
      { index: 1, other: 5 },
      { index: 2, other: 0 },
      { index: 4, other: 0 },
      { index: 5, other: 1 },
    ]);
    expect(repeatedSerials(['A1', 'B2', '', '', '  '])).toEqual([]);
    expect(repeatedSerials([1, null, 'X', 'X'])).toEqual([
      { index: 2, other: 3 },
      { index: 3, other: 2 },
    ]);
  });

  it('is refused by the server and by the form on each repeated row, besides the rows’ own faults', () => {
    const body = {
      idempotency_key: '7b1f0f4e-3c2d-4a5b-8e9f-0a1b2c3d4e5f',
      courier_name: 'DTDC',
      docket_number: 'D1',
      narration: 'Box',
      items: [item('SN-1'), item('SN-2'), { ...item('sn-1'), model_number: '<b>' }],
    };
    expect(issuesOf(ZAddRequestRepair.safeParse(body))).toEqual([
      ['items.2.model_number', 'Please enter valid Model Number'],
      ['items.0.serial_number', also(3)],
      ['items.2.serial_number', also(1)],
    ]);
    const form = { ...body, items: body.items.map((i) => ({ ...i, item_id: '1', brand_id: '1', problem: '' })) };
    expect(issuesOf(ZAddRequestForm.safeParse(form))).toEqual(issuesOf(ZAddRequestRepair.safeParse(body)));
    expect(ZAddRequestRepair.safeParse({ ...body, items: [item('SN-1'), item('SN-2')] }).success).toBe(true);
    // Said beside a row whose item is not picked at all (a name a spreadsheet's list does not have).
    const unpicked = { ...form, items: [{ ...form.items[0], item_id: null }, form.items[1], form.items[0]] };
    expect(issuesOf(ZAddRequestForm.safeParse(unpicked))).toEqual([
      ['items.0.item_id', 'Please select Item'],
      ['items.0.serial_number', also(3)],
      ['items.2.serial_number', also(1)],
    ]);
  });
});
