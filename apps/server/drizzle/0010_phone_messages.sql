CREATE TABLE "phone_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"message_key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"to_phone" text NOT NULL,
	"params" jsonb NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"fallback" text[] DEFAULT '{}'::text[] NOT NULL,
	"request_id" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "messaging" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "phone_outbox_due_idx" ON "phone_outbox" USING btree ("next_attempt_at") WHERE state = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "phone_outbox_provider_idx" ON "phone_outbox" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE INDEX "phone_outbox_request_idx" ON "phone_outbox" USING btree ("request_id");--> statement-breakpoint
-- Mobiles are kept as E.164 from now on (WhatsApp and the SMS providers address them so).
UPDATE "customers" SET "mobile" = '+91' || "mobile" WHERE "mobile" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "branches" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[6-9][0-9]{9}$';--> statement-breakpoint
UPDATE "company_settings" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[6-9][0-9]{9}$';
