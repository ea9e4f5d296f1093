"""The matching rules on their own: by reference only, each row and each payment once; a row of
the amount and time only suggested; refunds to debits; the doubts a payment is questioned for."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.bank.matching import (
    Doubt,
    Entry,
    Method,
    Payment,
    carrying,
    match,
    question,
    suggest,
    undone,
)
from app.domain.clock import SERVICE_TZ

DAY = dt.date(2026, 4, 10)


def at(hour: int, minute: int = 0, day: dt.date = DAY) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour, minute), SERVICE_TZ)


def test_a_reference_proves_its_payment_once_and_amount_and_time_prove_nothing() -> None:
    payments = [
        Payment("a", Decimal("3540.00"), "412345678901", at(10)),
        Payment("b", Decimal("1180.00"), "TYPO12345678", at(11)),
        Payment("c", Decimal("1180.00"), "OTHER1234567", at(15)),
    ]
    entries = [
        Entry(1, DAY, Decimal("3540.00"), ("412345678901",), dt.time(10, 1)),
        Entry(2, DAY, Decimal("3540.00"), ("412345678901",), dt.time(10, 1)),
        Entry(3, DAY, Decimal("1180.00"), ("999999999999",), dt.time(15, 10)),
        Entry(4, DAY, Decimal("1180.00"), ("888888888888",), dt.time(11, 5)),
    ]

    found = match(payments, entries)

    assert [(m.row_id, m.key, m.method) for m in found] == [
        (1, "a", Method.REFERENCE),
    ]


def test_a_refund_is_proved_by_a_debit_never_by_a_credit() -> None:
    refund = Payment("r", Decimal("950.00"), "512345678902", at(16), outgoing=True)
    credit = Entry(1, DAY, Decimal("950.00"), ("512345678902",))
    debit = Entry(2, DAY, Decimal("-950.00"), ("512345678902",))
    assert [m.row_id for m in match([refund], [credit, debit])] == [2]


def test_the_three_doubts_and_a_payment_simply_not_in_yet() -> None:
    entries = [
        Entry(1, DAY, Decimal("3000.00"), ("111111111111",)),
        Entry(2, DAY - dt.timedelta(days=9), Decimal("2000.00"), ("222222222222",)),
        Entry(3, DAY + dt.timedelta(days=1), Decimal("10.00"), ()),
    ]
    less = Payment("less", Decimal("3540.00"), "111111111111", at(10))
    reused = Payment("reused", Decimal("2000.00"), "222222222222", at(12))
    never = Payment("never", Decimal("1500.00"), "333333333333", at(13))
    covered = DAY + dt.timedelta(days=1)

    assert match([less, reused, never], entries) == []
    doubts = [question(p, carrying(entries), covered) for p in (less, reused, never)]
    assert [(q.doubt, q.row_id) for q in doubts if q] == [
        (Doubt.AMOUNT_DIFFERS, 1),
        (Doubt.OTHER_DAY, 2),
        (Doubt.NOT_ARRIVED, None),
    ]
    # Before the statements cover the next day, a payment no row carries is not yet in them.
    assert question(never, carrying(entries), DAY) is None


def test_another_customer_s_credit_of_the_amount_and_hour_never_proves_a_fake_screen() -> None:
    """The fake "payment successful" screen: its reference is on no row; another customer's
    credit of the same amount, the same hour, carries its own RRN. It is a suggestion, never a
    proof, and the payment is questioned once the statements cover the next day."""
    fake = Payment("fake", Decimal("4185.00"), "412300000666", at(11))
    theirs = Entry(1, DAY, Decimal("4185.00"), ("412300000101",), dt.time(11, 4))

    assert match([fake], [theirs]) == []
    assert suggest(fake, [theirs]) == theirs
    doubt = question(fake, carrying([theirs]), DAY + dt.timedelta(days=1))
    assert doubt is not None and doubt.doubt is Doubt.NOT_ARRIVED
    assert question(fake, carrying([theirs]), DAY) is None


def test_a_suggestion_is_of_the_amount_within_the_minutes_and_carries_no_payment_s_reference() -> (
    None
):
    payment = Payment("a", Decimal("500.00"), "NOTINSTATEMENT", at(10))
    late = Entry(1, DAY, Decimal("500.00"), (), dt.time(10, 31))
    edge = Entry(2, DAY, Decimal("500.00"), (), dt.time(10, 30))
    other = Entry(3, DAY, Decimal("500.01"), (), dt.time(10, 0))
    theirs = Entry(4, DAY, Decimal("500.00"), ("412300000777",), dt.time(10, 0))
    assert suggest(payment, [late]) is None
    assert suggest(payment, [late, edge, other]) == edge
    assert suggest(payment, [theirs], known={"412300000777"}) is None
    assert suggest(payment, [theirs]) == theirs


def test_a_copy_its_reversal_takes_back_proves_no_second_payment_of_its_reference() -> None:
    # Two counters' sales under one RRN (a screen shown twice); the bank posted it twice.
    payments = [
        Payment("first", Decimal("3540.00"), "412345678901", at(10)),
        Payment("again", Decimal("3540.00"), "412345678901", at(10, 10)),
    ]
    credit = Entry(1, DAY, Decimal("3540.00"), ("412345678901",), dt.time(10, 1))
    copy = Entry(2, DAY, Decimal("3540.00"), ("412345678901",), dt.time(10, 1))
    reversal = Entry(3, DAY + dt.timedelta(days=1), Decimal("-3540.00"), ("412345678901",))
    assert [(m.key, m.row_id) for m in match(payments, [credit, copy, reversal])] == [("first", 1)]
    # Not reversed, the copy is money in: the second payment takes it.
    assert [m.key for m in match(payments, [credit, copy])] == ["first", "again"]
    # A lone credit's debit is a chargeback, not a copy's reversal: the credit still matches.
    assert [m.key for m in match(payments, [credit, reversal])] == ["first"]


def test_a_chargeback_undoes_a_proof_and_a_duplicates_reversal_does_not() -> None:
    payment = Payment("a", Decimal("3540.00"), "412345678901", at(10))
    refund = Payment("r", Decimal("950.00"), "512345678902", at(16), outgoing=True)
    proving = Entry(1, DAY, Decimal("3540.00"), ("412345678901",))
    copy = Entry(2, DAY, Decimal("3540.00"), ("412345678901",))
    reversal = Entry(3, DAY + dt.timedelta(days=1), Decimal("-3540.00"), ("412345678901",))
    chargeback = Entry(4, DAY + dt.timedelta(days=3), Decimal("-3540.00"), ("412345678901",))
    paid = Entry(5, DAY, Decimal("-950.00"), ("512345678902",))
    returned = Entry(6, DAY + dt.timedelta(days=2), Decimal("950.00"), ("512345678902",))

    netted = carrying([proving, copy, reversal])
    charged = carrying([proving, copy, reversal, chargeback])
    sent_back = carrying([paid, returned])

    # The copy and its reversal net to nil: the money stays.
    assert undone(payment, 1, netted, {1}) is None
    back = undone(payment, 1, charged, {1})
    assert back is not None and (back.key, back.doubt, back.row_id) == (
        "a",
        Doubt.CHARGED_BACK,
        4,
    )
    # The chargeback's debit proving another payment takes nothing back.
    assert undone(payment, 1, charged, {1, 4}) is None
    returned_as = undone(refund, 5, sent_back, {5})
    assert returned_as is not None and (returned_as.doubt, returned_as.row_id) == (
        Doubt.RETURNED,
        6,
    )
