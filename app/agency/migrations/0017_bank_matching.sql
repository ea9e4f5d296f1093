-- The day close's UPI and bank standings by the counters' own matching rules (issue 65; decision
-- docs/decisions/agency-bank-matching.md): the store no longer says in SQL which row proves a
-- payment. `app.agency.bank.proofs_on` reads the day's payments of every counter and the rows
-- near them, and runs the one matcher (`app.bank.matching`) over them, so a payment proved by
-- amount and time at a counter is proved in the day close too.

-- A row's time of day where its layout says one: amount-and-time matching holds a row to within
-- the window's minutes of the payment. Rows shared before this version have none (day only).
ALTER TABLE bank_rows ADD COLUMN booked_at time;

DROP VIEW agency_bank_proofs;

-- Each UPI and bank tender of every counter's sales, as the matcher needs it: its counter, its
-- place (seq, position), when the till took it (`taken_at` in the sale's payment, the sale's
-- time in a record sent before it), the day it was sold on, its tender, amount and reference, and the outcome of
-- its counter's latest `bank_resolution`. Another counter's reference is shown only where a row
-- of the shared statements carries it (every counter reads those rows already); one no row
-- carries stays hidden, as in agency_payments, and matching needs it for nothing.
CREATE VIEW agency_bank_payments AS
WITH tenders AS (
    SELECT
        r.counter_id,
        c.code AS counter_code,
        r.seq,
        t.position,
        (r.body ->> 'sold_at')::timestamptz AS sold_at,
        coalesce(r.body -> 'payment' ->> 'taken_at', r.body ->> 'sold_at')::timestamptz
            AS taken_at,
        t.tender ->> 'mode' AS mode,
        (t.tender ->> 'amount')::numeric(14, 2) AS amount,
        upper(t.tender ->> 'reference') AS reference
    FROM records AS r
    JOIN counters AS c USING (counter_id)
    CROSS JOIN LATERAL jsonb_array_elements(r.body -> 'payment' -> 'tenders')
        WITH ORDINALITY AS t (tender, position)
    WHERE r.kind = 'sale' AND jsonb_typeof(r.body -> 'payment') = 'object'
        AND t.tender ->> 'mode' IN ('UPI', 'Bank transfer')
)
SELECT
    t.counter_id,
    t.counter_code,
    t.seq,
    t.position,
    t.taken_at,
    (t.sold_at AT TIME ZONE 'Asia/Kolkata')::date AS day,
    t.mode,
    t.amount,
    CASE WHEN (SELECT agency_is_admin()) OR t.counter_id = (SELECT agency_own_counter())
        OR EXISTS (SELECT 1 FROM bank_rows AS b WHERE b.refs @> ARRAY[t.reference])
        THEN t.reference END AS reference,
    (
        SELECT o.body ->> 'outcome' FROM records AS o
        WHERE o.kind = 'bank_resolution' AND o.counter_id = t.counter_id
            AND o.body ->> 'payment_key' LIKE 'sale:%'
            AND upper(o.body ->> 'reference') = t.reference
        ORDER BY o.seq DESC LIMIT 1
    ) AS outcome
FROM tenders AS t;

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
        ' agency_bank_payments TO %I', role);
END
$$;

DO $$
DECLARE
    role name;
BEGIN
    FOR role IN SELECT c.role_name FROM counters AS c WHERE c.role_name IS NOT NULL LOOP
        EXECUTE format('GRANT SELECT ON agency_bank_payments TO %I', role);
    END LOOP;
END
$$;
