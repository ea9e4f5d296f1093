"""A scrolled form is no tab stop of its own: Tab goes from what is before it to its first field,
where the focus shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.ui.widgets.focus_scroll import FocusScrollArea


def test_tab_goes_from_before_the_form_to_its_first_field_and_on(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    before = QPushButton("Before")
    form = QWidget()
    field = QLineEdit()
    field.setAccessibleName("Name")
    QVBoxLayout(form).addWidget(field)
    after = QPushButton("After")
    layout.addWidget(before)
    layout.addWidget(FocusScrollArea(form))
    layout.addWidget(after)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    before.setFocus()
    reached = []
    for _ in range(2):
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        reached.append(window.focusWidget())
    assert reached == [field, after]
