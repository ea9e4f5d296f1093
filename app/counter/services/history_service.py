"""What the History screen does with the journal, without Qt: a search's first page and totals
read in a worker, the later pages, a booking's money and cancellations in words, the CSV export
and a voucher printed again. The screen's controller turns its signals into these calls."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app.api.models import BookingStatusData
from app.books.queries import booking_money, customer_owed, refunds_given, with_paid
from app.counter.services.history import (
    FoundBookings,
    cancellation_text,
    export_csv,
    payment_text,
    read_search,
    till_carried,
)
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.records.bookings import BookingRow
from app.reports.receipt_data import AgencyDetails

# The voucher's module is imported when a voucher is first asked for (History's first show must
# fit in one frame).
if TYPE_CHECKING:
    from app.counter.papers.voucher import Voucher


class HistoryService:
    """The counter's bookings as History shows them, read from ``journal``."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal

    @property
    def database(self) -> Path:
        """The journal's file, for the workers that read it on a connection of their own."""
        return self._journal.folder / DATABASE_NAME

    async def search(self, text: str, day: dt.date | None, page_rows: int) -> FoundBookings:
        """The bookings matching ``text`` on ``day``: how many, the first ``page_rows`` and the
        day totals. Their queries scan the journal (5-10 ms for 10,000 bookings), so a worker
        runs them on a connection of its own."""
        return await asyncio.to_thread(read_search, self.database, text, day, page_rows)

    def page(self, text: str, day: dt.date | None, offset: int, limit: int) -> list[BookingRow]:
        """A later page of a search (one indexed query), read as the list scrolls."""
        rows = self._journal.history.page(text, day, offset=offset, limit=limit)
        return with_paid(self._journal.till.books_connection(), rows)

    def detail(self, row: BookingRow) -> str:
        """The booking's money (what the customer paid and was given back, what the wallet was
        charged) and its cancellations (which seats or passengers, the refunds)."""
        till = self._journal.till
        refunds = till.refunds_of(row.booking_ref)
        sale = till.sale(row.request_id)
        owed = customer_owed(till, row.booking_ref)
        books = booking_money(till, row.request_id, row.booking_ref)
        carried = till_carried(self._journal, row.request_id) if books is None else None
        money = payment_text(row, sale, refunds, owed, books, carried)
        given = refunds_given(till, row.booking_ref)
        cancellations = self._journal.cancellations_of(row.booking_ref)
        cancelled = cancellation_text(row, cancellations, refunds, given)
        return "\n".join(text for text in (money, cancelled) if text)

    async def export(
        self,
        path: Path,
        text: str,
        day: dt.date | None,
        progress: Callable[[int, int], None],
    ) -> int:
        """Write the bookings of the search to the CSV ``path`` in a worker, which reports
        ``progress(written, total)`` from its thread; how many. OSError: not written."""
        return await asyncio.to_thread(export_csv, self.database, path, text, day, progress)

    def voucher(
        self, row: BookingRow, status: BookingStatusData, training: bool, agency: AgencyDetails
    ) -> Voucher | None:
        """The booking's voucher as the service now reports it, marked as printed again; None
        when the sale is no longer in the journal."""
        from dataclasses import replace

        from app.counter.papers.voucher import reprint_from_journal

        voucher = reprint_from_journal(self._journal, row, status, training, agency)
        return None if voucher is None else replace(voucher, duplicate=self._journal.now())
