"""The Bank statement tab as a Hindi-speaking clerk and supervisor read it: after an import,
its words are the Hindi catalogue's, its amounts in Indian grouping, and the resolve dialog
asks in Hindi; screenshots at the counter's two screen sizes."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from app.api import PartnerClient
from app.bank.proofs import Outcome
from app.domain.tenders import UPI
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.widgets.bank_resolve import ResolveDialog
from tests.bank.statements import Transfer, write
from tests.ui.conftest import screenshot
from tests.ui.screens.test_bank_statement import FAKE, GENUINE, bank_tab, sold

DEVANAGARI = re.compile("[\u0900-\u097f]")
# An English word staff would read (codes such as UPI, INR or a reference do not count).
ENGLISH_WORD = re.compile(r"\b[A-Za-z][a-z]{2,}\b")
LAKH = Decimal("123456.00")


def test_the_bank_statement_tab_reads_in_hindi_with_indian_grouping(
    hindi: None,
    counter: Desk,
    agency: PartnerClient,
    counter_sandbox: EmbeddedSandbox,
    qtbot: QtBot,
    run: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    upi, upi_at = sold(counter, agency, counter_sandbox, run, UPI, GENUINE, 1)
    sold(counter, agency, counter_sandbox, run, UPI, FAKE, 2)
    today = upi_at.date()
    transfers = [
        Transfer(today, upi_at.time().replace(tzinfo=None), upi, GENUINE),
        # The next morning's deposit: a lakh and more, of no sale.
        Transfer(today + dt.timedelta(days=1), dt.time(9), LAKH, "CASHDEP00000001", "SELF"),
    ]
    path, _ = write("HDFC Bank", tmp_path, transfers, malformed=True)
    panel = bank_tab(counter, path, monkeypatch)
    window = counter.window
    panel.import_button.click()
    qtbot.waitUntil(lambda: panel.credits.rowCount() == 1, timeout=20_000)
    qtbot.waitUntil(lambda: panel.figures["upi_questioned"].text() != "—", timeout=20_000)

    shown = [panel.credits.text_at(0, n) for n in range(panel.credits.columnCount())]
    assert "1,23,456.00" in shown
    words = [label.text() for label in panel.findChildren(QLabel) if label.isVisible()]
    words += [panel.import_button.text(), panel.resolve_button.text()]
    words += [panel.questioned.headerData(n, Qt.Orientation.Horizontal) for n in range(8)]
    english = {
        word
        for text in words
        for word in ENGLISH_WORD.findall(re.sub(r"<[^>]+>|HDFC Bank|\d{2}/\d{2}/\d{2}", "", text))
    }
    assert english == set(), english
    assert DEVANAGARI.search(panel.state.text())
    for width, height in ((1366, 768), (1280, 720)):
        window.resize(width, height)
        screenshot(window, f"hi/bank_statement_{width}x{height}")

    seen: list[str] = []

    def look(tries_left: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResolveDialog):
            if tries_left:
                QTimer.singleShot(20, lambda: look(tries_left - 1))
            return
        dialog.resolve_button.click()  # nothing typed: said why, in Hindi
        seen.append(dialog.state.text())
        seen.extend(button.text() for button in dialog.buttons.values())
        screenshot(dialog, "hi/bank_statement_resolve")
        dialog.reject()

    QTimer.singleShot(0, look)
    panel.resolve_button.click()
    # The sentence said, and each outcome's button.
    qtbot.waitUntil(lambda: len(seen) == 1 + len(Outcome), timeout=20_000)
    assert all(DEVANAGARI.search(text) for text in seen), seen
