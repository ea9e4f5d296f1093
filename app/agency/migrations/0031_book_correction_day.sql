-- The agency store, version 31: a correcting entry is on the day of the entry it corrects, as
-- the counter's books date it (`DAY_KINDS` of `app/domain/postings.py`): a tour operator's
-- markup an older counter version kept as the service charge, moved to the agency's fee by
-- journal version 40 (`markup_reclassified`), dated by its body's `on`, the sale's day, as a
-- bank's entries are by their statement row's. The view keeps its columns, so the views over
-- it and the counters' grant of them stand.
CREATE OR REPLACE VIEW agency_book_day_lines AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    r.body ->> 'event_id' AS event_id,
    r.body ->> 'kind' AS event_kind,
    CASE
        WHEN r.body ->> 'kind' IN (
            'bank_charge', 'bank_proved', 'bank_voucher', 'markup_reclassified', 'payout',
            'payout_fee'
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
