"""The mail job's face: its health and the letters it sent, as the counter runtime's mail job
(``app.counter.runtime.job_mail``) reports them, its wake when a letter may have been queued; and
the settings' test message."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.api.transport import system_tls_context
from app.counter.config.keystore import KeyStore
from app.counter.runtime.job_mail import MailJob
from app.mail.health import MailHealth
from app.mail.server import MailServer
from app.mail.words import test_words


class MailController(QObject):
    """Shows the runtime's mail ``job``; sends the settings' test message.

    Signals:
        sent(): messages changed state (sent, refused, to be tried again): Lookup reads again.
        health_changed(MailHealth): whether the job runs, what waits, its last error.
    """

    sent = Signal()
    health_changed = Signal(object)

    def __init__(self, job: MailJob, keys: KeyStore, learn_secret: Callable[[str], None]) -> None:
        super().__init__()
        self.job = job
        self.keys = keys
        self.learn_secret = learn_secret

    @property
    def health(self) -> MailHealth:
        """How the mail job stands now."""
        return self.job.health

    def on_runtime_changed(self) -> None:
        """The runtime's health changed: the mail job's, as the header and Settings show it."""
        self.health_changed.emit(self.job.health)

    def wake(self) -> None:
        """A message may have been queued: send it now rather than at the next look (with no
        mail server, the letters waiting are counted again)."""
        self.job.wake()

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
