CREATE TABLE "shipment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_items" (
	"shipment_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "shipment_items_shipment_id_item_id_pk" PRIMARY KEY("shipment_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"source" text DEFAULT 'typed' NOT NULL,
	"carrier" text NOT NULL,
	"docket" text NOT NULL,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_direction_known" CHECK ("shipments"."direction" in ('in', 'out')),
	CONSTRAINT "shipments_status_known" CHECK ("shipments"."status" in ('in_transit', 'delivered', 'cancelled'))
);
--> statement-breakpoint
DROP INDEX "repair_requests_docket_idx";--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_item_id_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."request_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_request_id_repair_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."repair_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_items_item_idx" ON "shipment_items" USING btree ("item_id","direction");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_inbound_idx" ON "shipments" USING btree ("request_id") WHERE direction = 'in';--> statement-breakpoint
CREATE INDEX "shipments_request_idx" ON "shipments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_docket_idx" ON "shipments" USING btree (lower("docket") text_pattern_ops);--> statement-breakpoint
-- Decision 106: the four courier columns move into shipments, every row of them, before they are dropped.
-- The customer's parcel of each request: delivered once any item was received, cancelled when every item
-- was cancelled unreceived, else on its way.
INSERT INTO "shipments" ("request_id", "direction", "carrier", "docket", "status", "created_by", "created_at", "updated_at")
SELECT r."id", 'in', r."courier_name", r."docket_number",
  CASE
    WHEN rc."at" IS NOT NULL THEN 'delivered'
    WHEN NOT EXISTS (SELECT 1 FROM "request_items" i WHERE i."request_id" = r."id" AND i."status" <> 'cancelled') THEN 'cancelled'
    ELSE 'in_transit'
  END,
  r."created_by", r."created_at", coalesce(rc."at", cc."at", r."created_at")
FROM "repair_requests" r
LEFT JOIN LATERAL (
  SELECT min(te."created_at") AS "at" FROM "tracking_entries" te
  JOIN "request_items" i ON i."id" = te."item_id"
  WHERE i."request_id" = r."id" AND te."status" = 'received'
) rc ON true
LEFT JOIN LATERAL (
  SELECT max(te."created_at") AS "at" FROM "tracking_entries" te
  JOIN "request_items" i ON i."id" = te."item_id"
  WHERE i."request_id" = r."id" AND te."status" = 'cancelled'
) cc ON NOT EXISTS (SELECT 1 FROM "request_items" i WHERE i."request_id" = r."id" AND i."status" <> 'cancelled');--> statement-breakpoint
INSERT INTO "shipment_items" ("shipment_id", "item_id", "direction")
SELECT s."id", i."id", 'in' FROM "shipments" s JOIN "request_items" i ON i."request_id" = s."request_id"
WHERE s."direction" = 'in';--> statement-breakpoint
-- The boxes back: the items of one request sent with the same courier and docket went in one box.
-- Made when its first item was dispatched, by whoever dispatched it; delivered when its last item was.
INSERT INTO "shipments" ("request_id", "direction", "carrier", "docket", "status", "created_by", "created_at", "updated_at")
SELECT b."request_id", 'out', b."carrier", b."docket", b."status", b."sent_by", b."sent_at",
  CASE WHEN b."status" = 'delivered' THEN coalesce(b."delivered_at", b."sent_at") ELSE b."sent_at" END
FROM (
  SELECT i."request_id", coalesce(i."return_courier", '') AS "carrier", i."return_docket" AS "docket",
    CASE WHEN bool_and(i."status" = 'delivered') THEN 'delivered' ELSE 'in_transit' END AS "status",
    coalesce(min(te."created_at"), min(i."updated_at")) AS "sent_at",
    (array_agg(te."actor_id" ORDER BY te."id") FILTER (WHERE te."id" IS NOT NULL))[1] AS "sent_by",
    max(de."created_at") AS "delivered_at"
  FROM "request_items" i
  LEFT JOIN "tracking_entries" te ON te."item_id" = i."id" AND te."status" = 'dispatched'
  LEFT JOIN "tracking_entries" de ON de."item_id" = i."id" AND de."status" = 'delivered'
  WHERE i."return_docket" IS NOT NULL
  GROUP BY i."request_id", coalesce(i."return_courier", ''), i."return_docket"
) b;--> statement-breakpoint
INSERT INTO "shipment_items" ("shipment_id", "item_id", "direction")
SELECT s."id", i."id", 'out' FROM "request_items" i
JOIN "shipments" s ON s."direction" = 'out' AND s."request_id" = i."request_id"
  AND s."carrier" = coalesce(i."return_courier", '') AND s."docket" = i."return_docket"
WHERE i."return_docket" IS NOT NULL;--> statement-breakpoint
-- Each box's history: on its way when it was made, and where it is now if it has gone on since.
INSERT INTO "shipment_events" ("shipment_id", "status", "actor_id", "created_at")
SELECT e."shipment_id", e."status", e."actor_id", e."at" FROM (
  SELECT "id" AS "shipment_id", 'in_transit' AS "status", "created_by" AS "actor_id", "created_at" AS "at", 0 AS "k" FROM "shipments"
  UNION ALL
  SELECT "id", "status", NULL, "updated_at", 1 FROM "shipments" WHERE "status" <> 'in_transit'
) e ORDER BY e."at", e."k";--> statement-breakpoint
ALTER TABLE "repair_requests" DROP COLUMN "courier_name";--> statement-breakpoint
ALTER TABLE "repair_requests" DROP COLUMN "docket_number";--> statement-breakpoint
ALTER TABLE "request_items" DROP COLUMN "return_courier";--> statement-breakpoint
ALTER TABLE "request_items" DROP COLUMN "return_docket";