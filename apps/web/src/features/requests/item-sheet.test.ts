import { AppMsg, fillMessage, MAX_ITEMS_PER_REQUEST, Msg, tooManyItemsMessage } from '@svc/contract';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { newItemRow } from './add-request-form';
import { SHEET_COLUMNS, SHEET_HEADERS, withSheetRows } from './item-sheet';
import { checkSheetRows } from './item-sheet-check';
import { formatOf, readCells, readCsv } from './item-sheet-file';
import { readItemTable } from './item-sheet-read';

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

  it('flags a serial number repeated in the file on each of its rows, naming the other item (decision 093)', () => {
    const also = (n: number) => fillMessage(AppMsg.serialRepeated, { n: String(n) });
    expect(
      faults([
        HEADER,
        ['Laptop', 'Dell', 'M1', 'SN-1'],
        ['Laptop', 'Dell', 'M2', 'SN-2'],
        ['Laptop', 'Dell', 'M3', ' sn-1 '],
        ['Laptop', 'Dell', '<b>', 'SN-1'],
      ]),
    ).toEqual({
      'items.0.serial_number': also(3),
      'items.2.serial_number': also(1),
      'items.3.model_number': Msg.enterModelNumber,
      'items.3.serial_number': also(1),
    });
    // One typed on the form before the upload is flagged with the row that repeats it.
    const typed = { ...newItemRow(), item_id: '1', brand_id: '7', model_number: 'T', serial_number: 'SN-2' };
    const read = readItemTable([HEADER, ['Laptop', 'Dell', 'M9', 'SN-2']], masters);
    if (!read.ok) throw new Error('read');
    const merged = withSheetRows([typed], read.rows);
    if (!merged.ok) throw new Error('merged');
    expect(checkSheetRows(merged.items, read.rows, merged.firstRow, unknownText)).toEqual({
      'items.0.serial_number': also(2),
      'items.1.serial_number': also(1),
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

/**
 * Issue 39: a CSV with bad rows, then a clean 20-row XLSX said "20 items read … 4 need correcting … of 26":
 * the first file's rows were kept. Each upload replaces what the one before read; rows typed stay.
 */
describe('a second file', () => {
  const badCsv = [
    HEADER.join(','),
    'Laptop,Dell,M1,B-1,',
    'Laptp,Dell,M2,B-2,',
    'Laptop,Dell,M3,bad serial,',
    'Laptop,Samsnug,M4,B-4,',
    'Laptop,Dell,<b>,B-5,',
    'Laptop,Dell,M6,B-1,',
  ].join('\r\n');
  const cleanRows = Array.from({ length: 20 }, (_, i) => ['Mobile Phone', 'HP', `G${i}`, `G-${i + 1}`, '']);
  const cleanXlsx = async () => new File([await writeExcelFile([HEADER, ...cleanRows]).toBlob()], 'clean.xlsx');
  const badXlsx = async () => new File([await writeExcelFile(readCsv(badCsv)).toBlob()], 'bad.xlsx');
  const cleanCsv = [HEADER.join(','), ...cleanRows.map((r) => r.join(','))].join('\r\n');

  /** The form after uploading `first`, then `second`, as the screen merges them, with one row typed before. */
  async function twoUploads(first: File, second: File) {
    const typed = { ...newItemRow(), item_id: '1', brand_id: '7', model_number: 'Typed', serial_number: 'T-1' };
    const rowsOf = async (file: File) => {
      const format = formatOf(file);
      if (!format) throw new Error('format');
      const read = readItemTable(await readCells(file, format), masters);
      if (!read.ok) throw new Error(read.problem.kind);
      return read.rows;
    };
    const one = await rowsOf(first);
    const afterFirst = withSheetRows([typed], one);
    if (!afterFirst.ok) throw new Error('first');
    const firstFaults = checkSheetRows(afterFirst.items, one, afterFirst.firstRow, unknownText);
    const two = await rowsOf(second);
    const afterSecond = withSheetRows(afterFirst.items, two, () => false, new Set(one.map((r) => r.values.key)));
    if (!afterSecond.ok) throw new Error('second');
    return { typed, one, two, firstFaults, afterSecond };
  }
  const badRows = (faults: Record<string, string>) => new Set(Object.keys(faults).map((p) => p.split('.')[1])).size;

  it.each([
    ['a CSV with bad rows, then a clean XLSX', () => new File([badCsv], 'bad.csv'), cleanXlsx],
    ['an XLSX with bad rows, then a clean CSV', badXlsx, async () => new File([cleanCsv], 'clean.csv')],
  ])('%s: the second replaces the first, and none needs correcting', async (_, first, second) => {
    const { typed, one, two, firstFaults, afterSecond } = await twoUploads(await first(), await second());
    expect(one).toHaveLength(6);
    // Laptp, the bad serial, Samsnug, <b>, and the serial B-1 on the first and the last row: six of six.
    expect(badRows(firstFaults)).toBe(6);
    expect(afterSecond.items.map((r) => r.key)).toEqual([typed.key, ...two.map((r) => r.values.key)]);
    expect([afterSecond.firstRow, afterSecond.replaced, afterSecond.dropped]).toEqual([
      1,
      6,
      one.map((r) => r.values.key),
    ]);
    expect(afterSecond.items).toHaveLength(21);
    expect(checkSheetRows(afterSecond.items, two, afterSecond.firstRow, unknownText)).toEqual({});
  });

  it('keeps the last file’s rows when the next one is refused, and replaces rows corrected by hand too', async () => {
    const read = readItemTable(readCsv(badCsv), masters);
    if (!read.ok) throw new Error('read');
    const items = read.rows.map((r) => r.values);
    const last = new Set(items.map((r) => r.key));
    const full = readItemTable(
      [HEADER, ...Array.from({ length: MAX_ITEMS_PER_REQUEST }, (_, i) => ['Laptop', 'Dell', 'M', `F-${i}`])],
      masters,
    );
    if (!full.ok) throw new Error('full');
    // 500 rows replace the 6: allowed (they would be 506 beside them).
    expect(withSheetRows(items, full.rows, () => false, last)).toMatchObject({ ok: true, replaced: 6 });
    expect(withSheetRows(items, full.rows)).toEqual({ ok: false, problem: { kind: 'tooMany', count: 506 } });
    const corrected = [{ ...items[1]!, item_id: '1' }, ...items.slice(2)];
    const again = withSheetRows(corrected, read.rows.slice(0, 1), () => false, last);
    expect(again.ok && again.items.map((r) => r.key)).toEqual([read.rows[0]?.values.key]);
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
