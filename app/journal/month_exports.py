"""A month's exports, declared once: each a function of the month's papers (its invoices and
credit notes, its books' vouchers and GST), the export's settings and its stamp, to bytes; the
papers read from one counter's journal (``MONTH_EXPORTS``) or, every counter's, from the
agency store (``app.agency.month_exports``). A month's close keeps the SHA-256 of each and of
the settings (``app.counter.services.month_close``, the agency's ``close-month``), and the same
month with the same settings gives the same bytes whenever it is made again: its books and
documents cannot change once it is closed (``app.journal.month_close``) and nothing in them
reads the clock but through the stamp.

The month's trial balance, read from the books, joins ``MONTH_EXPORTS`` in the month's close
(``app.counter.services.month_close.month_renders``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import hashlib
import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Protocol

from app.domain.gst import TallyLedgers
from app.domain.spreadsheet_text import csv_field
from app.journal.book_vouchers import BookVoucher, book_vouchers
from app.journal.gst_export import (
    BooksGst,
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
from app.journal.gstr3b import Gstr3b, gstr3b_csv_bytes
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
    month), a sentence for each re-opening of it, which every export made after says, and
    whether the month is closed (its files then are its close's)."""

    at: dt.datetime
    reopened: tuple[str, ...] = ()
    closed: bool = False


class MonthPapers(Protocol):
    """What a month's exports are made of: one counter's journal's, or every counter's in the
    agency store (``by_counter``: each entry of the books' GST found by its counter's code)."""

    @property
    def month(self) -> str:
        """The month, ``2027-01``."""
        ...

    @property
    def by_counter(self) -> bool:
        """Whether the papers are every counter's, the agency's."""
        ...

    def documents(self) -> Sequence[ExportedDocument]:
        """The month's invoices, credit notes and refund slips, in the order issued."""
        ...

    def book_vouchers(self, ledgers: TallyLedgers) -> Sequence[BookVoucher]:
        """The books' vouchers of the month Tally imports beside the documents'."""
        ...

    def books_gst(self) -> BooksGst:
        """The books' GST of the month, which GSTR-3B's figures are held to."""
        ...


@dataclass(slots=True)
class JournalPapers:
    """A month's papers in the journal open on ``conn``, read as an export first asks for
    them and kept: a month's export makes a dozen files of the same documents."""

    conn: sqlite3.Connection
    month: str
    by_counter: bool = False
    _documents: list[ExportedDocument] | None = field(default=None, compare=False)
    _gst: BooksGst | None = field(default=None, compare=False)

    def documents(self) -> list[ExportedDocument]:
        """The month's documents in the journal."""
        if self._documents is None:
            first, last = first_day(self.month), last_day(self.month)
            self._documents = exported_documents(self.conn, first, last)
        return self._documents

    def book_vouchers(self, ledgers: TallyLedgers) -> list[BookVoucher]:
        """The journal's books' vouchers of the month (read once, by the Tally file)."""
        return book_vouchers(self.conn, first_day(self.month), last_day(self.month), ledgers)

    def books_gst(self) -> BooksGst:
        """The journal's books' GST of the month."""
        if self._gst is None:
            self._gst = books_gst(self.conn, first_day(self.month), last_day(self.month))
        return self._gst


# An export of a month's papers as bytes.
PapersRender = Callable[[MonthPapers, ExportSettings, MonthStamp], bytes]


def sales_register_csv(papers: MonthPapers, _settings: ExportSettings, stamp: MonthStamp) -> bytes:
    """The month's sales register as CSV, each re-opening a row under it."""
    documents = papers.documents()
    rows = register_rows(documents) + [[note] for note in stamp.reopened]
    return csv_text(register_header(documents), rows, csv_field).encode("utf-8-sig")


def sales_register_xlsx(papers: MonthPapers, _settings: ExportSettings, stamp: MonthStamp) -> bytes:
    """The month's sales register and GSTR-1 summaries as Excel, its times the stamp's."""
    documents = papers.documents()
    summary = gstr1_tables(filed_documents(documents))
    return xlsx_bytes(documents, summary, stamp.at, stamp.reopened)


