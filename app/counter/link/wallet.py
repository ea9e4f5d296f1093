"""The agent and its wallet, for the header and the settings' connection test (no Qt)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from app.counter.papers.formatting import money_text
from app.figures import moment_text
from app.i18n import Catalogue

COUNTER_WALLET = Catalogue("COUNTER_WALLET")

if TYPE_CHECKING:
    # Only for annotations: the header shows cached figures before these are imported.
    from app.api import PartnerClient
    from app.api.models import WalletData


@dataclass(frozen=True, slots=True)
class WalletSummary:
    """Who the key belongs to and what the wallet can pay."""

    agent_id: int
    tenant_id: str
    balance: Decimal
    credit_left: Decimal
    currency: str

    def agent_text(self) -> str:
        """``Agent 1001``: the agency's number, as the service's office knows it."""
        return COUNTER_WALLET.tr("Agent {number}").format(number=self.agent_id)

    def balance_text(self) -> str:
        """The cash balance with its currency."""
        return money_text(self.balance, self.currency)

    def credit_text(self) -> str:
        """The credit still available with its currency."""
        return money_text(self.credit_left, self.currency)

    def report(self, read_at: dt.datetime) -> str:
        """The connection test's answer: agent and balance, as read at ``read_at`` (the line
        stays on screen while sales move the balance on)."""
        return COUNTER_WALLET.tr(
            "Connected. {agent}; wallet balance {balance}, credit available {credit}, "
            "as read at {moment}."
        ).format(
            agent=self.agent_text(),
            balance=self.balance_text(),
            credit=self.credit_text(),
            moment=moment_text(read_at),
        )


def summary_of(wallet: WalletData) -> WalletSummary:
    """The header's figures of a full wallet answer."""
    return WalletSummary(
        agent_id=wallet.agent_id,
        tenant_id=wallet.tenant_id,
        balance=wallet.financial_balances.live_available_balance,
        credit_left=wallet.credit_facility.available_credit_runway,
        currency=wallet.financial_balances.currency,
    )


async def fetch_wallet_data(client: PartnerClient) -> WalletData:
    """The whole wallet answer: balance, credit facility and the latest wallet movements."""
    return (await client.wallet_balance()).data


async def fetch_wallet(client: PartnerClient) -> WalletSummary:
    """The agent of the key and its wallet's balance and credit."""
    return summary_of(await fetch_wallet_data(client))
