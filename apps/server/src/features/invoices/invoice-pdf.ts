import { createRequire } from 'node:module';
import path from 'node:path';
import { formatAmount, formatDate, stateName, type TInvoice, upiPayLink } from '@svc/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

// Noto Sans Tamil from @fontsource: its Latin subset for English and digits, its Tamil subset (which also
// holds ₹) for Tamil names and the rupee sign. fontkit, under pdfkit, shapes Tamil's conjuncts.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-tamil/package.json')),
  'files',
);
const FONTS = {
  latin: path.join(fontDir, 'noto-sans-tamil-latin-400-normal.woff'),
  latinBold: path.join(fontDir, 'noto-sans-tamil-latin-700-normal.woff'),
  tamil: path.join(fontDir, 'noto-sans-tamil-tamil-400-normal.woff'),
  tamilBold: path.join(fontDir, 'noto-sans-tamil-tamil-700-normal.woff'),
};
/** Tamil letters and the rupee sign come from the Tamil subset; everything else from the Latin one. */
const TAMIL_RUN = /([\u0B80-\u0BFF\u20B9]+(?:[\s\u200C\u200D]+[\u0B80-\u0BFF\u20B9]+)*)/;

const A4 = { width: 595.28, height: 841.89 };
const M = 36;
const INNER = A4.width - 2 * M;
const INK = '#1f2328';
const MUTED = '#57606a';
const RULE = '#d0d7de';

type Doc = PDFKit.PDFDocument;
interface TextOpts {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** Writes text at (x, y), switching font between Latin and Tamil runs; answers the height used. */
function write(doc: Doc, value: string, x: number, y: number, o: TextOpts = {}): number {
  const size = o.size ?? 9;
  const width = o.width ?? INNER;
  const parts = value.split(TAMIL_RUN).filter((p) => p !== '');
  doc.fontSize(size).fillColor(o.color ?? INK);
  const font = (p: string) => (TAMIL_RUN.test(p) ? (o.bold ? 'tamilBold' : 'tamil') : o.bold ? 'latinBold' : 'latin');
  const base = { width, align: o.align ?? 'left', lineGap: 1 } as const;
  if (parts.length <= 1) {
    doc.font(font(value));
    doc.text(value, x, y, base);
    return doc.heightOfString(value, base);
  }
  parts.forEach((p, i) => {
    doc.font(font(p));
    if (i === 0) doc.text(p, x, y, { ...base, continued: true });
    else doc.text(p, { continued: i < parts.length - 1 });
  });
  return doc.y - y;
}

const line = (doc: Doc, y: number, x1 = M, x2 = A4.width - M) =>
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(RULE).stroke();

const money = (n: number) => formatAmount(n);
const place = (code: string) => `${stateName(code)} (${code})`;

interface Column {
  key: string;
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * The line table's columns. Each tax has its own rate beside its amount (Rule 46(l): the rate of central tax,
 * State tax or integrated tax): within the state CGST and SGST at half the line's rate each, across IGST at
 * the rate. One "Rate 18%" beside CGST and SGST read as 18 % of each.
 */
function columnsFor(inv: TInvoice): Column[] {
  const taxCols: Column[] = inv.intra_state
    ? [
        { key: 'cgstRate', title: 'CGST rate', width: 34, align: 'right' },
        { key: 'cgst', title: 'CGST', width: 58, align: 'right' },
        { key: 'sgstRate', title: 'SGST rate', width: 34, align: 'right' },
        { key: 'sgst', title: 'SGST', width: 58, align: 'right' },
      ]
    : [
        { key: 'igstRate', title: 'IGST rate', width: 34, align: 'right' },
        { key: 'igst', title: 'IGST', width: 70, align: 'right' },
      ];
  const fixed = 22 + 44 + 72 + 70 + taxCols.reduce((s, c) => s + c.width, 0);
  return [
    { key: 'no', title: '#', width: 22, align: 'left' },
    { key: 'description', title: 'Description', width: INNER - fixed, align: 'left' },
    { key: 'sac', title: 'SAC', width: 44, align: 'left' },
    { key: 'taxable', title: 'Taxable value', width: 72, align: 'right' },
    ...taxCols,
    { key: 'total', title: 'Total', width: 70, align: 'right' },
  ];
}

/** A rate in percent as the invoice prints it: 9%, 2.5%, 14%. */
const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;

/** The table's head, as tall as its longest title (a rate's title takes two lines). */
function tableHeader(doc: Doc, cols: Column[], y: number): number {
  doc.font('latinBold').fontSize(8);
  const h = Math.max(18, ...cols.map((c) => doc.heightOfString(c.title, { width: c.width - 6, lineGap: 1 }) + 8));
  doc.rect(M, y, INNER, h).fill('#f3f4f6');
  let x = M;
  for (const c of cols) {
    write(doc, c.title, x + 3, y + 4, { size: 8, bold: true, width: c.width - 6, align: c.align });
    x += c.width;
  }
  return y + h;
}

export interface PdfInput {
  invoice: TInvoice;
  /** The company logo (JPEG or PNG), where one is set. */
  logo: Buffer | null;
  /** Where the invoice asks to be paid; '' for none. */
  upiId: string;
}

/**
 * The A4 tax invoice or credit note with every Rule 46 field: supplier, number and date, recipient with
 * GSTIN or state, place of supply, lines with SAC, taxable value, rate and tax, totals (with the round-off of
 * an invoice issued before decision 090), amount in words, reverse charge, signature; and, on an invoice, a UPI QR code for its exact total.
 */
export async function renderInvoicePdf({ invoice: inv, logo, upiId }: PdfInput): Promise<Buffer> {
  const credit = inv.kind === 'credit_note';
  const title = credit ? 'CREDIT NOTE' : 'TAX INVOICE';
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: `${title} ${inv.invoice_no}`, Author: inv.supplier.name, Subject: inv.req_code },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The supplier, as on the letterhead
  let y = M;
  let textX = M;
  if (logo) {
    try {
      doc.image(logo, M, y, { fit: [60, 60] });
      textX = M + 70;
    } catch {
      // A logo the PDF cannot hold is left out rather than failing the invoice.
    }
  }
  const leftW = 300 - (textX - M);
  y += write(doc, inv.supplier.name, textX, y, { size: 14, bold: true, width: leftW }) + 2;
  y += write(doc, inv.supplier.address, textX, y, { width: leftW, color: MUTED });
  y += write(doc, `GSTIN: ${inv.supplier.gstin}`, textX, y, { width: leftW });
  y += write(doc, `State: ${place(inv.supplier.state_code)}`, textX, y, { width: leftW });

