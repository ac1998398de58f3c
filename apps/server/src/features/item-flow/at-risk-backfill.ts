import { atRiskFrom, DEFAULT_WORKING_CALENDAR, turnaroundOf } from '@svc/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestItems } from '../../db/schema';
import { readCompanySettings } from '../company';
import { rebuildClocks } from './request-state.repository';

const BATCH = 500;

/**
 * Items promised before migration 0025 have a due but no at-risk instant: it needs the company's working
 * calendar, which SQL does not walk, so the server fills it at start (decision 059), a batch at a time, and
 * then the clock instants of those items' requests. Idempotent: a start with nothing to fill reads one row.
 */
export async function backfillAtRisk(db: Db): Promise<number> {
  const cal = (await readCompanySettings(db))?.workingCalendar ?? DEFAULT_WORKING_CALENDAR;
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({
        id: requestItems.id,
        requestId: requestItems.requestId,
        dueAt: requestItems.dueAt,
        days: requestItems.turnaroundDays,
        hours: requestItems.turnaroundHours,
      })
      .from(requestItems)
      .where(and(isNotNull(requestItems.dueAt), isNull(requestItems.atRiskAt)))
      .limit(BATCH);
    if (!rows.length) return filled;
    await db.transaction(async (tx) => {
      for (const r of rows) {
        const at = atRiskFrom(r.dueAt as Date, turnaroundOf(r.days, r.hours), cal);
        await tx
          .update(requestItems)
          .set({ atRiskAt: at })
          // A move meanwhile set its own (with its new due): keep that one.
          .where(and(eq(requestItems.id, r.id), isNull(requestItems.atRiskAt)));
      }
      await rebuildClocks(tx, [...new Set(rows.map((r) => r.requestId))]);
    });
    filled += rows.length;
  }
}
