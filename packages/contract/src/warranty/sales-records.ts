import { z } from 'zod';
import { MAX_ITEMS_PER_REQUEST, ZSerialNumber } from '../requests/schemas';
import { ZWarranty } from './warranty';

/**
 * Warranty known at intake (issue 29, decision 063): the company's own sales records, imported by the admin
 * from its books, say until when a serial number is in warranty. The customer sees it on the add screen, staff
 * on the desk, and an item in warranty is quoted no service charge unless staff give a remark.
 */
export const WarrantyMsg = {
  chooseSalesFile: 'Please choose a CSV file of sales records',
  salesFileTooLarge: 'The file is larger than 5 MB; please split it into smaller files',
  salesTooManyRows: 'A file can hold at most 50,000 sales records; please split it',
  salesNoRows: 'The file holds no sales records',
  salesMissingColumns:
    'The first row must name the columns: invoice number, date, serial number, model, item, brand, warranty months',
  saleBadInvoice: 'Invoice number is missing or longer than 40 characters',
  saleBadDate: 'Date is not a real date on or before today (write it as YYYY-MM-DD or DD-MM-YYYY)',
  saleBadSerial: 'Serial number is missing or not a serial number (letters, digits, - _ / .)',
  saleBadModel: 'Model is missing or longer than 60 characters',
  saleBadItem: 'Item is missing or longer than 80 characters',
  saleBadBrand: 'Brand is missing or longer than 80 characters',
  saleBadMonths: 'Warranty months must be a whole number from 0 to 120',
  saleRepeatedSerial: 'This serial number is on a later row of the file too; the later row is kept',
  salesImported: 'Sales records imported.',
  warrantyChargeNeedsRemark:
    'This item is in warranty: its service charge is zero unless you say in the remark why it is charged',
  warrantyOneSerial: 'Please ask for the warranty of one serial number at a time',
} as const;

/** The import's bounds: a year of a busy centre's sales in one file, read in one request. */
export const MAX_SALES_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_SALES_ROWS = 50_000;
/** Rejected rows named in the reply; the rest are counted. */
export const MAX_REJECTED_LISTED = 200;
export const MAX_WARRANTY_MONTHS = 120;

/** The columns of the sales file, in the template's order, with the names people give them in their books. */
export const SALES_COLUMNS = [
  { key: 'invoice_number', names: ['invoice number', 'invoice no', 'invoice', 'bill number', 'bill no'] },
  { key: 'date', names: ['date', 'invoice date', 'sale date', 'bill date'] },
  { key: 'serial_number', names: ['serial number', 'serial no', 'serial'] },
  { key: 'model', names: ['model', 'model number', 'model no'] },
  { key: 'item', names: ['item', 'item type', 'product'] },
  { key: 'brand', names: ['brand', 'make'] },
  { key: 'warranty_months', names: ['warranty months', 'warranty', 'warranty (months)'] },
] as const;
export type TSalesColumn = (typeof SALES_COLUMNS)[number]['key'];

/** A column's heading as people write it ("Invoice No.", "SERIAL_NUMBER") compared without case or punctuation. */
export const headingKey = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[_.:#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const ZSalesImport = z.strictObject({
  csv: z
    .string(WarrantyMsg.chooseSalesFile)
    .min(1, WarrantyMsg.chooseSalesFile)
    .max(MAX_SALES_FILE_BYTES, WarrantyMsg.salesFileTooLarge),
});
export type TSalesImport = z.infer<typeof ZSalesImport>;

export const ZSalesImportReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  /** Rows read (without the heading), new serial numbers, known ones changed, known ones the same. */
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected_count: z.number().int(),
  /** The first MAX_REJECTED_LISTED rejected rows: the file's line number (the heading is line 1) and why. */
  rejected: z.array(z.object({ line: z.number().int(), serial_number: z.string(), reason: z.string() })),
});
export type TSalesImportReply = z.infer<typeof ZSalesImportReply>;

/** The serial numbers of a request's items (the add screen asks for all its rows at once). */
export const ZWarrantyLookup = z.strictObject({
  serial_numbers: z.array(ZSerialNumber).min(1).max(MAX_ITEMS_PER_REQUEST),
});

/** Each serial number asked for, in the order asked, with what the sales records say of it. */
export const ZWarrantyReply = z.object({
  statusFlag: z.number().int(),
  message: z.string(),
  warranties: z.array(z.object({ serial_number: z.string(), warranty: ZWarranty })),
});
