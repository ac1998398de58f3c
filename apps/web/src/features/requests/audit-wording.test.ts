import {
  AUDIT_ACTIONS,
  AUDIT_FIELDS,
  STATUS_TEXT,
  STATUS_TEXT_TA,
  type TAuditEntry,
  type TRequestItem,
} from '@svc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadAppCatalogue } from '../../i18n';
import { describeAudit, groupAudit } from './audit-wording';

const item: TRequestItem = {
  item_id: '0b5e1a5e-8a38-4f0a-9f53-2a8f7f0e4c11',
  line_no: 2,
  item_name: 'Laptop',
  brand_name: 'Dell',
  model_number: 'Inspiron 15',
  serial_number: 'SN1',
  problem: '',
  status: 'in_repair',
  status_label: 'In repair',
  charges: null,
  cost: 0,
  image_count: 0,
  version: 4,
  thumbnail_url: null,
  return_courier: null,
  return_docket: null,
  parts_expected_on: null,
  due_at: null,
  clock_state: null,
  minutes_left: null,
  if_parts_arrive: null,
  turnaround: null,
  warranty: null,
  charges_answer: null,
  updated_at: '2026-05-01T10:00:00Z',
};
let id = 0;
const entry = (e: Partial<TAuditEntry>): TAuditEntry => ({
  id: ++id,
  at: '2026-05-01T10:00:00Z',
  by: 'Selvi',
  by_tamil: null,
  entity: 'item',
  entity_id: item.item_id,
  action: 'status',
  before: null,
  after: null,
  ...e,
});

/** The entries a request's life records (the shapes the server writes). */
const LIFE = [
  entry({ before: { status: 'approved' }, after: { status: 'in_repair', remark: STATUS_TEXT.in_repair.label } }),
  entry({
    action: 'charges',
    before: { status: 'received', serviceCharge: null, partsCharge: null, gstPercent: null },
    after: { gstPercent: 18, partsCharge: 23456, remark: 'Screen', serviceCharge: 100000, status: 'estimated' },
  }),
  entry({
    entity: 'request',
    entity_id: 'RR-2026-000001',
    action: 'courier',
    before: { courierName: 'DTDC', docketNumber: 'D-1', narration: '' },
    after: { courierName: 'DTDC', docketNumber: 'D-2', narration: 'Corrected' },
  }),
  entry({ entity: 'request', action: 'tracking link replaced', before: { version: 1 }, after: { version: 2 } }),
  entry({ entity: 'invoice', action: 'issue', after: { number: 'INV/2026-27/0001', total: 137963, items: [2] } }),
  entry({
    entity: 'invoice',
    action: 'credit_note',
    after: { number: 'CN/2026-27/0001', of: 'INV/2026-27/0001', reason: 'Wrong rate' },
  }),
  entry({
    entity: 'invoice',
    action: 'payment',
    after: { amount: 137963, method: 'upi', reference: 'UTR123456', receivedOn: '2026-05-03' },
  }),
];
const text = (e: TAuditEntry) => {
  const d = describeAudit(e, [item]);
  return [d.title, d.subject ?? '', ...d.lines].join('\n');
};

beforeAll(() => loadAppCatalogue());
afterAll(() => activateLanguage('en'));