  // The document's own facts, on the right
  const rx = M + 310;
  const rw = INNER - 310;
  let ry = M;
  ry += write(doc, title, rx, ry, { size: 15, bold: true, width: rw, align: 'right' }) + 4;
  const facts: [string, string][] = [
    [credit ? 'Credit note no.' : 'Invoice no.', inv.invoice_no],
    ['Date', formatDate(`${inv.issued_on}T12:00:00+05:30`)],
    ['Repair request', inv.req_code],
    ['Place of supply', place(inv.place_of_supply)],
    ['Reverse charge', 'No'],
  ];
  if (credit && inv.refers_to) facts.splice(1, 0, ['Against invoice', inv.refers_to]);
  for (const [k, v] of facts) {
    write(doc, k, rx, ry, { width: rw / 2, color: MUTED });
    ry += write(doc, v, rx + rw / 2, ry, { width: rw / 2, align: 'right', bold: k.endsWith('no.') });
  }
  y = Math.max(y, ry, logo ? M + 64 : 0) + 10;
  line(doc, y);
  y += 8;

  // The recipient
  const r = inv.recipient;
  y += write(doc, credit ? 'Issued to' : 'Bill to', M, y, { size: 8, bold: true, color: MUTED });
  y += write(doc, r.name, M, y, { size: 11, bold: true, width: 320 }) + 1;
  y += write(doc, r.address, M, y, { width: 320 });
  y += write(doc, r.gstin ? `GSTIN: ${r.gstin}` : 'GSTIN: unregistered', M, y, { width: 320 });
  y += write(doc, `State: ${r.state}, state code ${r.state_code}`, M, y, { width: 320 });
  if (credit && inv.reason) y += write(doc, `Reason: ${inv.reason}`, M, y + 4, { width: INNER }) + 4;
  y += 10;

