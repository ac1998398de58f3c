import { MAX_ITEMS_PER_REQUEST } from '@svc/contract';
import type { ItemRowValues } from './add-request-form';

/** A spreadsheet's columns, in the template's order: the fields of an item on the Add Request form. */
export const SHEET_COLUMNS = ['item', 'brand', 'model_number', 'serial_number', 'problem'] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];
/** The template's headers: the specification's field names, the same whatever the screen's language. */
export const SHEET_HEADERS: Record<SheetColumn, string> = {
  item: 'Item',
  brand: 'Brand',
  model_number: 'Model Number',
  serial_number: 'Serial Number',
  problem: 'Problem',
};
/** The problem is optional on the form, so its column may be left out too. */
export const REQUIRED: SheetColumn[] = ['item', 'brand', 'model_number', 'serial_number'];
/** 500 rows at their longest are well under 2 MB as CSV, and less as XLSX; a larger file is not a list of items. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;

/** Why a file as a whole cannot be read as items; each row's own faults are not here (checkSheetRows). */
export type SheetProblem =
  | { kind: 'empty' }
  | { kind: 'columns'; missing: SheetColumn[] }
  | { kind: 'tooMany'; count: number }
  | { kind: 'tooLarge' }
  | { kind: 'unreadable' };

/** A row of the file as form values, with the item or brand name it gave when no entry of the list has it. */
export interface SheetRow {
  values: ItemRowValues;
  unknownItem?: string;
  unknownBrand?: string;
}
export type SheetResult = { ok: true; rows: SheetRow[] } | { ok: false; problem: SheetProblem };

const isBlank = (row: ItemRowValues) =>
  !row.item_id && !row.brand_id && !row.model_number.trim() && !row.serial_number.trim() && !row.problem.trim();

/**
 * The form's items once a file's rows are added: after the items already typed, in place of the blank ones
 * (the empty first row the form opens with; a row with photos is kept) and of the rows the last file gave
 * (`fromLastFile`, edited or not: each upload replaces what the one before read, with their photos).
 * Refused when the request would hold too many; then nothing changes.
 */
export function withSheetRows(
  items: ItemRowValues[],
  rows: SheetRow[],
  hasPhotos: (key: string) => boolean = () => false,
  fromLastFile: ReadonlySet<string> = new Set(),
):
  | { ok: true; items: ItemRowValues[]; firstRow: number; dropped: string[]; replaced: number }
  | { ok: false; problem: SheetProblem } {
  const replaced = (row: ItemRowValues) => fromLastFile.has(row.key);
  const gone = (row: ItemRowValues) => replaced(row) || (isBlank(row) && !hasPhotos(row.key));
  const kept = items.filter((row) => !gone(row));
  const count = kept.length + rows.length;
  if (count > MAX_ITEMS_PER_REQUEST) return { ok: false, problem: { kind: 'tooMany', count } };
  return {
    ok: true,
    items: [...kept, ...rows.map((r) => r.values)],
    firstRow: kept.length,
    dropped: items.filter(gone).map((row) => row.key),
    replaced: items.filter(replaced).length,
  };
}
