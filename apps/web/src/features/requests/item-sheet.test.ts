import { AppMsg, MAX_ITEMS_PER_REQUEST, Msg, tooManyItemsMessage } from '@svc/contract';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { newItemRow } from './add-request-form';
import { readItemTable, SHEET_COLUMNS, SHEET_HEADERS, withSheetRows } from './item-sheet';
import { checkSheetRows } from './item-sheet-check';
import { formatOf, readCells, readCsv } from './item-sheet-file';

const masters = {
  itemList: [
    { id: 1, name: 'Laptop' },
    { id: 2, name: 'Mobile Phone' },
  ],
  brandList: [
    { id: 7, name: 'Dell' },
    { id: 8, name: 'HP' },
  ],
};
const HEADER = SHEET_COLUMNS.map((c) => SHEET_HEADERS[c]);
const unknownText = (field: 'item' | 'brand', name: string) => `${name} is not a known ${field}`;

/** The faults of a file's rows as the screen shows them, when the form held nothing before. */
function faults(cells: unknown[][]) {
  const read = readItemTable(cells, masters);
  if (!read.ok) throw new Error(read.problem.kind);
  return checkSheetRows(
    read.rows.map((r) => r.values),
    read.rows,
    0,
    unknownText,
  );
}

describe('reading a spreadsheet of items', () => {
  it('matches items and brands by name whatever the case, and keeps every field as typed', () => {
    const read = readItemTable(
      [
        HEADER,
        ['laptop', ' DELL ', 'Inspiron 15-3520', 'CND1234XYZ', 'No power'],
        ['Mobile  phone', 'hp', 3520, 'S-2', ''],
      ],
      masters,
    );
    expect(read.ok && read.rows.map((r) => ({ ...r.values, key: '' }))).toEqual([
      {
        key: '',
        item_id: '1',
        brand_id: '7',
        model_number: 'Inspiron 15-3520',
        serial_number: 'CND1234XYZ',
        problem: 'No power',
      },
      { key: '', item_id: '2', brand_id: '8', model_number: '3520', serial_number: 'S-2', problem: '' },
    ]);
  });

  it('checks each row by the form’s rules and messages, naming the bad rows only', () => {
    const errors = faults([
      HEADER,
      ['Laptop', 'Dell', 'M1', 'S1', ''],
      ['Laptop', 'Dell', '<script>', 'S2', ''],
      ['Laptop', '', 'M3', 'has spaces', ''],
      ['Laptop', 'Dell', 'M4', 'S4', 'x'.repeat(501)],
    ]);
    expect(errors).toEqual({
      'items.1.model_number': Msg.enterModelNumber,
      'items.2.brand_id': Msg.selectBrand,
      'items.2.serial_number': Msg.enterSerialNumber,
      'items.3.problem': AppMsg.problemTooLong,
    });
  });

  it('says which item or brand name is not in the list', () => {
    expect(faults([HEADER, ['Laptp', 'Dell', 'M1', 'S1'], ['Laptop', 'Samsnug', 'M2', 'S2']])).toEqual({
      'items.0.item_id': 'Laptp is not a known item',
      'items.1.brand_id': 'Samsnug is not a known brand',
    });
  });

  it('refuses an empty file, or one with a header and no rows', () => {
    expect(readItemTable([], masters)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(readItemTable([['', ''], []], masters)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(readItemTable([HEADER, ['', '', '']], masters)).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it('refuses a file without the columns of the template, naming the missing ones', () => {
    expect(
      readItemTable(
        [
          ['Name', 'Make', 'Model Number', 'Serial'],
          ['Laptop', 'Dell', 'M', 'S'],
        ],
        masters,
      ),
    ).toEqual({ ok: false, problem: { kind: 'columns', missing: ['item', 'brand', 'serial_number'] } });
    // The columns' keys and the screen's labels are as good as the template's headers; Problem may be left out.
    const read = readItemTable(
      [
        ['SERIAL_NUMBER', 'model_number', 'பொருள்', 'brand'],
        ['S1', 'M1', 'Laptop', 'HP'],
      ],
      masters,
      { item: 'பொருள்' },
    );
    expect(read.ok && read.rows[0]?.values).toMatchObject({ item_id: '1', brand_id: '8', serial_number: 'S1' });
  });

  it(`refuses more than ${MAX_ITEMS_PER_REQUEST} rows, and more in all with the items already on the form`, () => {
    const row = ['Laptop', 'Dell', 'M', 'S'];
    const full = [HEADER, ...Array.from({ length: MAX_ITEMS_PER_REQUEST }, () => row)];
    expect(readItemTable([...full, row], masters)).toEqual({
      ok: false,
      problem: { kind: 'tooMany', count: MAX_ITEMS_PER_REQUEST + 1 },
    });
    const read = readItemTable(full, masters);
    if (!read.ok) throw new Error('a full sheet is read');
    const typed = { ...newItemRow(), model_number: 'typed before' };
    expect(withSheetRows([typed], read.rows)).toEqual({
      ok: false,
      problem: { kind: 'tooMany', count: MAX_ITEMS_PER_REQUEST + 1 },
    });
    // The form's own rule says the same to a form that somehow holds one more.
    const items = [typed, ...read.rows.map((r) => r.values)];
    expect(checkSheetRows(items, [], 0, unknownText).items).toBe(tooManyItemsMessage);
  });

  it('puts the rows after the items typed, in place of the blank row the form opens with', () => {
    const blank = newItemRow();
    const typed = { ...newItemRow(), serial_number: 'S0' };
    const withPhoto = newItemRow();
    const read = readItemTable([HEADER, ['Laptop', 'Dell', 'M', 'S']], masters);
    if (!read.ok) throw new Error('read');
    const merged = withSheetRows([blank, typed, withPhoto], read.rows, (key) => key === withPhoto.key);
    expect(merged.ok && merged.items.map((r) => r.key)).toEqual([typed.key, withPhoto.key, read.rows[0]?.values.key]);
    expect(merged.ok && [merged.firstRow, merged.dropped]).toEqual([2, [blank.key]]);
  });
});

describe('the files', () => {
  it('reads CSV with a byte-order mark, quotes and the separator Excel uses in some regions', () => {
    expect(readCsv('\uFEFFItem;Brand\r\n"Laptop; 15""";Dell\r\n\r\n')).toEqual([
      ['Item', 'Brand'],
      ['Laptop; 15"', 'Dell'],
    ]);
  });

  it('reads the first sheet of an XLSX file', async () => {
    const blob = await writeExcelFile([HEADER, ['Laptop', 'Dell', 3520, 'S1', 'பேட்டரி']]).toBlob();
    const file = new File([blob], 'items.XLSX');
    expect(formatOf(file)).toBe('xlsx');
    const cells = await readCells(file, 'xlsx');
    const read = readItemTable(cells, masters);
    expect(read.ok && read.rows[0]?.values).toMatchObject({ model_number: '3520', problem: 'பேட்டரி' });
  });

  it('takes only CSV and XLSX files', () => {
    expect(formatOf(new File(['x'], 'items.csv'))).toBe('csv');
    expect(formatOf(new File(['x'], 'items.xls'))).toBeNull();
    expect(formatOf(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))).toBeNull();
  });
});
