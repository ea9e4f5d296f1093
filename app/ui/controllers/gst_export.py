"""The whole agency's GST export run for a screen: read from the agency store and written in a
worker, with the ledgers and company of Settings, the progress told on the UI's loop; a sentence
saying how it went (this counter's own: ``app.counter.services.gst_export``)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.counter.config.settings import Settings
from app.counter.services.gst_export import DrawPdf, export_sentence, on_loop, with_pdf

if TYPE_CHECKING:
    from app.ui.controllers.agency import AgencyController


async def run_agency_gst_export(
    agency: AgencyController,
    folder: Path,
    first: dt.date,
    last: dt.date,
    settings: Settings,
    progress: Callable[[int, int], None],
    draw: DrawPdf | None = None,
) -> tuple[str, bool]:
    """Write every counter's GST files of ``first`` to ``last``, read from the agency store,
    into ``folder`` (GSTR-3B's figures, ``draw`` drawing their PDF, when given); (sentence,
    whether written). ``AgencyUnavailable`` when the store cannot be read."""
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
        gstr3b=draw is not None,
    )
    return await export_sentence(with_pdf(writing, draw), first, last, folder)


def pdf_drawer(chosen: bool) -> DrawPdf | None:
    """What draws GSTR-3B's PDF when its figures were chosen: in the screens' language beside
    the English, dated now; None for the other papers."""
    if not chosen:
        return None
    from app import i18n
    from app.domain.clock import service_now
    from app.ui.gstr3b_pdf import gstr3b_pdf

    language, created = i18n.language(), service_now()
    return lambda figures, notes: gstr3b_pdf(figures, language, created, notes)
