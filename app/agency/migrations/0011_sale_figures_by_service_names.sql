-- A sale record names the wallet's figures as the service does (total_debited,
-- deducted_from_cash, deducted_from_credit) from this version of the app on; the records a
-- counter sent before keep the older keys (wallet_debit, wallet_cash, wallet_credit), as a
-- record is never rewritten. The view reads each figure under its new key, else its old one,
-- and keeps its columns' names, which the agency's screens and reports read.
CREATE OR REPLACE VIEW agency_sales AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.record_id AS request_id,
    r.body ->> 'booking_ref' AS booking_ref,
    r.body ->> 'module' AS module,
    r.body ->> 'product' AS product,
    (r.body ->> 'travel_date')::date AS trip_date,
    CASE WHEN m.sees THEN r.body ->> 'customer_name' END AS customer_name,
    CASE WHEN m.sees THEN r.body ->> 'customer_email' END AS customer_email,
    CASE WHEN m.sees THEN r.body ->> 'customer_phone' END AS customer_phone,
    CASE WHEN m.sees THEN r.body -> 'passengers' END AS passengers,
    (r.body ->> 'seats')::int AS seats,
    r.body ->> 'clerk' AS clerk,
    (r.body -> 'payment' ->> 'customer_total')::numeric(14, 2) AS customer_total,
    r.body -> 'payment' ->> 'receipt_no' AS receipt_no,
    (r.body -> 'payment' ->> 'shift_id')::bigint AS shift_id,
    COALESCE(r.body ->> 'total_debited', r.body ->> 'wallet_debit')::numeric(14, 2)
        AS wallet_debit,
    COALESCE(r.body ->> 'deducted_from_cash', r.body ->> 'wallet_cash')::numeric(14, 2)
        AS wallet_cash,
    COALESCE(r.body ->> 'deducted_from_credit', r.body ->> 'wallet_credit')::numeric(14, 2)
        AS wallet_credit,
    COALESCE(x.refunded, 0)::numeric(14, 2) AS refunded,
    COALESCE(x.status, r.body ->> 'status') AS status,
    (r.body ->> 'sold_at')::timestamptz AS sold_at,
    r.created_at,
    r.received_at,
    CASE WHEN m.sees THEN
        lower(concat_ws(' ', r.body ->> 'booking_ref', r.body ->> 'customer_name',
            r.body ->> 'customer_phone', r.body ->> 'customer_email', r.body ->> 'passengers'))
    ELSE lower(r.body ->> 'booking_ref') END AS haystack
FROM records AS r
JOIN counters AS c USING (counter_id)
-- Evaluated once per query (two initplans), not once per row.
CROSS JOIN LATERAL (SELECT (SELECT agency_is_admin())
    OR r.counter_id = (SELECT agency_own_counter()) AS sees) AS m
LEFT JOIN LATERAL (
    SELECT
        sum((k.body ->> 'net_refund')::numeric) AS refunded,
        (array_agg(k.body ->> 'status' ORDER BY k.created_at DESC, k.seq DESC))[1] AS status
    FROM records AS k
    WHERE k.kind = 'cancellation' AND k.body ? 'booking_ref'
    AND k.body ->> 'booking_ref' = r.body ->> 'booking_ref'
) AS x ON true
WHERE r.kind = 'sale';
