-- The agency store, version 26: each shared row keyed by what the bank records of it (issue 82,
-- docs/decisions/bank-one-account-one-statement.md), as the counters' journals key theirs
-- from journal version 33: the SHA-256 of its value date, direction (C or D), amount and the
-- least of its references shaped as an RRN or a UTR, joined by the unit separator, as
-- app.bank.statement.row_key digests them; rows alike numbered in the order they were shared.
-- A later export of the same days in another format then adds none of them.

-- Out of the way first: a row's new key may be another's old one.
UPDATE bank_rows SET fingerprint = fingerprint || ':' || occurrence || ':before';

UPDATE bank_rows AS b
SET fingerprint = k.key, occurrence = k.occurrence
FROM (
    SELECT
        d.fingerprint AS before,
        d.key,
        (row_number() OVER (PARTITION BY d.key ORDER BY d.imported_at, d.fingerprint) - 1)::integer
            AS occurrence
    FROM (
        SELECT
            r.fingerprint,
            r.imported_at,
            encode(sha256(convert_to(concat_ws(
                chr(31),
                to_char(r.booked_on, 'YYYY-MM-DD'),
                CASE WHEN r.amount > 0 THEN 'C' ELSE 'D' END,
                abs(r.amount)::text,
                coalesce((
                    SELECT min(ref COLLATE "C") FROM unnest(r.refs) AS ref
                    WHERE ref ~ '^[0-9]{12}$'
                        OR (ref ~ '^[A-Z]{4}[A-Z0-9]{12,18}$'
                            AND length(regexp_replace(ref, '[^0-9]', '', 'g')) >= 4)
                ), '')
            ), 'UTF8')), 'hex') AS key
        FROM bank_rows AS r
    ) AS d
) AS k
WHERE b.fingerprint = k.before;
