-- The agency store, version 40: the month's lock (issue 97, docs/decisions/month-lock.md). Each
-- counter's close and re-opening of a month reaches the store as a record of kind
-- 'month_close' (`app.journal.month_close`: the month, the act, who and when, the reason of a
-- re-opening, what was accepted unexplained, the SHA-256 of the settings and of each export).
-- 'agency_month_closes' lists them with their counter; 'agency_counter_months' gives each
-- counter's month as its latest act left it. The agency's own month is the owner's: closed
-- (`agency_close_month`) only once every counter the store knows has closed it, re-opened
-- (`agency_reopen_month`) only with a reason; each act a row of 'agency_months', final.
CREATE VIEW agency_month_closes AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.body ->> 'month' AS month,
    r.body ->> 'act' AS act,
    (r.body ->> 'acted_at')::timestamptz AS acted_at,
    r.body ->> 'acted_by' AS acted_by,
    r.body ->> 'reason' AS reason,
    r.body
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'month_close';

CREATE VIEW agency_counter_months AS
SELECT DISTINCT ON (counter_id, month)
    counter_id, counter_code, counter_name, month, act, acted_at, acted_by, reason
FROM agency_month_closes
ORDER BY counter_id, month, seq DESC;

CREATE TABLE agency_months (
    act_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    act text NOT NULL CHECK (act IN ('close', 'reopen')),
    acted_at timestamptz NOT NULL DEFAULT now(),
    acted_by text NOT NULL DEFAULT current_user,
    reason text NOT NULL DEFAULT ''
);

CREATE FUNCTION agency_months_final() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    RAISE EXCEPTION 'the agency''s month closes are final';
END
$$;

CREATE TRIGGER agency_months_final BEFORE UPDATE OR DELETE ON agency_months
FOR EACH ROW EXECUTE FUNCTION agency_months_final();

-- Whether the agency's month is closed now: its latest act closed it.
CREATE FUNCTION agency_month_closed(wanted text) RETURNS boolean
LANGUAGE sql STABLE
AS $$
    SELECT coalesce(
        (SELECT act = 'close' FROM agency_months WHERE month = wanted
            ORDER BY act_id DESC LIMIT 1),
        false
    )
$$;

CREATE FUNCTION agency_close_month(wanted text, reason text DEFAULT '') RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
    open_counters text;
    made bigint;
BEGIN
    IF agency_month_closed(wanted) THEN
        RAISE EXCEPTION 'the agency''s month % is closed already', wanted;
    END IF;
    SELECT string_agg(c.code, ', ' ORDER BY c.code) INTO open_counters
    FROM counters AS c
    WHERE NOT EXISTS (
        SELECT 1 FROM agency_counter_months AS m
        WHERE m.counter_id = c.counter_id AND m.month = wanted AND m.act = 'close'
    );
    IF open_counters IS NOT NULL THEN
        RAISE EXCEPTION 'the month % is not closed at counter(s) %', wanted, open_counters;
    END IF;
    INSERT INTO agency_months (month, act, reason) VALUES (wanted, 'close', reason)
    RETURNING act_id INTO made;
    RETURN made;
END
$$;

CREATE FUNCTION agency_reopen_month(wanted text, reason text) RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
    made bigint;
BEGIN
    IF coalesce(btrim(reason), '') = '' THEN
        RAISE EXCEPTION 'a month is re-opened only with a reason';
    END IF;
    IF NOT agency_month_closed(wanted) THEN
        RAISE EXCEPTION 'the agency''s month % is not closed', wanted;
    END IF;
    INSERT INTO agency_months (month, act, reason) VALUES (wanted, 'reopen', btrim(reason))
    RETURNING act_id INTO made;
    RETURN made;
END
$$;

-- The owner's acts: a counter's role has no right on 'agency_months' and may not call them.
REVOKE EXECUTE ON FUNCTION agency_close_month(text, text) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION agency_reopen_month(text, text) FROM PUBLIC;
