"""Every money column of the Wallet screen and of the shift report's operations says whose money
it is (issue 93), in each language, its title whole at the counter PC's two sizes: the wallet's
own cash and credit, what an entry moved into or out of the wallet, and the ledger's debits and
credits (not the wallet's credit)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHeaderView, QTableView, QTreeView
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.config.catalogues import TRANSLATION_FOLDER
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import SHIFT, WALLET
from app.ui.translation import install_translations
from tests.ui.conftest import SCREEN_SIZES, screenshot, settle_layouts, start_desk
from tests.ui.helpers.clipping import elided_titles

# The ledger's word in each language, as its screens name it ("Recent ledger entries").
LEDGER = {i18n.ENGLISH: "Ledger", "hi": "लेजर", "bn": "লেজার", "ta": "லெட்ஜர்"}


def wallet_word(code: str) -> str:
    """The one word ``code`` gives the wallet (its glossary's; English's own)."""
    if code == i18n.ENGLISH:
        return "Wallet"
    glossary = TRANSLATION_FOLDER / f"counterdesk_{code}.glossary.json"
    word: str = json.loads(glossary.read_text(encoding="utf-8"))["wallet"]
    return word


@pytest.fixture(params=i18n.LANGUAGES)
def language_desk(
    request: pytest.FixtureRequest, make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox
) -> Iterator[tuple[str, Desk]]:
    """A desk whose screens are built in each language in turn; English again after."""
    code: str = request.param
    register_fonts()
    install_translations(code)
    try:
        desk: Desk = make_desk()
        assert start_desk(desk, run, sales_sandbox)
        yield code, desk
    finally:
        install_translations(i18n.ENGLISH)


def titles(view: QTableView | QTreeView) -> list[str]:
    """The titles of the columns ``view`` shows, as staff read them."""
    model = view.model()
    header: QHeaderView = view.header() if isinstance(view, QTreeView) else view.horizontalHeader()
    return [
        str(model.headerData(column, Qt.Orientation.Horizontal))
        for column in range(model.columnCount())
        if not header.isSectionHidden(column)
    ]


def test_every_money_column_says_whose_money_it_is(
    language_desk: tuple[str, Desk], qtbot: QtBot
) -> None:
    code, desk = language_desk
    window = desk.window
    window.resize(1366, 768)
    wallet, ledger = wallet_word(code), LEDGER[code]

    QTest.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    screen = window.page(WALLET)
    QTest.keyClick(screen.movements_view, Qt.Key.Key_F5)
    qtbot.waitUntil(lambda: screen.refresh_button.isEnabled() and screen.model.rowCount() > 0)
    shown = titles(screen.movements_view)
    if code == i18n.ENGLISH:
        assert shown == [
            "Posted at / account",
            "Event",
            "Booking ref",
            "Wallet in / out",
            "Ledger debit",
            "Ledger credit",
        ]
    moved, debit, credit = shown[3:6]
    # What the entry took out of the wallet or put in is the wallet's; the sums of its lines
    # are the ledger's (a "Credit" alone read as the wallet's credit).
    assert wallet in moved, shown
    assert ledger in debit and ledger in credit, shown
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        settle_layouts()
        assert elided_titles(screen) == [], (code, width, height)
    screenshot(window, f"wallet_whose_money_{code}_1280x720")
    window.resize(1366, 768)

    window.show_screen(SHIFT)
    report = window.page(SHIFT)
    qtbot.waitUntil(report.table.isVisible)
    columns = titles(report.table)
    cash, on_credit, refund = columns[4:7]
    if code == i18n.ENGLISH:
        assert (cash, on_credit, refund) == ("Wallet cash", "Wallet credit", "Wallet refund")
    # What paid a sale from the wallet (its cash and its credit, not the till's) and what a
    # cancellation gave the wallet back (not the customer's refund).
    assert wallet in cash and wallet in on_credit and wallet in refund, columns
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        settle_layouts()
        assert elided_titles(report) == [], (code, width, height)
    screenshot(window, f"shift_whose_money_{code}_1280x720")
