"""What the shift report reads and writes of the journal, without Qt: the day's operations and
the e-invoice clock read in a worker (on the journal's own connection when its file cannot be
read so: a journal in memory), this counter's GST export run, and the e-invoice files. The
screen's controller checks the operations against the wallet's ledger and shows the report."""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from app.books.queries import WalletMoved
from app.books.trial_balance import TrialBalance, counter_trial_balance
from app.counter.config.declared import Approve, Reader
from app.counter.config.settings import Settings
from app.counter.services.einvoices import EinvoiceService, read_clock
from app.counter.services.gst_export import DrawPdf, run_gst_export
from app.counter.services.month_close import MonthCloseService
from app.domain.einvoice import TurnoverBand
from app.domain.einvoice_clock import ClockEntry
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME, Journal
from app.reports.counter import (
    operations_on,
    operator_refunds,
    read_operations_on,
    read_wallet_moved,
    read_witness_on,
    readings_on,
    wallet_moved_by,
)
from app.reports.shift import Operation
from app.reports.wallet_reconcile import reconcile_all
from app.reports.wallet_witness import KeyWitness

# The export's own modules are imported when it runs (gst_export's rule).
if TYPE_CHECKING:
    from app.journal.gst_export import Progress


class ShiftReportService:
    """The day's figures of ``journal`` for the shift report and the tax files (an IRN
    cancelled on a decision asked of ``approve``, a refused answer accepted with a PIN and reason
    asked of ``reader``)."""

    def __init__(self, journal: Journal, approve: Approve, reader: Reader) -> None:
        self._journal = journal
        self.einvoices = EinvoiceService(self.database, approve, reader)
        # The month's close on a supervisor's PIN and name, its re-opening the owner's.
        self.months = MonthCloseService(self.database, reader)

    @property
    def database(self) -> Path:
        """The journal's file, which the workers read on a connection of their own."""
        return self._journal.folder / DATABASE_NAME

    async def operations(self, day: dt.date) -> list[Operation]:
        """``day``'s sales and cancellations, oldest first. A busy day is hundreds of journal
        rows, each made into objects under the interpreter's lock: a worker reads them."""
        try:
            return await asyncio.to_thread(read_operations_on, self.database, day)
        except sqlite3.Error:
            # The file cannot be read (the app runs on a journal in memory): read that one.
            return operations_on(self._journal, day)

    async def wallet(self, operations: list[Operation]) -> WalletMoved | None:
        """The wallet's money ``operations`` moved, by the books, read in a worker (None while
        the books job has still to post a journal of an earlier version)."""
        try:
            return await asyncio.to_thread(read_wallet_moved, self.database, operations)
        except sqlite3.Error:
            return wallet_moved_by(self._journal.till.books_connection(), operations)

    async def witness(self, day: dt.date, operations: list[Operation]) -> list[KeyWitness]:
        """``day``'s readings of the wallet reconciled with ``operations``, this counter's records
        of the day, and the operators' refunds the watcher found: every rupee the wallet moved
        between two readings that no record explains, named (a counter alone on its key:
        docs/decisions/wallet-witness.md)."""
        try:
            readings, refunds = await asyncio.to_thread(read_witness_on, self.database, day)
        except sqlite3.Error:
            readings = readings_on(self._journal, day)
            refunds = operator_refunds(self._journal.wallet_readings.operator_refunds())
        return await asyncio.to_thread(reconcile_all, readings, operations + refunds)

    async def trial_balance(self, day: dt.date, whose: str) -> TrialBalance:
        """The trial balance of ``day``'s month of this counter's books (``whose``: its code),
        read in a worker: a month is thousands of book lines."""
        try:
            return await asyncio.to_thread(read_trial_balance, self.database, whose, day)
        except sqlite3.Error:
            conn = self._journal.till.books_connection()
            return counter_trial_balance(conn, whose, day)

    async def einvoice_clock(self, band: TurnoverBand, now: dt.datetime) -> list[ClockEntry]:
        """The documents waiting for an IRN, or for its cancellation, by age, read in a worker."""
        try:
            return await asyncio.to_thread(read_clock, self.database, band, now)
        except sqlite3.Error:
            return self._journal.einvoices.clock(band, now)

    async def gst_export(
        self,
        folder: Path,
        first: dt.date,
        last: dt.date,
        settings: Settings,
        progress: Progress,
        draw: DrawPdf | None = None,
    ) -> tuple[str, bool]:
        """This counter's GST files of ``first`` to ``last`` into ``folder`` (GSTR-3B's
        figures, ``draw`` given), written in a worker; (sentence, whether written)."""
        return await run_gst_export(self.database, folder, first, last, settings, progress, draw)


def read_trial_balance(database: Path, whose: str, day: dt.date) -> TrialBalance:
    """The trial balance of ``day``'s month of the journal ``database``'s books (``whose``:
    the counter's code), on a read-only connection of its own (for a worker)."""
    conn = connect_read_only(database)
    try:
        return counter_trial_balance(conn, whose, day)
    finally:
        conn.close()
