import { ITEM_STATUSES, itemCharges, quoteGst, requestGroup, type TItemStatus } from '@svc/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { ITEM_TOTAL } from '../../src/db/sql/charges';
import { GROUP_OF_ITEMS } from '../../src/features/item-flow/request-state.repository';
import { freshDatabase } from '../helpers/database';
import { rows } from '../helpers/query';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
  await database.dispose();
});

/** Every multiset of up to `size` statuses: each combination of items a request can have. */
function combinations(size: number): TItemStatus[][] {
  const out: TItemStatus[][] = [];
  const grow = (from: number, acc: TItemStatus[]) => {
    if (acc.length) out.push(acc);
    if (acc.length === size) return;
    for (let i = from; i < ITEM_STATUSES.length; i++) grow(i, [...acc, ITEM_STATUSES[i] as TItemStatus]);
  };
  grow(0, []);
  return out;
}

describe("a request's derived state has one rule in SQL and TypeScript", () => {
  it('gives the same group for every combination of up to three item statuses', async () => {
    const combos = combinations(3);
    const values = combos.flatMap((statuses, id) => statuses.map((s) => sql`(${id}, ${s})`));
    const got = await rows<{ id: number; grp: string }>(
      db,
      sql`select id, ${GROUP_OF_ITEMS} as grp from (values ${sql.join(values, sql`, `)}) as t(id, status)
          group by id order by id`,
    );
    expect(got).toHaveLength(combos.length);
    const mismatches = got.filter((r) => r.grp !== requestGroup(combos[r.id] as TItemStatus[]));
    expect(mismatches).toEqual([]);
    // The rule is not trivial: all three groups occur.
    expect(new Set(got.map((r) => r.grp))).toEqual(new Set(['pending', 'in_progress', 'completed']));
  });

  it("gives the same item total as the contract's function, from the GST stored at the quote, to the paisa", async () => {
    const cases = [
      [0, 0, 0],
      [100, 0, 18],
      [333.33, 0.01, 18],
      [1234.56, 789.01, 28],
      [0.05, 0.05, 5],
      [9_999_999.99, 0, 12],
      [150, 99.99, 0],
      [1500, 2499.5, 18],
    ] as const;
    const quoted = cases.flatMap(([service, parts, gstPercent]) =>
      [true, false].map((intra) => ({
        service,
        parts,
        gstPercent,
        gstAmount: quoteGst({ service, parts, gstPercent }, intra),
      })),
    );
    const values = quoted.map(
      (q, i) => sql`(${i}, ${q.service}::numeric, ${q.parts}::numeric, ${q.gstPercent}::int, ${q.gstAmount}::numeric)`,
    );
    const got = await rows<{ i: number; total: string }>(
      db,
      sql`select i, ${ITEM_TOTAL} as total
          from (values ${sql.join(values, sql`, `)}) as t(i, service_charge, parts_charge, gst_percent, gst_amount) order by i`,
    );
    for (const r of got) expect(Number(r.total)).toBe(itemCharges(quoted[r.i] as (typeof quoted)[number]).total);
    expect(got).toHaveLength(quoted.length);
  });
});
