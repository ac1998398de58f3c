/**
 * Every action and field that an audit entry of a request records, with the kind of value each field
 * holds: the change history (web) words each one, so a new action or field is one entry here and its
 * words in the catalogues (the web's table is typed from these, and a server test checks that every
 * entry a request's life records is listed).
 */
export const AUDIT_ACTIONS = [
  'status',
  'charges',
  'courier',
  'tracking link replaced',
  'issue',
  'credit_note',
  'payment',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** How a recorded value reads: a status by its customer-facing name, money in rupees, a date DD-MM-YYYY… */
export type TAuditValueKind = 'text' | 'status' | 'money' | 'percent' | 'date' | 'method' | 'items' | 'hidden';

export const AUDIT_FIELDS = {
  status: 'status',
  remark: 'text',
  returnCourier: 'text',
  returnDocket: 'text',
  serviceCharge: 'money',
  partsCharge: 'money',
  gstPercent: 'percent',
  gstAmount: 'money',
  courierName: 'text',
  docketNumber: 'text',
  narration: 'text',
  number: 'text',
  of: 'text',
  total: 'money',
  items: 'items',
  reason: 'text',
  amount: 'money',
  method: 'method',
  reference: 'text',
  receivedOn: 'date',
  partsExpectedOn: 'date',
  // the tracking link's version: the entry's title says it was replaced
  version: 'hidden',
} as const satisfies Record<string, TAuditValueKind>;
export type TAuditField = keyof typeof AUDIT_FIELDS;
