import { stateName, type TGstr1Sheet, toPaise } from '@svc/contract';
import { csvLine } from '../../lib/csv';
import type { PeriodLine } from './accounts.repository';

/**
 * The CSV files the GSTR-1 offline tool imports, one per sheet, with that sheet's column headings. Amounts
 * are bare numbers with paise; dates 23-Nov-2026; the place of supply "33-Tamil Nadu". An invoice to an
 * unregistered recipient (no GSTIN: a person, an unregistered business) goes in b2cl when it is inter-state
 * and its value exceeds B2CL_LIMIT, else in the b2cs totals. Credit notes to registered customers go in
 * cdnr; those of a b2cl invoice in cdnur; the others reduce the b2cs totals; the SAC summary is net of every
 * credit note (decision 091).
 */
const HEADERS: Record<TGstr1Sheet, string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
};

/** The services' names the SAC summary shows (SAC 9987: maintenance and repair services). */
const SAC_NAMES: Record<string, string> = {
  '998712': 'Maintenance and repair services of office and accounting machinery',
  '998713': 'Maintenance and repair services of computers and peripheral equipment',
  '998714': 'Maintenance and repair services of transport machinery and equipment',
  '998715': 'Maintenance and repair services of electrical household appliances',
  '998716': 'Maintenance and repair services of telecommunication equipment and apparatus',
  '998717': 'Maintenance and repair services of commercial and industrial machinery',
  '998719': 'Maintenance and repair services of other machinery and equipment',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const toolDate = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;
const pos = (code: string) => `${code}-${stateName(code)}`;
const paise = toPaise;
const money = (p: number) => Number((p / 100).toFixed(2));

/** Sums lines by a key in paise: taxable, each tax, and how many lines. */
function sumBy<K extends string>(lines: PeriodLine[], key: (l: PeriodLine) => K, sign: (l: PeriodLine) => 1 | -1) {
  const out = new Map<
    K,
    { first: PeriodLine; count: number; taxable: number; cgst: number; sgst: number; igst: number }
  >();
  for (const l of lines) {
    const k = key(l);
    const s = sign(l);
    const acc = out.get(k) ?? { first: l, count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    acc.count += s;
    acc.taxable += s * paise(l.taxable);
    acc.cgst += s * paise(l.cgst);
    acc.sgst += s * paise(l.sgst);
    acc.igst += s * paise(l.igst);
    out.set(k, acc);
  }
  return out;
}

/**
 * Rule 59(4)(a)(ii)'s limit for reporting a B2C invoice on its own (Table 5 of GSTR-1): an inter-state
 * invoice to an unregistered recipient of a value above ₹1,00,000 (₹2,50,000 until Notification 12/2024-Central
 * Tax lowered it from 1 August 2024; this app issues no invoice before then).
 */
const B2CL_LIMIT = 100_000;

const registered = (l: PeriodLine) => l.gstin !== '';
/** A B2C large line: of an invoice in b2cl, or of a credit note reversing one (cdnur). */
const large = (l: PeriodLine) => !registered(l) && !l.intra_state && l.invoice_value > B2CL_LIMIT;
const minusCredit = (l: PeriodLine) => (l.kind === 'credit_note' ? -1 : 1);
const byDocumentAndRate = (lines: PeriodLine[]) =>
  sumBy(
    lines,
    (l) => `${l.number}|${l.rate}`,
    () => 1,
  );

/** One sheet of one period as CSV text. */
export function gstr1Csv(sheet: TGstr1Sheet, lines: PeriodLine[]): string {
  const rows: (string | number)[][] = [];
  if (sheet === 'b2b' || sheet === 'cdnr') {
    const kind = sheet === 'b2b' ? 'invoice' : 'credit_note';
    const mine = lines.filter((l) => l.kind === kind && registered(l));
    for (const [, g] of byDocumentAndRate(mine)) {
      const l = g.first;
      rows.push(
        sheet === 'b2b'
          ? [
              l.gstin,
              l.name,
              l.number,
              toolDate(l.issued_on),
              l.total,
              pos(l.place_of_supply),
              'N',
              '',
              'Regular B2B',
              '',
              l.rate,
              money(g.taxable),
              0,
            ]
          : [
              l.gstin,
              l.name,
              l.number,
              toolDate(l.issued_on),
              'C',
              pos(l.place_of_supply),
              'N',
              'Regular B2B',
              l.total,
              '',
              l.rate,
              money(g.taxable),
              0,
            ],
      );
    }
  } else if (sheet === 'b2cl' || sheet === 'cdnur') {
    const kind = sheet === 'b2cl' ? 'invoice' : 'credit_note';
    for (const [, g] of byDocumentAndRate(lines.filter((l) => l.kind === kind && large(l)))) {
      const l = g.first;
      const where = pos(l.place_of_supply);
      rows.push(
        sheet === 'b2cl'
          ? [l.number, toolDate(l.issued_on), l.total, where, '', l.rate, money(g.taxable), 0, '']
          : ['B2CL', l.number, toolDate(l.issued_on), 'C', where, l.total, '', l.rate, money(g.taxable), 0],
      );
    }
  } else if (sheet === 'b2cs') {
    const mine = lines.filter((l) => !registered(l) && !large(l));
    for (const [, g] of sumBy(mine, (l) => `${l.place_of_supply}|${l.rate}`, minusCredit)) {
      rows.push(['OE', pos(g.first.place_of_supply), '', g.first.rate, money(g.taxable), 0, '']);
    }
  } else {
    for (const [, g] of sumBy(lines, (l) => `${l.sac}|${l.rate}`, minusCredit)) {
      const value = g.taxable + g.cgst + g.sgst + g.igst;
      rows.push([
        g.first.sac,
        SAC_NAMES[g.first.sac] ?? '',
        'NA',
        g.count,
        money(value),
        g.first.rate,
        money(g.taxable),
        money(g.igst),
        money(g.cgst),
        money(g.sgst),
        0,
      ]);
    }
  }
  return [HEADERS[sheet], ...rows].map(csvLine).join('');
}
