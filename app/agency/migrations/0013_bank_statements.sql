-- The agency's bank statements (issue 65): each row a counter imported, kept once for the whole
-- agency by what it carries (its fingerprint, and its place among the rows of one file that
-- carry the same: docs/decisions/bank-statements.md), so one import covers every counter.
-- Shared by all: any counter reads them and adds those it imports; none changes one.
CREATE TABLE bank_rows (
    fingerprint text NOT NULL,
    occurrence integer NOT NULL CHECK (occurrence >= 0),
    booked_on date NOT NULL,
    amount numeric(14, 2) NOT NULL,
    refs text[] NOT NULL,
    narration text NOT NULL,
    payer text NOT NULL,
    imported_by text NOT NULL,
    imported_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (fingerprint, occurrence)
);
CREATE INDEX bank_rows_by_ref ON bank_rows USING gin (refs);

-- Each UPI and bank tender of every counter's sales against the rows: proved when a credit of
-- its amount carries its reference from the day before the sale to two days after; questioned
-- when a row carries its reference otherwise, or when the rows reach the day after the sale and
-- none carries it; else not yet. The reference itself is not shown (another counter's stays
-- hidden, as in agency_payments): only the counter, the day, the tender and the standing.
CREATE VIEW agency_bank_proofs AS
WITH tenders AS (
    SELECT
        r.counter_id,
        c.code AS counter_code,
        ((r.body ->> 'sold_at')::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AS day,
        t.tender ->> 'mode' AS mode,
        (t.tender ->> 'amount')::numeric(14, 2) AS amount,
        upper(t.tender ->> 'reference') AS reference
    FROM records AS r
    JOIN counters AS c USING (counter_id)
    CROSS JOIN LATERAL jsonb_array_elements(r.body -> 'payment' -> 'tenders') AS t (tender)
    WHERE r.kind = 'sale' AND jsonb_typeof(r.body -> 'payment') = 'object'
        AND t.tender ->> 'mode' IN ('UPI', 'Bank transfer')
)
SELECT
    t.counter_id,
    t.counter_code,
    t.day,
    t.mode,
    t.amount,
    CASE
        WHEN EXISTS (
            SELECT 1 FROM bank_rows AS b
            WHERE t.reference = ANY (b.refs) AND b.amount = t.amount
                AND b.booked_on BETWEEN t.day - 1 AND t.day + 2
        ) THEN 'proved'
        WHEN EXISTS (SELECT 1 FROM bank_rows AS b WHERE t.reference = ANY (b.refs))
            THEN 'questioned'
        WHEN (SELECT max(b.booked_on) FROM bank_rows AS b) >= t.day + 1 THEN 'questioned'
        ELSE 'not yet'
    END AS standing
FROM tenders AS t;

-- Every counter reads and adds rows, and reads the proofs: those admitted before this version
-- now, later ones with agency_grant_counter, which names them from now on.
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
        ' agency_bank_proofs TO %I', role);
END
$$;

DO $$
DECLARE
    role name;
BEGIN
    FOR role IN SELECT c.role_name FROM counters AS c WHERE c.role_name IS NOT NULL LOOP
        EXECUTE format('GRANT SELECT, INSERT ON bank_rows TO %I', role);
        EXECUTE format('GRANT SELECT ON agency_bank_proofs TO %I', role);
    END LOOP;
END
$$;
