-- The ledger's rules, kept by the database itself so no code path can break them.
-- Journal entries and postings are never changed or removed: a mistake is corrected by a new entry.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER postings_immutable BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
-- Every entry has at least two postings summing to zero, checked when the transaction commits.
CREATE FUNCTION ledger_check_entry(entry uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, lines FROM postings WHERE entry_id = entry;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'journal entry % does not balance: % postings summing to %', entry, lines, total;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION journal_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_entry(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION posting_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_entry(NEW.entry_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION posting_entry_balanced();
--> statement-breakpoint
-- The shop's own accounts; wallets are created per person when first used.
INSERT INTO ledger_accounts (code, kind) VALUES
  ('mpesa_clearing', 'mpesa_clearing'),
  ('sales', 'sales'),
  ('refunds', 'refunds'),
  ('referral_rewards', 'referral_rewards'),
  ('adjustments', 'adjustments');
