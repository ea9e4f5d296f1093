-- The agency store, version 22: records a counter names missing from its own journal. As it
-- opens, a journal names, in one chained record of kind 'missing', the numbers it gave that hold
-- no record and are not proved used up, the till's sales whose records are gone from its outbox
-- (each with its record id, kind and booking reference), and a sequence found moved backwards
-- (docs/decisions/gaps-proved-by-the-chain.md). The numbers are named by 'missing_before' as
-- before (they are never declared); a named record the store does not hold is named here, with
-- its booking reference: a sale deleted from the journal before it was sent, and its number
-- given again, leaves no hole for 'missing_before' to find.

ALTER VIEW agency_integrity RENAME TO agency_integrity_unnamed;

-- The version-12 checks, each with no booking reference, and 'named_missing': a record its
-- counter names missing that the store does not hold either.
CREATE VIEW agency_integrity AS
SELECT i.*, NULL::text AS booking_ref
FROM agency_integrity_unnamed AS i
UNION ALL
SELECT
    r.counter_id,
    c.code,
    c.name,
    r.seq,
    e.value ->> 'record_id',
    e.value ->> 'kind',
    'named_missing',
    NULL::numeric(14, 2),
    NULL::numeric(14, 2),
    e.value ->> 'booking_ref'
FROM records AS r
JOIN counters AS c USING (counter_id)
CROSS JOIN LATERAL jsonb_array_elements(r.body -> 'records') AS e
WHERE r.kind = 'missing' AND jsonb_typeof(r.body -> 'records') = 'array'
AND NOT EXISTS (SELECT 1 FROM records AS s
    WHERE s.counter_id = r.counter_id AND s.record_id = e.value ->> 'record_id');

-- The counters admitted before this version may read the view made again: granted as
-- agency_grant_counter grants a new counter (which names it as before).
SELECT agency_grant_counter(c.role_name) FROM counters AS c WHERE c.role_name IS NOT NULL;
