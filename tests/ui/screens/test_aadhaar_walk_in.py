"""Indian passengers from one scan of their Aadhaar card's Secure QR, counted in key groups.

The sale: three passengers to Neil on a trip that needs an ID type for each but no number, two
Indian with Aadhaar, one British by the passport reader (its photo page from the scanner's
folder), paid half by UPI and the rest in cash. Typed as before, each Indian passenger is the
quick line and Enter, Alt+Y and "A" for Aadhaar, Alt+Q back to the line; scanned, each is one
scan of the imager. The training sandbox's cards are signed by its test key, trusted there only.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from app import i18n, languages
from app.counter.config.catalogues import catalogue_path
from app.domain.aadhaar_qr import trusted_keys
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.money import money
from app.journal.sealed import SEALED_PREFIX
from app.ui.desk import Desk
from app.ui.models.passengers import COLUMNS
from app.ui.registry import BOOK
from app.ui.translation import install_translations
from app.ui.widgets.passenger_list import PassengerList
from tests.domain.aadhaar_payloads import TRAINING_CARDS, number_ending
from tests.domain.mrz_samples import BRITISH_TRAVELLER
from tests.perf.heartbeat import until
from tests.perf.walkin import (
    ALT,
    CTRL,
    CUSTOMER,
    Key,
    Keyboard,
    Step,
    _active,
    _boat_book_screen,
    _stepper,
    open_shift,
    take_scanners_file,
    walk_in_three_aadhaar,
)
from tests.ui.conftest import screenshot
from tests.ui.helpers.catalogue import select, show_boats, shown_names
from tests.ui.helpers.sales import DAY, focused, press, type_text

# Port Blair to Shaheed Dweep (Neil): an ID type for every passenger, no number, no upload.
NEIL = "Port Blair to Shaheed"
# Swaraj Dweep to Shaheed Dweep (Neil): the document number for every passenger.
NEIL_BY_NUMBER = "Swaraj Dweep to Shaheed"
CARDS = json.loads(TRAINING_CARDS.read_text(encoding="utf-8"))
MEERA, ARUN = (card["qr"] for card in CARDS)
# The same two passengers as staff type them from the cards.
TYPED = (("Meera Nair", "38", "F"), ("Arun Pillai", "47", "M"))
# Each sale's UPI payment has its own reference (a reference used twice is refused).
UPI_REFERENCES = {"typed": "412345678901", "scanned": "412345678902"}
ID_COLUMN = next(i for i, column in enumerate(COLUMNS) if column.field == "id_number")

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def scanner_folder(sales_desk: Desk, tmp_path: Path) -> Path:
    """The scanner's folder set in Settings, watched from the next sale on."""
    folder = tmp_path / "scanner"
    folder.mkdir()
    sales_desk.connection.settings = replace(
        sales_desk.connection.settings, scan_folder=str(folder)
    )
    return folder


@pytest.fixture
def hindi() -> Iterator[None]:
    assert catalogue_path(languages.HINDI).exists(), "the catalogues are compiled by make"
    install_translations(i18n.HINDI)
    yield
    install_translations(i18n.ENGLISH)


async def _customer(desk: Desk, keyboard: Keyboard, step: Step, trip: str) -> None:
    await _active(desk)
    await _boat_book_screen(desk, keyboard, step, trip=trip)
    keyboard.type(", ".join(CUSTOMER))
    keyboard.press(Key.Key_Return)  # the cursor to the quick passenger line


async def _british(desk: Desk, keyboard: Keyboard, step: Step, folder: Path, row: int) -> None:
    """The passport reader's swipe in the quick line, then the scanner's photo page by Ctrl+T
    (2 groups)."""
    keyboard.reader(*BRITISH_TRAVELLER.lines())
    assert desk.window.page(BOOK).form.people.model.entry(row).traveler_name == "EMMA JANE HARDY"
    page = folder / f"scan-{len(list(folder.iterdir())) + 1:04d}.jpg"  # a new file each sale
    await take_scanners_file(desk, keyboard, step, page, row)


