"""Issue 94, item 2, at the counter in English and in Hindi: three declared bank accounts (HDFC,
Axis, Kotak), a statement of each imported from the Bank statement tab, each reconciled apart
against its own ledger in the books (``bank:<account>``): the section's account chooser shows
each one's figures, every one "Not explained: 0.00". HDFC's statement proves a UPI sale (its
money in HDFC's ledger); the others' credits are of no sale (not reflected in the books)."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.bank.account import account_as_typed
from app.books.reader import BooksReader
from app.counter.papers.formatting import money_text
from app.domain.postings import bank_account
from app.domain.tenders import UPI
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.widgets.bank_books import BankBooksSection
from tests.bank.statements import Transfer, write
from tests.ui.conftest import screenshot
from tests.ui.helpers.clipping import clipped_labels, cut_off, elided_cells
from tests.ui.screens.test_bank_books import figures_shown
from tests.ui.screens.test_bank_reference_only import language  # noqa: F401
from tests.ui.screens.test_bank_statement import GENUINE, bank_tab, sold

HDFC = account_as_typed("50200012345678", "HDFC0000240", "HDFC current account")
AXIS = account_as_typed("922030048910705", "UTIB0000123", "Axis current account")
KOTAK = account_as_typed("1011567891", "KKBK0000123", "Kotak current account")


def said(panel: Any, number: str) -> bool:
    """Whether the tab's state line names the account ``number`` (its import done)."""
    return number in panel.state.text()


def test_three_declared_accounts_are_reconciled_apart(
    language: str,  # noqa: F811  (the fixture imported above)
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    counter.connection.settings = replace(
        counter.connection.settings, bank_accounts=(HDFC, AXIS, KOTAK)
    )
    upi, upi_at = sold(counter, agency, counter_sandbox, run, UPI, GENUINE, 1)
    today = upi_at.date()
    later = today + dt.timedelta(days=1)
    statements = {
        HDFC: write(
            "HDFC Bank",
            tmp_path,
            [Transfer(today, upi_at.time().replace(tzinfo=None), upi, GENUINE)],
        )[0],
        AXIS: write(
            "Axis Bank",
            tmp_path,
            [Transfer(later, dt.time(10), Decimal("1200.00"), "AXISN52026040100001", rail="NEFT")],
        )[0],
        KOTAK: write(
            "Kotak Mahindra Bank",
            tmp_path,
            [Transfer(later, dt.time(12), Decimal("845.50"), "412300000901")],
        )[0],
    }
    chosen = [statements[HDFC]]
    panel = bank_tab(counter, chosen[0], monkeypatch)
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *_args: (str(chosen[0]), "")
    )
    section = panel.lists.findChild(BankBooksSection)
    assert section is not None
    panel.lists.setCurrentWidget(section)
    for account, path in statements.items():
        chosen[0] = path
        panel.import_button.click()
        # The import's sentence names the account, in either language.
        qtbot.waitUntil(partial(said, panel, account.number), timeout=20_000)
    qtbot.waitUntil(lambda: section.account.count() == 3, timeout=20_000)
    books = BooksReader(counter.services.journal._conn)
    # The proved UPI credit is in HDFC's ledger alone; nothing of the others' is in the books.
    assert books.balance(bank_account(AXIS.number)) == 0
    assert books.balance(bank_account(KOTAK.number)) == 0
    hdfc = books.balance(bank_account(HDFC.number))
    window = counter.window
    window.resize(1366, 768)
    titles = [section.account.itemText(n) for n in range(3)]
    # The account whose statement ends latest first; each named as Settings declare it.
    assert sorted(titles) == sorted(f"{a.name} · {a.number}" for a in statements)
    for index, title in enumerate(titles):
        section.account.setCurrentIndex(index)
        QApplication.processEvents()
        shown = figures_shown(section)
        assert len(shown) == 5
        assert shown[-1][1:] == ("0.00", "")  # not explained: nil, for each account apart
        account = next(a for a in statements if title.endswith(a.number))
        if account is HDFC:
            assert shown[0][1] == money_text(abs(hdfc))
        else:
            assert shown[0][1] == "0.00"
        if language == "en":
            assert shown[-1][0] == "Not explained"
            assert section.verdict.text().startswith(
                "The books and the statement agree to the paisa."
            )
        panel.area.ensureWidgetVisible(section.account)
        panel.area.ensureWidgetVisible(section.verdict)
        assert clipped_labels(section) + cut_off(section) + elided_cells(section) == []
        name = account.name.split()[0].lower()
        screenshot(window, f"bank_accounts_apart_{language}_{name}_1366x768")
