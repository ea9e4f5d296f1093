"""The counter's shifts and drawer, without a screen: the open shift and how the last one
closed, the figures so far and an X report (shown, or sent to the agency store once printed),
a shift opened, and the Z report that closes one. Every write is made from the screen's thread
without waiting for another program's lock (``saving()`` is called while it holds it). The
screens (the header's shift question, the shift report's drawer) ask a person and word the
outcome; what a close needs a supervisor for is ``close_approval``."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from app.counter.journal_access.till_writes import kept
from app.counter.services.till_shift import OpenShift, close_shift, last_close, shift_opener
from app.domain.money import ZERO
from app.domain.till import DrawerCount
from app.journal.till import Till
from app.records.refunds import RefundOwed
from app.records.till import Shift, ZReport
from app.reports.drawer import DrawerFigures, x_report

# What is shown while another program holds the journal's lock.
Saving = Callable[[], None]


class ShiftService:
    """The shifts of the counter coded ``counter()`` (Settings) in ``till``'s journal."""

    def __init__(self, till: Till, counter: Callable[[], str]) -> None:
        self._till = till
        self._counter = counter

    @property
    def counter(self) -> str:
        """This counter's code, as Settings have it now."""
        return self._counter()

    def current(self) -> Shift | None:
        """The counter's open shift, if any."""
        return self._till.open_shift_of(self.counter)

    def shift(self, shift_id: int) -> Shift:
        """The shift ``shift_id`` (``KeyError`` when there is none)."""
        return self._till.shift(shift_id)

    def last_z(self) -> ZReport | None:
        """The counter's latest Z report (None before the first close)."""
        reports = self._till.z_reports(self.counter)
        return reports[-1] if reports else None

    def last_close(self) -> tuple[str, Decimal | None] | None:
        """The clerk of the counter's last closed shift and the cash it left in the drawer (what
        the next opening is prefilled with); None when no shift was closed here yet."""
        return last_close(self._till, self.counter)

    def refunds_owed(self) -> list[RefundOwed]:
        """The customers' refunds of this counter's sales not yet paid out, oldest first."""
        return self._till.refunds_owed(self.counter)

    def figures(self, shift: Shift, counted: DrawerCount | None = None) -> DrawerFigures:
        """``shift``'s figures so far, with the drawer ``counted`` (an X report: nothing is
        written)."""
        return x_report(self._till, shift.shift_id, counted)

    def opener(self) -> OpenShift:
        """How the open-shift dialog opens a shift here."""
        return shift_opener(self._till, self.counter)

    async def open(self, clerk: str, opening_float: Decimal, saving: Saving) -> Shift:
        """Open a shift of ``clerk`` with the float counted (``TillError`` when the till
        refuses it, ``JournalLocked`` when the journal never lets go)."""
        counter = self.counter
        return await kept(
            self._till, lambda: self._till.open_shift(counter, clerk, opening_float), saving
        )

    async def record_x(self, shift: Shift, figures: DrawerFigures, saving: Saving) -> None:
        """Send a printed X report's figures to the agency store (the till keeps nothing)."""
        record = figures.as_record()
        await kept(self._till, lambda: self._till.record_x_report(shift.shift_id, record), saving)

    async def close(
        self,
        shift: Shift,
        counted: DrawerCount,
        closed_by: str,
        decision_id: int | None,
        reason: str,
        saving: Saving,
        banked: Decimal = ZERO,
    ) -> ZReport:
        """Close ``shift`` with its counted drawer and Z report (``decision_id``: the
        supervisor's approval it needs; ``reason``: why the drawer is off; ``banked``: the cash
        taken out); ``TillError`` when the till refuses it."""
        till = self._till
        return await kept(
            till,
            lambda: close_shift(till, shift, counted, closed_by, decision_id, reason, banked),
            saving,
        )
