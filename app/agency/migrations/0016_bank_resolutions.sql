-- A supervisor's resolution of a questioned UPI or bank payment (journal version 23's
-- bank_resolutions), sent by its counter as a `bank_resolution` record: the payment's key and
-- reference, the outcome ('other reference', 'still owed', 'written off') and the decision's
-- id; the reason stays in the decision's own record. agency_bank_proofs gains each tender's
-- latest outcome, after the columns it had: the counter's app gives the standing from the
-- statements' word and the outcome by one rule (app.bank.proofs.standing_of), so a resolved
-- payment is no longer questioned in the day close (docs/decisions/resolved-payments.md).
CREATE OR REPLACE VIEW agency_bank_proofs AS
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
    END AS standing,
    (
        SELECT o.body ->> 'outcome' FROM records AS o
        WHERE o.kind = 'bank_resolution' AND o.counter_id = t.counter_id
            AND o.body ->> 'payment_key' LIKE 'sale:%'
            AND upper(o.body ->> 'reference') = t.reference
        ORDER BY o.seq DESC LIMIT 1
    ) AS outcome
FROM tenders AS t;
