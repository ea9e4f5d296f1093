"""The controller of the Bank statement tab's charges and cash deposits: the lines read in a
worker as the tab opens and after each import, and a cash deposit confirmed as a close's cash
banked (the close chosen when it may be several; the statement service asks the PIN)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.counter.config.declared import NotApproved
from app.counter.services.bank_accounted import AccountedLine, accounted
from app.counter.services.bank_statements import StatementService, deposit_text
from app.ui.dialogs import asked
from app.ui.error_words import reason_of
from app.ui.slots import async_slot
from app.ui.widgets.bank_accounted import AccountedPanel
from app.ui.widgets.bank_deposit import DepositDialog
from app.ui.widgets.bank_statements import BankStatementPanel


class BankAccountedController(QObject):
    """Shows the charges and deposits on ``panel``; what was confirmed, or refused, is said on
    the tab's ``said`` line (the statement panel's).

    Signals:
        changed(): a deposit was confirmed: it is a credit of no sale no more.
    """

    changed = Signal()

    def __init__(
        self, desk: StatementService, panel: AccountedPanel, said: BankStatementPanel
    ) -> None:
        super().__init__(panel)
        self.desk = desk
        self.panel = panel
        self.said = said
        panel.confirm_requested.connect(self.on_confirm_requested)

    @async_slot()
    async def on_refresh(self) -> None:
        """The tab opened, or a statement was imported: read the lines again."""
        await self.refresh()

    async def refresh(self) -> None:
        """Read the charges and deposits (in a worker) and show them."""
        self.panel.show_lines(await accounted(self.desk))

    @async_slot(object)
    async def on_confirm_requested(self, line: AccountedLine) -> None:
        """Confirm the deposit chosen."""
        await self.confirm(line)

    async def confirm(self, line: AccountedLine) -> bool:
        """Ask which close's cash ``line`` is when it may be several, then have the statement
        service keep it on a supervisor's decision; whether it was kept."""
        deposit = line.deposit
        if deposit is None or not deposit.candidates:
            return False
        banking = deposit.candidates[0]
        if len(deposit.candidates) > 1:
            dialog = DepositDialog(line, deposit.candidates, self.said)
            if not await asked(dialog):
                return False
            banking = dialog.chosen()
        try:
            await self.desk.confirm_deposit(deposit, banking)
        except (NotApproved, ValueError) as refused:
            self.said.show_problem(reason_of(refused))
            return False
        self.said.show_imported(deposit_text(deposit, banking))
        self.changed.emit()
        await self.refresh()
        return True
