-- The agency store, version 1: counters, the records they replicate, and the views the agency
-- screens read. Every record is the JSON body its counter wrote in its journal's outbox; the
-- views give the bodies' fields columns (amounts are numeric, from the bodies' decimal strings).

CREATE TABLE counters (
    counter_id uuid PRIMARY KEY,
    code text NOT NULL,
    name text NOT NULL,
    -- SHA-256 (hex) of the installation's secret token: another installation cannot claim the id.
    installation_key text NOT NULL,
    registered_at timestamptz NOT NULL DEFAULT now(),
    seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE records (
    counter_id uuid NOT NULL REFERENCES counters (counter_id),
    seq bigint NOT NULL CHECK (seq > 0),
    record_id text NOT NULL,
    kind text NOT NULL,
    body jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (counter_id, record_id),
    UNIQUE (counter_id, seq)
);
CREATE INDEX records_by_kind ON records (kind, counter_id, seq);
CREATE INDEX records_by_booking ON records ((body ->> 'booking_ref')) WHERE body ? 'booking_ref';
CREATE INDEX records_by_request ON records (counter_id, (body ->> 'request_id'));

-- The highest seq up to which a counter's records have all arrived (no gap below it).
CREATE TABLE counter_progress (
    counter_id uuid PRIMARY KEY REFERENCES counters (counter_id),
    contiguous_seq bigint NOT NULL DEFAULT 0,
    last_seq bigint NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per booking sold, with what its cancellations did to it since (at any counter).
CREATE VIEW agency_sales AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.record_id AS request_id,
    r.body ->> 'booking_ref' AS booking_ref,
    r.body ->> 'module' AS module,
    r.body ->> 'product' AS product,
    (r.body ->> 'travel_date')::date AS trip_date,
    r.body ->> 'customer_name' AS customer_name,
    r.body ->> 'customer_email' AS customer_email,
    r.body ->> 'customer_phone' AS customer_phone,
    r.body -> 'passengers' AS passengers,
    (r.body ->> 'seats')::int AS seats,
    r.body ->> 'clerk' AS clerk,
    (r.body -> 'payment' ->> 'customer_total')::numeric(14, 2) AS customer_total,
    r.body -> 'payment' ->> 'receipt_no' AS receipt_no,
    (r.body -> 'payment' ->> 'shift_id')::bigint AS shift_id,
    (r.body ->> 'wallet_debit')::numeric(14, 2) AS wallet_debit,
    (r.body ->> 'wallet_cash')::numeric(14, 2) AS wallet_cash,
    (r.body ->> 'wallet_credit')::numeric(14, 2) AS wallet_credit,
    COALESCE(x.refunded, 0)::numeric(14, 2) AS refunded,
    COALESCE(x.status, r.body ->> 'status') AS status,
    (r.body ->> 'sold_at')::timestamptz AS sold_at,
    r.created_at,
    r.received_at,
    lower(concat_ws(' ', r.body ->> 'booking_ref', r.body ->> 'customer_name',
        r.body ->> 'customer_phone', r.body ->> 'customer_email', r.body ->> 'passengers'))
        AS haystack
FROM records AS r
JOIN counters AS c USING (counter_id)
LEFT JOIN LATERAL (
    SELECT
        sum((k.body ->> 'net_refund')::numeric) AS refunded,
        (array_agg(k.body ->> 'status' ORDER BY k.created_at DESC, k.seq DESC))[1] AS status
    FROM records AS k
    WHERE k.kind = 'cancellation' AND k.body ->> 'booking_ref' = r.body ->> 'booking_ref'
) AS x ON true
WHERE r.kind = 'sale';

CREATE VIEW agency_cancellations AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.record_id AS request_id,
    r.body ->> 'booking_ref' AS booking_ref,
    r.body ->> 'module' AS module,
    r.body ->> 'product' AS product,
    (r.body ->> 'seats')::int AS seats,
    r.body -> 'names' AS names,
    (r.body ->> 'net_refund')::numeric(14, 2) AS net_refund,
    r.body ->> 'refund_reference' AS refund_reference,
    r.body ->> 'status' AS status,
    (r.body ->> 'settled_at')::timestamptz AS settled_at,
    r.created_at,
    r.received_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'cancellation';

-- Money between the customer and the counter: each tender of a sale (in), each customer refund
-- (out, a negative amount).
CREATE VIEW agency_payments AS
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
    t.tender ->> 'reference' AS reference,
    r.created_at
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
    r.body ->> 'reference',
    r.created_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'customer_refund';

CREATE VIEW agency_shifts AS
SELECT
    o.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    (o.body ->> 'shift_id')::bigint AS shift_id,
    o.body ->> 'clerk' AS clerk,
    (o.body ->> 'opening_float')::numeric(14, 2) AS opening_float,
    (o.body ->> 'opened_at')::timestamptz AS opened_at,
    (s.body ->> 'closed_at')::timestamptz AS closed_at,
    s.body ->> 'closed_by' AS closed_by,
    o.seq AS open_seq,
    s.seq AS close_seq
FROM records AS o
JOIN counters AS c USING (counter_id)
LEFT JOIN records AS s
    ON s.counter_id = o.counter_id AND s.kind = 'shift_close'
    AND s.body ->> 'shift_id' = o.body ->> 'shift_id'
WHERE o.kind = 'shift_open';

-- X reports (figures so far, nothing closed) and Z reports (the shift's final figures, with the
-- drawer count).
CREATE VIEW agency_reports AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    CASE r.kind WHEN 'z_report' THEN 'Z' ELSE 'X' END AS report,
    (r.body ->> 'shift_id')::bigint AS shift_id,
    (r.body ->> 'z_no')::int AS z_no,
    COALESCE(r.body ->> 'closed_by', r.body ->> 'clerk') AS clerk,
    COALESCE((r.body ->> 'closed_at')::timestamptz, (r.body ->> 'taken_at')::timestamptz)
        AS taken_at,
    r.body -> 'figures' AS figures,
    r.body -> 'drawer' AS drawer,
    r.created_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind IN ('x_report', 'z_report');

-- Requests sent to the service whose outcome the counter does not know yet: no sale,
-- cancellation, refusal or decision of that counter has settled them.
CREATE VIEW agency_unresolved AS
SELECT
    p.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    p.seq,
    p.body ->> 'request_id' AS request_id,
    p.body ->> 'endpoint' AS endpoint,
    p.body ->> 'booking_ref' AS booking_ref,
    p.body ->> 'module' AS module,
    p.body ->> 'product' AS product,
    (p.body ->> 'travel_date')::date AS trip_date,
    p.body ->> 'customer_name' AS customer_name,
    (p.body ->> 'seats')::int AS seats,
    (p.body ->> 'amount')::numeric(14, 2) AS amount,
    p.body ->> 'clerk' AS clerk,
    p.created_at
FROM records AS p
JOIN counters AS c USING (counter_id)
WHERE p.kind = 'pending'
AND NOT EXISTS (
    SELECT 1 FROM records AS s
    WHERE s.counter_id = p.counter_id
    AND s.kind IN ('sale', 'cancellation', 'refused', 'decision')
    AND s.body ->> 'request_id' = p.body ->> 'request_id'
);

-- Sales typed but given up, each with the supervisor's approval.
CREATE VIEW agency_drafts AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.record_id AS draft_id,
    r.body ->> 'summary' AS summary,
    r.body ->> 'voided_by' AS voided_by,
    (r.body ->> 'voided_at')::timestamptz AS voided_at,
    r.body -> 'draft' AS draft,
    r.created_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'draft_voided';

CREATE VIEW agency_decisions AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    r.body ->> 'action' AS action,
    r.body ->> 'decided_by' AS decided_by,
    (r.body ->> 'supervisor')::boolean AS supervisor,
    r.body ->> 'detail' AS detail,
    r.body ->> 'request_id' AS request_id,
    (r.body ->> 'decided_at')::timestamptz AS decided_at,
    r.created_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'decision';

-- Per counter: what has arrived, and whether a gap holds the rest back.
CREATE VIEW agency_counters AS
SELECT
    c.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    c.registered_at,
    c.seen_at,
    COALESCE(p.contiguous_seq, 0) AS contiguous_seq,
    COALESCE(p.last_seq, 0) AS last_seq,
    (SELECT count(*) FROM records AS r WHERE r.counter_id = c.counter_id) AS records
FROM counters AS c
LEFT JOIN counter_progress AS p USING (counter_id);
