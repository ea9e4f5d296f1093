-- The agency store, version 8: the counters' own chain. The store's chain (version 5) is made by
-- the store, so its owner can make it again over a rewritten past. Each counter now sends, with
-- every record, the text it sent (`sent`: the canonical JSON of the body without the personal
-- fields the store erases) and the link of its own chain over that text (`link`), which its
-- journal keeps too; its Z reports print the head. They are kept in a table of their own, beside
-- the records: the text is as long as the body, and every agency read scans `records`. The day close checks the content against the
-- text, each link against the one before, and each Z report's printed head against the links;
-- a counter that finds the store's copy differing from its journal says so with a record of kind
-- 'chain_mismatch', which the day close names.

CREATE TABLE record_links (
    counter_id uuid NOT NULL,
    seq bigint NOT NULL,
    sent text NOT NULL,
    link text NOT NULL,
    PRIMARY KEY (counter_id, seq)
);

-- As the records: a counter reads and adds its own, never changes one; the owner does all.
ALTER TABLE record_links ENABLE ROW LEVEL SECURITY;
ALTER TABLE record_links FORCE ROW LEVEL SECURITY;
CREATE POLICY agency_admin ON record_links TO pg_database_owner USING (true) WITH CHECK (true);
CREATE POLICY counter_reads_its_links ON record_links FOR SELECT
    USING (counter_id = agency_own_counter());
CREATE POLICY counter_adds_its_links ON record_links FOR INSERT
    WITH CHECK (counter_id = agency_own_counter());

CREATE OR REPLACE FUNCTION agency_grant_counter(role name) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role);
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', role);
    EXECUTE format('GRANT SELECT ON schema_version, counters, counter_progress TO %I', role);
    EXECUTE format('GRANT SELECT, INSERT ON records, record_links TO %I', role);
    EXECUTE format('GRANT SELECT ON agency_sales, agency_cancellations, agency_payments,'
        ' agency_shifts, agency_reports, agency_unresolved, agency_drafts, agency_decisions,'
        ' agency_counters, agency_integrity, agency_einvoices TO %I', role);
END
$$;

-- One link of a counter's chain, as the counter makes it (app.journal.chain.link): the SHA-256
-- of the link before, the record's order, id and kind, the digest of the text sent and the time
-- it was made in microseconds since 1970, joined by the unit separator.
CREATE FUNCTION agency_counter_link(
    before text, seq bigint, record_id text, kind text, sent text, created_at timestamptz
) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
    SELECT encode(sha256(convert_to(concat_ws(E'\x1f', COALESCE(before, ''), seq::text,
        record_id, kind, encode(sha256(convert_to(sent, 'UTF8')), 'hex'),
        (extract(epoch FROM created_at) * 1000000)::bigint::text), 'UTF8')), 'hex')
$$;

ALTER VIEW agency_integrity RENAME TO agency_integrity_stored;

-- The version-6 checks, and: 'content' (the record is not the text its counter sent), 'link'
-- (its counter's link does not follow from the text and the link before it), 'z_head' (the
-- head its Z report printed is not the link of the record it names), 'witness' (its counter
-- found the store's copy of the record differing from what its journal sent).
CREATE VIEW agency_integrity AS
-- Each check joins on equal keys; none carries the texts through a window's sort.
WITH problems AS (
    SELECT r.counter_id, r.seq, 'content' AS problem
    FROM records AS r
    JOIN record_links AS l USING (counter_id, seq)
    WHERE (r.body - agency_personal_fields()) IS DISTINCT FROM l.sent::jsonb
    UNION ALL
    -- The first record sent with a link after records sent without one (by an older version)
    -- is where the store's copy of the chain starts: not checked.
    SELECT r.counter_id, r.seq, 'link'
    FROM records AS r
    JOIN record_links AS l USING (counter_id, seq)
    LEFT JOIN record_links AS b ON b.counter_id = l.counter_id AND b.seq = l.seq - 1
    WHERE (l.seq = 1 OR b.seq IS NOT NULL)
    AND l.link IS DISTINCT FROM agency_counter_link(b.link, l.seq, r.record_id, r.kind, l.sent,
        r.created_at)
    UNION ALL
    -- A link gone from a record whose record before has one (a counter sends every record with
    -- its link once it sends any).
    SELECT r.counter_id, r.seq, 'link'
    FROM records AS r
    JOIN record_links AS b ON b.counter_id = r.counter_id AND b.seq = r.seq - 1
    LEFT JOIN record_links AS l ON l.counter_id = r.counter_id AND l.seq = r.seq
    WHERE l.seq IS NULL
    UNION ALL
    SELECT z.counter_id, z.seq, 'z_head'
    FROM records AS z
    LEFT JOIN record_links AS named ON named.counter_id = z.counter_id
        AND named.seq = (z.body -> 'chain' ->> 'seq')::bigint
    WHERE z.kind = 'z_report' AND jsonb_typeof(z.body -> 'chain') = 'object'
    AND named.link IS DISTINCT FROM z.body -> 'chain' ->> 'head'
    UNION ALL
    SELECT counter_id, (body ->> 'seq')::bigint, 'witness'
    FROM records
    WHERE kind = 'chain_mismatch'
)
SELECT * FROM agency_integrity_stored
UNION ALL
SELECT
    p.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    p.seq,
    r.record_id,
    r.kind,
    p.problem,
    NULL::numeric(14, 2) AS expected,
    NULL::numeric(14, 2) AS found
FROM problems AS p
JOIN counters AS c USING (counter_id)
LEFT JOIN records AS r USING (counter_id, seq);

-- The counters admitted before this version may read the view made again and send their links;
-- later ones get both with agency_grant_counter.
DO $$
DECLARE
    role name;
BEGIN
    FOR role IN SELECT c.role_name FROM counters AS c WHERE c.role_name IS NOT NULL LOOP
        EXECUTE format('GRANT SELECT ON agency_integrity TO %I', role);
        EXECUTE format('GRANT SELECT, INSERT ON record_links TO %I', role);
    END LOOP;
END
$$;
