-- The books protect themselves (issue 25): an invoice's lines are never truncated; a payment is never
-- changed, deleted or truncated (a wrong one is reversed by an entry); a document series only moves on
-- by one, so no number is reused or skipped. Run the app as a role that owns none of these tables and it
-- cannot drop or disable the triggers either (docs/operations.md).
CREATE TRIGGER "invoice_lines_never_truncate" BEFORE TRUNCATE ON "invoice_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_invoice_change"();--> statement-breakpoint
CREATE FUNCTION "refuse_payment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments are never changed or deleted: a wrong payment is reversed by an entry' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_never_change" BEFORE UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "refuse_payment_change"();--> statement-breakpoint
CREATE TRIGGER "payments_never_truncate" BEFORE TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_payment_change"();--> statement-breakpoint
CREATE FUNCTION "document_series_forward_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."kind" = OLD."kind" AND NEW."fy" = OLD."fy" AND NEW."last_no" = OLD."last_no" + 1 THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a document series only moves on by one: its numbers are never reused or skipped' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "document_series_forward" BEFORE UPDATE OR DELETE ON "document_series" FOR EACH ROW EXECUTE FUNCTION "document_series_forward_only"();--> statement-breakpoint
CREATE TRIGGER "document_series_never_truncate" BEFORE TRUNCATE ON "document_series" FOR EACH STATEMENT EXECUTE FUNCTION "document_series_forward_only"();
