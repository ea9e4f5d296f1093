-- The agency store, version 42: what the agency's month trial balance says beside its figures,
-- as a counter's does (issue 97; `app.books.trial_balance`, docs/decisions/trial-balance.md).
-- `agency_book_corrections`: each counter's entry posted for a closed month (its money event's
-- body names the `closed_month`; `app.journal.month_close.locked`), on its day in the books as
-- `agency_book_day_lines` dates it, with the day it belonged on, what it corrects, its booking
-- and the amount its entry moves (its debits), as `app.books.corrections` reads the journal.
-- `agency_month_acts`: each close and re-opening of a month, a counter's (its record of kind
-- 'month_close', `agency_month_closes` of version 40) and the agency's own (`agency_months`,
-- the counter's code null), whose re-openings the month's papers say. The trial balance is
-- read at a counter, whose role reads its own records only: through these views, with the
-- owner's rights, as version 41's book days are.
CREATE VIEW agency_book_corrections AS
SELECT
    l.counter_id,
    l.counter_code,
    l.seq,
    l.event_id,
    l.event_kind,
    l.day,
    r.body -> 'body' ->> 'closed_month' AS closed_month,
    (r.body -> 'body' ->> 'belongs_on')::date AS belongs_on,
    coalesce(r.body -> 'body' ->> 'corrects', '') AS corrects,
    coalesce(l.booking_ref, '') AS booking_ref,
    sum(l.debit) AS amount
FROM agency_book_day_lines AS l
JOIN records AS r USING (counter_id, seq)
WHERE r.body -> 'body' ->> 'closed_month' IS NOT NULL
GROUP BY l.counter_id, l.counter_code, l.seq, l.event_id, l.event_kind, l.day, l.booking_ref,
    r.body;

CREATE VIEW agency_month_acts AS
SELECT counter_code, seq, month, act, acted_at, acted_by, reason
FROM agency_month_closes
UNION ALL
SELECT NULL, act_id, month, act, acted_at, acted_by, reason
FROM agency_months;

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
        ' agency_books_checks, agency_money_events, agency_money_heads, agency_book_days,'
        ' agency_book_corrections, agency_month_acts TO %I',
        role);
END
$$;

SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
