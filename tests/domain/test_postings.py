"""The books' posting rules: each money event's entry, line by line, balanced in Decimal; one rule
per kind, a kind without one refused; each kind's body read typed, as leniently as ever."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from enum import StrEnum
from types import MappingProxyType

import pytest

from app.domain import event_bodies, postings
from app.domain.postings import (
    RULES,
    EventKind,
    Line,
    MoneyEvent,
    NoRule,
    balances,
    day_of,
    missing_rules,
    post,
    tender_account,
    wallet_split,
)
from app.domain.tenders import BANK, CARD, CASH, UPI

D = Decimal


def test_each_tender_has_its_account() -> None:
    assert [tender_account(kind) for kind in (CASH, UPI, CARD, BANK)] == [
        "drawer",
        "clearing:upi",
        "clearing:card",
        "clearing:bank",
    ]


def test_a_sale_paid_in_parts_with_a_carried_credit_posts_one_balanced_entry() -> None:
    body = {
        "booking_ref": "NEW1",
        "customer_total": "5000.00",
        "tenders": [
            {"mode": "Cash", "account": "drawer", "amount": "1000.00"},
            {"mode": "UPI", "account": "clearing:upi", "amount": "700.00"},
        ],
        "credits": [{"from": "OLD1", "amount": "3300.00"}],
        "wallet_cash": "4000.00",
        "wallet_credit": "500.00",
        "gst": {"cgst": "9.00", "sgst": "9.00"},
        "service_charge": "100.00",
        "round_off": "0.40",
    }
    entry = post(MoneyEvent("sale:s-1", EventKind.SALE, body))
    assert entry.lines == (
        Line("drawer", debit=D("1000.00")),
        Line("clearing:upi", debit=D("700.00")),
        Line("customer:OLD1", debit=D("3300.00")),
        Line("wallet:cash", credit=D("4000.00")),
        Line("wallet:credit", credit=D("500.00")),
        Line("gst:cgst", credit=D("9.00")),
        Line("gst:sgst", credit=D("9.00")),
        Line("round_off", credit=D("0.40")),
        Line("revenue:service_charge", credit=D("100.00")),
        Line("revenue:agency_fee", credit=D("381.60")),
    )
    assert entry.debits == entry.credits == D("5000.00")


def test_a_cancellation_owes_the_customer_and_keeps_the_rest() -> None:
    body = {
        "booking_ref": "REF1",
        "wallet_credit": "200.00",
        "wallet_cash": "1800.00",
        "customer_owed": "1968.00",
    }
    entry = post(MoneyEvent("cancellation:c-1", EventKind.CANCELLATION, body))
    assert balances([entry]) == {
        "wallet:credit": D("200.00"),
        "wallet:cash": D("1800.00"),
        "customer:REF1": D("-1968.00"),
        "revenue:agency_fee": D("-32.00"),
    }


def test_a_credit_note_moves_the_fee_given_back_into_its_charge_gst_and_round_off() -> None:
    # A supplier in a Union territory without a legislature: its SGST column is UTGST.
    body = {
        "booking_ref": "REF1",
        "doc_no": "PB1/26/C00001",
        "scheme": "agent",
        "gst": {"cgst": "7.63", "utgst": "7.63"},
        "service_charge": "94.74",
        "round_off": "-0.01",
    }
    entry = post(MoneyEvent("credit_note:PB1/26/C00001", EventKind.CREDIT_NOTE, body))
    # Debits of the heads and the charge, the round off's credit; the fee takes what they make.
    assert balances([entry]) == {
        "gst:cgst": D("7.63"),
        "gst:utgst": D("7.63"),
        "round_off": D("-0.01"),
        "revenue:service_charge": D("94.74"),
        "revenue:agency_fee": D("-109.99"),
    }
    assert entry.debits == entry.credits == D("110.00")


def test_a_credit_note_of_the_price_paid_on_the_customers_behalf_posts_nothing() -> None:
    body = {"booking_ref": "REF1", "scheme": "agent", "gst": {}, "round_off": "0.00"}
    body["service_charge"] = "0.00"
    assert post(MoneyEvent("credit_note:C2", EventKind.CREDIT_NOTE, body)).lines == ()


def test_a_refund_given_in_cash_rounds_off_within_the_drawer() -> None:
    body = {"booking_ref": "REF1", "account": "drawer", "amount": "911.50", "round_off": "0.50"}
    entry = post(MoneyEvent("refund:c-1", EventKind.REFUND_PAID, body))
    assert balances([entry]) == {
        "customer:REF1": D("911.50"),
        "drawer": D("-912.00"),
        "round_off": D("0.50"),
    }


@pytest.mark.parametrize(
    ("amount", "customer", "fee"),
    [("-100.00", D("100.00"), D("-100.00")), ("0.50", D("-0.50"), D("0.50"))],
    ids=["lowered", "raised"],
)
def test_a_refund_agreed_other_than_the_rule_moves_the_customer_against_the_agencys_fee(
    amount: str, customer: Decimal, fee: Decimal
) -> None:
    """Lowered, the customer's credit is reduced (a debit) and the agency keeps it as its fee (a
    credit); raised, the customer is owed the excess and the fee gives it up."""
    body = {"booking_ref": "REF1", "request_id": "c-1", "payment_id": "c-1/2", "amount": amount}
    entry = post(MoneyEvent("refund_agreed:c-1/2", EventKind.REFUND_AGREED, body))
    assert balances([entry]) == {"customer:REF1": customer, "revenue:agency_fee": fee}


def test_a_markup_reclassified_moves_the_service_charge_to_the_agencys_fee_on_its_day() -> None:
    """The correcting entry debits the service charge the markup was credited to and credits
    the agency's fee; it is in the books on the corrected sale's day, not the day written."""
    body = {
        "booking_ref": "TOUR1",
        "request_id": "t-1",
        "corrects": "sale:t-1",
        "on": "2026-12-01",
        "amount": "200.00",
    }
    entry = post(MoneyEvent("markup_reclassified:t-1", EventKind.MARKUP_RECLASSIFIED, body))
    assert balances([entry]) == {
        "revenue:service_charge": D("200.00"),
        "revenue:agency_fee": D("-200.00"),
    }
    written = "2027-02-03T09:00:00+05:30"
    assert day_of(EventKind.MARKUP_RECLASSIFIED, body, written) == dt.date(2026, 12, 1)


def test_a_drawer_over_and_short_and_cash_moved() -> None:
    count = MoneyEvent("count:1", EventKind.DRAWER_COUNT, {"counted": "990", "expected": "1000"})
    banked = MoneyEvent("banked:1", EventKind.CASH_BANKED, {"amount": "500"})
    paid_in = MoneyEvent("float:2", EventKind.PAY_IN, {"amount": "200"})
    paid_out = MoneyEvent("float:3", EventKind.PAY_OUT, {"amount": "50"})
    assert balances([post(e) for e in (count, banked, paid_in, paid_out)]) == {
        "drawer": D("-360.00"),
        "cash_over_short": D("10.00"),
        "bank": D("350.00"),
    }


def test_the_wallet_is_repaid_its_credit_first_then_its_cash() -> None:
    assert wallet_split(D("1000.00"), D("300.00")) == (D("300.00"), D("700.00"))
    assert wallet_split(D("1000.00"), D("1300.00")) == (D("1000.00"), D("0.00"))
    assert wallet_split(D("1000.00"), D("0.00")) == (D("0.00"), D("1000.00"))


def test_every_event_kind_has_its_rule() -> None:
    assert missing_rules() == []
    assert set(RULES) == set(EventKind)


def test_a_kind_planted_without_a_rule_is_named() -> None:
    planted = StrEnum(  # type: ignore[misc]
        "Planted", {**{kind.name: kind.value for kind in EventKind}, "REFUND_FEE": "refund_fee"}
    )
    assert [kind.value for kind in missing_rules(planted)] == ["refund_fee"]


def test_a_kind_without_a_rule_is_refused_never_posted_as_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The if/elif's last branch posted any kind it did not name as cash banked.
    without = {kind: rule for kind, rule in RULES.items() if kind is not EventKind.CASH_BANKED}
    monkeypatch.setattr(postings, "RULES", MappingProxyType(without))
    assert missing_rules() == [EventKind.CASH_BANKED]
    banked = MoneyEvent("banked:1", EventKind.CASH_BANKED, {"amount": "500"})
    with pytest.raises(NoRule, match="banked:1: no posting rule for the kind"):
        post(banked)


def test_each_kind_reads_its_body_typed_a_missing_amount_as_zero() -> None:
    sale = event_bodies.Sale.read({"booking_ref": "REF9", "wallet_cash": "4950.00"})
    assert sale == event_bodies.Sale(
        "REF9", D("0.00"), (), (), D("4950.00"), D("0.00"), event_bodies.Document((), D(0), D(0))
    )
    # A sale with no payment at the till (its body has no total, no tenders): posted as it
    # always was, the wallet's debit against the agency's fee.
    body = {"booking_ref": "REF9", "wallet_cash": "4950"}
    assert post(MoneyEvent("sale:s-9", EventKind.SALE, body)).lines == (
        Line("wallet:cash", credit=D("4950.00")),
        Line("revenue:agency_fee", debit=D("4950.00")),
    )
    assert event_bodies.BankLine.read({"account": "bank", "amount": None}) == (
        event_bodies.BankLine("bank", D("0.00"), False, "bank")
    )
    with pytest.raises(KeyError):
        event_bodies.RefundPaid.read({"account": "drawer", "amount": "1.00"})
