-- The agency store, version 30: the wallet's lines of the counters' sale and cancellation
-- entries, which the agency's day close reads its wallet totals from (issue 93). The day close
-- finds the day's sales and cancellations' entries by their requests, as the counter's shift
-- report asks its own books (`BookQueries.wallet_moved`), and adds up their lines on the
-- wallet's accounts by module and by the wallet's cash and credit (`wallet_moved` of
-- `app/books/queries.py`): a sale's credits there are what the wallet paid the service, a
-- cancellation's debits what the service gave it back. The day close runs as a counter's role,
-- which reads these lines and no other of the books' day lines.
CREATE VIEW agency_book_wallet_lines AS
SELECT counter_id, counter_code, event_id, event_kind, day, account, debit, credit
FROM agency_book_day_lines
WHERE event_kind IN ('sale', 'cancellation')
    AND account IN ('wallet:cash', 'wallet:credit');

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
        ' agency_book_wallet_lines TO %I', role);
END
$$;

SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
