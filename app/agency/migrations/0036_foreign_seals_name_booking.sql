-- The agency store, version 36: a record sealed under a key the agency never registered for its
-- counter is named with its booking too (the booking reference its body gives, else none), so
-- the day close names it by counter, booking and amount. The view is version 33's with the
-- column added at its end.
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
    )::numeric(14, 2) AS amount,
    r.body ->> 'booking_ref' AS booking_ref
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
