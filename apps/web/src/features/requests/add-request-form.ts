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
