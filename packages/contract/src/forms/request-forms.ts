import { z } from 'zod';
import { Msg } from '../common/messages';
import {
  EVEN_WITH_BAD_ROWS,
  MAX_ITEMS_PER_REQUEST,
  oneItemPerSerial,
  tooManyItemsMessage,
  ZCourier,
  ZModelNumber,
  ZProblem,
  ZSerialNumber,
} from '../requests/schemas';

/** The courier details as typed, with the specification's messages. */
export const ZCourierForm = z.object(ZCourier);

const picked = (message: string) => z.string({ error: message }).min(1, message);

/**
 * One item as typed on the Add Request form or read from a row of an uploaded spreadsheet: the one owner of
 * an item row's rules and messages on the screen (the server checks the same fields with ZRepairItemInput).
 */
export const ZItemRowForm = z.object({
  item_id: picked(Msg.selectItem),
  brand_id: picked(Msg.selectBrand),
  model_number: ZModelNumber,
  serial_number: ZSerialNumber,
  problem: ZProblem,
});

/** The Add Request form (section 5): courier details and 1 to 500 items, every message word for word. */
export const ZAddRequestForm = z.object({
  ...ZCourier,
  items: z
    .array(ZItemRowForm)
    .min(1, Msg.addOneItem)
    .max(MAX_ITEMS_PER_REQUEST, tooManyItemsMessage)
    .superRefine(oneItemPerSerial, EVEN_WITH_BAD_ROWS),
});
