"""Sums of the double-entry lines of the service's wallet movements."""

from __future__ import annotations

from decimal import Decimal

from app.api.models import WalletMovement
from app.domain.money import ZERO


def debits(movement: WalletMovement) -> Decimal:
    """The sum of the movement's debit lines."""
    return sum((line.debit for line in movement.lines), ZERO)


def credits(movement: WalletMovement) -> Decimal:
    """The sum of the movement's credit lines."""
    return sum((line.credit for line in movement.lines), ZERO)


def is_balanced(movement: WalletMovement) -> bool:
    """Double entry: the debits equal the credits."""
    return debits(movement) == credits(movement)
