"""The Disruptions screen's agency list in the running desk: of two reads of the agency store in
flight at once, the newest read's answer is shown, and an older answer landing after it never
replaces it (a party already dealt with must not come back)."""

from __future__ import annotations

import asyncio
import datetime as dt
from decimal import Decimal
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.agency.disruptions import AgencyDisruption, disruptions
from app.agency.reads import Query
from app.domain.agency_target import AgencyTarget
from app.ui.desk import Desk
from app.ui.registry import DISRUPTIONS


class HeldReads:
    """The agency store's read pool, each read's answer given by the test when it chooses: an
    answer lands even when its reader has moved on (as a query already sent comes back)."""

    def __init__(self) -> None:
        self.answers: list[asyncio.Future[Any]] = []

    async def read(self, query: Query[Any]) -> Any:
        """Wait for the answer the test gives this read of ``query``."""
        assert query is disruptions  # the screen reads nothing else here
        answer: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.answers.append(answer)
        return await asyncio.shield(answer)


def _open(counter: str, ref: str) -> AgencyDisruption:
    """``counter``'s open disruption of booking ``ref``."""
    return AgencyDisruption(
        counter,
        ref,
        "North Bay Harbour Cruise",
        dt.date(2026, 12, 3),
        "cancelled",
        "open",
        dt.datetime(2026, 12, 1, 10, 30, tzinfo=dt.UTC),
        Decimal("648.41"),
        Decimal("816.00"),
        "",
        "",
        "",
        1,
    )


def test_an_older_agency_answer_landing_after_the_newest_is_never_shown(
    desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads = HeldReads()
    monkeypatch.setattr(desk.agency, "_reads", reads)
    monkeypatch.setattr(desk.agency, "target", AgencyTarget("postgresql://store.test/agency"))
    desk.window.show_screen(DISRUPTIONS)  # the screen's controller reads the store (the older)
    screen = desk.window.page(DISRUPTIONS)
    qtbot.waitUntil(lambda: len(reads.answers) == 1)
    desk.controller(DISRUPTIONS).reload()  # HV1's party was dealt with: read again (the newest)
    qtbot.waitUntil(lambda: len(reads.answers) == 2)
    older, newest = reads.answers

    newest.set_result([_open("PB2", "BBBB3333")])
    qtbot.waitUntil(lambda: screen.agency.text() == "Across the agency: 1 booking open (PB2 1)")
    older.set_result([_open("HV1", "AAAA2222"), _open("PB2", "BBBB3333")])
    qtbot.wait(200)  # many turns of the loop: the older read's slot has long resumed

    assert screen.agency.text() == "Across the agency: 1 booking open (PB2 1)"
    model = screen.agency_model
    assert [model.text_at(row, 1) for row in range(model.rowCount())] == ["BBBB3333"]
