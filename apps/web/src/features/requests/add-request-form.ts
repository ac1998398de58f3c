import { Msg, ZCourier, ZModelNumber, ZSerialNumber } from '@svc/contract';
import { uuid } from '../../lib/uuid';

export interface ItemRowValues {
  key: string;
  item_id: string | null;
  brand_id: string | null;
  model_number: string;
  serial_number: string;
  problem: string;
}

export interface AddRequestValues {
  courier_name: string;
  docket_number: string;
  narration: string;
  items: ItemRowValues[];
}

export const newItemRow = (): ItemRowValues => ({
  key: uuid(),
  item_id: null,
  brand_id: null,
  model_number: '',
  serial_number: '',
  problem: '',
});

export const emptyRequest = (): AddRequestValues => ({
  courier_name: '',
  docket_number: '',
  narration: '',
  items: [newItemRow()],
});

const firstError = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message ?? null;

/** The specification's messages, field by field (the server checks the same rules again). */
export function validateRequest(v: AddRequestValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['courier_name', 'docket_number', 'narration'] as const) {
    const e = firstError(ZCourier[key], v[key]);
    if (e) errors[key] = e;
  }
  if (v.items.length === 0) errors.items = Msg.addOneItem;
  v.items.forEach((it, i) => {
    if (!it.item_id) errors[`items.${i}.item_id`] = Msg.selectItem;
    if (!it.brand_id) errors[`items.${i}.brand_id`] = Msg.selectBrand;
    const model = firstError(ZModelNumber, it.model_number);
    if (model) errors[`items.${i}.model_number`] = model;
    const serial = firstError(ZSerialNumber, it.serial_number);
    if (serial) errors[`items.${i}.serial_number`] = serial;
  });
  return errors;
}
