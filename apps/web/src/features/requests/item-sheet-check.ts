import { ZAddRequestForm } from '@svc/contract';
import { z } from 'zod';
import { formResolver } from '../../lib/form-resolver';
import type { ItemRowValues } from './add-request-form';
import type { SheetRow } from './item-sheet';

// Apart from reading the file (item-sheet.ts): the form's rules come with zod, loaded when a file is taken.
const checkItems = formResolver(z.object({ items: ZAddRequestForm.shape.items }));

/**
 * The faults of the form's items, by the form's own schema and messages (the contract's ZItemRowForm), keyed
 * by the form's paths (`items.3.serial_number`); a name not in the list gets its own words instead of
 * "Please select Item". `firstRow` is where the file's rows start among the form's items.
 */
export function checkSheetRows(
  items: ItemRowValues[],
  rows: SheetRow[],
  firstRow: number,
  unknownText: (field: 'item' | 'brand', name: string) => string,
): Record<string, string> {
  const errors = Object.fromEntries(Object.entries(checkItems({ items })).filter(([, message]) => message)) as Record<
    string,
    string
  >;
  rows.forEach((row, i) => {
    const n = firstRow + i;
    if (row.unknownItem) errors[`items.${n}.item_id`] = unknownText('item', row.unknownItem);
    if (row.unknownBrand) errors[`items.${n}.brand_id`] = unknownText('brand', row.unknownBrand);
  });
  return errors;
}
