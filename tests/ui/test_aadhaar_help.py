"""F1 on the Book screen: where an Aadhaar card's QR code is, on the card and in the app, and in
training the sandbox's test cards as QR codes to scan off the screen (never on a live counter)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app.domain.aadhaar_qr import TRAINING_CARDS_FILE
from app.ui.desk import Desk
from app.ui.help import aadhaar_help
from app.ui.registry import BOOK
from tests.ui.conftest import screenshot

CARDS = json.loads(TRAINING_CARDS_FILE.read_text(encoding="utf-8"))


def test_f1_on_book_shows_where_the_qr_is_and_in_training_the_test_cards(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    assert desk.connection.training  # the sandbox
    desk.window.show_screen(BOOK)
    desk.window.activateWindow()
    QTest.keyClick(desk.window, Qt.Key.Key_F1)

    page = desk.window.menu.help_page
    assert page is not None and page.isVisible()
    text = page.text.toPlainText()
    for words in (
        "An Aadhaar card's QR code",
        "QR code: scan this",
        "mAadhaar app: open the profile and tap its QR code",
        "Plastic (PVC) card",
        "Training cards",
    ):
        assert words in text, words
    assert all(card["name"] in text for card in CARDS)
    # Each card's documented number beside its QR, as the card groups it.
    for card in CARDS:
        number = card["number"]
        assert f"{number[:4]} {number[4:8]} {number[8:]}" in text
    assert page.text.toHtml().count("data:image/png;base64,") == len(CARDS)
    page.resize(720, 760)
    page.text.verticalScrollBar().setValue(page.text.verticalScrollBar().maximum() // 3)
    screenshot(page, "aadhaar_help_book_training")
    page.text.verticalScrollBar().setValue(page.text.verticalScrollBar().maximum())
    screenshot(page, "aadhaar_help_training_cards")


def test_a_live_counters_help_has_no_training_cards() -> None:
    live = aadhaar_help(training=False)

    assert "QR code: scan this" in live
    assert "Training cards" not in live and "data:image" not in live