async def _review_split(desk: Desk, keyboard: Keyboard, passengers: int, upi: str) -> None:
    """Ctrl+Enter, then half by UPI (Alt+U, the amount, Tab, its reference, Tab, Space for
    Received) and Enter for the rest in exact cash (8 groups), to the voucher."""
    book = desk.window.page(BOOK)
    keyboard.press(Key.Key_Return, modifier=CTRL)
    await until(lambda: book.currentWidget() is book.review)
    assert book.form.people.model.rowCount() == passengers
    price = desk.controller(BOOK).price
    assert price is not None
    keyboard.press(Key.Key_U, modifier=ALT)
    keyboard.type(f"{money(price.total / 2)}")
    keyboard.press(Key.Key_Tab)
    keyboard.type(upi)
    keyboard.press(Key.Key_Tab)
    keyboard.press(Key.Key_Space)
    keyboard.press(Key.Key_Return)
    await until(lambda: book.currentWidget() is book.result, timeout_s=60)
    await until(lambda: not book.result.preview.pixmap().isNull())


async def typed_sale(desk: Desk, keyboard: Keyboard, folder: Path) -> None:
    """The sale as typed before the Aadhaar QR was read."""
    _steps, step = _stepper(keyboard)
    await _customer(desk, keyboard, step, NEIL)
    for passenger in TYPED:
        keyboard.type(", ".join(passenger))
        keyboard.press(Key.Key_Return)
        keyboard.press(Key.Key_Y, modifier=ALT)  # the ID type of the passenger just filled
        keyboard.type("A")  # Aadhaar
        keyboard.press(Key.Key_Q, modifier=ALT)  # back to the quick passenger line
    await _british(desk, keyboard, step, folder, 2)
    await _review_split(desk, keyboard, 3, UPI_REFERENCES["typed"])


async def scanned_sale(desk: Desk, keyboard: Keyboard, folder: Path) -> None:
    """The same sale, each Indian passenger one scan of their card's QR."""
    _steps, step = _stepper(keyboard)
    await _customer(desk, keyboard, step, NEIL)
    people = desk.window.page(BOOK).form.people
    for qr in (MEERA, ARUN):
        keyboard.reader(qr)
        # Nothing more is needed of them on this trip: the cursor waits for the next one.
        assert focused() is people.quick_passenger
    await _british(desk, keyboard, step, folder, 2)
    screenshot(desk.window, "aadhaar_walk_in_form_1366x768")
    await _review_split(desk, keyboard, 3, UPI_REFERENCES["scanned"])


