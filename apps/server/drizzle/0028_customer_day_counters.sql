-- Decision 062: the day counters per customer. The changes not yet folded carry no customer: fold them
-- into the staff-wide totals first (as foldCounters does), so the new column starts on an empty table.
WITH moved AS (DELETE FROM "report_daily_deltas" RETURNING *)
INSERT INTO "report_daily_totals" ("day", "group_status", "requests", "items", "charges")
SELECT "day", "group_status", sum("requests"), sum("items"), sum("charges") FROM moved GROUP BY "day", "group_status"
ON CONFLICT ("day", "group_status") DO UPDATE SET
  "requests" = "report_daily_totals"."requests" + excluded."requests",
  "items" = "report_daily_totals"."items" + excluded."items",
  "charges" = "report_daily_totals"."charges" + excluded."charges";
--> statement-breakpoint
CREATE TABLE "report_customer_daily_totals" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"group_status" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"charges" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "report_customer_daily_totals_customer_id_day_group_status_pk" PRIMARY KEY("customer_id","day","group_status")
);
--> statement-breakpoint
ALTER TABLE "report_daily_deltas" ADD COLUMN "customer_id" uuid NOT NULL;
--> statement-breakpoint
-- Every request counted once, by its customer, India day and group (as rebuildAllStates counts them).
INSERT INTO "report_customer_daily_totals" ("customer_id", "day", "group_status", "requests", "items", "charges")
SELECT "customer_id", ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "group_status", count(*), sum("item_count"), sum("charges_total")
FROM "repair_requests" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
