ALTER TABLE "request_items" ADD COLUMN "image_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_items" ADD COLUMN "first_image_id" uuid;--> statement-breakpoint
UPDATE "request_items" i SET "image_count" = c."n", "first_image_id" = c."first"
FROM (SELECT "item_id", count(*)::int AS "n", (array_agg("id" ORDER BY "created_at"))[1] AS "first"
      FROM "item_images" WHERE "item_id" IS NOT NULL GROUP BY "item_id") c
WHERE c."item_id" = i."id";
