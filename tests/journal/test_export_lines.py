"""The CSV export's lines made by SQLite (``csv_lines``) are those ``csv_row`` and the csv module
make of every booking, character for character, whatever the text typed into them."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path

from app.books.queries import PAID_OF_BOOKING, with_paid
from app.counter.services.history import export_csv
from app.journal import Journal, write_csv
from app.journal.export import PROGRESS_EVERY, csv_lines, write_csv_lines
from app.journal.till import transfer_references
from tests.ui.helpers.history import fill_journal

# Text a clerk or a customer may type: a comma, quotes, line ends, a formula's start, a tab,
# letters beyond ASCII.
AWKWARD = [
    'Rao, "Asha"',
    '=HYPERLINK("http://x")',
    "+91 98765",
    "-minus",
    "@home",
    "\tTabbed",
    "\rreturn",
    "two\nlines",
    "Müller Zoë स्थिति",
    "",
    " leading space",
    "semi; colon",
]


def _awkward_journal(folder: Path) -> None:
    """A journal of bookings whose text is awkward, some paid at the till (cash, UPI or both,
    a refund, a negative and a zero amount)."""
    Journal(folder).close()  # its tables
    fill_journal(folder, len(AWKWARD) * 3)
    conn = sqlite3.connect(folder / "journal.db")
    with conn:
        for n, (booking_id, request_id) in enumerate(
            conn.execute("SELECT booking_id, request_id FROM bookings ORDER BY booking_id")
        ):
            text = AWKWARD[n % len(AWKWARD)]
            other = AWKWARD[(n + 5) % len(AWKWARD)]
            conn.execute(
                "UPDATE bookings SET product = ?, customer_name = ?, customer_phone = ?,"
                " customer_email = ?, passengers = ?, total_paise = ?, refunded_paise = ?,"
                " status = ? WHERE booking_id = ?",
                (
                    text,
                    other,
                    text,
                    other,
                    json.dumps([text, other] if n % 4 else []),
                    [150_000, 5, 0, -50, 123_456_789][n % 5],
                    [0, 1_180, 99][n % 3],
                    ["Confirmed", "Cancelled", "Part-cancelled"][n % 3],
                    booking_id,
                ),
            )
            if n % 3 == 0:
                continue
            conn.execute(
                "INSERT INTO till_sales (request_id, counter, clerk, state, price, total_paise,"
                " gst_paise, change_paise, trip, departs, terms, recorded_at)"
                " VALUES (?, 'PB1', 'Asha', ?, '{}', ?, 0, 0, '', '', '', '')",
                (request_id, "taken" if n % 7 else "returned", 2_360_00 + n),
            )
            tenders = [("Cash", "")] if n % 3 == 1 else [("UPI", text), ("Cash", ""), ("UPI", "7")]
            for position, (mode, reference) in enumerate(tenders):
                conn.execute(
                    "INSERT INTO till_tenders (request_id, position, mode, amount_paise,"
                    " reference) VALUES (?, ?, ?, 100, ?)",
                    (request_id, position, mode, reference),
                )
    conn.close()


def _python_csv(journal: Journal, text: str = "") -> str:
    out = io.StringIO(newline="")
    with sqlite3.connect(journal.folder / "journal.db") as conn:
        references = transfer_references(conn)
        rows = with_paid(conn, list(journal.history.rows(text)))
    write_csv(rows, out, transfer_references=references)
    return out.getvalue()


def _sql_csv(folder: Path, text: str = "") -> str:
    out = io.StringIO(newline="")
    conn = sqlite3.connect(folder / "journal.db")
    try:
        write_csv_lines(csv_lines(conn, PAID_OF_BOOKING, text, chunk=7), out)
    finally:
        conn.close()
    return out.getvalue()


def test_sqlite_makes_the_lines_the_csv_module_makes(tmp_path: Path) -> None:
    _awkward_journal(tmp_path)
    with Journal(tmp_path) as journal:
        for text in ("", "guest 1", "nobody"):
            assert _sql_csv(tmp_path, text) == _python_csv(journal, text)


def test_the_export_writes_every_booking_with_its_progress(tmp_path: Path) -> None:
    count = PROGRESS_EVERY * 2 + 500
    Journal(tmp_path).close()
    fill_journal(tmp_path, count, with_requests=True)
    reported: list[tuple[int, int]] = []

    written = export_csv(
        tmp_path / "journal.db", tmp_path / "all.csv", "", None, lambda *at: reported.append(at)
    )

    lines = (tmp_path / "all.csv").read_text(encoding="utf-8-sig").splitlines()
    assert written == count == len(lines) - 1
    assert {line.split(",")[1] for line in lines[1:]} == {f"R{n:07d}" for n in range(count)}
    assert reported == [(0, count), (PROGRESS_EVERY, count), (2 * PROGRESS_EVERY, count)]
