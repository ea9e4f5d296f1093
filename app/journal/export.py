"""The counter's bookings as CSV: one row per booking, for a spreadsheet or the accounts."""

from __future__ import annotations

import csv
import datetime as dt
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TextIO

from app.domain.spreadsheet_text import FORMULA_STARTS, csv_field
from app.domain.tenders import TENDERS
from app.journal.history import NEWEST_FIRST, search_clause
from app.records.bookings import BookingRow

HEADER = (
    "Sold at",
    "Booking ref",
    "Module",
    "Product",
    "Travel date",
    "Customer",
    "Phone",
    "E-mail",
    "Passengers",
    "Qty",
    # The customer's side at this till, then the wallet's: never one unnamed total.
    "Customer paid",
    "Paid by",
    "Wallet charged",
    "Wallet from balance",
    "Wallet on credit",
    "Wallet refunded",
    "Status",
    "Request id",
    "Transfer reference",
)
# How many bookings are written between two progress reports.
PROGRESS_EVERY = 1_000


def csv_row(row: BookingRow, transfer_reference: str = "") -> list[str]:
    """The cells of one booking, in ``HEADER`` order (``transfer_reference``: the references of
    its UPI or bank transfer parts, as the clerk typed them); text typed or received as
    ``csv_field`` writes it, amounts as they are."""
    return [
        row.sold_at.isoformat(timespec="seconds"),
        csv_field(row.booking_ref),
        row.module.value,
        csv_field(row.product),
        row.travel_date.isoformat(),
        csv_field(row.customer_name),
        csv_field(row.customer_phone),
        csv_field(row.customer_email),
        csv_field("; ".join(row.passengers)),
        str(row.qty),
        _paid(row),
        "+".join(kind.code for kind in row.paid_by),
        str(row.total_debited),
        str(row.deducted_from_cash),
        str(row.deducted_from_credit),
        str(row.total_refunded),
        csv_field(row.status),
        csv_field(row.request_id),
        csv_field(transfer_reference),
    ]


def _paid(row: BookingRow) -> str:
    """The "Customer paid" cell: what the tenders took by the books (``paid``, as History's
    rows read it) or, before that is read, the till's price; '' when nothing was taken here."""
    paid = row.price if row.paid is None else row.paid
    return "" if paid is None else str(paid)


def write_csv(
    rows: Iterable[BookingRow],
    out: TextIO,
    on_progress: Callable[[int], object] | None = None,
    transfer_references: Mapping[str, str] | None = None,
) -> int:
    """Write the header and one line per booking to ``out``; returns how many bookings.

    Open ``out`` with ``newline=""`` (the csv module writes its own line ends). ``on_progress``
    is told how many bookings are written so far, every ``PROGRESS_EVERY``. ``transfer_references``:
    the references of the sales' UPI or bank transfer parts, by request id.
    """
    writer = csv.writer(out)
    writer.writerow(HEADER)
    count = 0
    for row in rows:
        writer.writerow(csv_row(row, (transfer_references or {}).get(row.request_id, "")))
        count += 1
        if on_progress is not None and count % PROGRESS_EVERY == 0:
            on_progress(count)
    return count


# --- the same lines, made by SQLite ------------------------------------------------------------
#
# A worker that formats 100,000 bookings in Python holds the interpreter lock for seconds, and
# the UI thread waits for it each time it enters Python (up to the 5 ms switch interval each
# time): the export stalled the screen though the UI thread had little to do, and the objects
# made for each row set off collections. Here SQLite makes each line, with the lock released
# while it steps, and Python only writes them a chunk at a time: what ``csv_row`` and
# ``csv.writer`` make, character for character.


def _cell(sql: str) -> str:
    """The CSV cell of the text ``sql``, quoted as ``csv.QUOTE_MINIMAL`` quotes it (a comma, a
    double quote or a line end inside), its double quotes doubled."""
    return (
        "(SELECT CASE WHEN instr(v, ',') OR instr(v, '\"') OR instr(v, char(13))"
        " OR instr(v, char(10)) THEN '\"' || replace(v, '\"', '\"\"') || '\"' ELSE v END"
        f" FROM (SELECT CAST({sql} AS TEXT) AS v))"
    )


