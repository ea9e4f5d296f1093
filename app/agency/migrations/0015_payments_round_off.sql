-- A cash refund leaves the drawer in whole rupees (journal version 24): its record's `amount`
-- is what was handed, `round_off` what the cash was rounded by within it (absent before).
-- agency_payments lists it beside the amount, signed as the amount (a refund's is negative),
-- so that the rows add up to the drawer's cash and, less the round off, to the refunds
-- settled; a sale's tenders and every other refund have 0.00. The columns before it are as
-- in version 5 (docs/decisions/round-off-on-documents.md, "Cash refunds").
CREATE OR REPLACE VIEW agency_payments AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    'sale' AS direction,
    r.body ->> 'booking_ref' AS booking_ref,
    r.body -> 'payment' ->> 'receipt_no' AS receipt_no,
    r.body ->> 'clerk' AS clerk,
    (r.body -> 'payment' ->> 'shift_id')::bigint AS shift_id,
    t.tender ->> 'mode' AS mode,
    (t.tender ->> 'amount')::numeric(14, 2) AS amount,
    CASE WHEN (SELECT agency_is_admin()) OR r.counter_id = (SELECT agency_own_counter())
        THEN t.tender ->> 'reference' END AS reference,
    r.created_at,
    0.00::numeric(14, 2) AS round_off
FROM records AS r
JOIN counters AS c USING (counter_id)
CROSS JOIN LATERAL jsonb_array_elements(r.body -> 'payment' -> 'tenders') AS t (tender)
WHERE r.kind = 'sale' AND jsonb_typeof(r.body -> 'payment') = 'object'
UNION ALL
SELECT
    r.counter_id,
    c.code,
    r.seq,
    'refund',
    r.body ->> 'booking_ref',
    NULL,
    r.body ->> 'clerk',
    (r.body ->> 'shift_id')::bigint,
    r.body ->> 'mode',
    -(r.body ->> 'amount')::numeric(14, 2),
    CASE WHEN (SELECT agency_is_admin()) OR r.counter_id = (SELECT agency_own_counter())
        THEN r.body ->> 'reference' END,
    r.created_at,
    -COALESCE((r.body ->> 'round_off')::numeric(14, 2), 0.00)
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'customer_refund';