  // The lines
  const cols = columnsFor(inv);
  y = tableHeader(doc, cols, y);
  const bottom = A4.height - M - 40;
  for (const l of inv.lines) {
    const cells: Record<string, string> = {
      no: String(l.line_no),
      description: `${l.description}\nService ${money(l.service)} + parts ${money(l.parts)}`,
      sac: l.sac,
      taxable: money(l.taxable),
      cgstRate: percent(l.rate / 2),
      sgstRate: percent(l.rate / 2),
      igstRate: percent(l.rate),
      cgst: money(l.cgst),
      sgst: money(l.sgst),
      igst: money(l.igst),
      total: money(l.total),
    };
    const descCol = cols[1] as Column;
    doc.font('latin').fontSize(8.5);
    const h = Math.max(16, doc.heightOfString(cells.description ?? '', { width: descCol.width - 6 }) + 8);
    if (y + h > bottom) {
      doc.addPage();
      y = tableHeader(doc, cols, M);
    }
    let x = M;
    for (const c of cols) {
      write(doc, cells[c.key] ?? '', x + 3, y + 4, { size: 8.5, width: c.width - 6, align: c.align });
      x += c.width;
    }
    y += h;
    line(doc, y);
  }

  // Totals
  const totals: [string, number][] = [['Taxable value', inv.taxable]];
  if (inv.intra_state) totals.push(['CGST', inv.cgst], ['SGST', inv.sgst]);
  else totals.push(['IGST', inv.igst]);
  // Only an invoice issued before decision 090 was rounded to the rupee: its round-off shows above its total.
  if (inv.round_off !== 0) totals.push(['Round off', inv.round_off]);
  if (y + 140 > A4.height - M) {
    doc.addPage();
    y = M;
  }
  y += 8;
  const tx = A4.width - M - 220;
  const top = y;
  for (const [k, v] of totals) {
    write(doc, k, tx, y, { width: 120, color: MUTED });
    y += write(doc, money(v), tx + 120, y, { width: 100, align: 'right' }) + 1;
  }
  line(doc, y + 2, tx);
  y += 6;
  write(doc, 'Total (₹)', tx, y, { width: 120, bold: true, size: 11 });
  y += write(doc, money(inv.total), tx + 120, y, { width: 100, align: 'right', bold: true, size: 11 }) + 4;

  // The amount in words, left of the totals
  let ly = top;
  ly += write(doc, 'Amount in words', M, ly, { size: 8, bold: true, color: MUTED, width: 280 });
  ly += write(doc, `${inv.amount_in_words}`, M, ly, { width: 280 }) + 8;

  // UPI: the exact total, for any UPI app (an invoice only)
  if (!credit && upiId && inv.total > 0) {
    const link = upiPayLink({ upiId, payeeName: inv.supplier.name, amount: inv.total, note: inv.invoice_no });
    const png = await QRCode.toBuffer(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    doc.image(png, M, ly, { width: 96, height: 96 });
    write(doc, 'Scan to pay with any UPI app', M + 104, ly + 20, { bold: true, width: 170 });
    write(doc, `₹${money(inv.total)} to ${upiId}`, M + 104, ly + 34, { width: 170 });
    write(doc, `Note: ${inv.invoice_no}`, M + 104, ly + 48, { width: 170, color: MUTED });
    ly += 100;
  }

  // Signature
  y = Math.max(y, ly) + 24;
  if (y + 70 > A4.height - M) {
    doc.addPage();
    y = M;
  }
  write(doc, `For ${inv.supplier.name}`, A4.width - M - 220, y, { width: 220, align: 'right', bold: true });
  line(doc, y + 50, A4.width - M - 180);
  write(doc, 'Authorised signatory', A4.width - M - 220, y + 54, { width: 220, align: 'right', color: MUTED });
  write(doc, 'This is a computer-generated document. Keep it for eight years (CGST Act s.36).', M, A4.height - M - 12, {
    size: 7,
    color: MUTED,
    width: INNER,
  });
  doc.end();
  return done;
}
