-- Issue 29: warranty known at intake (decision 063). The company's sales, one row per serial number, and the
-- warranty each item had when it was raised.
CREATE TABLE "sales_records" (
	"serial_key" text PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"invoice_number" text NOT NULL,
	"sold_on" date NOT NULL,
	"model" text NOT NULL,
	"item" text NOT NULL,
	"brand" text NOT NULL,
	"warranty_months" integer NOT NULL,
	"warranty_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_records_months" CHECK ("sales_records"."warranty_months" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "warranty_until" date;