import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { rowsOf } from '../rows';

/**
 * A message that waits a short window for others saying the same thing (decision 101): the first opens a
 * row under `key` due `windowSeconds` later; each next one joins it (`merge`), the row is rewritten and its
 * window starts again, up to `GATHER_MAX_WINDOWS` windows after the first change.
 */
export interface Gather<D> {
  /** What the messages that may be told together share (request, status, wording, recipient's language). */
  key: string;
  windowSeconds: number;
  doc: D;
  merge: (open: D, next: D) => D;
}

/** How a table writes a gathered row: the first insert (due `due`), and the rewrite when another joins. */
export interface GatherWrites<D> {
  /** Answers whether the row was inserted (another with the same dedupe or merge key may have been). */
  insert: (doc: D, due: SQL) => Promise<boolean>;
  update: (id: number, doc: D, due: SQL) => Promise<void>;
}

/** The most a gathered message waits, as a multiple of the window: changes that keep coming do not hold it for ever. */
const GATHER_MAX_WINDOWS = 5;

/**
 * Opens the window or joins the one open, in the caller's transaction. The open row is locked, so a worker
 * (which skips locked rows) cannot take it meanwhile, and a worker that takes it first empties its key, so
 * the next message opens a new window. Two transactions opening the same window at once: the second's
 * insert meets the key's unique index and joins the first's row once that has committed.
 */
export async function gather<D>(tx: DbOrTx, table: PgTable, g: Gather<D>, writes: GatherWrites<D>): Promise<void> {
  const open = async () => {
    const rows = rowsOf<{ id: number; merge_doc: D }>(
      await tx.execute(sql`select id, merge_doc from ${table} where merge_key = ${g.key} limit 1 for update`),
    );
    const row = rows[0];
    if (!row) return false;
    // Each change that joins gives the next one the window again (a customer approving quotes at a
    // person's pace), up to GATHER_MAX_WINDOWS windows after the first.
    const due = sql`least(created_at + make_interval(secs => ${g.windowSeconds * GATHER_MAX_WINDOWS}),
      now() + make_interval(secs => ${g.windowSeconds}))`;
    await writes.update(Number(row.id), g.merge(row.merge_doc, g.doc), due);
    return true;
  };
  if (await open()) return;
  if (await writes.insert(g.doc, sql`now() + make_interval(secs => ${g.windowSeconds})`)) return;
  await open();
}
