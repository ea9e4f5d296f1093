"""The mail worker: sends what waits in the journal's mail outbox, retrying with backoff.

It runs in the app's mail child (``app.ui.mail_child``) on a connection of its own, its rounds
started by ``keep_sending``. Each message is marked ``sending`` (one more attempt) and committed
before the server is given it, then marked by the server's answer: a kill in between leaves it
``sending``, and the next run sends it again (at least once).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import sqlite3
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from app.domain.email_address import address_problem
from app.domain.net_words import unwritable_reason
from app.mail.outbox import MailMessage, MailState, due, mark, next_due
from app.mail.round_lock import one_round_at_a_time
from app.mail.server import MailServer
from app.mail.smtp import Answer, Attachment, Verdict, composed, deliver, not_written

log = logging.getLogger(__name__)

FIRST_WAIT = dt.timedelta(minutes=1)
LONGEST_WAIT = dt.timedelta(hours=1)
# A message the server could not be given for this long is given up, and the clerk told.
GIVE_UP_AFTER = dt.timedelta(days=2)
BATCH = 20

Render = Callable[[MailMessage], tuple[Attachment, ...]]
Done = list[tuple[int, MailState]]
After = Callable[[Done], None]


def backoff(attempts: int) -> dt.timedelta:
    """How long to wait after ``attempts`` failed tries: one minute, doubling, at most an hour."""
    wait: dt.timedelta = FIRST_WAIT * 2 ** min(max(attempts - 1, 0), 10)
    return min(wait, LONGEST_WAIT)


@dataclass(frozen=True, slots=True)
class MailSender:
    """Sends the journal ``journal``'s due messages through ``server``: ``password`` and
    ``tls`` read when sending, ``render`` makes each message's PDFs (in the worker)."""

    journal: Path
    server: MailServer
    password: Callable[[], str | None]
    render: Render
    tls: Callable[[], ssl.SSLContext]
    now: Callable[[], dt.datetime]

    def send_due(self) -> list[tuple[int, MailState]]:
        """Send every message due now (blocking: a worker's job), once no other round of this
        journal sends (``one_round_at_a_time``); each one's new state."""
        with one_round_at_a_time(self.journal):
            conn = sqlite3.connect(self.journal, isolation_level="IMMEDIATE", timeout=5.0)
            conn.row_factory = sqlite3.Row
            try:
                done = []
                while batch := due(conn, self.now(), BATCH):
                    done += [(message.message_id, self._send(conn, message)) for message in batch]
                return done
            finally:
                conn.close()

    def _send(self, conn: sqlite3.Connection, message: MailMessage) -> MailState:
        with conn:
            mark(conn, message.message_id, MailState.SENDING, self.now())
        try:
            answer = self.attempt(message)
        except Exception as error:  # one letter's fault must not stop the queue
            # Not known to be the letter's fault (a document that failed to render, a bug): it
            # waits its backoff behind the others rather than first in line for ever.
            log.exception("Mail message %d could not be tried", message.message_id)
            answer = Answer(Verdict.NOT_SENT, not_written(type(error).__name__))
        now = self.now()
        state = _state_after(answer, message, now)
        with conn:
            if state is MailState.QUEUED:
                wait = backoff(message.attempts + 1)
                mark(conn, message.message_id, state, now, words=answer.words, next_try=now + wait)
            else:
                mark(conn, message.message_id, state, now, words=answer.words)
        log.info("Mail message %d: %s", message.message_id, state.value)
        return state

    def attempt(self, message: MailMessage) -> Answer:
        """One try at handing ``message`` to the server, its documents attached. A letter that
        cannot be built (an address no server takes, a header that cannot be written) is
        refused for good with the reason, as Postfix holds a message apart: the ones behind it
        go on."""
        problem = address_problem(message.recipient)
        if problem is not None:
            return Answer(Verdict.REFUSED, problem)
        try:
            email = composed(
                self.server,
                header_id=message.header_id,
                recipient=message.recipient,
                subject=message.subject,
                body=message.body,
                attachments=self.render(message),
            )
        except UnicodeEncodeError as error:
            return Answer(Verdict.REFUSED, not_written(unwritable_reason(error)))
        except (ValueError, UnicodeError) as error:
            return Answer(Verdict.REFUSED, not_written(str(error)))
        return deliver(self.server, self.password(), email, self.tls())


def next_due_in(journal: Path) -> dt.datetime | None:
    """When the next waiting message of the journal ``journal`` is due (None: none waits)."""
    conn = sqlite3.connect(journal, timeout=5.0)
    try:
        return next_due(conn)
    finally:
        conn.close()


async def keep_sending(
    send_round: Callable[[], Done],
    upcoming: Callable[[], dt.datetime | None],
    now: Callable[[], dt.datetime],
    wake: asyncio.Event,
    after: After,
) -> None:
    """Run ``send_round`` in a worker (``after`` learns what became of each message, after
    every round), then wait until the next message is due or ``wake`` is set (a new message
    queued, Lookup's "send again"); for ever, until cancelled."""
    while True:
        wake.clear()
        after(await asyncio.to_thread(send_round))
        due_at = await asyncio.to_thread(upcoming)
        timeout = None if due_at is None else max((due_at - now()).total_seconds(), 1.0)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), timeout)


def _state_after(answer: Answer, message: MailMessage, now: dt.datetime) -> MailState:
    if answer.verdict is Verdict.TAKEN:
        return MailState.SENT
    if answer.verdict is Verdict.REFUSED:
        return MailState.REFUSED
    if now - message.queued_at >= GIVE_UP_AFTER:
        return MailState.GIVEN_UP
    return MailState.QUEUED
