-- Issue 28: the admin's turnaround settings (decision 052). The calendar and the default live on the company
-- settings row (read once per move with the rest); the rules per item type, and per branch, in a table of their own.
CREATE TABLE "turnaround_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"branch_id" integer,
	"working_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnaround_rules_item_branch_key" UNIQUE NULLS NOT DISTINCT("item_id","branch_id"),
	CONSTRAINT "turnaround_rules_days" CHECK ("turnaround_rules"."working_days" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "working_calendar" jsonb DEFAULT '{"week":[null,{"open":"10:00","close":"19:00"},{"open":"10:00","close":"19:00"},{"open":"10:00","close":"19:00"},{"open":"10:00","close":"19:00"},{"open":"10:00","close":"19:00"},{"open":"10:00","close":"19:00"}],"holidays":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "default_turnaround_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "turnaround_rules" ADD CONSTRAINT "turnaround_rules_item_id_item_master_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnaround_rules" ADD CONSTRAINT "turnaround_rules_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;