"""The bank statement panel's controller: a file imported by a child process (progress
marshalled to the screen's thread; staff may stop it), the payments in doubt read in a
worker, a questioned payment resolved under a supervisor's PIN; ``changed`` tells the drawer
its figures moved."""

from __future__ import annotations

import asyncio
import sqlite3
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.bank.accounts import AccountNeeded, ManyAccounts, OtherAccount
from app.bank.limits import OverLimit
from app.bank.proofs import BankRow, Proof, Unchecked
from app.bank.reading import header_candidate
from app.bank.running import BalanceBroken
from app.bank.statement import StatementError
from app.counter.config.declared import NotApproved
from app.counter.papers.formatting import money_text
from app.counter.services.bank_statements import (
    StatementService,
    accept_said,
    imported_text,
    outcome_text,
)
from app.domain.money import CURRENCY
from app.i18n import Catalogue
from app.ui.dialogs import asked
from app.ui.error_words import reason_of
from app.ui.loop import FRAME_S
from app.ui.slots import async_slot
from app.ui.widgets.bank_account import AccountDialog
from app.ui.widgets.bank_mapping import MappingDialog
from app.ui.widgets.bank_resolve import ResolveDialog
from app.ui.widgets.bank_statements import BankStatementPanel

BANK_CONTROLLER = Catalogue("BANK_CONTROLLER")


class BankStatementController(QObject):
    """Imports statements and resolves questioned payments for the panel (its parent).

    Signals:
        changed(): rows were imported or a payment resolved: the drawer's split is to be read
            again.
    """

    changed = Signal()

    def __init__(self, desk: StatementService, panel: BankStatementPanel) -> None:
        super().__init__(panel)
        self.desk = desk
        self.panel = panel
        panel.import_requested.connect(self.on_import_requested)
        panel.resolve_requested.connect(self.on_resolve_requested)
        panel.unchecked.accept_requested.connect(self.on_accept_requested)
        panel.stop_requested.connect(desk.stop_import)
        panel.credits.more_wanted.connect(self.on_more_credits)

    @async_slot()
    async def on_opened(self) -> None:
        """The shift report was opened: read the payments in doubt."""
        await self.refresh()

    @async_slot(object)
    async def on_import_requested(self, path: Path) -> None:
        """Import the file chosen."""
        await self.import_file(path)

    async def import_file(self, path: Path, account: str = "") -> bool:
        """Read ``path`` (against the agency's ``account`` chosen for it, when it names none) and
        match its rows in a child process, its progress on the panel; whether it was
        imported."""
        loop = asyncio.get_running_loop()
        panel = self.panel
        panel.show_started()

        def progress(done: int, total: int) -> None:
            # Told from the worker: the panel is only touched on the loop's (Qt's) thread.
            loop.call_soon_threadsafe(panel.show_progress, done, total)

        try:
            done = await self.desk.import_file(path, progress, account)
        except AccountNeeded as needed:
            dialog = AccountDialog(path.name, self.desk.accounts(), self.panel)
            if not await asked(dialog):
                panel.show_problem(reason_of(needed))
                return False
            return await self.import_file(path, dialog.chosen())
        except (OverLimit, OtherAccount, BalanceBroken) as error:
            # No column mapping reads a file over a limit, makes another account's statement
            # the agency's or mends a broken running balance: its sentence says why.
            panel.show_problem(reason_of(error))
            if isinstance(error, OtherAccount) and not isinstance(error, ManyAccounts):
                # Declared in the settings, the account takes the same file: it is kept.
                panel.keep_file(path)
            return False
        except StatementError as error:
            headers = await asyncio.to_thread(header_candidate, path)
            problem = (
                await self._mapped(path, headers, reason_of(error)) if headers else reason_of(error)
            )
            if problem is not None:
                panel.show_problem(problem)
                return False
            return await self.import_file(path)
        except (OSError, sqlite3.Error) as error:
            panel.show_problem(
                BANK_CONTROLLER.tr("The statement was not imported: {reason}").format(
                    reason=reason_of(error)
                )
            )
            return False
        panel.show_imported(imported_text(done))
        self.changed.emit()  # the split first: the drawer reads it in a worker meanwhile
        await self.refresh()
        return True

    async def _mapped(self, path: Path, headers: list[str], unread: str) -> str | None:
        """Ask which of ``headers`` holds what; the service then asks a supervisor's PIN (the
        columns are the owner's: they decide how every later file of no known layout is read).
        None when they were kept (the file is to be imported again with them), else what to tell
        staff: ``unread`` when no columns were chosen, or why they were not kept."""
        dialog = MappingDialog(path.name, headers, self.panel)
        if not await asked(dialog):
            return unread
        # Read now: the dialog is deleted once the loop turns (while the PIN is asked).
        layout, chosen = dialog.mapping(), dialog.chosen_text()
        try:
            await self.desk.save_mapping(layout, chosen)
        except NotApproved as refused:
            return reason_of(refused)
        return None

    async def refresh(self) -> None:
        """Read the payments in doubt, the credits of no sale and the payouts again, and show
        them a table a frame: two in one turn, with their columns fitted and painted, were 6 to
        7 ms of the UI thread after a month's import."""
        found = await self.desk.in_doubt()
        self.panel.unchecked.show_statements(found.unchecked)
        self.panel.show_questioned(found)
        await asyncio.sleep(FRAME_S)
        self.panel.show_credits(found)
        await asyncio.sleep(FRAME_S)
        self.panel.show_payouts(found)

    @async_slot(object)
    async def on_more_credits(self, after: BankRow) -> None:
        """The credits' table was scrolled to its last row: read the next page."""
        rows, more = await self.desk.more_credits(after)
        self.panel.credits.add_page(after, rows, more)

    @async_slot(object)
    async def on_accept_requested(self, statement: Unchecked) -> None:
        """Accept the statement of no balance shown."""
        await self.accept(statement)

    async def accept(self, statement: Unchecked) -> bool:
        """Have the statement service accept ``statement`` as the bank's on a supervisor's
        PIN; whether it was accepted (its payments then proved)."""
        try:
            await self.desk.accept(statement)
        except (NotApproved, ValueError) as refused:
            self.panel.show_problem(reason_of(refused))
            return False
        self.panel.show_imported(accept_said(statement))
        self.changed.emit()
        await self.refresh()
        return True

    @async_slot(object)
    async def on_resolve_requested(self, proof: Proof) -> None:
        """Resolve the payment chosen."""
        await self.resolve(proof)

    async def resolve(self, proof: Proof) -> bool:
        """Ask how ``proof`` was resolved (the statement's service then asks a supervisor's
        PIN); whether it was recorded."""
        dialog = ResolveDialog(proof, partial(self.desk.resolution_problem, proof), self.panel)
        if not await asked(dialog):
            return False
        outcome, detail = dialog.chosen(), dialog.detail_given()
        said = BANK_CONTROLLER.tr("{reference} {amount}: {outcome}, {detail}").format(
            reference=proof.reference,
            amount=money_text(proof.amount, CURRENCY),
            outcome=outcome_text(outcome),
            detail=detail,
        )
        try:
            await self.desk.resolve(proof, outcome, detail, said)
        except (NotApproved, ValueError) as refused:
            self.panel.show_problem(reason_of(refused))
            return False
        self.panel.show_imported(said)
        self.changed.emit()
        await self.refresh()
        return True
