ALTER TABLE "company_settings" ADD COLUMN "couriers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "source" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "carrier_status" text;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "moved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "booking" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_order_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_shipment_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "label_url" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "pickup_on" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "exception" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_ref_key" ON "shipments" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "shipments_booking_due_idx" ON "shipments" USING btree ("next_attempt_at") WHERE booking = 'pending';