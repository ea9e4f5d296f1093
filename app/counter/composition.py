"""The composition root of the counter, without Qt: the journal this counter runs on, opened at the
start whatever the last run or the disk left it in, and the services the screens call over it, each
made here so that the window never holds the journal's own types (docs/decisions/
screens-call-services.md). The window takes this object; the runtime is made from it and the
settings in use.

``JournalUnusable`` (the sentence staff read: the app does not start), ``Recovery`` (what was
saved of a damaged journal) and ``Connector`` (how the file is opened; tests inject faults) are
the opening's, named here for the start.
"""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3
from collections.abc import Awaitable, Callable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from app.counter.config.declared import Approve, Reader
from app.counter.config.keystore import KeyStore, keyed_sealer
from app.counter.config.paths import AppPaths
from app.counter.link.service import ServiceConnection
from app.journal.opening import Connector, JournalUnusable, Recovery, open_journal
from app.journal.store import DATABASE_NAME, Journal
from app.records.faults import WriteFault

# The screens' services are imported when their screen is first built, and the runtime after
# the live catalogue is listed: the start needs none of them.
if TYPE_CHECKING:
    from app.api.client import PartnerClient
    from app.api.models import WalletData
    from app.bank.account import BankAccount
    from app.booking.checkout import SaleTerms
    from app.counter.config.crash_reports import OpenSale
    from app.counter.journal_access.journal_copy import JournalCopy
    from app.counter.papers.customer_papers import CustomerPapers
    from app.counter.runtime.counter_runtime import CounterRuntime, Listeners, Timing
    from app.counter.runtime.job import Job
    from app.counter.runtime.job_replay import Replay
    from app.counter.services.access_log import AccessLogService
    from app.counter.services.agency_unresolved import AgencyUnresolvedService
    from app.counter.services.bank_lookup import BankProofService
    from app.counter.services.bank_statements import Judge, Pull, Share, StatementService
    from app.counter.services.bank_vouchers import BankBooksService
    from app.counter.services.booking_lookup import LookupService
    from app.counter.services.booking_mail import BookingMailService
    from app.counter.services.customer_refunds import RefundService
    from app.counter.services.customer_rights import RightsService
    from app.counter.services.disruptions import DisruptionService, Party
    from app.counter.services.excess_refunds import ExcessRefundService
    from app.counter.services.exchanges import ExchangeService
    from app.counter.services.history_service import HistoryService
    from app.counter.services.kept_sale import KeptSaleService
    from app.counter.services.pending_decisions import PendingDecisionService
    from app.counter.services.pending_sales import PendingSaleService
    from app.counter.services.records_key import RecordsKey
    from app.counter.services.sales import SaleService
    from app.counter.services.settings_gate import SettingsGate
    from app.counter.services.shift_reports import ShiftReportService
    from app.counter.services.shifts import ShiftService
    from app.journal.till import Till

T = TypeVar("T")

log = logging.getLogger(__name__)

__all__ = ["Connector", "CounterServices", "JournalUnusable", "Recovery"]


