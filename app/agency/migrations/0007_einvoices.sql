-- The agency store, version 7: the e-invoice clock of every counter. A counter's journal writes
-- an outbox record of kind 'einvoice' when the portal's answer gives a document its IRN (the
-- body has 'irn' and 'ack_at'), when the IRN's cancellation is asked for ('reason', 'asked_at')
-- and when the portal confirms it ('cancelled_at'). The view names each B2B document that has a
-- taxed line with what the portal said of it; the customer's name and address stay out of it
-- (counters read it).
CREATE INDEX records_einvoices ON records (counter_id, (body ->> 'doc_no')) WHERE kind = 'einvoice';

CREATE VIEW agency_einvoices AS
SELECT
    t.counter_id,
    t.counter_code,
    t.doc_no,
    t.kind,
    t.issued_at,
    irn.body ->> 'irn' AS irn,
    irn.body ->> 'ack_at' AS ack_at,
    asked.body ->> 'asked_at' AS cancel_asked_at,
    done.body ->> 'cancelled_at' AS cancelled_at
FROM agency_tax_documents AS t
LEFT JOIN records AS irn ON irn.kind = 'einvoice' AND irn.counter_id = t.counter_id
    AND irn.body ->> 'doc_no' = t.doc_no AND irn.body ? 'irn'
LEFT JOIN records AS asked ON asked.kind = 'einvoice' AND asked.counter_id = t.counter_id
    AND asked.body ->> 'doc_no' = t.doc_no AND asked.body ? 'reason'
LEFT JOIN records AS done ON done.kind = 'einvoice' AND done.counter_id = t.counter_id
    AND done.body ->> 'doc_no' = t.doc_no AND done.body ? 'cancelled_at'
WHERE t.document -> 'basis' -> 'buyer' ->> 'gstin' <> ''
    AND t.document -> 'basis' ->> 'scheme' <> 'unregistered'
    AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(t.document -> 'lines') AS line
        WHERE line ->> 'sac' <> ''
    );

-- Every counter reads it (the agency day close): those admitted before this version now, later
-- ones with agency_grant_counter, which names it from now on.
CREATE OR REPLACE FUNCTION agency_grant_counter(role name) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role);
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', role);
    EXECUTE format('GRANT SELECT ON schema_version, counters, counter_progress TO %I', role);
    EXECUTE format('GRANT SELECT, INSERT ON records TO %I', role);
    EXECUTE format('GRANT SELECT ON agency_sales, agency_cancellations, agency_payments,'
        ' agency_shifts, agency_reports, agency_unresolved, agency_drafts, agency_decisions,'
        ' agency_counters, agency_integrity, agency_einvoices TO %I', role);
END
$$;

DO $$
DECLARE
    role name;
BEGIN
    FOR role IN SELECT c.role_name FROM counters AS c WHERE c.role_name IS NOT NULL LOOP
        EXECUTE format('GRANT SELECT ON agency_einvoices TO %I', role);
    END LOOP;
END
$$;
