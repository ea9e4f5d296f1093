"""The accountant's export of a period of the journal: its register, GSTR-1 and Tally files, or
a month's GSTR-3B figures. A whole month that has been closed (or closed and re-opened) is
written from its exports as its close makes them (``MONTH_EXPORTS``): stamped with the close's
moment and saying each re-opening, so that made again with the same settings a closed month's
files are the bytes whose SHA-256 the close kept (docs/decisions/month-lock.md)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from contextlib import closing
from dataclasses import replace
from functools import partial
from pathlib import Path

from app import i18n
from app.domain.clock import service_now
from app.domain.gst import TallyLedgers
from app.journal.book_vouchers import book_vouchers
from app.journal.gst_export import (
    ExportFiles,
    Progress,
    books_gst,
    export_name,
    exported_documents,
    month_gstr3b,
    no_progress,
    period_stem,
    write_export,
    write_files,
    write_gstr3b,
)
from app.journal.gstr1 import return_period
from app.journal.month_close import acts_of, first_day, last_day, month_of
from app.journal.month_closing import stamp_of
from app.journal.month_exports import MONTH_EXPORTS, ExportSettings, Render, month_exports
from app.journal.schema import connect_read_only

# The month's GSTR-3B figures, the export's choice apart from the others.
GSTR3B_FILE = "gstr3b.csv"


def whole_month(first: dt.date, last: dt.date) -> str | None:
    """The month (``2027-01``) ``first`` to ``last`` is, from its first day to its last; None
    for any other period."""
    month = month_of(first)
    return month if (first, last) == (first_day(month), last_day(month)) else None


def _renders(gstr3b: bool) -> Mapping[str, Render]:
    """The month's exports the export writes: GSTR-3B's figures, or every other."""
    return {
        name: render for name, render in MONTH_EXPORTS.items() if (name == GSTR3B_FILE) == gstr3b
    }


def _write_made(files: Mapping[str, bytes], progress: Progress, made: ExportFiles) -> ExportFiles:
    """Write a month's ``files`` as its close made them into ``made``'s folder
    (``write_files``); ``made`` with their names."""
    contents = {name: partial(bytes, data) for name, data in files.items()}
    return replace(made, names=write_files(made.folder, contents, progress))


def export_period(
    database: Path,
    folder: Path,
    first: dt.date,
    last: dt.date,
    ledgers: TallyLedgers,
    company: str = "",
    progress: Progress = no_progress,
    gstin: str = "",
    *,
    gstr3b: bool = False,
    now: dt.datetime | None = None,
) -> ExportFiles:
    """Write the period's export of the journal ``database`` into ``folder`` (``write_export``),
    or, ``gstr3b``, its month's GSTR-3B figures (``write_gstr3b``), read on its own read-only
    connection, then written. A whole month closed or re-opened is written as its close makes
    its exports (its re-openings said in the language translated into now; ``now``: the moment
    a re-opened month's files are made, the service's clock by default). Blocking: run it in a
    worker."""
    stem = period_stem(first, last)
    month = whole_month(first, last)
    write: Callable[[], ExportFiles]
    with closing(connect_read_only(database)) as conn:
        acts = acts_of(conn, month) if month else []
        documents = exported_documents(conn, first, last)
        books_of_gst = books_gst(conn, first, last) if gstr3b else None
        if month and acts:
            settings = ExportSettings(i18n.language(), gstin, company, ledgers)
            stamp = stamp_of(acts, now or service_now())
            exports = month_exports(conn, month, settings, stamp, _renders(gstr3b))
            period = return_period(first)
            figures = (
                None
                if books_of_gst is None
                else month_gstr3b(documents, books_of_gst, gstin, first, last)
            )
            files = {export_name(name, stem, period): data for name, data in exports.items()}
            closed_on = stamp.at.date() if acts[-1].closes else None
            told = ExportFiles(folder, (), len(documents), figures, stamp.reopened, closed_on)
            write = partial(_write_made, files, progress, told)
        elif books_of_gst is not None:
            write = partial(
                write_gstr3b, folder, stem, documents, books_of_gst, first, last, gstin, progress
            )
        else:
            books = book_vouchers(conn, first, last, ledgers)
            write = partial(
                write_export, folder, stem, documents, ledgers, company, progress, gstin, books
            )
    return write()