class CounterServices:
    """The journal ``journal`` (opened with ``recovery`` done, if any) and its services."""

    def __init__(self, journal: Journal, recovery: Recovery | None = None) -> None:
        self.journal = journal
        self.recovery = recovery
        # Who is told when money moves: the runtime made over this journal, once made.
        self._told: list[Callable[[], None]] = []
        # Who is told when a shift closes: the runtime's books job, which checks the books.
        self._closes: list[Callable[[], None]] = []

    def when_money_moves(self, told: Callable[[], None]) -> None:
        """Tell ``told()`` each time a service made here moves money."""
        self._told.append(told)

    def money_moved(self) -> None:
        """Money moved at this counter (a sale, an exchange, a cancellation, a refund, a pending
        sale settled): the runtime's letters and agency link go now, not at their next round.
        Every service made here that moves money tells it, whoever drives the service."""
        for told in self._told:
            told()

    def when_shift_closes(self, told: Callable[[], None]) -> None:
        """Tell ``told()`` each time a shift closes at this counter."""
        self._closes.append(told)

    def shift_closed(self) -> None:
        """A shift closed at this counter: the books are checked again."""
        for told in self._closes:
            told()

    def keep_wallet_reading(self, data: WalletData, key: str) -> None:
        """Record a reading of the wallet (``data``, read with the agent key of fingerprint
        ``key``) with this counter's records: the agency's day close and the shift close
        reconcile the readings. A journal that cannot take it loses this reading only: the next
        one covers the same movements (docs/decisions/wallet-witness.md)."""
        if self.journal.read_only is not None:
            return
        try:
            self.journal.wallet_readings.record(data, key)
        except sqlite3.Error as error:
            log.warning("A reading of the wallet was not recorded: %s", error)

    @classmethod
    def open(
        cls, folder: Path, keys: KeyStore, connect: Connector | None = None
    ) -> CounterServices:
        """The journal in ``folder`` opened (the caller holds its lock), what waits on disk
        sealed under the keyring's key; ``connect`` opens its file (None: the journal's own
        way). ``JournalUnusable`` when the app cannot run on it."""
        # What waits on disk (a draft's scans, a sale's without its answer) is sealed under the
        # keyring's key: another account, or a copy of the files, reads none of it. Its keys
        # (derived) chain the access log and seal the records' links too.
        sealer = keyed_sealer(keys)
        opened = (
            open_journal(folder, sealer=sealer)
            if connect is None
            else open_journal(folder, connect=connect, sealer=sealer)
        )
        return cls(opened.journal, opened.recovery)

    @classmethod
    def at(cls, folder: Path) -> CounterServices:
        """The journal in ``folder``, opened plainly (nothing sealed: tests, tools)."""
        return cls(Journal(folder))

    @property
    def database(self) -> Path:
        """The journal's file, which workers and child processes read on their own."""
        return self.journal.folder / DATABASE_NAME

    @property
    def read_only(self) -> WriteFault | None:
        """Why the journal cannot be written (None: it can); nothing is sold then."""
        return self.journal.read_only

    @property
    def till(self) -> Till:
        """The till's records: shifts, sales, refunds and the supervisors' PIN and decisions."""
        return self.journal.till

    def close(self) -> None:
        """Close the journal (the app's last step: nothing is written after it)."""
        self.journal.close()

    def open_sale(self) -> OpenSale:
        """What the journal holds of the sales an earlier run left open, for its crash report
        (blocking: on the journal's thread)."""
        from app.counter.config.crash_reports import open_sale

        return open_sale(self.journal)

    def limit_waits(self, wait_ms: int) -> None:
        """The screen's thread waits at most ``wait_ms`` for another program's lock."""
        self.journal.limit_waits(wait_ms)

    def ready_to_seal(self) -> None:
        """Read the sealing keys now (blocking: for a worker, before the first sale seals): the
        journal's, and the records' seal key (its first read asks the keyring)."""
        from app.journal import chain

        self.journal.ready_to_seal()
        chain.sealing_key()

    def records_unsealed(self) -> bool:
        """Whether this counter's records go unsealed, for want of a keyring to keep their key
        (blocking on first use: a worker's; ``chain.no_keyring``)."""
        from app.journal import chain

        return chain.no_keyring()

    def runtime(
        self,
        connection: ServiceConnection,
        keys: KeyStore,
        paths: AppPaths,
        agency: Job,
        replay: Replay | None = None,
        listeners: Listeners | None = None,
        timing: Timing | None = None,
    ) -> CounterRuntime:
        """The counter's runtime over this journal and the settings ``connection`` holds, woken by
        the services made here when money moves; ``timing`` by default the app's (its jobs'
        first looks and restarts as declared there)."""
        from app.counter.runtime.counter_runtime import CounterRuntime, Timing

        runtime = CounterRuntime(
            connection,
            self.journal,
            keys,
            paths,
            agency,
            replay=replay,
            listeners=listeners,
            timing=Timing() if timing is None else timing,
        )
        self.when_money_moves(runtime.money_moved)
        self.when_shift_closes(lambda: runtime.wake("books"))
        return runtime

    def shift_service(
        self,
        counter: Callable[[], str],
        limit: Callable[[], Decimal],
        approve: Approve,
        owner: Callable[[], str] = str,
    ) -> ShiftService:
        """The shifts and drawer of the counter coded ``counter()``, a close off by more than
        ``limit()`` (or another clerk's) approved through ``approve``, each Z report's heads
        mailed to ``owner()`` ('' for none)."""
        from app.counter.services.shifts import ShiftService

        return ShiftService(
            self.journal.till, counter, limit, approve, owner, closed=self.shift_closed
        )

    def sales(self, approve: Approve) -> SaleService:
        """What the Book screen's sales read and keep besides settling (each told ``moved``), a
        checkout's gates and the void of the sale kept as it closes asked of ``approve``."""
        from app.counter.services.sales import SaleService

        return SaleService(self.journal, self.kept_sale(approve), approve, self.money_moved)

    def kept_sale(self, approve: Approve) -> KeptSaleService:
        """The sale kept from last time: offered, restored, discarded, voided (``approve``)."""
        from app.counter.services.kept_sale import KeptSaleService

        return KeptSaleService(self.journal, approve)

    def waiting_or_owed(self, counter: str) -> bool:
        """Whether the journal holds a request or an exchange whose outcome is not known, or a
        refund owed to a customer of the counter coded ``counter``: what the header names from
        the start (``PendingSaleService.outstanding`` says which, with this run's unsaved
        answers, none at the start)."""
        journal = self.journal
        return bool(
            journal.pending()
            or journal.exchanges.open_exchanges()
            or journal.till.refunds_owed(counter)
        )

    def pending_sales(self, connection: ServiceConnection) -> PendingSaleService:
        """The journal's pending requests, tried on ``connection``'s client."""
        from app.counter.services.pending_sales import PendingSaleService

        return PendingSaleService(self.journal, connection, self.money_moved)

    def pending_decisions(
        self, sales: PendingSaleService, approve: Approve
    ) -> PendingDecisionService:
        """What supervisors decide about ``sales``' unresolved sales, each decision asked of
        ``approve``."""
        from app.counter.services.pending_decisions import PendingDecisionService

        return PendingDecisionService(sales, approve)

    def papers(self) -> CustomerPapers:
        """The customer documents of this journal, read for their copies."""
        return self.papers_at(self.database)

    @staticmethod
    def papers_at(database: Path) -> CustomerPapers:
        """The customer documents of the journal file ``database``, read on connections of their
        own (the mail child, a process of its own, lays its letters' out of them)."""
        from app.counter.journal_access.journal_reader import JournalReader
        from app.counter.papers.customer_papers import CustomerPapers

        return CustomerPapers(JournalReader(database))

    def journal_copy(self) -> JournalCopy:
        """The journal's rolling copy beside it."""
        from app.counter.journal_access.journal_copy import JournalCopy

        return JournalCopy(self.database)

    def disruptions(
        self,
        refunds: RefundService,
        language: str,
        agency: str,
        rebooker: Callable[[Party], bool],
    ) -> DisruptionService:
        """The Disruptions screen's parties, their messages (in ``language``, signed by
        ``agency``), refunds through ``refunds``' after-sale and rebooks through ``rebooker``."""
        from app.counter.services.disruptions import DisruptionService

        return DisruptionService(
            refunds.aftersale, language=language, agency=agency, rebooker=rebooker
        )

    def operator_cancelled(self, day: dt.date) -> frozenset[str]:
        """The product lines of ``day`` the operator cancelled, as this counter found them on the
        bookings it sold; none when the journal cannot be read (the service's own state, "Sold
        out", still shows)."""
        from app.booking.faults import JOURNAL_ERRORS

        try:
            return self.journal.disruptions.cancelled_products(day)
        except JOURNAL_ERRORS:
            return frozenset()

    def settings_gate(self, approve: Approve) -> SettingsGate:
        """Who may save what in Settings: guarded changes approved through ``approve``."""
        from app.counter.services.settings_gate import SettingsGate

        return SettingsGate(self.journal.till, approve)

    def access_log(self, approve: Approve) -> AccessLogService:
        """Who read which customer's data, chained; read on a decision asked of ``approve``."""
        from app.counter.services.access_log import AccessLogService

        return AccessLogService(self.journal, approve)

    def records_key(self, keys: KeyStore, approve: Approve) -> RecordsKey:
        """The records' sealing key, rotated on a decision asked of ``approve``."""
        from app.counter.services.records_key import RecordsKey

        return RecordsKey(self.journal, keys, approve)

    def bookings(self) -> LookupService:
        """Lookup's reads."""
        from app.counter.services.booking_lookup import LookupService

        return LookupService(self.journal)

    def letters(self) -> BookingMailService:
        """A booking's e-mail, read and queued again."""
        from app.counter.services.booking_mail import BookingMailService

        return BookingMailService(self.journal)

    def proofs(self) -> BankProofService:
        """A booking's payments as the bank statements prove them."""
        from app.counter.services.bank_lookup import BankProofService

        return BankProofService(self.journal)

    def excess_refunds(self, counter: Callable[[], str]) -> ExcessRefundService:
        """The customers' excesses owed back, paid at the counter coded ``counter()``."""
        from app.counter.services.excess_refunds import ExcessRefundService

        return ExcessRefundService(self.journal, counter)

    def refunds(
        self,
        client: Callable[[], PartnerClient],
        counter: Callable[[], str],
        charge: Callable[[], bool],
        approve: Approve,
    ) -> RefundService:
        """The customers' refunds at the counter coded ``counter()``."""
        from app.counter.services.customer_refunds import RefundService

        return RefundService(self.journal, client, counter, charge, approve, self.money_moved)

    def exchanges(
        self, client: Callable[[], PartnerClient], terms: Callable[[], SaleTerms]
    ) -> ExchangeService:
        """The reschedules and rebooks of the bookings sold here."""
        from app.counter.services.exchanges import ExchangeService

        return ExchangeService(self.journal, client, terms, self.money_moved)

    def shift_reports(self, approve: Approve, reader: Reader) -> ShiftReportService:
        """The shift report's reads and the tax files (an IRN cancelled through ``approve``, a
        refused e-invoice answer accepted through ``reader``)."""
        from app.counter.services.shift_reports import ShiftReportService

        return ShiftReportService(self.journal, approve, reader)

    def agency_unresolved(
        self, read: Callable[[], Awaitable[T]], approve: Approve
    ) -> AgencyUnresolvedService[T]:
        """Every counter's unresolved sales, as ``read`` takes them from the agency store, shown
        on a decision asked of ``approve``."""
        from app.counter.services.agency_unresolved import AgencyUnresolvedService

        return AgencyUnresolvedService(read, approve)

    def history(self) -> HistoryService:
        """History's reads, exports and vouchers."""
        from app.counter.services.history_service import HistoryService

        return HistoryService(self.journal)

    def rights(self, folder: Path, approve: Approve, reader: Reader) -> RightsService:
        """Customers' data rights, their papers written into ``folder``, an export, an erasure
        and the access log each on a decision asked of ``approve``; the passengers' ID numbers
        opened for the supervisor ``reader`` names."""
        from app.counter.services.customer_rights import RightsService

        access_log = self.access_log(approve)
        return RightsService(self.journal, folder, approve, access_log, reader)

    def bank_books(
        self, approve: Approve, accounts: Callable[[], Sequence[BankAccount]] = tuple
    ) -> BankBooksService:
        """The statements' lines left over, booked or undone on a decision asked of
        ``approve``, and each of the agency's declared ``accounts`` reconciled against the
        books."""
        from app.counter.services.bank_vouchers import BankBooksService

        return BankBooksService(self.journal, self.journal.now, approve, accounts)

    def statements(
        self,
        share: Callable[[], Share | None],
        pull: Callable[[], Pull | None],
        judge: Callable[[], Judge | None],
        approve: Approve,
        input_credit: Callable[[], bool],
        accounts: Callable[[], Sequence[BankAccount]] = tuple,
    ) -> StatementService:
        """The bank statements imported here and shared with the agency store, whose day close
        judges this counter's payments; each read against the agency's declared ``accounts``;
        ``input_credit``: whether the agency's GST scheme allows the credit of the tax on the
        payment apps' fees (read from Settings when a payout is posted)."""
        from app.counter.services.bank_statements import StatementService

        return StatementService(
            self.journal, self.journal.now, share, pull, judge, approve, input_credit, accounts
        )
