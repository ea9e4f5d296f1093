"""The money events the statements bring, decided by ``app.bank.events`` from plain payouts and
charges, no journal: a payout's credit and the app's fee split from its tax, none before the
credit arrives, a card acquirer's kinds, a charge's GST credited only where the scheme allows;
a line assigned to an account only with a narration, its voucher on the line's day naming its
bank."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from app.bank.charges import BankCharge
from app.bank.events import assigned_narration, charge_event, payout_events, voucher_event
from app.bank.payouts import Arrival, Payout
from app.bank.proofs import BankRow
from app.bank.reconciliation import LeftOver
from app.domain.postings import BANK, BANK_CHARGES, EventKind

DAY = dt.date(2026, 4, 10)
CREDIT = BankRow(9, DAY + dt.timedelta(days=1), Decimal("976.40"), ("UTR1",), "NEFT", "", None)


def payout(
    *, credits: tuple[BankRow, ...] = (CREDIT,), fee_tax: str | None = "3.60", card: bool = False
) -> Payout:
    return Payout(
        utr="UTR1",
        app="phonepe",
        payments=2,
        refunds=0,
        gross=Decimal("1000.00"),
        net=Decimal("976.40"),
        last_day=DAY,
        credits=credits,
        arrival=Arrival.IN_FULL,
        fee_tax=None if fee_tax is None else Decimal(fee_tax),
        card=card,
    )


def test_a_payout_posts_its_credit_and_the_apps_fee_apart_from_its_tax() -> None:
    moved, kept = payout_events(payout(), input_credit=True)

    assert (moved.event_id, moved.kind) == ("payout:UTR1", EventKind.PAYOUT)
    assert moved.body == {"utr": "UTR1", "app": "phonepe", "on": "2026-04-11", "credited": "976.40"}
    assert (kept.event_id, kept.kind) == ("payout_fee:UTR1", EventKind.PAYOUT_FEE)
    # What the app kept (23.60) is the fee and the tax the report says on it.
    assert (kept.body["fee"], kept.body["fee_tax"], kept.body["input_credit"]) == (
        "20.00",
        "3.60",
        True,
    )


def test_no_payout_event_before_the_credit_and_a_tax_never_above_what_was_kept() -> None:
    assert payout_events(payout(credits=()), input_credit=True) == []
    _moved, kept = payout_events(payout(fee_tax="50.00"), input_credit=False)
    assert (kept.body["fee"], kept.body["fee_tax"], kept.body["input_credit"]) == (
        "0.00",
        "23.60",
        False,
    )


def test_a_card_acquirers_payout_clears_the_cards_takings() -> None:
    kinds = [event.kind for event in payout_events(payout(card=True), input_credit=True)]
    assert kinds == [EventKind.CARD_SETTLEMENT, EventKind.CARD_MDR]


def test_a_charges_gst_is_credited_only_where_the_scheme_allows() -> None:
    charge = BankCharge(4, DAY, Decimal("118.00"), "SMS CHGS INCL GST", False, Decimal("18.00"))

    credited = charge_event(charge, "bank_charge:f:1", input_credit=True)
    expensed = charge_event(charge, "bank_charge:f:1", input_credit=False)

    assert (credited.event_id, credited.kind) == ("bank_charge:f:1", EventKind.BANK_CHARGE)
    assert (credited.body["amount"], credited.body["gst"], credited.body["input_credit"]) == (
        "118.00",
        "18.00",
        True,
    )
    assert (expensed.body["gst"], expensed.body["input_credit"]) == ("0.00", False)


def test_an_assigned_line_posts_its_voucher_on_its_day_naming_its_bank() -> None:
    line = LeftOver(9, None, DAY, Decimal("-250.5"), "ATM FEE")
    event = voucher_event("bank_voucher:4", line, BANK_CHARGES, "ATM fee", False, "50100")
    assert (event.event_id, event.kind) == ("bank_voucher:4", EventKind.BANK_VOUCHER)
    assert (event.body["on"], event.body["amount"]) == ("2026-04-10", "-250.50")
    assert (event.body["account"], event.body["bank"]) == (BANK_CHARGES, "50100")
    undone = voucher_event("bank_voucher:4:undone", line, BANK_CHARGES, "ATM fee", True, "")
    assert undone.body["undoes"] is True and "bank" not in undone.body


def test_a_line_is_assigned_only_to_an_assignable_account_with_a_narration() -> None:
    assert assigned_narration(BANK_CHARGES, "  ATM   fee ") == "ATM fee"
    with pytest.raises(ValueError):
        assigned_narration(BANK_CHARGES, "   ")
    with pytest.raises(ValueError):
        assigned_narration(BANK, "moved")
