"""Issue 82 at the counter, the accountant's side, in English and in Hindi: a statement imported
with its balances and a line no rule accounts for (the office's rent); the tab's section of the
books against the statement lists it and the opening balance as left over and reconciles the
bank as TallyPrime lays it out; a supervisor books both from the tab, and the reconciliation
shows every line of the statement in the books but the UPI credit the books hold in the UPI
clearing. The statement is HDFC Bank's export layout as ``tests.bank.statements`` writes it
(tests/bank/layouts.md says where it came from)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.books.reader import BooksReader
from app.counter.papers.formatting import money_text
from app.domain.postings import CAPITAL, OFFICE_EXPENSES
from app.domain.tenders import UPI
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.widgets.bank_books import AssignLineDialog, BankBooksSection
from tests.bank.banked import in_the_bank
from tests.bank.statements import OPENING, Transfer, write
from tests.ui.conftest import SCREEN_SIZES, screenshot
from tests.ui.helpers.clipping import clipped_labels, cut_off, elided_cells
from tests.ui.helpers.modal import when_open
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin
from tests.ui.screens.test_bank_reference_only import language  # noqa: F401
from tests.ui.screens.test_bank_statement import GENUINE, bank_tab, sold
from tests.ui.test_mnemonics import twice

RENT = Decimal("25000.00")
RENT_NARRATION = "NEFT DR-SBIN0000123-R PILLAI-OFFICE RENT"


def fill_assignment(account: str, narration: str, shot: str) -> None:
    """When the assignment dialog opens: choose ``account``, type ``narration``, assign."""

    def fill(dialog: AssignLineDialog) -> None:
        dialog.account.setCurrentIndex(dialog.account.findData(account))
        dialog.narration.setText(narration)
        if shot:
            screenshot(dialog, shot)
        dialog.assign_button.click()

    when_open(AssignLineDialog, fill)


def figures_shown(section: BankBooksSection) -> list[tuple[str, str, str]]:
    """The reconciliation's lines as the section shows them."""
    return [
        (label.text(), amount.text(), direction.text())
        for label, amount, direction in section.figure_labels
        if label.isVisible()
    ]


def pictures(window: Any, panel: Any, section: BankBooksSection, name: str) -> None:
    """The section scrolled into view, as a clerk scrolls to it, at each counter screen's size:
    no label cut off and no figure elided; a picture of each."""
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        QApplication.processEvents()
        panel.area.ensureWidgetVisible(section.table)
        panel.area.ensureWidgetVisible(section.verdict)
        problems = clipped_labels(section) + cut_off(section) + elided_cells(section)
        assert problems == [], f"at {width}x{height}"
        screenshot(window, f"{name}_{width}x{height}")


def test_a_line_left_over_is_assigned_from_the_tab_and_the_bank_reconciles(
    language: str,  # noqa: F811  (the fixture imported above)
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    upi, upi_at = sold(counter, agency, counter_sandbox, run, UPI, GENUINE, 1)
    today = upi_at.date()
    transfers = [
        Transfer(today, upi_at.time().replace(tzinfo=None), upi, GENUINE),
        Transfer(
            today + dt.timedelta(days=1),
            dt.time(11),
            -RENT,
            "SBIN526336012345",
            rail="NEFT",
            narration=RENT_NARRATION,
        ),
    ]
    path, _ = write("HDFC Bank", tmp_path, transfers)
    set_pin(counter.services.journal.till)
    panel = bank_tab(counter, path, monkeypatch)
    window = counter.window
    books = BooksReader(counter.services.journal._conn)
    # The shift's float, paid into the drawer from the bank: in the books, not on the statement.
    float_in = -in_the_bank(books.balances())
    assert float_in > 0
    section = panel.lists.findChild(BankBooksSection)
    assert section is not None
    panel.lists.setCurrentWidget(section)
    assert twice(window) == {}  # each Alt+letter of the section is its own on the screen
    # Before any import: no reconciliation, nothing left over.
    assert figures_shown(section) == []
    assert not section.assign_button.isEnabled()

    panel.import_button.click()
    qtbot.waitUntil(lambda: section.lines.rowCount() == 2, timeout=20_000)
    closing = OPENING + upi - RENT
    # Left over: the statement's opening balance and the rent; the UPI credit proves the sale.
    assert [section.lines.row_at(section.lines.index(n, 0)).amount for n in range(2)] == [
        OPENING,
        -RENT,
    ]
    # The proved UPI credit is in the books' bank (out of the UPI clearing), beside the float.
    assert in_the_bank(books.balances()) == upi - float_in > 0
    shown = figures_shown(section)
    assert [amount for _label, amount, _direction in shown] == [
        money_text(upi - float_in),
        money_text(float_in),
        money_text(OPENING - RENT),
        money_text(closing),
        money_text(Decimal(0)),  # not explained
    ]
    if language == "en":
        assert shown[0][2] == "in the bank" and shown[1][2] == "out"
        assert shown[2] == (
            "Amounts not reflected in the books (2)",
            money_text(OPENING - RENT),
            "in",
        )
        assert section.verdict.text() == (
            "The books and the statement agree to the paisa. 2 lines left over."
        )
    pictures(window, panel, section, f"bank_books_{language}_left_over")

    # The supervisor books the rent to the office's expenses, then the opening to capital.
    section.table.selectRow(1)
    said = answer_pin([PIN])
    fill_assignment(OFFICE_EXPENSES, "Office rent", f"bank_books_{language}_book")
    section.assign_button.click()
    qtbot.waitUntil(lambda: section.lines.row_at(section.lines.index(1, 0)).voucher is not None)
    assert said == [""]
    section.table.selectRow(0)
    said = answer_pin([PIN])
    fill_assignment(CAPITAL, "Balance brought forward", "")
    section.assign_button.click()
    qtbot.waitUntil(
        lambda: all(
            section.lines.row_at(section.lines.index(n, 0)).voucher is not None for n in range(2)
        ),
        timeout=20_000,
    )
    assert said == [""]
    assert books.balance(OFFICE_EXPENSES) == RENT
    assert in_the_bank(books.balances()) == OPENING - RENT - float_in + upi
    # Reconciled: every line in the books, the proved UPI credit too, and nothing unexplained.
    shown = figures_shown(section)
    assert [amount for _label, amount, _direction in shown] == [
        money_text(OPENING - RENT - float_in + upi),
        money_text(float_in),
        money_text(Decimal(0)),
        money_text(closing),
        money_text(Decimal(0)),  # not explained
    ]
    if language == "en":
        assert shown[2] == ("Amounts not reflected in the books (0)", "0.00", "")
    if language == "en":
        assert section.verdict.text() == (
            "The books and the statement agree to the paisa. 0 lines left over."
        )
        assert section.lines.text_at(1, 4) == "Rent and office expenses: Office rent"
    assert not section.assign_button.isEnabled() and section.undo_button.isEnabled()
    pictures(window, panel, section, f"bank_books_{language}_reconciled")

    # Undone by a supervisor from the tab: the rent left over again, its expense reversed.
    section.table.selectRow(1)
    said = answer_pin([PIN])
    section.undo_button.click()
    qtbot.waitUntil(lambda: section.lines.rowCount() == 2 and section.assign_button.isEnabled())
    assert said == [""]
    assert section.lines.row_at(section.lines.index(0, 0)).amount == -RENT
    assert section.lines.row_at(section.lines.index(0, 0)).voucher is None
    assert books.balance(OFFICE_EXPENSES) == 0
