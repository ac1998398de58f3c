ALTER TABLE "request_items" ADD COLUMN "parts_expected_on" date;--> statement-breakpoint
ALTER TABLE "tracking_entries" ADD COLUMN "expected_on" date;