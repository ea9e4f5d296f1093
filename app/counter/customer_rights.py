"""A customer's rights over their data at the counter, without Qt: every piece of it exported to
a file for them, or their phone, e-mail and ID numbers erased, each on a supervisor's approval
(asked through an injected callable, as the checkout asks) and logged under that supervisor's
name. The screen says the outcome."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from app.counter.customer_files import CustomerFile, remove_customer_files, write_customer_file
from app.journal import Journal
from app.journal.privacy_book import SUPERVISOR_ROLE, Who
from app.records.bookings import BookingRow

log = logging.getLogger(__name__)


class Right(Enum):
    """What a supervisor is asked to approve."""

    EXPORT = "export"
    ERASURE = "erasure"


# Asks a supervisor to approve ``right`` on the customer of ``row``: the decision's id, or None
# when no supervisor approved.
Approve = Callable[[Right, BookingRow], Awaitable[int | None]]


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


class CustomerRights:
    """The export and the erasure of a customer's data, on the journal and in ``folder`` (where
    the files made on a customer's request are kept)."""

    def __init__(self, journal: Journal, folder: Path, approve: Approve) -> None:
        self._journal = journal
        self.folder = folder
        self._approve = approve

    async def _approved(self, right: Right, row: BookingRow, why: str) -> Who | None:
        decision_id = await self._approve(right, row)
        if decision_id is None:
            return None
        name = self._journal.till.decision(decision_id).supervisor
        return Who(name, SUPERVISOR_ROLE, why)

    async def export(self, row: BookingRow, why: str) -> Exported | None:
        """With a supervisor's approval, write every piece of personal data the journal keeps
        of the customer of ``row`` to a JSON file (its ID numbers opened, logged with ``why``);
        None when no supervisor approved. OSError: the file could not be written."""
        approved = await self._approved(Right.EXPORT, row, why)
        if approved is None:
            return None
        data = self._journal.customer_data(row.booking_ref, approved)
        text = json.dumps(data, ensure_ascii=False, indent=2).encode("utf-8")
        path = await asyncio.to_thread(
            write_customer_file, self.folder, CustomerFile.EXPORT, row.booking_ref, text
        )
        log.info("A customer's personal data was exported (%d bookings)", len(data["bookings"]))
        return Exported(path, len(data["bookings"]))

    async def erase(self, row: BookingRow, why: str) -> Erased | None:
        """With a supervisor's approval, erase the customer of ``row``'s phone, e-mail and ID
        numbers (the name, amounts and invoices stay; logged with ``why``) and delete the files
        made on their request; None when no supervisor approved. The journal's errors
        (``JOURNAL_ERRORS``): nothing was erased."""
        approved = await self._approved(Right.ERASURE, row, why)
        if approved is None:
            return None
        refs = self._journal.customer_refs(row.booking_ref)
        erased = self._journal.erase_customer(row.booking_ref, approved)
        log.info("A customer's personal data was erased on request (%d bookings)", erased)
        try:
            removed = await asyncio.to_thread(remove_customer_files, self.folder, refs)
        except OSError as exc:
            return Erased(erased, exc)
        log.info("The files made on the customer's request deleted: %d", len(removed))
        return Erased(erased)
