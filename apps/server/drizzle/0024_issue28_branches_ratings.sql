-- Issue 28: the customer's rating per request, the branch's own e-mail (its morning digest) and the branch each
-- item was received at (its turnaround rule's, its reports' and its digest's).
CREATE TABLE "request_ratings" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_ratings_stars" CHECK ("request_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "request_ratings" ADD CONSTRAINT "request_ratings_request_id_repair_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."repair_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Items received before: the branch of the staff member who moved them to "received", where there was one.
UPDATE "request_items" i SET "branch_id" = u."branch_id"
FROM "tracking_entries" t JOIN "users" u ON u."id" = t."actor_id"
WHERE t."item_id" = i."id" AND t."status" = 'received' AND u."branch_id" IS NOT NULL;
