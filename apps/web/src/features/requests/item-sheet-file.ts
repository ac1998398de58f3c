import Papa from 'papaparse';
import { saveFile } from '../../lib/save-file';
import { SHEET_COLUMNS, SHEET_HEADERS } from './item-sheet';

/**
 * The spreadsheet libraries (decision 057). This module is loaded with `import()` only when a person uploads
 * a file or asks for a template, so the Add Request screen's own JavaScript does not grow for everyone; the
 * XLSX reader and writer (about 20 kB gzip each) are loaded further apart, only for an XLSX file.
 */

export type SheetFormat = 'csv' | 'xlsx';
const TEMPLATE_NAME = 'items-template';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Which reader a file needs, by its name (a phone may give no type), else its type; null for neither. */
export function formatOf(file: File): SheetFormat | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx') || file.type === XLSX_TYPE) return 'xlsx';
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  return null;
}

/** The cells of a CSV file: its separator found by the parser (Excel writes ';' in some regions). */
export function readCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
}

/** The cells of a file's first sheet (XLSX) or of the file (CSV). Throws when the file is not what it says. */
export async function readCells(file: File, format: SheetFormat): Promise<unknown[][]> {
  if (format === 'csv') return readCsv(await file.text());
  const { readSheet } = await import('read-excel-file/browser');
  return readSheet(file);
}

/**
 * The template: the header row, in the specification's field names. The XLSX one has a second sheet with
 * the item and brand names the company's lists hold, so a person can copy them exactly.
 */
export async function saveTemplate(format: SheetFormat, lists: { items: string[]; brands: string[] }) {
  const header = SHEET_COLUMNS.map((c) => SHEET_HEADERS[c]);
  if (format === 'csv') {
    // The byte-order mark makes Excel read the file as UTF-8 (Tamil problems typed into it survive).
    const csv = `\uFEFF${Papa.unparse([header])}\r\n`;
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${TEMPLATE_NAME}.csv`);
    return;
  }
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const rows = Math.max(lists.items.length, lists.brands.length);
  const names = [
    [
      { value: SHEET_HEADERS.item, fontWeight: 'bold' as const },
      { value: SHEET_HEADERS.brand, fontWeight: 'bold' as const },
    ],
    ...Array.from({ length: rows }, (_, i) => [lists.items[i] ?? null, lists.brands[i] ?? null]),
  ];
  const blob = await writeExcelFile([
    {
      sheet: 'Items',
      data: [header.map((value) => ({ value, fontWeight: 'bold' as const }))],
      columns: [{ width: 18 }, { width: 18 }, { width: 22 }, { width: 22 }, { width: 50 }],
    },
    { sheet: 'Lists', data: names, columns: [{ width: 24 }, { width: 24 }] },
  ]).toBlob();
  saveFile(blob, `${TEMPLATE_NAME}.xlsx`);
}
