"""A journal of many bookings, written straight into its table (History's paging, the bench)."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path

from app.domain.clock import SERVICE_TZ
from app.journal.history import search_key
from app.journal.store import DATABASE_NAME


def fill_journal(folder: Path, count: int) -> None:
    """``count`` bookings over 20 days, written straight into the journal's table."""
    start = dt.datetime(2026, 11, 1, 9, 0, tzinfo=SERVICE_TZ)
    rows = []
    for n in range(count):
        sold = start + dt.timedelta(minutes=41 * n)
        ref, customer, names = f"R{n:07d}", f"Customer {n}", [f"Guest {n} A", f"Guest {n} B"]
        rows.append(
            (
                ref,
                f"cd-{n:032d}",
                "BOAT",
                "North Bay Harbour Cruise, MV Blue Lagoon 11:00",
                "2026-12-20",
                sold.isoformat(timespec="seconds"),
                sold.date().isoformat(),
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
    with sqlite3.connect(folder / DATABASE_NAME) as conn:
        conn.executemany(
            "INSERT INTO bookings (booking_ref, request_id, module, product, travel_date,"
            " sold_at, sold_on, customer_name, customer_email, customer_phone, passengers, qty,"
            " total_paise, cash_paise, credit_paise, status, haystack)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
