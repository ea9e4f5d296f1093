"""A passenger's fields at the counter PC's 1366x768: the name, the ID fields, the MRZ and the
scan of the passenger chosen are in view together, with no scroll to reach the ID number."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import boat_form, press, type_text


def outside(area: QWidget, parts: dict[str, QWidget]) -> list[str]:
    """Each of ``parts`` not wholly inside ``area`` (a scroll area's viewport), with where."""
    found = []
    for name, part in parts.items():
        rect = QRect(part.mapTo(area, QPoint(0, 0)), part.size())
        if not area.rect().contains(rect):
            found.append(f"{name} at {rect.top()}..{rect.bottom()} of {area.height()}")
    return found


def test_a_passenger_s_id_fields_and_scan_are_in_view_with_the_name(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    desk.window.resize(1366, 768)
    form = boat_form(desk, qtbot)
    people = form.people
    people.count_spin.setFocus()
    people.count_spin.selectAll()
    type_text("2")
    press(Qt.Key.Key_Tab)
    assert people.model.rowCount() == 2
    people.select(1)
    people.editor.name_edit.setFocus()
    QApplication.processEvents()
    editor = people.editor
    viewport = desk.window.page(BOOK).form_scroll.viewport()
    parts: dict[str, QWidget] = {
        "name": editor.name_edit,
        "ID type": editor.id_type_combo,
        "ID number": editor.id_number_edit,
        "MRZ": editor.mrz.edit,
        "scan": editor.scan_panel,
    }
    qtbot.wait(50)  # the area follows the focus, and settles, in the next turns
    assert outside(viewport, parts) == []
    screenshot(desk.window, "passenger_fields_1366x768")
