CREATE SEQUENCE "public"."req_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "item_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"item_id" uuid,
	"content_type" text NOT NULL,
	"max_bytes" integer NOT NULL,
	"state" text DEFAULT 'signed' NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"req_code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"courier_name" text NOT NULL,
	"docket_number" text NOT NULL,
	"narration" text NOT NULL,
	"group_status" text DEFAULT 'pending' NOT NULL,
	"item_count" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_requests_req_code_unique" UNIQUE("req_code")
);
--> statement-breakpoint
CREATE TABLE "request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_number" text NOT NULL,
	"serial_number" text NOT NULL,
	"problem" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"service_charge" numeric(12, 2),
	"parts_charge" numeric(12, 2),
	"gst_percent" numeric(5, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_item_id_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."request_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_request_id_repair_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."repair_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_item_id_item_master_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_brand_id_brand_master_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_master"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_entries" ADD CONSTRAINT "tracking_entries_item_id_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."request_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_entries" ADD CONSTRAINT "tracking_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_images_item_idx" ON "item_images" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_images_owner_idx" ON "item_images" USING btree ("owner_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_requests_idem_key" ON "repair_requests" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "repair_requests_customer_created_idx" ON "repair_requests" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_requests_created_idx" ON "repair_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_requests_group_created_idx" ON "repair_requests" USING btree ("group_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_requests_customer_group_idx" ON "repair_requests" USING btree ("customer_id","group_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repair_requests_docket_idx" ON "repair_requests" USING btree (lower("docket_number") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "request_items_line_key" ON "request_items" USING btree ("request_id","line_no");--> statement-breakpoint
CREATE INDEX "request_items_serial_idx" ON "request_items" USING btree (lower("serial_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "request_items_model_idx" ON "request_items" USING btree (lower("model_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "request_items_status_idx" ON "request_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tracking_entries_item_idx" ON "tracking_entries" USING btree ("item_id","id");