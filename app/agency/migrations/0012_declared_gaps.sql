-- The agency store, version 12: numbers a counter's outbox used up without keeping a record
-- (an older version's duplicate add did, after a kill mid-sale), declared by the counter in a
-- record of kind 'gap' ({"numbers": [...]}) chained like any other. A declared number counts as
-- arrived for the counter's progress, and the day close does not call it missing: the record
-- after it is checked against the record before the gap, whose link the counter chained it to.
-- A number not declared and not in the store is still named (docs/decisions/outbox-gaps.md).

-- Each declared number of each counter: below its declaration's own number only (a counter
-- declares what it used up before).
CREATE VIEW agency_declared_gaps AS
SELECT r.counter_id, n.seq
FROM records AS r
CROSS JOIN LATERAL (
    SELECT value::bigint AS seq FROM jsonb_array_elements_text(r.body -> 'numbers')
) AS n
WHERE r.kind = 'gap' AND jsonb_typeof(r.body -> 'numbers') = 'array'
AND n.seq > 0 AND n.seq < r.seq;

-- As version 5's, the declared numbers counted with the records.
CREATE OR REPLACE FUNCTION agency_advance(counter uuid) RETURNS bigint
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
    UPDATE public.counter_progress AS p SET updated_at = now(),
        last_seq = GREATEST(p.last_seq, (SELECT COALESCE(max(seq), 0) FROM public.records
            WHERE counter_id = p.counter_id AND seq > p.last_seq)),
        contiguous_seq = (SELECT COALESCE(max(t.seq), p.contiguous_seq) FROM (
            SELECT k.seq, k.seq - row_number() OVER (ORDER BY k.seq) AS base FROM (
                SELECT r.seq FROM public.records AS r
                WHERE r.counter_id = p.counter_id AND r.seq > p.contiguous_seq
                UNION
                SELECT d.seq FROM public.agency_declared_gaps AS d
                WHERE d.counter_id = p.counter_id AND d.seq > p.contiguous_seq
            ) AS k) AS t
            WHERE t.base = p.contiguous_seq)
    WHERE p.counter_id = counter
    RETURNING contiguous_seq INTO mark;
    RETURN COALESCE(mark, 0);
END
$$;

-- As version 5's, with `declared`: the numbers declared used up that hold no record.
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
        AS last_received,
    (SELECT count(DISTINCT d.seq) FROM agency_declared_gaps AS d
        WHERE d.counter_id = c.counter_id AND NOT EXISTS (SELECT 1 FROM records AS r
            WHERE r.counter_id = d.counter_id AND r.seq = d.seq)) AS declared
FROM counters AS c
LEFT JOIN counter_progress AS p USING (counter_id);

ALTER VIEW agency_integrity RENAME TO agency_integrity_undeclared;

-- The version-11 checks, less 'missing_before' where every number between the record and the
-- one before it is declared; and 'link' over such a gap: the counter chained the record to the
-- record before the gap.
CREATE VIEW agency_integrity AS
WITH present AS (
    -- Only the counters that declared a gap (in practice none: the day close pays nothing).
    SELECT r.counter_id, r.seq, lag(r.seq, 1, 0::bigint) OVER w AS seq_before
    FROM records AS r
    WHERE r.counter_id IN (SELECT g.counter_id FROM records AS g WHERE g.kind = 'gap')
    WINDOW w AS (PARTITION BY r.counter_id ORDER BY r.seq)
),
bridged AS (
    SELECT p.counter_id, p.seq, p.seq_before
    FROM present AS p
    WHERE p.seq > p.seq_before + 1
    AND (SELECT count(DISTINCT d.seq) FROM agency_declared_gaps AS d
        WHERE d.counter_id = p.counter_id AND d.seq > p.seq_before AND d.seq < p.seq)
        = p.seq - p.seq_before - 1
)
SELECT i.*
FROM agency_integrity_undeclared AS i
WHERE NOT (i.problem = 'missing_before'
    AND EXISTS (SELECT 1 FROM bridged AS b WHERE b.counter_id = i.counter_id AND b.seq = i.seq))
UNION ALL
SELECT
    b.counter_id,
    c.code,
    c.name,
    b.seq,
    r.record_id,
    r.kind,
    'link',
    NULL::numeric(14, 2),
    NULL::numeric(14, 2)
FROM bridged AS b
JOIN counters AS c USING (counter_id)
JOIN records AS r USING (counter_id, seq)
JOIN record_links AS l USING (counter_id, seq)
LEFT JOIN record_links AS k ON k.counter_id = b.counter_id AND k.seq = b.seq_before
WHERE (b.seq_before = 0 OR k.seq IS NOT NULL)
AND l.link IS DISTINCT FROM agency_counter_link(k.link, l.seq, r.record_id, r.kind, l.sent,
    r.created_at);

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
