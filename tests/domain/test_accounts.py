"""The books' chart of accounts: every account a posting rule can post to is one of its entries,
each entry is posted to by some rule, and the names the rules and the readers use are the
chart's."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from app.domain import accounts
from app.domain.accounts import (
    ASSIGNABLE,
    CHART,
    CLEARING,
    GST_HEADS,
    OUTPUT_GST,
    Account,
    Chart,
    Side,
    customer_account,
    gst_account,
    tender_account,
)
from app.domain.postings import EventKind, MoneyEvent, post
from app.domain.tenders import TENDERS

# Bodies of every kind, as the journal's writes make them, among them every tender, every head
# of GST, both schemes' input credit, every account a statement's line is assigned to, and the
# bank both named (a declared account's) and not (an older entry's).
SAMPLES: Mapping[EventKind, tuple[Mapping[str, Any], ...]] = {
    EventKind.SALE: (
        {
            "booking_ref": "NEW1",
            "customer_total": "5000.00",
            "tenders": [
                {"mode": kind.code, "account": tender_account(kind), "amount": "1000.00"}
                for kind in TENDERS
            ],
            "credits": [{"from": "OLD1", "amount": "1000.00"}],
            "wallet_cash": "4000.00",
            "wallet_credit": "500.00",
            "gst": {"cgst": "9.00", "sgst": "9.00"},
            "service_charge": "100.00",
            "round_off": "0.40",
        },
        {
            "booking_ref": "NEW2",
            "customer_total": "1000.00",
            "tenders": [{"mode": "UPI", "account": "clearing:upi", "amount": "1000.00"}],
            "wallet_cash": "800.00",
            "wallet_credit": "0.00",
            "gst": {"igst": "18.00"},
            "service_charge": "100.00",
            "round_off": "0.00",
        },
    ),
    EventKind.CANCELLATION: (
        {
            "booking_ref": "REF1",
            "wallet_credit": "200.00",
            "wallet_cash": "1800.00",
            "customer_owed": "1968.00",
        },
    ),
    EventKind.REFUND_PAID: (
        {"booking_ref": "REF1", "account": "drawer", "amount": "911.50", "round_off": "0.50"},
    ),
    EventKind.REFUND_AGREED: (
        {"booking_ref": "REF1", "request_id": "c-1", "payment_id": "c-1", "amount": "-100.00"},
    ),
    # A customer's excess paid back in cash: 1.40 settled, 1.00 out of the drawer.
    EventKind.EXCESS_REFUNDED: (
        {"booking_ref": "REF1", "account": "drawer", "amount": "1.40", "round_off": "-0.40"},
    ),
    EventKind.CREDIT_NOTE: (
        {
            "booking_ref": "REF1",
            "gst": {"cgst": "7.63", "utgst": "7.63"},
            "service_charge": "94.74",
            "round_off": "-0.01",
        },
    ),
    EventKind.MARKUP_RECLASSIFIED: (
        {
            "booking_ref": "TOUR1",
            "request_id": "t-1",
            "corrects": "sale:t-1",
            "on": "2026-12-01",
            "amount": "200.00",
        },
    ),
    EventKind.PAY_IN: ({"amount": "200.00"},),
    EventKind.PAY_OUT: ({"amount": "50.00"},),
    EventKind.DRAWER_COUNT: ({"counted": "990.00", "expected": "1000.00"},),
    EventKind.CASH_BANKED: ({"amount": "500.00"},),
    EventKind.PAYOUT: ({"credited": "980.00", "bank": "50200012345678"},),
    EventKind.PAYOUT_FEE: (
        {"fee": "10.00", "fee_tax": "1.80", "input_credit": True},
        {"fee": "10.00", "fee_tax": "1.80", "input_credit": False},
    ),
    EventKind.BANK_CHARGE: (
        {"amount": "17.70", "input_credit": False, "bank": "50200012345678"},
        {"amount": "3.19", "input_credit": True},
    ),
    EventKind.BANK_VOUCHER: tuple(
        {"account": account, "amount": "-100.00"} for account in ASSIGNABLE
    ),
    EventKind.BANK_PROVED: (
        {"account": "clearing:upi", "amount": "1000.00"},
        {"account": "clearing:bank", "amount": "-500.00", "undoes": True},
    ),
    EventKind.REFUND_RETURNED: (
        {"booking_ref": "REF1", "account": "clearing:upi", "amount": "1000.00"},
    ),
    EventKind.EXCESS_RECEIVED: (
        {"booking_ref": "REF1", "account": "customer:REF1", "amount": "1.00", "undoes": False},
    ),
    EventKind.CARD_SETTLEMENT: ({"credited": "51322.95"},),
    EventKind.CARD_MDR: (
        {"fee": "997.50", "fee_tax": "179.55", "input_credit": True},
        {"fee": "997.50", "fee_tax": "179.55", "input_credit": False},
    ),
    EventKind.BANK_NAMED: (
        {"corrects": "float:1", "on": "2026-12-01", "bank": "50200012345678", "amount": "-200.00"},
    ),
}


def posted_to(samples: Mapping[EventKind, Iterable[Mapping[str, Any]]]) -> set[str]:
    """Every account the rules post ``samples`` to."""
    return {
        line.account
        for kind, bodies in samples.items()
        for n, body in enumerate(bodies)
        for line in post(MoneyEvent(f"{kind}:{n}", kind, body)).lines
    }


def unused(samples: Mapping[EventKind, Iterable[Mapping[str, Any]]], chart: Chart) -> list[str]:
    """The chart's entries none of the accounts ``samples`` post to is (``KeyError``: an
    account posted to is none of its entries)."""
    used = {chart.entry(account).name for account in posted_to(samples)}
    return [entry.name for entry in chart if entry.name not in used]


def test_every_kind_has_samples() -> None:
    assert set(SAMPLES) == set(EventKind)


def test_every_account_a_rule_posts_to_is_in_the_chart_and_every_entry_is_posted_to() -> None:
    assert unused(SAMPLES, CHART) == []
    # Each member of a family that admits only some: every clearing and every head of GST.
    posted = posted_to(SAMPLES)
    assert {CLEARING.of(kind.key) for kind in TENDERS if not kind.gives_change} <= posted
    assert {OUTPUT_GST.of(head) for head in GST_HEADS} <= posted


def test_an_account_outside_the_chart_and_an_entry_never_posted_to_are_found() -> None:
    cheque = dict(SAMPLES[EventKind.REFUND_PAID][0], account="clearing:cheque")
    with pytest.raises(KeyError, match="clearing:cheque"):
        unused({**SAMPLES, EventKind.REFUND_PAID: (cheque,)}, CHART)
    planted = Chart(*CHART, Account("expense:travel", Side.DEBIT, "Travel."))
    assert unused(SAMPLES, planted) == ["expense:travel"]


def test_each_account_resolves_to_one_entry() -> None:
    assert CHART.entry("gst:input").name == "gst:input"
    assert CHART.entry("gst:igst").name == "gst:<head>"
    assert CHART.entry("customer:PB1-26-000042").name == "customer:<ref>"
    assert CHART.entry("clearing:card").name == "clearing:<tender>"
    assert CHART.entry("bank:50200012345678").name == "bank:<account>"
    assert CHART.entry("bank").name == "bank"
    for name in ("gst:vat", "clearing:", "customer:", "clearing:cash", "drawer:1", "bank:"):
        with pytest.raises(KeyError):
            CHART.entry(name)


def test_the_names_the_rules_use_are_the_charts() -> None:
    names = [
        value for name, value in vars(accounts).items() if name.isupper() and isinstance(value, str)
    ]
    assert len(names) == 17  # DRAWER to CAPITAL with CARD_FEES, UPI_CLEARING and CARD_CLEARING
    for name in [*names, *ASSIGNABLE]:
        assert CHART.entry(name).holds(name)
    assert tender_account(TENDERS[0]) == "drawer"
    assert customer_account("REF1") == "customer:REF1"
    assert gst_account("utgst") == "gst:utgst"
    with pytest.raises(ValueError, match="not a head of GST"):
        gst_account("vat")
    with pytest.raises(KeyError):
        CHART.account("customer:REF1")  # a member, not an account of its own


def test_each_entry_says_its_side_and_what_it_means() -> None:
    for entry in CHART:
        assert entry.meaning.endswith(".") and len(entry.meaning) > 20, entry.name
        assert all(rule.description.endswith(".") for rule in entry.invariants), entry.name
    declared = {entry.name: entry for entry in CHART}
    assert declared["drawer"].side is Side.DEBIT
    assert declared["customer:<ref>"].side is Side.CREDIT

    def described(name: str) -> str:
        return " ".join(rule.description for rule in declared[name].invariants)

    assert "below zero" in described("drawer") and "counted" in described("drawer")
    assert "refunds" in described("clearing:<tender>")
    assert "owed" in described("customer:<ref>")
    assert "GSTR-1" in described("gst:<head>") and "GSTR-1" in described("revenue:service_charge")
    with pytest.raises(ValueError, match="declared twice"):
        Chart(*CHART, Account("drawer", Side.DEBIT, "The drawer again."))
