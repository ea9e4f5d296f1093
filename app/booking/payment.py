"""How the prepaid wallet will pay the sale: cash first, then credit, or short by how much."""

from __future__ import annotations

from decimal import Decimal

from app.api.models import WalletResult
from app.domain.wallet import DebitSplit, WalletState, split_debit


def wallet_state(wallet: WalletResult) -> WalletState:
    """Cash and credit facility of a wallet_balance answer."""
    data = wallet.data
    return WalletState(
        cash=data.financial_balances.live_available_balance,
        allocated_limit=data.credit_facility.allocated_limit,
        limit_utilized=data.credit_facility.limit_utilized,
    )


def plan_payment(total: Decimal, wallet: WalletResult) -> DebitSplit:
    """The cash part, the credit part and any shortfall of debiting ``total`` from ``wallet``."""
    return split_debit(total, wallet_state(wallet))
