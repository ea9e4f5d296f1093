"""The services the screens call, each owning its rules over the journal: the till and its shifts,
Lookup, History, exchanges, refunds, disruptions, the bank, GST files and the customers' rights."""
