import { Code, ServerMsg, StatusFlag } from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { auditOfRequest } from '../audit';
import { awaitingCountSql } from '../conversations';
import { requestDeliveries } from '../phone-messages';
import { findRequest } from '../requests';
import { courierCountsSql } from '../shipments';
import { deskCounts } from './desk.repository';

/** The service desk's own reads: what waits for staff, and who changed a request. Staff only (routes). */
export function createDeskService(deps: Pick<Deps, 'db' | 'now' | 'settings'>) {
  const handed = () => ({
    awaiting: awaitingCountSql(),
    couriers: courierCountsSql(deps.settings.COURIER_QUIET_HOURS),
  });
  async function actionCounts() {
    const { counts, clock, awaiting, couriers } = await deskCounts(deps.db, deps.now(), handed());
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      counts,
      clock_counts: clock,
      awaiting_reply: awaiting,
      courier_counts: couriers,
    };
  }

  async function auditTrail(reqCode: string) {
    const found = await findRequest(deps.db, reqCode, null);
    if (!found) throw new AppError(Code.notFound, ServerMsg.requestNotFound);
    const rows = await auditOfRequest(deps.db, found.request.id);
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      audit_details: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        by: r.by,
        by_tamil: r.byTamil || null,
        entity: r.entity,
        entity_id: r.entityId,
        action: r.action,
        before: (r.before as Record<string, unknown> | null) ?? null,
        after: (r.after as Record<string, unknown> | null) ?? null,
      })),
    };
  }
  /** The request's WhatsApp and SMS messages: channel, state and the provider's reason for a failure. */
  async function messageDeliveries(reqCode: string) {
    const found = await findRequest(deps.db, reqCode, null);
    if (!found) throw new AppError(Code.notFound, ServerMsg.requestNotFound);
    return { statusFlag: StatusFlag.ok, message: 'OK', deliveries: await requestDeliveries(deps.db, found.request.id) };
  }
  return { actionCounts, auditTrail, messageDeliveries };
}
export type DeskService = ReturnType<typeof createDeskService>;
