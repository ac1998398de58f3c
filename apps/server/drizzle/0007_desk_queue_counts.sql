CREATE TABLE "desk_queue_counts" (
	"needs" text PRIMARY KEY NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "desk_queue_counts" ("needs", "requests")
SELECT n, (SELECT count(*) FROM "repair_requests" WHERE n = ANY("needs"))
FROM unnest(ARRAY['receipt', 'charges', 'repair', 'dispatch', 'delivery']) AS n;
