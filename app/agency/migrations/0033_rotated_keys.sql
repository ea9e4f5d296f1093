-- The agency store, version 33: a key a supervisor rotated at the counter is registered by the
-- rotation's own record. The counter records each rotation as a record of kind 'key_rotated'
-- (the new key's fingerprint, the one it replaces, who approved it and when), sealed under the
-- key it replaces: when that key is registered for the counter, the new key is registered for
-- the records after the rotation, and its own rotations in turn. A record under a key no
-- registration and no such rotation names, under a rotated key but before its rotation, or under
-- a key after the rotation away from it, is named by 'agency_foreign_seals'
-- (docs/decisions/keys-rotated.md).

-- A key rotated away seals nothing after the rotation that replaced it (the last link under it):
-- a rotation labelled with an old key later on, which the counter can no longer check, registers
-- nothing, and is itself named.
CREATE VIEW agency_key_rotations AS
SELECT r.counter_id, r.seq, substr(l.seal, 4, 16) AS sealed_under, r.body, r.created_at
FROM records AS r
JOIN record_links AS l USING (counter_id, seq)
WHERE r.kind = 'key_rotated' AND l.seal LIKE 's2:%';

CREATE VIEW agency_registered_keys AS
WITH RECURSIVE registered (counter_id, key_fingerprint, after_seq, rotated_by, rotated_at) AS (
    SELECT counter_id, key_fingerprint, 0::bigint, NULL::text, registered_at
    FROM counter_keys
    UNION
    SELECT
        rot.counter_id,
        rot.body ->> 'key_fingerprint',
        rot.seq,
        rot.body ->> 'rotated_by',
        rot.created_at
    FROM registered AS k
    JOIN agency_key_rotations AS rot
        ON rot.counter_id = k.counter_id
        AND rot.sealed_under = k.key_fingerprint
        AND rot.seq > k.after_seq
    -- The first rotation away from the key only: after it the key seals nothing.
    WHERE NOT EXISTS (
        SELECT 1 FROM agency_key_rotations AS earlier
        WHERE earlier.counter_id = k.counter_id
            AND earlier.sealed_under = k.key_fingerprint
            AND earlier.seq > k.after_seq
            AND earlier.seq < rot.seq
    )
)
SELECT
    k.counter_id,
    k.key_fingerprint,
    k.after_seq,
    (
        SELECT min(away.seq) FROM agency_key_rotations AS away
        WHERE away.counter_id = k.counter_id
            AND away.sealed_under = k.key_fingerprint
            AND away.seq > k.after_seq
    ) AS until_seq,
    k.rotated_by,
    k.rotated_at
FROM registered AS k;

CREATE OR REPLACE VIEW agency_foreign_seals AS
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
    SELECT 1 FROM agency_registered_keys AS k
    WHERE k.counter_id = r.counter_id
        AND k.key_fingerprint = substr(l.seal, 4, 16)
        AND r.seq > k.after_seq
        AND (k.until_seq IS NULL OR r.seq <= k.until_seq)
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
        ' agency_witness_keys, agency_witness_readings, agency_topups,'
        ' counter_keys, agency_foreign_seals, agency_unsealed, agency_book_tenders,'
        ' agency_book_wallet_days, agency_book_drawers, agency_book_bookings,'
        ' agency_book_wallet_lines, agency_key_rotations, agency_registered_keys TO %I',
        role);
END
$$;

SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
