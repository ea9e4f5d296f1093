-- The agency store, version 43: the agency's month keeps its exports' digests (issue 97, item 3;
-- docs/decisions/month-lock.md). The owner's close of the agency's month is made at a moment
-- the owner's app decides and passes, at which it made the month's exports over every
-- counter's documents (`app.agency.month_exports`): the close keeps that moment, the SHA-256
-- of each export and of the settings they were made with, in its row of 'agency_months',
-- final as before. An export of the month made later is stamped with the close's moment and
-- says each re-opening, so it is the bytes kept. A counter's role reads the agency's acts
-- (`agency_month_closes_of`) to make the agency's export as the owner's close made it.
ALTER TABLE agency_months
    ADD COLUMN exports jsonb NOT NULL DEFAULT '{}'::jsonb
        CHECK (jsonb_typeof(exports) = 'object'),
    ADD COLUMN settings_sha256 text NOT NULL DEFAULT '';

DROP FUNCTION agency_close_month(text, text);

-- The moment is the owner's app's, so that the exports it hashed are stamped with the one
-- kept; it may be no further than ten minutes from the store's clock either way.
CREATE FUNCTION agency_close_month(
    wanted text, made_at timestamptz, exports jsonb, settings_sha256 text, reason text DEFAULT ''
) RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
    open_counters text;
    made bigint;
BEGIN
    IF agency_month_closed(wanted) THEN
        RAISE EXCEPTION 'the agency''s month % is closed already', wanted;
    END IF;
    IF made_at IS NULL OR abs(extract(epoch FROM made_at - now())) > 600 THEN
        RAISE EXCEPTION 'the close''s moment % is not the store''s time %', made_at, now();
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
    INSERT INTO agency_months (month, act, acted_at, reason, exports, settings_sha256)
    VALUES (wanted, 'close', made_at, reason, exports, settings_sha256)
    RETURNING act_id INTO made;
    RETURN made;
END
$$;

REVOKE EXECUTE ON FUNCTION agency_close_month(text, timestamptz, jsonb, text, text) FROM PUBLIC;

-- Every act of the agency's month, in order, for whoever makes its export (a counter's role
-- among them, which has no right on 'agency_months').
CREATE FUNCTION agency_month_closes_of(wanted text)
RETURNS TABLE (
    act_id bigint,
    act text,
    acted_at timestamptz,
    acted_by text,
    reason text,
    exports jsonb,
    settings_sha256 text
)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
    SELECT m.act_id, m.act, m.acted_at, m.acted_by, m.reason, m.exports, m.settings_sha256
    FROM public.agency_months AS m
    WHERE m.month = wanted
    ORDER BY m.act_id
$$;
