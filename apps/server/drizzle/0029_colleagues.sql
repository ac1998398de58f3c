-- Issue 29: colleagues on one customer account (decision 067). A member raises requests; an approver also
-- answers charges and sees invoices; the owner (account admin) invites, changes roles and removes.
ALTER TABLE "customer_members" DROP CONSTRAINT "customer_members_role";--> statement-breakpoint
ALTER TABLE "customer_members" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "customer_members" ADD CONSTRAINT "customer_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_members" ADD CONSTRAINT "customer_members_role" CHECK ("customer_members"."role" in ('owner', 'approver', 'member'));