-- The agency store, version 23: a counter's seal names the fingerprint of the key it was made
-- under ('s2:', 16 hex digits, ':', the HMAC-SHA256) and, on the first link under a new key,
-- the old key's fingerprint after it (`app.journal.chain.seal_of`). The counter then tells a
-- key change (the journal moved, the keyring's entry made anew) from a seal that does not hold
-- (docs/decisions/keys-that-change.md). The store still only keeps what came; 's1:' seals
-- stay as they were sent.

ALTER TABLE record_links DROP CONSTRAINT record_links_seal_check;
ALTER TABLE record_links ADD CONSTRAINT record_links_seal_check
    CHECK (seal ~ '^(s1:[0-9a-f]{64}|s2:[0-9a-f]{16}:[0-9a-f]{64}(:[0-9a-f]{16})?)$');
