import { stateName, type TGstr1Sheet, toPaise } from '@svc/contract';
import { csvLine } from '../../lib/csv';
import type { PeriodLine } from './accounts.repository';

/**
 * The CSV files the GSTR-1 offline tool imports, one per sheet, with that sheet's column headings. Amounts
 * are bare numbers with paise; dates 23-Nov-2026; the place of supply "33-Tamil Nadu". Credit notes to
 * registered customers go in cdnr; those to unregistered ones reduce the B2C totals; the SAC summary is
 * net of every credit note.
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

const registered = (l: PeriodLine) => l.gstin !== '';
const minusCredit = (l: PeriodLine) => (l.kind === 'credit_note' ? -1 : 1);

/** One sheet of one period as CSV text. */
export function gstr1Csv(sheet: TGstr1Sheet, lines: PeriodLine[]): string {
  const rows: (string | number)[][] = [];
  if (sheet === 'b2b' || sheet === 'cdnr') {
    const kind = sheet === 'b2b' ? 'invoice' : 'credit_note';
    const mine = lines.filter((l) => l.kind === kind && registered(l));
    for (const [, g] of sumBy(
      mine,
      (l) => `${l.number}|${l.rate}`,
      () => 1,
    )) {
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
  } else if (sheet === 'b2cs') {
    const mine = lines.filter((l) => !registered(l));
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
