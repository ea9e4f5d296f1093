"""Every screen in Hindi: built after the language is chosen, its words come from the Hindi
catalogue (navigation, titles, buttons, labels), and a screenshot of each is saved in
``tests/ui/screenshots/hi/`` at 1366x768 for people to look at."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QLabel,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.papers.formatting import countdown_text, duration_text
from app.domain.demo_names import DEMO_CATALOGUE
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.registry import BOOK, HISTORY, SCREENS, SETTINGS, SHIFT
from app.ui.translation import install_translations
from tests.ui.conftest import SCREENSHOTS, start_desk
from tests.ui.helpers.after_sale import look_up
from tests.ui.helpers.catalogue import select, show_boats, shown_names
from tests.ui.helpers.sales import (
    CUSTOMER,
    DAY,
    NO_FLAGS_TRIP,
    activate,
    focused,
    press,
    tab,
    type_customer,
    type_fields,
    type_text,
)
from tests.ui.helpers.screen_tour import save_picture

DEVANAGARI = re.compile("[\u0900-\u097f]")
# An English word of three letters or more that staff would read (codes such as INR, GST, UPI,
# PDF or a booking reference are capitals or digits and do not count).
ENGLISH_WORD = re.compile(r"\b[A-Za-z][a-z]{2,}\b")
ACTIVITY = "Cellular Jail Light and Sound Show"
# A language's key and name on its toggle for the customer's language ("&1 English").
LANGUAGE_TOGGLE = re.compile(r"^&\d\s+")


def names_a_language(text: str) -> bool:
    """Whether ``text`` is a language named in itself (a toggle of the customer's language):
    shown as it is, whatever the screens' language."""
    return LANGUAGE_TOGGLE.sub("", text) in i18n.LANGUAGE_NAMES.values()


@pytest.fixture
def hindi_desk(make_desk: Any, run: Any, sales_sandbox: EmbeddedSandbox) -> Iterator[Desk]:
    """A desk whose screens are built in Hindi, on the module's own sandbox (a clerk's day sells
    on it); English again after."""
    register_fonts()
    install_translations(i18n.HINDI)
    try:
        desk: Desk = make_desk()
        assert start_desk(desk, run, sales_sandbox)
        # The counter PC's screen, whatever size the test's screen is.
        desk.window.setFixedSize(1366, 768)
        yield desk
    finally:
        install_translations(i18n.ENGLISH)


def shown_words(root: QWidget) -> list[str]:
    """The texts of the visible labels and buttons under ``root``."""
    texts = []
    for widget in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if widget.isVisible() and widget.text().strip():
            texts.append(widget.text())
    return texts


def test_every_screen_speaks_hindi(hindi_desk: Desk, qtbot: QtBot) -> None:
    window = hindi_desk.window
    catalogue = window.catalogue
    activate(hindi_desk, qtbot)
    catalogue.toolbar.set_travel_date(DAY)
    qtbot.waitUntil(lambda: catalogue.proxy.rowCount() > 0, timeout=15_000)
    # A sale begun, so the Book screen shows its form: the item's first slot chosen with Enter.
    select(catalogue, DEMO_CATALOGUE.known(ACTIVITY))
    catalogue.table.setFocus()
    press(Qt.Key.Key_Return)
    slots = catalogue.availability.slots
    qtbot.waitUntil(lambda: slots.table.hasFocus() and slots.table.model().rowCount() > 0)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current() is BOOK)
    english: dict[str, list[str]] = {}
    for entry in SCREENS:
        window.show_screen(entry)
        QApplication.processEvents()
        save_picture(window.grab().toImage(), SCREENSHOTS / "hi" / f"{entry.title}.png", False)
        texts = shown_words(window.page(entry))
        assert any(DEVANAGARI.search(text) for text in texts), entry.title
        # The demo catalogue's names are shown in Hindi too (the product being sold, its slot).
        assert not [t for t in texts if ACTIVITY in t or "Hindi show" in t], entry.title
        # A text in English words only, with no Hindi beside it, was not translated.
        left = [
            t
            for t in texts
            if ENGLISH_WORD.search(t) and not DEVANAGARI.search(t) and not names_a_language(t)
        ]
        if left:
            english[entry.title] = left
    navigation = [button.text() for button in window.findChildren(QAbstractButton)]
    assert any("सेटिंग्स" in text for text in navigation)
    assert english == {}


