"""The accountant's export of a period of the journal: its register, GSTR-1 and Tally files, or
a month's GSTR-3B figures. A whole month that has been closed (or closed and re-opened) is
written from its exports as its close makes them (``MONTH_FILES``): stamped with the close's
moment and saying each re-opening, so that made again with the same settings a closed month's
files are the bytes whose SHA-256 the close kept (docs/decisions/month-lock.md)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from contextlib import closing
from dataclasses import dataclass
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
    no_progress,
    period_stem,
    write_export,
    write_files,
    write_gstr3b,
)
from app.journal.gstr1 import return_period
from app.journal.gstr3b import Gstr3b
from app.journal.month_close import acts_of, first_day, last_day, month_of
from app.journal.month_closing import stamp_of
from app.journal.month_exports import (
    MONTH_FILES,
    ExportSettings,
    JournalPapers,
    MonthPapers,
    MonthStamp,
    chosen,
    month_figures,
    papers_exports,
)
from app.journal.schema import connect_read_only


def whole_month(first: dt.date, last: dt.date) -> str | None:
    """The month (``2027-01``) ``first`` to ``last`` is, from its first day to its last; None
    for any other period."""
    month = month_of(first)
    return month if (first, last) == (first_day(month), last_day(month)) else None


@dataclass(frozen=True, slots=True)
class MadeMonth:
    """A whole month's files as its close makes them, named for the folder, with what the
    export tells: its documents' count, GSTR-3B's figures when they were asked for (for their
    PDF), and its re-openings."""

    files: Mapping[str, bytes]
    documents: int
    figures: Gstr3b | None
    notes: tuple[str, ...]
    # The day of the close whose files these are (None: the month is re-opened, open again).
    closed_on: dt.date | None


def made_month(
    papers: MonthPapers,
    stem: str,
    settings: ExportSettings,
    stamp: MonthStamp,
    *,
    gstr3b: bool,
) -> MadeMonth:
    """The month's ``papers`` made into its exports (``MONTH_FILES``: GSTR-3B's figures, or
    every other), named ``<kind>_<stem>``, at ``stamp``: a counter's or the agency's."""
    made = papers_exports(papers, settings, stamp, chosen(MONTH_FILES, gstr3b))
    period = return_period(first_day(papers.month))
    return MadeMonth(
        {export_name(name, stem, period): data for name, data in made.items()},
        len(papers.documents()),
        month_figures(papers, settings.gstin) if gstr3b else None,
        stamp.reopened,
        stamp.at.date() if stamp.closed else None,
    )


def write_made(folder: Path, made: MadeMonth, progress: Progress = no_progress) -> ExportFiles:
    """Write a month's files as its close made them (``write_files``). Blocking."""
    files = {name: partial(bytes, data) for name, data in made.files.items()}
    names = write_files(folder, files, progress)
    return ExportFiles(folder, names, made.documents, made.figures, made.notes, made.closed_on)


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
        if month and acts:
            settings = ExportSettings(i18n.language(), gstin, company, ledgers)
            stamp = stamp_of(acts, now or service_now())
            made = made_month(JournalPapers(conn, month), stem, settings, stamp, gstr3b=gstr3b)
            write = partial(write_made, folder, made, progress)
        else:
            documents = exported_documents(conn, first, last)
            write = (
                partial(
                    write_gstr3b,
                    folder,
                    stem,
                    documents,
                    books_gst(conn, first, last),
                    first,
                    last,
                    gstin,
                    progress,
                )
                if gstr3b
                else partial(
                    write_export,
                    folder,
                    stem,
                    documents,
                    ledgers,
                    company,
                    progress,
                    gstin,
                    book_vouchers(conn, first, last, ledgers),
                )
            )
    return write()
