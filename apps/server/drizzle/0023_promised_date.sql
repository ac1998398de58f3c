-- Issue 28: the promised date per item (decision 053). The due instant set at receipt, the working days it was
-- promised, and the start of an open pause (charges quoted, waiting for parts); null for items received before.
ALTER TABLE "request_items" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "turnaround_days" integer;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "paused_since" timestamp with time zone;