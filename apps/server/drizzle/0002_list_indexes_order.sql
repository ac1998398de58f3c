DROP INDEX "repair_requests_customer_created_idx";--> statement-breakpoint
DROP INDEX "repair_requests_created_idx";--> statement-breakpoint
DROP INDEX "repair_requests_group_created_idx";--> statement-breakpoint
DROP INDEX "repair_requests_customer_group_idx";--> statement-breakpoint
CREATE INDEX "repair_requests_customer_created_idx" ON "repair_requests" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "repair_requests_created_idx" ON "repair_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "repair_requests_group_created_idx" ON "repair_requests" USING btree ("group_status","created_at","id");--> statement-breakpoint
CREATE INDEX "repair_requests_customer_group_idx" ON "repair_requests" USING btree ("customer_id","group_status","created_at","id");