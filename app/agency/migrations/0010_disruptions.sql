-- The bookings the operator cancelled or changed, as each counter's watcher found them
-- ('disruption' records, one per state: open, then refunded, rebooked or told). One row per
-- counter and booking, in its latest state, with the sale's customer as agency_sales shows them
-- to the reader (another counter's customers' details stay hidden).
CREATE VIEW agency_disruptions AS
WITH latest AS (
    SELECT DISTINCT ON (r.counter_id, r.body ->> 'booking_ref')
        r.counter_id, r.seq, r.body, r.received_at
    FROM records AS r
    WHERE r.kind = 'disruption'
    ORDER BY r.counter_id, r.body ->> 'booking_ref', r.seq DESC
)
SELECT
    l.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    l.seq,
    l.body ->> 'booking_ref' AS booking_ref,
    l.body ->> 'module' AS module,
    l.body ->> 'product' AS product,
    (l.body ->> 'travel_date')::date AS trip_date,
    l.body ->> 'kind' AS kind,
    (l.body ->> 'found_at')::timestamptz AS found_at,
    l.body -> 'was' AS was,
    l.body -> 'now' AS now,
    (l.body ->> 'wallet_back')::numeric(14, 2) AS wallet_back,
    (l.body ->> 'customer_owed')::numeric(14, 2) AS customer_owed,
    l.body ->> 'state' AS state,
    s.customer_name,
    s.customer_email,
    s.customer_phone,
    s.passengers,
    s.seats,
    s.customer_total,
    l.received_at
FROM latest AS l
JOIN counters AS c USING (counter_id)
LEFT JOIN agency_sales AS s
    ON s.counter_id = l.counter_id AND s.booking_ref = l.body ->> 'booking_ref';

-- Every counter reads it: those admitted before this version now, later ones with
-- agency_grant_counter, which names it from now on.
CREATE OR REPLACE FUNCTION agency_grant_counter(role name) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role);
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', role);
    EXECUTE format('GRANT SELECT ON schema_version, counters, counter_progress TO %I', role);
    EXECUTE format('GRANT SELECT, INSERT ON records, record_links TO %I', role);
    EXECUTE format('GRANT SELECT ON agency_sales, agency_cancellations, agency_payments,'
        ' agency_shifts, agency_reports, agency_unresolved, agency_drafts, agency_decisions,'
        ' agency_counters, agency_integrity, agency_einvoices, agency_disruptions TO %I', role);
END
$$;

DO $$
DECLARE
    role name;
BEGIN
    FOR role IN SELECT c.role_name FROM counters AS c WHERE c.role_name IS NOT NULL LOOP
        EXECUTE format('GRANT SELECT ON agency_disruptions TO %I', role);
    END LOOP;
END
$$;
