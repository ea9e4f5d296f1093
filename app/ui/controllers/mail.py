"""The mail worker of the running app: started with the settings' mail server, its rounds run
in a child process (``app.ui.mail_child``), woken when a sale or a cancellation may have queued
a message; and the settings' test message."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.api.transport import system_tls_context
from app.counter.keystore import KeyStore
from app.counter.settings import Settings
from app.domain.clock import service_now
from app.mail.health import MailHealth, read_health
from app.mail.outbox import MailState, retry_now
from app.mail.server import MailServer
from app.mail.words import test_words

log = logging.getLogger(__name__)


class MailController(QObject):
    """Owns the task that sends the journal's mail outbox (its sending in a worker thread).

    Signals:
        sent(): messages changed state (sent, refused, to be tried again): Lookup reads again.
        health_changed(MailHealth): whether the job runs, what waits, its last error.
    """

    sent = Signal()
    health_changed = Signal(object)

    def __init__(
        self,
        keys: KeyStore,
        journal_path: Path,
        settings: Callable[[], Settings],
        training: Callable[[], bool],
        learn_secret: Callable[[str], None],
    ) -> None:
        super().__init__()
        self.keys = keys
        self.journal_path = journal_path
        self.settings = settings
        self.training = training
        self.learn_secret = learn_secret
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.health = MailHealth(running=False, waiting=0)

    def start(self) -> None:
        """Send through the settings' mail server from now on (none set: nothing is sent; the
        messages wait in the journal). What waited, a failed try's backoff too, is tried at
        once. Each round runs in a child process; after each, ``health_changed`` says how the
        job stands."""
        self.stop()
        server = self.settings().mail
        if not server.configured:
            self._task = asyncio.ensure_future(self._tell_health(running=False))
            return
        # Imported with the first mail server: the sender and SMTP modules (with smtplib) were
        # a tenth of the live start's imports, and most counters send no mail.
        from app.counter.mail_round import MailRound, run_round
        from app.mail.sender import keep_sending, next_due_in

        def send_round() -> list[tuple[int, MailState]]:
            settings = self.settings()
            password = self.keys.load(server.password_account)
            job = MailRound(self.journal_path, server, password, settings.agency, self.training())
            result = run_round(job)
            try:
                self.health = read_health(self.journal_path, True, result.problem, service_now())
            except sqlite3.Error as error:  # the journal's own faults are shown by its screens
                log.warning("The mail outbox could not be read: %s", type(error).__name__)
            return result.done

        def after(done: list[tuple[int, MailState]]) -> None:
            if done:
                self.sent.emit()
            self.health_changed.emit(self.health)

        async def sending() -> None:
            await asyncio.to_thread(self._retry_now)
            await keep_sending(
                send_round, lambda: next_due_in(self.journal_path), service_now, self._wake, after
            )

        self._task = asyncio.ensure_future(sending())
        log.info("Mail worker started for %s", server.host)

    def stop(self) -> None:
        """Stop sending (a message being handed over is marked as sent or sent again later)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _retry_now(self) -> None:
        try:
            conn = sqlite3.connect(self.journal_path, timeout=5.0)
            try:
                retry_now(conn, service_now())
            finally:
                conn.close()
        except sqlite3.Error as error:  # they wait their backoff: nothing is lost
            log.warning("The mail outbox could not be brought forward: %s", type(error).__name__)

    async def _tell_health(self, running: bool) -> None:
        try:
            self.health = await asyncio.to_thread(read_health, self.journal_path, running)
        except sqlite3.Error as error:  # the journal's own faults are shown by its screens
            log.warning("The mail outbox could not be read: %s", type(error).__name__)
            return
        self.health_changed.emit(self.health)

    def wake(self) -> None:
        """A message may have been queued: send it now rather than at the next look (with no
        mail server, the letters waiting are counted again)."""
        self._wake.set()
        if not self.health.running and (self._task is None or self._task.done()):
            self._task = asyncio.ensure_future(self._tell_health(running=False))

    async def send_test(self, server: MailServer, password: str) -> tuple[str, bool]:
        """Send a test message to the sender's own address through ``server`` (the password as
        typed, else the saved one), in a worker; what the server answered, and whether it took
        it."""

        from app.mail.smtp import Verdict, deliver, test_message

        def attempt() -> tuple[str, bool]:
            secret = password or self.keys.load(server.password_account)
            answer = deliver(server, secret, test_message(server), system_tls_context())
            return test_words(answer), answer.verdict is Verdict.TAKEN

        # Scrubbed from every log record from now on, as the API key is.
        self.learn_secret(password)
        return await asyncio.to_thread(attempt)
