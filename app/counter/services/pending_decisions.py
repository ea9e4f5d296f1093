"""What a supervisor decides about a sale whose answer has not come, without Qt: keep trying,
or the customer left (the sale is then cancelled if the service booked it, and the money given
back). Their approval (the PIN) is asked through an injected callable, as the checkout asks;
no round of tries runs while they decide, so the sale they were shown stays as it was."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from app.booking import UnresolvedSale
from app.booking.left import BOOKING_LEFT, CUSTOMER_LEFT
from app.counter.services.pending_sales import PendingSaleService

# The supervisor's approval of ``action`` (in words) about the sale: the recorded decision's id,
# None when not approved.
Approve = Callable[[UnresolvedSale, str], Awaitable[int | None]]


@dataclass(frozen=True, slots=True)
class Decided:
    """A supervisor's decision, recorded: who, and whether the customer left."""

    supervisor: str
    customer_left: bool


class PendingDecisionService:
    """The supervisors' decisions about the unresolved sales of ``sales``."""

    def __init__(self, sales: PendingSaleService, approve: Approve) -> None:
        self._sales = sales
        self._approve = approve

    async def decide(self, sale: UnresolvedSale, decision: str) -> Decided | None:
        """Record ``decision`` (``KEEP_TRYING`` or ``CUSTOMER_LEFT``) about ``sale`` once a
        supervisor approved it; None when none did. ``ValueError`` when the sale no longer
        waits for an answer; the journal's errors are raised."""
        with self._sales.deciding():
            decision_id = await self._approve(sale, BOOKING_LEFT.known(decision))
            if decision_id is None:
                return None
            left = decision == CUSTOMER_LEFT
            if left:
                self._sales.customer_left(sale.request_id, decision_id)
            return Decided(self._sales.decided_by(decision_id), left)
