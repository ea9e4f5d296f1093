-- The agency store, version 5: each counter connects as a login role of its own, made by the
-- agency administrator (the database's owner, who owns every table). Row-level security, forced
-- on the owner too, lets a counter see and add only its own rows and never change or remove any;
-- counters' codes, names and installation keys are the administrator's alone. Every counter's
-- records form a hash chain, and agency_integrity reports an edit or a deletion anywhere, and a
-- sale or a Z report whose amounts do not add up.

ALTER TABLE counters ADD COLUMN role_name name UNIQUE;
ALTER TABLE records ADD COLUMN prev_hash text, ADD COLUMN hash text;

-- The administrator: the database's owner (or a superuser, who passes every policy anyway).
CREATE FUNCTION agency_is_admin() RETURNS boolean
LANGUAGE sql STABLE
AS $$ SELECT pg_has_role(current_user, 'pg_database_owner', 'USAGE') $$;

-- The counter the connected role is (NULL for any other role). Definer: it reads the counters
-- table past its policies, so the policies may use it; session_user is who logged in.
CREATE FUNCTION agency_own_counter() RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$ SELECT counter_id FROM public.counters WHERE role_name = session_user $$;

ALTER TABLE counters ENABLE ROW LEVEL SECURITY;
ALTER TABLE counters FORCE ROW LEVEL SECURITY;
ALTER TABLE records ENABLE ROW LEVEL SECURITY;
ALTER TABLE records FORCE ROW LEVEL SECURITY;
ALTER TABLE counter_progress ENABLE ROW LEVEL SECURITY;
ALTER TABLE counter_progress FORCE ROW LEVEL SECURITY;

CREATE POLICY agency_admin ON counters TO pg_database_owner USING (true) WITH CHECK (true);
CREATE POLICY agency_admin ON records TO pg_database_owner USING (true) WITH CHECK (true);
CREATE POLICY agency_admin ON counter_progress TO pg_database_owner USING (true)
    WITH CHECK (true);
-- A counter: its own row of each table, to read; its own records, to add. No policy lets it
-- update or delete (nor does any grant).
CREATE POLICY counter_reads_itself ON counters FOR SELECT USING (role_name = session_user);
CREATE POLICY counter_reads_its_records ON records FOR SELECT
    USING (counter_id = agency_own_counter());
CREATE POLICY counter_adds_its_records ON records FOR INSERT
    WITH CHECK (counter_id = agency_own_counter());
CREATE POLICY counter_reads_its_progress ON counter_progress FOR SELECT
    USING (counter_id = agency_own_counter());

-- One link of a counter's chain: the hash of the record's content and of the link before it.
-- The time goes in as microseconds since 1970, whatever the session's time zone.
CREATE FUNCTION agency_record_hash(
    prev text, counter uuid, seq bigint, record_id text, kind text, body jsonb,
    created_at timestamptz
) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
    SELECT encode(sha256(convert_to(concat_ws(E'\x1f', COALESCE(prev, ''), counter::text,
        seq::text, record_id, kind, body::text,
        (extract(epoch FROM created_at) * 1000000)::bigint::text), 'UTF8')), 'hex')
$$;

-- Every record arriving is chained to its counter's record before it, and stamped with the
-- store's clock: what a counter sends for these columns is ignored.
CREATE FUNCTION agency_chain() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
BEGIN
    NEW.received_at := now();
    NEW.prev_hash := (SELECT r.hash FROM public.records AS r
        WHERE r.counter_id = NEW.counter_id AND r.seq = NEW.seq - 1);
    NEW.hash := agency_record_hash(NEW.prev_hash, NEW.counter_id, NEW.seq, NEW.record_id,
        NEW.kind, NEW.body, NEW.created_at);
    RETURN NEW;
END
$$;

-- The records stored before this version are chained in their counters' order.
DO $$
DECLARE
    r record;
    before text;
    last_counter uuid;
BEGIN
    FOR r IN SELECT * FROM records ORDER BY counter_id, seq LOOP
        IF last_counter IS DISTINCT FROM r.counter_id THEN
            before := NULL;
            last_counter := r.counter_id;
        END IF;
        UPDATE records SET prev_hash = before, hash = agency_record_hash(before, r.counter_id,
            r.seq, r.record_id, r.kind, r.body, r.created_at)
        WHERE counter_id = r.counter_id AND seq = r.seq
        RETURNING hash INTO before;
    END LOOP;
END
$$;
ALTER TABLE records ALTER COLUMN hash SET NOT NULL;

CREATE TRIGGER records_chain BEFORE INSERT ON records
    FOR EACH ROW EXECUTE FUNCTION agency_chain();

-- A counter's registration at every connect: the administrator (the trial store, one PC) may
-- register any counter as before (the first installation to come owns the id, its code and
-- name kept up to date); a counter's role only its own, with its installation's key, and it
-- changes nothing but when it was seen. 'ok', 'claimed' (another installation's key) or
-- 'not_admitted' (the administrator has not made this role that counter).
CREATE FUNCTION agency_register(counter uuid, code text, name text, key_digest text)
RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
DECLARE
    known public.counters;
BEGIN
    IF pg_has_role(session_user, 'pg_database_owner', 'USAGE') THEN
        INSERT INTO public.counters AS c (counter_id, code, name, installation_key)
        VALUES (counter, code, name, key_digest)
        ON CONFLICT (counter_id) DO UPDATE SET code = excluded.code, name = excluded.name,
            seen_at = now()
        WHERE c.installation_key = excluded.installation_key;
        IF NOT FOUND THEN
            RETURN 'claimed';
        END IF;
    ELSE
        SELECT * INTO known FROM public.counters AS c WHERE c.counter_id = counter;
        IF NOT FOUND OR known.role_name IS DISTINCT FROM session_user THEN
            RETURN 'not_admitted';
        END IF;
        IF known.installation_key <> key_digest THEN
            RETURN 'claimed';
        END IF;
        UPDATE public.counters AS c SET seen_at = now() WHERE c.counter_id = counter;
    END IF;
    INSERT INTO public.counter_progress (counter_id) VALUES (counter) ON CONFLICT DO NOTHING;
    RETURN 'ok';
END
$$;

-- After a push: the counter's contiguous and last sequence numbers, worked out from the records
-- alone (so calling it can only tell the truth), for the caller's own counter.
CREATE FUNCTION agency_advance(counter uuid) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
DECLARE
    mark bigint;
BEGIN
    IF NOT (pg_has_role(session_user, 'pg_database_owner', 'USAGE')
            OR counter = public.agency_own_counter()) THEN
        RAISE EXCEPTION 'counter % is not this role''s', counter
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    -- Rows above the contiguous mark are numbered in seq order: those whose seq minus their
    -- number equals the mark follow it without a gap, and the highest of them is the new mark.
    UPDATE public.counter_progress AS p SET updated_at = now(),
        last_seq = GREATEST(p.last_seq, (SELECT COALESCE(max(seq), 0) FROM public.records
            WHERE counter_id = p.counter_id AND seq > p.last_seq)),
        contiguous_seq = (SELECT COALESCE(max(t.seq), p.contiguous_seq) FROM (
            SELECT seq, seq - row_number() OVER (ORDER BY seq) AS base FROM public.records
            WHERE counter_id = p.counter_id AND seq > p.contiguous_seq) AS t
            WHERE t.base = p.contiguous_seq)
    WHERE p.counter_id = counter
    RETURNING contiguous_seq INTO mark;
    RETURN COALESCE(mark, 0);
END
$$;

-- What a counter's role may do, granted by the administrator's command (and by a later version
-- to every counter's role when it adds a view).
CREATE FUNCTION agency_grant_counter(role name) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role);
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', role);
    EXECUTE format('GRANT SELECT ON schema_version, counters, counter_progress TO %I', role);
    EXECUTE format('GRANT SELECT, INSERT ON records TO %I', role);
    EXECUTE format('GRANT SELECT ON agency_sales, agency_cancellations, agency_payments,'
        ' agency_shifts, agency_reports, agency_unresolved, agency_drafts, agency_decisions,'
        ' agency_counters, agency_integrity TO %I', role);
END
$$;

-- The administrator admits a counter: its code, name and installation key (SHA-256), and the
-- role it connects as (made by the administrator's command, which gives it its grants).
CREATE FUNCTION agency_admit_counter(
    counter uuid, code text, name text, key_digest text, role name
) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    INSERT INTO counters AS c (counter_id, code, name, installation_key, role_name)
    VALUES (counter, code, name, key_digest, role)
    ON CONFLICT (counter_id) DO UPDATE SET code = excluded.code, name = excluded.name,
        installation_key = excluded.installation_key, role_name = excluded.role_name;
    INSERT INTO counter_progress (counter_id) VALUES (counter) ON CONFLICT DO NOTHING;
    PERFORM agency_grant_counter(role);
END
$$;

-- The views run as their owner (the administrator) and so see every counter's rows; the
-- personal data of a counter's customers (names, contacts, passengers, payment references,
-- drafts) shows only to that counter and to the administrator. A search at another counter
-- finds a sale by its booking reference and product only.
CREATE OR REPLACE VIEW agency_sales AS
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
    CASE WHEN m.sees THEN r.body ->> 'customer_name' END AS customer_name,
    CASE WHEN m.sees THEN r.body ->> 'customer_email' END AS customer_email,
    CASE WHEN m.sees THEN r.body ->> 'customer_phone' END AS customer_phone,
    CASE WHEN m.sees THEN r.body -> 'passengers' END AS passengers,
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
    CASE WHEN m.sees THEN
        lower(concat_ws(' ', r.body ->> 'booking_ref', r.body ->> 'customer_name',
            r.body ->> 'customer_phone', r.body ->> 'customer_email', r.body ->> 'passengers'))
    ELSE lower(r.body ->> 'booking_ref') END AS haystack
FROM records AS r
JOIN counters AS c USING (counter_id)
-- Evaluated once per query (two initplans), not once per row.
CROSS JOIN LATERAL (SELECT (SELECT agency_is_admin())
    OR r.counter_id = (SELECT agency_own_counter()) AS sees) AS m
LEFT JOIN LATERAL (
    SELECT
        sum((k.body ->> 'net_refund')::numeric) AS refunded,
        (array_agg(k.body ->> 'status' ORDER BY k.created_at DESC, k.seq DESC))[1] AS status
    FROM records AS k
    WHERE k.kind = 'cancellation' AND k.body ? 'booking_ref'
    AND k.body ->> 'booking_ref' = r.body ->> 'booking_ref'
) AS x ON true
WHERE r.kind = 'sale';

CREATE OR REPLACE VIEW agency_cancellations AS
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
    CASE WHEN (SELECT agency_is_admin()) OR r.counter_id = (SELECT agency_own_counter())
        THEN r.body -> 'names' END AS names,
    (r.body ->> 'net_refund')::numeric(14, 2) AS net_refund,
    r.body ->> 'refund_reference' AS refund_reference,
    r.body ->> 'status' AS status,
    (r.body ->> 'settled_at')::timestamptz AS settled_at,
    r.created_at,
    r.received_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'cancellation';

CREATE OR REPLACE VIEW agency_payments AS
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
    CASE WHEN (SELECT agency_is_admin()) OR r.counter_id = (SELECT agency_own_counter())
        THEN t.tender ->> 'reference' END AS reference,
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
    CASE WHEN (SELECT agency_is_admin()) OR r.counter_id = (SELECT agency_own_counter())
        THEN r.body ->> 'reference' END,
    r.created_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'customer_refund';

CREATE OR REPLACE VIEW agency_unresolved AS
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
    CASE WHEN (SELECT agency_is_admin()) OR p.counter_id = (SELECT agency_own_counter())
        THEN p.body ->> 'customer_name' END AS customer_name,
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

CREATE OR REPLACE VIEW agency_drafts AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.record_id AS draft_id,
    CASE r.kind WHEN 'draft_kept' THEN 'kept' ELSE 'voided' END AS state,
    CASE WHEN m.sees THEN r.body ->> 'summary' END AS summary,
    CASE WHEN m.sees THEN r.body ->> 'customer_name' END AS customer_name,
    r.body ->> 'product' AS product,
    (r.body ->> 'trip_date')::date AS trip_date,
    (r.body ->> 'seats')::int AS seats,
    r.body ->> 'clerk' AS clerk,
    r.body ->> 'voided_by' AS voided_by,
    (r.body ->> 'voided_at')::timestamptz AS voided_at,
    CASE WHEN m.sees THEN r.body -> 'draft' END AS draft,
    r.created_at
FROM records AS r
JOIN counters AS c USING (counter_id)
CROSS JOIN LATERAL (SELECT (SELECT agency_is_admin())
    OR r.counter_id = (SELECT agency_own_counter()) AS sees) AS m
WHERE r.kind = 'draft_voided'
OR (
    r.kind = 'draft_kept'
    AND NOT EXISTS (
        SELECT 1 FROM records AS k
        WHERE k.counter_id = r.counter_id
        AND k.record_id = 'draft_cleared' || substr(r.record_id, length('draft_kept') + 1)
    )
);

CREATE OR REPLACE VIEW agency_decisions AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    r.seq,
    r.body ->> 'action' AS action,
    r.body ->> 'decided_by' AS decided_by,
    (r.body ->> 'supervisor')::boolean AS supervisor,
    CASE WHEN (SELECT agency_is_admin()) OR r.counter_id = (SELECT agency_own_counter())
        THEN r.body ->> 'detail' END AS detail,
    r.body ->> 'request_id' AS request_id,
    (r.body ->> 'decided_at')::timestamptz AS decided_at,
    r.created_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'decision';

-- Per counter, also when its newest record arrived (the screens read it here, not in records).
CREATE OR REPLACE VIEW agency_counters AS
SELECT
    c.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    c.registered_at,
    c.seen_at,
    COALESCE(p.contiguous_seq, 0) AS contiguous_seq,
    COALESCE(p.last_seq, 0) AS last_seq,
    (SELECT count(*) FROM records AS r WHERE r.counter_id = c.counter_id) AS records,
    (SELECT max(r.received_at) FROM records AS r WHERE r.counter_id = c.counter_id)
        AS last_received
FROM counters AS c
LEFT JOIN counter_progress AS p USING (counter_id);

-- Everything wrong in the counters' records, each with the record: `problem` is
-- 'edited' (its content no longer matches its hash), 'missing_before' (the record before it in
-- its counter's order is not in the store: deleted, or never arrived), 'relinked' (the record
-- before it is not the one it was chained to), 'missing_after' (its counter's later records,
-- up to the last that arrived, are gone), 'lines' (a sale's customer total is not the sum of
-- its price lines), 'tenders' (nor the sum of its tenders) or 'z_cash' (a Z report's cash is
-- not the shift's float and cash tenders less its cash refunds). `expected` and `found` are
-- the amounts that disagree.
CREATE VIEW agency_integrity AS
WITH chain AS (
    SELECT
        r.*,
        lag(r.seq) OVER w AS seq_before,
        lag(r.hash) OVER w AS hash_before
    FROM records AS r
    WINDOW w AS (PARTITION BY r.counter_id ORDER BY r.seq)
),
tendered AS (
    SELECT
        r.counter_id,
        r.seq,
        (r.body -> 'payment' ->> 'shift_id')::bigint AS shift_id,
        (r.body -> 'payment' ->> 'customer_total')::numeric AS customer_total,
        (SELECT sum((t ->> 'amount')::numeric) FROM jsonb_array_elements(
            r.body -> 'payment' -> 'tenders') AS t) AS tenders,
        (SELECT COALESCE(sum((t ->> 'amount')::numeric), 0) FROM jsonb_array_elements(
            r.body -> 'payment' -> 'tenders') AS t WHERE t ->> 'mode' = 'Cash') AS cash,
        r.body -> 'payment' -> 'lines' AS lines
    FROM records AS r
    WHERE r.kind = 'sale' AND jsonb_typeof(r.body -> 'payment') = 'object'
),
closed AS (
    SELECT
        z.counter_id,
        z.seq,
        (z.body ->> 'shift_id')::bigint AS shift_id,
        (z.body -> 'figures' ->> 'cash_in')::numeric AS cash_in_is,
        (z.body -> 'figures' ->> 'expected')::numeric AS expected_is,
        (o.body ->> 'opening_float')::numeric AS opening_float
    FROM records AS z
    -- Shifts opened before the journal had an outbox have sales the store never saw.
    JOIN records AS o ON o.counter_id = z.counter_id AND o.kind = 'shift_open'
        AND o.body ->> 'shift_id' = z.body ->> 'shift_id'
    WHERE z.kind = 'z_report'
),
-- What each closed shift took in cash before its Z, and what it gave back in cash (joined on
-- equal keys, so one pass over the sales, not one per Z report).
taken AS (
    SELECT z.counter_id, z.seq, sum(t.cash) AS cash
    FROM closed AS z
    JOIN tendered AS t ON t.counter_id = z.counter_id AND t.shift_id = z.shift_id
    WHERE t.seq < z.seq
    GROUP BY z.counter_id, z.seq
),
given AS (
    SELECT z.counter_id, z.seq, sum((f.body ->> 'amount')::numeric) AS cash
    FROM closed AS z
    JOIN records AS f ON f.counter_id = z.counter_id AND f.kind = 'customer_refund'
        AND (f.body ->> 'shift_id')::bigint = z.shift_id
    WHERE f.body ->> 'mode' = 'Cash' AND f.seq < z.seq
    GROUP BY z.counter_id, z.seq
),
z_cash AS (
    SELECT
        z.counter_id,
        z.seq,
        z.cash_in_is,
        z.expected_is,
        COALESCE(taken.cash, 0) AS cash_in,
        z.opening_float + COALESCE(taken.cash, 0) - COALESCE(given.cash, 0) AS expected
    FROM closed AS z
    LEFT JOIN taken USING (counter_id, seq)
    LEFT JOIN given USING (counter_id, seq)
),
problems AS (
    SELECT counter_id, seq, 'edited' AS problem, NULL::numeric AS expected, NULL::numeric AS found
    FROM chain
    WHERE hash <> agency_record_hash(prev_hash, counter_id, seq, record_id, kind, body,
        created_at)
    UNION ALL
    SELECT counter_id, seq, 'missing_before', NULL, NULL
    FROM chain
    WHERE seq > 1 AND seq_before IS DISTINCT FROM seq - 1
    UNION ALL
    SELECT counter_id, seq, 'relinked', NULL, NULL
    FROM chain
    WHERE seq_before = seq - 1 AND prev_hash IS DISTINCT FROM hash_before
    UNION ALL
    SELECT p.counter_id, m.seq, 'missing_after', p.last_seq, m.seq
    FROM counter_progress AS p
    JOIN (SELECT counter_id, max(seq) AS seq FROM records GROUP BY counter_id) AS m
        USING (counter_id)
    WHERE p.last_seq > m.seq
    UNION ALL
    SELECT counter_id, seq, 'lines', (SELECT sum(value::numeric) FROM jsonb_each_text(lines)),
        customer_total
    FROM tendered
    WHERE jsonb_typeof(lines) = 'object'
    AND (SELECT sum(value::numeric) FROM jsonb_each_text(lines)) <> customer_total
    UNION ALL
    SELECT counter_id, seq, 'tenders', customer_total, tenders
    FROM tendered
    WHERE tenders IS DISTINCT FROM customer_total
    UNION ALL
    SELECT counter_id, seq, 'z_cash',
        CASE WHEN cash_in_is IS DISTINCT FROM cash_in THEN cash_in ELSE expected END,
        CASE WHEN cash_in_is IS DISTINCT FROM cash_in THEN cash_in_is ELSE expected_is END
    FROM z_cash
    WHERE cash_in_is IS DISTINCT FROM cash_in OR expected_is IS DISTINCT FROM expected
)
SELECT
    p.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    p.seq,
    r.record_id,
    r.kind,
    p.problem,
    p.expected::numeric(14, 2) AS expected,
    p.found::numeric(14, 2) AS found
FROM problems AS p
JOIN counters AS c USING (counter_id)
LEFT JOIN records AS r USING (counter_id, seq);
