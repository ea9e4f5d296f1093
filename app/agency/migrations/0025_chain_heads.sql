-- The agency store, version 25: the heads of each counter's chains, witnessed as they grow
-- (docs/decisions/heads-witnessed-as-they-grow.md). The counter's replicator sends every link of
-- its records' chain and every hash of its access log as soon as the journal holds them, ahead
-- of the records themselves; the store keeps the first head it is given for each place of a
-- chain and never takes another. Whoever holds the counter's journal and its keyring can
-- rewrite records not yet sent, or access log entries (which the store never receives), and
-- make the chain again under the key; a head that reached the store before the rewrite then
-- names the first place that differs.

CREATE TABLE chain_heads (
    counter_id uuid NOT NULL REFERENCES counters (counter_id),
    chain text NOT NULL CHECK (chain IN ('records', 'access_log')),
    seq bigint NOT NULL CHECK (seq > 0),
    -- The link, or the entry's keyed hash without its mark: 64 hex digits.
    head text NOT NULL CHECK (head ~ '^[0-9a-f]{64}$'),
    witnessed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (counter_id, chain, seq)
);

ALTER TABLE chain_heads ENABLE ROW LEVEL SECURITY;
ALTER TABLE chain_heads FORCE ROW LEVEL SECURITY;
CREATE POLICY agency_admin ON chain_heads TO pg_database_owner USING (true) WITH CHECK (true);

-- A counter's role has no grant on the table: it adds heads under its own id and reads its own
-- only through these functions, and can change or remove none (nor can a later call: the first
-- head given for a place stays). Their EXECUTE is PUBLIC's, as every function's; each checks
-- who is calling, as agency_advance does (the owner may act for any counter).
CREATE FUNCTION agency_witness(counter uuid, chain_name text, seqs bigint[], heads text[])
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
DECLARE
    last bigint;
BEGIN
    IF NOT (pg_has_role(session_user, 'pg_database_owner', 'USAGE')
            OR counter = public.agency_own_counter()) THEN
        RAISE EXCEPTION 'counter % is not this role''s', counter
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO public.chain_heads (counter_id, chain, seq, head)
    SELECT counter, chain_name, u.seq, u.head FROM unnest(seqs, heads) AS u(seq, head)
    ON CONFLICT DO NOTHING;
    SELECT COALESCE(max(h.seq), 0) INTO last FROM public.chain_heads AS h
    WHERE h.counter_id = counter AND h.chain = chain_name;
    RETURN last;
END
$$;

CREATE FUNCTION agency_witnessed(counter uuid, chain_name text)
RETURNS TABLE (seq bigint, head text, witnessed_at timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
    SELECT h.seq, h.head, h.witnessed_at FROM public.chain_heads AS h
    WHERE h.counter_id = counter AND h.chain = chain_name
    AND (pg_has_role(session_user, 'pg_database_owner', 'USAGE')
        OR counter = public.agency_own_counter())
    ORDER BY h.seq
$$;

ALTER VIEW agency_integrity RENAME TO agency_integrity_unwitnessed;

-- The version-23 checks, and, per counter, the first place where what arrived is not the head
-- witnessed before: 'head_witness' (a record's link: the record was rewritten in the journal
-- after its head reached the store, before it was sent) and 'log_witness' (a Z report's access
-- log head: the log was rewritten after its entry's hash reached the store).
CREATE VIEW agency_integrity AS
SELECT * FROM agency_integrity_unwitnessed
UNION ALL
SELECT * FROM (
    SELECT DISTINCT ON (l.counter_id)
        l.counter_id,
        c.code,
        c.name,
        l.seq,
        r.record_id,
        r.kind,
        'head_witness',
        NULL::numeric(14, 2),
        NULL::numeric(14, 2),
        NULL::text
    FROM record_links AS l
    JOIN chain_heads AS h ON h.counter_id = l.counter_id AND h.chain = 'records'
        AND h.seq = l.seq
    JOIN counters AS c ON c.counter_id = l.counter_id
    JOIN records AS r ON r.counter_id = l.counter_id AND r.seq = l.seq
    WHERE l.link IS DISTINCT FROM h.head
    ORDER BY l.counter_id, l.seq
) AS first_record
UNION ALL
SELECT * FROM (
    SELECT DISTINCT ON (z.counter_id)
        z.counter_id,
        c.code,
        c.name,
        z.seq,
        z.record_id,
        z.kind,
        'log_witness',
        NULL::numeric(14, 2),
        NULL::numeric(14, 2),
        NULL::text
    FROM records AS z
    JOIN chain_heads AS h ON h.counter_id = z.counter_id AND h.chain = 'access_log'
        AND h.seq = (z.body -> 'access_log' ->> 'seq')::bigint
    JOIN counters AS c ON c.counter_id = z.counter_id
    WHERE z.kind = 'z_report' AND jsonb_typeof(z.body -> 'access_log') = 'object'
    AND right(z.body -> 'access_log' ->> 'head', 64) IS DISTINCT FROM h.head
    ORDER BY z.counter_id, z.seq
) AS first_log;

-- The counters admitted before this version may read the view made again: granted as
-- agency_grant_counter grants a new counter (which names it as before).
SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
