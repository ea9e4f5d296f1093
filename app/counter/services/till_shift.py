"""A shift at the till, without a screen: its opening (the port the open-shift dialog writes
through), when the drawer is off by too much, what a supervisor must approve before the Z
report, and the close itself. The screen asks these and words the answers."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from decimal import Decimal

from app.counter.journal_access.till_writes import written
from app.domain.money import ZERO
from app.domain.till import DrawerCount
from app.journal.till import Shift, Till, ZReport
from app.reports.drawer import DrawerFigures, z_figures, z_report

# Opens a shift for the clerk named with the float counted; ``saving()`` is called while another
# program holds the journal's lock.
OpenShift = Callable[[str, Decimal, Callable[[], None]], Awaitable[Shift]]


def shift_opener(till: Till, counter: str) -> OpenShift:
    """How a shift is opened at ``counter``: in ``till``'s journal, never waiting for another
    program's lock on the screen's thread (``TillError`` or ``JournalLocked`` when it cannot)."""

    async def open_shift(clerk: str, opening_float: Decimal, saving: Callable[[], None]) -> Shift:
        return await written(till, lambda: till.open_shift(counter, clerk, opening_float), saving)

    return open_shift


def over_limit(figures: DrawerFigures, limit: Decimal) -> bool:
    """Whether the drawer counted is off (over or short) by more than ``limit``."""
    return abs(figures.difference or ZERO) > limit


@dataclass(frozen=True, slots=True)
class CloseApproval:
    """What closing a shift needs a supervisor's decision for: another clerk's shift
    (``other_clerk`` closes it) and a drawer off by more than Settings allow
    (``drawer_off``)."""

    other_clerk: bool
    drawer_off: bool

    @property
    def needed(self) -> bool:
        """Whether a supervisor must approve the close."""
        return self.other_clerk or self.drawer_off


def close_approval(
    shift: Shift, closed_by: str, figures: DrawerFigures, limit: Decimal
) -> CloseApproval:
    """What closing ``shift`` by ``closed_by`` with the drawer as ``figures`` count it needs a
    supervisor for (``limit``: how far off Settings let a drawer be)."""
    return CloseApproval(
        other_clerk=" ".join(closed_by.split()) != shift.clerk,
        drawer_off=over_limit(figures, limit),
    )


def close_shift(
    till: Till,
    shift: Shift,
    counted: DrawerCount,
    closed_by: str,
    decision_id: int | None,
    reason: str,
    banked: Decimal = ZERO,
    owner: str = "",
) -> ZReport:
    """Close ``shift`` with its counted drawer and Z report, by ``closed_by`` (``decision_id``:
    the supervisor's approval it needs; ``reason``: why the drawer is off; ``banked``: the cash
    taken out at the close; ``owner``: the address its heads are mailed to, '' for none); the
    journal refuses it (``TillError``) when it may not be."""
    return z_report(
        till,
        shift.shift_id,
        counted,
        closed_by=" ".join(closed_by.split()),
        decision_id=decision_id,
        reason=reason,
        banked=banked,
        owner=owner,
    )


def last_close(till: Till, counter: str) -> tuple[str, Decimal | None] | None:
    """The clerk of ``counter``'s last closed shift and the cash it left in the drawer (counted
    less banked: what the next shift's opening is prefilled with); None when no shift was
    closed there yet."""
    reports = till.z_reports(counter)
    if not reports:
        return None
    return till.shift(reports[-1].shift_id).clerk, z_figures(reports[-1]).left
