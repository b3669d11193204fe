-- Ledger transfers are append-only: a correction is a new transfer, never an edit of an old one.
CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_append_only();
