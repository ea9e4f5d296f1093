"""The header's agency link: nothing without an agency store; synced, N waiting or offline since
HH:MM in words (the colour only repeats them), why in the tooltip."""

from __future__ import annotations

import datetime as dt

from pytestqt.qtbot import QtBot

from app.agency.link import LinkState
from app.domain.clock import SERVICE_TZ
from app.ui.style import roles
from app.ui.widgets.header import StatusHeader
from tests.ui.conftest import screenshot
from tests.ui.themes import words

SINCE = dt.datetime(2026, 12, 1, 14, 5, tzinfo=SERVICE_TZ)
STATES = {
    "synced": (LinkState(0, None, None), "Agency: synced"),
    "waiting": (LinkState(3, None, None), "Agency: 3 waiting"),
    "offline": (
        LinkState(4, SINCE, "connection refused"),
        "Agency: offline since 14:05 (4 waiting)",
    ),
}


def test_each_link_state_is_said_in_words(qtbot: QtBot) -> None:
    header = StatusHeader()
    qtbot.addWidget(header)
    header.resize(1366, 44)
    header.show()
    assert not header.agency_label.isVisible()  # a counter without an agency store
    for name, (state, text) in STATES.items():
        header.show_agency(state)
        assert header.agency_label.isVisible()
        assert header.agency_label.text() == text
        screenshot(header, f"agency_link_{name}")
    assert header.agency_label.toolTip() == "connection refused"
    tone = roles()
    colours = []
    for state, _text in STATES.values():
        header.show_agency(state)
        colours.append(words(header.agency_label))
    assert colours == [tone.success, tone.warning, tone.error]
    header.show_agency(None)
    assert not header.agency_label.isVisible()
