"""The controller of a supervisor's settlement from the Bank statement tab: the questioned
payments and the statement's free credits read in a worker, ticked in a dialog with their sums,
then settled by the statement service, which refuses a choice that does not add up to the paisa
and asks the PIN."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, Signal

from app.bank.proofs import Proof
from app.counter.config.declared import NotApproved
from app.counter.services.bank_settle import (
    offered_payments,
    offered_rows,
    settle_detail,
    settle_problem,
    settle_said,
)
from app.counter.services.bank_statements import StatementService
from app.ui.dialogs import asked
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.widgets.bank_settle import SettleDialog
from app.ui.widgets.bank_statements import BankStatementPanel


class BankSettleController(QObject):
    """Settles questioned payments with credits for the statement ``panel``.

    Signals:
        changed(): payments were settled: the split and the tables are to be read again.
    """

    changed = Signal()

    def __init__(self, desk: StatementService, panel: BankStatementPanel) -> None:
        super().__init__(panel)
        self.desk = desk
        self.panel = panel
        panel.settle_requested.connect(self.on_settle_requested)

    @async_slot(object, alone=True)
    async def on_settle_requested(self, chosen: Proof | None) -> None:
        """Settle, the payment ``chosen`` in the tab ticked first."""
        await self.settle(chosen)

    async def settle(self, chosen: Proof | None) -> bool:
        """Ask which payments and credits settle each other, then have the statement service
        keep the settlement on a supervisor's decision; whether it was kept."""
        found = await self.desk.in_doubt()
        dialog = SettleDialog(
            offered_payments(found),
            offered_rows(found),
            chosen,
            partial(settle_problem, self.desk),
            self.panel,
        )
        if not await asked(dialog):
            return False
        # Read now: the dialog is deleted once the loop turns (while the PIN is asked).
        payments, rows = dialog.chosen_payments(), dialog.chosen_rows()
        said = settle_said(payments, rows)
        try:
            await self.desk.settle(payments, settle_detail(rows), said)
        except (NotApproved, ValueError) as refused:
            self.panel.show_problem(reason_of(refused))
            return False
        self.panel.show_imported(said)
        self.changed.emit()
        return True
