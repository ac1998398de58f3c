import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditEntry {
  actorId: string;
  entity: 'request' | 'item' | 'master' | 'customer' | 'employee' | 'branch' | 'company' | 'invoice' | 'turnaround';
  entityId: string;
  action: string;
  requestId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const rowOf = (e: AuditEntry) => ({
  actorId: e.actorId,
  entity: e.entity,
  entityId: e.entityId,
  action: e.action,
  requestId: e.requestId ?? null,
  before: e.before ?? null,
  after: e.after ?? null,
});

/** Written in the same transaction as the change, so an audit entry exists exactly when the change does. */
export async function recordAudit(tx: DbOrTx, e: AuditEntry) {
  await tx.insert(auditLog).values(rowOf(e));
}

/** Several entries of one change (a move of many items) in one statement, in their order. */
export async function recordAudits(tx: DbOrTx, entries: AuditEntry[]) {
  if (entries.length) await tx.insert(auditLog).values(entries.map(rowOf));
}

export function auditOfRequest(db: DbOrTx, requestId: string) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      by: users.displayName,
      byTamil: users.nameTamil,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.requestId, requestId))
    .orderBy(asc(auditLog.id));
}
