-- The agency store, version 14: each counter's link sealed under a key the store does not hold.
-- A counter on a computer with a keyring sends, with each record's link, its seal: an
-- HMAC-SHA256 of the link under a key derived from the sealing key in that keyring
-- (`app.journal.chain.seal`, marked 's1:'). Whoever rewrites a record and makes the plain links
-- again with `agency_counter_link` cannot seal them. The store keeps the seal as it came and
-- cannot check it (the key never leaves the counter); the counter checks the store's seals at
-- each connection and every five minutes, and records a seal that does not hold as a
-- 'chain_mismatch', which the day close names as 'witness'. The plain links and their checks
-- are as in version 8: a link sent before this version, or by a counter without a keyring, has
-- no seal (docs/decisions/keyed-chains.md).

ALTER TABLE record_links ADD COLUMN seal text CHECK (seal ~ '^s1:[0-9a-f]{64}$');
