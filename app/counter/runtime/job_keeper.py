"""The runtime's job keeper (Erlang/OTP's one_for_one): its jobs started in one declared order,
one that dies restarted on its own, up to ``max_restarts`` in ``window`` (then stopped for good,
and said, until a clerk starts it again: OTP's ``restart_child``), the jobs stopped in the
reverse order."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from app.counter.runtime.job import Job, JobFailed
from app.i18n import Catalogue

JOB_KEEPER = Catalogue("JOB_KEEPER")

log = logging.getLogger(__name__)

# How long ``start`` waits for a job's first round (the replay of what a crash left pending is
# settled before the next sale, but a service that does not answer holds up nothing for long).
FIRST_ROUND_WAIT_S = 30.0
# How long a stop waits for a job's life to end.
STOP_WAIT_S = 10.0
# Turns of the loop a start gives its jobs' lives to reach their first wait.
FIRST_STEPS = 3


@dataclass(slots=True)
class Child:
    """A job under the job keeper: its running life, its deaths in the window, and whether it
    was stopped for good."""

    job: Job
    task: asyncio.Task[None] | None = None  # the life being lived (``run``)
    keeper: asyncio.Task[None] | None = None  # the job keeper's loop around the lives
    deaths: list[dt.datetime] = field(default_factory=list)
    restarts: int = 0
    last_death: str = ""
    given_up: bool = False
    given_up_at: dt.datetime | None = None  # when it was stopped for good
    started_at: dt.datetime | None = None

    @property
    def running(self) -> bool:
        """Whether a life of the job runs now."""
        return self.task is not None and not self.task.done()


class JobKeeper:
    """Keeps ``jobs`` running, in their order; ``changed`` is told whenever one starts, dies,
    is restarted or stopped for good (the health shown follows it)."""

    def __init__(
        self,
        jobs: Sequence[Job],
        now: Callable[[], dt.datetime],
        changed: Callable[[], None] = lambda: None,
        *,
        max_restarts: int = 5,
        window: dt.timedelta = dt.timedelta(minutes=10),
        restart_delay_s: float = 2.0,
    ) -> None:
        self.children = {job.name: Child(job) for job in jobs}
        for job in jobs:
            job.changed = changed
        self._now = now
        self._changed = changed
        self.max_restarts = max_restarts
        self.window = window
        self.restart_delay_s = restart_delay_s

    async def start(self, waits_for: frozenset[str] = frozenset()) -> None:
        """Start every job in the declared order; after each job named in ``waits_for``, wait
        for its first round (at most ``FIRST_ROUND_WAIT_S``) before starting the next."""
        for child in self.children.values():
            self._launch(child)
            if child.job.name in waits_for:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(child.job.first_round.wait(), FIRST_ROUND_WAIT_S)
        # Each life takes its first steps now, to its first wait: a window's nested event
        # processing (a test's, a dialog's) right after the start then meets none half-way
        # (qasync runs no task's step inside another task's).
        while not all(child.running for child in self.children.values()):
            await asyncio.sleep(0)
        for _ in range(FIRST_STEPS):
            await asyncio.sleep(0)

    def _launch(self, child: Child) -> None:
        child.given_up = False
        child.given_up_at = None
        child.keeper = asyncio.ensure_future(self._keep(child))

    async def _keep(self, child: Child) -> None:
        """Live ``child``'s lives: each death restarted after a pause, until the limit."""
        job = child.job
        while True:
            job.first_round.clear()
            child.started_at = self._now()
            child.task = asyncio.ensure_future(job.run())
            self._changed()
            try:
                await asyncio.wait({child.task})
            except asyncio.CancelledError:
                child.task.cancel()  # stopped: the life goes with its keeper
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await child.task
                raise
            why = _death(child.task)
            if why is None:  # a life that ended on its own had nothing more to do
                self._changed()
                return
            child.last_death = why
            now = self._now()
            child.deaths = [at for at in child.deaths if now - at < self.window] + [now]
            if len(child.deaths) > self.max_restarts:
                child.given_up = True
                child.given_up_at = now
                log.error("Job %s stopped after %d restarts: %s", job.name, child.restarts, why)
                self._changed()
                return
            child.restarts += 1
            log.warning("Job %s died (%s); restart %d", job.name, why, child.restarts)
            self._changed()
            await asyncio.sleep(self.restart_delay_s)

    async def restart(self, name: str) -> None:
        """Stop job ``name`` and start it afresh (its settings changed, or a clerk starts a job
        stopped for good again): its count of deaths starts again too."""
        child = self.children[name]
        await self._stop(child)
        child.deaths.clear()
        child.restarts = 0
        child.last_death = ""
        self._launch(child)

    async def stop(self) -> None:
        """Stop every job, in the reverse of the declared order."""
        for child in reversed(list(self.children.values())):
            await self._stop(child)

    async def _stop(self, child: Child) -> None:
        keeper, child.keeper = child.keeper, None
        if keeper is not None and not keeper.done():
            keeper.cancel()
            # A life whose step was lost (run inside another task's nested event processing)
            # never ends: the close goes on without it rather than hang.
            await asyncio.wait({keeper}, timeout=STOP_WAIT_S)
            if not keeper.done():
                log.error("Job %s did not stop within %s s", child.job.name, STOP_WAIT_S)
        child.task = None
        self._changed()


def _death(task: asyncio.Task[None]) -> str | None:
    """Why a life ended: a sentence, or None when it ended of itself."""
    if task.cancelled():
        return JOB_KEEPER.tr("it was stopped from outside")
    error = task.exception()
    if error is None:
        return None
    if isinstance(error, JobFailed):
        return str(error)
    log.error("Job failed", exc_info=error)
    return JOB_KEEPER.tr("it failed ({kind})").format(kind=type(error).__name__)
