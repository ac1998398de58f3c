CREATE TABLE "rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
-- Decision 089: the numbers already held. A number on one account stays that account's, confirmed as of this
-- migration; a number on several accounts stays with the one that had it first (since its current number was
-- set: the change to it in the audit log, else the account's creation), and the others confirm theirs anew
-- (the server mails them once, at its next start: features/profile, tellMobilesTaken).
UPDATE "customers" SET "mobile_verified_at" = now()
WHERE "id" IN (
  SELECT DISTINCT ON (held.mobile) held.id
  FROM (
    SELECT c.id, c.mobile, c.created_at,
      coalesce((
        SELECT max(a.created_at) FROM "audit_log" a
        WHERE a.entity = 'customer' AND a.entity_id = c.code AND a.after->>'mobile' = c.mobile
          AND (a.before IS NULL OR a.before->>'mobile' IS DISTINCT FROM c.mobile)
      ), c.created_at) AS since
    FROM "customers" c
    WHERE c.mobile <> ''
  ) held
  ORDER BY held.mobile, held.since, held.created_at, held.id
);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_verified_mobile_key" ON "customers" USING btree ("mobile") WHERE "customers"."mobile_verified_at" is not null;