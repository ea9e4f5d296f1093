"""The sale kept from last time (the draft the journal held when Counterdesk closed), without a
screen: offered back at the start, restored, discarded when it was never sent (nothing was
booked or paid), or voided once sent, which only a supervisor allows: the service asks its
``approve`` and refuses the void (``NotApproved``) without a decision."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.counter.config.declared import Approve, approved
from app.counter.config.permissions import VOID_KEPT_SALE
from app.journal import Journal
from app.records.drafts import StoredDraft


def _nothing() -> None:
    """Nothing to do before the void is written."""


@dataclass(frozen=True, slots=True)
class KeptSaleService:
    """The draft kept in ``journal``; a void approved through ``approve``."""

    journal: Journal
    approve: Approve

    def offered(self) -> StoredDraft | None:
        """The sale kept from last time, to offer back; None when none was kept."""
        return self.journal.drafts.load()

    def restored(self) -> None:
        """The kept sale is back on the screen: no longer kept."""
        self.journal.drafts.clear("restored")

    def discard(self) -> None:
        """Forget a kept sale never sent (no PIN: nothing was booked or paid)."""
        self.journal.drafts.discard()

    async def void(self, summary: str, before: Callable[[], None] = _nothing) -> str:
        """Void the sale ``summary`` describes, once sent, on a supervisor's decision (whose name
        the void records; ``NotApproved`` without one); ``before()`` runs once approved, ahead of
        the void's write (the screen keeps the sale as typed last). The supervisor's name."""
        decision = await approved(self.approve, VOID_KEPT_SALE, summary)
        voided_by = self.journal.till.decision(decision).supervisor
        before()
        self.journal.drafts.void(summary, voided_by)
        return voided_by
