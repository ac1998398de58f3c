import { Code, Msg, type ZAddRequestRepair } from '@svc/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from '../catalogue';

/**
 * Checks that every item and brand of a new request is an active entry (the messages are the
 * specification's); answers each item as the mails name it.
 */
export async function checkMasters(
  catalogue: Pick<CatalogueService, 'active'>,
  items: z.output<typeof ZAddRequestRepair>['items'],
) {
  const { items: itemList, brands: brandList } = await catalogue.active();
  const itemIds = new Set(itemList.map((i) => i.id));
  const brandIds = new Set(brandList.map((b) => b.id));
  const issues = items.flatMap((it, i) => [
    ...(itemIds.has(it.item_id) ? [] : [{ path: `items.${i}.item_id`, message: Msg.selectItem }]),
    ...(brandIds.has(it.brand_id) ? [] : [{ path: `items.${i}.brand_id`, message: Msg.selectBrand }]),
  ]);
  if (issues.length) throw new AppError(Code.badRequest, Msg.badRequest, { issues });
  const name = (list: { id: number; name: string }[], id: number) => list.find((e) => e.id === id)?.name ?? '';
  return items.map(
    (it) =>
      `${name(itemList, it.item_id)} ${name(brandList, it.brand_id)} ${it.model_number} (serial number ${it.serial_number})`,
  );
}
