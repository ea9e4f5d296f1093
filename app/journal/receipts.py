"""The counter's document numbers: one gapless series of sale numbers per counter and financial
year (the receipt's number, and the tax invoice's when the agency is registered: one number per
sale), a series of credit-note numbers beside it, both taken inside the transaction that records
the sale or the refund, and resumed under a recovery series after a recovery that lost numbers.

Every number is at most 16 characters (rule 46(b)) whatever the counter code (1 to 6 capitals or
digits) and the recovery series: the code, "/", the financial year's first two digits, a mark
("/", or the recovery series' letter) and six more characters: the serial (``PB1/26/000123``), or
"C" and the credit note's serial (``PB1/26/C00012``); under recovery series A ``PB1/26A000124``
and ``PB1/26AC00013``. Numbers printed before this format (``PB1/2026-27/000007`` receipts) are
read as their series' too, so the series goes on above them.
"""

from __future__ import annotations

import datetime as dt
import re
import sqlite3
import string
from collections.abc import Iterable
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from app.domain.gst import DocumentKind

# A worker resuming the receipt series waits this long for the screen's write to end.
RESUME_WAIT_S = 2.0


MAX_DOCUMENT_NO = 16
SERIAL_CHARS = 6
CREDIT_TAG = "C"
# A refund slip's serial, in a series of its own beside the credit notes': PB1/26/S00004.
SLIP_TAG = "S"
TAGS = {DocumentKind.CREDIT: CREDIT_TAG, DocumentKind.REFUND_SLIP: SLIP_TAG}


def fiscal_year(day: dt.date) -> str:
    """The Indian financial year (April to March) of ``day``, as ``2026-27``."""
    start = day.year if day.month >= 4 else day.year - 1
    return f"{start}-{(start + 1) % 100:02d}"


class SeriesFull(ValueError):
    """A series has used every serial its width holds in the financial year."""


def document_text(counter: str, year: str, mark: str, kind: DocumentKind, serial: int) -> str:
    """The number ``serial`` of ``counter``'s ``kind`` series in financial year ``year``
    (``2026-27``) under ``mark`` ("/", or a recovery series' letter)."""
    tag = TAGS.get(kind, "")
    width = SERIAL_CHARS - len(tag)
    if serial >= 10**width:
        raise SeriesFull(f"The {kind.value} series of {counter}{mark} for {year} is full.")
    number = f"{counter}/{year[2:4]}{mark}{tag}{serial:0{width}d}"
    if len(number) > MAX_DOCUMENT_NO:
        raise ValueError(f"The counter code {counter!r} is longer than 6 characters.")
    return number


@dataclass(frozen=True, slots=True)
class Numbered:
    """A printed number read back: its series' key, financial year, kind and serial."""

    series: str
    year: str
    kind: DocumentKind
    serial: int


_NUMBER = re.compile(
    r"^(?P<counter>[A-Z0-9]{1,6})/(?P<yy>\d{2})(?P<mark>[/A-Z])(?P<tag>C?)(?P<serial>\d{5,6})$"
)
# Receipts printed before one number served the sale: PB1/2026-27/000007, PB1-R2612011830/...
_OLD_RECEIPT = re.compile(r"^(?P<series>.+)/(?P<year>\d{4}-\d{2})/(?P<serial>\d+)$")


def series_key(counter: str, mark: str) -> str:
    """How the series tables key a counter's series: its code, and "/" and the recovery series'
    letter under one (a counter code has no "/", so no code can be taken for another's)."""
    return counter if mark == "/" else f"{counter}/{mark}"


