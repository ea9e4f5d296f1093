"""What someone with a counter's closed journal file does to its books: the triggers that keep
them final dropped, a line edited, an event deleted or posted twice, the triggers made again;
and two cash sales at the till to do it to (an embedded sandbox over HTTP)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from app.domain.postings import DRAWER
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from tests.booking.checkout_sales import Clerk
from tests.booking.sales import activity_choice, with_customer
from tests.books.day_machine import paid
from tests.sandbox.helpers import SCUBA
from tests.service import client_for

TRIGGERS = (
    "money_events_final_update",
    "money_events_final_delete",
    "book_lines_final_update",
    "book_lines_final_delete",
)
Tamper = Callable[[sqlite3.Connection, str], None]


def lower_drawer(other_side: bool) -> Tamper:
    """The event's drawer line lowered by 50.00; ``other_side``: its largest credit too."""

    def tamper(conn: sqlite3.Connection, event_id: str) -> None:
        (seq,) = conn.execute(
            "SELECT seq FROM money_events WHERE event_id = ?", (event_id,)
        ).fetchone()
        conn.execute(
            "UPDATE book_lines SET debit_paise = debit_paise - 5000 WHERE seq = ? AND account = ?",
            (seq, DRAWER),
        )
        if other_side:
            conn.execute(
                "UPDATE book_lines SET credit_paise = credit_paise - 5000 WHERE seq = ? AND"
                " line = (SELECT line FROM book_lines WHERE seq = ? ORDER BY credit_paise DESC"
                " LIMIT 1)",
                (seq, seq),
            )

    return tamper


def delete_event(conn: sqlite3.Connection, event_id: str) -> None:
    """The event and its lines deleted."""
    (seq,) = conn.execute("SELECT seq FROM money_events WHERE event_id = ?", (event_id,)).fetchone()
    conn.execute("DELETE FROM book_lines WHERE seq = ?", (seq,))
    conn.execute("DELETE FROM money_events WHERE seq = ?", (seq,))


def double_event(conn: sqlite3.Connection, event_id: str) -> None:
    """The event posted again under an id of its own, with its lines."""
    (seq,) = conn.execute("SELECT seq FROM money_events WHERE event_id = ?", (event_id,)).fetchone()
    cursor = conn.execute(
        "INSERT INTO money_events (event_id, kind, body, recorded_at, backfilled)"
        " SELECT event_id || '-2', kind, body, recorded_at, backfilled FROM money_events"
        " WHERE seq = ?",
        (seq,),
    )
    conn.execute(
        "INSERT INTO book_lines (seq, line, account, debit_paise, credit_paise)"
        " SELECT ?, line, account, debit_paise, credit_paise FROM book_lines WHERE seq = ?",
        (cursor.lastrowid, seq),
    )


def tampered(folder: Path, event_id: str, tamper: Tamper) -> None:
    """``tamper`` the closed journal's books, its triggers dropped and made again."""
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn, conn:
        made = [
            row[0]
            for row in conn.execute(
                "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name IN (?, ?, ?, ?)",
                TRIGGERS,
            )
        ]
        for name in TRIGGERS:
            conn.execute(f"DROP TRIGGER {name}")
        tamper(conn, event_id)
        for statement in made:
            conn.execute(statement)


async def two_cash_sales(sandbox: EmbeddedSandbox, folder: Path) -> list[tuple[str, str]]:
    """Two Scuba sales paid in cash at the till; each one's (event id, booking)."""
    sold = []
    with Journal(folder) as journal:
        clerk = Clerk(sandbox, journal)
        async with client_for(sandbox, sandbox.demo_key) as client:
            for number in (1, 2):
                choice = activity_choice(sandbox, SCUBA, 0)
                checkout = clerk.checkout(choice, client)
                with_customer(checkout.flow).set_qty(1)
                price = (await checkout.review()).price
                assert checkout.pay(paid("cash", price.total, number)) == {}
                result = await checkout.confirm()
                assert result is not None
                sold.append((f"sale:{result.request_id}", result.booking_ref))
    return sold
