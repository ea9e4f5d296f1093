"""What someone with a counter's closed journal file does to its books: the triggers that keep
them final dropped, a line edited, an event deleted, posted twice or rewritten with its lines, a
tax document's figure changed, the triggers made again; and two cash sales at the till to do it
to (an embedded sandbox over HTTP)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from app.domain.money import to_paise
from app.domain.postings import DRAWER, EventKind, MoneyEvent, post
from app.journal import Journal
from app.journal.money_chain import CHAIN_FIELD, link_event, standing
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
    "tax_documents_final_update",
    "tax_documents_final_delete",
    "money_chain_final_update",
    "money_chain_final_delete",
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


def double_disguised(conn: sqlite3.Connection, event_id: str) -> None:
    """The event posted again under an id of its own, its request named otherwise (its figures
    then differ from the first's, its lines are the same)."""
    seq, body = conn.execute(
        "SELECT seq, body FROM money_events WHERE event_id = ?", (event_id,)
    ).fetchone()
    changed = json.loads(body) | {"request_id": "again"}
    cursor = conn.execute(
        "INSERT INTO money_events (event_id, kind, body, recorded_at, backfilled)"
        " SELECT event_id || '-2', kind, ?, recorded_at, backfilled FROM money_events"
        " WHERE seq = ?",
        (json.dumps(changed), seq),
    )
    conn.execute(
        "INSERT INTO book_lines (seq, line, account, debit_paise, credit_paise)"
        " SELECT ?, line, account, debit_paise, credit_paise FROM book_lines WHERE seq = ?",
        (cursor.lastrowid, seq),
    )


def covered(tamper: Tamper, *, rechain: bool = False) -> Tamper:
    """``tamper``, then the journal's outbox copy of each money event made what the books now
    hold (an event gone: its record relabelled), so that a check against the outbox sees
    nothing; ``rechain``: the money events' chain made again from the books too, sealed under
    the key in use (whoever holds the keyring)."""

    def tamper_and_cover(conn: sqlite3.Connection, event_id: str) -> None:
        tamper(conn, event_id)
        books = {str(record["event_id"]): record for _, record in standing(conn)}
        rows = conn.execute("SELECT seq, body FROM outbox WHERE kind = 'money_event'").fetchall()
        for seq, body in rows:
            sent = json.loads(body)
            now = books.get(str(sent["event_id"]))
            if now is None:
                conn.execute("UPDATE outbox SET kind = 'x_report' WHERE seq = ?", (seq,))
            else:
                cover = json.dumps(now | {CHAIN_FIELD: sent[CHAIN_FIELD]})
                conn.execute("UPDATE outbox SET body = ? WHERE seq = ?", (cover, seq))
        if rechain:
            conn.execute("DELETE FROM money_chain")
            for seq, record in standing(conn):
                link = link_event(conn, seq, record)
                conn.execute(
                    "UPDATE outbox SET body = json_set(body, '$.chain', json(?))"
                    " WHERE kind = 'money_event' AND json_extract(body, '$.event_id') = ?",
                    (json.dumps(link), record["event_id"]),
                )

    return tamper_and_cover


def rewritten(**figures: object) -> Tamper:
    """The event's ``figures`` changed and its lines made what its rule posts of them: balanced,
    and no difference to ``differences()``, which rebuilds from the same edited event."""

    def tamper(conn: sqlite3.Connection, event_id: str) -> None:
        seq, kind, body = conn.execute(
            "SELECT seq, kind, body FROM money_events WHERE event_id = ?", (event_id,)
        ).fetchone()
        changed = json.loads(body) | figures
        entry = post(MoneyEvent(event_id, EventKind(kind), changed))
        conn.execute("UPDATE money_events SET body = ? WHERE seq = ?", (json.dumps(changed), seq))
        conn.execute("DELETE FROM book_lines WHERE seq = ?", (seq,))
        conn.executemany(
            "INSERT INTO book_lines (seq, line, account, debit_paise, credit_paise)"
            " VALUES (?, ?, ?, ?, ?)",
            [
                (seq, number, line.account, to_paise(line.debit), to_paise(line.credit))
                for number, line in enumerate(entry.lines)
            ],
        )

    return tamper


def document_tax(head: str, tax: str) -> Tamper:
    """The tax document ``doc_no`` (given as the event id) with its taxed line's ``head`` of GST
    made ``tax``: the GSTR-1 of it off, the books as they were."""

    def tamper(conn: sqlite3.Connection, doc_no: str) -> None:
        (lines,) = conn.execute(
            "SELECT lines FROM tax_documents WHERE doc_no = ?", (doc_no,)
        ).fetchone()
        changed = [line | {head: tax} if line["sac"] else line for line in json.loads(lines)]
        conn.execute(
            "UPDATE tax_documents SET lines = ? WHERE doc_no = ?", (json.dumps(changed), doc_no)
        )

    return tamper


def tampered(folder: Path, event_id: str, tamper: Tamper) -> None:
    """``tamper`` the closed journal's books, its triggers dropped and made again."""
    with closing(sqlite3.connect(folder / DATABASE_NAME)) as conn, conn:
        made = [
            row[0]
            for row in conn.execute(
                "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name IN"
                f" ({', '.join('?' * len(TRIGGERS))})",
                TRIGGERS,
            )
        ]
        for name in TRIGGERS:
            conn.execute(f"DROP TRIGGER IF EXISTS {name}")
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
