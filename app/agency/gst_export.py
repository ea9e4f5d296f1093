"""The agency's GST export: every counter's invoices and credit notes of a period, read from the
agency store and written as one counter's export is (``app.journal.gst_export``), the files named
``<kind>_agency_<first>_<last>``. Each counter's numbers carry its code, so the series stay apart.
A whole month the agency's owner has closed (or closed and re-opened) is written as its close
makes its exports (``app.agency.month_exports``): stamped with the close's moment and saying
each re-opening, the bytes whose SHA-256 the close kept (docs/decisions/month-lock.md).
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from functools import partial
from pathlib import Path

from app import i18n
from app.agency.month_exports import Reader, month_acts, store_papers
from app.agency.queries import books_gst, tax_documents
from app.domain.agency_target import parse_target
from app.domain.clock import service_now
from app.domain.gst import TallyLedgers
from app.journal.gst_export import (
    ExportFiles,
    Progress,
    no_progress,
    period_stem,
    write_export,
    write_gstr3b,
)
from app.journal.month_closing import stamp_of
from app.journal.month_exports import ExportSettings
from app.journal.period_export import made_month, whole_month, write_made


def agency_stem(first: dt.date, last: dt.date) -> str:
    """How the agency's files name their period: ``agency_2026-12-01_2026-12-31``."""
    return f"agency_{period_stem(first, last)}"


async def export_agency(
    read: Reader,
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
    """Read every counter's documents of ``first`` to ``last`` with ``read`` and write their
    export into ``folder`` in a worker (``progress`` told there, after each file), the GSTR-1
    JSON for the agency's ``gstin``; or, ``gstr3b``, the month's GSTR-3B figures (CSV) with
    every counter's books' GST. A whole month the agency closed or re-opened is written as its
    close makes its exports (its re-openings said in the language translated into now;
    ``now``: the moment a re-opened month's files are made, the service's clock by default)."""
    stem = agency_stem(first, last)
    month = whole_month(first, last)
    acts = await month_acts(read, month) if month else []
    if month and acts:
        papers = await store_papers(read, month)
        settings = ExportSettings(i18n.language(), gstin, company, ledgers)
        stamp = stamp_of(acts, now or service_now())

        def write() -> ExportFiles:
            made = made_month(papers, stem, settings, stamp, gstr3b=gstr3b)
            return write_made(folder, made, progress)

        return await asyncio.to_thread(write)
    documents = await read(lambda pool: tax_documents(pool, first, last))
    if gstr3b:
        books = await read(lambda pool: books_gst(pool, first, last))
        return await asyncio.to_thread(
            partial(
                write_gstr3b,
                folder,
                stem,
                documents,
                books,
                first,
                last,
                gstin,
                progress,
                by_counter=True,
            )
        )
    return await asyncio.to_thread(
        write_export, folder, stem, documents, ledgers, company, progress, gstin
    )


def export_agency_now(
    address: str,
    folder: Path,
    first: dt.date,
    last: dt.date,
    ledgers: TallyLedgers,
    company: str,
    password_of: Callable[[str], str | None],
    gstin: str = "",
    *,
    gstr3b: bool = False,
) -> ExportFiles:
    """The agency's export from the store at ``address`` (its password given with it, else
    ``password_of`` its keyring account), or its month's GSTR-3B figures (CSV), for the
    command line: blocking."""
    from app.agency.reads import AgencyReads

    target = parse_target(address)
    password = target.password or password_of(target.account)
    reads = AgencyReads(target.connection_url(password))
    try:
        exporting = export_agency(
            reads.read, folder, first, last, ledgers, company, no_progress, gstin, gstr3b=gstr3b
        )
        return asyncio.run(exporting)
    finally:
        reads.close()
