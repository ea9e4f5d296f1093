"""The books: the double-entry ledger of the agency's own money at this counter.

The journal records each money event and posts its entry in the transaction of the till's write
(``app.journal.money_events``, by the pure rules of ``app.domain.postings``). This package reads
them (``reader.py``: balances, a customer's account, the drawer; the books rebuilt from the events
and held against the stored ones) and makes the events of a journal written before the books were
kept (``backfill.py``, in a worker after the first paint). See docs/books.md.
"""
