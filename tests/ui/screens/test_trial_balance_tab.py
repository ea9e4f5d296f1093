"""The shift report's Trial balance tab (Alt+T), at 1366x768 and 1280x720, in English and
Hindi: after a sale, Make trial balance shows the month's books as the books' own query reads
them, each account and the totals whole, debits equal to credits; Save PDF and Save CSV write
the month's files (``trial_balance_files``) in the agency's language or English."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QPushButton
from pytestqt.qtbot import QtBot

from app import i18n
from app.books.reader import BooksReader
from app.books.trial_balance import counter_trial_balance
from app.domain.accounts import DRAWER
from app.domain.demo_names import DEMO_CATALOGUE
from app.reports.trial_balance import heads, table_rows
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from app.ui.widgets.trial_balance import TrialBalancePanel
from tests.ui.conftest import screenshot, start_desk
from tests.ui.helpers import till
from tests.ui.helpers.clipping import cut_off, elided_cells
from tests.ui.helpers.pdf_text import pdf_text
from tests.ui.helpers.sales import ACTIVITY, activate, press
from tests.ui.helpers.till import sell_exact_cash

SIZES = [(1366, 768), (1280, 720)]


@pytest.fixture
def language_desk(
    clerk_language: str, make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> Desk:
    """A desk built in the clerk's language, active for the keyboard."""
    desk: Desk = make_desk()
    assert start_desk(desk, run, sales_sandbox)
    activate(desk, qtbot)
    return desk


def _save(
    panel: TrialBalancePanel, qtbot: QtBot, button: QPushButton, path: Path, index: int
) -> None:
    """Save the trial balance shown by ``button`` in the files' language at ``index``."""
    panel.language_box.setCurrentIndex(index)
    before = set(panel.findChildren(QFileDialog))
    button.click()
    (dialog,) = set(panel.findChildren(QFileDialog)) - before
    dialog.fileSelected.emit(str(path))
    dialog.close()
    qtbot.waitUntil(lambda: path.exists() and path.stat().st_size > 0, timeout=10_000)


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_the_month_s_trial_balance_shown_and_saved(
    clerk_language: str,
    language_desk: Desk,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    desk = language_desk
    # The activity chosen by its name in the clerk's language.
    monkeypatch.setattr(till, "ACTIVITY", DEMO_CATALOGUE.known(ACTIVITY))
    price = sell_exact_cash(desk, qtbot)
    window = desk.window
    window.show_screen(SHIFT)
    screen = window.page(SHIFT)
    panel = screen.trial
    for width, height in SIZES:
        window.resize(width, height)
        activate(desk, qtbot)
        screen.day_edit.setFocus()
        press(Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(panel.isVisible)
        panel.make_button.click()
        qtbot.waitUntil(lambda: panel.model.rowCount() > 0 and panel.make_button.isEnabled())
        conn = desk.services.journal.till.books_connection()
        assert panel.balance is not None
        expected = counter_trial_balance(conn, panel.balance.whose, screen.day)
        assert panel.model.headers == heads()[1:]
        assert panel.model.rows == table_rows(expected)
        assert expected.totals.agrees
        # The float brought in and the sale's cash: the drawer's whole, all of this month.
        assert expected.movement(DRAWER) == BooksReader(conn).drawer() > price.total
        qtbot.waitUntil(lambda: screen.report is not None and screen.make_button.isEnabled())
        assert elided_cells(panel) + cut_off(panel) == []
        for button in (panel.make_button, panel.pdf_button, panel.csv_button):
            assert button.isVisible() and button.rect().width() >= button.sizeHint().width()
        screenshot(window, f"{clerk_language}/shift_report_trial_balance_{width}x{height}")
    # The files in the agency's language (the clerk's here) and in English.
    languages = [panel.language_box.itemData(n) for n in range(panel.language_box.count())]
    assert languages == list(dict.fromkeys([clerk_language, i18n.ENGLISH]))
    for index, language in enumerate(languages):
        saved = tmp_path / f"trial-{language}.csv"
        _save(panel, qtbot, panel.csv_button, saved, index)
        rows = list(csv.reader(io.StringIO(saved.read_text(encoding="utf-8"))))
        with i18n.in_language(language):
            assert rows[1] == heads()
        accounts = [row[0] for row in rows[2 : 2 + len(expected.lines)]]
        assert accounts == [line.account for line in expected.lines]
        total = rows[2 + len(expected.lines)]
        assert total[4] == total[5] == str(expected.totals.debits)
        pdf = tmp_path / f"trial-{language}.pdf"
        _save(panel, qtbot, panel.pdf_button, pdf, index)
        text = pdf_text(pdf)
        with i18n.in_language(language):
            assert table_rows(expected)[-1][0] in text  # the totals' line, in its language