def test_the_catalogue_is_filtered_by_its_hindi_names_too(hindi_desk: Desk, qtbot: QtBot) -> None:
    catalogue = hindi_desk.window.catalogue
    qtbot.waitUntil(lambda: catalogue.proxy.rowCount() > 0, timeout=15_000)
    hindi_name = DEMO_CATALOGUE.known(ACTIVITY)
    catalogue.toolbar.filter_edit.setText(hindi_name.split()[0])
    qtbot.waitUntil(lambda: shown_names(catalogue) == [hindi_name])
    catalogue.toolbar.filter_edit.setText("cellular")  # the English name still finds it
    qtbot.waitUntil(lambda: shown_names(catalogue) == [hindi_name])


PASSENGER = "Ravi Kumar"
# What the clerk typed and what the service names (the trip and vessel as the booking keeps
# them), and each language named in itself: shown as they are, in any language.
DATA = (*CUSTOMER, PASSENGER, NO_FLAGS_TRIP, "MV Blue Lagoon", *i18n.LANGUAGE_NAMES.values())
MARKUP = re.compile(r"<[^>]*>|&\w+;")


def read_texts(root: QWidget) -> list[str]:
    """Every text staff read under ``root``: labels, buttons, group and tab titles, the items of
    lists to choose from, and each shown table's column titles and cells."""
    texts = shown_words(root)
    texts += [box.title() for box in root.findChildren(QGroupBox) if box.isVisible()]
    for bar in root.findChildren(QTabBar):
        if bar.isVisible():
            texts += [bar.tabText(tab) for tab in range(bar.count())]
    for combo in root.findChildren(QComboBox):
        if combo.isVisible():
            texts += [combo.itemText(item) for item in range(combo.count())]
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        if not view.isVisible() or model is None:
            continue
        for column in range(model.columnCount()):
            texts.append(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
            for row in range(min(model.rowCount(), 20)):
                texts.append(str(model.index(row, column).data() or ""))
    return [text for text in texts if text.strip()]


def english_left(texts: list[str]) -> list[str]:
    """The texts in English words with no Hindi beside them (what was typed or named by the
    service left out)."""
    left = []
    for text in texts:
        text = MARKUP.sub(" ", text)
        for data in DATA:
            text = text.replace(data, "")
        if ENGLISH_WORD.search(text) and not DEVANAGARI.search(text):
            left.append(text)
    return left


def sell_a_boat_seat_with_change(desk: Desk, qtbot: QtBot) -> str:
    """A BOAT sale in Hindi, by keyboard: one passenger (Male, Indian), cash tendered above the
    price so there is change; the booking's ref."""
    window = desk.window
    activate(desk, qtbot)
    catalogue = show_boats(desk, qtbot)
    catalogue.toolbar.set_travel_date(DAY)
    trip = DEMO_CATALOGUE.known(NO_FLAGS_TRIP)
    qtbot.waitUntil(lambda: trip in shown_names(catalogue), timeout=15_000)
    select(catalogue, trip)
    catalogue.table.setFocus()
    press(Qt.Key.Key_Return)
    schedules = catalogue.availability.schedules
    qtbot.waitUntil(lambda: schedules.table.hasFocus() and schedules.table.model().rowCount() > 0)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current() is BOOK)
    form = window.page(BOOK).form
    type_customer()
    tab(5)  # the seats, Add, Remove, the list, then the first passenger's name
    assert focused() is form.people.editor.name_edit
    type_fields(PASSENGER, "34")
    assert focused() is form.people.editor.gender_combo
    press(Qt.Key.Key_Down)  # from "—" to the first gender: Male
    assert form.people.model.entry(0).pax_gender == "MALE"
    # The passenger's row in words: Male and the default nationality by its country, in Hindi.
    row = [form.people.model.index(0, column).data() for column in range(4)]
    assert row == [PASSENGER, "34", "पुरुष", "भारत"], row
    QApplication.processEvents()  # the columns fit their new words
    save_picture(window.grab().toImage(), SCREENSHOTS / "hi" / "booking_passenger.png", False)
    assert form.people.editor.nationality_edit.text() == "भारतीय"
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = window.page(BOOK).review
    qtbot.waitUntil(lambda: window.page(BOOK).currentWidget() is review)
    payment = review.payment
    assert focused() is payment.tendered
    # A note above the price: the next 500 up, and 500 more.
    handed = (payment.total // 500 + 2) * 500
    type_text(str(handed))
    qtbot.waitUntil(lambda: payment.change.text() != "")
    save_picture(window.grab().toImage(), SCREENSHOTS / "hi" / "review_change_due.png", False)
    press(Qt.Key.Key_Return)
    result = window.page(BOOK).result
    qtbot.waitUntil(lambda: window.page(BOOK).currentWidget() is result, timeout=15_000)
    qtbot.waitUntil(lambda: not result.preview.pixmap().isNull(), timeout=15_000)
    assert payment.total < Decimal(handed)
    return result.ref_label.text()


def test_a_clerks_day_reads_in_hindi_to_the_last_word(hindi_desk: Desk, qtbot: QtBot) -> None:
    """A sale with change, its lookup and the day's screens: every title, button, column, cell
    and list item the app words is Hindi; the file dialog's buttons too."""
    window = hindi_desk.window
    ref = sell_a_boat_seat_with_change(hindi_desk, qtbot)
    result = window.page(BOOK).result
    receipt = result.receipt_label.text()
    # Paid in cash (नकद), the change given back to the customer, not a refund (रिफ़ंड).
    assert "भुगतान नकद" in receipt and "ग्राहक को लौटाएँ" in receipt, receipt
    assert "रिफ़ंड" not in receipt and "Cash" not in receipt
    save_picture(window.grab().toImage(), SCREENSHOTS / "hi" / "result_change_due.png", False)
    english = {"result": english_left(read_texts(window.page(BOOK)))}

    lookup = look_up(hindi_desk, qtbot, ref)
    qtbot.waitUntil(lambda: lookup.card.isVisible() and lookup.card.manifest.rowCount() > 0)
    manifest = [lookup.card.manifest.index(0, column).data() for column in range(2, 5)]
    assert manifest == ["पुरुष", "वयस्क", "कन्फ़र्म"], manifest
    save_picture(window.grab().toImage(), SCREENSHOTS / "hi" / "lookup_booking.png", False)
    english["lookup"] = english_left(read_texts(lookup))

    window.show_screen(HISTORY)
    history = window.page(HISTORY)
    qtbot.waitUntil(lambda: history.model.rowCount() > 0)
    save_picture(window.grab().toImage(), SCREENSHOTS / "hi" / "history_booking.png", False)
    english["history"] = english_left(read_texts(history))

    for entry in SCREENS:
        window.show_screen(entry)
        QApplication.processEvents()
        english[entry.title] = english_left(read_texts(window.page(entry)))
    english["window"] = english_left(read_texts(window.nav) + read_texts(window.header))
    # Seconds in full: "से" alone reads as "from".
    assert window.page(SETTINGS).timeout_spin.suffix() == " सेकंड"

    window.show_screen(SHIFT)
    shift = window.page(SHIFT)
    qtbot.waitUntil(shift.pdf_button.isEnabled, timeout=15_000)
    shift.pdf_button.click()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(QFileDialog)))
    dialog = next(d for d in window.findChildren(QFileDialog) if d.isVisible())
    try:
        QApplication.processEvents()
        save_picture(dialog.grab().toImage(), SCREENSHOTS / "hi" / "file_dialog.png", False)
        buttons = [b.text() for b in dialog.findChildren(QAbstractButton) if b.text()]
        assert "सहेजें (&S)" in buttons and "रद्द करें" in buttons, buttons
        # Its places and files are the computer's own names: its words and columns are checked.
        headers = [
            str(view.model().headerData(column, Qt.Orientation.Horizontal))
            for view in dialog.findChildren(QAbstractItemView)
            if view.isVisible() and view.model() is not None
            for column in range(view.model().columnCount())
        ]
        english["file dialog"] = english_left(shown_words(dialog) + headers)
    finally:
        dialog.reject()
    assert {where: left for where, left in english.items() if left} == {}


def test_times_left_read_in_full_hindi_words(qapp: QApplication) -> None:
    """A countdown and a time span say मिनट, सेकंड and घंटे, not the clipped मि, से, घं."""
    now = dt.datetime(2026, 11, 23, 9, 0)
    install_translations(i18n.HINDI)
    try:
        left = countdown_text(now + dt.timedelta(minutes=4, seconds=9), now)
        hours = countdown_text(now + dt.timedelta(hours=1, minutes=5), now)
        days = countdown_text(now + dt.timedelta(days=2, hours=3), now)
        span = duration_text(dt.timedelta(hours=14, minutes=19))
    finally:
        install_translations(i18n.ENGLISH)
    assert left == "4 मिनट 09 सेकंड"
    assert hours == "1 घंटे 05 मिनट"
    assert days == "2 दिन 3 घंटे"
    assert span == "14 घंटे 19 मिनट"
