-- The agency store, version 34: a payment's excess a supervisor accepted as owed back to the
-- customer (the counter's `excess_received` event, issue 94) is a bank's entry like the proof
-- beside it, dated by its statement row's day (`BANK_DAY_KINDS` of `app/domain/postings.py`),
-- here as at the counter. The view is made again with that kind among the bank's (version 32's
-- kept); its columns are as version 29 made them.
CREATE OR REPLACE VIEW agency_book_day_lines AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    r.body ->> 'event_id' AS event_id,
    r.body ->> 'kind' AS event_kind,
    CASE
        WHEN r.body ->> 'kind' IN (
            'bank_charge', 'bank_proved', 'bank_voucher', 'excess_received',
            'markup_reclassified', 'payout', 'payout_fee', 'refund_returned'
        ) AND r.body -> 'body' ->> 'on' IS NOT NULL
            THEN (r.body -> 'body' ->> 'on')::date
        ELSE left(r.body ->> 'recorded_at', 10)::date
    END AS day,
    r.body -> 'body' ->> 'booking_ref' AS booking_ref,
    l.line ->> 'account' AS account,
    (l.line ->> 'debit')::numeric(14, 2) AS debit,
    (l.line ->> 'credit')::numeric(14, 2) AS credit
FROM records AS r
JOIN counters AS c USING (counter_id)
CROSS JOIN LATERAL jsonb_array_elements(r.body -> 'lines') AS l (line)
WHERE r.kind = 'money_event';
