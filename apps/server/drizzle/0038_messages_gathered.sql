-- Decision 101: a status message waits a short window for the request's other items making the same change.
ALTER TABLE "mail_outbox" ADD COLUMN "merge_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "merge_doc" jsonb;--> statement-breakpoint
ALTER TABLE "phone_outbox" ADD COLUMN "merge_key" text;--> statement-breakpoint
ALTER TABLE "phone_outbox" ADD COLUMN "merge_doc" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_gathering_idx" ON "mail_outbox" USING btree ("merge_key") WHERE merge_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_outbox_gathering_idx" ON "phone_outbox" USING btree ("merge_key") WHERE merge_key is not null;