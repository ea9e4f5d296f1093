"""The runtime's books job: a journal written before the books were kept has its till's history
posted once (``app.books.backfill``), in a worker a moment after the first paint, a chunk per
transaction, its progress in the job's report (the status line and the jobs panel). Then, and
again at each shift close (the shift service wakes it), the books are checked
(``app.books.checks``) and held to the money events' chain (``app.books.chained``): every
problem is said on the jobs panel and the header; none refuses a write at the till."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from app.booking.faults import JOURNAL_ERRORS
from app.books.backfill import backfill
from app.books.chained import books_state, chain_problems
from app.books.checks import BookProblem, check_all, send_when_changed
from app.counter.runtime.job import Job, JobReport
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal.schema import connect

JOB_BOOKS = Catalogue("JOB_BOOKS")

log = logging.getLogger(__name__)


class BooksJob(Job):
    """Posts the history of the journal file ``database`` into its books, once; ``now`` is the
    journal's clock."""

    name = "books"
    title = QT_TRANSLATE_NOOP("COUNTER_RUNTIME", "Books")

    def __init__(
        self, database: Path, now: Callable[[], dt.datetime], first_s: float = 1.5
    ) -> None:
        super().__init__()
        self.database = database
        self._now = now
        self.first_s = first_s
        self.done = 0
        self.total = 0
        self.last_round: dt.datetime | None = None
        self.last_error = ""
        self.problems: list[BookProblem] = []

    def report(self) -> JobReport:
        """``Books: 1,200 of 5,000 posted`` while the history is posted, then ``Books: kept``,
        or how many problems its check found, each said in the last error and the header's
        alarm."""
        problems = len(self.problems)
        if self.total and self.done < self.total:
            summary = JOB_BOOKS.tr("Books: {done} of {total} posted").format(
                done=self.done, total=self.total
            )
        elif problems:
            summary = JOB_BOOKS.tr("Books: %n problem(s)", "", problems)
        else:
            summary = JOB_BOOKS.tr("Books: kept")
        alarm = JOB_BOOKS.tr("%n problem(s) in the books", "", problems) if problems else ""
        said = " ".join(problem.describe() for problem in self.problems)
        return JobReport(
            summary, self.last_round, self.total - self.done, self.last_error or said, alarm=alarm
        )

    async def run(self) -> None:
        """Post what is wanted a moment after the start (nothing on a journal kept since), and
        again when woken."""
        await self.nap(self.first_s)
        while True:
            await self.post_now()
            await self.check_now()
            self.round_done()
            await self.nap(None)

    async def check_now(self) -> list[BookProblem]:
        """Check the books in a worker (after the history is posted: a journal half posted
        would read as short); the problems found, also kept for the report and logged."""
        try:
            found = await asyncio.to_thread(self._check)
        except JOURNAL_ERRORS:
            log.exception("The books could not be checked")
            return self.problems
        for problem in found:
            if problem not in self.problems:
                log.warning("Books: %s", problem.describe())
        self.problems = found
        return found

    def _check(self) -> list[BookProblem]:
        with closing(connect(self.database)) as conn:
            found = check_all(conn) + chain_problems(conn)
            # The agency store hears each change: its day close lists every counter's problems,
            # and holds the books as they now are to its copy of the events.
            send_when_changed(conn, found, self._now(), books_state(conn))
            return found

    async def post_now(self) -> int | None:
        """Post the journal's history, in a worker; how many events, None when the journal could
        not be written (logged and shown; tried at the next start)."""
        self.last_round = self._now()
        loop = asyncio.get_running_loop()
        try:
            posted = await asyncio.to_thread(self._post, loop)
        except JOURNAL_ERRORS as error:
            log.exception("The journal's history could not be posted to the books")
            self.last_error = JOB_BOOKS.tr(
                "The journal's history could not be posted to the books ({kind}); tried again "
                "at the next start."
            ).format(kind=type(error).__name__)
            return None
        self.last_error = ""
        if posted:
            log.info("Books: %d money event(s) of the journal's history posted", posted)
        return posted

    def _post(self, loop: asyncio.AbstractEventLoop) -> int:
        def progress(done: int, total: int) -> None:
            # Shown from the event loop's thread: the health is read and said there.
            loop.call_soon_threadsafe(self._progress, done, total)

        with closing(connect(self.database)) as conn:
            return backfill(conn, self._now, progress)

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total
        self.changed()
