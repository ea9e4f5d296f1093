"""The counter runtime: the work behind the clerk, Qt-free. Made from the settings in use (the
service connection holds them) and the journal, it owns every background job and keeps them
under one job keeper (``app.counter.runtime.job_keeper``): started in the declared order after the
first paint, restarted when they die or when a setting they read changes, stopped in the reverse
order. Its health is what the window shows."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
from collections.abc import Callable
from dataclasses import dataclass

from app.counter.config.keystore import KeyStore
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, changed_settings
from app.counter.link.service import ServiceConnection
from app.counter.runtime.health import JobHealth
from app.counter.runtime.job import COUNTER_RUNTIME, Job
from app.counter.runtime.job_books import BooksJob
from app.counter.runtime.job_eraser import FIRST_ERASURE_S, EraserJob
from app.counter.runtime.job_keeper import JobKeeper
from app.counter.runtime.job_mail import MailJob
from app.counter.runtime.job_replay import Replay, ReplayJob, replay_of
from app.counter.runtime.job_watch import FIRST_LOOK_S, WatchJob
from app.domain.clock import service_now
from app.journal.store import DATABASE_NAME, Journal

log = logging.getLogger(__name__)

# The jobs in their one order: what a crash left pending first (settled before the next sale),
# then the letters, the watch that may queue more, the link that copies them all, the eraser.
# The books' history of an older journal is posted last, after the first paint.
JOB_ORDER = ("replay", "mail", "watch", "agency", "eraser", "books")
# How often the health is looked at again with no event (a job that went quiet is late).
HEALTH_LOOK_S = 60.0


@dataclass(slots=True)
class Listeners:
    """Whoever shows what the jobs do (the desk's controllers; a headless test's lists)."""

    health: Callable[[list[JobHealth]], None] = lambda health: None
    mail_sent: Callable[[], None] = lambda: None
    found: Callable[[str], None] = lambda booking_ref: None


@dataclass(frozen=True, slots=True)
class Timing:
    """When the jobs first look (after the first paint) and how the job keeper restarts them."""

    first_look_s: float = FIRST_LOOK_S
    first_erasure_s: float = FIRST_ERASURE_S
    max_restarts: int = 5
    window: dt.timedelta = dt.timedelta(minutes=10)
    restart_delay_s: float = 2.0


class CounterRuntime:
    """One running counter's background jobs over ``connection`` (its settings and client) and
    ``journal``; ``agency`` is the agency link's job (``app.agency.job``, made by whoever
    starts the counter: that package sits above this one); ``replay`` is the pending-sale round
    (by default ``resolve_pending``; the desk gives its own, which asks supervisors)."""

    def __init__(
        self,
        connection: ServiceConnection,
        journal: Journal,
        keys: KeyStore,
        paths: AppPaths,
        agency: Job,
        *,
        replay: Replay | None = None,
        timing: Timing = Timing(),
        listeners: Listeners | None = None,
        now: Callable[[], dt.datetime] = service_now,
    ) -> None:
        self.connection = connection
        self.journal = journal
        self.listeners = listeners or Listeners()
        self._now = now
        database = journal.folder / DATABASE_NAME
        # The desk's round or the headless one: the job makes every try of either.
        self.replay = ReplayJob(replay or replay_of(journal, connection), now)
        self.mail = MailJob(
            database,
            lambda: connection.settings,
            keys,
            lambda: connection.training,
            self._mail_sent,
        )
        self.watch = WatchJob(connection, journal, self._found, timing.first_look_s)
        self.agency = agency
        self.eraser = EraserJob(
            database,
            lambda: connection.settings.documents_kept_days,
            lambda: journal.now().date(),
            now,
            paths.customer_requests,
            timing.first_erasure_s,
        )
        self.books = BooksJob(database, journal.now, timing.first_erasure_s)
        jobs: dict[str, Job] = {
            job.name: job
            for job in (self.replay, self.mail, self.watch, self.agency, self.eraser, self.books)
        }
        self.job_keeper = JobKeeper(
            [jobs[name] for name in JOB_ORDER],
            now,
            self._changed,
            max_restarts=timing.max_restarts,
            window=timing.window,
            restart_delay_s=timing.restart_delay_s,
        )
        self._settings: Settings | None = None
        self._looks: asyncio.Task[None] | None = None

    @property
    def started(self) -> bool:
        """Whether the jobs were started (and not stopped since)."""
        return self._settings is not None

    async def start(self) -> None:
        """Start every job in the declared order, the replay's first round awaited; none on a
        journal that cannot be written (what waits, waits for a writable start)."""
        if self.started:
            return
        self._settings = self.connection.settings
        if self.journal.read_only is not None:
            log.warning("No background job runs: %s", self.journal.read_only.value)
            self._changed()
            return
        self._looks = asyncio.ensure_future(self._look_again())
        # The replay settled before the next sale; the mail job's first look at the outbox.
        await self.job_keeper.start(waits_for=frozenset({self.replay.name, self.mail.name}))
        log.info("Counter runtime started: %s", ", ".join(JOB_ORDER))

    async def settings_changed(self) -> list[str]:
        """The settings in use changed (saved, or another service connected): the jobs that read
        a setting that changed start afresh; their names."""
        old, new = self._settings, self.connection.settings
        if old is None:
            return []
        self._settings = new
        changed = changed_settings(old, new).keys()
        touched = [
            child.job.name
            for child in self.job_keeper.children.values()
            if child.job.settings_fields & changed
        ]
        if self.journal.read_only is None:
            for name in touched:
                await self.job_keeper.restart(name)
        return touched

    async def restart(self, name: str) -> None:
        """Start job ``name`` afresh (the agency store given another address, or a clerk starts
        a job stopped for good again from Background jobs), its deaths counted from nothing."""
        if self.started and self.journal.read_only is None:
            await self.job_keeper.restart(name)

    async def stop(self) -> None:
        """Stop every job, in the reverse of the declared order."""
        looks, self._looks = self._looks, None
        if looks is not None:
            looks.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await looks
        await self.job_keeper.stop()
        self._settings = None

    def health(self) -> list[JobHealth]:
        """Each job's health, in the declared order."""
        settings, now = self.connection.settings, self._now()
        found = []
        for child in self.job_keeper.children.values():
            job, report = child.job, child.job.report()
            allowed = job.allowed_quiet(settings)
            since = report.last_round or child.started_at
            late_since = None
            if child.running and allowed and since is not None and now - since > allowed:
                late_since = since
            found.append(
                JobHealth(
                    job.name,
                    COUNTER_RUNTIME.known(job.title),
                    report,
                    child.running,
                    child.restarts,
                    child.given_up,
                    child.last_death,
                    late_since,
                    child.given_up_at,
                    job.next_round_at,
                )
            )
        return found

    def problems(self) -> list[str]:
        """What the header says: each job stopped for good or late, in a sentence."""
        return [health.problem for health in self.health() if health.problem]

    def wake(self, name: str) -> None:
        """Job ``name`` has something new: its next round now."""
        self.job_keeper.children[name].job.wake()

    def money_moved(self) -> None:
        """Money moved at the counter: the letters it queued and its records for the agency
        store go now."""
        self.mail.wake()
        self.agency.wake()

    def _changed(self) -> None:
        self.listeners.health(self.health())

    async def _look_again(self) -> None:
        while True:
            await asyncio.sleep(HEALTH_LOOK_S)
            self._changed()

    def _mail_sent(self) -> None:
        self.listeners.mail_sent()
        self._changed()

    def _found(self, booking_ref: str) -> None:
        # Its customer's letter was queued with it, and its record for the agency store.
        self.money_moved()
        self.listeners.found(booking_ref)
        self._changed()