describe('the change history in English', () => {
  it('names the item, uses the statuses customers see, and words every field', () => {
    const [status, charges, courier, link, issue, credit, payment] = LIFE.map(text);
    expect(status).toBe(
      `Status changed\n2. Laptop · Dell Inspiron 15\nStatus: ${STATUS_TEXT.approved.label} → ${STATUS_TEXT.in_repair.label}`,
    );
    expect(charges).toContain('Service charge: – → ₹1,00,000.00');
    expect(charges).toContain('GST rate: – → 18%');
    expect(charges).toContain(`Status: ${STATUS_TEXT.received.label} → ${STATUS_TEXT.estimated.label}`);
    expect(charges).toContain('Remark: Screen');
    // The table's order, whatever order the record's keys came in.
    const at = (words: string) => (charges ?? '').indexOf(words);
    expect(at('Service charge')).toBeLessThan(at('GST rate'));
    expect(at('Status')).toBeLessThan(at('Service charge'));
    expect(courier).toBe('Courier details changed\n\nDocket Number: D-1 → D-2\nNarration: – → Corrected');
    expect(link).toBe('Tracking link replaced\n');
    expect(issue).toContain('Total: ₹1,37,963.00');
    expect(issue).toContain('Items: 2. Laptop · Dell Inspiron 15');
    expect(credit).toContain('Cancels invoice: INV/2026-27/0001');
    expect(payment).toContain('Paid by: UPI');
    expect(payment).toContain('Received on: 03-05-2026');
  });

  it('shows no field name or value as the code writes it', () => {
    const all = LIFE.map(text).join('\n');
    for (const code of ['gstPercent', 'serviceCharge', 'in_repair', 'audit_', 'receivedOn', '137963', '2026-05-03'])
      expect(all).not.toContain(code);
  });

  it('words every action and every shown field the contract lists', () => {
    for (const action of AUDIT_ACTIONS) expect(text(entry({ action }))).not.toContain('Change recorded');
    for (const field of Object.keys(AUDIT_FIELDS)) {
      const line = describeAudit(entry({ action: 'status', after: { [field]: 'x' } }), [item]).lines[0] ?? '';
      // A field the table lacks would read as its code split into words ("gst percent: x").
      const asCode = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      if (field !== 'version') expect(line.startsWith(`${asCode}:`), `${field}: ${line}`).toBe(false);
    }
  });
});

describe('a move of several items in the history', () => {
  const second = { ...item, item_id: '1c6f2b6f-9b49-4a1f-8a64-3b9f8f1f5d22', line_no: 5 };
  const moved = (id: string, extra: Partial<TAuditEntry> = {}) =>
    entry({ entity_id: id, before: { status: 'pending' }, after: { status: 'received', remark: 'Box 1' }, ...extra });

  it('is one entry naming the items when one person made the same change to them at once', () => {
    const groups = groupAudit([moved(second.item_id), moved(item.item_id)]);
    expect(groups).toHaveLength(1);
    const words = describeAudit(groups[0] ?? [], [item, second]);
    expect(words.subject).toBe('2 items: 2, 5');
    expect(words.lines).toEqual([
      `Status: ${STATUS_TEXT.pending.label} → ${STATUS_TEXT.received.label}`,
      'Remark: Box 1',
    ]);
  });

  it('stays apart where anything differs: the time, the person, the remark, or a request’s own entry', () => {
    const apart = [
      moved(item.item_id),
      moved(second.item_id, { at: '2026-05-01T10:00:01Z' }),
      moved(item.item_id, { at: '2026-05-01T10:00:01Z', by: 'Ravi' }),
      moved(second.item_id, { at: '2026-05-01T10:00:01Z', by: 'Ravi', after: { status: 'received', remark: 'Box 2' } }),
      entry({ entity: 'request', action: 'courier', before: { docketNumber: 'A' }, after: { docketNumber: 'B' } }),
      entry({ entity: 'request', action: 'courier', before: { docketNumber: 'A' }, after: { docketNumber: 'B' } }),
    ];
    expect(groupAudit(apart).map((g) => g.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(describeAudit(apart[0] as TAuditEntry, [item, second]).subject).toBe('2. Laptop · Dell Inspiron 15');
  });
});

describe('the change history in Tamil', () => {
  beforeAll(() => activateLanguage('ta'));
  it('is Tamil, with the Tamil status names, rupees and DD-MM-YYYY', () => {
    const [status, charges, , , issue, , payment] = LIFE.map(text);
    expect(status).toContain(`${STATUS_TEXT_TA.approved.label} → ${STATUS_TEXT_TA.in_repair.label}`);
    expect(status).not.toContain('Status');
    expect(charges).toContain('₹1,00,000.00');
    expect(issue).toContain('₹1,37,963.00');
    expect(payment).toContain('03-05-2026');
    for (const english of ['Status changed', 'Charges set', 'Invoice issued', 'Payment recorded', 'Paid by'])
      expect(LIFE.map(text).join('\n')).not.toContain(english);
  });
});
