"""No passenger is lost to a mouse wheel or a lower count: staff choose, and Ctrl+Z undoes."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import SCREENS
from app.ui.scan_file import read_scan
from app.ui.widgets.booking_form import BookingForm
from tests.ui.conftest import screenshot
from tests.ui.helpers.sales import activate, boat_form, jpeg_scan, press, type_text, wheel_down

CTRL = Qt.KeyboardModifier.ControlModifier
APP_UI = Path(__file__).resolve().parents[3] / "app" / "ui"


def shown(field: QAbstractSpinBox | QComboBox) -> str:
    """What a spin box or combo box shows."""
    return field.text() if isinstance(field, QAbstractSpinBox) else field.currentText()


def three_passengers(desk: Desk, qtbot: QtBot, tmp_path: Path) -> BookingForm:
    """A BOAT sale with three named passengers, the third with a scan."""
    activate(desk, qtbot)
    form = boat_form(desk, qtbot)
    for row, name in enumerate(("Ravi Kumar", "Sita Devi", "Arjun Rao")):
        if row:
            form.people.add_passenger()
        type_text(name)
    form.scans.set_scan(form.people.model.key(2), read_scan(jpeg_scan(tmp_path / "arjun.jpg")))
    assert form.people.model.scan(2) is not None
    return form


def names(form: BookingForm) -> list[str]:
    """The passengers' names in table order."""
    return [
        form.people.model.entry(row).traveler_name for row in range(form.people.model.rowCount())
    ]


def test_a_wheel_over_an_unfocused_count_changes_nothing(
    sales_desk: Desk, qtbot: QtBot, tmp_path: Path
) -> None:
    form = three_passengers(sales_desk, qtbot, tmp_path)
    assert not form.people.count_spin.hasFocus()
    wheel_down(form.people.count_spin)
    assert form.people.count_spin.value() == 3
    assert names(form) == ["Ravi Kumar", "Sita Devi", "Arjun Rao"]
    assert form.people.model.scan(2) is not None
    assert form.people.remove_dialog is None


def test_every_spin_and_combo_box_takes_focus_only_by_click_or_tab(
    sales_desk: Desk, qtbot: QtBot, tmp_path: Path
) -> None:
    three_passengers(sales_desk, qtbot, tmp_path)
    for entry in SCREENS:
        sales_desk.window.page(entry)  # every screen built
    fields = sales_desk.window.findChildren(QAbstractSpinBox) + sales_desk.window.findChildren(
        QComboBox
    )
    assert len(fields) >= 10
    # Never the wheel's focus; a field kept out of the Tab order on purpose (the customer's
    # language, reached by its Alt key) takes it by click only.
    allowed = {Qt.FocusPolicy.StrongFocus, Qt.FocusPolicy.ClickFocus}
    assert {field.focusPolicy() for field in fields} <= allowed
    assert Qt.FocusPolicy.StrongFocus in {field.focusPolicy() for field in fields}
    for field in fields:
        before = shown(field)
        field.clearFocus()
        wheel_down(field, 1)
        assert shown(field) == before, field.objectName() or type(field).__name__


def test_every_spin_and_combo_box_the_app_makes_is_guarded() -> None:
    """A field made without ``guarded`` would change under the wheel: the source says none is."""
    made = re.compile(r"(?<![\w.])(Q\w*(?:SpinBox|ComboBox|DateEdit|TimeEdit))\(")
    unguarded = [
        f"{path.name}: {line.strip()}"
        for path in APP_UI.rglob("*.py")
        for line in path.read_text(encoding="utf-8").splitlines()
        if made.search(line) and "guarded(" not in line
    ]
    assert unguarded == []


def test_lowering_the_count_asks_which_passengers_go_and_ctrl_z_brings_them_back(
    sales_desk: Desk, qtbot: QtBot, tmp_path: Path
) -> None:
    form = three_passengers(sales_desk, qtbot, tmp_path)
    scan = form.people.model.scan(2)
    form.people.count_spin.setFocus()
    form.people.count_spin.selectAll()
    type_text("1")
    press(Qt.Key.Key_Return)
    dialog = form.people.remove_dialog
    assert dialog is not None and dialog.isVisible()
    assert names(form) == ["Ravi Kumar", "Sita Devi", "Arjun Rao"]  # nothing gone yet
    assert [dialog.list.item(row).text() for row in range(3)] == [
        "1. Ravi Kumar",
        "2. Sita Devi",
        "3. Arjun Rao",
    ]
    assert dialog.chosen() == [1, 2]
    screenshot(dialog, "remove_passengers_question")
    # Staff keep Arjun (and his scan): Ravi goes instead.
    dialog.list.item(0).setCheckState(Qt.CheckState.Checked)
    ok = dialog.buttons.buttons()[0]
    assert not ok.isEnabled()  # three ticked, two to go
    dialog.list.item(2).setCheckState(Qt.CheckState.Unchecked)
    dialog.accept()
    activate(sales_desk, qtbot)  # the window is active again once the question is gone
    assert names(form) == ["Arjun Rao"]
    assert form.people.model.scan(0) is scan
    assert form.people.count_spin.value() == 1
    assert form.people.undo_note.text() == "Removed: Ravi Kumar, Sita Devi."
    press(Qt.Key.Key_Z, CTRL)
    assert names(form) == ["Ravi Kumar", "Sita Devi", "Arjun Rao"]
    assert form.people.model.scan(2) is scan
    assert form.people.model.entry(2).id_proof_file == scan.data_uri  # type: ignore[union-attr]
    assert form.people.count_spin.value() == 3
    assert not form.people.undo_button.isVisible()


def test_cancelling_the_question_keeps_every_passenger(
    sales_desk: Desk, qtbot: QtBot, tmp_path: Path
) -> None:
    form = three_passengers(sales_desk, qtbot, tmp_path)
    form.people.count_spin.setValue(2)
    dialog = form.people.remove_dialog
    assert dialog is not None
    dialog.reject()
    assert names(form) == ["Ravi Kumar", "Sita Devi", "Arjun Rao"]
    assert form.people.count_spin.value() == 3


def test_the_remove_button_can_be_undone_with_the_scan(
    sales_desk: Desk, qtbot: QtBot, tmp_path: Path
) -> None:
    form = three_passengers(sales_desk, qtbot, tmp_path)
    form.people.table.setFocus()
    press(Qt.Key.Key_End)
    form.people.remove_button.click()
    assert names(form) == ["Ravi Kumar", "Sita Devi"]
    form.people.undo_button.click()
    assert names(form) == ["Ravi Kumar", "Sita Devi", "Arjun Rao"]
    assert form.people.model.scan(2) is not None
