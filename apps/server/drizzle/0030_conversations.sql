-- Issue 30, decision 070: a conversation on every request; message attachments are item_images rows with a message_id.
CREATE TABLE "request_threads" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"awaiting_since" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"unread_for_customer" integer DEFAULT 0 NOT NULL,
	"unread_for_staff" integer DEFAULT 0 NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"item_id" uuid,
	"side" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_body_length" CHECK (char_length("thread_messages"."body") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "item_images" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "request_threads" ADD CONSTRAINT "request_threads_request_id_repair_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."repair_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_request_id_repair_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."repair_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_item_id_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."request_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_threads_awaiting_idx" ON "request_threads" USING btree ("awaiting_since","request_id") WHERE "request_threads"."awaiting_since" is not null;--> statement-breakpoint
CREATE INDEX "thread_messages_request_idx" ON "thread_messages" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "item_images_message_idx" ON "item_images" USING btree ("message_id");