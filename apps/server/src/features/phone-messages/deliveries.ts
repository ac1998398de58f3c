import type { TDelivery, TMessageKind } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import { deliveriesOfRequest } from './phone-outbox.repository';

/** Each WhatsApp and SMS message of a request with where it stands, for the service desk. */
export async function requestDeliveries(db: DbOrTx, requestId: string): Promise<TDelivery[]> {
  const rows = await deliveriesOfRequest(db, requestId);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    kind: r.kind as TMessageKind,
    to: r.toPhone,
    state: r.state,
    reason: r.lastError,
    attempts: r.attempts,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
