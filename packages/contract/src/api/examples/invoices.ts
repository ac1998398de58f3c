import { InvoiceMsg } from '../../invoices/messages';
import { customer, type Examples, INVOICE_NO, ITEM_ID, invoice, invoiceSummary, OK, REQ, WHEN } from './shared';

/** Invoices, credit notes, payments and statements. */
export const INVOICE_EXAMPLES = {
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
} satisfies Examples;
