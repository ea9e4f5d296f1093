-- The agency store, version 27: the agency's own witness of the wallet. The counters' readings
-- are their claims; the agency reads the wallet itself, where the store is, with every agent
-- key its counters use ('counterdesk agency witness', app/agency/witness.py): the keys stay
-- in that PC's keyring, the store knows their fingerprints only ('agency_witness_keys'). Each
-- reading the agency makes is kept in 'agency_witness_readings'; the top-ups the agency's
-- owner paid into the wallet are recorded in 'agency_topups' ('counterdesk agency
-- add-topup'), and the day close names every top-up journal none of them matches
-- (docs/decisions/wallet-witness.md). The counters read these three (their day close runs
-- there); only the owner writes them.

CREATE TABLE agency_witness_keys (
    key_fingerprint text PRIMARY KEY CHECK (key_fingerprint ~ '^[0-9a-f]{16}$'),
    label text NOT NULL DEFAULT '',
    added_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE agency_witness_readings (
    reading_id bigserial PRIMARY KEY,
    key_fingerprint text NOT NULL REFERENCES agency_witness_keys (key_fingerprint),
    read_at timestamptz NOT NULL,
    body jsonb NOT NULL
);
CREATE INDEX agency_witness_readings_by_time ON agency_witness_readings (read_at);

CREATE TABLE agency_topups (
    topup_id bigserial PRIMARY KEY,
    paid_on date NOT NULL,
    amount numeric(14, 2) NOT NULL CHECK (amount > 0),
    -- '' : the agency's only key (or any of its keys).
    key_fingerprint text NOT NULL DEFAULT '',
    note text NOT NULL DEFAULT '',
    recorded_at timestamptz NOT NULL DEFAULT now()
);

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
        ' agency_witness_keys, agency_witness_readings, agency_topups TO %I', role);
END
$$;

SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
