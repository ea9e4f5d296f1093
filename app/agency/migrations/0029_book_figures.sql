-- The agency store, version 29: the books' figures the agency reads (issue 93). The agency's
-- day close and its History read each counter's money from the entries the counters posted
-- (the `money_event` records, migration 0021), never from the sale and cancellation records'
-- own figures: the views below say once which accounts make each figure, as the counter's
-- `app/books/queries.py` does over its journal (docs/books.md, "Figures and what they read").
-- In the books a tender's money is its account: the drawer (cash) or `clearing:<tender>`.

-- Each line of the counters' books with the day its entry is in, as the counter's books date
-- it (`day_of` of `app/domain/postings.py`: a bank's entry on its statement row's day, any
-- other on the day it was recorded) and the booking its event is of (none for the drawer's
-- and the bank's own events).
CREATE VIEW agency_book_day_lines AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    r.body ->> 'event_id' AS event_id,
    r.body ->> 'kind' AS event_kind,
    CASE
        WHEN r.body ->> 'kind' IN (
            'bank_charge', 'bank_proved', 'bank_voucher', 'payout', 'payout_fee'
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

-- The customers' money by counter, day and tender: what each tender took by the day's sales
-- (the cash kept, not the change handed back), what it gave back by the day's refunds (their
-- round off within), and the net.
CREATE VIEW agency_book_tenders AS
SELECT
    counter_id,
    counter_code,
    day,
    account,
    coalesce(sum(debit) FILTER (WHERE event_kind = 'sale'), 0) AS taken,
    coalesce(sum(credit) FILTER (WHERE event_kind = 'refund_paid'), 0) AS given_back,
    coalesce(sum(debit) FILTER (WHERE event_kind = 'sale'), 0)
    - coalesce(sum(credit) FILTER (WHERE event_kind = 'refund_paid'), 0) AS net
FROM agency_book_day_lines
WHERE (account = 'drawer' OR account LIKE 'clearing:%')
    AND event_kind IN ('sale', 'refund_paid')
GROUP BY counter_id, counter_code, day, account;

-- The wallet's money by counter and day: how many sales the counter's books posted, what the
-- wallet paid the service for them (`wallet:cash` and `wallet:credit` credited) and what the
-- service gave the wallet back for the day's cancellations, the clerks' and the operators'
-- (the wallet's accounts debited).
CREATE VIEW agency_book_wallet_days AS
SELECT
    counter_id,
    counter_code,
    day,
    count(DISTINCT event_id) FILTER (WHERE event_kind = 'sale') AS sales,
    coalesce(
        sum(credit - debit) FILTER (WHERE event_kind = 'sale' AND account LIKE 'wallet:%'), 0
    ) AS wallet_paid,
    coalesce(
        sum(debit - credit)
        FILTER (WHERE event_kind = 'cancellation' AND account LIKE 'wallet:%'),
        0
    ) AS wallet_back
FROM agency_book_day_lines
WHERE event_kind IN ('sale', 'cancellation')
GROUP BY counter_id, counter_code, day;

-- The drawer's balance at the end of each day it moved, by counter: the cash the counter's
-- books say its drawer holds.
CREATE VIEW agency_book_drawers AS
SELECT
    counter_id,
    counter_code,
    day,
    sum(sum(debit) - sum(credit)) OVER (PARTITION BY counter_id ORDER BY day) AS balance
FROM agency_book_day_lines
WHERE account = 'drawer'
GROUP BY counter_id, counter_code, day;

-- Each booking's money by the books, whichever counters posted it (a booking sold at one
-- counter may be cancelled and refunded at another): the wallet's (paid for its sale, from its
-- cash and its credit used, and given back by its cancellations) and its customers' (paid at
-- the tills by its sale, given back by its refunds, and the net).
CREATE VIEW agency_book_bookings AS
SELECT
    booking_ref,
    coalesce(
        sum(credit - debit) FILTER (WHERE event_kind = 'sale' AND account LIKE 'wallet:%'), 0
    ) AS wallet_paid,
    coalesce(
        sum(credit - debit) FILTER (WHERE event_kind = 'sale' AND account = 'wallet:cash'), 0
    ) AS wallet_cash,
    coalesce(
        sum(credit - debit) FILTER (WHERE event_kind = 'sale' AND account = 'wallet:credit'), 0
    ) AS wallet_credit,
    coalesce(
        sum(debit - credit)
        FILTER (WHERE event_kind = 'cancellation' AND account LIKE 'wallet:%'),
        0
    ) AS wallet_back,
    coalesce(sum(debit) FILTER (WHERE event_kind = 'sale' AND tender), 0) AS customers_paid,
    coalesce(sum(credit) FILTER (WHERE event_kind = 'refund_paid' AND tender), 0)
    AS customers_given_back,
    coalesce(sum(debit) FILTER (WHERE event_kind = 'sale' AND tender), 0)
    - coalesce(sum(credit) FILTER (WHERE event_kind = 'refund_paid' AND tender), 0)
    AS customers_net
FROM (
    SELECT *, (account = 'drawer' OR account LIKE 'clearing:%') AS tender
    FROM agency_book_day_lines
    WHERE booking_ref IS NOT NULL
) AS lines
GROUP BY booking_ref;

CREATE OR REPLACE FUNCTION agency_grant_counter(role name) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role);
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', role);
    EXECUTE format('GRANT SELECT ON schema_version, counters, counter_progress TO %I', role);
    EXECUTE format('GRANT SELECT, INSERT ON records, record_links TO %I', role);
    EXECUTE format('GRANT SELECT, INSERT ON bank_rows TO %I', role);
    EXECUTE format('GRANT SELECT ON agency_sales, agency_cancellations, agency_payments,'
        ' agency_shifts, agency_reports, agency_unresolved, agency_drafts, agency_decisions,'
        ' agency_counters, agency_integrity, agency_einvoices, agency_disruptions,'
        ' agency_bank_payments, agency_wallet_readings, agency_shared_keys,'
        ' agency_witness_keys, agency_witness_readings, agency_topups,'
        ' counter_keys, agency_foreign_seals, agency_unsealed, agency_book_tenders,'
        ' agency_book_wallet_days, agency_book_drawers, agency_book_bookings TO %I', role);
END
$$;

SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
