"""An after-sale at a counter for tests of the customer's refund: no service is called (the
cancellations are journalled confirmed), the counter's open shift is its, and a supervisor's
decision is what the test says."""

from __future__ import annotations

from app.api import PartnerClient
from app.booking.aftersale import AboveRuleAsk, AfterSale, AfterSaleContext, RefundAsks
from app.journal import Journal
from app.journal.till import Shift


class Supervisor:
    """Approves with ``decision`` (None: refuses), noting each ask."""

    def __init__(self, decision: int | None = None) -> None:
        self.decision = decision
        self.asked: list[AboveRuleAsk] = []

    async def __call__(self, ask: AboveRuleAsk) -> int | None:
        self.asked.append(ask)
        return self.decision


def no_client() -> PartnerClient:
    """These refunds call no service."""
    raise AssertionError("a refund payment called the service")


def aftersale_of(
    journal: Journal, counter: str = "PB1", supervisor: Supervisor | None = None
) -> AfterSale:
    """The after-sale of ``counter`` on ``journal``."""

    async def shift() -> Shift | None:
        return journal.till.open_shift_of(counter)

    desk = AfterSaleContext(no_client, journal, lambda: counter, lambda: False)
    return AfterSale(desk, RefundAsks(shift, supervisor or Supervisor()))
