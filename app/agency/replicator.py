"""The replicator: copies the journal's outbox to the agency store, in ``seq`` order, for as long
as the app runs.

It reads the outbox through a connection of its own in a worker thread (short transactions; a
sale never waits on it), pushes a batch in one store transaction, and marks the batch sent only
after that commit: a crash in between sends the batch again, which the store ignores. When the
store cannot be reached it waits, doubling the wait up to a cap, and tries again; selling goes on
meanwhile and the outbox keeps everything. Once per connection, and every few minutes after, it
compares the store's copy of the counter's chain with the journal's (what was sent) and records
a difference in the outbox, for the agency day close to name.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import sqlite3
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import psycopg
import psycopg_pool

from app.agency.identity import CounterIdentity
from app.agency.link import LinkState
from app.agency.migrate import AgencySchemaTooNew
from app.agency.store import AgencyStore, AgencyStoreError, StoredLink
from app.domain.clock import service_now
from app.journal import chain
from app.journal.outbox import WITNESSED_CHAINS, WITNESSED_RECORDS, Kind, OutboxReader
from app.journal.till import receipts_restarted, resume_receipts

log = logging.getLogger(__name__)

BATCH_SIZE = 200
POLL_S = 0.2
MIN_BACKOFF_S = 0.5
MAX_BACKOFF_S = 30.0
# How often the store's copy of the chain is compared with the journal's (and at each connect).
CHECK_EVERY_S = 300.0
# What a store that fails raises: unreachable, refused, or a transaction cut off by a restart.
STORE_FAULTS = (
    psycopg.Error,
    psycopg_pool.PoolTimeout,
    OSError,
    AgencyStoreError,
    AgencySchemaTooNew,
)

StoreOpener = Callable[[str, str | None], Awaitable[AgencyStore]]


def _seal_verdict(
    key: bytes, stored: StoredLink, *, after_sealed: bool, before: str | None
) -> chain.Seal:
    """What ``stored``'s seal is under ``key``: a link without a seal holds only before the
    first sealed one (a seal taken away does not), and a seal under a new key must name the key
    of the seal ``before`` it."""
    if stored.seal is None:
        return chain.Seal.BROKEN if after_sealed else chain.Seal.HOLDS
    if stored.link is None or not chain.follows_key(stored.seal, before):
        return chain.Seal.BROKEN
    return chain.seal_holds(key, stored.link, stored.seal)


@dataclass(frozen=True, slots=True)
class KeyDiffers:
    """The store's records from ``seq`` on are sealed under the key ``fingerprint``, which this
    computer does not hold (``ours``): their seals cannot be checked here, their texts and
    links still are."""

    seq: int
    fingerprint: str
    ours: str


def _ignore(_state: LinkState) -> None:
    """The default ``on_state``: nobody watches."""


def _unheard(_prefix: str) -> None:
    """The default ``on_receipts``: nobody watches."""


class Replicator:
    """Copies the outbox of the journal at ``journal_path`` to the store at ``url`` as
    ``counter``; ``on_state`` hears every change of the link's state (from the loop running
    ``run``), ``on_receipts`` the recovery's receipt prefix given up once the store told this
    counter's last receipt numbers."""

    def __init__(
        self,
        journal_path: Path,
        counter: CounterIdentity,
        url: str,
        password: str | None = None,
        *,
        on_state: Callable[[LinkState], None] = _ignore,
        on_receipts: Callable[[str], None] = _unheard,
        batch_size: int = BATCH_SIZE,
        poll_s: float = POLL_S,
        min_backoff_s: float = MIN_BACKOFF_S,
        max_backoff_s: float = MAX_BACKOFF_S,
        check_every_s: float = CHECK_EVERY_S,
        now: Callable[[], dt.datetime] = service_now,
        open_store: StoreOpener = AgencyStore.open,
    ) -> None:
        self._journal_path = journal_path
        self._counter = counter
        self._url = url
        self._password = password
        self._on_state = on_state
        self._on_receipts = on_receipts
        self._batch_size = batch_size
        self._poll_s = poll_s
        self._min_backoff_s = min_backoff_s
        self._max_backoff_s = max_backoff_s
        self._check_every_s = check_every_s
        self._checked_at: float | None = None
        # The last check's finding that the store's seals are under another key (None: not).
        self.key_differs: KeyDiffers | None = None
        self._now = now
        self._open_store = open_store
        self._state: LinkState | None = None
        self._wake = asyncio.Event()
        self._receipts_checked = False
        # Up to which place the store witnessed each chain's heads (asked again on connect).
        self._witnessed: dict[str, int] = {}
        self.sent = 0

    @property
    def state(self) -> LinkState | None:
        """The link's last state (None before the first look at the outbox)."""
        return self._state

    def wake(self) -> None:
        """Look at the outbox now rather than at the next poll (call from the loop's thread)."""
        self._wake.set()

    async def run(self) -> None:
        """Replicate until cancelled."""
        reader = await asyncio.to_thread(OutboxReader, self._journal_path)
        store: AgencyStore | None = None
        backoff = self._min_backoff_s
        try:
            while True:
                try:
                    if store is None:
                        store = await self._connect()
                        self._receipts_checked = False
                        self._checked_at = None
                        self._witnessed = {}
                    await self._drain(reader, store)
                    backoff = self._min_backoff_s
                    await self._pause(self._poll_s)
                except sqlite3.Error as fault:
                    # The journal was busy or failed: the store is not at fault, try again soon.
                    log.warning("Agency replication could not read the journal: %s", fault)
                    await self._pause(backoff)
                    backoff = min(backoff * 2, self._max_backoff_s)
                except STORE_FAULTS as fault:
                    if store is not None:
                        await _quietly_close(store)
                        store = None
                    await self._offline(reader, fault)
                    await self._pause(backoff)
                    backoff = min(backoff * 2, self._max_backoff_s)
        finally:
            if store is not None:
                await _quietly_close(store)
            await asyncio.to_thread(reader.close)

    async def _connect(self) -> AgencyStore:
        store = await self._open_store(self._url, self._password)
        try:
            await store.register(self._counter)
        except BaseException:
            await _quietly_close(store)
            raise
        return store

    async def _resume_receipts(self, store: AgencyStore) -> None:
        """After a recovery that lost receipt numbers, once the outbox is all in the store: the
        series go on above the greater of the store's last numbers and the journal's, under the
        counter's own code again if the store holds every record the damaged journal wrote."""
        if not await asyncio.to_thread(receipts_restarted, self._journal_path):
            return
        counter_id = self._counter.counter_id
        printed = await store.receipt_numbers(counter_id)
        stored = await store.contiguous_seq(counter_id)
        prefix = await asyncio.to_thread(resume_receipts, self._journal_path, printed, stored)
        if prefix is not None:
            log.warning(
                "The agency store's last receipt numbers (%s): the series go on above them;"
                " the recovery's prefix %s is given up",
                ", ".join(printed) or "none",
                prefix,
            )
            self._on_receipts(prefix)

    async def _drain(self, reader: OutboxReader, store: AgencyStore) -> None:
        """Push batches until the outbox has nothing unsent, then say so."""
        while True:
            # The heads go first: a record rewritten in the journal while it waits to be sent
            # then differs from the head the store already holds for it.
            await self.witness(reader, store)
            batch = [
                record
                for record in await asyncio.to_thread(reader.unsent, self._batch_size)
                # A record written after the heads were read waits for its head.
                if record.seq <= self._witnessed[WITNESSED_RECORDS]
            ]
            if batch:
                await store.push(self._counter.counter_id, batch)
                stamp = self._now().isoformat(timespec="seconds")
                await asyncio.to_thread(reader.mark_sent, [r.seq for r in batch], stamp)
                self.sent += len(batch)
            waiting = await asyncio.to_thread(reader.waiting)
            if waiting == 0 and not self._receipts_checked:
                # Once per connection: records pushed later cannot fill an earlier gap.
                await self._resume_receipts(store)
                self._receipts_checked = True
            if waiting == 0 and self._chain_due():
                await self.check_chain(reader, store)
            self._publish(LinkState(waiting=waiting, offline_since=None, last_error=None))
            if waiting == 0 or not batch:
                return

    async def witness(self, reader: OutboxReader, store: AgencyStore) -> None:
        """Give the store the heads of the journal's chains (every record's link, every access
        log entry's hash) it has not witnessed yet, so that they are outside the PC as the
        chains grow, not only at each Z report."""
        for name in WITNESSED_CHAINS:
            if name not in self._witnessed:
                self._witnessed[name] = await store.witness(self._counter.counter_id, name, [])
            while heads := await asyncio.to_thread(
                reader.heads, name, self._witnessed[name], self._batch_size
            ):
                self._witnessed[name] = max(
                    await store.witness(self._counter.counter_id, name, heads), heads[-1][0]
                )

    def _chain_due(self) -> bool:
        return (
            self._checked_at is None or time.monotonic() - self._checked_at >= self._check_every_s
        )

    async def check_chain(self, reader: OutboxReader, store: AgencyStore) -> int | None:
        """Compare the store's copy of this counter's chain with the journal's, and check each
        seal the store keeps under the key (``chain.sealing_key``): the first record whose text,
        link or seal differs, or whose seal does not hold (None when none does), recorded in the
        outbox once a day."""
        self._checked_at = time.monotonic()
        kept = await asyncio.to_thread(reader.links)
        # Read once, in a worker: the first read asks the keyring.
        key = await asyncio.to_thread(chain.sealing_key)
        sealed = False
        before: str | None = None
        other: KeyDiffers | None = None
        for stored in await store.chain(self._counter.counter_id):
            ours = kept.get(stored.seq)
            as_stored = (stored.sent and chain.digest(stored.sent), stored.link, stored.seal)
            verdict = (
                chain.Seal.HOLDS
                if key is None
                else _seal_verdict(key, stored, after_sealed=sealed, before=before)
            )
            if verdict is chain.Seal.OTHER_KEY and other is None and key is not None:
                other = KeyDiffers(
                    stored.seq, chain.key_of(stored.seal) or "", chain.fingerprint(key)
                )
            sealed = sealed or stored.seal is not None
            before = stored.seal or before
            holds = verdict is not chain.Seal.BROKEN
            if holds and (ours is None or ours == as_stored):
                continue
            log.error(
                "The agency store's copy of this counter's record %s is not what the counter"
                " sent (its link %s, the journal's %s; its seal %s)",
                stored.seq,
                stored.link,
                ours[1] if ours else None,
                "holds" if holds else "does not hold",
            )
            mismatch = {
                "seq": stored.seq,
                "journal_link": ours[1] if ours else None,
                "store_link": stored.link,
                "seal_holds": holds,
                "seal": verdict.value,
            }
            await self._note_mismatch(reader, mismatch)
            return stored.seq
        self._key_differs(other)
        return await self._check_heads(reader, store, kept)

    async def _check_heads(
        self,
        reader: OutboxReader,
        store: AgencyStore,
        kept: dict[int, tuple[str, str, str | None]],
    ) -> int | None:
        """The first record whose link in the journal is not the head the store witnessed for
        it (a record rewritten and chained again, seals too, after its head left the PC), noted
        as a mismatch; None when every witnessed head is the journal's."""
        for seq, witnessed in await store.witnessed(self._counter.counter_id, WITNESSED_RECORDS):
            ours = kept.get(seq)
            if ours is None or ours[1] == witnessed:
                continue
            log.error(
                "This counter's record %s is not the one whose head the agency store witnessed"
                " (its link %s, the witnessed head %s): it was rewritten after its head left",
                seq,
                ours[1],
                witnessed,
            )
            mismatch = {
                "seq": seq,
                "journal_link": ours[1],
                "store_link": witnessed,
                "seal_holds": True,
                "seal": "witnessed head differs",
            }
            await self._note_mismatch(reader, mismatch)
            return seq
        return None

    async def _note_mismatch(self, reader: OutboxReader, mismatch: Mapping[str, object]) -> None:
        """Record ``mismatch`` in the outbox, once a day per record, for the day close."""
        found = self._now()
        body = {**mismatch, "found_at": found.isoformat(timespec="seconds")}
        record_id = f"{Kind.CHAIN_MISMATCH.value}:{mismatch['seq']}:{found.date().isoformat()}"
        await asyncio.to_thread(reader.note_mismatch, body, record_id, found)

    def _key_differs(self, other: KeyDiffers | None) -> None:
        """Say once that the store's seals from a record on are under a key this computer does
        not hold: a key change (the journal moved, the keyring's entry made anew), not records
        that differ."""
        if other is not None and other != self.key_differs:
            log.warning(
                "The key differs: this counter's records from %s on are sealed under key %s,"
                " which this computer does not hold (its key is %s); their seals cannot be"
                " checked here, and their texts and links match the journal",
                other.seq,
                other.fingerprint,
                other.ours,
            )
        self.key_differs = other

    async def _offline(self, reader: OutboxReader, fault: BaseException) -> None:
        since = self._state.offline_since if self._state is not None else None
        reason = _sentence(fault)
        if since is None:
            log.warning("Agency store unreachable: %s", reason)
        waiting = await asyncio.to_thread(reader.waiting)
        self._publish(LinkState(waiting, since or self._now(), reason))

    async def _pause(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._wake.wait(), seconds)
        self._wake.clear()

    def _publish(self, state: LinkState) -> None:
        if state != self._state:
            self._state = state
            self._on_state(state)


