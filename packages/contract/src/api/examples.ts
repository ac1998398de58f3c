import { AdminMsg, PeopleMsg } from '../common/desk-messages';
import { AppMsg, Msg } from '../common/messages';
import { InvoiceMsg } from '../invoices/messages';
import { STATUS_TEXT } from '../requests/statuses';
import { TrackMsg } from '../requests/track-messages';
import type { BodyInput, Reply } from './endpoint';
import type { EndpointName, Endpoints } from './endpoints';
import { TURNAROUND_EXAMPLES } from './examples-turnaround';

/**
 * One example body and one example 200 reply for every documented call: shown at /api/docs, and the
 * answers the web's route tests get. Typed against the contract, and parsed by its schemas in the server's
 * tests, so an example cannot drift from the call.
 */
type Examples = {
  [K in EndpointName]?: { body?: BodyInput<Endpoints[K]>; reply?: Reply<Endpoints[K]> };
};

// A password travels as the browser's SHA-256 digest of it, in base64 (decision 003).
const DIGEST = 'mJ7PhI8CPxUbeqCS0ttSaEzcfkBy5c9OfxyLfo3Iq8k=';
const NEW_DIGEST = 'Wk3bPJTPQ0mYdgvj9kDtfFj08aXOYhTRaBGm0VgXkYE=';
const ITEM_ID = '0b6f3c52-5b1e-4c1e-9d3a-7f2e8a41c9d2';
const IMAGE_ID = '5d7c1a9e-2f4b-4e8a-b6c3-1a2b3c4d5e6f';
const REQ = 'RR-2026-000123';
const TRACK_KEY = 'q3Zp8LwX2mB7tR4yK9sD1a';
const WHEN = '2026-11-23T10:15:00.000Z';
const OK = { statusFlag: 0, message: 'OK' } as const;
const STATUS_OK = { status: 200, message: 'OK' } as const;

