-- The agency store, version 28: the keys the agency registered for each counter. The
-- administrator registers the fingerprint of a counter's sealing key (the 16 hex digits its
-- 's2:' seals name, `app.journal.chain.fingerprint`) at add-counter, and again after the key
-- is made anew (`counterdesk agency register-key`). A record sealed under any other key is a
-- problem the day close names with its counter, record and amount ('agency_foreign_seals'),
-- not a key change the counter announces to itself; a counter whose records are sent unsealed
-- (no keyring) is listed by 'agency_unsealed' (docs/decisions/keys-registered.md).

CREATE TABLE counter_keys (
    counter_id uuid NOT NULL REFERENCES counters (counter_id),
    key_fingerprint text NOT NULL CHECK (key_fingerprint ~ '^[0-9a-f]{16}$'),
    registered_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (counter_id, key_fingerprint)
);

-- The keys the counters sealed under before this version are registered as they stand: a
-- store upgraded names only what is sealed under a new key from now on.
INSERT INTO counter_keys (counter_id, key_fingerprint)
SELECT DISTINCT counter_id, substr(seal, 4, 16) FROM record_links WHERE seal LIKE 's2:%';

CREATE VIEW agency_foreign_seals AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.record_id,
    r.kind,
    substr(l.seal, 4, 16) AS key_fingerprint,
    coalesce(
        r.body ->> 'total_debited', r.body ->> 'wallet_debit', r.body ->> 'net_refund',
        r.body ->> 'amount'
    )::numeric(14, 2) AS amount
FROM records AS r
JOIN record_links AS l USING (counter_id, seq)
JOIN counters AS c USING (counter_id)
WHERE l.seal LIKE 's2:%'
AND NOT EXISTS (
    SELECT 1 FROM counter_keys AS k
    WHERE k.counter_id = r.counter_id AND k.key_fingerprint = substr(l.seal, 4, 16)
);

CREATE VIEW agency_unsealed AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    count(*) AS records,
    min(r.seq) AS first_seq,
    max(r.seq) AS last_seq
FROM records AS r
JOIN record_links AS l USING (counter_id, seq)
JOIN counters AS c USING (counter_id)
WHERE l.seal IS NULL
GROUP BY r.counter_id, c.code, c.name;

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
        ' counter_keys, agency_foreign_seals, agency_unsealed TO %I', role);
END
$$;

SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
