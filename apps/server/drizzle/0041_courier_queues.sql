ALTER TABLE "shipments" ADD COLUMN "polled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shipments_awb_idx" ON "shipments" USING btree ("docket") WHERE source = 'booked';--> statement-breakpoint
CREATE INDEX "shipments_arrived_idx" ON "shipments" USING btree ("request_id") WHERE booking = 'booked' and direction = 'in' and stage = 'delivered' and status = 'in_transit';--> statement-breakpoint
CREATE INDEX "shipments_tracked_idx" ON "shipments" USING btree ("last_event_at") WHERE booking = 'booked' and stage not in ('delivered', 'returned', 'cancelled', 'lost');