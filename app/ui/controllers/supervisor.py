"""The till's gates: the supervisor's approval asked with the PIN dialog, through the approval port
(``app.counter.services.supervisor_approval``) that checks the PIN and records the decision. The PIN
is never set at a gate: the API key's holder sets it in Settings."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

from app.counter.config.declared import Permission
from app.counter.services.supervisor_approval import AgencySupervisors, TillApproval
from app.counter.services.till_pin import GateRecords, set_counter_pin
from app.domain.pin import PinGate, PinHash
from app.records.customers import SUPERVISOR_ROLE, Who
from app.ui.dialogs import asked
from app.ui.widgets.pin_dialog import PinDialog


class Supervisor:
    """The till's gates: one PIN lock (5 wrong tries, 60 s, doubling; 10 until the PIN is set
    again) for the whole app, kept in the journal; with an agency store (``agency``), the named
    supervisors' PINs, each locked agency-wide by the store."""

    def __init__(
        self,
        till: GateRecords,
        gate: PinGate | None = None,
        agency: AgencySupervisors | None = None,
    ) -> None:
        self.till = till
        self.gate = gate or PinGate()
        self.approval = TillApproval(till, self.gate, agency)
        till.restore_pin_tries(self.gate)  # a restart neither clears the count nor the lock

    def set_pin(self, pin: PinHash) -> None:
        """Make ``pin`` the PIN (the API key's holder typed the key again in Settings): the wrong
        tries and any lock, even the one until a reset, are lifted."""
        set_counter_pin(self.till, self.gate, pin)

    async def approve(self, parent: QWidget | None, action: str, detail: str = "") -> int | None:
        """Ask for the PIN (a modal dialog, the event loop running meanwhile); the recorded
        decision's id, or None when not approved."""
        dialog = PinDialog(self.approval, action, detail, parent)
        return dialog.decision_id if await asked(dialog) else None

    async def ask(self, permission: Permission, detail: str = "") -> int | None:
        """The ``Approve`` the services take: the PIN dialog for ``permission`` over the window
        in front; the recorded decision's id, or None when not approved (the service that asked
        says why)."""
        return await self.approve(QApplication.activeWindow(), permission.title_text(), detail)

    async def ask_reason(self, permission: Permission, detail: str = "") -> Who | None:
        """The ``Reader`` the services take: the PIN dialog for ``permission``, with a reason,
        over the window in front; the supervisor and their reason, or None when not approved
        (the service that asked says why)."""
        return await self.reader(QApplication.activeWindow(), permission.title_text(), detail)

    async def reader(self, parent: QWidget | None, action: str, detail: str) -> Who | None:
        """``approve`` to read a customer's ID data, a reason typed with the PIN: the supervisor
        and their reason as the access log records them, or None when not approved."""
        dialog = PinDialog(self.approval, action, detail, parent, asks_reason=True)
        if not await asked(dialog) or dialog.decision_id is None or dialog.reason is None:
            return None
        name = self.till.decision(dialog.decision_id).supervisor
        return Who(name, SUPERVISOR_ROLE, " ".join(dialog.reason.text().split()))
