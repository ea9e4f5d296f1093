-- The agency store, version 4: every counter's tax invoices and credit notes, for the agency's
-- GST export. A counter's journal writes each document's outbox record (kind 'tax_document') in
-- the transaction that issues it; the record carries the document as issued (basis and lines),
-- its booking and its tender, so the export needs nothing else from the counter.

-- The day a document was issued is the first ten characters of its time as the counter wrote it
-- (service time), the same day the counter's own export files it under.
CREATE INDEX records_tax_documents_by_day ON records ((left(body ->> 'issued_at', 10)), seq)
    WHERE kind = 'tax_document';

CREATE VIEW agency_tax_documents AS
SELECT
    r.counter_id,
    c.code AS counter_code,
    c.name AS counter_name,
    r.seq,
    r.body ->> 'doc_no' AS doc_no,
    r.body ->> 'kind' AS kind,
    left(r.body ->> 'issued_at', 10) AS issued_on,
    r.body ->> 'issued_at' AS issued_at,
    r.body AS document,
    r.created_at,
    r.received_at
FROM records AS r
JOIN counters AS c USING (counter_id)
WHERE r.kind = 'tax_document';