def _sentence(fault: BaseException) -> str:
    """The fault as one line for the header's tooltip and the log."""
    text = " ".join(str(fault).split())
    return text or type(fault).__name__


async def _quietly_close(store: AgencyStore) -> None:
    with contextlib.suppress(*STORE_FAULTS):
        await store.close()


class ReplicatorThread:
    """A ``Replicator`` on an event loop of its own in a daemon thread: psycopg's async needs a
    selector loop (Windows' Qt loop is not one), and the UI's loop stays free. ``on_state`` is
    then called from that thread: hand it to the UI thread (a Qt signal)."""

    def __init__(self, replicator: Replicator) -> None:
        self.replicator = replicator
        self._loop = asyncio.SelectorEventLoop()
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.Thread(target=self._serve, name="agency-replicator", daemon=True)

    def start(self) -> ReplicatorThread:
        """Start replicating."""
        self._task = self._loop.create_task(self.replicator.run())
        self._thread.start()
        return self

    @property
    def running(self) -> bool:
        """Whether the thread still replicates."""
        return self._thread.is_alive()

    def wake(self) -> None:
        """Look at the outbox now (from any thread)."""
        self._loop.call_soon_threadsafe(self.replicator.wake)

    def stop(self, timeout_s: float = 10.0) -> None:
        """Stop replicating and wait for the thread (what waits stays in the outbox)."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._cancel)
            self._thread.join(timeout_s)

    def _cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def _serve(self) -> None:
        asyncio.set_event_loop(self._loop)
        assert self._task is not None  # made by start
        with contextlib.suppress(asyncio.CancelledError):
            self._loop.run_until_complete(self._task)
        self._loop.close()