def read_number(number: str) -> Numbered | None:
    """What series ``number`` belongs to (None: not a number this app prints)."""
    found = _NUMBER.match(number)
    if found is not None and len(found["serial"]) == SERIAL_CHARS - len(found["tag"]):
        start = 2000 + int(found["yy"])
        kind = DocumentKind.CREDIT if found["tag"] else DocumentKind.INVOICE
        return Numbered(
            series_key(found["counter"], found["mark"]),
            f"{start}-{(start + 1) % 100:02d}",
            kind,
            int(found["serial"]),
        )
    old = _OLD_RECEIPT.match(number)
    if old is None:
        return None
    return Numbered(old["series"], old["year"], DocumentKind.INVOICE, int(old["serial"]))


def restart_mark(conn: sqlite3.Connection) -> str:
    """The mark of the series in force: "/", or the recovery series' letter."""
    row = conn.execute("SELECT prefix FROM receipt_restart WHERE only = 1").fetchone()
    if row is None:
        return "/"
    prefix = str(row[0])
    # A recovery before this format kept a longer prefix (-R and a time): its series is R.
    return prefix if len(prefix) == 1 else "R"


def next_restart_letter(numbers: Iterable[str], earlier: str | None) -> str:
    """The letter of a new recovery series: the first after every letter among ``numbers``
    (those read back) and the series in force before (``earlier``)."""
    used = {earlier} if earlier else set()
    for number in numbers:
        found = _NUMBER.match(number)
        if found is not None and found["mark"] != "/":
            used.add(found["mark"])
    letters = string.ascii_uppercase
    highest = max((letters.index(u) for u in used if u in letters), default=-1)
    if highest + 1 >= len(letters):
        raise SeriesFull("Every recovery series letter has been used.")
    return letters[highest + 1]


def allocate_receipt_no(conn: sqlite3.Connection, counter: str, day: dt.date) -> str:
    """The sale's one number: the next of ``counter``'s sale series in ``day``'s financial year,
    e.g. PB1/26/000123 (above any invoice number the series printed before).

    Call it inside the transaction that records the sale: a rolled-back (or killed) transaction
    takes its number with it, so the series has no gaps.
    """
    year = fiscal_year(day)
    mark = restart_mark(conn)
    key = series_key(counter, mark)
    floor = _invoice_floor(conn, key, year)
    row = conn.execute(
        "INSERT INTO receipt_series (counter, fiscal_year, last_no) VALUES (?, ?, ?)"
        " ON CONFLICT (counter, fiscal_year) DO UPDATE SET last_no = MAX(last_no, ?) + 1"
        " RETURNING last_no",
        (key, year, floor + 1, floor),
    ).fetchone()
    return document_text(counter, year, mark, DocumentKind.INVOICE, row[0])


def allocate_credit_no(conn: sqlite3.Connection, counter: str, day: dt.date) -> str:
    """The next credit-note number of ``counter`` in ``day``'s financial year: PB1/26/C00012."""
    return _next_in(
        conn,
        "INSERT INTO tax_series (counter, fiscal_year, kind, last_no) VALUES (?, ?, 'credit', 1)"
        " ON CONFLICT (counter, fiscal_year, kind) DO UPDATE SET last_no = last_no + 1"
        " RETURNING last_no",
        counter,
        day,
        DocumentKind.CREDIT,
    )


def allocate_slip_no(conn: sqlite3.Connection, counter: str, day: dt.date) -> str:
    """The next refund-slip number of ``counter`` in ``day``'s financial year (PB1/26/S00004),
    taken in the refund's transaction as a credit note's is; the credit notes' series does not
    move."""
    return _next_in(
        conn,
        "INSERT INTO slip_series (counter, fiscal_year, last_no) VALUES (?, ?, 1)"
        " ON CONFLICT (counter, fiscal_year) DO UPDATE SET last_no = last_no + 1"
        " RETURNING last_no",
        counter,
        day,
        DocumentKind.REFUND_SLIP,
    )


