-- The day close's UPI and bank refunds, and each payment named as its counter names it (issue 65;
-- decision docs/decisions/agency-bank-matching.md). A UPI or bank refund paid to a customer is
-- proved by its debit in the shared statements, matched in the same run as the sales (a debit
-- proves a refund, a credit a sale), so the day close splits each counter's refunds as its
-- shift report does. `payment_key` is the key the counter's journal gives the payment
-- (`sale:<request>:<position from 0>`, `refund:<payment>`): the counter's Bank statement tab
-- takes the day close's word for its own payments by it, and a resolution is found by it.
DROP VIEW agency_bank_payments;

CREATE VIEW agency_bank_payments AS
WITH payments AS (
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
        upper(t.tender ->> 'reference') AS reference,
        false AS outgoing,
        'sale:' || (r.body ->> 'request_id') || ':' || (t.position - 1) AS payment_key
    FROM records AS r
    JOIN counters AS c USING (counter_id)
    CROSS JOIN LATERAL jsonb_array_elements(r.body -> 'payment' -> 'tenders')
        WITH ORDINALITY AS t (tender, position)
    WHERE r.kind = 'sale' AND jsonb_typeof(r.body -> 'payment') = 'object'
        AND t.tender ->> 'mode' IN ('UPI', 'Bank transfer')
    UNION ALL
    -- A refund's record says what left the till, a cash round off within it (none by UPI or
    -- bank): the statement's debit is the rest.
    SELECT
        r.counter_id,
        c.code,
        r.seq,
        1,
        (r.body ->> 'recorded_at')::timestamptz,
        (r.body ->> 'recorded_at')::timestamptz,
        r.body ->> 'mode',
        (r.body ->> 'amount')::numeric(14, 2)
            - coalesce((r.body ->> 'round_off')::numeric(14, 2), 0.00),
        upper(r.body ->> 'reference'),
        true,
        'refund:' || (r.body ->> 'payment_id')
    FROM records AS r
    JOIN counters AS c USING (counter_id)
    WHERE r.kind = 'customer_refund' AND r.body ->> 'mode' IN ('UPI', 'Bank transfer')
        AND (r.body ->> 'amount')::numeric(14, 2) > 0
)
SELECT
    p.counter_id,
    p.counter_code,
    p.seq,
    p.position,
    p.taken_at,
    (p.sold_at AT TIME ZONE 'Asia/Kolkata')::date AS day,
    p.mode,
    p.amount,
    CASE WHEN (SELECT agency_is_admin()) OR p.counter_id = (SELECT agency_own_counter())
        OR EXISTS (SELECT 1 FROM bank_rows AS b WHERE b.refs @> ARRAY[p.reference])
        THEN p.reference END AS reference,
    (
        SELECT o.body ->> 'outcome' FROM records AS o
        WHERE o.kind = 'bank_resolution' AND o.counter_id = p.counter_id
            AND o.body ->> 'payment_key' = p.payment_key
        ORDER BY o.seq DESC LIMIT 1
    ) AS outcome,
    p.outgoing,
    p.payment_key
FROM payments AS p;

-- The view is new: the counters admitted before this version read it again (later ones by
-- agency_grant_counter, as version 17 left it).
DO $$
DECLARE
    role name;
BEGIN
    FOR role IN SELECT c.role_name FROM counters AS c WHERE c.role_name IS NOT NULL LOOP
        EXECUTE format('GRANT SELECT ON agency_bank_payments TO %I', role);
    END LOOP;
END
$$;
