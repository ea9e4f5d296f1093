"""The books' bank in all its ledgers, for the tests of one statement's account: each declared
account's ``bank:<account>`` and the bank not named, added up (a test of the split itself reads
each: tests/books/test_bank_named.py, tests/ui/screens/test_bank_accounts_apart.py)."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from app.domain.accounts import is_bank


def in_the_bank(balances: Mapping[str, Decimal]) -> Decimal:
    """What ``balances`` (each account's) hold in the bank, every ledger of it together."""
    return sum((amount for account, amount in balances.items() if is_bank(account)), Decimal(0))
