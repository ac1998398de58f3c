ALTER TABLE "company_settings" ALTER COLUMN "default_turnaround_days" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "turnaround_rules" ALTER COLUMN "working_days" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "default_turnaround_hours" integer;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "turnaround_hours" integer;--> statement-breakpoint
ALTER TABLE "turnaround_rules" ADD COLUMN "working_hours" integer;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_turnaround_one_unit" CHECK (("company_settings"."default_turnaround_days" is null) <> ("company_settings"."default_turnaround_hours" is null));--> statement-breakpoint
ALTER TABLE "turnaround_rules" ADD CONSTRAINT "turnaround_rules_hours" CHECK ("turnaround_rules"."working_hours" between 1 and 24);--> statement-breakpoint
ALTER TABLE "turnaround_rules" ADD CONSTRAINT "turnaround_rules_one_unit" CHECK (("turnaround_rules"."working_days" is null) <> ("turnaround_rules"."working_hours" is null));
--> statement-breakpoint
-- Decision 092: the turnaround report groups delivered items by their promise ('days:3'; hours from now on).
-- The items delivered and the ratings given before this migration, counted as 0026 counted them under the other
-- groupings (and before the update below, so the promise's figures agree with theirs).
INSERT INTO "report_turnaround_totals" (month, dim, key, status, delivered, on_time, late, items, seconds, ratings, stars)
SELECT month, dim, key, status, sum(delivered), sum(on_time), sum(late), sum(items), sum(seconds), sum(ratings), sum(stars) FROM (
  SELECT month, dim, key, status, delivered, on_time, late, items, seconds, 0 AS ratings, 0 AS stars FROM (
    select i.month, 'promise' as dim, i.promise as key, f.status, f.delivered, f.on_time, f.late, f.items, f.seconds
    from (
      select x.id, x.due_at, case when x.turnaround_days is not null then 'days:' || x.turnaround_days else '' end as promise,
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
    where i.delivered_at is not null) deliveries
  UNION ALL
  SELECT month, dim, key, status, 0, 0, 0, 0, 0, ratings, stars FROM (
    select distinct on (r.request_id, x.promise)
      date_trunc('month', r.created_at at time zone 'Asia/Kolkata')::date as month, 'promise' as dim, x.promise as key,
      '' as status, 1 as ratings, r.stars::int as stars
    from request_ratings r
    join lateral (select y.id, case when y.turnaround_days is not null then 'days:' || y.turnaround_days else '' end as promise
      from request_items y where y.request_id = r.request_id) x on true
    where (select t.created_at from tracking_entries t where t.item_id = x.id and t.status = 'delivered' order by t.id desc limit 1) <= r.created_at) ratings
) facts
GROUP BY month, dim, key, status;
--> statement-breakpoint
-- Decision 093: a declined or not repairable item carries no promise. Items that reached either status before
-- this migration lose theirs (also once dispatched or delivered after it), and the entry of that move no longer
-- says the date moved; the queues' instants of their requests never counted them (their clocks had stopped).
UPDATE "request_items" SET "due_at" = NULL, "at_risk_at" = NULL, "paused_since" = NULL
WHERE "due_at" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "tracking_entries" t WHERE t."item_id" = "request_items"."id" AND t."status" IN ('declined', 'not_repairable')
);--> statement-breakpoint
UPDATE "tracking_entries" SET "due_moved_to" = NULL
WHERE "due_moved_to" IS NOT NULL AND "status" IN ('declined', 'not_repairable');
