import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { OutboxDepth } from '../../lib/metrics';

/** Waiting messages and the oldest one's age, per channel, across both outboxes. */
export async function outboxDepth(db: Db): Promise<OutboxDepth> {
  const result = await db.execute(sql`
    select 'mail' as channel, count(*)::int as waiting,
      coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
    from mail_outbox where sent_at is null and failed_at is null
    union all
    select c.channel, count(p.id)::int, coalesce(extract(epoch from now() - min(p.created_at)), 0)::float8
    from (values ('whatsapp'), ('sms')) as c(channel)
    left join phone_outbox p on p.channel = c.channel and p.state = 'queued'
    group by c.channel`);
  return rowsOf<{ channel: string; waiting: number; oldest: number }>(result).map((r) => ({
    channel: r.channel,
    waiting: Number(r.waiting),
    oldestSeconds: Number(r.oldest),
  }));
}
