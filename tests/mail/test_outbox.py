"""The mail outbox end to end: what a sale and a cancellation put there, in the same
transaction, and what a real SMTP server then receives; refusals, hang-ups, giving up, and a
kill between sending and marking."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from dataclasses import replace
from decimal import Decimal
from email.message import EmailMessage
from pathlib import Path

import pytest
import trustme

from app import i18n
from app.domain.disruption import DisruptionKind
from app.domain.tenders import CASH
from app.journal import Journal
from app.journal.disruptions import Found, operator_request_id
from app.mail.letters import CREDIT_NOTE_WAIT
from app.mail.outbox import Cause, Letter, MailState, choice_of, messages_of, queue_message
from app.mail.sender import FIRST_WAIT, GIVE_UP_AFTER, MailSender
from app.records.customers import Who
from app.records.refunds import RefundDue
from app.ui.mail_documents import mail_renderer
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import sell, till_sale
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import AGENCY, CUSTOMER, journal_file, sender_of, sold
from tests.mail.kill_child import KILLED
from tests.mail.smtp_servers import (
    REFUSAL,
    DropsMidMessage,
    HangingUp,
    Recording,
    Refusing,
    free_port,
)
from tests.ui.helpers.pdf_text import pdf_text

D = Decimal


def rendering_sender(
    journal: Journal, port: int, authority: trustme.CA, clock: Clock
) -> MailSender:
    """The mail worker for ``journal``, sending to ``port``, with the documents made as PDFs."""
    render = mail_renderer(journal_file(journal), lambda: AGENCY, training=False)
    return sender_of(journal_file(journal), port, authority, clock, render)


def cancel(journal: Journal, ref: str) -> None:
    """The whole booking cancelled with the service (the customer's refund still to give)."""
    journal.add_cancel(cancel_request("c-1", ref), agent=None)
    journal.cancelled("c-1", cancel_result(900.0))


def refund(journal: Journal, ref: str) -> None:
    """The customer refunded at the till for the cancellation (a credit note issued)."""
    shift = journal.till.open_shift_of("PB1")
    assert shift is not None
    journal.till.record_refund(
        "c-1",
        booking_ref=ref,
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=D("1500.00"),
        amount=D("1500.00"),
        mode=CASH,
    )


def pdfs(message: EmailMessage, folder: Path) -> dict[str, str]:
    """Each attached PDF's text, by file name (each written out and read as a reader would)."""
    found = {}
    for attached in message.iter_attachments():
        name = attached.get_filename()
        assert name is not None and attached.get_content_type() == "application/pdf"
        path = folder / name
        path.write_bytes(attached.get_content())
        found[name] = pdf_text(path)
    return found


def test_a_sale_sends_exactly_one_message_with_its_voucher_and_invoice_in_hindi(
    qapp: object,
    journal: Journal,
    clock: Clock,
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
) -> None:
    ref = sold(journal, True, i18n.HINDI)
    recording = Recording()
    controller = smtp(recording)
    sender = rendering_sender(journal, controller.port, authority, clock)

    assert sender.send_due() == [(1, MailState.SENT)], messages_of(journal._conn, ref)
    assert sender.send_due() == []  # nothing more: one sale, one message

    (received,) = recording.received
    assert received["To"] == CUSTOMER
    assert ref in received["Subject"] and received["Subject"] != f"Your booking {ref}"
    body = received.get_body(("plain",))
    assert body is not None and "वाउचर" in body.get_content()
    texts = pdfs(received, tmp_path)
    assert sorted(texts) == [f"tax-invoice-{ref}.pdf", f"voucher-{ref}.pdf"]
    assert all(ref in text for text in texts.values())
    (message,) = messages_of(journal._conn, ref)
    assert message.cause is Cause.SALE and message.language == i18n.HINDI
    assert message.server_words.startswith("250 2.0.0 Ok: queued as Q")


def test_a_customer_who_did_not_want_email_is_sent_nothing(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    ref = sold(journal, False)
    recording = Recording()
    sender = sender_of(journal_file(journal), smtp(recording).port, authority, clock)
    assert sender.send_due() == []
    assert messages_of(journal._conn, ref) == [] and recording.received == []


def test_a_cancellation_sends_exactly_one_message_with_its_credit_note(
    qapp: object,
    journal: Journal,
    clock: Clock,
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
) -> None:
    ref = sold(journal, True)
    recording = Recording()
    controller = smtp(recording)
    sender = rendering_sender(journal, controller.port, authority, clock)
    sender.send_due()  # the sale's
    cancel(journal, ref)
    assert sender.send_due() == []  # waiting for the refund's credit note
    refund(journal, ref)

    assert sender.send_due() == [(2, MailState.SENT)]  # at once
    _sale, cancellation = recording.received
    assert cancellation["Subject"] == f"Cancellation of booking {ref}"
    # The refund gave back the fares alone: its document is a refund slip, and the letter
    # waiting for it was told so.
    body = cancellation.get_body(("plain",))
    assert body is not None and "The refund slip for the refund" in str(body.get_content())
    texts = pdfs(cancellation, tmp_path)
    (note,) = (name for name in texts if name.startswith("refund-slips-"))
    assert "Refund Slip" in texts[note] and ref in texts[note]
    assert "Credit Note" not in texts[note]
    assert f"voucher-{ref}.pdf" in texts


def refund_of(journal: Journal, ref: str, request_id: str) -> None:
    """The customer refunded in cash at the till for the cancellation ``request_id``."""
    shift = journal.till.open_shift_of("PB1")
    assert shift is not None
    journal.till.record_refund(
        request_id,
        booking_ref=ref,
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=D("1500.00"),
        amount=D("1500.00"),
        mode=CASH,
    )


def credit_notes_sent(received: list[EmailMessage], folder: Path, ref: str) -> list[str]:
    """The subjects of the messages that carried the booking's refund document, its credit note
    or its refund slip (each one read)."""
    carried = []
    for message in received:
        texts = pdfs(message, folder)
        for name, title in (
            (f"credit-notes-{ref}.pdf", "Credit note"),
            (f"refund-slips-{ref}.pdf", "Refund slip no."),
        ):
            if name in texts:
                assert title in texts[name]
                carried.append(str(message["Subject"]))
    return carried


def test_a_credit_note_after_the_operator_cancelled_is_mailed_once_on_its_own(
    qapp: object,
    journal: Journal,
    clock: Clock,
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
) -> None:
    ref = sold(journal, True)
    recording = Recording()
    sender = rendering_sender(journal, smtp(recording).port, authority, clock)
    sender.send_due()  # the sale's
    due = RefundDue(ref, "Asha Rao", ((CASH, D("1500.00")),))
    news = Letter(CUSTOMER, i18n.ENGLISH, f"News of your booking {ref}", "Dear Asha Rao, ...")
    journal.disruptions.record(
        Found(ref, DisruptionKind.CANCELLED, {}, {}, D("1500.00"), due), news
    )
    assert sender.send_due() == [(2, MailState.SENT)]  # the news, which carries no document
    refund_of(journal, ref, operator_request_id(ref))

    assert sender.send_due() == [(3, MailState.SENT)]
    assert sender.send_due() == []
    assert credit_notes_sent(recording.received, tmp_path, ref) == [
        f"Refund slip for booking {ref}"
    ]
    letter = messages_of(journal._conn, ref)[-1]
    assert letter.cause is Cause.REFUND_SLIP and letter.language == i18n.ENGLISH


def test_a_credit_note_issued_after_the_cancellation_s_letter_went_is_mailed_on_its_own(
    qapp: object,
    journal: Journal,
    clock: Clock,
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
) -> None:
    ref = sold(journal, True)
    recording = Recording()
    sender = rendering_sender(journal, smtp(recording).port, authority, clock)
    sender.send_due()  # the sale's
    cancel(journal, ref)
    clock.now += CREDIT_NOTE_WAIT
    assert sender.send_due() == [(2, MailState.SENT)]  # the letter, without a credit note yet
    clock.now += dt.timedelta(hours=2)
    refund(journal, ref)

    assert sender.send_due() == [(3, MailState.SENT)]
    assert sender.send_due() == []
    assert credit_notes_sent(recording.received, tmp_path, ref) == [
        f"Refund slip for booking {ref}"
    ]


def test_a_credit_note_is_not_mailed_to_a_customer_who_did_not_want_email(
    journal: Journal, clock: Clock
) -> None:
    ref = sold(journal, False)
    cancel(journal, ref)
    refund(journal, ref)
    assert messages_of(journal._conn, ref) == []


def test_a_refused_message_is_kept_with_the_servers_words(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    ref = sold(journal, True)
    sender = sender_of(journal_file(journal), smtp(Refusing()).port, authority, clock)
    assert sender.send_due() == [(1, MailState.REFUSED)]
    clock.now += dt.timedelta(days=1)
    assert sender.send_due() == []  # refused for good: never tried again
    (message,) = messages_of(journal._conn, ref)
    assert message.state is MailState.REFUSED and message.server_words == REFUSAL


class HangsUpOnce(Recording):
    """Hangs up on the first message, takes the next."""

    def __init__(self) -> None:
        super().__init__()
        self.hanging = HangingUp()

    async def handle_DATA(self, server: object, session: object, envelope: object) -> str:
        if not self.hanging.hung_up:
            return await self.hanging.handle_DATA(server, session, envelope)  # type: ignore[arg-type]
        return await super().handle_DATA(server, session, envelope)  # type: ignore[arg-type]


def test_a_hang_up_is_tried_again_after_the_backoff_then_sent_once(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    ref = sold(journal, True)
    server = HangsUpOnce()
    sender = sender_of(journal_file(journal), smtp(server).port, authority, clock)
    assert sender.send_due() == [(1, MailState.QUEUED)]
    clock.now += FIRST_WAIT - dt.timedelta(seconds=1)
    assert sender.send_due() == []  # not before its time
    clock.now += dt.timedelta(seconds=1)
    assert sender.send_due() == [(1, MailState.SENT)]
    assert len(server.received) == 1
    (message,) = messages_of(journal._conn, ref)
    assert message.attempts == 2


def test_a_connection_dropped_part_way_through_the_message_keeps_it_queued_then_sends_it(
    qapp: object,
    journal: Journal,
    clock: Clock,
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
) -> None:
    ref = sold(journal, True)
    server = DropsMidMessage()
    sender = rendering_sender(journal, smtp(server).port, authority, clock)
    assert sender.send_due() == [(1, MailState.QUEUED)]
    assert server.dropped == 1 and server.received == []  # cut off part-way through
    (waiting,) = messages_of(journal._conn, ref)
    assert waiting.state is MailState.QUEUED and waiting.attempts == 1
    assert waiting.server_words.startswith("The mail server could not be reached or hung up")

    clock.now += FIRST_WAIT
    assert sender.send_due() == [(1, MailState.SENT)]  # the next round: whole, once
    assert sender.send_due() == []
    (received,) = server.received
    assert received["Message-ID"] == waiting.header_id
    assert sorted(pdfs(received, tmp_path)) == [f"tax-invoice-{ref}.pdf", f"voucher-{ref}.pdf"]


def test_a_message_the_server_never_takes_is_given_up_after_the_period(
    journal: Journal, clock: Clock, authority: trustme.CA
) -> None:
    ref = sold(journal, True)
    sender = sender_of(journal_file(journal), free_port(), authority, clock)
    assert sender.send_due() == [(1, MailState.QUEUED)]
    clock.now += GIVE_UP_AFTER - dt.timedelta(minutes=1)
    assert sender.send_due() == [(1, MailState.QUEUED)]
    clock.now += dt.timedelta(hours=1)
    assert sender.send_due() == [(1, MailState.GIVEN_UP)]
    (message,) = messages_of(journal._conn, ref)
    assert message.state is MailState.GIVEN_UP and message.attempts == 3
    assert message.server_words.startswith("The mail server could not be reached")


def test_a_kill_between_sending_and_marking_sends_it_once_more_never_lost(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA, tmp_path: Path
) -> None:
    ref = sold(journal, True)
    recording = Recording()
    controller = smtp(recording)
    ca_file = tmp_path / "ca.pem"
    authority.cert_pem.write_to_path(str(ca_file))
    child = subprocess.run(
        [
            sys.executable,
            "-m",
            "tests.mail.kill_child",
            str(journal_file(journal)),
            str(controller.port),
            str(ca_file),
        ],
        cwd=Path(__file__).resolve().parents[2],
        timeout=60,
        check=False,
    )
    assert child.returncode == KILLED
    assert len(recording.received) == 1  # taken, never marked
    (left,) = messages_of(journal._conn, ref)
    assert left.state is MailState.SENDING

    # The next start: sent again, once, with the same id; then never again.
    sender = sender_of(journal_file(journal), controller.port, authority, clock)
    assert sender.send_due() == [(1, MailState.SENT)]
    assert sender.send_due() == []
    first, again = recording.received
    assert first["Message-ID"] == again["Message-ID"] == left.header_id


def test_an_erased_customer_s_address_leaves_the_outbox_and_a_waiting_letter_is_not_sent(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    ref = sold(journal, True)
    journal.erase_customer(ref, Who("Ravi", "supervisor", "the customer's request"))
    (letter,) = messages_of(journal._conn, ref)
    assert (letter.recipient, letter.state) == ("", MailState.GIVEN_UP)
    assert choice_of(journal._conn, CUSTOMER) is None  # forgotten with the address
    recording = Recording()
    sender = sender_of(journal_file(journal), smtp(recording).port, authority, clock)
    assert sender.send_due() == [] and recording.received == []


def test_a_disruption_s_message_is_queued_in_its_own_transaction_and_sent_once(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    ref = sold(journal, False)
    conn = journal._conn
    letter = {
        "booking_ref": ref,
        "cause": Cause.DISRUPTION,
        "recipient": CUSTOMER,
        "language": i18n.ENGLISH,
        "subject": f"Your trip {ref} is cancelled by the operator",
        "body": "Choose a refund in full or another departure at the counter.",
        "documents": (),
        "now": clock.now,
    }
    with pytest.raises(RuntimeError), conn:
        queue_message(conn, **letter)  # type: ignore[arg-type]
        raise RuntimeError("the disruption's record failed")
    assert messages_of(conn, ref) == []  # rolled back with what caused it
    with conn:
        queue_message(conn, **letter)  # type: ignore[arg-type]
    recording = Recording()
    sender = sender_of(journal_file(journal), smtp(recording).port, authority, clock)
    assert sender.send_due() == [(1, MailState.SENT)]
    assert sender.send_due() == []
    (received,) = recording.received
    assert received["Subject"] == letter["subject"]


def test_a_cancellation_without_a_refund_at_the_till_is_mailed_after_the_wait(
    journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    ref = sold(journal, True)
    recording = Recording()
    sender = sender_of(journal_file(journal), smtp(recording).port, authority, clock)
    sender.send_due()
    cancel(journal, ref)
    clock.now += CREDIT_NOTE_WAIT - dt.timedelta(seconds=1)
    assert sender.send_due() == []
    clock.now += dt.timedelta(seconds=1)
    assert sender.send_due() == [(2, MailState.SENT)]
    assert recording.received[1]["Subject"] == f"Cancellation of booking {ref}"


def test_the_letter_is_in_the_language_recorded_with_the_sale(journal: Journal) -> None:
    journal.remember_mail_choice(CUSTOMER, True, i18n.ENGLISH)  # the tick's, from before
    shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
    sale = replace(till_sale(shift_id=shift.shift_id), customer_language="ta")
    ref = sell(journal, "s-1", sale).booking_ref
    (letter,) = messages_of(journal._conn, ref)
    assert letter.language == "ta"
    assert letter.subject == f"உங்கள் முன்பதிவு {ref}"
