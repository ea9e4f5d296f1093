-- The agency store, version 2: agency_drafts lists every counter's drafts still kept (told by a
-- draft_kept record, no draft_cleared of the same draft since) beside the sales voided with a
-- supervisor's approval; `state` says which.

DROP VIEW agency_drafts;

CREATE VIEW agency_drafts AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.record_id AS draft_id,
    CASE r.kind WHEN 'draft_kept' THEN 'kept' ELSE 'voided' END AS state,
    r.body ->> 'summary' AS summary,
    r.body ->> 'customer_name' AS customer_name,
    r.body ->> 'product' AS product,
    (r.body ->> 'trip_date')::date AS trip_date,
    (r.body ->> 'seats')::int AS seats,
    r.body ->> 'clerk' AS clerk,
    r.body ->> 'voided_by' AS voided_by,
    (r.body ->> 'voided_at')::timestamptz AS voided_at,
    r.body -> 'draft' AS draft,
    r.created_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'draft_voided'
OR (
    r.kind = 'draft_kept'
    -- The clearing record's id is the kept one's with its kind swapped (the primary key's index).
    AND NOT EXISTS (
        SELECT 1 FROM records AS k
        WHERE k.counter_id = r.counter_id
        AND k.record_id = 'draft_cleared' || substr(r.record_id, length('draft_kept') + 1)
    )
);
