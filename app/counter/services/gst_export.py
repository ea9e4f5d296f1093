"""The accountant's GST export of this counter, without Qt: read from its journal and written by
a child process (on its own read-only connection), with the ledgers and company of Settings, the
progress told on the running loop; a sentence saying how it went (the agency's export from the
agency store says it the same way)."""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from app.counter.config.settings import Settings
from app.figures import date_text
from app.i18n import Catalogue
from app.journal.month_close import month_of, month_words

if TYPE_CHECKING:
    from app.journal.gst_export import ExportFiles, Progress
    from app.journal.gstr3b import Gstr3b

GST_EXPORT = Catalogue("GST_EXPORT")

# Draws a month's GSTR-3B figures as PDF bytes, with what a re-opened month's papers say
# (``app.ui.gstr3b_pdf``, its language and date bound): given when GSTR-3B's figures are the
# papers asked for.
DrawPdf = Callable[["Gstr3b", Sequence[str]], bytes]


def add_pdf(written: ExportFiles, draw: DrawPdf) -> ExportFiles:
    """When ``written`` brought GSTR-3B's figures, their PDF drawn by ``draw`` and written
    beside their CSV (0600), and named with it. Blocking: a worker's, or the command line's."""
    from app.private_access import write_private

    figures = written.gstr3b
    if figures is None:
        return written
    name = f"{Path(written.names[0]).stem}.pdf"
    write_private(written.folder / name, draw(figures, written.notes))
    return replace(written, names=(*written.names, name))


async def with_pdf(writing: Awaitable[ExportFiles], draw: DrawPdf | None) -> ExportFiles:
    """Await ``writing``; with ``draw``, the GSTR-3B PDF added in a worker (``add_pdf``)."""
    written = await writing
    if draw is None:
        return written
    return await asyncio.to_thread(add_pdf, written, draw)


def on_loop(progress: Progress) -> Progress:
    """``progress`` called on the running loop's thread whichever thread tells it."""
    loop = asyncio.get_running_loop()

    def told(written: int, total: int) -> None:
        loop.call_soon_threadsafe(progress, written, total)

    return told


async def export_sentence(
    writing: Awaitable[ExportFiles], first: dt.date, last: dt.date, folder: Path
) -> tuple[str, bool]:
    """Await ``writing``; (what became of it, whether the files were written)."""
    try:
        written = await writing
    except (OSError, sqlite3.Error) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        return (
            GST_EXPORT.tr(
                "The GST export could not be written ({reason}). Choose another folder."
            ).format(reason=reason),
            False,
        )
    if written.gstr3b is not None:
        text = GST_EXPORT.tr("GSTR-3B figures of {first} to {last} (CSV and PDF) in {folder}.")
        text = text.format(first=date_text(first), last=date_text(last), folder=folder)
    else:
        documents = written.documents
        text = GST_EXPORT.tr(
            "GST export of {first} to {last}: %n invoice(s) and credit note(s) in {folder}.",
            "",
            documents,
        ).format(first=date_text(first), last=date_text(last), folder=folder)
    return " ".join([text, *_month_words(written, first)]), True


def _month_words(written: ExportFiles, first: dt.date) -> list[str]:
    """What the sentence adds for a closed month's files (whose they are) and a re-opened
    month's (each re-opening)."""
    said = list(written.notes)
    if written.closed_on is not None:
        closed = GST_EXPORT.tr(
            "{month} was closed on {day}: these are its files as its close made them."
        ).format(month=month_words(month_of(first)), day=date_text(written.closed_on))
        said.insert(0, closed)
    return said


async def run_gst_export(
    database: Path,
    folder: Path,
    first: dt.date,
    last: dt.date,
    settings: Settings,
    progress: Progress,
    draw: DrawPdf | None = None,
) -> tuple[str, bool]:
    """Write this counter's GST files of ``first`` to ``last`` into ``folder``, or, ``draw``
    given, the month's GSTR-3B figures (CSV, and the PDF it draws); (sentence, whether
    written).

    A child process writes them (``app.journal.gst_export_process``): a month's export is
    seconds of pure Python (documents, Excel, the Tally tree) that, in a thread of this process,
    held the interpreter lock from the UI thread 15 to 30 ms at a time. A worker waits for it."""
    writing = _in_child(
        database, folder, first, last, settings, on_loop(progress), gstr3b=draw is not None
    )
    return await export_sentence(with_pdf(writing, draw), first, last, folder)


async def _in_child(
    database: Path,
    folder: Path,
    first: dt.date,
    last: dt.date,
    settings: Settings,
    progress: Progress,
    *,
    gstr3b: bool,
) -> ExportFiles:
    """The export written by its child process, awaited in a worker; the child is ended if the
    wait is cancelled (the app closing)."""
    from app.journal.gst_export_process import ExportProcess

    started: list[ExportProcess] = []

    def write() -> ExportFiles:
        registration = settings.registration
        child = ExportProcess(
            database,
            folder,
            first,
            last,
            settings.tally_ledgers,
            registration.legal_name,
            registration.gstin,
            gstr3b=gstr3b,
        )
        started.append(child)
        return child.wait(progress)

    try:
        return await asyncio.to_thread(write)
    except asyncio.CancelledError:
        for child in started:
            child.kill()
        raise
