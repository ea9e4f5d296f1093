"""The accountant's GST export run for a screen: in a worker, on the journal's own read-only
connection, with the ledgers and company of Settings; a sentence saying how it went."""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
from pathlib import Path

from app.counter.settings import Settings
from app.figures import date_text
from app.i18n import Catalogue

GST_EXPORT = Catalogue("GST_EXPORT")


async def run_gst_export(
    database: Path, folder: Path, first: dt.date, last: dt.date, settings: Settings
) -> tuple[str, bool]:
    """Write the GST files of ``first`` to ``last`` into ``folder``; (sentence, whether written)."""
    from app.journal.gst_export import export_period

    try:
        written = await asyncio.to_thread(
            export_period,
            database,
            folder,
            first,
            last,
            settings.tally_ledgers,
            settings.registration.legal_name,
        )
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
