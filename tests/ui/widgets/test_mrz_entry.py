"""The MRZ field: a passport's two lines fill the passenger, a wrong check digit fills nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.style import roles
from app.ui.widgets.booking_form import BookingForm
from tests.domain.mrz_samples import SPECIMEN
from tests.ui.helpers.sales import DAY, boat_form, focused, press, tab, type_text
from tests.ui.themes import words


def mrz_field(desk: Desk, qtbot: QtBot) -> BookingForm:
    """A BOAT sale with the cursor in passenger 1's MRZ field."""
    form = boat_form(desk, qtbot)
    tab(6)  # the six fields of the passenger
    assert focused() is form.people.editor.mrz.edit
    return form


def test_the_icao_specimen_fills_the_passenger(sales_desk: Desk, qtbot: QtBot) -> None:
    form = mrz_field(sales_desk, qtbot)
    first, second = SPECIMEN
    type_text(first)
    press(Qt.Key.Key_Return)
    assert form.people.editor.mrz.state_label.text() == "44 of 88 characters."
    type_text(second)
    entry = form.people.model.entry(0)
    born = DAY.year - 1974 - (0 if (DAY.month, DAY.day) >= (8, 12) else 1)
    assert (entry.traveler_name, entry.age, entry.pax_gender) == (
        "ANNA MARIA ERIKSSON",
        born,
        "FEMALE",
    )
    assert (entry.nationality, entry.id_type, entry.id_number) == ("UTO", "PASSPORT", "L898902C3")
    editor = form.people.editor
    assert editor.name_edit.text() == "ANNA MARIA ERIKSSON"
    assert editor.gender_combo.currentText() == "Female"
    assert editor.id_type_combo.currentText() == "Passport"
    assert words(editor.mrz.state_label) == roles().success
    assert editor.mrz.state_label.text().startswith("Read: ANNA MARIA ERIKSSON, UTO, passport")


def test_a_wrong_check_digit_is_shown_and_nothing_is_filled(sales_desk: Desk, qtbot: QtBot) -> None:
    form = mrz_field(sales_desk, qtbot)
    editor = form.people.editor
    editor.name_edit.setFocus()
    type_text("Typed By Staff")
    first, second = SPECIMEN
    corrupted = second[:9] + "7" + second[10:]  # the document number's check digit is 6
    QGuiApplication.clipboard().setText(f"{first}\n{corrupted}")
    editor.mrz.edit.setFocus()
    press(Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    label = editor.mrz.state_label
    assert words(label) == roles().error and label.font().bold()
    assert "document number check digit is 7, expected 6" in label.text()
    assert "composite check digit" in label.text()
    assert label.text().endswith(
        "Nothing was filled in. Scan the passport again or check the two lines character by "
        "character."
    )
    entry = form.people.model.entry(0)
    assert (entry.traveler_name, entry.id_number, entry.nationality) == (
        "Typed By Staff",
        "",
        "INDIAN",
    )
