"""The sale form and review in the counter's words: documents per ID type, the passport reader
only for passports, IDs read back and the cancellation band on the review."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from app.api import BoatAvailability
from app.counter.papers.formatting import moment_text
from app.domain.clock import at_service_time
from app.domain.fields import required_text
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.models.passengers import COLUMNS
from app.ui.registry import BOOK
from app.ui.widgets.booking_form import BookingForm
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import (
    NO_FLAGS_TRIP,
    choose,
    focused,
    jpeg_scan,
    patch_file_dialog,
    press,
    tab,
    type_customer,
    type_fields,
    type_text,
)


def dialog_titles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The titles the open-file dialog is shown with (it answers Cancel at once)."""
    titles: list[str] = []

    def answer(_parent: QWidget, title: str, *_args: Any) -> tuple[str, str]:
        titles.append(title)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(answer))
    return titles


def test_ids_per_document_type_and_read_back_on_the_review(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    desk = sales_desk
    choose(desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    form: BookingForm = desk.window.page(BOOK).form
    editor = form.people.editor
    type_customer()
    type_text("2")
    tab(5)
    assert focused() is editor.name_edit
    assert not editor.mrz_box.isHidden()  # a passenger not typed yet may come from a passport
    type_fields("Ravi Kumar", "34", "M", "")  # Indian by default; Tab on to the ID type
    assert focused() is editor.id_type_combo
    type_text("A")  # Aadhaar
    assert form.people.model.entry(0).id_type == "AADHAAR"
    assert editor.mrz_box.isHidden()  # no passport, no MRZ
    titles = dialog_titles(monkeypatch)
    editor.scan_panel.choose_file()
    assert titles == ["Aadhaar scan"]
    tab()
    type_text("1234 5678 9012")
    assert editor.id_number_edit.text() == "1234 5678 9012"  # typed and edited in full
    id_column = next(i for i, c in enumerate(COLUMNS) if c.field == "id_number")
    assert (
        form.people.model.data(form.people.model.index(0, id_column)) == "XXXX XXXX 9012"
    )  # shown masked

    # The gender list is one for all passengers: "M" and then "F" typed at once search "MF".
    qtbot.wait(QApplication.keyboardInputInterval() + 50)
    press(Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    type_fields("Elsa Lindqvist", "34", "F")
    editor.nationality_edit.selectAll()
    type_text("SWE")
    # A foreign passenger shows a passport: chosen for staff.
    assert form.people.model.entry(1).id_type == "PASSPORT"
    assert editor.id_type_combo.currentText() == "Passport"
    assert not editor.mrz_box.isHidden()
    editor.scan_panel.choose_file()
    assert titles == ["Aadhaar scan", "Passport scan"]
    tab(2)
    assert focused() is editor.id_number_edit
    type_text("X4821597")
    patch_file_dialog(monkeypatch, "getOpenFileName", jpeg_scan(tmp_path / "elsa.jpg"))
    press(Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: form.people.model.scan(1) is not None)

    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    assert review.ids_label.text() == (
        "Read the ID numbers back to the customer: 1. Ravi Kumar: Aadhaar XXXX XXXX 9012; "
        "2. Elsa Lindqvist: Passport X4821597"
    )
    choice = form.flow.choice if form.flow else None
    assert choice is not None and isinstance(choice.found, BoatAvailability)
    departs = at_service_time(choice.travel_date, choice.found.departure_time)
    assert review.band_label.text() == (
        f"Full refund until {moment_text(departs - dt.timedelta(hours=48))}"
    )
    screenshot(desk.window, "booking_review_ids_and_band")


def test_field_names_say_passenger_not_traveler() -> None:
    problem = required_text({}, "traveler_name")
    assert problem is not None and problem.message == "Passenger name is required."
