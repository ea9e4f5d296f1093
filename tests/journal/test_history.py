"""The counter's history: search, day filter, pages, per-day totals, CSV, and 10,000 rows."""

from __future__ import annotations

import csv
import datetime as dt
import io
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from app.counter.services.history import read_search
from app.journal import Journal, write_csv
from app.journal.export import HEADER, PROGRESS_EVERY
from app.journal.schema import DRAFTS_SCHEMA, SCHEMA, connect
from app.journal.store import DATABASE_NAME
from app.journal.till_schema import TILL_SCHEMA
from app.journal.watch_due import DUE, ON_TRIP
from tests.journal.entries import SALE_TIME, Clock, boat_request, record_sale

DAY_1 = SALE_TIME
DAY_2 = SALE_TIME + dt.timedelta(days=1)


@pytest.fixture
def sales(journal: Journal, clock: Clock) -> list[str]:
    """Three bookings over two days; returns their refs in order of sale."""
    refs = [
        record_sale(
            journal,
            boat_request("cd-1", "Ravi Kumar", "Priya Menon", customer_name="Asha Rao"),
            cash=1000.0,
            credit=0.0,
        ).booking_ref
    ]
    clock.now = DAY_1 + dt.timedelta(hours=2)
    refs.append(
        record_sale(
            journal,
            boat_request("cd-2", "Kiran 100%_sure", customer_name="Dev Patel"),
            cash=500.0,
            credit=250.5,
        ).booking_ref
    )
    clock.now = DAY_2
    refs.append(
        record_sale(
            journal, boat_request("cd-3", customer_name="=HYPERLINK(1)"), cash=0.0, credit=99.99
        ).booking_ref
    )
    return refs


def refs_of(journal: Journal, text: str = "", day: dt.date | None = None) -> list[str]:
    return [row.booking_ref for row in journal.history.page(text, day)]


def test_search_finds_a_booking_by_its_second_passengers_name(
    journal: Journal, sales: list[str]
) -> None:
    assert refs_of(journal, "priya menon") == [sales[0]]
    assert refs_of(journal, "MENON") == [sales[0]]


@pytest.mark.parametrize(
    ("text", "which"),
    [
        ("", [2, 1, 0]),
        ("asha", [0]),
        ("dev pat", [1]),
        ("tom baker", [2, 1, 0]),  # the first passenger of every sale
        ("100%_", [1]),
        ("%", [1]),
        ("_", [1]),
        ("nobody", []),
    ],
)
def test_search_matches_ref_customer_and_any_passenger(
    journal: Journal, sales: list[str], text: str, which: list[int]
) -> None:
    assert refs_of(journal, text) == [sales[i] for i in which]


def test_search_matches_part_of_a_booking_ref(journal: Journal, sales: list[str]) -> None:
    assert refs_of(journal, sales[1][-4:].lower()) == [sales[1]]


def test_filter_by_day_of_sale(journal: Journal, sales: list[str]) -> None:
    assert refs_of(journal, day=DAY_1.date()) == [sales[1], sales[0]]
    assert refs_of(journal, day=DAY_2.date()) == [sales[2]]
    assert refs_of(journal, "asha", DAY_2.date()) == []
    assert journal.history.count(day=DAY_1.date()) == 2


def test_per_day_totals(journal: Journal, sales: list[str]) -> None:
    # The bookings counted by the journal, their money read from the books by History's service.
    totals = read_search(journal.folder / DATABASE_NAME, "", None, 10).days

    assert [
        (t.day, t.bookings, t.total_debited, t.deducted_from_cash, t.deducted_from_credit)
        for t in totals
    ] == [
        (DAY_2.date(), 1, Decimal("99.99"), Decimal("0.00"), Decimal("99.99")),
        (DAY_1.date(), 2, Decimal("1750.50"), Decimal("1500.00"), Decimal("250.50")),
    ]
    assert totals[1].wallet_net == Decimal("1750.50")
    assert [t.bookings for t in journal.history.day_totals("dev")] == [1]


def test_pages_are_newest_first(journal: Journal, sales: list[str]) -> None:
    history = journal.history

    assert [r.booking_ref for r in history.page(limit=2)] == [sales[2], sales[1]]
    assert [r.booking_ref for r in history.page(offset=2, limit=2)] == [sales[0]]
    assert history.page(offset=3) == []


def test_csv_has_the_header_and_one_row_per_booking(journal: Journal, sales: list[str]) -> None:
    out = io.StringIO(newline="")

    count = write_csv(journal.history.rows(), out)

    rows = list(csv.reader(io.StringIO(out.getvalue(), newline="")))
    assert count == 3
    assert rows[0] == list(HEADER)
    assert [r[1] for r in rows[1:]] == [sales[2], sales[1], sales[0]]
    first = dict(zip(HEADER, rows[3], strict=True))
    assert first == {
        "Sold at": "2026-12-01T10:00:00+05:30",
        "Booking ref": sales[0],
        "Module": "BOAT",
        "Product": "Harbour cruise, MV Sea Link 09:00",
        "Travel date": "2026-12-02",
        "Customer": "Asha Rao",
        "Phone": "919876543210",
        "E-mail": "asha.rao@example.in",
        "Passengers": "Tom Baker; Ravi Kumar; Priya Menon",
        "Qty": "3",
        "Customer paid": "",  # journalled without the till: no customer's payment to tell
        "Paid by": "",
        "Wallet charged": "1000.00",
        "Wallet from balance": "1000.00",
        "Wallet on credit": "0.00",
        "Wallet refunded": "0.00",
        "Status": "Confirmed",
        "Request id": "cd-1",
        "Transfer reference": "",
    }
    # A name typed as a formula is written inert.
    assert dict(zip(HEADER, rows[1], strict=True))["Customer"] == "'=HYPERLINK(1)"


