"""The runtime's retention eraser: passengers' ID numbers and scans erased once their trip is over
by the days Settings keep them, and the files made on customers' requests deleted a week after they
were made, soon after the start and every day after, in a worker (``app.journal.retention``,
``app.counter.services.customer_files``). Only counts and dates are logged."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Callable
from pathlib import Path

from app.booking.faults import JOURNAL_ERRORS
from app.counter.config.settings import Settings
from app.counter.runtime.job import Job, JobReport
from app.counter.services.customer_files import prune_customer_files
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal.retention import erase_due, last_trip_erased

JOB_ERASER = Catalogue("JOB_ERASER")

log = logging.getLogger(__name__)

DAY_S = 24 * 60 * 60
# The first erasure waits for the first screen to be up (the warm-up's delay): the worker's
# reading does not slow the window coming up.
FIRST_ERASURE_S = 1.5


class EraserJob(Job):
    """Erases what is due from the journal file ``database`` and the folder ``customer_files``;
    ``keep_days`` reads the setting in use, ``today`` the service's date."""

    name = "eraser"
    title = QT_TRANSLATE_NOOP("COUNTER_RUNTIME", "Retention eraser")
    settings_fields = frozenset({"documents_kept_days"})

    def __init__(
        self,
        database: Path,
        keep_days: Callable[[], int],
        today: Callable[[], dt.date],
        now: Callable[[], dt.datetime],
        customer_files: Path | None = None,
        first_s: float = FIRST_ERASURE_S,
    ) -> None:
        super().__init__()
        self.database = database
        self.customer_files = customer_files
        self._keep_days = keep_days
        self._today = today
        self._now = now
        self.first_s = first_s
        self.last_round: dt.datetime | None = None
        self.last_error = ""
        self.erased = 0

    def report(self) -> JobReport:
        """``Retention: 3 sales erased`` (at its last round) with its last error."""
        erased = self.erased
        summary = JOB_ERASER.tr("Retention: %n sale(s) erased", "", erased)
        return JobReport(summary, self.last_round, 0, self.last_error)

    def allowed_quiet(self, settings: Settings) -> dt.timedelta | None:
        """A round every day, and an hour for it."""
        del settings
        return dt.timedelta(days=1, hours=1)

    async def run(self) -> None:
        """Erase what is due a moment after the start, then every day."""
        await self.nap(self.first_s)
        while True:
            await self.erase_now()
            self.round_done()
            await self.nap(DAY_S)

    async def erase_now(self) -> int | None:
        """Erase what is due now, in a worker; how many sales were changed, or None when the
        journal could not be written (logged and shown; tried again the next day)."""
        today, keep_days = self._today(), self._keep_days()
        if self.customer_files is not None:
            await self.prune_files(self.customer_files)
        self.last_round = self._now()
        try:
            erased = await asyncio.to_thread(erase_due, self.database, today, keep_days)
        except JOURNAL_ERRORS as error:
            log.exception("ID numbers and scans due for erasure could not be erased")
            self.last_error = JOB_ERASER.tr(
                "ID numbers and scans due for erasure could not be erased ({kind}); tried "
                "again tomorrow."
            ).format(kind=type(error).__name__)
            return None
        self.erased, self.last_error = erased, ""
        log.info(
            "Retention: ID numbers and scans of %d sale(s) erased (trips up to %s, kept %d days)",
            erased,
            last_trip_erased(today, keep_days).isoformat(),
            keep_days,
        )
        return erased

    async def prune_files(self, folder: Path) -> None:
        """Delete the files made on customers' requests a week ago or more, in a worker."""
        now = dt.datetime.now().astimezone()
        try:
            removed = await asyncio.to_thread(prune_customer_files, folder, now)
        except OSError:
            log.exception("Files made on customers' requests could not be deleted")
            return
        if removed:
            log.info("Retention: %d file(s) made on customers' requests deleted", len(removed))
