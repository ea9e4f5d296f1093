-- The agency store, version 41: each counter's books by day and account, which the month's
-- trial balance reads (issue 97; `app.books.trial_balance`, docs/decisions/trial-balance.md).
-- Each line is on its day in the books (`agency_book_day_lines`, as the counter dates it), so
-- a month's opening balance is the sum of the days before it and its debits and credits those
-- of its days, for each counter and, added up, for the agency. The trial balance is read at a
-- counter, whose role reads its own records only: through this view, with the owner's rights,
-- as the books' views of version 29 are.
CREATE VIEW agency_book_days AS
SELECT
    counter_id,
    counter_code,
    day,
    account,
    sum(debit) AS debit,
    sum(credit) AS credit
FROM agency_book_day_lines
GROUP BY counter_id, counter_code, day, account;

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
        ' agency_books_checks, agency_money_events, agency_money_heads, agency_book_days TO %I',
        role);
END
$$;

SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
