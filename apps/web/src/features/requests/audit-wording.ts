import {
  AUDIT_FIELDS,
  formatDate,
  formatRupees,
  ITEM_STATUSES,
  lineRanges,
  PAYMENT_METHODS,
  STATUS_TEXT,
  type TAuditAction,
  type TAuditEntry,
  type TAuditField,
  type TItemStatus,
  type TRequestItem,
} from '@svc/contract';
import { type MessageKey, t } from '../../i18n';

/** The title of each action (the contract lists them; a new one is one entry here and its words). */
const ACTION_WORDS: Record<TAuditAction, MessageKey> = {
  status: 'audit_status',
  charges: 'audit_charges',
  courier: 'audit_courier',
  'tracking link replaced': 'audit_trackingLink',
  issue: 'audit_issue',
  credit_note: 'audit_creditNote',
  payment: 'audit_payment',
};

/** The name of each recorded field, as the screens that set it call it; null: not shown. */
const FIELD_WORDS: Record<TAuditField, MessageKey | null> = {
  status: 'colStatus',
  remark: 'remark',
  returnCourier: 'returnCourier',
  returnDocket: 'returnDocket',
  serviceCharge: 'serviceCharge',
  partsCharge: 'partsCharge',
  gstPercent: 'gstRate',
  gstAmount: 'gstTotal',
  courierName: 'courierName',
  docketNumber: 'docketNumber',
  narration: 'narration',
  number: 'auditField_number',
  of: 'auditField_of',
  total: 'total',
  items: 'colItems',
  reason: 'creditNoteReason',
  amount: 'paymentAmount',
  method: 'paymentMethod',
  reference: 'paymentReference',
  receivedOn: 'paymentDate',
  partsExpectedOn: 'partsExpectedOn',
  version: null,
};

const isField = (key: string): key is TAuditField => key in AUDIT_FIELDS;
const ORDER = Object.keys(AUDIT_FIELDS);
const rank = (key: string) => (isField(key) ? ORDER.indexOf(key) : ORDER.length);
const isStatus = (v: unknown): v is TItemStatus => ITEM_STATUSES.includes(v as TItemStatus);
const empty = (v: unknown) => v === null || v === undefined || v === '';

/** An item as its card names it: "2. Laptop · Dell Inspiron 15". */
const itemLabel = (i: TRequestItem) => `${i.line_no}. ${i.item_name} · ${i.brand_name} ${i.model_number}`;

function valueText(field: string, v: unknown, items: TRequestItem[]): string {
  if (empty(v)) return '–';
  const kind = isField(field) ? AUDIT_FIELDS[field] : 'text';
  const n = Number(v);
  switch (kind) {
    case 'status':
      return isStatus(v) ? t(`status_${v}`) : String(v);
    case 'money':
      return Number.isFinite(n) ? formatRupees(n) : String(v);
    case 'percent':
      return Number.isFinite(n) ? `${n}%` : String(v);
    case 'date':
      return formatDate(String(v)) || String(v);
    case 'method':
      return PAYMENT_METHODS.includes(v as (typeof PAYMENT_METHODS)[number])
        ? t(`method_${v}` as MessageKey)
        : String(v);
    case 'items':
      return (Array.isArray(v) ? v : [v])
        .map((line) => {
          const item = items.find((i) => i.line_no === Number(line));
          return item ? itemLabel(item) : t('itemHeading', { n: String(line) });
        })
        .join('; ');
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

/** A field the table does not know yet reads as words rather than code: gstPercent → "gst percent". */
const fieldName = (key: string) => {
  if (isField(key)) {
    const words = FIELD_WORDS[key];
    return words ? t(words) : null;
  }
  return key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
};

export interface AuditText {
  title: string;
  /** The item the entry is about, as its card names it. */
  subject: string | null;
  lines: string[];
}

const sameChange = (a: TAuditEntry, b: TAuditEntry) =>
  a.entity === 'item' &&
  b.entity === 'item' &&
  a.action === b.action &&
  a.by === b.by &&
  a.at === b.at &&
  JSON.stringify(a.before) === JSON.stringify(b.before) &&
  JSON.stringify(a.after) === JSON.stringify(b.after);

/**
 * The entries as the history shows them: the same change to several items by one person at one instant (a
 * move of many, decision 099) is one entry naming the items, not one entry an item.
 */
export function groupAudit(entries: readonly TAuditEntry[]): TAuditEntry[][] {
  const groups: TAuditEntry[][] = [];
  for (const e of entries) {
    const last = groups.at(-1);
    if (last?.[0] && sameChange(last[0], e)) last.push(e);
    else groups.push([e]);
  }
  return groups;
}

/** Which items an entry (or a group of like entries) is about: the item as its card names it, or their lines. */
function subjectOf(group: readonly TAuditEntry[], items: TRequestItem[]): string | null {
  const found = group.flatMap((e) => {
    const item = e.entity === 'item' ? items.find((i) => i.item_id === e.entity_id) : undefined;
    return item ? [item] : [];
  });
  if (group.length === 1) return found[0] ? itemLabel(found[0]) : null;
  return t('auditItems', { count: String(group.length), lines: lineRanges(found.map((i) => i.line_no)) });
}

/**
 * One audit entry (or a group of like ones, `groupAudit`) as a person reads it: what happened, to which
 * items, and each field that changed, in the active language, with statuses by the names customers see,
 * rupees and DD-MM-YYYY.
 */
export function describeAudit(entry: TAuditEntry | readonly TAuditEntry[], items: TRequestItem[]): AuditText {
  const group = Array.isArray(entry) ? entry : [entry as TAuditEntry];
  const e = group[0] as TAuditEntry;
  const before = e.before ?? {};
  const after = e.after ?? {};
  const lines: string[] = [];
  // In the table's order (the database keeps a record's keys in an order of its own).
  for (const key of Object.keys(after).sort((a, b) => rank(a) - rank(b))) {
    const field = fieldName(key);
    if (field === null) continue;
    const now = valueText(key, after[key], items);
    // A move without a remark records the status's own name as the remark: said once, by the status.
    if (key === 'remark' && isStatus(after.status) && after.remark === STATUS_TEXT[after.status].label) continue;
    if (!(key in before)) {
      if (!empty(after[key])) lines.push(t('auditValue', { field, value: now }));
      continue;
    }
    const was = valueText(key, before[key], items);
    if (was !== now) lines.push(t('auditChange', { field, before: was, after: now }));
  }
  const action = e.action as TAuditAction;
  return {
    title: action in ACTION_WORDS ? t(ACTION_WORDS[action]) : t('auditOther'),
    subject: subjectOf(group, items),
    lines,
  };
}
