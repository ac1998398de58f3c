CREATE TABLE "desk_queue_deltas" (
	"needs" text NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_daily_deltas" (
	"day" date NOT NULL,
	"group_status" text NOT NULL,
	"requests" integer NOT NULL,
	"items" integer NOT NULL,
	"charges" numeric(16, 2) NOT NULL
);
