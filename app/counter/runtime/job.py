"""What the counter runtime's job keeper asks of a background job, and the health it reports."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from app.counter.config.settings import Settings
from app.domain.clock import service_now
from app.i18n import Catalogue

# The runtime's words: its jobs' names, their health, their deaths.
COUNTER_RUNTIME = Catalogue("COUNTER_RUNTIME")


class JobFailed(Exception):
    """The job cannot go on (its child process died, its thread ended): the job keeper restarts
    it. The message is the sentence staff read."""


@dataclass(frozen=True, slots=True)
class JobReport:
    """What a job says of itself: ``summary`` in a few words ("Mail: 3 waiting"), when it last
    did its work, how much waits, and its last error in a sentence ('' when none)."""

    summary: str
    last_round: dt.datetime | None = None
    waiting: int = 0
    last_error: str = ""
    active: bool = True  # False: nothing to do with these settings (no mail server, no store)
    # What staff must see though the job runs well ("2 problems in the books"), in a few words;
    # '' when nothing is wrong. The header shows it as a problem, ``last_error`` says it.
    alarm: str = ""


class Job(ABC):
    """One background job of the counter: ``run`` is one life of it (for ever, until cancelled;
    an exception is its death, which the job keeper answers with a restart).

    ``name`` is its key, ``title`` its name for staff; ``settings_fields`` the settings whose
    change restarts it."""

    name: str
    title: str  # as staff read it: marked for translation in the runtime's catalogue
    settings_fields: frozenset[str] = frozenset()

    def __init__(self) -> None:
        self._wake = asyncio.Event()
        self.first_round = asyncio.Event()  # set once its first round is done, each life
        # When the next round is due while the job naps (None: it waits to be woken, or is in
        # a round): the owner's panel says it.
        self.next_round_at: dt.datetime | None = None
        # Told after each round (the job keeper's: the health shown follows).
        self.changed: Callable[[], None] = lambda: None

    @abstractmethod
    async def run(self) -> None:
        """One life of the job: its rounds, until cancelled; raises ``JobFailed`` on death."""

    @abstractmethod
    def report(self) -> JobReport:
        """How the job stands now (read on the loop's thread, never blocking)."""

    def allowed_quiet(self, settings: Settings) -> dt.timedelta | None:
        """How long the job may go without a round while something waits before it is late
        (None: it is never late)."""
        del settings
        return None

    def wake(self) -> None:
        """Something new to do: the next round now rather than at its time."""
        self._wake.set()

    async def nap(self, seconds: float | None) -> None:
        """Wait ``seconds`` (None: until woken), or less when woken (a wake during the round
        just done counts: it is not lost)."""
        due = None if seconds is None else service_now() + dt.timedelta(seconds=seconds)
        self.next_round_at = due
        try:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), seconds)
        finally:
            self.next_round_at = None
        self._wake.clear()

    def round_done(self) -> None:
        """A round is done: whoever waits for the first one goes on, the health shown follows."""
        self.first_round.set()
        self.changed()
