-- The agency store, version 24: the wallet as the counters' witness. Every counter sends each
-- reading of the wallet it makes as a record of kind 'wallet_reading' (the time it was read,
-- the agent key's fingerprint, cash and credit used as the service answered, and the service's
-- latest ledger journals). 'agency_wallet_readings' lists them with their counter, for the
-- day close to order on each key (docs/decisions/wallet-witness.md); 'agency_shared_keys' says
-- which counters read the wallet on which key, and when first and last.

CREATE VIEW agency_wallet_readings AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    (r.body ->> 'read_at')::timestamptz AS read_at,
    r.body ->> 'key' AS key_fingerprint,
    r.body
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'wallet_reading';

CREATE VIEW agency_shared_keys AS
SELECT
    key_fingerprint,
    counter_id,
    counter_code,
    count(*) AS readings,
    min(read_at) AS first_read,
    max(read_at) AS last_read
FROM agency_wallet_readings
GROUP BY key_fingerprint, counter_id, counter_code;

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
        ' agency_bank_payments, agency_wallet_readings, agency_shared_keys TO %I', role);
END
$$;

-- The views are new: the counters admitted before this version read them too.
SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
