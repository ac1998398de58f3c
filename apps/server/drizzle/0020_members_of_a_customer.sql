CREATE TABLE "customer_members" (
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_members_customer_id_user_id_pk" PRIMARY KEY("customer_id","user_id"),
	CONSTRAINT "customer_members_role" CHECK ("customer_members"."role" in ('owner', 'member'))
);
--> statement-breakpoint
ALTER TABLE "customer_members" ADD CONSTRAINT "customer_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_members" ADD CONSTRAINT "customer_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_members_user_key" ON "customer_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_members_owner_key" ON "customer_members" USING btree ("customer_id") WHERE "customer_members"."role" = 'owner';--> statement-breakpoint
-- Every user of a customer becomes its member; the first by created_at (whose language the customer's mails
-- and messages used) its owner (decision 049).
INSERT INTO "customer_members" ("customer_id", "user_id", "role", "created_at")
SELECT u."customer_id", u."id",
  CASE WHEN row_number() OVER (PARTITION BY u."customer_id" ORDER BY u."created_at", u."id") = 1 THEN 'owner' ELSE 'member' END,
  u."created_at"
FROM "users" u WHERE u."customer_id" IS NOT NULL;