def test_csv_of_a_filter_has_only_its_rows(journal: Journal, sales: list[str]) -> None:
    out = io.StringIO(newline="")

    assert write_csv(journal.history.rows(day=DAY_2.date()), out) == 1
    assert len(out.getvalue().splitlines()) == 2


ROWS = 10_000


def _fill(journal: Journal) -> None:
    """Copy the one journalled booking into 10,000, over 300 days of sales."""
    conn = sqlite3.connect(journal.folder / "journal.db")
    with conn:
        conn.execute(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)"
            " INSERT INTO bookings (booking_ref, request_id, module, product, travel_date,"
            " sold_at, sold_on, customer_name, customer_email, customer_phone, passengers, qty,"
            " total_paise, cash_paise, credit_paise, status, haystack)"
            " SELECT printf('R%07d', i), printf('cd-bulk-%d', i), module, product, travel_date,"
            " date('2026-01-01', '+' || (i % 300) || ' days') || printf('T%02d:00:00+05:30',"
            " i % 24), date('2026-01-01', '+' || (i % 300) || ' days'), 'Customer ' || i,"
            " customer_email, customer_phone, json_array('Pax ' || i, 'Second ' || i), 2,"
            " 100 * i, 100 * i, 0, status, lower(printf('R%07d', i) || char(10) || 'customer '"
            " || i || char(10) || 'pax ' || i || char(10) || 'second ' || i)"
            " FROM n, bookings WHERE bookings.booking_id = 1",
            (ROWS - 1,),
        )
    conn.close()


def test_ten_thousand_rows_load_in_pages(journal: Journal) -> None:
    record_sale(journal, boat_request("cd-0", "Ravi Kumar"))
    _fill(journal)
    history = journal.history

    # Speed is held by the indexes (next test) and measured by `make bench`, not timed here.
    assert history.count() == ROWS
    first = history.page()
    last = history.page(offset=ROWS - 50, limit=100)
    found = history.page("second 4321")
    day = history.page(day=dt.date(2026, 3, 1))
    totals = history.day_totals()

    assert len(first) == 200 and len(last) == 50
    assert [r.booking_ref for r in found] == ["R0004321"]
    assert {r.sold_at.date() for r in day} == {dt.date(2026, 3, 1)}
    assert sum(t.bookings for t in totals) == ROWS


@pytest.mark.parametrize(
    ("sql", "index"),
    [
        ("SELECT * FROM bookings ORDER BY sold_at DESC, booking_id DESC LIMIT 200", "by_time"),
        (
            "SELECT * FROM bookings WHERE sold_on = '2026-03-01'"
            " ORDER BY sold_at DESC, booking_id DESC LIMIT 200",
            "by_day",
        ),
    ],
)
def test_pages_read_through_an_index(journal: Journal, sql: str, index: str) -> None:
    conn = sqlite3.connect(journal.folder / "journal.db")
    plan = " ".join(str(row[3]) for row in conn.execute(f"EXPLAIN QUERY PLAN {sql}"))
    conn.close()

    assert f"bookings_{index}" in plan
    assert "TEMP B-TREE" not in plan


def test_a_watch_round_reads_the_bookings_due_and_a_trips_through_indexes(
    journal: Journal,
) -> None:
    # Each round of the disruption watcher reads the bookings due by their next look, and a
    # departure found cancelled its other bookings: neither by reading a year's bookings.
    conn = sqlite3.connect(journal.folder / "journal.db")
    due = " ".join(str(row[3]) for row in conn.execute(f"EXPLAIN QUERY PLAN {DUE}", (0, "C")))
    trip = ("2026-03-01", "BOAT", "North Bay", "Cancelled")
    on_trip = " ".join(str(row[3]) for row in conn.execute(f"EXPLAIN QUERY PLAN {ON_TRIP}", trip))
    conn.close()

    # The rows due are searched by their time; only those are then put in order.
    assert "SEARCH q USING INDEX watch_due_by_time" in due
    assert "SCAN" not in due
    assert "bookings_by_travel_date" in on_trip
    assert "SCAN b" not in on_trip


def test_csv_reports_its_progress_every_thousand_bookings(
    journal: Journal, sales: list[str]
) -> None:
    rows = list(journal.history.rows()) * 1_001  # 3,003 bookings
    reported: list[int] = []

    count = write_csv(rows, io.StringIO(newline=""), reported.append)

    assert count == 3_003
    assert reported == [PROGRESS_EVERY, 2 * PROGRESS_EVERY, 3 * PROGRESS_EVERY]


def test_a_days_cancellations_are_read_through_an_index(journal: Journal) -> None:
    conn = sqlite3.connect(journal.folder / "journal.db")
    plan = " ".join(
        str(row[3])
        for row in conn.execute(
            "EXPLAIN QUERY PLAN SELECT * FROM requests AS r WHERE r.endpoint = 'cancel_booking'"
            " AND r.state = 'done' AND substr(r.updated_at, 1, 10) = '2026-03-01'"
        )
    )
    conn.close()

    assert "requests_settled_by_day" in plan


def test_a_version_2_journal_gains_the_cancellations_index(tmp_path: Path) -> None:
    old = sqlite3.connect(tmp_path / "journal.db")
    old.executescript(SCHEMA + TILL_SCHEMA + DRAFTS_SCHEMA + "PRAGMA user_version=2;")
    old.close()

    conn = connect(tmp_path / "journal.db")
    found = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'requests_settled_by_day'"
    ).fetchone()
    conn.close()

    assert found is not None
