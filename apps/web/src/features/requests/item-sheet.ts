import { MAX_ITEMS_PER_REQUEST } from '@svc/contract';
import { type ItemRowValues, newItemRow } from './add-request-form';

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
const REQUIRED: SheetColumn[] = ['item', 'brand', 'model_number', 'serial_number'];
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

type Master = { id: number; name: string };

/** Headers and names compared as a person reads them: case, spaces, dots and underscores aside. */
const headerKey = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
const nameKey = (s: string) => s.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** A cell as text: numbers as typed (a model number such as 3520 arrives as a number), nothing as ''. */
function text(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** Which column of the file holds each field: by the template's header, the field's key or its label on screen. */
function columnsOf(header: string[], labels: Partial<Record<SheetColumn, string>>) {
  const at = new Map<SheetColumn, number>();
  for (const column of SHEET_COLUMNS) {
    const names = new Set([SHEET_HEADERS[column], column, labels[column] ?? ''].filter(Boolean).map(headerKey));
    const i = header.findIndex((h) => names.has(headerKey(h)));
    if (i >= 0) at.set(column, i);
  }
  return at;
}

/**
 * Reads a spreadsheet's cells (rows of cells, as the CSV or XLSX reader gives them) as items of the form.
 * The first row that holds anything is the header; blank rows are skipped. An item or brand is matched to
 * the company's list by name, whatever its case; a name the list does not have is kept to be told.
 */
export function readItemTable(
  cells: unknown[][],
  masters: { itemList: Master[]; brandList: Master[] },
  labels: Partial<Record<SheetColumn, string>> = {},
): SheetResult {
  const lines = cells.map((row) => (Array.isArray(row) ? row.map(text) : [])).filter((row) => row.some(Boolean));
  const [header, ...body] = lines;
  if (!header) return { ok: false, problem: { kind: 'empty' } };
  const at = columnsOf(header, labels);
  const missing = REQUIRED.filter((c) => !at.has(c));
  if (missing.length) return { ok: false, problem: { kind: 'columns', missing } };
  if (!body.length) return { ok: false, problem: { kind: 'empty' } };
  if (body.length > MAX_ITEMS_PER_REQUEST) return { ok: false, problem: { kind: 'tooMany', count: body.length } };

  const index = (list: Master[]) => new Map(list.map((m) => [nameKey(m.name), String(m.id)]));
  const items = index(masters.itemList);
  const brands = index(masters.brandList);
  const cell = (row: string[], column: SheetColumn) => {
    const i = at.get(column);
    return i === undefined ? '' : (row[i] ?? '');
  };
  const rows = body.map((row): SheetRow => {
    const item = cell(row, 'item');
    const brand = cell(row, 'brand');
    const itemId = items.get(nameKey(item)) ?? null;
    const brandId = brands.get(nameKey(brand)) ?? null;
    return {
      values: {
        ...newItemRow(),
        item_id: itemId,
        brand_id: brandId,
        model_number: cell(row, 'model_number'),
        serial_number: cell(row, 'serial_number'),
        problem: cell(row, 'problem'),
      },
      ...(item && !itemId ? { unknownItem: item } : {}),
      ...(brand && !brandId ? { unknownBrand: brand } : {}),
    };
  });
  return { ok: true, rows };
}

const isBlank = (row: ItemRowValues) =>
  !row.item_id && !row.brand_id && !row.model_number.trim() && !row.serial_number.trim() && !row.problem.trim();

/**
 * The form's items once a file's rows are added: after the items already typed, in place of the blank ones
 * (the empty first row the form opens with; a row with photos is kept). Refused when the request would hold
 * too many.
 */
export function withSheetRows(
  items: ItemRowValues[],
  rows: SheetRow[],
  hasPhotos: (key: string) => boolean = () => false,
): { ok: true; items: ItemRowValues[]; firstRow: number; dropped: string[] } | { ok: false; problem: SheetProblem } {
  const blank = (row: ItemRowValues) => isBlank(row) && !hasPhotos(row.key);
  const kept = items.filter((row) => !blank(row));
  const count = kept.length + rows.length;
  if (count > MAX_ITEMS_PER_REQUEST) return { ok: false, problem: { kind: 'tooMany', count } };
  return {
    ok: true,
    items: [...kept, ...rows.map((r) => r.values)],
    firstRow: kept.length,
    dropped: items.filter(blank).map((row) => row.key),
  };
}