def gstr1_json_of(papers: MonthPapers, settings: ExportSettings, stamp: MonthStamp) -> bytes:
    """The month's GSTR-1 as the portal's JSON; a re-opened month's says so (``reopened``)."""
    tables = gstr1_tables(filed_documents(papers.documents()))
    period = return_period(first_day(papers.month))
    if not stamp.reopened:
        return gstr1_json_bytes(tables, settings.gstin, period)
    body = gstr1_json(tables, settings.gstin, period) | {"reopened": list(stamp.reopened)}
    return json.dumps(body, ensure_ascii=False, indent=1).encode()


def gstr1_section_csv(
    section: str, papers: MonthPapers, _settings: ExportSettings, _stamp: MonthStamp
) -> bytes:
    """One section of the month's GSTR-1 in the offline tool's CSV template. A re-opening is
    not written in it: the tool reads every row as the return's (the register beside it says
    so)."""
    tables = gstr1_tables(filed_documents(papers.documents()))
    header, rows = gstr1_sheets(tables)[section]
    return csv_text(header, rows).encode("utf-8")


def tally(papers: MonthPapers, settings: ExportSettings, stamp: MonthStamp) -> bytes:
    """The month's Tally import: the documents' vouchers and the books'."""
    books = papers.book_vouchers(settings.ledgers)
    return tally_xml(papers.documents(), settings.ledgers, settings.company, books, stamp.reopened)


def month_figures(papers: MonthPapers, gstin: str) -> Gstr3b:
    """The month's GSTR-3B figures: its documents' GSTR-1 held to its books' GST."""
    first, last = first_day(papers.month), last_day(papers.month)
    return month_gstr3b(
        papers.documents(), papers.books_gst(), gstin, first, last, by_counter=papers.by_counter
    )


def gstr3b_csv(papers: MonthPapers, settings: ExportSettings, stamp: MonthStamp) -> bytes:
    """The month's GSTR-3B figures as CSV (its PDF draws the same figures), each re-opening a
    row under them."""
    return gstr3b_csv_bytes(month_figures(papers, settings.gstin), stamp.reopened)


# The month's GSTR-3B figures, which an export writes apart from the others.
GSTR3B_FILE = "gstr3b.csv"

# The month's exports of its papers by file name: a counter's and the agency's.
MONTH_FILES: Mapping[str, PapersRender] = {
    "sales_register.csv": sales_register_csv,
    "sales_register.xlsx": sales_register_xlsx,
    "gstr1.json": gstr1_json_of,
    **{
        f"{csv_name(section)}.csv": partial(gstr1_section_csv, section)
        for section in gstr1_sheets(gstr1_tables([]))
    },
    "tally.xml": tally,
    GSTR3B_FILE: gstr3b_csv,
}


def chosen(renders: Mapping[str, PapersRender], gstr3b: bool) -> dict[str, PapersRender]:
    """The month's exports an export writes: GSTR-3B's figures, or every other."""
    return {name: render for name, render in renders.items() if (name == GSTR3B_FILE) == gstr3b}


def papers_exports(
    papers: MonthPapers,
    settings: ExportSettings,
    stamp: MonthStamp,
    renders: Mapping[str, PapersRender] = MONTH_FILES,
) -> dict[str, bytes]:
    """Each export of the month's ``papers`` (``renders``: all of them by default), by name."""
    return {name: render(papers, settings, stamp) for name, render in renders.items()}


# An export of a month (``2027-01``) of the journal as bytes.
Render = Callable[[sqlite3.Connection, str, ExportSettings, MonthStamp], bytes]


def _of_journal(
    render: PapersRender,
    conn: sqlite3.Connection,
    month: str,
    settings: ExportSettings,
    stamp: MonthStamp,
) -> bytes:
    return render(JournalPapers(conn, month), settings, stamp)


# The month's exports of the journal by file name; the trial balance, read from the books,
# joins them in the month's close (``app.counter.services.month_close.month_renders``).
MONTH_EXPORTS: Mapping[str, Render] = {
    name: partial(_of_journal, render) for name, render in MONTH_FILES.items()
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
