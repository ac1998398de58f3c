import type { Db } from '../../db/client';
import type { Msg91Report, WebhookInbox, WhatsappStatus } from '../webhooks';
import { applyReport, type ReportedState } from './phone-outbox.repository';

const WHATSAPP_STATES: Record<string, ReportedState> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

/** MSG91's report codes: 1 delivered; 8 (sent to the operator), 3 and 5 (pending) still on the way. */
function msg91State(status: string): ReportedState {
  if (status === '1') return 'delivered';
  if (['3', '5', '8'].includes(status)) return 'sent';
  return 'failed';
}

const whatsappReason = (e: WhatsappStatus['error']) =>
  e ? [e.code, e.title ?? e.message, e.error_data?.details].filter(Boolean).join(' ') : 'failed';

/**
 * The providers' delivery reports, as the webhook inbox hands them over (decision 098): each moves its
 * message's state on (`applyReport`: only forward, so a report applied twice, or late, changes nothing);
 * a report on a message this server does not know is ignored.
 */
export function handleDeliveryReports(db: Db, inbox: Pick<WebhookInbox, 'handle'>) {
  inbox.handle('whatsapp', async ({ statuses }) => {
    for (const st of statuses) {
      const state = WHATSAPP_STATES[st.status];
      if (!state) continue;
      const reason = state === 'failed' ? whatsappReason(st.error) : null;
      await db.transaction((tx) => applyReport(tx, 'whatsapp', st.id, state, reason));
    }
  });
  inbox.handle('msg91', async ({ reports }) => {
    for (const r of reports satisfies Msg91Report[]) {
      const state = msg91State(r.status);
      const reason = state === 'failed' ? [r.desc, r.failedReason].filter(Boolean).join(': ') : null;
      await db.transaction((tx) => applyReport(tx, 'sms', r.requestId, state, reason));
    }
  });
}
