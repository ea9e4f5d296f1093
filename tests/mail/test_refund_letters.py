"""What the customer's letters say about a cancellation and its refund is what the books hold: a
part cancelled is a part, a refund paid in parts across tenders is "given" only once nothing of
it is owed, and its one credit note is mailed once (a real SMTP server receives them)."""

from __future__ import annotations

import re
from decimal import Decimal
from email.message import EmailMessage
from pathlib import Path

import pytest
import trustme

from app.domain.gst import Buyer
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI, TenderKind
from app.journal import Journal
from app.journal.till import RefundDue, RefundPart
from app.mail.letters import CREDIT_NOTE_WAIT
from app.mail.outbox import Cause, MailState, messages_of
from app.mail.sender import MailSender
from app.ui.mail_documents import mail_renderer
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.gst_day import AGENCY as REGISTRATION
from tests.journal.till_sales import PRICE, sell, till_sale
from tests.mail.fixtures import Starter
from tests.mail.journal_mail import AGENCY, CUSTOMER, journal_file, sender_of
from tests.mail.smtp_servers import Recording
from tests.mail.test_outbox import credit_notes_sent, pdfs

D = Decimal
REF = "REF1"
# The sale's 3,885.00 (2 boat seats) paid 1,885.00 in cash and 2,000.00 by UPI; its
# cancellation owes 1,500.00 back in cash and 1,200.00 by UPI.
CASH_PAID = D("1885.00")
DUE = RefundDue(REF, "Asha Rao", ((CASH, D("1500.00")), (UPI, D("1200.00"))))


def sold_by_two_tenders(journal: Journal) -> None:
    """REF1, a taxed sale to the sample customer (who wants e-mail), paid by cash and UPI."""
    journal.remember_mail_choice(CUSTOMER, True, "en")
    shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
    halves = Payment(
        (
            CASH.paid(CASH_PAID, tendered=CASH_PAID),
            UPI.paid(PRICE.total - CASH_PAID, "412345678901"),
        )
    )
    basis = REGISTRATION.basis(Module.BOAT, Buyer("Asha Rao"))
    sale = till_sale(shift_id=shift.shift_id, payment=halves, tax=basis)
    sell(journal, "s-1", sale, REF)


def cancelled(journal: Journal, refund_status: str = "REFUNDED") -> None:
    """REF1's cancellation c-1 confirmed, owing ``DUE`` (``PARTIAL``: seats remain)."""
    journal.add_cancel(cancel_request("c-1", REF), agent=None, due=DUE)
    journal.cancelled("c-1", cancel_result(2700.0, refund_status))


def pay(
    journal: Journal,
    part: RefundPart,
    owed: dict[TenderKind, Decimal] | None,
    request_id: str = "c-1",
    due: RefundDue = DUE,
) -> None:
    """A payment of ``request_id``'s refund of ``due`` at the till: ``part`` now, ``owed``
    left for later."""
    shift = journal.till.open_shift_of("PB1")
    assert shift is not None
    journal.till.pay_refund(
        request_id,
        booking_ref=REF,
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=due.amount,
        parts=(part,),
        owed=owed,
    )


def body_of(message: EmailMessage) -> str:
    """The letter's words as the customer reads them."""
    body = message.get_body(("plain",))
    assert body is not None
    return str(body.get_content())


