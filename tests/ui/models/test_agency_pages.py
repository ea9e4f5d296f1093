"""The agency's History reads every counter's bookings a page at a time: Qt asks for the next
page as the list is scrolled to its end, and the page is read without holding the loop."""

from __future__ import annotations

import asyncio
import datetime as dt
from dataclasses import replace
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.agency.queries import AgencyBooking
from app.domain.clock import SERVICE_TZ
from app.figures import stamp_text
from app.ui.models.agency import AgencyHistoryModel, agency_booking_samples
from app.ui.widgets.table_view import make_table

NOON = dt.datetime(2026, 12, 1, 12, 0, tzinfo=SERVICE_TZ)


def booking(number: int) -> AgencyBooking:
    """The ``number``-th newest booking of a season."""
    return AgencyBooking(
        counter_id="c1",
        counter_code="C01",
        counter="C01 (Counter 1)",
        clerk="Leela Menon",
        booking_ref=f"AN{number:06d}",
        module="BOAT",
        product="North Bay Harbour Cruise",
        travel_date=None,
        sold_at=NOON - dt.timedelta(minutes=number),
        customer="Ravi Kumar",
        seats=2,
        total_debited=Decimal("3000.00"),
        total_refunded=Decimal("0.00"),
        status="Confirmed",
    )


SEASON = [booking(n) for n in range(250)]


class Store:
    """The store's pages of ``SEASON`` after a booking; ``asked`` the bookings asked after."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.answer = asyncio.Event()
        self.answer.set()

    async def page(self, after: AgencyBooking) -> list[AgencyBooking]:
        self.asked.append(after.booking_ref)
        await self.answer.wait()
        start = SEASON.index(after) + 1
        return SEASON[start : start + 100]


def test_fetch_more_reads_the_next_page_after_the_last_booking_listed(
    qtbot: QtBot, run: Any
) -> None:
    model, store = AgencyHistoryModel(), Store()
    model.show_found(len(SEASON), SEASON[:100], store.page)
    assert model.canFetchMore()
    model.fetchMore()
    assert not model.canFetchMore()  # one page at a time
    assert model.reading is not None
    qtbot.waitUntil(model.reading.done)
    assert store.asked == ["AN000099"]
    assert [row.booking_ref for row in model.rows[99:101]] == ["AN000099", "AN000100"]
    assert model.rowCount() == 200
    model.fetchMore()
    assert model.reading is not None
    qtbot.waitUntil(model.reading.done)
    assert model.rows == SEASON
    assert not model.canFetchMore()  # all 250 listed


def test_a_page_of_a_search_replaced_meanwhile_is_dropped(qtbot: QtBot, run: Any) -> None:
    model, store = AgencyHistoryModel(), Store()
    store.answer.clear()
    model.show_found(len(SEASON), SEASON[:100], store.page)
    model.fetchMore()
    reading = model.reading
    assert reading is not None
    model.show_found(3, SEASON[:3], store.page)  # a narrower search came first
    qtbot.waitUntil(reading.done)
    assert model.rows == SEASON[:3]
    assert not model.canFetchMore()


def test_a_page_that_does_not_come_stops_the_asking(qtbot: QtBot, run: Any) -> None:
    async def nothing(_after: AgencyBooking) -> list[AgencyBooking]:
        return []  # the store did not answer (the reader says so on screen)

    model = AgencyHistoryModel()
    model.show_found(len(SEASON), SEASON[:100], nothing)
    model.fetchMore()
    assert model.reading is not None
    qtbot.waitUntil(model.reading.done)
    assert model.rowCount() == 100
    assert model.total == len(SEASON)  # the count stays the store's
    assert not model.canFetchMore()


def test_scrolling_the_list_to_its_end_lists_the_next_page(qtbot: QtBot, run: Any) -> None:
    model, store = AgencyHistoryModel(), Store()
    view = make_table(model, "agencyHistoryTable", fit_columns=True)
    qtbot.addWidget(view)
    view.resize(900, 400)
    view.show()
    model.show_found(len(SEASON), SEASON[:100], store.page)
    view.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() == 200)
    assert store.asked == ["AN000099"]


def test_the_columns_are_as_wide_as_their_samples_and_not_measured_at_each_search(
    qtbot: QtBot,
) -> None:
    model = AgencyHistoryModel()
    view = make_table(model, "agencyHistoryTable", False, samples=agency_booking_samples())
    qtbot.addWidget(view)
    header, metrics = view.horizontalHeader(), view.fontMetrics()
    widths = [header.sectionSize(column) for column in range(header.count())]
    sold = stamp_text(SEASON[0].sold_at.astimezone(SERVICE_TZ))
    assert widths[0] > metrics.horizontalAdvance(sold)
    assert widths[2] > metrics.horizontalAdvance("Leela Menon")  # a clerk
    long_name = replace(SEASON[0], clerk="Leela Krishnamurthy Venkataraman Subramaniam")
    model.show_found(1, [long_name])
    qtbot.wait(10)
    assert [header.sectionSize(column) for column in range(header.count())] == widths
    assert model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole) == long_name.clerk  # whole