def in_view(widget: QWidget) -> None:
    """Scroll the form until ``widget`` shows, as the clerk would to read it."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    assert parent is not None
    parent.ensureWidgetVisible(widget)


def _sold_passengers(desk: Desk) -> list[dict[str, Any]]:
    sale = desk.services.journal.till.sale_of(desk.window.page(BOOK).result.ref_label.text())
    assert sale is not None
    request = desk.services.journal.find(sale.request_id)
    assert request is not None
    passengers: list[dict[str, Any]] = request.body["passengers"]
    return passengers


def test_two_aadhaar_scans_take_eight_key_groups_fewer_than_typing(
    sales_desk: Desk, scanner_folder: Path, qtbot: QtBot, run: Any
) -> None:
    desk = sales_desk
    open_shift(desk)
    typed = Keyboard()
    run(typed_sale(desk, typed, scanner_folder), 120_000)
    assert _sold_passengers(desk)[0]["id_type"] == "AADHAAR"
    press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # the next customer
    scanned = Keyboard()
    run(scanned_sale(desk, scanned, scanner_folder), 120_000)

    # Typed: 5 to the Book screen, 2 the customer, 5 per Indian passenger, 2 the British
    # one, 8 the review and the split payment.
    assert typed.groups == 27
    assert scanned.groups <= typed.groups - 8, (typed.groups, scanned.groups)
    sold = _sold_passengers(desk)
    assert [p["traveler_name"] for p in sold] == ["Meera Nair", "Arun Pillai", "EMMA JANE HARDY"]
    assert [p.get("id_type") for p in sold] == ["AADHAAR", "AADHAAR", "PASSPORT"]
    # The Aadhaar passengers' numbers are never sent, nor anything else of their cards.
    assert "id_number" not in sold[0] and "id_number" not in sold[1]
    assert sorted(sold[0]) == sorted(
        ["traveler_name", "age", "pax_gender", "nationality", "id_type"]
    )


@pytest.mark.parametrize(("scans", "groups"), [(0, 24), (1, 20), (2, 16)])
def test_the_benchs_sale_on_a_number_trip_takes_four_groups_fewer_for_each_scan(
    sales_desk: Desk, qtbot: QtBot, run: Any, scans: int, groups: int
) -> None:
    """The bench's walk-in (``walk_in_three_aadhaar``), counted with one and two scans: three
    passengers on the trip that needs each one's number, the second British."""
    desk = sales_desk

    measured = run(walk_in_three_aadhaar(desk, scans), 120_000)

    assert measured["groups"] == groups
    sold = _sold_passengers(desk)
    assert [p["traveler_name"] for p in sold] == ["Meera Nair", "EMMA JANE HARDY", "Arun Pillai"]
    assert [p["id_type"] for p in sold] == ["AADHAAR", "PASSPORT", "AADHAAR"]
    # The trip needs the numbers: the training cards' documented ones, scanned or not, each
    # sealed in the journal.
    model = desk.window.page(BOOK).form.people.model
    assert [model.entry(row).id_number for row in range(3)] == [
        CARDS[0]["number"],
        BRITISH_TRAVELLER.number,
        CARDS[1]["number"],
    ]
    assert all(p["id_number"].startswith(SEALED_PREFIX) for p in sold)


def scanned_on(desk: Desk, run: Any, trip: str, *cards: str) -> tuple[Keyboard, PassengerList]:
    """To the Book screen of ``trip`` and its customer, then each of ``cards`` scanned into the
    quick passenger line; the keyboard (to go on) and the passengers."""
    keyboard = Keyboard()
    _steps, step = _stepper(keyboard)
    run(_customer(desk, keyboard, step, trip), 60_000)
    for qr in cards:
        keyboard.reader(qr)
    return keyboard, desk.window.page(BOOK).form.people


def test_the_list_and_the_review_show_the_last_four_digits_and_the_mark(
    sales_desk: Desk, qtbot: QtBot, run: Any
) -> None:
    desk = sales_desk
    keyboard, people = scanned_on(desk, run, NEIL, MEERA)

    # A sandbox counter: its training cards are genuine here, and here only.
    assert people.aadhaar_keys == trusted_keys(training=True) != trusted_keys(training=False)
    model = people.model
    assert model.index(0, ID_COLUMN).data() == "XXXX XXXX 4821 ✓"
    entry = model.entry(0)
    assert (entry.traveler_name, entry.pax_gender, entry.id_type) == (
        "Meera Nair",
        "FEMALE",
        "AADHAAR",
    )
    assert entry.id_number == "" and entry.aadhaar_genuine
    editor = people.editor
    assert editor.aadhaar_edit.text() == "XXXX XXXX 4821" and editor.aadhaar_edit.isVisible()
    assert editor.aadhaar_mark.text() == "✓ card genuine (UIDAI signature)"
    assert editor.id_number_edit.text() == ""
    assert "card genuine (UIDAI signature)" in people.quick_passenger.message.text()
    for size in ((1366, 768), (1280, 720)):
        desk.window.resize(*size)
        screenshot(desk.window, f"aadhaar_scanned_{size[0]}x{size[1]}")
        in_view(editor.aadhaar_edit)
        screenshot(desk.window, f"aadhaar_scanned_editor_{size[0]}x{size[1]}")
    keyboard.reader(ARUN)
    keyboard.press(Key.Key_Return, modifier=CTRL)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    ids = review.ids_label.text()
    assert "1. Meera Nair: Aadhaar XXXX XXXX 4821, card genuine (UIDAI signature)" in ids
    assert "2. Arun Pillai: Aadhaar XXXX XXXX 7306, card genuine (UIDAI signature)" in ids
    for size in ((1366, 768), (1280, 720)):
        desk.window.resize(*size)
        screenshot(desk.window, f"aadhaar_review_{size[0]}x{size[1]}")


