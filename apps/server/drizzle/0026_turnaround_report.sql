-- Decision 061: the turnaround report's counters per India month and grouping (all, branch, item type, technician)
-- and status, and their change rows not yet folded (decision 027's pattern).
CREATE TABLE "report_turnaround_deltas" (
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_turnaround_totals" (
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_turnaround_totals_dim_month_key_status_pk" PRIMARY KEY("dim","month","key","status")
);
--> statement-breakpoint
-- Items delivered and ratings given before this migration, counted as a delivery and a rating count them.
INSERT INTO "report_turnaround_totals" (month, dim, key, status, delivered, on_time, late, items, seconds, ratings, stars)
SELECT month, dim, key, status, sum(delivered), sum(on_time), sum(late), sum(items), sum(seconds), sum(ratings), sum(stars) FROM (
  SELECT month, dim, key, status, delivered, on_time, late, items, seconds, 0 AS ratings, 0 AS stars FROM (
    select i.month, d.dim, d.key, f.status, f.delivered, f.on_time, f.late, f.items, f.seconds
    from (
      select x.id, x.item_id, x.branch_id, x.due_at, (select t.actor_id from tracking_entries t where t.item_id = x.id and t.status in ('repaired', 'not_repairable') order by t.id desc limit 1) as technician,
        (select t.created_at from tracking_entries t where t.item_id = x.id and t.status = 'delivered' order by t.id desc limit 1) as delivered_at
      from request_items x where x.status = 'delivered'
    ) i0
    cross join lateral (select i0.*, date_trunc('month', i0.delivered_at at time zone 'Asia/Kolkata')::date as month) i
    cross join lateral (
      select '' as status, 1 as delivered, (i.due_at is not null and i.delivered_at <= i.due_at)::int as on_time,
        (i.due_at is not null and i.delivered_at > i.due_at)::int as late, 0 as items, 0::bigint as seconds
      union all
      select s.status, 0, 0, 0, 1, round(sum(extract(epoch from s.next_at - s.created_at)))::bigint
      from (select t.status, t.created_at, lead(t.created_at) over (order by t.id) as next_at
            from tracking_entries t where t.item_id = i.id) s
      where s.next_at is not null group by s.status
    ) f
    cross join lateral (values ('all', ''), ('branch', coalesce(i.branch_id::text, '')), ('item', i.item_id::text),
  ('technician', coalesce(i.technician::text, ''))) d(dim, key)
    where i.delivered_at is not null) deliveries
  UNION ALL
  SELECT month, dim, key, status, 0, 0, 0, 0, 0, ratings, stars FROM (
    select distinct on (r.request_id, d.dim, d.key)
      date_trunc('month', r.created_at at time zone 'Asia/Kolkata')::date as month, d.dim, d.key, '' as status, 1 as ratings, r.stars::int as stars
    from request_ratings r
    join request_items x on x.request_id = r.request_id
    cross join lateral (select x.item_id, x.branch_id, (select t.actor_id from tracking_entries t where t.item_id = x.id and t.status in ('repaired', 'not_repairable') order by t.id desc limit 1) as technician) i
    cross join lateral (values ('all', ''), ('branch', coalesce(i.branch_id::text, '')), ('item', i.item_id::text),
  ('technician', coalesce(i.technician::text, ''))) d(dim, key)
    where (select t.created_at from tracking_entries t where t.item_id = x.id and t.status = 'delivered' order by t.id desc limit 1) <= r.created_at) ratings
) facts
GROUP BY month, dim, key, status;
