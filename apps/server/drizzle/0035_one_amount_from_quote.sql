ALTER TABLE "request_items" ADD COLUMN "gst_amount" numeric(12, 2);--> statement-breakpoint
-- Decision 090: an item's GST is computed once, when it is quoted, as its invoice computes it, and stored.
-- Every item quoted before this migration gets it by that rule: within the company's state (its GSTIN's
-- first two digits are the place of supply: the customer's GSTIN state, else the state of its address; a
-- company with no GSTIN yet counts as within) CGST and SGST at half the rate, each rounded half up to the
-- paisa; between states IGST at the rate, rounded once.
UPDATE "request_items" x SET "gst_amount" = CASE
    WHEN coalesce(co."gstin", '') = ''
      OR left(co."gstin", 2) = CASE WHEN length(c."gstin") = 15 THEN left(c."gstin", 2) ELSE c."state_code" END
    THEN 2 * round((coalesce(x."service_charge", 0) + coalesce(x."parts_charge", 0)) * coalesce(x."gst_percent", 0) / 200, 2)
    ELSE round((coalesce(x."service_charge", 0) + coalesce(x."parts_charge", 0)) * coalesce(x."gst_percent", 0) / 100, 2)
  END
FROM "repair_requests" r
JOIN "customers" c ON c."id" = r."customer_id"
LEFT JOIN "company_settings" co ON co."id" = 1
WHERE r."id" = x."request_id" AND (x."service_charge" IS NOT NULL OR x."parts_charge" IS NOT NULL);
--> statement-breakpoint
-- An item on a live (not credited) invoice keeps the tax that invoice carries for it.
UPDATE "request_items" x SET "gst_amount" = l."cgst" + l."sgst" + l."igst"
FROM "invoice_lines" l
JOIN "invoices" i ON i."id" = l."invoice_id"
WHERE l."item_id" = x."id" AND i."kind" = 'invoice'
  AND NOT EXISTS (SELECT 1 FROM "invoices" k WHERE k."credit_of" = i."id");
--> statement-breakpoint
-- A request's charges are its invoiced amounts once invoiced: its live invoices' totals (an invoice issued
-- before this migration with its round-off) and the cost of its owed items on no live invoice. A request
-- whose charges change moves its day counters by the difference, as a pending change the fold adds to the
-- company's and its customer's totals (decisions 027, 062).
WITH t AS (
  SELECT r."id", r."customer_id", r."created_at", r."group_status", r."charges_total" AS before,
    (SELECT coalesce(sum(i."total"), 0) FROM "invoices" i
      WHERE i."request_id" = r."id" AND i."kind" = 'invoice'
        AND NOT EXISTS (SELECT 1 FROM "invoices" k WHERE k."credit_of" = i."id"))
    + (SELECT coalesce(sum(CASE WHEN x."charges_owed"
          THEN coalesce(x."service_charge", 0) + coalesce(x."parts_charge", 0) + coalesce(x."gst_amount", 0) ELSE 0 END), 0)
      FROM "request_items" x
      WHERE x."request_id" = r."id" AND NOT EXISTS (
        SELECT 1 FROM "invoice_lines" l JOIN "invoices" i ON i."id" = l."invoice_id"
        WHERE l."item_id" = x."id" AND i."kind" = 'invoice'
          AND NOT EXISTS (SELECT 1 FROM "invoices" k WHERE k."credit_of" = i."id"))) AS after
  FROM "repair_requests" r
  WHERE EXISTS (SELECT 1 FROM "request_items" x WHERE x."request_id" = r."id" AND x."gst_amount" IS NOT NULL)
),
changed AS (SELECT * FROM t WHERE t.before <> t.after),
shifted AS (
  INSERT INTO "report_daily_deltas" ("customer_id", "day", "group_status", "requests", "items", "charges")
  SELECT "customer_id", ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "group_status", 0, 0, after - before
  FROM changed
  RETURNING 1
)
UPDATE "repair_requests" r SET "charges_total" = changed.after FROM changed WHERE changed."id" = r."id";
--> statement-breakpoint
ALTER TABLE "request_items" ADD CONSTRAINT "request_items_gst_with_quote" CHECK (("request_items"."gst_amount" is null) = ("request_items"."service_charge" is null and "request_items"."parts_charge" is null));
