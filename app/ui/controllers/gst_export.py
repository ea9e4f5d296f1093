"""The accountant's GST export run for a screen: this counter's from its journal (its own
read-only connection), or the whole agency's from the agency store; the files written in a
worker with the ledgers and company of Settings, the progress told on the UI's loop; a sentence
saying how it went."""

from __future__ import annotations

import asyncio
import datetime as dt
import gc
import sqlite3
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, ParamSpec, TypeVar

from app.counter.settings import Settings
from app.figures import date_text
from app.i18n import Catalogue

if TYPE_CHECKING:
    from app.journal.gst_export import ExportFiles, Progress
    from app.ui.controllers.agency import AgencyController

GST_EXPORT = Catalogue("GST_EXPORT")
P = ParamSpec("P")
R = TypeVar("R")
_paused = 0  # how many workers want the collector paused
_pausing = threading.Lock()


def without_collections(work: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
    """``work(*args, **kwargs)`` with the garbage collector paused (worker thread).

    A month's export builds some 100,000 objects that live until it ends (documents, rows,
    the Tally tree): each full collection they set off walked them all, 30 to 70 ms holding the
    interpreter from the UI thread. Reference counting still frees what the export drops; the
    collector takes up again when the last such worker ends."""
    global _paused
    with _pausing:
        _paused += 1
        gc.disable()
    try:
        return work(*args, **kwargs)
    finally:
        with _pausing:
            _paused -= 1
            if not _paused:
                gc.enable()


def _on_loop(progress: Progress) -> Progress:
    """``progress`` called on the running loop's thread whichever thread tells it."""
    loop = asyncio.get_running_loop()

    def told(written: int, total: int) -> None:
        loop.call_soon_threadsafe(progress, written, total)

    return told


async def _sentence(
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
    documents = written.documents
    text = GST_EXPORT.tr(
        "GST export of {first} to {last}: %n invoice(s) and credit note(s) in {folder}.",
        "",
        documents,
    ).format(first=date_text(first), last=date_text(last), folder=folder)
    return text, True


async def run_gst_export(
    database: Path,
    folder: Path,
    first: dt.date,
    last: dt.date,
    settings: Settings,
    progress: Progress,
) -> tuple[str, bool]:
    """Write this counter's GST files of ``first`` to ``last`` into ``folder``; (sentence,
    whether written)."""
    from app.journal.gst_export import export_period

    writing = asyncio.to_thread(
        without_collections,
        export_period,
        database,
        folder,
        first,
        last,
        settings.tally_ledgers,
        settings.registration.legal_name,
        _on_loop(progress),
    )
    return await _sentence(writing, first, last, folder)


async def run_agency_gst_export(
    agency: AgencyController,
    folder: Path,
    first: dt.date,
    last: dt.date,
    settings: Settings,
    progress: Callable[[int, int], None],
) -> tuple[str, bool]:
    """Write every counter's GST files of ``first`` to ``last``, read from the agency store,
    into ``folder``; (sentence, whether written). ``AgencyUnavailable`` when the store cannot
    be read."""
    from app.agency.gst_export import export_agency

    writing = export_agency(
        agency.read,
        folder,
        first,
        last,
        settings.tally_ledgers,
        settings.registration.legal_name,
        _on_loop(progress),
    )
    return await _sentence(writing, first, last, folder)
