-- The agency store, version 38: a ledger per declared bank account (issue 94). A counter's
-- entries of a statement's row post to the row's account, `bank:<account>`; an older journal's
-- entries on the bank not named (`bank`) are moved there by a correcting entry each (the
-- counter's `bank_named` event, journal version 45), which reaches the store as every money
-- event does and is dated, as at the counter, on the day of the entry it corrects (its body's
-- `on`, `DAY_KINDS` of `app/domain/postings.py`). The view is made again with that kind among
-- those dated so (version 37's kept); its columns are as version 29 made them, so the views
-- over it (each account's lines and balances by day) hold each account's ledger alike.
CREATE OR REPLACE VIEW agency_book_day_lines AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    r.body ->> 'event_id' AS event_id,
    r.body ->> 'kind' AS event_kind,
    CASE
        WHEN r.body ->> 'kind' IN (
            'bank_charge', 'bank_named', 'bank_proved', 'bank_voucher', 'card_mdr',
            'card_settlement', 'excess_received', 'markup_reclassified', 'payout', 'payout_fee',
            'refund_returned'
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
