"""The runtime's mail job: the journal's outbox sent through the settings' mail server, each round
in a child process (``app.counter.runtime.mail_round``), woken when a sale or a cancellation queued
a letter. A child that dies is the job's death: the job keeper restarts it."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from app.counter.config.keystore import KeyStore
from app.counter.config.settings import Settings
from app.counter.runtime.job import Job, JobFailed, JobReport
from app.domain.clock import service_now
from app.i18n import QT_TRANSLATE_NOOP
from app.mail.health import MailHealth, read_health
from app.mail.outbox import MailState, retry_now

log = logging.getLogger(__name__)


class MailJob(Job):
    """Sends the outbox of the journal file ``journal_path`` with the settings in use
    (``settings``), the password from ``keys``; ``sent`` hears that letters changed state."""

    name = "mail"
    title = QT_TRANSLATE_NOOP("COUNTER_RUNTIME", "Mail")
    # The server and the agency that heads the letters' documents.
    settings_fields = frozenset({"mail", "agency_name", "agency_address", "agency_gstin"})

    def __init__(
        self,
        journal_path: Path,
        settings: Callable[[], Settings],
        keys: KeyStore,
        training: Callable[[], bool],
        sent: Callable[[], None],
    ) -> None:
        super().__init__()
        self.journal_path = journal_path
        self.settings = settings
        self.keys = keys
        self.training = training
        self._sent = sent
        self.health = MailHealth(running=False, waiting=0)

    def report(self) -> JobReport:
        """The mail health as the header has shown it since issue 60, in the runtime's terms."""
        health = self.health
        return JobReport(
            health.describe(), health.last_round, health.waiting, health.last_error, health.running
        )

    def allowed_quiet(self, settings: Settings) -> dt.timedelta | None:
        """A letter waits at most its longest backoff (an hour) between tries, and a round's
        own time (never late with none waiting)."""
        if not settings.mail.configured or not self.health.waiting:
            return None
        from app.mail.sender import LONGEST_WAIT

        return LONGEST_WAIT + dt.timedelta(minutes=15)

    async def run(self) -> None:
        """Send what is due, then wait for the next letter due or a wake; with no mail server,
        count what waits at each wake."""
        server = self.settings().mail
        if not server.configured:
            while True:
                await self._read_health(running=False)
                self.round_done()
                await self.nap(None)
        # Imported with the first mail server: most counters send no mail.
        from app.counter.runtime.mail_round import MailRound, run_round
        from app.mail.sender import keep_sending, next_due_in

        def send_round() -> list[tuple[int, MailState]]:
            settings = self.settings()
            password = self.keys.load(server.password_account)
            job = MailRound(self.journal_path, server, password, settings.agency, self.training())
            result = run_round(job)
            if result.problem:
                raise JobFailed(result.problem)  # the child died: the letters wait for the next
            self._health_now(True, service_now())
            return result.done

        def after(done: list[tuple[int, MailState]]) -> None:
            self.round_done()
            if done:
                self._sent()

        await asyncio.to_thread(self._retry_now)
        # Its rounds take a child's time: the start waits for none of them (the letters were
        # brought forward).
        self.first_round.set()
        log.info("Mail job started for %s", server.host)
        await keep_sending(
            send_round, lambda: next_due_in(self.journal_path), service_now, self._wake, after
        )

    async def _read_health(self, running: bool) -> None:
        await asyncio.to_thread(self._health_now, running, None)

    def _health_now(self, running: bool, last_round: dt.datetime | None) -> None:
        try:
            self.health = read_health(self.journal_path, running, "", last_round)
        except sqlite3.Error as error:  # the journal's own faults are shown by its screens
            log.warning("The mail outbox could not be read: %s", type(error).__name__)
            # What waits is as last read; whether it runs, and its round, are known.
            self.health = replace(
                self.health, running=running, last_round=last_round or self.health.last_round
            )

    def _retry_now(self) -> None:
        try:
            conn = sqlite3.connect(self.journal_path, timeout=5.0)
            try:
                retry_now(conn, service_now())
            finally:
                conn.close()
        except sqlite3.Error as error:  # they wait their backoff: nothing is lost
            log.warning("The mail outbox could not be brought forward: %s", type(error).__name__)
