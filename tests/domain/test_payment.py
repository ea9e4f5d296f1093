"""Tender parts: split sums, change, and a plain sentence per wrong field."""

from __future__ import annotations

from decimal import Decimal

import pytest

from app.domain.payment import Payment, payment_problems
from app.domain.tenders import CARD, CASH, TENDERS, UPI, Tender

D = Decimal
TOTAL = D("11798.00")


def test_exact_cash_is_the_price_tendered_with_no_change() -> None:
    payment = Payment((CASH.paid(TOTAL, tendered=TOTAL),))
    assert (payment.paid, payment.change) == (TOTAL, Decimal("0.00"))
    assert payment_problems(payment, TOTAL) == {}


def test_cash_tendered_above_the_cash_part_gives_change() -> None:
    payment = Payment((CASH.paid(TOTAL, tendered=D("12000.00")),))
    assert payment.change == D("202.00")
    assert payment_problems(payment, TOTAL) == {}


def test_a_split_adds_up_to_the_price_and_only_cash_gives_change() -> None:
    payment = Payment(
        (
            UPI.paid(D("5000.00"), "412345678901"),
            CARD.paid(D("4000.00"), "4242", "A1B2C3"),
            CASH.paid(D("2798.00"), tendered=D("3000.00")),
        )
    )
    assert payment_problems(payment, TOTAL) == {}
    assert (payment.paid, payment.change) == (TOTAL, D("202.00"))
    assert [payment.total_by(m) for m in TENDERS] == [
        D("2798.00"),
        D("5000.00"),
        D("4000.00"),
        D("0.00"),
    ]


@pytest.mark.parametrize(
    ("parts", "sentence"),
    [
        ((CASH.paid(D("11797.99"), tendered=D("11797.99")),), "0.01 is still to pay"),
        (
            (
                UPI.paid(D("6000.00"), "412345678901"),
                CASH.paid(D("5798.01"), tendered=D("5798.01")),
            ),
            "0.01 too much",
        ),
    ],
)
def test_parts_that_do_not_add_up_to_the_price_are_refused(
    parts: tuple[Tender, ...], sentence: str
) -> None:
    problems = payment_problems(Payment(parts), TOTAL)
    assert list(problems) == ["total"]
    assert sentence in problems["total"]


def test_tendered_equal_to_the_cash_part_is_accepted_one_paisa_less_is_refused() -> None:
    exact = Payment(
        (UPI.paid(D("798.00"), "412345678901"), CASH.paid(D("11000.00"), tendered=D("11000.00")))
    )
    short = Payment(
        (UPI.paid(D("798.00"), "412345678901"), CASH.paid(D("11000.00"), tendered=D("10999.99")))
    )

    assert payment_problems(exact, TOTAL) == {}
    assert payment_problems(short, TOTAL) == {
        "parts[1].tendered": "The cash handed over (10,999.99) is less than the cash part "
        "(11,000.00): take 0.01 more."
    }
    assert short.change == 0


@pytest.mark.parametrize(
    ("last4", "ok"),
    [("424", False), ("4242", True), ("42424", False), ("42a2", False), ("", False)],
)
def test_a_card_needs_exactly_its_last_four_digits(last4: str, ok: bool) -> None:
    problems = payment_problems(Payment((CARD.paid(TOTAL, last4, "A1B2C3"),)), TOTAL)
    if ok:
        assert problems == {}
    else:
        assert problems == {"parts[0].last4": "Type the last 4 digits of the card, digits only."}


def test_each_wrong_field_gets_its_own_sentence() -> None:
    payment = Payment(
        (
            UPI.paid(D("0.00"), "12"),
            CARD.paid(D("10.005"), "4242", ""),
            CASH.paid(D("5.00"), tendered=D("NaN")),
        )
    )
    problems = payment_problems(payment, TOTAL)

    assert set(problems) == {
        "parts[0].amount",
        "parts[0].reference",
        "parts[1].amount",
        "parts[1].approval_code",
        "parts[2].tendered",
    }
    assert problems["parts[0].amount"] == "The amount must be more than zero."
    assert "rupees and paise" in problems["parts[1].amount"]


def test_no_part_at_all_asks_how_the_customer_pays() -> None:
    assert payment_problems(Payment(()), TOTAL) == {
        "total": "Choose how the customer pays: Cash, UPI, Card, Bank transfer."
    }