@pytest.fixture
def mailed(
    qapp: object, journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> tuple[MailSender, Recording]:
    """REF1 sold by two tenders and cancelled whole, its sale's letter sent: the mail worker
    (sending with the PDFs) and the server that records what it receives."""
    sold_by_two_tenders(journal)
    recording = Recording()
    render = mail_renderer(journal_file(journal), lambda: AGENCY, training=False)
    made = sender_of(journal_file(journal), smtp(recording).port, authority, clock, render)
    assert made.send_due() == [(1, MailState.SENT)]
    cancelled(journal)
    return made, recording


def test_a_part_cancelled_is_mailed_as_a_part_and_a_whole_one_as_cancelled(
    journal: Journal, clock: Clock
) -> None:
    sold_by_two_tenders(journal)
    cancelled(journal, "PARTIAL")
    (_, part) = messages_of(journal._conn, REF)
    assert part.cause is Cause.CANCELLATION
    assert part.body.startswith(f"Part of booking {REF} has been cancelled as you asked")
    assert "the rest of it stands" in part.body

    journal.add_cancel(cancel_request("c-2", REF), agent=None)
    journal.cancelled("c-2", cancel_result(900.0))
    whole = messages_of(journal._conn, REF)[-1]
    assert whole.body.startswith(f"Booking {REF} has been cancelled as you asked")


def test_a_refund_paid_in_parts_is_given_only_after_the_last_tender_with_one_credit_note(
    journal: Journal, clock: Clock, mailed: tuple[MailSender, Recording], tmp_path: Path
) -> None:
    mail, recording = mailed
    clock.now += CREDIT_NOTE_WAIT
    assert mail.send_due() == [(2, MailState.SENT)]  # the cancellation's, no refund yet

    pay(journal, RefundPart(CASH, D("1500.00")), {UPI: D("1200.00")})
    assert mail.send_due() == [(3, MailState.SENT)]
    part = recording.received[-1]
    # The refund gave back fares alone: its document is a refund slip.
    assert part["Subject"] == f"Refund slip for booking {REF}"
    assert body_of(part).startswith(f"Part of your refund for booking {REF} has been given")
    assert "INR 1,200.00 of it is still owed to you" in body_of(part)

    pay(journal, RefundPart(UPI, D("1200.00"), "R9"), None)
    assert mail.send_due() == [(4, MailState.SENT)]
    assert mail.send_due() == []
    last = recording.received[-1]
    assert last["Subject"] == f"Your refund for booking {REF}"
    assert body_of(last).startswith(f"Your refund for booking {REF} has now been given in full")
    assert list(last.iter_attachments()) == []
    assert credit_notes_sent(recording.received, tmp_path, REF) == [
        f"Refund slip for booking {REF}"
    ]
    assert messages_of(journal._conn, REF)[-1].cause is Cause.REFUND_GIVEN


def test_the_waiting_cancellation_letter_carries_the_credit_note_and_the_last_tender_says_given(
    journal: Journal, clock: Clock, mailed: tuple[MailSender, Recording], tmp_path: Path
) -> None:
    mail, recording = mailed
    pay(journal, RefundPart(CASH, D("1500.00")), {UPI: D("1200.00")})
    assert mail.send_due() == [(2, MailState.SENT)]  # released by the payment, at once
    assert "has been given" not in body_of(recording.received[-1])

    pay(journal, RefundPart(UPI, D("1200.00"), "R9"), None)
    assert mail.send_due() == [(3, MailState.SENT)]
    assert "given in full" in body_of(recording.received[-1])
    assert credit_notes_sent(recording.received, tmp_path, REF) == [
        f"Cancellation of booking {REF}"
    ]


def test_a_refund_paid_at_once_is_given_in_one_letter_with_its_credit_note(
    journal: Journal, clock: Clock, mailed: tuple[MailSender, Recording], tmp_path: Path
) -> None:
    mail, recording = mailed
    clock.now += CREDIT_NOTE_WAIT
    assert mail.send_due() == [(2, MailState.SENT)]

    pay(journal, RefundPart(CASH, D("1500.00")), None)
    assert mail.send_due() == [(3, MailState.SENT)]
    assert mail.send_due() == []  # given in the credit note's letter: no other
    assert body_of(recording.received[-1]).startswith(
        f"Your refund for booking {REF} has been given."
    )


def test_each_cancellation_of_the_booking_mails_its_own_credit_note_alone(
    qapp: object,
    journal: Journal,
    clock: Clock,
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
) -> None:
    sold_by_two_tenders(journal)
    recording = Recording()
    render = mail_renderer(journal_file(journal), lambda: AGENCY, training=False)
    mail = sender_of(journal_file(journal), smtp(recording).port, authority, clock, render)
    assert mail.send_due() == [(1, MailState.SENT)]
    numbers: list[list[str]] = []
    for request_id, cash, status in (("c-1", "1000.00", "PARTIAL"), ("c-2", "800.00", "REFUNDED")):
        due = RefundDue(REF, "Asha Rao", ((CASH, D(cash)),))
        journal.add_cancel(cancel_request(request_id, REF), agent=None, due=due)
        journal.cancelled(request_id, cancel_result(float(cash), status))
        pay(journal, RefundPart(CASH, D(cash)), None, request_id, due)
        assert len(mail.send_due()) == 1  # the cancellation's, released by its refund
        texts = pdfs(recording.received[-1], tmp_path)
        # Fares given back alone: each cancellation's document is a refund slip.
        numbers.append(re.findall(r"PB1/\d\d/[CS]\d{5}", texts[f"refund-slips-{REF}.pdf"]))
    # Each letter carries its own cancellation's note, once; the second not the first's again.
    first, second = numbers
    assert len(set(first)) == 1 and len(set(second)) == 1
    assert set(first) != set(second)


def test_a_refund_letter_says_what_the_books_still_owe_on_the_booking(
    qapp: object, journal: Journal, clock: Clock, smtp: Starter, authority: trustme.CA
) -> None:
    """A second cancellation's refund given whole while 1,200.00 of the first's is still owed
    by UPI: its letter says so, as Lookup and the header do (the books' owed to the customer),
    and "given in full" waits for the last of it."""
    sold_by_two_tenders(journal)
    recording = Recording()
    render = mail_renderer(journal_file(journal), lambda: AGENCY, training=False)
    mail = sender_of(journal_file(journal), smtp(recording).port, authority, clock, render)
    assert mail.send_due() == [(1, MailState.SENT)]
    cancelled(journal, "PARTIAL")
    clock.now += CREDIT_NOTE_WAIT
    assert mail.send_due() == [(2, MailState.SENT)]  # the cancellation's, no refund yet
    pay(journal, RefundPart(CASH, D("1500.00")), {UPI: D("1200.00")})
    assert mail.send_due() == [(3, MailState.SENT)]
    assert "INR 1,200.00 of it is still owed to you" in body_of(recording.received[-1])

    rest = RefundDue(REF, "Asha Rao", ((CASH, D("300.00")),))
    journal.add_cancel(cancel_request("c-2", REF), agent=None, due=rest)
    journal.cancelled("c-2", cancel_result(300.0))
    clock.now += CREDIT_NOTE_WAIT
    assert mail.send_due() == [(4, MailState.SENT)]
    pay(journal, RefundPart(CASH, D("300.00")), None, "c-2", rest)
    assert mail.send_due() == [(5, MailState.SENT)]
    assert body_of(recording.received[-1]).startswith(
        f"Part of your refund for booking {REF} has been given; INR 1,200.00 of it is still "
        "owed to you"
    )

    pay(journal, RefundPart(UPI, D("1200.00"), "R9"), None)
    assert mail.send_due() == [(6, MailState.SENT)]
    assert body_of(recording.received[-1]).startswith(
        f"Your refund for booking {REF} has now been given in full"
    )
