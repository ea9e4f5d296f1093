"""The e-invoice files of the counter's journal, without Qt: a document's INV-01 JSON, a day's
bulk file, the portal's answer file read onto the journal (and the answers a supervisor accepts
against its checks), an IRN's cancellation, and the clock of what waits. Each runs in a worker
on a connection of its own; the e-invoice dialog's controller says how it went."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from pathlib import Path

from app.counter.config.declared import PERMISSIONS, Approve, Reader, approved
from app.counter.config.permissions import ACCEPT_REFUSED_ANSWER, IRN_CANCEL
from app.domain.clock import service_now
from app.domain.einvoice import Seller, TurnoverBand
from app.domain.einvoice_clock import ClockEntry
from app.domain.irp_answer import Answer
from app.journal.einvoice_files import (
    accept_answers,
    cancel_irn,
    export_day,
    export_document,
    import_answers,
)
from app.journal.store import reading
from app.records.customers import Who
from app.records.einvoice import ImportResult


def read_clock(database: Path, band: TurnoverBand, now: dt.datetime) -> list[ClockEntry]:
    """The e-invoice clock of the journal ``database`` (for a worker thread)."""
    with reading(database) as journal:
        return journal.einvoices.clock(band, now)


class EinvoiceService:
    """The e-invoices of the journal's file ``database``, at the service's time ``now``.

    ``EinvoiceProblem`` (a sentence) when a document has nothing to write or cancel; OSError or
    sqlite3.Error when a file or the journal cannot be written or read. An IRN is cancelled only
    on a supervisor's decision, asked of ``approve``, and an answer the checks refused kept only
    with a supervisor's PIN and reason, asked of ``reader`` (``NotApproved`` without them)."""

    def __init__(
        self,
        database: Path,
        approve: Approve,
        reader: Reader,
        now: Callable[[], dt.datetime] = service_now,
    ) -> None:
        self.database = database
        self._approve = approve
        self._reader = reader
        self._now = now

    async def clock(self, band: TurnoverBand) -> list[ClockEntry]:
        """The documents waiting for an IRN, or for its cancellation, by age."""
        return await asyncio.to_thread(read_clock, self.database, band, self._now())

    async def export_document(self, number: str, seller: Seller, folder: Path) -> Path:
        """Write the e-invoice of the document ``number`` into ``folder``; its path."""
        return await asyncio.to_thread(export_document, self.database, number, seller, folder)

    async def export_day(
        self, day: dt.date, seller: Seller, band: TurnoverBand, folder: Path
    ) -> tuple[Path, int]:
        """Write the portal's bulk file of ``day`` into ``folder``; its path and how many."""
        return await asyncio.to_thread(export_day, self.database, day, seller, band, folder)

    async def import_answers(self, path: Path, seller: Seller) -> ImportResult:
        """Read the portal's answer file at ``path`` onto the journal's documents, each answer
        checked against its document; ValueError, RecursionError or MemoryError: unreadable."""
        return await asyncio.to_thread(import_answers, self.database, path, self._now(), seller)

    async def accept(self, answers: list[Answer]) -> tuple[Who, list[str]]:
        """Keep ``answers`` the checks refused, once a supervisor gives their PIN and reason
        (``NotApproved`` with the gate's sentence, nothing kept, without); who accepted them,
        and the documents' numbers (ValueError: one can no longer be kept)."""
        numbers = ", ".join(answer.doc_no for answer in answers)
        note = PERMISSIONS.tr(
            "The checks refused it. Accept it only when it is the portal's own answer for these "
            "documents; your name and reason are logged."
        )
        who = await approved(self._reader, ACCEPT_REFUSED_ANSWER, f"{numbers}: {note}")
        kept = await asyncio.to_thread(
            accept_answers, self.database, answers, who.why, who.name, self._now()
        )
        return who, kept

    async def cancel_irn(self, number: str, reason: str, folder: Path) -> Path:
        """Record that the IRN of ``number`` is to be cancelled (``reason``: the portal's code)
        and write the portal's cancellation file into ``folder``, once a supervisor approves
        (``NotApproved`` with its sentence, nothing written, when nobody does); its path."""
        note = PERMISSIONS.tr(
            "The portal cancels an IRN within 24 hours of giving it; the same document number "
            "cannot be reported again."
        )
        await approved(self._approve, IRN_CANCEL, f"{number}: {note}")
        return await asyncio.to_thread(
            cancel_irn, self.database, number, reason, folder, self._now()
        )
