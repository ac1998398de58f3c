DROP INDEX "payments_reference_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idem_key" ON "payments" USING btree ("recorded_by","idempotency_key");--> statement-breakpoint
-- A reference once, whatever the method and case. Books kept before this migration may already hold one
-- twice (the old key was method and reference, case and all): those payments are never rewritten (0018),
-- so the index leaves out the later copies already recorded, and every payment from now on is held to it.
DO $$
DECLARE
  earlier bigint[];
BEGIN
  SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO earlier FROM (
    SELECT id, row_number() OVER (PARTITION BY upper("reference") ORDER BY id) AS n
    FROM "payments" WHERE "reference" <> ''
  ) copies WHERE n > 1;
  IF cardinality(earlier) = 0 THEN
    CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree (upper("reference")) WHERE "payments"."reference" <> '';
  ELSE
    RAISE WARNING '% payment(s) repeat an earlier reference; they stay as recorded, and no new payment may repeat one', cardinality(earlier);
    EXECUTE format(
      'CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree (upper("reference")) WHERE "payments"."reference" <> %L AND "payments"."id" <> ALL (%L::bigint[])',
      '', earlier);
  END IF;
END
$$;
