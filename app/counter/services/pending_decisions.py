"""What a supervisor decides about a sale whose answer has not come, without Qt: keep trying,
or the customer left (the sale is then cancelled if the service booked it, and the money given
back). The service asks each decision's gate itself through the injected ``Approve`` and refuses
(``NotApproved``, nothing recorded) without one; no round of tries runs while they decide, so
the sale they were shown stays as it was."""

from __future__ import annotations

from dataclasses import dataclass

from app.booking import UnresolvedSale
from app.booking.left import CUSTOMER_LEFT, KEEP_TRYING
from app.counter.config.declared import Approve, approved
from app.counter.config.permissions import CUSTOMER_LEFT_DECIDED, KEEP_TRYING_DECIDED
from app.counter.services.pending_sales import PendingSaleService

# Each decision a supervisor may take about an unresolved sale, and the gate it is asked through.
GATES = {KEEP_TRYING: KEEP_TRYING_DECIDED, CUSTOMER_LEFT: CUSTOMER_LEFT_DECIDED}


@dataclass(frozen=True, slots=True)
class Decided:
    """A supervisor's decision, recorded: who, and whether the customer left."""

    supervisor: str
    customer_left: bool


class PendingDecisionService:
    """The supervisors' decisions about the unresolved sales of ``sales``, each on a decision
    asked of ``approve``."""

    def __init__(self, sales: PendingSaleService, approve: Approve) -> None:
        self._sales = sales
        self._approve = approve

    async def decide(self, sale: UnresolvedSale, decision: str) -> Decided:
        """Record ``decision`` (``KEEP_TRYING`` or ``CUSTOMER_LEFT``) about ``sale`` once a
        supervisor approved it (the sale shown with the PIN); ``NotApproved`` with the gate's
        sentence, nothing recorded, when none did. ``ValueError`` for another decision or when
        the sale no longer waits for an answer; the journal's errors are raised."""
        permission = GATES.get(decision)
        if permission is None:
            raise ValueError(f"no supervisor decides {decision!r} about a sale")
        with self._sales.deciding():
            decision_id = await approved(self._approve, permission, sale.describe())
            left = decision == CUSTOMER_LEFT
            if left:
                self._sales.customer_left(sale.request_id, decision_id)
            return Decided(self._sales.decided_by(decision_id), left)
