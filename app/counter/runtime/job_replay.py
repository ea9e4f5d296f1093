"""The runtime's pending-sale replay: every request whose answer never came (a crash, a lost
answer) sent again under its own request_id until the service answers, and every exchange a
stop left halfway carried on, first of all the jobs (settled before the next sale), then with a
growing wait while any is left. It is the one that makes the tries: the desk's round (which
asks supervisors and shows each unresolved sale) is run by it too, and a screen whose answer
was lost asks it for a try ``soon``."""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable

from app.booking import ResolutionKind, resolve_pending
from app.booking.replay import answering_agent
from app.counter.config.settings import Settings
from app.counter.link.service import ServiceConnection
from app.counter.runtime.job import Job, JobReport
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal.store import Journal

JOB_REPLAY = Catalogue("JOB_REPLAY")

# The tries wait this long while a request is left unanswered, doubling up to the most.
FIRST_TRY_S = 5.0
MOST_WAIT_S = 120.0

# One round: how many requests are still unanswered after it.
Replay = Callable[[], Awaitable[int]]


def replay_of(journal: Journal, connection: ServiceConnection) -> Replay:
    """The round with no one to ask (a headless counter): ``resolve_pending`` as it is, then,
    until it could be done once, the exchanges a stop left halfway carried on (as the desk's
    round does at its start: no exchange is being confirmed before the first sale)."""
    halfway = True

    async def replay() -> int:
        nonlocal halfway
        resolutions = await resolve_pending(journal, connection.client)
        left = sum(1 for r in resolutions if r.kind is ResolutionKind.UNRESOLVED)
        if halfway:
            halfway = not await _carried_on(journal, connection)
            if halfway:
                left += len(journal.exchanges.open_exchanges())
        return left

    return replay


async def _carried_on(journal: Journal, connection: ServiceConnection) -> bool:
    """Carry every exchange a stop left halfway one step on; False when the service did not
    answer (the next round tries again)."""
    if not journal.exchanges.open_exchanges():
        return True
    # Imported when an exchange is left to finish: it brings the checkout with it.
    from app.booking.exchange import carry_on_exchanges

    client = connection.client
    agent = await answering_agent(client)
    if agent is None:
        return False
    await carry_on_exchanges(journal, client, agent)
    return True


class ReplayJob(Job):
    """Runs ``replay`` at the start, again while anything is left (after ``first_try_s``,
    the wait doubling to ``most_wait_s``), whenever woken, and ``soon`` after a lost answer."""

    name = "replay"
    title = QT_TRANSLATE_NOOP("COUNTER_RUNTIME", "Pending sales")
    settings_fields = frozenset({"environment", "base_url"})

    def __init__(self, replay: Replay, now: Callable[[], dt.datetime]) -> None:
        super().__init__()
        self.replay = replay
        self._now = now
        self.left = 0
        self.last_round: dt.datetime | None = None
        self.first_try_s = FIRST_TRY_S
        self.most_wait_s = MOST_WAIT_S
        self._wait_s = FIRST_TRY_S
        self._soon = False

    def report(self) -> JobReport:
        """``Pending: 1 unanswered`` / ``Pending: none``."""
        left = self.left
        if left:
            summary = JOB_REPLAY.tr("Pending: %n unanswered", "", left)
        else:
            summary = JOB_REPLAY.tr("Pending: none")
        return JobReport(summary, self.last_round, self.left)

    def allowed_quiet(self, settings: Settings) -> dt.timedelta | None:
        """A try at least every longest wait while a request is left, and a call's time (never
        late with none left)."""
        if not self.left:
            return None
        return dt.timedelta(seconds=self.most_wait_s) + dt.timedelta(seconds=settings.timeout_s * 4)

    def soon(self) -> None:
        """A write's answer was just lost: the next round after the first wait (not at once:
        the service has just not answered), the waits starting over."""
        self._wait_s = self.first_try_s
        self._soon = True
        self.wake()

    async def run(self) -> None:
        """Each round, then the wait its outcome calls for."""
        self._wait_s = self.first_try_s
        while True:
            self.left = await self.replay()
            self.last_round = self._now()
            self.round_done()
            if not self.left:
                self._wait_s = self.first_try_s
            await self._until_next(timed=bool(self.left))

    async def _until_next(self, timed: bool) -> None:
        """Until the next round: the current wait while anything is left (doubled after), until
        woken when nothing is; ``soon`` starts the wait again at the first try's."""
        while True:
            self._soon = False
            await self.nap(self._wait_s if timed else None)
            if not self._soon:
                break
            timed = True
        if timed:
            self._wait_s = min(self._wait_s * 2, self.most_wait_s)
