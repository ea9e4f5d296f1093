"""The watcher: asks the service, without Qt and with the network awaited, about this
counter's bookings whose trip has not ended (however far ahead), and records each booking now
reported cancelled or changed that this counter did not cancel as a disruption (once).

Pacing (``app.domain.disruption.Pace``): each booking every 10 minutes within 48 hours of its
trip, at least every 6 hours otherwise, and whenever a clerk looks it up (``seen``); at most one
call a second in all; a booking found cancelled brings the counter's other bookings of its
departure or slot in at once. A ``Retry-After`` is waited out; while the service cannot be
reached the watcher pauses, and what fell due meanwhile is asked about when it can be again.

The journal is read and written in worker threads (``app.journal.store.writing``): the bookings
due, each look and each disruption recorded never run on the event loop's thread (the UI thread in
the app). A round's calls go through one connection, opened as the round begins and closed as it
ends: each connection opened parses the journal's schema (3.5 M instructions, 70 % of a round of
20 bookings when each call had its own), so a round's cost follows its bookings, not the
journal's tables. A round reads only the bookings due,
through the journal's index by next look (``app.journal.watch_due``), which each look moves: its
cost follows the bookings due, not every booking not yet travelled.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import sqlite3
import threading
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractContextManager, ExitStack, asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from decimal import Decimal
from functools import partial
from typing import TypeVar

from app.api.errors import ApiError, NetworkError, RateLimitedError, ServiceUnavailableError
from app.api.models import BookingStatusData, BookingStatusResult, WalletResult
from app.domain.disruption import (
    DisruptionKind,
    Pace,
    finding,
    operator_refund,
    seats_held,
    trip_facts,
    trip_start,
)
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.status import BookingStatus
from app.journal.disruptions import Found, Watch
from app.journal.store import APART_WAIT_MS, DATABASE_NAME, Journal, JournalReads, writing
from app.mail.outbox import Letter
from app.records.refunds import RefundDue

log = logging.getLogger(__name__)

T = TypeVar("T")

# How long the watcher waits after the service could not be reached, or the journal written,
# before it tries again.
OFFLINE_PAUSE = dt.timedelta(seconds=30)

AskStatus = Callable[[str, Module], Awaitable[BookingStatusResult]]
AskWallet = Callable[[], Awaitable[WalletResult]]


@dataclass(frozen=True, slots=True)
class Round:
    """What one pass over the due bookings did: calls made, disruptions found, and how long to
    wait before the next pass."""

    calls: int
    found: tuple[str, ...]
    wait: dt.timedelta


class _RoundJournal:
    """A round's connection to the journal: opened by its first call, in that call's worker,
    and used by one worker after another (``writing(any_thread=True)``). A call and the closing
    take turns on a lock: a round cancelled while its worker still runs a call (the app
    closing) closes the connection only once that call is done, never under it."""

    def __init__(self, opening: Callable[[], AbstractContextManager[JournalReads]]) -> None:
        self._opening = opening
        self._held = ExitStack()
        self._reads: JournalReads | None = None
        self._turn = threading.Lock()

    @property
    def opened(self) -> bool:
        """Whether a call opened it."""
        return self._reads is not None

    def run(self, work: Callable[[JournalReads], T]) -> T:
        """``work`` on the connection, opened now if not yet (``sqlite3.Error`` when it cannot
        be: the call fails as it did on a connection of its own)."""
        with self._turn:
            if self._reads is None:
                self._reads = self._held.enter_context(self._opening())
            return work(self._reads)

    def close(self) -> None:
        """Closed, in a worker, once no call is under way."""
        with self._turn:
            self._held.close()


class Watcher:
    """Watches ``journal``'s bookings through ``ask`` (the client's ``booking_status``) at
    ``pace``, on the clock ``now``; ``wallet`` (the client's ``wallet_balance``) tells from its
    ledger what an operator's cancellation of a BOAT booking credited back;
    ``refund_service_charge``: whether an operator's cancellation gives the customer the service
    charge back; ``found`` is told of each disruption recorded (on the loop's thread);
    ``letter`` makes the customer's e-mail of one (queued with it) from the journal as the
    worker reads it.

    ``journal`` is read and written through its file, never its own connection (that is the UI
    thread's): in workers, waiting up to ``busy_timeout_ms`` for another's lock. The pace follows
    the settings between rounds through ``follow``; ``refund_service_charge`` may be set between
    rounds (the settings changed)."""

    def __init__(
        self,
        ask: AskStatus,
        journal: Journal,
        pace: Pace,
        *,
        wallet: AskWallet,
        refund_service_charge: bool,
        now: Callable[[], dt.datetime],
        found: Callable[[str], None] = lambda booking_ref: None,
        letter: Callable[[JournalReads, Found], Letter | None] = lambda reads, found: None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        busy_timeout_ms: int = APART_WAIT_MS,
    ) -> None:
        self._ask = ask
        self._wallet = wallet
        self._database = journal.folder / DATABASE_NAME
        self._journal_now = journal.now
        self.pace = pace
        self.refund_service_charge = refund_service_charge
        self._now = now
        self._found = found
        self._letter = letter
        self._sleep = sleep
        self._busy_timeout_ms = busy_timeout_ms
        self._last_call: dt.datetime | None = None
        # Whether the journal's index by next look is paced by ``pace``: not known before the
        # first ``follow`` (it may have been paced by another, or filled at the default).
        self._paced = False
        # Bookings asked about in the next round, due or not: the wallet shows the operator
        # refunded them (``look_at_once``).
        self._urgent = set[str]()
        # The round's connection, seen by the round's own task alone (``_one_connection``): a
        # clerk's lookup (``seen``) during a round has a connection of its own.
        self._round_journal = ContextVar[_RoundJournal | None]("round_journal", default=None)

    async def _in_worker(self, work: Callable[[JournalReads], T]) -> T:
        """``work`` on the journal in a worker thread: through the round's connection in a
        round, else through a connection of its own."""
        held = self._round_journal.get()
        if held is not None:
            return await asyncio.to_thread(held.run, work)

        def run() -> T:
            with writing(
                self._database, self._journal_now, busy_timeout_ms=self._busy_timeout_ms
            ) as reads:
                return work(reads)

        return await asyncio.to_thread(run)

    @asynccontextmanager
    async def _one_connection(self) -> AsyncIterator[None]:
        """The journal's calls this task makes meanwhile go through one connection, opened by
        the first of them in its worker and closed at the end in a worker."""
        held = _RoundJournal(
            partial(
                writing,
                self._database,
                self._journal_now,
                busy_timeout_ms=self._busy_timeout_ms,
                any_thread=True,
            )
        )
        token = self._round_journal.set(held)
        try:
            yield
        finally:
            self._round_journal.reset(token)
            if held.opened:
                await asyncio.to_thread(held.close)

    async def due(self) -> list[Watch]:
        """The watched bookings whose next look is due now, the longest waiting first (read in a
        worker through the journal's index by next look), after those the wallet says to ask
        about at once. One whose cancellation by this counter awaits its answer is left for a
        near interval."""
        waiting_until = self._now() + self.pace.near
        urgent, self._urgent = self._urgent, set[str]()

        def read(reads: JournalReads) -> list[Watch]:
            found = reads.watch_due.due(waiting_until)
            listed = {watch.booking_ref for watch in found}
            extra = [reads.watch_due.one(ref) for ref in sorted(urgent - listed)]
            return [watch for watch in extra if watch is not None] + found

        return await self._in_worker(read)

    async def follow(self, pace: Pace) -> None:
        """Watch at ``pace`` from the next round on: the journal's index by next look re-paced by
        it in a worker (once, and again whenever it changes), so that a near interval saved while
        watching paces the next round rather than each booking's after its next look (up to the
        far interval late). While the journal cannot be written the pace in use stays, and the
        next round's ``follow`` tries again."""
        if self._paced and pace == self.pace:
            return
        try:
            moved = await self._in_worker(lambda reads: reads.watch_due.repace(pace))
        except sqlite3.Error as error:
            log.warning("The watcher could not re-pace the journal: %s", error)
            return
        log.info("The watcher paces at %s: %s next looks moved", pace, moved)
        self.pace, self._paced = pace, True

    def look_at_once(self, booking_refs: set[str]) -> None:
        """``booking_refs`` are asked about in the next round, due or not (the wallet shows the
        operator refunded them)."""
        self._urgent.update(booking_refs)

    async def watch_once(self) -> Round:
        """Ask about every booking due, one call at a time at the pace; stop early when the
        service is unreachable or asks to slow down. A booking found cancelled brings the
        counter's other bookings of its departure or slot into the round at once, due or not."""
        async with self._one_connection():
            return await self._round()

    async def _round(self) -> Round:
        """``watch_once``'s round, its journal open."""
        calls, found = 0, list[str]()
        try:
            due = await self.due()
        except sqlite3.Error as error:
            # The journal cannot be read now: nothing is asked, the round comes again.
            log.warning("The watcher could not read the journal: %s", error)
            return Round(calls, (), OFFLINE_PAUSE)
        queue = deque(due)
        queued = {watch.booking_ref for watch in due}
        while queue:
            watch = queue.popleft()
            await self._keep_pace()
            calls += 1
            try:
                answer = await self._ask(watch.booking_ref, watch.module)
                recorded = await self._settle(watch, answer.data)
            except RateLimitedError as error:
                wait = dt.timedelta(seconds=error.retry_after or 1)
                log.info("The service asked the watcher to wait %s s", wait.total_seconds())
                return Round(calls, tuple(found), wait)
            except (NetworkError, ServiceUnavailableError):
                log.info("The watcher pauses: the service cannot be reached")
                return Round(calls, tuple(found), OFFLINE_PAUSE)
            except ApiError as error:
                # A booking the service no longer answers for is not guessed at; asked again later.
                log.warning("The watcher could not read %s: %s", watch.booking_ref, error.code)
                continue
            except sqlite3.Error as error:
                # The journal cannot be read or written now (locked, full): the booking stays
                # due and is asked about again after the pause, so nothing found is lost.
                log.warning("The watcher could not record %s: %s", watch.booking_ref, error)
                return Round(calls, tuple(found), OFFLINE_PAUSE)
            if recorded is None:
                continue
            found.append(watch.booking_ref)
            if recorded is DisruptionKind.CANCELLED:
                siblings = await self._siblings(watch)
                queue.extend(w for w in siblings if w.booking_ref not in queued)
                queued.update(w.booking_ref for w in siblings)
        try:
            upcoming = await self._in_worker(lambda reads: reads.watch_due.next_due())
        except sqlite3.Error as error:
            log.warning("The watcher could not read the journal: %s", error)
            return Round(calls, tuple(found), OFFLINE_PAUSE)
        return Round(calls, tuple(found), self._until_next(upcoming))

    async def seen(self, booking_ref: str, data: BookingStatusData) -> DisruptionKind | None:
        """A status answer of ``booking_ref`` read elsewhere (a clerk looked it up) taken as the
        watcher's own look: a disruption it shows is recorded now, and a cancellation brings
        the other bookings of its departure or slot into a round at once. What was recorded
        (None: nothing, or the booking is not watched)."""
        watch = await self._in_worker(lambda reads: reads.watch_due.one(booking_ref))
        if watch is None:
            return None
        recorded = await self._settle(watch, data)
        if recorded is DisruptionKind.CANCELLED:
            # Due at once: the next round (which the caller brings forward) asks about them.
            await self._siblings(watch)
        return recorded

    async def _settle(self, watch: Watch, data: BookingStatusData) -> DisruptionKind | None:
        """Journal the look at ``watch`` whose answer is ``data``, and the disruption it shows
        (first time only): its kind, None when nothing was recorded."""
        # Read after the answer, the ledger holds the refund that came with it.
        credited = await self._ledger_refund(watch.booking_ref) if _says_no_refund(data) else None
        look = partial(self._look, watch=watch, data=data, credited=credited)
        kind = await self._in_worker(look)
        if kind is not None:
            self._found(watch.booking_ref)
        return kind

    async def _siblings(self, watch: Watch) -> list[Watch]:
        """The counter's other watched bookings of ``watch``'s departure or slot, found
        cancelled: each due at once in the journal, so that a stop before they are asked about
        does not put them off to their next look."""
        return await self._in_worker(lambda reads: reads.watch_due.trip_at_once(watch))

    async def _ledger_refund(self, booking_ref: str) -> Decimal | None:
        """The newest refund of ``booking_ref`` among the wallet's latest movements (for
        a booking the operator cancelled, the operator's: nothing follows it); None: not there."""
        await self._keep_pace()
        movements = (await self._wallet()).data.recent_ledger_journal_snapshot  # newest first
        # Imported when first needed: the watcher starts with the window, the shift report's
        # rules are the warm-up worker's to load.
        from app.reports.shift import LEDGER_EVENT, OperationKind

        refund = LEDGER_EVENT[OperationKind.CANCELLATION]
        return next(
            (j.amount for j in movements if j.event == refund and j.booking_ref == booking_ref),
            None,
        )

    def _look(
        self,
        reads: JournalReads,
        *,
        watch: Watch,
        data: BookingStatusData,
        credited: Decimal | None,
    ) -> DisruptionKind | None:
        """What the answer ``data`` says of ``watch``, journalled through ``reads`` (in the
        worker): the look, and a disruption (its kind) the first time one is found; ``credited``:
        the booking's latest refund in the wallet's ledger (None: not among its latest)."""
        trip = trip_facts(data.metadata.model_dump(mode="json"))
        first = watch.first_seen or {**trip, "travel_date": watch.travel_date.isoformat()}
        kind = finding(data.booking_status, trip, first)
        reads.disruptions.checked(watch.booking_ref, first)
        starts = trip_start(watch.travel_date, first)
        reads.watch_due.looked(watch.booking_ref, starts, self._now(), self.pace)
        if kind is None:
            return None
        # Worked out and recorded under one write lock: a cancellation of the counter's own
        # that landed since the watch list was read is seen there, and nothing is recorded.
        with reads.disruptions.held():
            found = self._what(reads, watch, data, kind, first, trip, credited)
            recorded = reads.disruptions.record(found, self._letter(reads, found))
        if recorded and kind is DisruptionKind.CANCELLED:
            # Its departure's other bookings due at once before anything is told of the find: a
            # stop right after it (a killed counter) must not put them off to their next look.
            reads.watch_due.trip_at_once(watch)
        return kind if recorded else None

    def _what(
        self,
        reads: JournalReads,
        watch: Watch,
        data: BookingStatusData,
        kind: DisruptionKind,
        was: dict[str, str],
        now: dict[str, str],
        credited: Decimal | None,
    ) -> Found:
        if kind is DisruptionKind.CHANGED:
            return Found(watch.booking_ref, kind, was, now, ZERO, None)
        back = self._wallet_back(reads, watch, data, credited)
        return Found(watch.booking_ref, kind, was, now, back, self._due(reads, watch, data))

    def _wallet_back(
        self, reads: JournalReads, watch: Watch, data: BookingStatusData, credited: Decimal | None
    ) -> Decimal:
        """What the operator's cancellation gave the wallet: ACTIVITY's status answer says what
        was refunded in all; BOAT's says nothing, so the refund the wallet's ledger shows
        (``credited``; the operator refunds what is still unreleased of the debit,
        docs/decisions/operator-cancellations.md)."""
        row = reads.history.find(watch.booking_ref)
        assert row is not None  # the watch list is read from the bookings
        if data.financial_summary is not None:
            return money(max(data.financial_summary.total_refunded - row.total_refunded, ZERO))
        if credited is not None:
            return money(credited)
        # Not among the ledger's latest movements: what the debit had left, which is above the
        # operator's refund by what a cancellation of the counter's own released unrefunded.
        log.warning("The wallet's ledger no longer lists the refund of %s", watch.booking_ref)
        return money(row.total_debited - row.total_refunded)

    def _due(self, reads: JournalReads, watch: Watch, data: BookingStatusData) -> RefundDue | None:
        """The customer's refund of the operator's cancellation: what they paid for the seats
        the booking still held (docs/decisions/disruption-per-seat.md), the seats this
        counter's own cancellations released before told apart by the manifest's passenger
        ids (a BOAT's) or counted (an ACTIVITY's)."""
        till = reads.till
        sale = till.sale_of(watch.booking_ref)
        if sale is None:
            return None  # not paid at this till: nothing of the customer's money is here
        released = reads.released_of(watch.booking_ref)
        manifest = [t.passenger_id for t in data.traveler_manifest or ()]
        held = seats_held(len(sale.price.seats), manifest, released.passenger_ids, released.seats)
        # What the customer's own cancellations gave back, paid or still owed: the ceiling.
        paid = sum((r.amount for r in till.refunds_of(watch.booking_ref)), ZERO)
        given = money(paid + till.owed_on(watch.booking_ref))
        amount = operator_refund(
            sale.price, held, given, refund_service_charge=self.refund_service_charge
        )
        # Back over the sale's tenders in the proportion they can still give it back (the
        # after-sale's rule); the clerk may move it between them when paying. Imported here:
        # the after-sale's modules are no part of the start (the runtime is built before the
        # live catalogue, a refund found only after it).
        from app.booking.aftersale import tender_split

        by = tender_split(amount, till.refund_left(watch.booking_ref))
        row = reads.history.find(watch.booking_ref)
        return RefundDue(watch.booking_ref, row.customer_name if row else "", by, amount)

    def _until_next(self, upcoming: dt.datetime | None) -> dt.timedelta:
        if upcoming is None:
            return self.pace.near
        return max(upcoming - self._now(), self.pace.gap)

    async def _keep_pace(self) -> None:
        if self._last_call is not None:
            left = self._last_call + self.pace.gap - self._now()
            if left > dt.timedelta(0):
                await self._sleep(left.total_seconds())
        self._last_call = self._now()


def _says_no_refund(data: BookingStatusData) -> bool:
    """A cancelled booking whose status answer says nothing of refunds (BOAT's)."""
    cancelled = BookingStatus.of(data.booking_status) is BookingStatus.CANCELLED
    return cancelled and data.financial_summary is None
