-- Decision 098: one inbox for every provider callback, stored once by provider and delivery id.
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"delivery_id" text NOT NULL,
	"body" bytea NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "webhook_deliveries_body_bounded" CHECK (octet_length("webhook_deliveries"."body") <= 65536)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_once_idx" ON "webhook_deliveries" USING btree ("provider","delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_waiting_idx" ON "webhook_deliveries" USING btree ("provider","id") WHERE processed_at is null and failed_at is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_processed_idx" ON "webhook_deliveries" USING btree ("processed_at") WHERE processed_at is not null;
