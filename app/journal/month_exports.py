"""A month's exports, declared once: each a function of the journal, the month, the export's
settings and its stamp, to bytes. A month's close keeps the SHA-256 of each and of the settings
(``app.counter.services.month_close``), and the same month with the same settings gives the same
bytes whenever it is made again: its books and documents cannot change once it is closed
(``app.journal.month_close``) and nothing in them reads the clock but through the stamp.

The month's trial balance, read from the books, joins ``MONTH_EXPORTS`` in the month's close
(``app.counter.services.month_close.month_renders``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import json
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial

from app.domain.gst import TallyLedgers
from app.domain.spreadsheet_text import csv_field
from app.journal.book_vouchers import book_vouchers
from app.journal.gst_export import (
    ExportedDocument,
    books_gst,
    csv_text,
    exported_documents,
    filed_documents,
    month_gstr3b,
    register_header,
    register_rows,
    tally_xml,
    xlsx_bytes,
)
from app.journal.gstr1 import gstr1_tables, return_period
from app.journal.gstr1_csv import csv_name, gstr1_sheets
from app.journal.gstr1_json import gstr1_json, gstr1_json_bytes
from app.journal.gstr3b import gstr3b_csv_bytes
from app.journal.month_close import first_day, last_day


@dataclass(frozen=True, slots=True)
class ExportSettings:
    """What of Settings a month's export reads: the language it is written in, the agency's
    GSTIN and legal name, and the Tally ledgers' names."""

    language: str
    gstin: str
    company: str
    ledgers: TallyLedgers

    def sha256(self) -> str:
        """The settings' digest, kept with a close beside the exports'."""
        text = json.dumps(
            {
                "language": self.language,
                "gstin": self.gstin,
                "company": self.company,
                "ledgers": dataclasses.asdict(self.ledgers),
            },
            sort_keys=True,
            ensure_ascii=False,
        )
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class MonthStamp:
    """What an export of a month is made at: the moment of its close (the clock's for an open
    month), and a sentence for each re-opening of it, which every export made after says."""

    at: dt.datetime
    reopened: tuple[str, ...] = ()


# An export of a month (``2027-01``) as bytes.
Render = Callable[[sqlite3.Connection, str, ExportSettings, MonthStamp], bytes]


def _documents(conn: sqlite3.Connection, month: str) -> list[ExportedDocument]:
    return exported_documents(conn, first_day(month), last_day(month))


def sales_register_csv(
    conn: sqlite3.Connection, month: str, _settings: ExportSettings, stamp: MonthStamp
) -> bytes:
    """The month's sales register as CSV, each re-opening a row under it."""
    documents = _documents(conn, month)
    rows = register_rows(documents) + [[note] for note in stamp.reopened]
    return csv_text(register_header(documents), rows, csv_field).encode("utf-8-sig")


def sales_register_xlsx(
    conn: sqlite3.Connection, month: str, _settings: ExportSettings, stamp: MonthStamp
) -> bytes:
    """The month's sales register and GSTR-1 summaries as Excel, its times the stamp's."""
    documents = _documents(conn, month)
    summary = gstr1_tables(filed_documents(documents))
    return xlsx_bytes(documents, summary, stamp.at, stamp.reopened)


def gstr1_json_of(
    conn: sqlite3.Connection, month: str, settings: ExportSettings, stamp: MonthStamp
) -> bytes:
    """The month's GSTR-1 as the portal's JSON; a re-opened month's says so (``reopened``)."""
    tables = gstr1_tables(filed_documents(_documents(conn, month)))
    period = return_period(first_day(month))
    if not stamp.reopened:
        return gstr1_json_bytes(tables, settings.gstin, period)
    body = gstr1_json(tables, settings.gstin, period) | {"reopened": list(stamp.reopened)}
    return json.dumps(body, ensure_ascii=False, indent=1).encode()


def gstr1_section_csv(
    section: str,
    conn: sqlite3.Connection,
    month: str,
    _settings: ExportSettings,
    _stamp: MonthStamp,
) -> bytes:
    """One section of the month's GSTR-1 in the offline tool's CSV template. A re-opening is
    not written in it: the tool reads every row as the return's (the register beside it says
    so)."""
    tables = gstr1_tables(filed_documents(_documents(conn, month)))
    header, rows = gstr1_sheets(tables)[section]
    return csv_text(header, rows).encode("utf-8")


def tally(
    conn: sqlite3.Connection, month: str, settings: ExportSettings, stamp: MonthStamp
) -> bytes:
    """The month's Tally import: the documents' vouchers and the books'."""
    first, last = first_day(month), last_day(month)
    books = book_vouchers(conn, first, last, settings.ledgers)
    return tally_xml(
        _documents(conn, month), settings.ledgers, settings.company, books, stamp.reopened
    )


def gstr3b_csv(
    conn: sqlite3.Connection, month: str, settings: ExportSettings, stamp: MonthStamp
) -> bytes:
    """The month's GSTR-3B figures as CSV (its PDF draws the same figures), each re-opening a
    row under them."""
    first, last = first_day(month), last_day(month)
    figures = month_gstr3b(
        _documents(conn, month), books_gst(conn, first, last), settings.gstin, first, last
    )
    return gstr3b_csv_bytes(figures, stamp.reopened)


# The month's exports of the journal by file name; the trial balance, read from the books,
# joins them in the month's close (``app.counter.services.month_close.month_renders``).
MONTH_EXPORTS: Mapping[str, Render] = {
    "sales_register.csv": sales_register_csv,
    "sales_register.xlsx": sales_register_xlsx,
    "gstr1.json": gstr1_json_of,
    **{
        f"{csv_name(section)}.csv": partial(gstr1_section_csv, section)
        for section in gstr1_sheets(gstr1_tables([]))
    },
    "tally.xml": tally,
    "gstr3b.csv": gstr3b_csv,
}


def month_exports(
    conn: sqlite3.Connection,
    month: str,
    settings: ExportSettings,
    stamp: MonthStamp,
    renders: Mapping[str, Render] = MONTH_EXPORTS,
) -> dict[str, bytes]:
    """Each export of ``month`` (``renders``: the journal's own, or with the books' trial
    balance), by name."""
    return {name: render(conn, month, settings, stamp) for name, render in renders.items()}


def sha256s(files: Mapping[str, bytes]) -> dict[str, str]:
    """Each file's SHA-256, by name."""
    return {name: hashlib.sha256(data).hexdigest() for name, data in files.items()}
