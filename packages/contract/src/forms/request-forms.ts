import { z } from 'zod';
import { Msg } from '../common/messages';
import { ZCourier, ZModelNumber, ZSerialNumber } from '../requests/schemas';

/** The courier details as typed, with the specification's messages. */
export const ZCourierForm = z.object(ZCourier);

const picked = (message: string) => z.string({ error: message }).min(1, message);

/** The Add Request form (section 5): courier details and at least one item, every message word for word. */
export const ZAddRequestForm = z.object({
  ...ZCourier,
  items: z
    .array(
      z.object({
        item_id: picked(Msg.selectItem),
        brand_id: picked(Msg.selectBrand),
        model_number: ZModelNumber,
        serial_number: ZSerialNumber,
      }),
    )
    .min(1, Msg.addOneItem),
});
