-- The agency store, version 6: named supervisors, each with a PIN of their own, kept agency-wide
-- by the administrator; and the erasure of customers' personal data from the counters' records
-- (after the trip, or on a customer's request), which the hash chain survives.

-- One row per supervisor: the PIN's scrypt hash with the parameters it was made with (those of
-- app.domain.pin), and the wrong tries in a row at any counter with the lock they set.
CREATE TABLE supervisors (
    name text PRIMARY KEY CHECK (name = btrim(name) AND name <> ''),
    salt bytea NOT NULL,
    digest bytea NOT NULL,
    n integer NOT NULL,
    r integer NOT NULL,
    p integer NOT NULL,
    wrong integer NOT NULL DEFAULT 0 CHECK (wrong >= 0),
    locked_until timestamptz,
    set_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX supervisors_by_name ON supervisors (lower(name));

-- The administrator alone reads and writes it; a counter's role has no grant on it and reaches
-- it only through the functions below, which never return a hash.
ALTER TABLE supervisors ENABLE ROW LEVEL SECURITY;
ALTER TABLE supervisors FORCE ROW LEVEL SECURITY;
CREATE POLICY agency_admin ON supervisors TO pg_database_owner USING (true) WITH CHECK (true);

-- How long `wrong` wrong tries in a row lock a supervisor's PIN, in seconds: the rule of
-- app.domain.pin.lock_seconds (a test checks that the two agree).
CREATE FUNCTION agency_lock_seconds(wrong integer) RETURNS double precision
LANGUAGE sql IMMUTABLE
AS $$ SELECT CASE WHEN wrong < 5 THEN 0 ELSE least(960, 60 * 2 ^ (wrong - 5)) END $$;

-- The administrator names a supervisor, or sets their PIN again (which lifts any lock).
CREATE FUNCTION agency_set_supervisor(
    who text, salt bytea, digest bytea, n integer, r integer, p integer
) RETURNS void
LANGUAGE sql
AS $$
    DELETE FROM supervisors WHERE lower(name) = lower(btrim(who));
    INSERT INTO supervisors (name, salt, digest, n, r, p) VALUES (btrim(who), salt, digest, n, r, p);
$$;

-- The supervisors' names, for the PIN dialog at any counter.
CREATE FUNCTION agency_supervisor_names() RETURNS SETOF text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$ SELECT name FROM public.supervisors ORDER BY lower(name) $$;

-- What a counter needs to hash a PIN typed for `who`: the salt and the cost, never the digest
-- (no row: no such supervisor).
CREATE FUNCTION agency_supervisor_salt(who text)
RETURNS TABLE (name text, salt bytea, n integer, r integer, p integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
    SELECT s.name, s.salt, s.n, s.r, s.p FROM public.supervisors AS s
    WHERE lower(s.name) = lower(btrim(who))
$$;

-- A PIN typed for `who` at a counter, hashed there under the salt above: 'right', 'wrong',
-- 'locked' (for `seconds` more), 'reset' (ten wrong tries in a row: until the administrator
-- sets it again) or 'unknown'. Every try is counted here, whichever counter it came from.
CREATE FUNCTION agency_supervisor_check(who text, typed bytea)
RETURNS TABLE (verdict text, name text, seconds double precision)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
DECLARE
    s public.supervisors;
    tries integer;
BEGIN
    SELECT * INTO s FROM public.supervisors AS x WHERE lower(x.name) = lower(btrim(who))
    FOR UPDATE;
    IF NOT FOUND THEN
        RETURN QUERY SELECT 'unknown'::text, NULL::text, 0::double precision;
        RETURN;
    END IF;
    IF s.wrong >= 10 THEN
        RETURN QUERY SELECT 'reset'::text, s.name, 0::double precision;
        RETURN;
    END IF;
    IF s.locked_until > now() THEN
        RETURN QUERY SELECT 'locked'::text, s.name,
            extract(epoch FROM s.locked_until - now())::double precision;
        RETURN;
    END IF;
    IF typed = s.digest THEN
        UPDATE public.supervisors AS x SET wrong = 0, locked_until = NULL WHERE x.name = s.name;
        RETURN QUERY SELECT 'right'::text, s.name, 0::double precision;
        RETURN;
    END IF;
    tries := s.wrong + 1;
    UPDATE public.supervisors AS x SET wrong = tries,
        locked_until = CASE WHEN tries >= 5
            THEN now() + make_interval(secs => public.agency_lock_seconds(tries)) END
    WHERE x.name = s.name;
    RETURN QUERY SELECT CASE WHEN tries >= 10 THEN 'reset' ELSE 'wrong' END, s.name,
        public.agency_lock_seconds(tries);
END
$$;

-- A right PIN whose hash was made at a lower cost than today's, hashed again by the counter at
-- today's cost: stored when `typed` is still the PIN's hash under the old parameters and the new
-- cost is not lower. True when stored.
CREATE FUNCTION agency_supervisor_rehash(
    who text, typed bytea, new_salt bytea, new_digest bytea, new_n integer, new_r integer,
    new_p integer
) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
BEGIN
    UPDATE public.supervisors AS s SET salt = new_salt, digest = new_digest, n = new_n,
        r = new_r, p = new_p
    WHERE lower(s.name) = lower(btrim(who)) AND s.digest = typed AND s.wrong < 10
    AND new_n >= s.n AND new_r >= s.r AND new_p >= s.p;
    RETURN FOUND;
END
$$;

-- Erasure. The personal fields of a counter's records that tax law does not need: the
-- customer's phone and e-mail, the passengers' names (and any ID document of theirs) and the
-- names a cancellation releases. The name on the invoice and the amounts stay.
CREATE FUNCTION agency_personal_fields() RETURNS text[]
LANGUAGE sql IMMUTABLE
AS $$ SELECT ARRAY['customer_email', 'customer_phone', 'passengers', 'names'] $$;

-- An erased record keeps the hash it was chained with (the next record links to it) and gains
-- `erased_digest`, the SHA-256 of the personal fields taken out, and `erased_hash`, the hash of
-- what remains chained to both (agency_integrity checks it in place of the first).
ALTER TABLE records ADD COLUMN erased_at timestamptz, ADD COLUMN erased_digest text,
    ADD COLUMN erased_hash text;

CREATE FUNCTION agency_erased_hash(r public.records) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
    SELECT public.agency_record_hash(concat(r.hash, ':', r.erased_digest), r.counter_id, r.seq,
        r.record_id, r.kind, r.body, r.created_at)
$$;

-- Erase the personal fields of the records `chosen` of one counter (not erased yet). A record
-- whose content no longer matched its hash is erased as well, but not sealed: the day close
-- still names it.
CREATE FUNCTION agency_erase(counter uuid, chosen bigint[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
DECLARE
    r public.records;
    intact boolean;
    erased integer := 0;
BEGIN
    FOR r IN SELECT * FROM public.records AS x WHERE x.counter_id = counter
        AND x.seq = ANY (chosen) AND x.erased_at IS NULL FOR UPDATE LOOP
        intact := r.hash = public.agency_record_hash(r.prev_hash, r.counter_id, r.seq,
            r.record_id, r.kind, r.body, r.created_at);
        r.erased_digest := encode(sha256(convert_to(COALESCE((SELECT jsonb_object_agg(key, value)
            FROM jsonb_each(r.body) WHERE key = ANY (public.agency_personal_fields())),
            '{}'::jsonb)::text, 'UTF8')), 'hex');
        r.body := (SELECT jsonb_object_agg(key, CASE WHEN key <> ALL (public.agency_personal_fields())
            THEN value WHEN jsonb_typeof(value) = 'array' THEN '[]'::jsonb
            WHEN jsonb_typeof(value) = 'string' THEN '""'::jsonb ELSE 'null'::jsonb END)
            FROM jsonb_each(r.body));
        UPDATE public.records AS x SET body = r.body, erased_at = now(),
            erased_digest = r.erased_digest,
            erased_hash = CASE WHEN intact THEN public.agency_erased_hash(r) END
        WHERE x.counter_id = r.counter_id AND x.seq = r.seq;
        erased := erased + 1;
    END LOOP;
    RETURN erased;
END
$$;

-- A counter asks for an erasure with a record of kind 'erasure' in its own chain (sent through
-- its outbox, so an erasure asked for while the store was unreachable arrives with the rest):
-- {"trips_through": "YYYY-MM-DD"} erases its sales whose trip date is that day or earlier, and
-- {"booking_refs": [...]} one customer's bookings; each with the cancellations of those sales.
-- Only the counter's own records are touched: it can add records under its own id only.
CREATE FUNCTION agency_erasure() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
DECLARE
    refs text[];
BEGIN
    IF NEW.body ? 'trips_through' THEN
        refs := ARRAY(SELECT s.body ->> 'booking_ref' FROM public.records AS s
            WHERE s.counter_id = NEW.counter_id AND s.kind = 'sale'
            AND (s.body ->> 'travel_date')::date <= (NEW.body ->> 'trips_through')::date);
    ELSE
        refs := ARRAY(SELECT jsonb_array_elements_text(NEW.body -> 'booking_refs'));
    END IF;
    PERFORM public.agency_erase(NEW.counter_id, ARRAY(SELECT s.seq FROM public.records AS s
        WHERE s.counter_id = NEW.counter_id AND s.kind IN ('sale', 'cancellation')
        AND s.body ->> 'booking_ref' = ANY (refs) AND s.seq < NEW.seq));
    RETURN NULL;
END
$$;

-- Only through a record in the counter's own chain: no role calls the erasure directly (the
-- trigger runs as the owner).
REVOKE EXECUTE ON FUNCTION agency_erase(uuid, bigint[]) FROM PUBLIC;

CREATE TRIGGER records_erasure AFTER INSERT ON records
    FOR EACH ROW WHEN (NEW.kind = 'erasure') EXECUTE FUNCTION agency_erasure();

-- The day close's checks, with an erased record checked by its erased hash: one sealed by the
-- erasure is not 'edited'; one changed after it is (its content matches neither hash).
ALTER VIEW agency_integrity RENAME TO agency_integrity_unerased;

CREATE VIEW agency_integrity AS
SELECT i.*
FROM agency_integrity_unerased AS i
WHERE NOT (i.problem = 'edited' AND EXISTS (
    SELECT 1 FROM records AS r
    WHERE r.counter_id = i.counter_id AND r.seq = i.seq AND r.erased_hash IS NOT NULL
    AND r.erased_hash = agency_erased_hash(r)
));

-- A decision says how the supervisor's PIN was checked: 'agency' (their own, here), 'counter'
-- (the counter's, no agency store) or 'counter_offline' (the counter's, the store unreachable).
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
    r.created_at,
    r.body ->> 'pin' AS pin
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'decision';

-- The counters admitted before this version may read the new view; later ones get it with
-- agency_grant_counter, which names it as before.
DO $$
DECLARE
    role name;
BEGIN
    FOR role IN SELECT c.role_name FROM counters AS c WHERE c.role_name IS NOT NULL LOOP
        EXECUTE format('GRANT SELECT ON agency_integrity TO %I', role);
    END LOOP;
END
$$;