def _inert(sql: str) -> str:
    """``csv_field`` of the text ``sql``."""
    starts = ", ".join(f"char({ord(start)})" for start in FORMULA_STARTS)
    return (
        f"(SELECT CASE WHEN substr(t, 1, 1) IN ({starts}) THEN '''' || t ELSE t END"
        f" FROM (SELECT {sql} AS t))"
    )


def _money(sql: str) -> str:
    """``str(from_paise(paise))`` of the whole paise ``sql``: ``1180.00``, ``-0.50``."""
    return (
        "(SELECT CASE WHEN p < 0 THEN '-' ELSE '' END || (abs(p) / 100) || '.'"
        f" || substr('0' || (abs(p) % 100), -2) FROM (SELECT {sql} AS p))"
    )


def _joined(column: str, separator: str, condition: str = "") -> str:
    """``column`` of the booking's tenders in order, joined by ``separator`` ('' for none)."""
    return (
        f"coalesce((SELECT group_concat({column}, '{separator}') FROM (SELECT {column}"
        " FROM till_tenders WHERE till_tenders.request_id = bookings.request_id"
        f"{condition} ORDER BY position)), '')"
    )


# The tenders whose reference is a transfer's (unique per agency): the export's last column.
_TRANSFERS = ", ".join(f"'{kind.code}'" for kind in TENDERS if kind.unique_reference)
_PASSENGERS = (
    "coalesce((SELECT group_concat(value, '; ') FROM (SELECT value"
    " FROM json_each(bookings.passengers) ORDER BY key)), '')"
)


def _line(paid: str) -> str:
    """The SQL of a booking's line, its "Customer paid" the paise ``paid`` (SQL over the row of
    ``bookings``) say."""
    cells = (
        _cell("sold_at"),
        _cell(_inert("booking_ref")),
        _cell("module"),
        _cell(_inert("product")),
        _cell("travel_date"),
        _cell(_inert("customer_name")),
        _cell(_inert("customer_phone")),
        _cell(_inert("customer_email")),
        _cell(_inert(_PASSENGERS)),
        _cell("qty"),
        f"(SELECT CASE WHEN paid IS NULL THEN '' ELSE {_money('paid')} END"
        f" FROM (SELECT {paid} AS paid))",
        _cell(_joined("mode", "+")),
        _money("total_paise"),
        _money("cash_paise"),
        _money("credit_paise"),
        _money("refunded_paise"),
        _cell(_inert("status")),
        _cell(_inert("request_id")),
        _cell(_inert(_joined("reference", "; ", f" AND mode IN ({_TRANSFERS})"))),
    )
    return " || ',' || ".join(cells) + " || char(13) || char(10)"


def csv_lines(
    conn: sqlite3.Connection,
    paid: str,
    text: str = "",
    day: dt.date | None = None,
    chunk: int = 1_000,
) -> Iterator[list[str]]:
    """The lines (``csv_row`` of each booking, with its line end) of the bookings matching
    ``text`` and ``day``, newest first, ``chunk`` at a time; SQLite makes them. ``paid``: the
    SQL of what a booking's customer paid, the books' (``app.books.queries.PAID_OF_BOOKING``:
    the journal reads no figure of its own, and may not import the books)."""
    clause, params = search_clause(text, day)
    cursor = conn.execute(f"SELECT {_line(paid)} FROM bookings{clause} {NEWEST_FIRST}", params)
    while rows := cursor.fetchmany(chunk):
        yield [line for (line,) in rows]


def write_csv_lines(
    chunks: Iterable[list[str]],
    out: TextIO,
    on_progress: Callable[[int], object] | None = None,
) -> int:
    """Write the header, then the lines of ``chunks`` (``csv_lines``), to ``out``; how many.

    Open ``out`` with ``newline=""``. ``on_progress`` is told how many are written so far, as
    ``write_csv`` tells it: each time a multiple of ``PROGRESS_EVERY`` is reached."""
    csv.writer(out).writerow(HEADER)
    count = 0
    for lines in chunks:
        out.write("".join(lines))
        before, count = count, count + len(lines)
        if on_progress is not None and count // PROGRESS_EVERY > before // PROGRESS_EVERY:
            on_progress(count - count % PROGRESS_EVERY)
    return count
