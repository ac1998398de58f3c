-- Issue 30: the canned replies the admin keeps for the desk (English and Tamil) and each message's place in
-- its thread (decision 072); what customers sent by WhatsApp and a reply's free-form words (decision 073).
CREATE TABLE "canned_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "canned_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ta" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "thread_messages_request_idx";--> statement-breakpoint
-- Each message's place in its thread, in the order the thread's row lock gives (decision 072); the messages
-- written before take their order by time.
ALTER TABLE "thread_messages" ADD COLUMN "seq" integer;--> statement-breakpoint
UPDATE "thread_messages" m SET "seq" = n.seq FROM (
  SELECT "id", row_number() OVER (PARTITION BY "request_id" ORDER BY "created_at", "id")::int AS seq FROM "thread_messages"
) n WHERE n."id" = m."id";--> statement-breakpoint
ALTER TABLE "thread_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "canned_replies_title_key" ON "canned_replies" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_seq_key" ON "thread_messages" USING btree ("request_id","seq");--> statement-breakpoint
CREATE INDEX "thread_messages_author_idx" ON "thread_messages" USING btree ("author_id","created_at");--> statement-breakpoint
-- Decision 073: WhatsApp both ways: what customers sent us, and a staff reply's free-form words.
CREATE TABLE "whatsapp_inbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_id" text NOT NULL,
	"from_phone" text NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media_id" text,
	"outcome" text NOT NULL,
	"reason" text,
	"request_id" uuid,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_inbox_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "phone_outbox" ADD COLUMN "free_text" text;--> statement-breakpoint
CREATE INDEX "whatsapp_inbox_from_idx" ON "whatsapp_inbox" USING btree ("from_phone","created_at");