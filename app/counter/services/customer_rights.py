"""A customer's rights over their data at the counter, without Qt: the summary of what is held
(in their language) and a correction of their details, logged under the clerk's name; every
piece of it exported to a file for them, or their phone, e-mail and ID numbers erased, each on a
supervisor's decision (asked through the injected ``Approve``; ``NotApproved`` with the gate's
sentence without one) and logged under that supervisor's name; the passengers' ID numbers and
who looked at the customer's data, for a supervisor. The screens ask the people and say the
outcome."""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from pathlib import Path

from app.counter.config.declared import Approve, Permission, Reader, approved
from app.counter.config.permissions import (
    ERASE_CUSTOMER_DATA,
    EXPORT_CUSTOMER_DATA,
    PASSENGER_IDS,
)
from app.counter.config.settings import Settings, document_language_of
from app.counter.papers.data_summary import data_summary
from app.counter.papers.paper import Paper
from app.counter.papers.privacy_notice import notice_facts
from app.counter.services.access_log import AccessLogService
from app.counter.services.customer_files import (
    CustomerFile,
    remove_customer_files,
    write_customer_file,
)
from app.journal import Journal
from app.records.bookings import BookingRow
from app.records.customers import SUPERVISOR_ROLE, Access, Action, HeldPassenger, Who

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Exported:
    """The customer's data written to ``path`` (readable by this account only)."""

    path: Path
    bookings: int


@dataclass(frozen=True, slots=True)
class Erased:
    """The customer's phone, e-mail and ID numbers erased from ``bookings`` bookings; the files
    made on their request deleted, unless ``files_left`` says why one could not be."""

    bookings: int
    files_left: OSError | None = None


class RightsService:
    """The export and the erasure of a customer's data, on the journal and in ``folder`` (where
    the files made on a customer's request are kept), each on a decision asked of ``approve``;
    the passengers' ID numbers opened for the supervisor ``reader`` names, with their reason."""

    def __init__(
        self,
        journal: Journal,
        folder: Path,
        approve: Approve,
        access_log: AccessLogService,
        reader: Reader,
    ) -> None:
        self._journal = journal
        self.folder = folder
        self._approve = approve
        self._access_log = access_log
        self._reader = reader

    def summary(self, row: BookingRow, settings: Settings) -> Paper | None:
        """What is held of the customer of ``row``, in the customer's language recorded with
        that sale (else the counter's document language); None when the booking is gone."""
        holding = self._journal.privacy.holding(row.booking_ref)
        if holding is None:
            return None
        sale = self._journal.till.sale_of(row.booking_ref)
        recorded = None if sale is None else sale.customer_language
        return data_summary(
            holding,
            notice_facts(settings),
            recorded or document_language_of(settings),
            store=bool(settings.agency_db_url),
        )

    def summary_given(self, row: BookingRow, who: Who) -> None:
        """Log that the summary was made for the customer of ``row`` by ``who``."""
        fields = "name,phone,email,passengers"
        self._journal.privacy.access(who, Action.SUMMARY, row.booking_ref, fields)

    def correct(self, row: BookingRow, who: Who, changed: dict[str, str]) -> int:
        """Correct the customer's details of ``row`` as ``changed`` (logged for ``who``); how
        many bookings changed. The journal's errors (``JOURNAL_ERRORS``): nothing changed."""
        corrected = self._journal.privacy.correct(row.booking_ref, who, **changed)
        log.info("A customer's details were corrected on request (%s)", ", ".join(changed))
        return corrected

    async def documents(self, row: BookingRow) -> tuple[Who, list[HeldPassenger]]:
        """The passengers' ID numbers of ``row``, opened once a supervisor gives their PIN and
        reason (the look logged with them); who opened them, and the numbers. ``NotApproved``
        with the gate's sentence, nothing read, without."""
        who = await approved(self._reader, PASSENGER_IDS, row.booking_ref)
        return who, self._journal.privacy.documents(row.booking_ref, who)

    def documents_given(self, row: BookingRow, who: Who) -> None:
        """Log that the ID numbers ``who`` opened were written out for the operator."""
        self._journal.privacy.access(who, Action.REPRINT, row.booking_ref, "id_number")

    async def access_log(self, row: BookingRow) -> tuple[list[Access], list[str]]:
        """Who looked at the data of ``row``'s customer, and what breaks the log's chain, on a
        supervisor's decision (``NotApproved`` without one)."""
        return await self._access_log.read(row.booking_ref)

    async def _approved(self, permission: Permission, row: BookingRow, why: str) -> Who:
        """The supervisor who approved ``permission`` on ``row``'s customer, as the log names
        them with ``why``; ``NotApproved`` with the permission's sentence when nobody did."""
        detail = f"{row.customer_name} · {row.booking_ref}"
        decision_id = await approved(self._approve, permission, detail)
        name = self._journal.till.decision(decision_id).supervisor
        return Who(name, SUPERVISOR_ROLE, why)

    async def export(self, row: BookingRow, why: str) -> Exported:
        """With a supervisor's decision, write every piece of personal data the journal keeps
        of the customer of ``row`` to a JSON file (its ID numbers opened, logged with ``why``).
        ``NotApproved`` (nothing written) when nobody approved; OSError: the file could not be
        written."""
        who = await self._approved(EXPORT_CUSTOMER_DATA, row, why)
        data = self._journal.customer_data(row.booking_ref, who)
        text = json.dumps(data, ensure_ascii=False, indent=2).encode("utf-8")
        path = await asyncio.to_thread(
            write_customer_file, self.folder, CustomerFile.EXPORT, row.booking_ref, text
        )
        log.info("A customer's personal data was exported (%d bookings)", len(data["bookings"]))
        return Exported(path, len(data["bookings"]))

    async def erase(self, row: BookingRow, why: str) -> Erased:
        """With a supervisor's decision, erase the customer of ``row``'s phone, e-mail and ID
        numbers (the name, amounts and invoices stay; logged with ``why``) and delete the files
        made on their request. ``NotApproved`` (nothing erased) when nobody approved; the
        journal's errors (``JOURNAL_ERRORS``): nothing was erased."""
        who = await self._approved(ERASE_CUSTOMER_DATA, row, why)
        refs = self._journal.customer_refs(row.booking_ref)
        erased = self._journal.erase_customer(row.booking_ref, who)
        log.info("A customer's personal data was erased on request (%d bookings)", erased)
        try:
            removed = await asyncio.to_thread(remove_customer_files, self.folder, refs)
        except OSError as exc:
            return Erased(erased, exc)
        log.info("The files made on the customer's request deleted: %d", len(removed))
        return Erased(erased)
