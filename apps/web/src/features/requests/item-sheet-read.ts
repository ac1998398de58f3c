import { MAX_ITEMS_PER_REQUEST } from '@svc/contract';
import { newItemRow } from './add-request-form';
import {
  REQUIRED,
  SHEET_COLUMNS,
  SHEET_HEADERS,
  type SheetColumn,
  type SheetResult,
  type SheetRow,
} from './item-sheet';

// Loaded with the file a customer picks (with item-sheet-file.ts), not with the Add Request screen: every
// customer route stays within 220 kB (decision 075).

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
