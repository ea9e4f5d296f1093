"""The counter's shifts and drawer, without a screen: the open shift and how the last one
closed, the figures so far and an X report (shown, or sent to the agency store once printed),
a shift opened, and the Z report that closes one. Every write is made from the screen's thread
without waiting for another program's lock (``saving()`` is called while it holds it). The
screens (the header's shift question, the shift report's drawer) ask a person and word the
outcome. What a close needs a supervisor for (``close_approval``: another clerk's shift, a
drawer off by more than Settings allow) is decided here, whoever calls: the service asks its
``approve`` and refuses the close (``NotApproved``) without a decision."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from app.books.queries import refunds_owed
from app.counter.config.declared import PERMISSIONS, Approve, approved
from app.counter.config.permissions import DRAWER_OFF, OTHER_CLERKS_SHIFT
from app.counter.journal_access.till_writes import written
from app.counter.papers.formatting import money_text
from app.counter.services.till_shift import (
    OpenShift,
    close_approval,
    close_shift,
    last_close,
    shift_opener,
)
from app.domain.money import CURRENCY, ZERO
from app.domain.till import DrawerCount
from app.figures import moment_text
from app.journal.till import Till
from app.records.refunds import RefundOwed
from app.records.till import Shift, ZReport
from app.reports.drawer import DrawerFigures, x_report

# What is shown while another program holds the journal's lock.
Saving = Callable[[], None]


class ShiftService:
    """The shifts of the counter coded ``counter()`` (Settings) in ``till``'s journal; a close
    off by more than ``limit()`` (Settings) or of another clerk's shift waits for ``approve``;
    each Z report's heads are mailed to ``owner()`` (Settings; '' for none)."""

    def __init__(
        self,
        till: Till,
        counter: Callable[[], str],
        limit: Callable[[], Decimal],
        approve: Approve,
        owner: Callable[[], str] = str,
        closed: Callable[[], None] = lambda: None,
    ) -> None:
        self._till = till
        self._counter = counter
        self._limit = limit
        self._approve = approve
        self._owner = owner
        # Told after each close: the books are checked again (app.counter.runtime.job_books).
        self._closed = closed

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
        """The customers' refunds of this counter's sales not yet paid out, oldest first, each
        with what it owes by the books."""
        return refunds_owed(self._till, self.counter)

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
        return await written(
            self._till, lambda: self._till.open_shift(counter, clerk, opening_float), saving
        )

    async def record_x(self, shift: Shift, figures: DrawerFigures, saving: Saving) -> None:
        """Send a printed X report's figures to the agency store (the till keeps nothing)."""
        record = figures.as_record()
        await written(
            self._till, lambda: self._till.record_x_report(shift.shift_id, record), saving
        )

    async def close(
        self,
        shift: Shift,
        counted: DrawerCount,
        closed_by: str,
        reason: str,
        saving: Saving,
        banked: Decimal = ZERO,
    ) -> ZReport:
        """Close ``shift`` with its counted drawer and Z report (``reason``: why the drawer is
        off; ``banked``: the cash taken out), a supervisor's decision asked first when the close
        needs one (``NotApproved`` without it); ``TillError`` when the till refuses it."""
        decision = await self._approval(shift, closed_by, counted, reason)
        till = self._till
        owner = self._owner()
        report = await written(
            till,
            lambda: close_shift(till, shift, counted, closed_by, decision, reason, banked, owner),
            saving,
        )
        self._closed()
        return report

    async def _approval(
        self, shift: Shift, closed_by: str, counted: DrawerCount, reason: str
    ) -> int | None:
        """The supervisor's decision closing ``shift`` needs (None when it needs none), the
        counted drawer's figures and the clerk's ``reason`` shown with the PIN."""
        name = " ".join(closed_by.split())
        figures = self.figures(shift, counted)
        limit = self._limit()
        needs = close_approval(shift, name, figures, limit)
        if not needs.needed:
            return None
        details = []
        if needs.other_clerk:
            details.append(
                PERMISSIONS.tr("{name} closes {clerk}'s shift opened {opened}.").format(
                    name=name, clerk=shift.clerk, opened=moment_text(shift.opened_at)
                )
            )
        if needs.drawer_off:
            details.append(
                PERMISSIONS.tr(
                    "Counted {counted}, expected {expected}, difference {difference}. "
                    "Reason: {reason}"
                ).format(
                    counted=money_text(figures.counted, CURRENCY),
                    expected=money_text(figures.expected, CURRENCY),
                    difference=money_text(figures.difference, CURRENCY),
                    reason=reason,
                )
            )
        detail = " ".join(details)
        if needs.other_clerk:
            return await approved(self._approve, OTHER_CLERKS_SHIFT, detail, clerk=shift.clerk)
        return await approved(self._approve, DRAWER_OFF, detail, limit=money_text(limit, CURRENCY))
