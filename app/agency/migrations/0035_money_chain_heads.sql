-- The agency store, version 35: the heads of each counter's money events' chain (journal version
-- 43, `app.journal.money_chain`), witnessed as they grow as the records' are (version 25). Each
-- `money_event` record carries its link and seal in its body (`chain`); the replicator gives the
-- store every link as the journal makes it, ahead of the records, and the first head given for
-- a place stays. The day close makes each counter's books again from the store's copy of its
-- events with the changes the counter's check names, and names each event sent with a link
-- other than its witnessed head (`app.books.chained`,
-- docs/decisions/money-events-chained.md).
ALTER TABLE chain_heads DROP CONSTRAINT chain_heads_chain_check;
ALTER TABLE chain_heads ADD CONSTRAINT chain_heads_chain_check
    CHECK (chain IN ('records', 'access_log', 'money_events'));
