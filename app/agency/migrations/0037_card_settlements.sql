-- The agency store, version 37: a card acquirer's settlement report (decision
-- docs/decisions/card-settlements.md). Its rows are shared marked as a card acquirer's, so that
-- a counter that pulls them posts their payout against the card's takings, not UPI's (false:
-- a bank's row, or a payment app's). Its payout's entries, `card_settlement` and `card_mdr`, are
-- a bank's entries dated by the statement row's day (`BANK_DAY_KINDS` of
-- `app/domain/postings.py`), here as at the counter: the view is made again with them among
-- the bank's (version 34's kept); its columns are as version 29 made them.
ALTER TABLE bank_rows ADD COLUMN IF NOT EXISTS card boolean NOT NULL DEFAULT false;

CREATE OR REPLACE VIEW agency_book_day_lines AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    r.body ->> 'event_id' AS event_id,
    r.body ->> 'kind' AS event_kind,
    CASE
        WHEN r.body ->> 'kind' IN (
            'bank_charge', 'bank_proved', 'bank_voucher', 'card_mdr', 'card_settlement',
            'excess_received', 'markup_reclassified', 'payout', 'payout_fee', 'refund_returned'
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
