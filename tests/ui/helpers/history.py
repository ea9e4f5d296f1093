"""A journal of many bookings, written straight into its tables (History's paging, the bench),
and the detail History shows of a booking chosen."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from app.domain.clock import SERVICE_TZ
from app.journal.history import search_key
from app.journal.store import DATABASE_NAME

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from app.ui.screens.history import HistoryScreen


def history_shown(screen: HistoryScreen, total: int) -> bool:
    """Whether History shows a search of ``total`` bookings: the list and the day totals."""
    days = sum(day.bookings for day in screen.days.totals)
    return bool(screen.model.total == total and days == total)


START = dt.datetime(2026, 11, 1, 9, 0, tzinfo=SERVICE_TZ)
# One booking every 5 minutes 15 seconds: 100,000 bookings fill a year.
YEAR_SPACING = dt.timedelta(minutes=5, seconds=15)
# Every CANCEL_EVERY-th booking of a year's journal has a settled cancellation of one seat.
CANCEL_EVERY = 40


def fill_journal(
    folder: Path,
    count: int,
    spacing: dt.timedelta = dt.timedelta(minutes=41),
    *,
    start: dt.datetime = START,
    with_requests: bool = False,
) -> None:
    """``count`` bookings ``spacing`` apart from ``start``, written straight into the journal's
    table; ``with_requests`` also writes each booking's settled request, as a counter's journal
    has them, and a settled one-seat cancellation of every ``CANCEL_EVERY``-th booking."""
    bookings: list[tuple[object, ...]] = []
    requests: list[tuple[object, ...]] = []
    for n in range(count):
        sold = (start + spacing * n).isoformat(timespec="seconds")
        ref, customer, names = f"R{n:07d}", f"Customer {n}", [f"Guest {n} A", f"Guest {n} B"]
        request_id = f"cd-{n:032d}"
        bookings.append(
            (
                ref,
                request_id,
                "BOAT",
                "North Bay Harbour Cruise, MV Blue Lagoon 11:00",
                "2026-12-20",
                sold,
                sold[:10],
                customer,
                "guest@example.in",
                "9876543210",
                json.dumps(names),
                2,
                150_000,
                150_000,
                0,
                "Confirmed",
                search_key(ref, customer, *names),
            )
        )
        requests.append((request_id, "create_booking", "{}", sold, ref, 150_000, None))
        if n % CANCEL_EVERY == 0:
            body = json.dumps({"booking_ref": ref, "qty": 1})
            requests.append((f"cx-{n:032d}", "cancel_booking", body, sold, ref, 75_000, "RF-1"))
    with sqlite3.connect(folder / DATABASE_NAME) as conn:
        conn.executemany(
            "INSERT INTO bookings (booking_ref, request_id, module, product, travel_date,"
            " sold_at, sold_on, customer_name, customer_email, customer_phone, passengers, qty,"
            " total_paise, cash_paise, credit_paise, status, haystack)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            bookings,
        )
        if with_requests:
            conn.executemany(
                "INSERT INTO requests (request_id, endpoint, module, body, state, created_at,"
                " updated_at, booking_ref, amount_paise, refund_reference)"
                " VALUES (?, ?, 'BOAT', ?, 'done', ?4, ?4, ?, ?, ?)",
                requests,
            )


def chosen_detail(qtbot: QtBot, history: HistoryScreen, row: int) -> str:
    """The detail History shows once the booking at ``row`` of its list is chosen and told
    (the loop turn after the choice)."""
    history.table.setCurrentIndex(history.model.index(row, 0))
    qtbot.waitUntil(lambda: not history.detail_pending)
    return history.detail_label.text()
