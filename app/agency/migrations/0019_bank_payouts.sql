-- A payment app's payouts (decision docs/decisions/payment-app-payouts.md): a settlement report's
-- row is shared with the payout UTR it names ('' for a bank's row) and what it adds to that
-- payout (NULL: its amount; to the report's own decimals, PhonePe's GST to a tenth of a paisa).
-- A counter that pulls another's report then knows that payout's bank credit, and the day close
-- leaves such a credit out of its matching: it is the sales' money, which the report's rows prove.
ALTER TABLE bank_rows ADD COLUMN payout text NOT NULL DEFAULT '';
ALTER TABLE bank_rows ADD COLUMN settled numeric;
