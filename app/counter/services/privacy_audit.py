"""The privacy audit: every personal-data location the inventory declares, with what this counter
holds there now (rows or files, the oldest, the next erasure), and the erasures made.

``counterdesk --privacy-audit`` prints it; it reads the journal through a read-only connection,
the folders by listing them and the agency store, when linked, as this counter's role (which
reads its own records only), and changes nothing.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path

from app.counter.config.paths import AppPaths
from app.counter.services.customer_files import KEPT
from app.domain.personal_data import (
    DATED,
    DATED_THROUGH,
    Clock,
    Held,
    Location,
    Store,
    locations,
)
from app.journal import access_log, outbox
from app.journal.access_log import ACCESS_KEPT
from app.journal.held_documents import HELD_FOR, Erasure, erasures
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.mail.heads_letter import MailedHeads
from app.records.customers import OTHER_KEY, only_unproved

# CGST Act, section 36: accounts are kept 72 months from the due date of the year's annual
# return (31 December after the financial year).
TAX_YEARS_KEPT = 6


@dataclass(frozen=True, slots=True)
class AuditLine:
    """One location: how many rows or files hold personal data there (None: this counter may
    not read it), the oldest, and when the next of them leaves (a sentence: a date, or the
    event that ends it)."""

    location: Location
    held: int | None
    oldest: dt.date | None
    next_erasure: str


def tax_kept_until(day: dt.date) -> dt.date:
    """The last day a tax record of ``day`` must be kept: 72 months after the annual return's
    due date (31 December after the financial year of ``day``)."""
    year_end = day.year + 1 if day.month >= 4 else day.year
    return dt.date(year_end + TAX_YEARS_KEPT, 12, 31)


def _day(value: object) -> dt.date | None:
    if not value:
        return None
    return dt.datetime.fromisoformat(str(value).replace("Z", "+00:00")).date()


def _tax_erasure(oldest: dt.date | None) -> str:
    return "" if oldest is None else f"not before {tax_kept_until(oldest).isoformat()} (tax law)"


def _next_erasure(
    conn: sqlite3.Connection, location: Location, oldest: dt.date | None, keep_days: int
) -> str:
    if location.clock is Clock.TAX_RECORDS:
        return _tax_erasure(oldest)
    if location.clock is Clock.ONE_YEAR:
        return "" if oldest is None else (oldest + ACCESS_KEPT).isoformat()
    if location.clock is Clock.UNTIL_SETTLED:
        return "when the sale is settled or the draft finished"
    if location.table == "held_documents":
        (first,) = conn.execute("SELECT min(erase_after) FROM held_documents").fetchone()
        first_day = _day(first)
        return "" if first_day is None else first_day.isoformat()
    first = conn.execute(
        "SELECT json_extract(body, '$.travel_date'), created_at FROM requests"
        " WHERE endpoint = 'create_booking' AND state != 'pending'"
        " AND instr(body, '\"id_number\"') > 0"
        " ORDER BY json_extract(body, '$.travel_date'), created_at LIMIT 1"
    ).fetchone()
    if first is None:
        return ""
    trip, sold = first
    out_of_use = dt.date.fromisoformat(trip) + dt.timedelta(days=keep_days + 1)
    sold_on = _day(sold)
    destroyed = out_of_use if sold_on is None else max(sold_on + HELD_FOR, out_of_use)
    return f"out of use {out_of_use.isoformat()}, destroyed {destroyed.isoformat()}"


def journal_lines(conn: sqlite3.Connection, keep_days: int) -> list[AuditLine]:
    """The journal's personal-data locations with what ``conn``'s journal holds in each (a
    table an older journal lacks holds nothing)."""
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    lines = []
    for location in locations(Store.JOURNAL):
        table, column = location.table, location.column
        if table not in tables:
            lines.append(AuditLine(location, 0, None, ""))
            continue
        dated = DATED.get(table)
        oldest_sql = f"min(t.{dated})" if dated else "NULL"
        joined = ""
        if table in DATED_THROUGH:
            key, parent, parent_key = DATED_THROUGH[table]
            joined = f" LEFT JOIN {parent} AS p ON p.{parent_key} = t.{key}"
            oldest_sql = f"min(p.{DATED[parent]})"
        held, oldest = conn.execute(
            f"SELECT count(*), {oldest_sql} FROM {table} AS t{joined}"
            f" WHERE t.{column} IS NOT NULL AND t.{column} NOT IN ('', '[]', '{{}}')"
        ).fetchone()
        first = _day(oldest)
        lines.append(
            AuditLine(location, int(held), first, _next_erasure(conn, location, first, keep_days))
        )
    return lines


def _folder(paths: AppPaths, name: str) -> Path:
    root, _, rest = name.partition("/")
    base = {"data": paths.data, "logs": paths.logs}[root]
    return base / rest if rest else base


def file_lines(paths: AppPaths) -> list[AuditLine]:
    """The files the app writes that hold personal data, counted where they lie."""
    lines = []
    for location in locations(Store.FILES):
        if location.clock is Clock.HANDED_OVER:
            lines.append(AuditLine(location, 0, None, "outside the app's keeping"))
            continue
        path = _folder(paths, location.table)
        files = [path] if path.is_file() else [p for p in path.glob("*") if p.is_file()]
        times = [dt.datetime.fromtimestamp(p.stat().st_mtime).date() for p in files]
        oldest = min(times, default=None)
        rule = {
            Clock.ROTATED: "rotated out by size",
            Clock.UNTIL_SETTLED: "when the sale is settled or the draft finished",
            Clock.TAX_RECORDS: "kept with the tax records",
            Clock.A_WEEK: ""
            if oldest is None
            else f"{(oldest + KEPT).isoformat()}, or with the customer's erasure",
        }[location.clock]
        lines.append(AuditLine(location, len(files), oldest, rule))
    return lines


def store_lines(store: Callable[[], list[Held]] | None) -> list[AuditLine] | str:
    """The agency store's locations as ``store`` reads them with this counter's role (None: no
    store linked); a sentence instead when none is linked or it cannot be read."""
    if store is None:
        return "agency: no agency store linked to this counter"
    from psycopg import Error as StoreError

    try:
        held = store()
    except (StoreError, OSError) as error:
        return f"agency: the agency store could not be read: {error}"
    # Every agency location is kept with the tax records (the inventory's clock).
    return [
        AuditLine(
            h.location,
            h.held,
            h.oldest,
            "not readable by this counter's role" if h.held is None else _tax_erasure(h.oldest),
        )
        for h in held
    ]


def audit_text(
    lines: list[AuditLine],
    erased: list[Erasure],
    note: str = "",
    chain: list[str] | None = None,
    records: list[str] | None = None,
) -> str:
    """The audit as text: one line per location (``note``: a line on the agency store instead
    of its locations), then the erasures made, then what breaks the access log's chain
    (``chain``; None: no journal to check), then where the records part from mailed heads
    (``records``; None: no heads given)."""
    rows = [
        "Personal data held by this counter",
        "",
        f"{'where':<42} {'held':>6}  {'oldest':<10}  {'purpose':<20}  next erasure",
    ]
    for line in lines:
        loc = line.location
        where = f"{loc.store.value}: {loc.table}{'.' + loc.column if loc.column else ''}"
        oldest = line.oldest.isoformat() if line.oldest else "-"
        held = "-" if line.held is None else str(line.held)
        rows.append(
            f"{where:<42} {held:>6}  {oldest:<10}  {loc.purpose.value:<20}  "
            f"{line.next_erasure or '-'}"
        )
        rows.append(f"    {loc.what}")
    if note:
        rows.append(note)
    rows += ["", f"Erasures recorded: {len(erased)}"]
    rows += [f"  {e.at.isoformat()}  {e.subject}  {e.what}  ({e.reason})" for e in erased]
    if chain is not None:
        said = (
            "its chain holds"
            if not chain
            else "NOT PROVED (its key is not on this computer)"
            if only_unproved(chain) and any(OTHER_KEY in problem for problem in chain)
            else "NOT PROVED (no keyring)"
            if only_unproved(chain)
            else "NOT AS WRITTEN"
        )
        rows += ["", f"Access log: {said}"]
        rows += [f"  {problem}" for problem in chain]
    if records is not None:
        rows += ["", f"Records against the mailed heads: {'NOT AS WRITTEN' if records else 'hold'}"]
        rows += [f"  {problem}" for problem in records]
    return "\n".join(rows)


def privacy_audit(
    paths: AppPaths,
    keep_days: int,
    store: Callable[[], list[Held]] | None = None,
    witnesses: Collection[access_log.Witness] = (),
    grown: Collection[access_log.Witness] = (),
    mailed: Collection[MailedHeads] = (),
) -> str:
    """The audit of the journal and files under ``paths`` and of the agency store that
    ``store`` reads (None: none linked), as text (the journal read-only); the access log's
    chain checked against the Z reports' heads the journal sent, ``witnesses`` (the agency
    store's, or read off printed Z reports), ``grown`` (every entry's hash the agency store
    witnessed as the log grew) and the letters' heads ``mailed`` to the owner, the records'
    chain against the letters' heads too."""
    database = paths.journal / DATABASE_NAME
    erased: list[Erasure] = []
    chain: list[str] | None = None
    records: list[str] | None = None
    # A letter's access log head is checked as a printed Z head is.
    witnesses = [
        *witnesses,
        *((h.access_log.seq, h.access_log.link) for h in mailed if h.access_log is not None),
    ]
    # Without a journal yet, every place it will hold personal data is listed, holding nothing.
    lines = [AuditLine(location, 0, None, "") for location in locations(Store.JOURNAL)]
    seals: tuple[int, int] | None = None
    if database.exists():
        conn = connect_read_only(database)
        try:
            lines = journal_lines(conn, keep_days)
            seals = unsealed_links(conn)
            held = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
            erased = erasures(conn) if "erasures" in held else []
            if "access_log" in held:
                chain = access_log.verify(conn, [*access_log.witnessed(conn), *witnesses], grown)
            if mailed:
                records = outbox.mailed_problems(conn, [heads.records for heads in mailed])
        finally:
            conn.close()
    agency = store_lines(store)
    if isinstance(agency, str):
        text = audit_text(lines + file_lines(paths), erased, agency, chain, records)
    else:
        text = audit_text(lines + agency + file_lines(paths), erased, chain=chain, records=records)
    return text + seals_text(seals)


def unsealed_links(conn: sqlite3.Connection) -> tuple[int, int] | None:
    """How many of the records' links are unsealed, of how many (None: no chain yet)."""
    held = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "outbox_chain" not in held:
        return None
    columns = {row[1] for row in conn.execute("PRAGMA table_info(outbox_chain)")}
    if "seal" not in columns:
        (links,) = conn.execute("SELECT count(*) FROM outbox_chain").fetchone()
        return int(links), int(links)
    unsealed, links = conn.execute(
        "SELECT count(*) FILTER (WHERE seal IS NULL), count(*) FROM outbox_chain"
    ).fetchone()
    return int(unsealed), int(links)


def seals_text(seals: tuple[int, int] | None) -> str:
    """The audit's line on the records' seals ('' without a journal)."""
    if seals is None:
        return ""
    unsealed, links = seals
    if not unsealed:
        return f"\n\nRecords' chain: {links} link(s), all sealed"
    return (
        f"\n\nRecords' chain: NOT SEALED ({unsealed} of {links} link(s), no keyring): nothing "
        "proves they were not rewritten on this PC before they were sent"
    )
