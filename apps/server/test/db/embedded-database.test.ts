import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { PgliteBridge } from '../../src/db/embedded/bridge';
import { violatedUnique } from '../../src/lib/db-errors';
import { rows } from '../helpers/query';

// The embedded database runs in a worker thread behind a bridge (decision 012). These check what the bridge
// and its prepared statements must keep from PGlite itself; the other API tests run through it as well.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await database.db.execute(sql`create table t (id int primary key, name text unique)`);
});
afterAll(() => database.close());

const count = async () => (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from t`))[0]?.n;
const tick = () => new Promise((r) => setTimeout(r, 30));

describe('the embedded database (PGlite in a worker)', () => {
  it('commits a transaction, and a query from outside waits until it has ended', async () => {
    const before = await count();
    let outside: Promise<number | undefined> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 'one')`);
      outside = count();
      await tick();
      await tx.execute(sql`insert into t values (2, 'two')`);
    });
    expect(await outside).toBe((before ?? 0) + 2);
  });

  it('rolls back everything of a transaction that throws, and answers its error', async () => {
    const before = await count();
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (3, 'three')`);
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before);
  });

  it('answers a unique violation with its code and constraint, and keeps nothing of it', async () => {
    const before = await count();
    const err = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t values (4, 'four')`);
        await tx.execute(sql`insert into t values (5, 'one')`);
      })
      .catch((e: unknown) => e);
    expect(violatedUnique(err)).toBe('t_name_key');
    expect(await count()).toBe(before);
  });

  it('binds parameters of every kind and returns them unchanged', async () => {
    const when = '2026-11-22T10:00:00.000Z';
    const [row] = await rows<Record<string, unknown>>(
      database.db,
      sql`select ${'text'}::text as s, ${42}::int as i, ${true}::boolean as b, ${null}::text as n,
        ${JSON.stringify({ a: [1, 2] })}::jsonb as j, ${when}::timestamptz as at`,
    );
    expect(row).toMatchObject({ s: 'text', i: 42, b: true, n: null, j: { a: [1, 2] } });
    // drizzle keeps timestamps as PostgreSQL's text; the worker must apply the same parsers.
    expect(typeof row?.at).toBe('string');
    expect(new Date(row?.at as string).toISOString()).toBe(when);
  });

  it('prepares a statement again when its table changes under it', async () => {
    await database.db.execute(sql`create table u (id int)`);
    await database.db.execute(sql`insert into u values (1)`);
    const all = () => rows(database.db, sql`select * from u`);
    expect(await all()).toEqual([{ id: 1 }]);
    await database.db.execute(sql`alter table u add column note text default 'x'`);
    expect(await all()).toEqual([{ id: 1, note: 'x' }]);
  });

  it('keeps working past the number of statements it keeps prepared', async () => {
    for (let i = 0; i < 320; i++) {
      const [row] = await rows<{ v: number }>(database.db, sql.raw(`select ${i} + 1 as v`));
      expect(row?.v).toBe(i + 1);
    }
    const [again] = await rows<{ v: number }>(database.db, sql.raw('select 0 + 1 as v'));
    expect(again?.v).toBe(1);
  });

  it('reports a worker that stops unasked once, and answers every later call with a clear error', async () => {
    const bridge = await PgliteBridge.start({ sharedBuffers: '16MB' });
    const lost: Error[] = [];
    bridge.onLost((err) => lost.push(err));
    expect((await bridge.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await (bridge as unknown as { worker: Worker }).worker.terminate();
    expect(lost.map((e) => e.message)).toEqual(['The embedded database stopped (exit code 1).']);
    await expect(bridge.query('select 1')).rejects.toThrow('The embedded database stopped');
  });

  it('does not report a stop it was asked for', async () => {
    const bridge = await PgliteBridge.start({ sharedBuffers: '16MB' });
    const lost: Error[] = [];
    bridge.onLost((err) => lost.push(err));
    await bridge.close();
    expect(lost).toEqual([]);
  });
});
