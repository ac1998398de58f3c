import {
  headingKey,
  indiaToday,
  isIsoDate,
  MAX_SALES_ROWS,
  MAX_WARRANTY_MONTHS,
  parseIndianDate,
  SALES_COLUMNS,
  type TSalesColumn,
  WarrantyMsg,
  warrantyUntil,
  ZSerialNumber,
} from '@svc/contract';
import Papa from 'papaparse';

/** A sales record as it is kept: one per serial number. */
export interface SaleRow {
  serialKey: string;
  serialNumber: string;
  invoiceNumber: string;
  soldOn: string;
  model: string;
  item: string;
  brand: string;
  warrantyMonths: number;
  warrantyUntil: string;
}
interface Rejected {
  line: number;
  serial_number: string;
  reason: string;
}
export type SalesFile =
  | { ok: true; rows: number; sales: SaleRow[]; rejected: Rejected[] }
  | { ok: false; message: string };

/** The serial number as it is looked up: typed in any case, with spaces around. */
export const serialKeyOf = (serial: string) => serial.trim().toLowerCase();

const text = (value: string | undefined, max: number) => {
  const v = (value ?? '').trim();
  return v.length >= 1 && v.length <= max ? v : null;
};

/** The sale's day as the books write it (YYYY-MM-DD, or DD-MM-YYYY), not after today. */
function saleDay(value: string | undefined, today: string): string | null {
  const v = (value ?? '').trim();
  const day = isIsoDate(v) ? v : parseIndianDate(v);
  return day && day <= today ? day : null;
}

function months(value: string | undefined): number | null {
  const v = (value ?? '').trim();
  if (!/^\d{1,3}$/.test(v)) return null;
  const n = Number(v);
  return n <= MAX_WARRANTY_MONTHS ? n : null;
}

/** One line of the file as a sale, or the first reason it is not one (in the columns' order). */
function saleOf(cells: Record<TSalesColumn, string | undefined>, today: string): SaleRow | string {
  const invoiceNumber = text(cells.invoice_number, 40);
  if (!invoiceNumber) return WarrantyMsg.saleBadInvoice;
  const soldOn = saleDay(cells.date, today);
  if (!soldOn) return WarrantyMsg.saleBadDate;
  const serial = ZSerialNumber.safeParse(cells.serial_number ?? '');
  if (!serial.success) return WarrantyMsg.saleBadSerial;
  const model = text(cells.model, 60);
  if (!model) return WarrantyMsg.saleBadModel;
  const item = text(cells.item, 80);
  if (!item) return WarrantyMsg.saleBadItem;
  const brand = text(cells.brand, 80);
  if (!brand) return WarrantyMsg.saleBadBrand;
  const warrantyMonths = months(cells.warranty_months);
  if (warrantyMonths === null) return WarrantyMsg.saleBadMonths;
  return {
    serialKey: serialKeyOf(serial.data),
    serialNumber: serial.data,
    invoiceNumber,
    soldOn,
    model,
    item,
    brand,
    warrantyMonths,
    warrantyUntil: warrantyUntil(soldOn, warrantyMonths),
  };
}

/**
 * Reads the company's sales file (CSV with a heading row naming the columns in any order and as the books
 * name them): each line a sale or a rejection with its line number; a serial number on several lines keeps
 * its last line (a later sale of the same unit), the earlier ones are reported.
 */
export function readSalesFile(csv: string, now: Date): SalesFile {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [heading, ...lines] = parsed.data;
  if (!heading) return { ok: false, message: WarrantyMsg.salesNoRows };
  const at = new Map(heading.map((h, i) => [headingKey(h), i]));
  const index = SALES_COLUMNS.map((c) => c.names.map((n) => at.get(n)).find((i) => i !== undefined));
  if (index.some((i) => i === undefined)) return { ok: false, message: WarrantyMsg.salesMissingColumns };
  if (!lines.length) return { ok: false, message: WarrantyMsg.salesNoRows };
  if (lines.length > MAX_SALES_ROWS) return { ok: false, message: WarrantyMsg.salesTooManyRows };
  const today = indiaToday(now);
  const bySerial = new Map<string, { line: number; sale: SaleRow }>();
  const rejected: Rejected[] = [];
  lines.forEach((cells, n) => {
    const line = n + 2;
    const named = Object.fromEntries(SALES_COLUMNS.map((c, i) => [c.key, cells[index[i] as number]])) as Record<
      TSalesColumn,
      string | undefined
    >;
    const sale = saleOf(named, today);
    if (typeof sale === 'string') {
      rejected.push({ line, serial_number: (named.serial_number ?? '').trim().slice(0, 60), reason: sale });
      return;
    }
    const earlier = bySerial.get(sale.serialKey);
    if (earlier)
      rejected.push({
        line: earlier.line,
        serial_number: earlier.sale.serialNumber,
        reason: WarrantyMsg.saleRepeatedSerial,
      });
    bySerial.set(sale.serialKey, { line, sale });
  });
  rejected.sort((a, b) => a.line - b.line);
  return { ok: true, rows: lines.length, sales: [...bySerial.values()].map((v) => v.sale), rejected };
}
