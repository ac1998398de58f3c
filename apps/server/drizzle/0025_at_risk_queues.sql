ALTER TABLE "repair_requests" ADD COLUMN "late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD COLUMN "at_risk_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "at_risk_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "repair_requests_clock_idx" ON "repair_requests" USING btree ("late_at","id","at_risk_at") WHERE late_at is not null;--> statement-breakpoint
-- Backfill (decision 059): each request's earliest due that can fall late, from its items whose clock runs
-- (received, not done) and that are not paused before their due. The items' at_risk_at needs the company's
-- working calendar, so the server fills it at its next start (backfillAtRisk) with the requests' at_risk_at.
UPDATE "repair_requests" r SET "late_at" = c.late_at
FROM (
  SELECT request_id, min(due_at) AS late_at FROM request_items
  WHERE due_at IS NOT NULL
    AND status NOT IN ('pending', 'declined', 'not_repairable', 'dispatched', 'delivered', 'cancelled')
    AND (paused_since IS NULL OR paused_since >= due_at)
  GROUP BY request_id
) c
WHERE c.request_id = r.id;
