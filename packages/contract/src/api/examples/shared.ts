import { STATUS_TEXT } from '../../requests/status-registry';
import type { BodyInput, Reply } from '../endpoint';
import type { EndpointName, Endpoints } from '../endpoints';

/** The shape of a set of examples: for a call, one body and one 200 reply, typed against the contract. */
export type Examples = {
  [K in EndpointName]?: { body?: BodyInput<Endpoints[K]>; reply?: Reply<Endpoints[K]> };
};

// The sample values the examples of several areas share (one customer, one request, one invoice).
// A password travels as the browser's SHA-256 digest of it, in base64 (decision 003).
export const DIGEST = 'mJ7PhI8CPxUbeqCS0ttSaEzcfkBy5c9OfxyLfo3Iq8k=';
export const NEW_DIGEST = 'Wk3bPJTPQ0mYdgvj9kDtfFj08aXOYhTRaBGm0VgXkYE=';
export const ITEM_ID = '0b6f3c52-5b1e-4c1e-9d3a-7f2e8a41c9d2';
export const IMAGE_ID = '5d7c1a9e-2f4b-4e8a-b6c3-1a2b3c4d5e6f';
export const REQ = 'RR-2026-000123';
export const TRACK_KEY = 'q3Zp8LwX2mB7tR4yK9sD1a';
export const WHEN = '2026-11-23T10:15:00.000Z';
export const OK = { statusFlag: 0, message: 'OK' } as const;
export const STATUS_OK = { status: 200, message: 'OK' } as const;

export const charges = { service_charge: 800, parts_charge: 1450, gst_percent: 18, gst_amount: 405, total: 2655 };
export const requestSummary = {
  req_code: REQ,
  created_at: WHEN,
  item_count: 1,
  group: 'in_progress' as const,
  courier_name: 'Professional Couriers',
  docket_number: 'PC48291734',
  customer_name: 'Sri Murugan Traders',
  customer_code: 'C000042',
  total: 0,
};
export const item = {
  item_id: ITEM_ID,
  line_no: 1,
  item_name: 'Laptop',
  brand_name: 'Dell',
  model_number: 'Inspiron 15-3520',
  serial_number: 'SN7H2K9Q',
  problem: 'No power',
  status: 'estimated' as const,
  status_label: STATUS_TEXT.estimated.label,
  charges,
  cost: 0,
  image_count: 1,
  version: 3,
  thumbnail_url: `/api/files/${IMAGE_ID}/thumb?exp=1795430100&sig=…`,
  return_courier: null,
  return_docket: null,
  parts_expected_on: null,
  // Charges quoted: the promise waits for the customer's answer.
  due_at: '2026-11-27T11:30:00.000Z',
  clock_state: 'paused' as const,
  minutes_left: 1620,
  if_parts_arrive: null,
  turnaround: { amount: 3, unit: 'days' as const },
  warranty: { until: '2027-03-31', in_warranty: true },
  // Quoted and not yet answered: no one on the account has approved or declined it.
  charges_answer: null,
  updated_at: WHEN,
};
export const requestDetails = {
  ...requestSummary,
  narration: 'Laptop in its box with the charger',
  raised_by: 'Lakshmi R (lakshmi)',
  courier_editable: false,
  intra_state: true,
  // Its one item is quoted and not yet answered: its quote waits for approval, and costs nothing yet.
  awaiting_approval_total: charges.total,
};
export const company = {
  name: 'Chennai Service Centre',
  address: '12 Anna Salai, Chennai 600002',
  gstin: '33AABCS1234F1ZY',
  phone: '+91 98400 12345',
  email: 'service@example.in',
  logo_url: null,
};
export const INVOICE_NO = 'INV/26-27/00042';
export const invoiceSummary = {
  kind: 'invoice' as const,
  invoice_no: INVOICE_NO,
  issued_on: '2026-11-23',
  req_code: REQ,
  refers_to: null,
  round_off: 0,
  total: 2655,
  paid: 1000,
  due: 1655,
  payment_state: 'part_paid' as const,
  customer_name: 'Sri Murugan Traders',
};
export const invoice = {
  ...invoiceSummary,
  reason: '',
  supplier: {
    name: company.name,
    address: company.address,
    gstin: company.gstin,
    state: 'Tamil Nadu',
    state_code: '33',
  },
  recipient: {
    name: 'Sri Murugan Traders',
    address: '4 East Masi Street, Madurai, 625001',
    gstin: '33AAACM4321K1Z5',
    state: 'Tamil Nadu',
    state_code: '33',
  },
  place_of_supply: '33',
  intra_state: true,
  reverse_charge: false as const,
  lines: [
    {
      line_no: 1,
      description: 'Laptop, Dell Inspiron 15-3520, serial SN7H2K9Q',
      sac: '998713',
      service: 800,
      parts: 1450,
      taxable: 2250,
      rate: 18,
      cgst: 202.5,
      sgst: 202.5,
      igst: 0,
      total: 2655,
    },
  ],
  taxable: 2250,
  cgst: 202.5,
  sgst: 202.5,
  igst: 0,
  amount_in_words: 'Two Thousand Six Hundred Fifty Five Rupees Only',
  payments: [{ amount: 1000, method: 'upi' as const, reference: '432198765012', received_on: '2026-11-23' }],
  upi_link: `upi://pay?pa=kumarservice%40okaxis&pn=Chennai%20Service%20Centre&am=1655.00&tn=INV%2F26-27%2F00042&cu=INR`,
};
export const dates = { from: '2026-10-01', to: '2026-11-23' };
export const reportRow = {
  req_code: REQ,
  created_at: WHEN,
  customer_name: 'Sri Murugan Traders',
  customer_code: 'C000042',
  item_count: 1,
  group: 'completed' as const,
  charges: 2655,
};
export const reportTotals = { requests: 1, items: 1, charges: 2655 };
export const customer = {
  companyname: 'Sri Murugan Traders',
  gstin: '33AAACM1234K1ZU',
  mobile: '+919876543210',
  city: 'Madurai',
  address: '4 West Masi Street',
  contactperson: 'K. Murugan',
  email: 'accounts@murugan.example.in',
  pincode: '625001',
  state: '33',
};
export const profile = {
  username: 'murugan',
  role: 'customer' as const,
  customercode: 'C000042',
  customername: 'Sri Murugan Traders',
  lastLogin: '2026-11-20T08:02:11.000Z',
  createdAt: '2026-04-02T05:30:00.000Z',
  language: 'en' as const,
  account_role: 'owner' as const,
  company: {
    ...customer,
    whatsapp_opt_in_at: '2026-04-02T05:30:00.000Z',
    mobile_verified_at: '2026-04-02T05:41:00.000Z',
    mobile_verifiable: true,
    whatsapp_available: true,
  },
};
const smsTemplate = {
  template_id: '6650b2c1d6fc0512345678ab',
  dlt_template_id: '1107161234567890123',
  template_id_ta: '',
  dlt_template_id_ta: '',
};
export const messaging = {
  order: ['whatsapp' as const, 'sms' as const],
  whatsapp: { enabled: true, language: 'en' as const, templates: { received: 'item_received' } },
  sms: { enabled: true, templates: { received: smsTemplate } },
};
