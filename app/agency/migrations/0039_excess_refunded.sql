-- The agency store, version 39: a customer's excess paid back at the till (the counter's
-- `excess_refunded` event, issue 94: a payment the bank showed more for, accepted as paid over,
-- then given back) is money a tender gave back to a customer, as a refund's payment is. The
-- tenders' and the bookings' figures are made again counting it as given back (version 29's
-- columns kept); the day lines, the drawer's balance and the customers' accounts read every
-- event already.
CREATE OR REPLACE VIEW agency_book_tenders AS
SELECT
    counter_id,
    counter_code,
    day,
    account,
    coalesce(sum(debit) FILTER (WHERE event_kind = 'sale'), 0) AS taken,
    coalesce(sum(credit) FILTER (WHERE event_kind IN ('refund_paid', 'excess_refunded')), 0)
    AS given_back,
    coalesce(sum(debit) FILTER (WHERE event_kind = 'sale'), 0)
    - coalesce(sum(credit) FILTER (WHERE event_kind IN ('refund_paid', 'excess_refunded')), 0)
    AS net
FROM agency_book_day_lines
WHERE (account = 'drawer' OR account LIKE 'clearing:%')
    AND event_kind IN ('sale', 'refund_paid', 'excess_refunded')
GROUP BY counter_id, counter_code, day, account;

CREATE OR REPLACE VIEW agency_book_bookings AS
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
    coalesce(
        sum(credit) FILTER (WHERE event_kind IN ('refund_paid', 'excess_refunded') AND tender), 0
    ) AS customers_given_back,
    coalesce(sum(debit) FILTER (WHERE event_kind = 'sale' AND tender), 0)
    - coalesce(
        sum(credit) FILTER (WHERE event_kind IN ('refund_paid', 'excess_refunded') AND tender), 0
    ) AS customers_net
FROM (
    SELECT *, (account = 'drawer' OR account LIKE 'clearing:%') AS tender
    FROM agency_book_day_lines
    WHERE booking_ref IS NOT NULL
) AS lines
GROUP BY booking_ref;
