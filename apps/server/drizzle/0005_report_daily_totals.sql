CREATE TABLE "report_daily_totals" (
	"day" date NOT NULL,
	"group_status" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"charges" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_totals_day_group_status_pk" PRIMARY KEY("day","group_status")
);
--> statement-breakpoint
INSERT INTO "report_daily_totals" ("day", "group_status", "requests", "items", "charges")
SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "group_status", count(*), sum("item_count"), sum("charges_total")
FROM "repair_requests" GROUP BY 1, 2;
