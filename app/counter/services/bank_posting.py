"""What the kept statements bring posted in the books, without Qt: after an import (in its
child) and after the rows other counters shared are kept, the same posting in the same order
(issue 94: the bank's posting out of the store, which keeps the rows and writes the events)."""

from __future__ import annotations

from app.journal.bank import BankTables


def post_brought(bank: BankTables, input_credit: bool) -> int:
    """Post in the books what the statements brought and is not posted yet: each payout whose
    credit and report are both in (the credit, the app's fee and its tax), then each charge of
    the bank; their GST as input credit where ``input_credit`` (the agency's GST scheme allows
    it). How many money events and charges were posted."""
    return bank.book_payouts(input_credit) + bank.book_charges(input_credit)
