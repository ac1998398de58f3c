import { createHash } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, counter, startCluster } from '../../cluster/start-cluster';
import { signupForm } from '../helpers/accounts';
import { digest } from '../helpers/app';
import { makeJpeg } from '../helpers/requests';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { until } from '../helpers/wait';

// The scale-out on real parts (nginx, two instances, PostgreSQL primary and streaming replica, Redis). It
// runs once, in the PostgreSQL pass of the API tests; its figures are printed for the closing notes.
const run = Boolean(process.env.TEST_DATABASE_URL);
const AUTH_LIMIT = 30;

let cluster: Cluster;
let smtp: TestSmtp;
const figures: string[] = [];

type Body = Record<string, unknown>;
const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
async function call<T = Body>(base: string, path: string, body: unknown = {}, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}
/** An instance's last check of its replica (its `reports_replica_fit` gauge). */
const replicaFit = async (instanceUrl: string) => (await counter(instanceUrl, 'reports_replica_fit', '', true)) === 1;
const login = async (base: string, username: string, password: string) =>
  (
    await call<{ userDetails: { accessToken: string; refreshToken: string } }>(base, '/login/authenticate', {
      username,
      password: digest(password),
    })
  ).body.userDetails;

/** The first of `n` consecutive ports nothing listens on now, from a range no other suite uses. */
async function freePorts(n: number) {
  const free = (port: number) =>
    new Promise<boolean>((done) => {
      const probe = net.createServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
  for (let base = 4100 + (process.pid % 50) * 10; base < 4700; base += 10) {
    const ports = Array.from({ length: n }, (_, i) => base + i);
    if ((await Promise.all(ports.map(free))).every(Boolean)) return base;
  }
  throw new Error('no free ports for the cluster between 4100 and 4700');
}

beforeAll(async () => {
  if (!run) return;
  smtp = await startSmtp();
  cluster = await startCluster({
    basePort: await freePorts(5),
    env: {
      SMTP_URL: smtp.url,
      REPORTS_MAX_LAG_SECONDS: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      OUTBOX_POLL_MS: '100',
      MESSAGE_WINDOW_SECONDS: '0',
    },
    redisDb: 9,
  });
}, 420_000);

afterAll(async () => {
  if (!run) return;
  if (figures.length) process.stdout.write(`\ncluster figures:\n  ${figures.join('\n  ')}\n`);
  await cluster?.stop();
  await smtp?.close();
});

describe.runIf(run)('two instances behind nginx, one primary, a streaming replica, Redis', () => {
  const A = () => cluster.instances[0].url;
  const B = () => cluster.instances[1].url;
  let customer: { username: string; password: string; email: string };
  let customerToken: string;
  let adminToken: string;

  it('signs in through one instance and refreshes through the other', async () => {
    const form = signupForm();
    expect(
      (await call(A(), '/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin })).status,
    ).toBe(200);
    const otp = await smtp.codeFor(form.email);
    const made = await call(B(), '/login/insertCustomer', { ...form, password: digest('Secret@123'), otp });
    expect(made.status).toBe(200);
    customer = { username: form.username, password: 'Secret@123', email: form.email };

    const session = await login(A(), customer.username, customer.password);
    const refreshed = await call<{ tokenReult: { accessToken: string; refreshToken: string } }>(
      B(),
      '/login/refreshToken',
      {
        refreshToken: session.refreshToken,
      },
    );
    expect(refreshed.status).toBe(200);
    customerToken = refreshed.body.tokenReult.accessToken;
    expect((await call(A(), '/profile/getProfile', {}, customerToken)).status).toBe(200);
    adminToken = (await login(B(), 'admin', 'Admin@12345')).accessToken;
  });

  it('completes an upload signed by one instance on the other, and mails each status once', async () => {
    const jpeg = await makeJpeg();
    const docket = `PC${Date.now()}`;
    const presign = await call<{ signedUrl: string; image_id: string }>(
      A(),
      '/requestrepair/getPresignedUrl',
      { content_type: 'image/jpeg', size: jpeg.length },
      customerToken,
    );
    const put = await fetch(`${B()}${presign.body.signedUrl}`, {
      method: 'PUT',
      body: jpeg,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(200);
    const created = await call<{ req_code: string }>(
      cluster.url,
      '/requestrepair/addrequestrepair',
      {
        idempotency_key: crypto.randomUUID(),
        courier_name: 'Professional Couriers',
        docket_number: docket,
        narration: 'One laptop',
        items: [
          {
            item_id: 1,
            brand_id: 1,
            model_number: 'Inspiron 15',
            serial_number: `SN${Date.now()}`,
            image_ids: [presign.body.image_id],
          },
        ],
      },
      customerToken,
    );
    expect(created.status).toBe(200);
    const reqCode = created.body.req_code;
    const view = await call<{ request_item_details: { item_id: string; version: number; image_count: number }[] }>(
      A(),
      '/requestrepair/viewrequestrepair',
      { req_code: reqCode },
      adminToken,
    );
    const item = view.body.request_item_details[0];
    expect(item?.image_count).toBe(1);

    const before = smtp.countFor(customer.email);
    const moved = await call(
      B(),
      '/requestrepair/updateItemStatus',
      { item_id: item?.item_id, status: 'received', version: item?.version, docket_number: docket },
      adminToken,
    );
    expect(moved.status).toBe(200);
    // Both instances poll the one outbox: the mail is sent once, never twice. Once the outbox holds nothing
    // to send, a second copy would have arrived too.
    await until('the received mail', () => smtp.countFor(customer.email) > before);
    await until('the outbox to have nothing left to send', async () => {
      const db = new pg.Client({ connectionString: cluster.primaryUrl });
      await db.connect();
      try {
        const { rows } = await db.query(
          'select count(*)::int as n from mail_outbox where sent_at is null and failed_at is null',
        );
        return rows[0]?.n === 0;
      } finally {
        await db.end();
      }
    });
    const mails = smtp.mails.filter((m) => m.to.includes(customer.email) && m.raw.includes(reqCode));
    expect(mails.filter((m) => /received/i.test(m.raw))).toHaveLength(1);
  });

  it('serves the reports from the replica, and from the primary while the replica lags or is down', async () => {
    const replicaBefore =
      (await counter(A(), 'reports_reads_total', 'replica')) + (await counter(B(), 'reports_reads_total', 'replica'));
    for (let i = 0; i < 10; i++)
      expect((await call(cluster.url, '/reports/getReportSummary', {}, customerToken)).status).toBe(200);
    const replicaAfter =
      (await counter(A(), 'reports_reads_total', 'replica')) + (await counter(B(), 'reports_reads_total', 'replica'));
    expect(replicaAfter - replicaBefore).toBe(10); // one query a summary
    figures.push(`report summaries through nginx: 10, reads on the replica: ${replicaAfter - replicaBefore}`);

    // A replica that stops replaying (paused here) falls behind the primary's writes: the primary answers.
    const standby = new pg.Client({ connectionString: cluster.replicaUrl });
    await standby.connect();
    await standby.query('select pg_wal_replay_pause()');
    await call(cluster.url, '/profile/setLanguage', { language: 'en' }, customerToken);
    const readsOn = async (target: string) =>
      (await counter(A(), 'reports_reads_total', target)) + (await counter(B(), 'reports_reads_total', target));
    // Each instance checks its replica once a second: wait until both have found it behind.
    await until(
      'both instances to read reports from the primary',
      async () => {
        const [a, b] = [await replicaFit(A()), await replicaFit(B())];
        return !a && !b;
      },
      15_000,
    );
    const lagging = await readsOn('primary');
    for (let i = 0; i < 3; i++)
      expect((await call(cluster.url, '/reports/getReportSummary', {}, customerToken)).status).toBe(200);
    expect((await readsOn('primary')) - lagging).toBe(3);
    await standby.query('select pg_wal_replay_resume()');
    await standby.end();
    await until(
      'both instances to read reports from the replica again',
      async () => (await replicaFit(A())) && (await replicaFit(B())),
      15_000,
    );
    const caughtUp = await readsOn('replica');
    for (let i = 0; i < 3; i++)
      expect((await call(cluster.url, '/reports/getReportSummary', {}, customerToken)).status).toBe(200);
    expect((await readsOn('replica')) - caughtUp).toBe(3);
    figures.push(
      'replica paused behind the primary: 3 summaries read from the primary; resumed: the next 3 from the replica',
    );

    cluster.stopReplica();
    const primaryBefore =
      (await counter(A(), 'reports_reads_total', 'primary')) + (await counter(B(), 'reports_reads_total', 'primary'));
    for (let i = 0; i < 5; i++)
      expect((await call(cluster.url, '/reports/getReportSummary', {}, customerToken)).status).toBe(200);
    const primaryAfter =
      (await counter(A(), 'reports_reads_total', 'primary')) + (await counter(B(), 'reports_reads_total', 'primary'));
    expect(primaryAfter - primaryBefore).toBe(5);
    figures.push(
      `with the replica stopped: 5 summaries, all answered, ${primaryAfter - primaryBefore} reads on the primary`,
    );
  });

  it('lets one change win per item version across both instances; the losers are told to reload', async () => {
    const docket = `PC${Date.now()}`;
    const created = await call<{ req_code: string }>(
      cluster.url,
      '/requestrepair/addrequestrepair',
      {
        idempotency_key: crypto.randomUUID(),
        courier_name: 'DTDC',
        docket_number: docket,
        narration: 'Five phones',
        items: Array.from({ length: 5 }, (_, i) => ({
          item_id: 1,
          brand_id: 1,
          model_number: 'M1',
          serial_number: `SN${Date.now()}${i}`,
        })),
      },
      customerToken,
    );
    const reqCode = created.body.req_code;
    type Items = { request_item_details: { item_id: string; version: number; status: string }[] };
    const items = async () =>
      (await call<Items>(A(), '/requestrepair/viewrequestrepair', { req_code: reqCode }, adminToken)).body
        .request_item_details;
    const entries = async () => {
      const db = new pg.Client({ connectionString: cluster.primaryUrl });
      await db.connect();
      const { rows } = await db.query(
        `select count(*)::int as n from tracking_entries t join request_items i on i.id = t.item_id
         join repair_requests r on r.id = i.request_id where r.req_code = $1`,
        [reqCode],
      );
      await db.end();
      return rows[0].n as number;
    };
    const before = await entries();
    // 25 receipts (five per item, all with the version read) and then 25 quotes, spread over A and B.
    const round = async (path: string, body: (item: { item_id: string; version: number }, n: number) => Body) => {
      const current = await items();
      const answers = await Promise.all(
        current.flatMap((item, i) =>
          Array.from({ length: 5 }, (_, j) =>
            call<{ message: string }>((i + j) % 2 ? A() : B(), path, body(item, j), adminToken),
          ),
        ),
      );
      return answers;
    };
    const receipts = await round('/requestrepair/updateItemStatus', (item) => ({
      item_id: item.item_id,
      version: item.version,
      status: 'received',
      docket_number: docket,
    }));
    const quotes = await round('/requestrepair/updateChargesRequestRepair', (item, n) => ({
      item_id: item.item_id,
      version: item.version,
      service_charge: 100 + n,
      parts_charge: 0,
      gst_percent: 18,
    }));
    const all = [...receipts, ...quotes];
    const won = all.filter((r) => r.status === 200).length;
    const reload = all.filter((r) => r.status === 409);
    expect(won).toBe(10);
    expect(reload).toHaveLength(40);
    expect(new Set(reload.map((r) => r.body.message))).toEqual(
      new Set(['This item has changed since it was opened here. Please reload it and try again.']),
    );
    expect((await items()).map((i) => i.status)).toEqual(Array(5).fill('estimated'));
    expect((await entries()) - before).toBe(won);
    figures.push(
      `50 concurrent changes of 5 items over both instances: ${won} won (one per item and version), ${reload.length} told to reload, tracking entries added: ${won}`,
    );
  });

  it('applies concurrent courier corrections whole: the request ends with one of them, never a mix', async () => {
    const created = await call<{ req_code: string }>(
      cluster.url,
      '/requestrepair/addrequestrepair',
      {
        idempotency_key: crypto.randomUUID(),
        courier_name: 'DTDC',
        docket_number: 'D-0',
        narration: 'One phone',
        items: [{ item_id: 1, brand_id: 1, model_number: 'M1', serial_number: `SN${Date.now()}C` }],
      },
      customerToken,
    );
    const reqCode = created.body.req_code;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          i % 2 ? A() : B(),
          '/requestrepair/updatecourierdetails',
          { req_code: reqCode, courier_name: `Courier ${i}`, docket_number: `D-${i}`, narration: `Note ${i}` },
          customerToken,
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const view = await call<{ request_details: { courier_name: string; docket_number: string; narration: string } }>(
      B(),
      '/requestrepair/viewrequestrepair',
      { req_code: reqCode },
      customerToken,
    );
    const d = view.body.request_details;
    const n = d.courier_name.replace('Courier ', '');
    expect(d).toMatchObject({ courier_name: `Courier ${n}`, docket_number: `D-${n}`, narration: `Note ${n}` });
  });

  it('keeps one live session through 20 parallel refreshes of one token across both instances', async () => {
    const session = await login(A(), customer.username, customer.password);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<{ tokenReult?: { refreshToken: string } }>(i % 2 ? A() : B(), '/login/refreshToken', {
          refreshToken: session.refreshToken,
        }),
      ),
    );
    const renewed = answers.filter((r) => r.status === 200);
    expect(renewed.length).toBeGreaterThan(0);
    // Every pair handed out belongs to the one session, which stays live: any of them refreshes again.
    const next = await call(B(), '/login/refreshToken', {
      refreshToken: renewed.at(-1)?.body.tokenReult?.refreshToken,
    });
    expect(next.status).toBe(200);
    const db = new pg.Client({ connectionString: cluster.primaryUrl });
    await db.connect();
    const handed = [session.refreshToken, ...renewed.map((r) => r.body.tokenReult?.refreshToken as string)];
    const { rows } = await db.query(
      `select count(distinct s.id)::int as sessions, count(distinct s.id) filter (where s.revoked_at is null)::int as live
       from refresh_tokens r join sessions s on s.id = r.session_id where r.token_hash = any($1::text[])`,
      [handed.map(sha256)],
    );
    await db.end();
    expect(rows[0]).toEqual({ sessions: 1, live: 1 });
    figures.push(`20 parallel refreshes of one token over both instances: ${renewed.length} answered, 1 live session`);
  });

  it('counts wrong sign-up codes once across both instances', async () => {
    const form = signupForm();
    await call(A(), '/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
    const code = await smtp.codeFor(form.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      await call(i % 2 ? A() : B(), '/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: wrong });
    }
    // Five tries in all, not five per instance: the right code no longer opens the account.
    const right = await call(B(), '/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: code });
    expect(right.status).toBe(400);
    // A new code, asked for on the other instance, does.
    const before = smtp.countFor(form.email);
    await call(B(), '/login/GetOTP', { email: form.email, username: form.username, gstin: form.gstin });
    const fresh = await smtp.codeFor(form.email, before);
    expect(
      (await call(A(), '/login/insertCustomer', { ...form, password: digest('Secret@123'), otp: fresh })).status,
    ).toBe(200);
  });

  it('counts sign-in attempts once across both instances', async () => {
    const answers: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 6; i++) {
      const base = i % 2 ? A() : B();
      answers.push(
        (await call(base, '/login/authenticate', { username: `nobody${i}`, password: digest('Wrong@123') })).status,
      );
    }
    // With a counter per instance each would have allowed AUTH_LIMIT: here both together allow AUTH_LIMIT at most.
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(AUTH_LIMIT);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    figures.push(
      `sign-in attempts over both instances: ${answers.length}, refused by the shared limit: ${answers.filter((s) => s === 429).length}`,
    );
  });

  it('loses no request but those in flight when an instance is killed under load', async () => {
    const through = async () => [await counter(A(), 'http_requests_total'), await counter(B(), 'http_requests_total')];
    const [a0, b0] = await through();
    let stop = false;
    let ok = 0;
    const failed: number[] = [];
    const workers = Array.from({ length: 8 }, async () => {
      while (!stop) {
        try {
          const res = await call(cluster.url, '/requestrepair/getrequestrepairList', { limit: 10 }, customerToken);
          if (res.status === 200) ok++;
          else failed.push(res.status);
        } catch {
          failed.push(0);
        }
      }
    });
    // Load until both instances have answered some of it, then B killed, then load until A has answered more.
    await until(
      'both instances to answer the load',
      async () => {
        const [a, b] = await through();
        return (a ?? 0) - (a0 ?? 0) >= 20 && (b ?? 0) - (b0 ?? 0) >= 20;
      },
      30_000,
    );
    const [a1, b1] = await through();
    cluster.instances[1]?.child.kill('SIGKILL');
    const okAtKill = ok;
    await until('100 requests answered after the kill', () => ok - okAtKill >= 100, 30_000);
    stop = true;
    await Promise.all(workers);
    figures.push(
      `load through nginx before the kill: A answered ${(a1 ?? 0) - (a0 ?? 0)}, B ${(b1 ?? 0) - (b0 ?? 0)} requests`,
      `instance B killed under 8 concurrent clients: ${ok + failed.length} requests, ${failed.length} failed (in flight at the kill), ${ok - okAtKill} answered after it`,
    );
    expect((a1 ?? 0) - (a0 ?? 0)).toBeGreaterThan(0);
    expect((b1 ?? 0) - (b0 ?? 0)).toBeGreaterThan(0);
    expect(failed.length).toBeLessThanOrEqual(8);
    expect(ok - okAtKill).toBeGreaterThan(20);
  });
});
