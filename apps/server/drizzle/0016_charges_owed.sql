ALTER TABLE "request_items" ADD COLUMN "charges_owed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An item's charges are owed when the last move that decides it was the customer's approval (decision 033).
UPDATE "request_items" i SET "charges_owed" = true
WHERE i."service_charge" IS NOT NULL AND (
  SELECT t."status" FROM "tracking_entries" t
  WHERE t."item_id" = i."id" AND t."status" IN ('estimated', 'approved', 'declined', 'not_repairable', 'cancelled')
  ORDER BY t."id" DESC LIMIT 1) = 'approved';
--> statement-breakpoint
UPDATE "repair_requests" r SET "charges_total" = g.total
FROM (
  SELECT "request_id", coalesce(sum(CASE WHEN "charges_owed" THEN coalesce("service_charge", 0) + coalesce("parts_charge", 0)
    + round((coalesce("service_charge", 0) + coalesce("parts_charge", 0)) * coalesce("gst_percent", 0) / 100, 2) ELSE 0 END), 0) AS total
  FROM "request_items" GROUP BY "request_id") g
WHERE g."request_id" = r."id" AND r."charges_total" <> g.total;
--> statement-breakpoint
-- A cancelled item no longer holds its request back: pending beside cancelled is pending (decision 033).
UPDATE "repair_requests" r SET "group_status" = 'pending'
WHERE r."group_status" = 'in_progress' AND NOT EXISTS (
  SELECT 1 FROM "request_items" i WHERE i."request_id" = r."id" AND i."status" NOT IN ('pending', 'cancelled'));
--> statement-breakpoint
DELETE FROM "report_daily_deltas";
--> statement-breakpoint
DELETE FROM "report_daily_totals";
--> statement-breakpoint
INSERT INTO "report_daily_totals" ("day", "group_status", "requests", "items", "charges")
SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "group_status", count(*), sum("item_count"), sum("charges_total")
FROM "repair_requests" GROUP BY 1, 2;
