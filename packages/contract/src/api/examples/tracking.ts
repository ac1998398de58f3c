import { AppMsg } from '../../common/messages';
import { STATUS_TEXT } from '../../requests/status-registry';
import { TrackMsg } from '../../requests/track-messages';
import { charges, company, type Examples, OK, REQ, TRACK_KEY, WHEN } from './shared';

/** The tracking link and the public tracking page (no sign-in). */
export const TRACKING_EXAMPLES = {
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
      centre: { name: company.name, phone: company.phone, email: company.email },
      actions_open: true,
      boxes_back: [],
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
          parts_expected_on: null,
          due_at: '2026-11-27T11:30:00.000Z',
          clock_state: 'paused',
          minutes_left: 1620,
          if_parts_arrive: null,
          turnaround: { amount: 3, unit: 'days' },
          timeline: [
            {
              status: 'pending',
              status_label: STATUS_TEXT.pending.label,
              at: '2026-11-18T09:00:00.000Z',
              due_moved_to: null,
            },
            {
              status: 'received',
              status_label: STATUS_TEXT.received.label,
              at: '2026-11-20T11:30:00.000Z',
              due_moved_to: null,
            },
            { status: 'estimated', status_label: STATUS_TEXT.estimated.label, at: WHEN, due_moved_to: null },
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
  trackResume: {
    body: { k: TRACK_KEY },
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
} satisfies Examples;
