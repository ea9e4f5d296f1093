"""The whole agency's GST export run for a screen: read from the agency store and written in a
worker, with the ledgers and company of Settings, the progress told on the UI's loop; a sentence
saying how it went (this counter's own: ``app.counter.services.gst_export``)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.counter.config.settings import Settings
from app.counter.services.gst_export import export_sentence, on_loop

if TYPE_CHECKING:
    from app.ui.controllers.agency import AgencyController


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
        on_loop(progress),
        settings.registration.gstin,
    )
    return await export_sentence(writing, first, last, folder)