def _neil_in_hindi(desk: Desk, qtbot: QtBot) -> None:
    """The Neil trip chosen by its Hindi name on DAY, and the customer's quick line typed."""
    screen = show_boats(desk, qtbot)
    screen.toolbar.set_travel_date(DAY)
    name = DEMO_CATALOGUE.known("Port Blair to Shaheed Dweep (Neil)")
    qtbot.waitUntil(lambda: name in shown_names(screen))
    select(screen, name)
    screen.table.setFocus()
    press(Qt.Key.Key_Return)
    picker = screen.availability.schedules
    qtbot.waitUntil(lambda: picker.table.hasFocus() and picker.choose_button.isEnabled())
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.current() is BOOK)
    type_text(", ".join(CUSTOMER))
    press(Qt.Key.Key_Return)


def test_a_hindi_clerk_sees_the_scan_in_hindi(hindi: None, sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    keyboard = Keyboard()
    _neil_in_hindi(desk, qtbot)
    people = desk.window.page(BOOK).form.people
    keyboard.reader(MEERA)

    mark = people.editor.aadhaar_mark.text()
    assert mark.startswith("✓ ") and "card genuine" not in mark  # in Hindi
    assert people.model.index(0, ID_COLUMN).data() == "XXXX XXXX 4821 ✓"
    screenshot(desk.window, "aadhaar_scanned_hindi_1366x768")
    in_view(people.editor.aadhaar_edit)
    screenshot(desk.window, "aadhaar_scanned_editor_hindi_1366x768")
    keyboard.reader("1" * 10_000)  # a paste far longer than a QR holds
    assert people.model.rowCount() == 1  # nothing filled
    assert "Nothing was filled in" not in people.quick_passenger.message.text()
    screenshot(desk.window, "aadhaar_refused_hindi_1366x768")


def test_where_the_trip_needs_the_number_the_scan_fills_all_but_the_number(
    sales_desk: Desk, qtbot: QtBot, run: Any
) -> None:
    desk = sales_desk
    keyboard, people = scanned_on(desk, run, NEIL_BY_NUMBER, MEERA)
    editor = people.editor

    entry = people.model.entry(0)
    assert (entry.traveler_name, entry.age is not None, entry.pax_gender) == (
        "Meera Nair",
        True,
        "FEMALE",
    )
    assert entry.id_type == "AADHAAR" and entry.id_number == "" and not entry.aadhaar_genuine
    assert editor.aadhaar_mark.text() == ""
    assert "type the card's 12 digits" in people.quick_passenger.message.text()
    # The cursor where the trip still needs something: the number.
    assert focused() is editor.id_number_edit
    other = number_ending("1234")
    keyboard.type(other)
    qtbot.waitUntil(lambda: "4821" in editor.grid.message("id_number"))
    screenshot(desk.window, "aadhaar_number_required_1366x768")
    editor.id_number_edit.clear()
    keyboard.type(number_ending("4821"))
    qtbot.waitUntil(lambda: editor.grid.message("id_number") == "")
    assert people.model.entry(0).id_number.endswith("4821")
    assert people.model.index(0, ID_COLUMN).data() == "XXXX XXXX 4821"
