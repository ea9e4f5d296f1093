-- The account a statement names (decision docs/decisions/statement-files-as-they-come.md): each
-- shared row keeps the account of the statement it was read from ('' for a row shared before, or
-- from a statement naming none), as the counters' journals keep it (journal version 27).
ALTER TABLE bank_rows ADD COLUMN account text NOT NULL DEFAULT '';