def _next_in(
    conn: sqlite3.Connection, step: str, counter: str, day: dt.date, kind: DocumentKind
) -> str:
    """The next number of ``counter``'s ``kind`` series in ``day``'s financial year, under the
    series in force, moved on by ``step`` (its key and year as parameters)."""
    year = fiscal_year(day)
    mark = restart_mark(conn)
    row = conn.execute(step, (series_key(counter, mark), year)).fetchone()
    return document_text(counter, year, mark, kind, row[0])


def _invoice_floor(conn: sqlite3.Connection, key: str, year: str) -> int:
    # Invoices numbered in a series of their own (before one number served the sale) were
    # printed in this same shape: the sale series goes on above them.
    row = conn.execute(
        "SELECT last_no FROM tax_series WHERE counter = ? AND fiscal_year = ? AND kind = 'invoice'",
        (key, year),
    ).fetchone()
    return 0 if row is None else int(row[0])


def raise_receipt_series(conn: sqlite3.Connection, printed: Iterable[str]) -> None:
    """Make each series go on above every number in ``printed`` (sale numbers, credit notes,
    receipts of the older format), within the caller's transaction."""
    for number in printed:
        found = read_number(number)
        if found is None:
            continue
        if found.kind is DocumentKind.CREDIT:
            conn.execute(
                "INSERT INTO tax_series (counter, fiscal_year, kind, last_no)"
                " VALUES (?, ?, 'credit', ?) ON CONFLICT (counter, fiscal_year, kind) DO UPDATE"
                " SET last_no = MAX(last_no, excluded.last_no)",
                (found.series, found.year, found.serial),
            )
        else:
            conn.execute(
                "INSERT INTO receipt_series (counter, fiscal_year, last_no) VALUES (?, ?, ?)"
                " ON CONFLICT (counter, fiscal_year) DO UPDATE"
                " SET last_no = MAX(last_no, excluded.last_no)",
                (found.series, found.year, found.serial),
            )


def receipts_restarted(path: Path) -> bool:
    """Whether the journal at ``path`` numbers its receipts under a recovery's new prefix (a
    connection of its own: call it from a worker)."""
    with closing(sqlite3.connect(path, timeout=RESUME_WAIT_S)) as conn:
        return conn.execute("SELECT 1 FROM receipt_restart WHERE only = 1").fetchone() is not None


def resume_receipts(path: Path, printed: Iterable[str], stored_seq: int) -> str | None:
    """The agency store's word after a recovery that lost receipt numbers: each series of the
    journal at ``path`` goes on above the greater of its own last number and the store's
    (``printed``). When the store holds every record up to the damaged journal's last
    (``stored_seq``, its contiguous mark, reaches it), no receipt printed before is unknown to
    both, and the counter's own code numbers the receipts again: the prefix given up is
    returned (None: the new series stays). A connection of its own, one transaction: call it
    from a worker."""
    with closing(sqlite3.connect(path, timeout=RESUME_WAIT_S)) as conn, conn:
        row = conn.execute("SELECT prefix FROM receipt_restart WHERE only = 1").fetchone()
        if row is None:
            return None
        raise_receipt_series(conn, printed)
        reach = conn.execute("SELECT last_seq FROM restart_reach WHERE only = 1").fetchone()
        if reach is None or stored_seq < int(reach[0]):
            return None
        conn.execute("DELETE FROM receipt_restart WHERE only = 1")
        conn.execute("DELETE FROM restart_reach WHERE only = 1")
    return str(row[0])


def next_receipt_no(conn: sqlite3.Connection, counter: str, day: dt.date) -> str:
    """The number ``allocate_receipt_no`` would give now, without taking it (nothing written)."""
    year = fiscal_year(day)
    mark = restart_mark(conn)
    key = series_key(counter, mark)
    row = conn.execute(
        "SELECT last_no FROM receipt_series WHERE counter = ? AND fiscal_year = ?", (key, year)
    ).fetchone()
    last = max(0 if row is None else int(row[0]), _invoice_floor(conn, key, year))
    return document_text(counter, year, mark, DocumentKind.INVOICE, last + 1)
