"""A letter that cannot be built is held apart with its reason, as Postfix holds a message, and
the letters behind it go out in the same round (against a real SMTP server, aiosmtpd)."""

from __future__ import annotations

import pytest
import trustme

from app import i18n
from app.journal import Journal
from app.mail.outbox import Cause, MailState, messages_of, queue_message
from app.mail.words import state_words
from app.records.customers import Who
from tests.journal.entries import Clock
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import CUSTOMER, journal_file, sender_of
from tests.mail.smtp_servers import Recording

# What a pasted line break would make of an address: a second SMTP command.
CRLF = "ravi@example.in\r\nRCPT TO:<someone.else@example.in>"
NON_ASCII = "ravi.kumār@example.in"


def queued(journal: Journal, clock: Clock, recipient: str, ref: str) -> int:
    """A sale's letter to ``recipient`` as a journal may hold it (kept before addresses were
    checked where they enter)."""
    with journal._conn as conn:
        return queue_message(
            conn,
            booking_ref=ref,
            cause=Cause.SALE,
            recipient=recipient,
            language=i18n.ENGLISH,
            subject=f"Your booking {ref}",
            body="Your voucher is attached.",
            documents=(),
            now=clock.now,
        )


@pytest.mark.parametrize("bad", [CRLF, NON_ASCII], ids=["crlf", "non-ascii"])
def test_a_letter_to_an_address_no_server_takes_is_held_apart_and_the_next_goes_out(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA, bad: str
) -> None:
    held = queued(journal, clock, bad, "REF00001")
    good = queued(journal, clock, CUSTOMER, "REF00002")
    recording = Recording()
    sender = sender_of(journal_file(journal), smtp(recording).port, authority, clock)
    # One round: the bad one refused for good with its reason, the next customer's delivered.
    assert sender.send_due() == [(held, MailState.REFUSED), (good, MailState.SENT)]
    (message,) = messages_of(journal._conn, "REF00001")
    assert message.state is MailState.REFUSED
    reason = "line break" if bad == CRLF else "letters a mail server does not take"
    assert reason in message.server_words
    # Lookup says it was held apart here, not refused by the server, and what to do.
    said = state_words(message)
    assert said.startswith("Not sent, held apart: ") and reason in said
    assert said.endswith("Correct the address with the customer, then send again.")
    assert [str(m["To"]) for m in recording.received] == [CUSTOMER]
    assert sender.send_due() == []  # never first in line again


def test_a_letter_that_cannot_be_written_is_held_apart_and_the_next_goes_out(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    held = queued(journal, clock, CUSTOMER, "REF00001")
    good = queued(journal, clock, CUSTOMER, "REF00002")
    with journal._conn as conn:  # a header no message can carry
        conn.execute("UPDATE mail_outbox SET header_id = '<a\nb@x>' WHERE message_id = ?", (held,))
    recording = Recording()
    sender = sender_of(journal_file(journal), smtp(recording).port, authority, clock)
    assert sender.send_due() == [(held, MailState.REFUSED), (good, MailState.SENT)]
    (message,) = messages_of(journal._conn, "REF00001")
    assert message.server_words.startswith("The letter could not be written: ")
    assert len(recording.received) == 1


@pytest.mark.parametrize("bad", [CRLF, NON_ASCII, "ravi@example"])
def test_a_correction_to_an_address_no_server_takes_is_never_kept(
    journal: Journal, bad: str
) -> None:
    who = Who("Leela Menon", "clerk", "the customer asked for a correction")
    with pytest.raises(ValueError, match=r"e-mail|mail server"):
        journal.privacy.correct("REF00001", who, customer_email=bad)
