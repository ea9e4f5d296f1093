-- The agency store, version 35: the heads of each counter's money events' chain (journal version
-- 43, `app.journal.money_chain`), witnessed as they grow as the records' are (version 25). Each
-- `money_event` record carries its link and seal in its body (`chain`); the replicator gives the
-- store every link as the journal makes it, ahead of the records, and the first head given for
-- a place stays. The day close makes each counter's books again from the store's copy of its
-- events with the changes the counter's check names, and names each event sent with a link
-- other than its witnessed head (`app.books.chained`,
-- docs/decisions/money-events-chained.md): every counter's, through the views below.
ALTER TABLE chain_heads DROP CONSTRAINT chain_heads_chain_check;
ALTER TABLE chain_heads ADD CONSTRAINT chain_heads_chain_check
    CHECK (chain IN ('records', 'access_log', 'money_events'));

-- The day close runs at a counter, whose role reads its own records only: the counters' books
-- checks, their money events as sent and the heads of their money events' chains are read
-- through these views, with the owner's rights, as the books' views of version 29 are.
CREATE VIEW agency_books_checks AS
SELECT r.counter_id, c.code AS counter_code, c.name AS counter_name, r.seq, r.body
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'books_check';

CREATE VIEW agency_money_events AS
SELECT counter_id, seq, body FROM records WHERE kind = 'money_event';

CREATE VIEW agency_money_heads AS
SELECT counter_id, seq, head FROM chain_heads WHERE chain = 'money_events';

CREATE OR REPLACE FUNCTION agency_grant_counter(role name) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role);
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', role);
    EXECUTE format('GRANT SELECT ON schema_version, counters, counter_progress TO %I', role);
    EXECUTE format('GRANT SELECT, INSERT ON records, record_links TO %I', role);
    EXECUTE format('GRANT SELECT, INSERT ON bank_rows TO %I', role);
    EXECUTE format('GRANT SELECT ON agency_sales, agency_cancellations, agency_payments,'
        ' agency_shifts, agency_reports, agency_unresolved, agency_drafts, agency_decisions,'
        ' agency_counters, agency_integrity, agency_einvoices, agency_disruptions,'
        ' agency_bank_payments, agency_wallet_readings, agency_shared_keys,'
        ' agency_witness_keys, agency_witness_readings, agency_topups,'
        ' counter_keys, agency_foreign_seals, agency_unsealed, agency_book_tenders,'
        ' agency_book_wallet_days, agency_book_drawers, agency_book_bookings,'
        ' agency_book_wallet_lines, agency_key_rotations, agency_registered_keys,'
        ' agency_books_checks, agency_money_events, agency_money_heads TO %I',
        role);
END
$$;

SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
