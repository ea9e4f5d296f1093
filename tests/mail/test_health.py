"""How the mail job stands, read from the journal: what waits, the last error (cleared by a
letter taken after it), and the words the status line and Settings show."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import i18n
from app.journal import Journal
from app.mail.health import MailHealth, read_health
from app.mail.outbox import Cause, MailState, mark, queue_message
from tests.journal.entries import Clock
from tests.mail.journal_mail import CUSTOMER, journal_file


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    journal = Journal(tmp_path / "journal", now=Clock())
    yield journal
    journal.close()


def queued(journal: Journal, ref: str) -> int:
    with journal._conn as conn:
        return queue_message(
            conn,
            booking_ref=ref,
            cause=Cause.SALE,
            recipient=CUSTOMER,
            language=i18n.ENGLISH,
            subject=f"Your booking {ref}",
            body="Your voucher is attached.",
            documents=(),
            now=journal.now(),
        )


def tried(journal: Journal, number: int, state: MailState, words: str, later: int) -> None:
    """One try of message ``number``, ``later`` seconds on, that ended in ``state``."""
    at = journal.now() + dt.timedelta(seconds=later)
    with journal._conn as conn:
        mark(conn, number, MailState.SENDING, at)
        mark(conn, number, state, at, words=words)


def test_what_waits_and_the_last_error_until_a_letter_goes(journal: Journal) -> None:
    path = journal_file(journal)
    first, second = queued(journal, "REF00001"), queued(journal, "REF00002")
    assert read_health(path, True) == MailHealth(True, 2)
    tried(journal, first, MailState.QUEUED, "421 4.3.2 Service not available", 1)
    health = read_health(path, True)
    assert (health.waiting, health.last_error) == (2, "421 4.3.2 Service not available")
    assert health.describe() == "Mail: 2 waiting"
    assert "The last try did not go: 421 4.3.2" in health.sentence()
    tried(journal, second, MailState.SENT, "250 2.0.0 Ok: queued as Q00001", 2)
    assert read_health(path, True) == MailHealth(True, 1, went=True)  # the last try went
    tried(journal, first, MailState.REFUSED, "550 5.1.1 User unknown", 3)
    health = read_health(path, True)
    assert (health.waiting, health.describe()) == (0, "Mail: nothing waiting")


def test_with_no_mail_server_the_job_is_off_and_says_what_waits(journal: Journal) -> None:
    queued(journal, "REF00001")
    health = read_health(journal_file(journal), False)
    assert health.describe() == "Mail: off (1 waiting)"
    assert "no mail server is set" in health.sentence()
    assert MailHealth(False, 0).describe() == "Mail: off"


def test_a_failed_round_is_the_last_error_with_when_it_ran(journal: Journal) -> None:
    at = dt.datetime(2026, 11, 26, 11, 5, tzinfo=dt.UTC)
    health = read_health(journal_file(journal), True, "The mail job failed (exit 1).", at)
    assert health.last_error == "The mail job failed (exit 1)."
    assert health.sentence().endswith("Last round at 11:05.")
