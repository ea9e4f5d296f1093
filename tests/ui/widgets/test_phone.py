"""The Book screen's phone field takes Indian numbers as staff write them and shows the result."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.ui.helpers.sales import ACTIVITY, activate, choose, type_text


@pytest.mark.parametrize(
    ("typed", "shown", "wire"),
    [
        ("+91 98765 43210", "→ +91 98765 43210", "919876543210"),
        ("098400 12345", "→ +91 98400 12345", "919840012345"),
        ("98400-12345", "→ +91 98400 12345", "919840012345"),
    ],
)
def test_indian_formats_are_accepted_and_the_normalised_number_shows(
    desk: Desk, qtbot: QtBot, typed: str, shown: str, wire: str
) -> None:
    activate(desk, qtbot)
    choose(desk, qtbot, ACTIVITY)
    form = desk.window.page(BOOK).form
    edit = form.customer.edits["customer_phone"]
    edit.setFocus()
    type_text(typed)
    assert form.customer.grid.message("customer_phone") == ""
    assert form.customer.phone_shown.text() == shown
    assert form.flow is not None
    assert form.flow.customer.to_wire()["customer_phone"] == wire
    assert "customer_phone" not in form.flow.errors()
