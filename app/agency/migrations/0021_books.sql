-- The counters' books (docs/books.md): each `money_event` record carries the event and the
-- entry its counter posted from it (journal version 29). The store keeps the records as sent;
-- these views read the entries' lines and each account's balance per counter, so the agency's
-- day close and its screens read the same books as the counter that posted them.
CREATE INDEX records_money_events ON records (counter_id, seq) WHERE kind = 'money_event';

CREATE VIEW agency_book_lines AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    r.body ->> 'event_id' AS event_id,
    r.body ->> 'kind' AS event_kind,
    (r.body ->> 'recorded_at')::timestamptz AS recorded_at,
    l.line ->> 'account' AS account,
    (l.line ->> 'debit')::numeric(14, 2) AS debit,
    (l.line ->> 'credit')::numeric(14, 2) AS credit
FROM records AS r
JOIN counters AS c USING (counter_id)
CROSS JOIN LATERAL jsonb_array_elements(r.body -> 'lines') AS l (line)
WHERE r.kind = 'money_event';

CREATE VIEW agency_book_balances AS
SELECT counter_id, counter_code, account, sum(debit) - sum(credit) AS balance
FROM agency_book_lines
GROUP BY counter_id, counter_code, account;
