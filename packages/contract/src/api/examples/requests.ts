import { STATUS_TEXT } from '../../requests/status-registry';
import {
  company,
  customer,
  dates,
  type Examples,
  IMAGE_ID,
  ITEM_ID,
  item,
  OK,
  REQ,
  requestDetails,
  requestSummary,
  TRACK_KEY,
  WHEN,
} from './shared';

/** The desk's and the customer's calls on repair requests and their items, and photo uploads. */
export const REQUEST_EXAMPLES = {
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
    reply: {
      ...OK,
      requestrepair_list: [
        {
          ...requestSummary,
          promise: {
            due_at: '2026-11-26T13:30:00.000Z',
            clock_state: 'at_risk',
            minutes_left: 185,
            if_parts_arrive: null,
            turnaround: { amount: 4, unit: 'hours' },
          },
          unread_messages: 1,
          raised_by_colleague: 'Lakshmi R',
        },
      ],
      next_cursor: null,
      working_day_minutes: 540,
    },
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
  moveItems: {
    body: {
      req_code: REQ,
      items: [
        { item_id: ITEM_ID, version: 2 },
        { item_id: '8d0f4d6e-2b7a-4c55-9f3e-2a1b0c9d8e7f', version: 2 },
      ],
      status: 'received',
      remark: 'One box, both items inside',
      docket_number: 'PC48291234',
    },
    reply: { statusFlag: 0, message: '2 items moved to Received.' },
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
  quoteItems: {
    body: {
      req_code: REQ,
      items: [
        { item_id: ITEM_ID, version: 2 },
        { item_id: '8d0f4d6e-2b7a-4c55-9f3e-2a1b0c9d8e7f', version: 2 },
      ],
      service_charge: 600,
      parts_charge: 900,
      gst_percent: 18,
      remark: 'Both keyboards replaced',
    },
    reply: { statusFlag: 0, message: 'Charges saved for 2 items.' },
  },
  actionCounts: {
    body: {},
    reply: {
      ...OK,
      counts: { receipt: 4, charges: 2, repair: 7, dispatch: 3, delivery: 1 },
      clock_counts: { at_risk: 2, late: 1 },
      awaiting_reply: 3,
      courier_counts: { arrived: 1, exception: 1, quiet: 0 },
    },
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
    reply: {
      ...OK,
      request_details: requestDetails,
      request_item_details: [item],
      rating: null,
      working_day_minutes: 540,
      shipments: [
        {
          direction: 'in',
          carrier: requestDetails.courier_name,
          docket: requestDetails.docket_number,
          status: 'delivered',
          line_nos: [1],
          created_at: WHEN,
          updated_at: WHEN,
          booking: null,
        },
      ],
      pickup_offered: false,
    },
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
          expected_on: null,
          due_moved_to: null,
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
} satisfies Examples;
