"""Sums of the double-entry lines of the service's ledger journals."""

from __future__ import annotations

from decimal import Decimal

from app.api.models import LedgerJournal
from app.domain.money import ZERO


def debits(journal: LedgerJournal) -> Decimal:
    """The sum of the journal's debit lines."""
    return sum((line.debit for line in journal.lines), ZERO)


def credits(journal: LedgerJournal) -> Decimal:
    """The sum of the journal's credit lines."""
    return sum((line.credit for line in journal.lines), ZERO)


def is_balanced(journal: LedgerJournal) -> bool:
    """Double entry: the debits equal the credits."""
    return debits(journal) == credits(journal)
