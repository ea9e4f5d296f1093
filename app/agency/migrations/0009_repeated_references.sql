-- A transfer reference (UPI or bank) given for more than one sale anywhere in the agency. A
-- counter's journal refuses a repeat among its own sales; across counters the store takes every
-- record (the sale is made already) and the day close lists, as 'repeated_reference', each sale
-- after the first to carry a reference, in the order the store received them, with the amount
-- of its tender for a supervisor to check. A sale's tender says whether its reference is meant
-- to be unique ("unique"); records sent before it said so count UPI's. A counter's supervisor
-- may have allowed one transfer split over two of its sales: listed all the same.
ALTER VIEW agency_integrity RENAME TO agency_integrity_unrepeated;

CREATE VIEW agency_integrity AS
WITH transfers AS (
    SELECT
        r.counter_id,
        r.seq,
        r.received_at,
        upper(btrim(t.tender ->> 'reference')) AS reference,
        (t.tender ->> 'amount')::numeric AS amount
    FROM records AS r
    CROSS JOIN LATERAL jsonb_array_elements(r.body -> 'payment' -> 'tenders') AS t (tender)
    WHERE r.kind = 'sale' AND jsonb_typeof(r.body -> 'payment') = 'object'
    AND COALESCE((t.tender ->> 'unique')::boolean, t.tender ->> 'mode' = 'UPI')
    AND btrim(t.tender ->> 'reference') <> ''
),
ranked AS (
    SELECT
        transfers.*,
        row_number() OVER (
            PARTITION BY reference ORDER BY received_at, counter_id, seq
        ) AS arrived
    FROM transfers
)
SELECT * FROM agency_integrity_unrepeated
UNION ALL
SELECT
    k.counter_id,
    c.code,
    c.name,
    k.seq,
    r.record_id,
    r.kind,
    'repeated_reference',
    NULL::numeric(14, 2),
    k.amount::numeric(14, 2)
FROM ranked AS k
JOIN counters AS c USING (counter_id)
JOIN records AS r USING (counter_id, seq)
WHERE k.arrived > 1;

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
