ALTER TABLE "repair_requests" ADD COLUMN "needs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "repair_requests" r SET "needs" = n."needs" FROM (
  SELECT "request_id", array_agg(DISTINCT CASE
      WHEN "status" = 'pending' THEN 'receipt'
      WHEN "status" = 'received' THEN 'charges'
      WHEN "status" IN ('approved', 'in_repair') THEN 'repair'
      WHEN "status" IN ('repaired', 'not_repairable', 'declined') THEN 'dispatch'
      WHEN "status" = 'dispatched' THEN 'delivery' END) AS "needs"
  FROM "request_items"
  WHERE "status" IN ('pending', 'received', 'approved', 'in_repair', 'repaired', 'not_repairable', 'declined', 'dispatched')
  GROUP BY "request_id") n
WHERE n."request_id" = r."id";--> statement-breakpoint
CREATE INDEX "repair_requests_needs_receipt_idx" ON "repair_requests" USING btree ("created_at","id") WHERE 'receipt' = any(needs);--> statement-breakpoint
CREATE INDEX "repair_requests_needs_charges_idx" ON "repair_requests" USING btree ("created_at","id") WHERE 'charges' = any(needs);--> statement-breakpoint
CREATE INDEX "repair_requests_needs_repair_idx" ON "repair_requests" USING btree ("created_at","id") WHERE 'repair' = any(needs);--> statement-breakpoint
CREATE INDEX "repair_requests_needs_dispatch_idx" ON "repair_requests" USING btree ("created_at","id") WHERE 'dispatch' = any(needs);--> statement-breakpoint
CREATE INDEX "repair_requests_needs_delivery_idx" ON "repair_requests" USING btree ("created_at","id") WHERE 'delivery' = any(needs);