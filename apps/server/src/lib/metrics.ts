import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the outbox gauges read at each scrape: waiting messages and the age of the oldest, per channel. */
export type OutboxDepth = { channel: string; waiting: number; oldestSeconds: number }[];

export interface MetricsSources {
  outbox(): Promise<OutboxDepth>;
  pool?(): { total: number; idle: number; waiting: number };
}

/**
 * The server's Prometheus metrics (prom-client): calls per route and status with their latency, query
 * time, the database pool, the outboxes, the webhook deliveries, failed sign-ins, and the process (event-loop delay, memory, GC).
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database query',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const failedLogins = new Counter({
    name: 'auth_failed_logins_total',
    help: 'Sign-ins refused: a wrong user name or password (invalid), or a locked or rate-limited one (too_many)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const reportReads = new Counter({
    name: 'reports_reads_total',
    help: 'Report calls by the database that answered: the replica, or the primary standing in for it',
    labelNames: ['target'] as const,
    registers: [registry],
  });
  const webhookDeliveries = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Provider callbacks by provider and outcome: received (kept), repeated (a redelivery, kept once), processed, failed (an attempt; tried again later), given_up (after the last attempt)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'outbox_waiting_messages',
    help: 'Messages waiting to be sent, per channel (mail, whatsapp, sms)',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const o of await sources.outbox()) this.set({ channel: o.channel }, o.waiting);
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_seconds',
    help: 'Age of the oldest message waiting to be sent, per channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const o of await sources.outbox()) this.set({ channel: o.channel }, o.oldestSeconds);
    },
  });
  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const p = pool();
        this.set({ state: 'total' }, p.total);
        this.set({ state: 'idle' }, p.idle);
        this.set({ state: 'waiting' }, p.waiting);
      },
    });
  }

  // Each route, method and status's series, bound once: labelling a series on every reply (checking and
  // hashing its labels) was a cost of every call (decision 104). As few as the routes' patterns and statuses.
  const bound = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof latency.labels> }
  >();

  // Only an instance with a replica has it: made at its first check.
  let replicaFit: Gauge | undefined;

  return {
    registry,
    /** The replica's check: 1 while reports are read from it, 0 while the primary stands in. */
    replicaChecked(fit: boolean) {
      replicaFit ??= new Gauge({
        name: 'reports_replica_fit',
        help: 'Whether the reports are read from the replica (1: a streaming standby within REPORTS_MAX_LAG_SECONDS) or the primary stands in (0)',
        registers: [registry],
      });
      replicaFit.set(fit ? 1 : 0);
    },
    /** One answered request; `route` is the route's pattern (never the raw URL, so labels stay few). */
    observe(route: string, method: string, status: number, seconds: number) {
      const key = `${method} ${status} ${route}`;
      let child = bound.get(key);
      if (!child) {
        const labels = { route, method, status: String(status) };
        child = { count: requests.labels(labels), time: latency.labels(labels) };
        bound.set(key, child);
      }
      child.count.inc();
      child.time.observe(seconds);
    },
    query: (seconds: number) => queries.observe(seconds),
    failedLogin: (reason: 'invalid' | 'too_many') => failedLogins.inc({ reason }),
    reportRead: (target: 'replica' | 'primary') => reportReads.inc({ target }),
    webhookDelivery: (provider: string, outcome: string) => webhookDeliveries.inc({ provider, outcome }),
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
