"""The statement against the books in the bank statement tab: the reconciliation and the lines
left over read in a worker, a line assigned to an account and an assignment undone, each under a
supervisor's PIN the service asks for."""

from __future__ import annotations

import asyncio
from functools import partial

from PySide6.QtCore import QObject

from app.bank.reconciliation import LeftOver
from app.counter.config.declared import NotApproved
from app.counter.services.bank_vouchers import BankBooksService, assignment_text
from app.ui.dialogs import asked
from app.ui.error_words import reason_of
from app.ui.loop import FRAME_S
from app.ui.slots import async_slot
from app.ui.widgets.bank_books import AssignLineDialog, BankBooksSection, add_books_section
from app.ui.widgets.bank_statements import BankStatementPanel


class BankBooksController(QObject):
    """Reads the books against the statements for the section, and assigns or undoes a line on
    its asking (the panel says what was done or refused)."""

    def __init__(
        self, bank_books: BankBooksService, section: BankBooksSection, panel: BankStatementPanel
    ) -> None:
        super().__init__(section)
        self.bank_books = bank_books
        self.section = section
        self.panel = panel
        section.assign_requested.connect(self.on_assign_requested)
        section.undo_requested.connect(self.on_undo_requested)

    @async_slot()
    async def on_changed(self) -> None:
        """A statement was imported or a payment resolved: read the books against it again."""
        await self.refresh()

    async def refresh(self) -> None:
        """Read the reconciliation and the lines in a worker, and show them a frame apart: a
        page of 200 lines fitted in the turn of the figures came near a frame of the UI
        thread after a month's import."""
        books = await self.bank_books.read()
        self.section.show_reconciliation(books)
        await asyncio.sleep(FRAME_S)
        self.section.show_lines(books)

    @async_slot(object)
    async def on_assign_requested(self, line: LeftOver) -> None:
        """Assign the line chosen."""
        await self.assign(line)

    async def assign(self, line: LeftOver) -> bool:
        """Ask the account and narration of ``line`` (the service then asks a supervisor's
        PIN); whether it was assigned."""
        dialog = AssignLineDialog(
            line, partial(self.bank_books.assignment_problem, line), self.panel
        )
        if not await asked(dialog):
            return False
        account, narration = dialog.chosen(), dialog.narration_given()
        try:
            await self.bank_books.assign(line, account, narration)
        except (NotApproved, ValueError) as refused:
            self.panel.show_problem(reason_of(refused))
            return False
        self.panel.show_imported(assignment_text(line, account, narration))
        await self.refresh()
        return True

    @async_slot(object)
    async def on_undo_requested(self, line: LeftOver) -> None:
        """Undo the assignment of the line chosen."""
        await self.undo(line)

    async def undo(self, line: LeftOver) -> bool:
        """Undo ``line``'s assignment under a supervisor's PIN; whether it was undone."""
        try:
            await self.bank_books.undo(line)
        except (NotApproved, ValueError) as refused:
            self.panel.show_problem(reason_of(refused))
            return False
        await self.refresh()
        return True


def bank_books_controller(
    bank_books: BankBooksService, panel: BankStatementPanel
) -> BankBooksController:
    """The section of the books against the statements put in ``panel``, and its controller."""
    return BankBooksController(bank_books, add_books_section(panel), panel)
