"""A supervisor's approval at a till gate, without a screen: the port the PIN dialog asks through
(``PinApproval``) and the counter's answer to it (``TillApproval``): the name and PIN typed
checked, by the agency store's named supervisors when the counter has one (the counter's PIN
when the store does not answer), by the counter's PIN otherwise, and the decision recorded in
the journal. The dialog only asks and shows the typed answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from app.counter.journal_access.till_writes import written
from app.counter.services.till_pin import GateRecords, check_counter_pin
from app.domain.pin import CheckedBy, PinGate, SupervisorCheck, Verdict
from app.records.till import PinCheck


class PinWay(Enum):
    """How a PIN typed here is checked, as the dialog tells staff before they type it."""

    # Each supervisor of the agency types their own name and PIN, checked by the store.
    AGENCY = "agency"
    # A supervisor types their name and the counter's PIN.
    COUNTER = "counter"
    # No counter PIN is set yet: it is set in Settings, never at a gate.
    UNSET = "unset"


class Refusal(Enum):
    """Why a name and PIN were not accepted."""

    NO_PIN = "no_pin"
    WRONG = "wrong"
    LOCKED = "locked"
    # The agency store knows no supervisor of that name (``Refused.known`` lists them).
    UNKNOWN_NAME = "unknown_name"
    # Too many wrong tries at the store: locked until its administrator sets the PIN again.
    RESET = "reset"


@dataclass(frozen=True, slots=True)
class Refused:
    """A refusal; ``seconds`` the PIN stays locked for (``LOCKED``), ``known`` the agency's
    supervisors (``UNKNOWN_NAME``), ``name`` as the store spells it (``RESET``); ``offline``:
    the agency store did not answer, so the counter's PIN was checked instead."""

    refusal: Refusal
    seconds: float = 0.0
    known: tuple[str, ...] = ()
    name: str = ""
    offline: bool = False


@dataclass(frozen=True, slots=True)
class Approved:
    """The PIN was right: ``decision_id`` is the decision recorded in the journal."""

    decision_id: int


class AgencySupervisors(Protocol):
    """The agency store's named supervisors, as the approval asks them."""

    @property
    def configured(self) -> bool:
        """Whether the counter has an agency store."""
        ...

    async def check_supervisor(self, name: str, pin: str) -> SupervisorCheck | None:
        """The store's verdict on ``pin`` for ``name`` (the try counted there); None when the
        store does not answer."""
        ...


class PinApproval(Protocol):
    """The port of the PIN dialog: how the PIN is checked, and a name and PIN approved."""

    def way(self) -> PinWay:
        """How a PIN typed now is checked."""
        ...

    async def approve(
        self, name: str, pin: str, action: str, detail: str, saving: Callable[[], None]
    ) -> Approved | Refused:
        """``Approved`` with the decision recorded, or why not; ``saving()`` is called while
        another program holds the journal's lock. ``PinLocked`` when the counter's PIN is
        locked before any check; ``JournalLocked`` or ``TillError`` when nothing could be
        recorded."""
        ...


class TillApproval:
    """The counter's approval: the counter's PIN lock (``gate``) kept in ``till``'s journal,
    and the agency's named supervisors when ``agency`` is configured."""

    def __init__(self, till: GateRecords, gate: PinGate, agency: AgencySupervisors | None) -> None:
        self.till = till
        self.gate = gate
        self.agency = agency

    def _by_agency(self) -> bool:
        return self.agency is not None and self.agency.configured

    def way(self) -> PinWay:
        """How a PIN typed now is checked (the journal read for whether a PIN is set)."""
        if self._by_agency():
            return PinWay.AGENCY
        return PinWay.UNSET if self.till.pin_hash() is None else PinWay.COUNTER

    async def approve(
        self, name: str, pin: str, action: str, detail: str, saving: Callable[[], None]
    ) -> Approved | Refused:
        """See ``PinApproval.approve``."""
        checked = await self._checked(name, pin, saving)
        if isinstance(checked, Refused):
            return checked
        who, checked_by = checked
        decision = await written(
            self.till, lambda: self.till.decide(who, action, detail, checked_by), saving
        )
        return Approved(decision)

    async def _checked(
        self, name: str, pin: str, saving: Callable[[], None]
    ) -> tuple[str, CheckedBy] | Refused:
        """The name the decision records and whose PIN approved it, or why not."""
        offline = False
        if self.agency is not None and self._by_agency():
            found = await self.agency.check_supervisor(name, pin)
            if found is None:
                offline = True
            elif found.verdict is Verdict.RIGHT and found.name is not None:
                return found.name, CheckedBy.AGENCY
            elif found.verdict is not Verdict.UNKNOWN or found.known:
                return _agency_refusal(found)
            # else the administrator has named no supervisor yet: the counter's PIN, as before.

        async def keep(write: Callable[[], None]) -> None:
            await written(self.till, write, saving)

        check = await check_counter_pin(self.till, self.gate, pin, keep)
        if check is PinCheck.RIGHT:
            return name, CheckedBy.COUNTER_OFFLINE if offline else CheckedBy.COUNTER
        if check is PinCheck.UNSET:
            return Refused(Refusal.NO_PIN, offline=offline)
        left = self.gate.seconds_locked()
        if left:
            return Refused(Refusal.LOCKED, seconds=left, offline=offline)
        return Refused(Refusal.WRONG, offline=offline)


def _agency_refusal(found: SupervisorCheck) -> Refused:
    """The agency store's refusal of a PIN, as the dialog shows it."""
    if found.verdict is Verdict.UNKNOWN:
        return Refused(Refusal.UNKNOWN_NAME, known=found.known)
    if found.verdict is Verdict.RESET:
        return Refused(Refusal.RESET, name=found.name or "")
    if found.seconds:
        return Refused(Refusal.LOCKED, seconds=found.seconds)
    return Refused(Refusal.WRONG)
