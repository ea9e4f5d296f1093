"""How the prepaid wallet pays a debit (cash first, then credit) and takes back a refund."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import ZERO, money


@dataclass(frozen=True, slots=True)
class WalletState:
    """Cash balance and credit facility of one agent."""

    cash: Decimal
    allocated_limit: Decimal
    limit_utilized: Decimal

    @property
    def runway(self) -> Decimal:
        """``available_credit_runway = allocated_limit - limit_utilized``."""
        return money(self.allocated_limit - self.limit_utilized)


@dataclass(frozen=True, slots=True)
class DebitSplit:
    """The cash and credit parts of a debit, or how much is missing."""

    cash_part: Decimal
    credit_part: Decimal
    shortfall: Decimal

    @property
    def covered(self) -> bool:
        """True when the wallet can pay the whole amount."""
        return self.shortfall == ZERO


def split_debit(amount: Decimal, wallet: WalletState) -> DebitSplit:
    """Cash first, the rest from credit while ``limit_utilized + part <= allocated_limit``."""
    cash_part = min(amount, max(wallet.cash, ZERO))
    rest = money(amount - cash_part)
    # An over-utilised facility (runway below zero) lends nothing; it never adds to the debt.
    credit_part = min(rest, max(wallet.runway, ZERO))
    return DebitSplit(money(cash_part), money(credit_part), money(rest - credit_part))


@dataclass(frozen=True, slots=True)
class RefundSplit:
    """A refund repays utilised credit first, then returns to cash."""

    credit_repaid: Decimal
    cash_part: Decimal


def split_refund(amount: Decimal, wallet: WalletState) -> RefundSplit:
    """How ``amount`` comes back to the wallet."""
    credit_repaid = min(amount, wallet.limit_utilized)
    return RefundSplit(money(credit_repaid), money(amount - credit_repaid))
