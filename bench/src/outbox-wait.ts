// The app and the floor send the messages a create queues from workers of their own process, while the
// next calls are measured. Before each call the bench waits for both outboxes to be empty, so that a call
// is not measured beside the mail of the one before it (the app's 3,000 queued mails made the calls after
// "create" look 30-50 % slower than the floor's, which had no worker then).

/** The metrics token the bench gives the app, to read its outbox gauge. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';
const WAIT_MS = 120_000;

/** Messages waiting in the app's outboxes, from its /metrics gauge. */
export async function appWaiting(base: string): Promise<number> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const text = await res.text();
  return [...text.matchAll(/^outbox_waiting_messages\{[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
}

/** Messages waiting in the floor's outboxes. */
export async function floorWaiting(base: string): Promise<number> {
  return Number(await (await fetch(`${base}/floor/outbox-waiting`)).text());
}

/** Waits until nothing is waiting (at most two minutes); the messages still waiting then, for a note. */
export async function outboxesEmpty(waiting: () => Promise<number>): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  let left = await waiting();
  while (left > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    left = await waiting();
  }
  return left;
}
