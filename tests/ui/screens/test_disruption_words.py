"""Disruptions name each customer's phone as people read it ("+91 98765 43210"), not as the
interface carries it (digits with the country code)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.sandbox import EmbeddedSandbox
from app.ui.registry import DISRUPTIONS
from tests.ui.screens.test_disruptions import PARTIES, _disrupted_desk


def test_disruptions_show_the_customers_phone_as_people_write_it(
    make_desk: Any, run: Any, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk, _shift = _disrupted_desk(make_desk, run, own_sandbox, qtbot)
    desk.window.show_screen(DISRUPTIONS)
    model = desk.window.page(DISRUPTIONS).model
    headers = [
        model.headerData(column, Qt.Orientation.Horizontal) for column in range(model.columnCount())
    ]
    phone = headers.index("Phone")
    shown = {model.text_at(row, phone) for row in range(1, 1 + len(PARTIES))}
    assert shown == {"+91 98765 43210"}
