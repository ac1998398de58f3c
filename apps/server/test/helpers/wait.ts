import { sql } from 'drizzle-orm';
import type { TestContext } from './app';
import { rows } from './query';

/**
 * Waits for a condition the server reaches on its own (a mail sent, a row written, a worker's pass), with a
 * deadline and a message that says what it waited for: never a fixed sleep (issue 41).
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Waits until both outboxes hold nothing due to be sent (every mail and phone message sent, kept as failed,
 * or waiting for a later try after a refusal): what a test needs before it says that something was sent
 * once and only once.
 */
export async function outboxesSettled(t: Pick<TestContext, 'db'>, ms = 10_000): Promise<void> {
  await until(
    'the mail and phone outboxes to have nothing due to send',
    async () => {
      const [row] = await rows<{ waiting: number }>(
        t.db,
        sql`select (select count(*) from mail_outbox
                    where sent_at is null and failed_at is null and next_attempt_at <= now())::int
                 + (select count(*) from phone_outbox where state = 'queued' and next_attempt_at <= now())::int as waiting`,
      );
      return row?.waiting === 0;
    },
    ms,
  );
}

/**
 * Waits until the webhook inbox holds nothing due (every delivery kept so far processed, given up, or waiting
 * for a later try): the routes answer the provider before processing (decision 098), so a test that reads
 * what a callback did waits for it here.
 */
export async function webhooksSettled(t: Pick<TestContext, 'db'>, ms = 10_000): Promise<void> {
  await until(
    'the webhook inbox to have nothing due to process',
    async () => {
      const [row] = await rows<{ waiting: number }>(
        t.db,
        sql`select count(*)::int as waiting from webhook_deliveries
            where processed_at is null and failed_at is null and next_attempt_at <= now()`,
      );
      return row?.waiting === 0;
    },
    ms,
  );
}