const charges = { service_charge: 800, parts_charge: 1450, gst_percent: 18, gst_amount: 405, total: 2655 };
const requestSummary = {
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
const item = {
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
  updated_at: WHEN,
};
const requestDetails = { ...requestSummary, narration: 'Laptop in its box with the charger', courier_editable: false };
const company = {
  name: 'Chennai Service Centre',
  address: '12 Anna Salai, Chennai 600002',
  gstin: '33AABCS1234F1ZY',
  phone: '+91 98400 12345',
  email: 'service@example.in',
  logo_url: null,
};
const INVOICE_NO = 'INV/26-27/00042';
const invoiceSummary = {
  kind: 'invoice' as const,
  invoice_no: INVOICE_NO,
  issued_on: '2026-11-23',
  req_code: REQ,
  refers_to: null,
  total: 2655,
  paid: 1000,
  due: 1655,
  payment_state: 'part_paid' as const,
  customer_name: 'Sri Murugan Traders',
};
const invoice = {
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
  round_off: 0,
  amount_in_words: 'Two Thousand Six Hundred Fifty Five Rupees Only',
  payments: [{ amount: 1000, method: 'upi' as const, reference: '432198765012', received_on: '2026-11-23' }],
  upi_link: `upi://pay?pa=kumarservice%40okaxis&pn=Chennai%20Service%20Centre&am=1655.00&tn=INV%2F26-27%2F00042&cu=INR`,
};
const dates = { from: '2026-10-01', to: '2026-11-23' };
const reportRow = {
  req_code: REQ,
  created_at: WHEN,
  customer_name: 'Sri Murugan Traders',
  customer_code: 'C000042',
  item_count: 1,
  group: 'completed' as const,
  charges: 2655,
};
const reportTotals = { requests: 1, items: 1, charges: 2655 };
const customer = {
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
const profile = {
  username: 'murugan',
  role: 'customer' as const,
  customercode: 'C000042',
  customername: 'Sri Murugan Traders',
  lastLogin: '2026-11-20T08:02:11.000Z',
  createdAt: '2026-04-02T05:30:00.000Z',
  language: 'en' as const,
  company: { ...customer, whatsapp_opt_in_at: '2026-04-02T05:30:00.000Z' },
};
const smsTemplate = {
  template_id: '6650b2c1d6fc0512345678ab',
  dlt_template_id: '1107161234567890123',
  template_id_ta: '',
  dlt_template_id_ta: '',
};
const messaging = {
  order: ['whatsapp' as const, 'sms' as const],
  whatsapp: { enabled: true, language: 'en' as const, templates: { received: 'item_received' } },
  sms: { enabled: true, templates: { received: smsTemplate } },
};

export const EXAMPLES = {
  authenticate: {
    body: { username: 'murugan', password: DIGEST },
    reply: {
      status: 200,
      message: 'OK',
      userDetails: {
        accessToken: 'eyJhbGciOiJFUzI1NiJ9.…',
        refreshToken: 'rt_4Jc9…',
        customercode: 'C000042',
        customername: 'Sri Murugan Traders',
        username: 'murugan',
        role: 'customer',
        lastLogin: '2026-11-20T08:02:11.000Z',
      },
    },
  },
  getOtp: {
    body: { email: customer.email, username: 'murugan', gstin: customer.gstin, mobile: customer.mobile },
    reply: { status: 200, message: AppMsg.otpSent },
  },
  insertCustomer: {
    body: { ...customer, username: 'murugan', password: DIGEST, otp: '482913', whatsapp_opt_in: true, language: 'en' },
    reply: { status: 200, message: AppMsg.accountCreated },
  },
  forgotPassword: { body: { identifier: 'murugan' }, reply: { status: 200, message: AppMsg.resetSent } },
  resetPassword: {
    body: { identifier: 'murugan', otp: '482913', password: NEW_DIGEST },
    reply: { status: 200, message: AppMsg.passwordReset },
  },
  setPassword: {
    body: {
      key: '6f1c2a9e-3b7d-4c1e-9a52-0d8e4f6b2c71.Qm9vZnVxS3hWcE56TG1XYjRyVDhrWUhvZGplUTJpYUY',
      password: NEW_DIGEST,
    },
    reply: { status: 200, message: AppMsg.passwordSet, username: 'murugan' },
  },
  refreshToken: {
    body: { refreshToken: 'rt_4Jc9…' },
    reply: {
      status: 200,
      message: 'OK',
      tokenReult: { accessToken: 'eyJhbGciOiJFUzI1NiJ9.…', refreshToken: 'rt_8Lm2…', status: 200 },
    },
  },
  logout: { body: { refreshToken: 'rt_8Lm2…' }, reply: { status: 200, message: AppMsg.loggedOut } },
  oldPasswordCheck: { body: { customercode: 'C000042', oldpassword: DIGEST }, reply: OK },
  changePassword: {
    body: { customercode: 'C000042', oldpassword: DIGEST, password: NEW_DIGEST },
    reply: { status: true, message: Msg.passwordChanged },
  },
  getProfile: { body: {}, reply: { ...STATUS_OK, profile } },
  setLanguage: { body: { language: 'ta' }, reply: STATUS_OK },
  setWhatsappOptIn: { body: { opt_in: true }, reply: { ...STATUS_OK, whatsapp_opt_in_at: WHEN } },
  updateProfile: {
    body: {
      contactperson: 'K. Senthil',
      address: '12 North Veli Street',
      city: 'Madurai',
      pincode: '625001',
      mobile: '98765 43210',
    },
    reply: {
      status: 200,
      message: PeopleMsg.profileSaved,
      profile: {
        ...profile,
        company: { ...profile.company, contactperson: 'K. Senthil', address: '12 North Veli Street' },
      },
    },
  },

  masterList: {
    body: {},
    reply: {
      ...OK,
      itemList: [
        { id: 1, name: 'Laptop' },
        { id: 2, name: 'Printer' },
      ],
      brandList: [
        { id: 1, name: 'Dell' },
        { id: 2, name: 'HP' },
      ],
    },
  },
  listRequests: {
    body: { limit: 20, group: 'in_progress', search: 'Inspiron', ...dates },
    reply: { ...OK, requestrepair_list: [requestSummary], next_cursor: null },
  },
  addRequest: {
    body: {
      idempotency_key: '7b1f0f4e-3c2d-4a5b-8e9f-0a1b2c3d4e5f',
      courier_name: 'Professional Couriers',
      docket_number: 'PC48291734',
      narration: 'Laptop in its box with the charger',
      items: [
        {
          item_id: 1,
          brand_id: 1,
          model_number: 'Inspiron 15-3520',
          serial_number: 'SN7H2K9Q',
          problem: 'No power',
          image_ids: [IMAGE_ID],
        },
      ],
    },
    reply: { ...OK, req_code: REQ },
  },
  updateCourier: {
    body: { req_code: REQ, courier_name: 'DTDC', docket_number: 'D71624593', narration: 'Sent again by DTDC' },
    reply: OK,
  },
  updateItemStatus: {
    body: {
      item_id: ITEM_ID,
      status: 'dispatched',
      version: 6,
      remark: 'Packed with the charger',
      return_courier: 'Professional Couriers',
      return_docket: 'PC48299911',
    },
    reply: OK,
  },
  cancelRequest: {
    body: { req_code: REQ, reason: 'Repaired locally' },
    reply: { statusFlag: 0, message: 'The request has been cancelled.' },
  },
  updateCharges: {
    body: {
      item_id: ITEM_ID,
      version: 2,
      service_charge: 800,
      parts_charge: 1450,
      gst_percent: 18,
      remark: 'New DC jack',
    },
    reply: OK,
  },
  actionCounts: {
    body: {},
    reply: { ...OK, counts: { receipt: 4, charges: 2, repair: 7, dispatch: 3, delivery: 1 } },
  },
  auditTrail: {
    body: { req_code: REQ },
    reply: {
      ...OK,
      audit_details: [
        {
          id: 981,
          at: WHEN,
          by: 'Priya (staff)',
          by_tamil: 'பிரியா',
          entity: 'item',
          entity_id: ITEM_ID,
          action: 'charges',
          before: { status: 'received' },
          after: { status: 'estimated', total: 2655 },
        },
      ],
    },
  },
  messageDeliveries: {
    body: { req_code: REQ },
    reply: {
      ...OK,
      deliveries: [
        {
          id: 311,
          channel: 'whatsapp',
          kind: 'estimated',
          to: '+91 98765 43210',
          state: 'read',
          reason: null,
          attempts: 1,
          created_at: WHEN,
          updated_at: WHEN,
        },
      ],
    },
  },
  viewRequest: {
    body: { req_code: REQ },
    reply: { ...OK, request_details: requestDetails, request_item_details: [item] },
  },
  viewItem: {
    body: { item_id: ITEM_ID },
    reply: {
      ...OK,
      request_item: { ...item, req_code: REQ },
      request_tracking_details: [
        {
          status: 'received',
          status_label: STATUS_TEXT.received.label,
          explanation: STATUS_TEXT.received.explanation,
          remark: 'Received in good condition',
          by: 'Priya (staff)',
          at: WHEN,
        },
      ],
      image_details: [
        {
          image_id: IMAGE_ID,
          url: `/api/files/${IMAGE_ID}/full?exp=1795430100&sig=…`,
          thumbnail_url: `/api/files/${IMAGE_ID}/thumb?exp=1795430100&sig=…`,
          width: 2560,
          height: 1920,
        },
      ],
    },
  },
  printRequest: {
    body: { req_code: REQ },
    reply: {
      ...OK,
      request_details: requestDetails,
      request_item_details: [item],
      customer_details: {
        name: customer.companyname,
        address: customer.address,
        gstin: customer.gstin,
        phone: '+91 98765 43210',
        email: customer.email,
        code: 'C000042',
        contact_person: customer.contactperson,
      },
      company_details: company,
      tracking_url: `https://service.example.in/t/${TRACK_KEY}`,
    },
  },
  trackingLink: {
    body: { req_code: REQ },
    reply: { ...OK, tracking_url: `https://service.example.in/t/${TRACK_KEY}` },
  },
  replaceTrackingLink: {
    body: { req_code: REQ },
    reply: {
      statusFlag: 0,
      message: TrackMsg.replaced,
      tracking_url: 'https://service.example.in/t/Vb5nQ1xZ7cW3eR8tY2uI4o',
    },
  },
  trackView: {
    body: { k: TRACK_KEY },
    reply: {
      ...OK,
      req_code: REQ,
      created_at: WHEN,
      group: 'in_progress',
      centre: { name: company.name, phone: company.phone },
      actions_open: true,
      items: [
        {
          line_no: 1,
          item_name: 'Laptop',
          brand_name: 'Dell',
          model_number: 'Inspiron 15-3520',
          serial_number: 'SN7H2K9Q',
          status: 'estimated',
          status_label: STATUS_TEXT.estimated.label,
          explanation: STATUS_TEXT.estimated.explanation,
          timeline: [
            { status: 'pending', status_label: STATUS_TEXT.pending.label, at: '2026-11-18T09:00:00.000Z' },
            { status: 'received', status_label: STATUS_TEXT.received.label, at: '2026-11-20T11:30:00.000Z' },
            { status: 'estimated', status_label: STATUS_TEXT.estimated.label, at: WHEN },
          ],
        },
      ],
    },
  },
  trackSendCode: { body: { k: TRACK_KEY }, reply: { status: 200, message: AppMsg.otpSent } },
  trackVerifyCode: {
    body: { k: TRACK_KEY, otp: '482913' },
    reply: { ...OK, grant: 'g_2Hq…', quotes: [{ line_no: 1, charges }], courier: null },
  },
  trackAnswerCharges: { body: { k: TRACK_KEY, grant: 'g_2Hq…', line_no: 1, decision: 'approved' }, reply: OK },
  trackUpdateCourier: {
    body: {
      k: TRACK_KEY,
      grant: 'g_2Hq…',
      courier_name: 'DTDC',
      docket_number: 'D71624593',
      narration: 'Sent by DTDC',
    },
    reply: OK,
  },
  presignUpload: {
    body: { content_type: 'image/jpeg', size: 1843211 },
    reply: {
      ...OK,
      signedUrl: `/api/uploads/${IMAGE_ID}?exp=1795430100&sig=…`,
      image_id: IMAGE_ID,
      expires_at: '2026-11-23T10:30:00.000Z',
    },
  },
  completeUpload: {
    body: { image_id: IMAGE_ID },
    reply: { statusFlag: 0, message: 'Uploaded', image_id: IMAGE_ID, width: 2560, height: 1920 },
  },

  completedReport: {
    body: { ...dates, limit: 50 },
    reply: { ...OK, next_cursor: null, totals: reportTotals, completedrequest_list: [reportRow] },
  },
  inProgressReport: {
    body: { ...dates, search: 'Murugan' },
    reply: {
      ...OK,
      next_cursor: null,
      totals: reportTotals,
      inprogressrequest_list: [{ ...reportRow, group: 'in_progress' }],
    },
  },
  pendingReport: {
    body: dates,
    reply: {
      ...OK,
      next_cursor: null,
      totals: reportTotals,
      pendingrequest_list: [{ ...reportRow, group: 'pending' }],
    },
  },
  reportSummary: {
    body: dates,
    reply: {
      ...OK,
      groups: {
        pending: { requests: 3, items: 4, charges: 0 },
        in_progress: { requests: 7, items: 9, charges: 12400 },
        completed: { requests: 21, items: 26, charges: 58310 },
      },
      weekly: [
        { week: '2026-11-16', group: 'completed', requests: 5 },
        { week: '2026-11-16', group: 'in_progress', requests: 2 },
      ],
    },
  },
  reportBreakdown: {
    body: { ...dates, group: 'completed', by: 'brand' },
    reply: { ...OK, rows: [{ name: 'Dell', requests: 9, items: 11, charges: 28450 }] },
  },
  exportCsv: { body: { ...dates, group: 'completed' } },

  listInvoices: { body: { req_code: REQ }, reply: { ...OK, invoices: [invoiceSummary], total_due: 1655 } },
  viewInvoice: { body: { invoice_no: INVOICE_NO }, reply: { ...OK, invoice } },
  invoiceStatement: {
    body: { month: '2026-11', customercode: 'C000042' },
    reply: {
      ...OK,
      statement: {
        customercode: 'C000042',
        customer_name: 'Sri Murugan Traders',
        gstin: '33AAACM4321K1Z5',
        month: '2026-11',
        opening_balance: 0,
        entries: [
          {
            id: `invoice:${INVOICE_NO}`,
            date: '2026-11-23',
            kind: 'invoice',
            invoice_no: INVOICE_NO,
            method: null,
            reference: '',
            debit: 2655,
            credit: 0,
            balance: 2655,
          },
          {
            id: 'payment:17',
            date: '2026-11-23',
            kind: 'payment',
            invoice_no: INVOICE_NO,
            method: 'upi',
            reference: '432198765012',
            debit: 0,
            credit: 1000,
            balance: 1655,
          },
        ],
        total_debit: 2655,
        total_credit: 1000,
        closing_balance: 1655,
      },
    },
  },
  exportGstr1: { body: { month: '2026-11', sheet: 'b2b' } },
  downloadInvoice: { body: { invoice_no: INVOICE_NO } },
  issueInvoice: { body: { req_code: REQ }, reply: { statusFlag: 0, message: InvoiceMsg.issued, invoice } },
  issueCreditNote: {
    body: { invoice_no: INVOICE_NO, reason: 'Parts charge entered twice' },
    reply: {
      statusFlag: 0,
      message: InvoiceMsg.creditIssued,
      invoice: {
        ...invoice,
        kind: 'credit_note',
        invoice_no: 'CRN/26-27/00003',
        refers_to: INVOICE_NO,
        reason: 'Parts charge entered twice',
        paid: 0,
        due: 0,
        payment_state: 'credited',
        payments: [],
        upi_link: null,
      },
    },
  },
  recordPayment: {
    body: {
      invoice_no: INVOICE_NO,
      amount: 1000,
      method: 'upi',
      reference: '432198765012',
      idempotency_key: '0c7d3e1a-5b2f-4c8e-9a6d-3f1e2b4c5d6e',
    },
    reply: { statusFlag: 0, message: InvoiceMsg.paymentRecorded, invoice },
  },
  invoicePreview: {
    body: { req_code: REQ, dispatch_item_id: ITEM_ID },
    reply: {
      ...OK,
      preview: {
        lines: [{ line_no: 1, description: 'Laptop, Dell Inspiron 15-3520, serial 5CD1234XYZ', total: 2655 }],
        taxable: 2250,
        gst: 405,
        round_off: 0,
        total: 2655,
        dispatched_uninvoiced: 1,
        blocked_by: ['company_gstin'],
      },
    },
  },
  toInvoiceList: {
    body: {},
    reply: {
      ...OK,
      requests: [
        {
          req_code: REQ,
          customer_name: customer.companyname,
          customer_code: 'C000042',
          dispatched_at: WHEN,
          items: 1,
          total: 2655,
        },
      ],
      more: false,
      blocked_by: ['company_gstin'],
    },
  },

  adminMasterList: {
    body: { kind: 'brand' },
    reply: { ...OK, master_list: [{ id: 1, name: 'Dell', active: true, in_use: 42 }] },
  },
  saveMaster: { body: { kind: 'brand', name: 'Lenovo' }, reply: { statusFlag: 0, message: AdminMsg.saved, code: '7' } },
  branchList: {
    body: {},
    reply: {
      ...OK,
      branch_list: [
        { id: 1, name: 'Madurai', address: 'West Masi Street', phone: '+91 94430 12345', active: true, employees: 4 },
      ],
    },
  },
  saveBranch: {
    body: { name: 'Coimbatore', address: 'Avinashi Road', phone: '+919443012345' },
    reply: { statusFlag: 0, message: AdminMsg.saved, code: '2' },
  },
  companySettings: {
    body: {},
    reply: {
      ...OK,
      company_details: {
        ...company,
        muted_statuses: ['in_repair'],
        messaging,
        upi_id: 'kumarservice@okaxis',
        channels_available: { whatsapp: true, sms: true },
      },
    },
  },
  saveCompanySettings: {
    body: {
      name: company.name,
      address: company.address,
      gstin: company.gstin,
      phone: '+919840012345',
      email: company.email,
      logo_image_id: IMAGE_ID,
      muted_statuses: ['in_repair'],
      messaging,
      upi_id: 'kumarservice@okaxis',
    },
    reply: { statusFlag: 0, message: AdminMsg.saved },
  },
  setupChecklist: { body: {}, reply: { ...OK, missing: ['company_phone', 'branch', 'upi_id'] } },
  customerList: {
    body: { search: 'Murugan', limit: 20 },
    reply: {
      ...OK,
      customer_list: [{ ...customer, customercode: 'C000042', username: 'murugan', language: 'ta', active: true }],
      next_cursor: null,
    },
  },
  saveCustomer: {
    body: { ...customer, username: 'murugan', active: true, language: 'ta' },
    reply: { statusFlag: 0, message: PeopleMsg.customerCreated, code: 'C000042' },
  },
  sendCustomerReset: {
    body: { customercode: 'C000042' },
    reply: { statusFlag: 0, message: PeopleMsg.resetSent, code: 'C000042' },
  },
  employeeList: {
    body: { search: 'Priya' },
    reply: {
      ...OK,
      employee_list: [
        {
          employeecode: 'E0007',
          employee_name: 'Priya',
          employee_name_tamil: 'பிரியா',
          username: 'priya',
          user_role: 'staff',
          branch_id: 1,
          branch_name: 'Madurai',
          device_id: 'DESK-01',
          active: true,
        },
      ],
      next_cursor: null,
    },
  },
  saveEmployee: {
    body: {
      employee_name: 'Priya',
      employee_name_tamil: 'பிரியா',
      username: 'priya',
      password: DIGEST,
      user_role: 'staff',
      branch_id: 1,
      device_id: 'DESK-01',
      passcode: '4821',
    },
    reply: { statusFlag: 0, message: PeopleMsg.employeeSaved, code: 'E0007' },
  },
  health: { reply: { status: 'ok', database: 'postgres' } },
  ...TURNAROUND_EXAMPLES,
} satisfies Examples;
