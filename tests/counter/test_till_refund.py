"""The customer's refund at the till without a screen, against the real journal: what is
offered, the limits on both sides (the rule below, what was paid above), the shift it needs,
and the write with its credit note."""

from __future__ import annotations

from decimal import Decimal as D
from pathlib import Path

import pytest

from app.counter.till_refund import (
    Offer,
    RefundBlock,
    RefundPlan,
    credit_note_of,
    give_refund,
    offer_of,
    plan_refund,
)
from app.domain.gst import Buyer, Registration, TaxBasis
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CARD, CASH, UPI, TenderKind
from app.journal import Journal
from app.journal.till import AboveRule, RefundDue
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import PRICE, UPI_PAID, sell, till_sale

RULE = D("1000.00")
DUE = RefundDue("REF1", "Asha Rao", RULE, UPI)
AGENCY = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")


def _cancelled(
    journal: Journal, payment: Payment = UPI_PAID, shift: bool = True, tax: TaxBasis | None = None
) -> Offer:
    """A sale of REF1 paid ``payment`` (invoiced by ``tax``), its cancellation confirmed; the
    offer it makes (a shift open at PB1 when ``shift``)."""
    if shift:
        journal.till.open_shift("PB1", "Leela Menon", D("500.00"))
    sell(journal, "s-1", till_sale(payment=payment, tax=tax), "REF1")
    journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=DUE)
    journal.cancelled("c-1", cancel_result(900.0))
    offer = offer_of(journal.till, "c-1", DUE)
    assert isinstance(offer, Offer)
    return offer


def _plan(journal: Journal, offer: Offer, amount: str | None, mode: TenderKind = UPI) -> RefundPlan:
    plan = plan_refund(journal.till, offer, None if amount is None else D(amount), mode, "PB1")
    assert isinstance(plan, RefundPlan), plan
    return plan


def test_up_to_the_rule_the_refund_is_staffs_to_give_from_the_open_shift(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        offer = _cancelled(journal)
        whole, nothing = _plan(journal, offer, "1000.00"), _plan(journal, offer, "0.00")
        given = give_refund(journal.till, whole, "412345678901", None)
        again = offer_of(journal.till, "c-1", DUE)

    assert offer == Offer("c-1", "REF1", RULE)
    assert not whole.needs_supervisor and not nothing.needs_supervisor
    assert (whole.shift.clerk, whole.amount, whole.mode) == ("Leela Menon", RULE, UPI)
    assert (given.clerk, given.shift_id, given.amount) == (
        "Leela Menon",
        whole.shift.shift_id,
        RULE,
    )
    assert again == given  # offered again: the refund given, no second one


def test_above_the_rule_a_supervisor_decides_and_the_journal_holds_to_it(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        offer = _cancelled(journal)
        plan = _plan(journal, offer, "1000.01")
        with pytest.raises(AboveRule):
            give_refund(journal.till, plan, "", None)  # no decision: refused, nothing written
        unwritten = journal.till.refund("c-1")
        decision = journal.till.decide("Priya Nair", "Refund above the rule", "REF1")
        given = give_refund(journal.till, plan, "", decision)

    assert plan.needs_supervisor and unwritten is None
    assert (given.amount, given.decision_id) == (D("1000.01"), decision)


@pytest.mark.parametrize("typed", [None, "-0.01", "10.001"])
def test_what_is_not_rupees_and_paise_zero_or_more_is_no_refund(
    tmp_path: Path, typed: str | None
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        offer = _cancelled(journal)
        amount = None if typed is None else D(typed)
        plan = plan_refund(journal.till, offer, amount, UPI, "PB1")

    assert plan is RefundBlock.NOT_AN_AMOUNT


def test_above_what_was_paid_each_way_is_blocked_before_any_supervisor(tmp_path: Path) -> None:
    split = Payment(
        (
            UPI.paid(D("1000.00"), "412345678901"),
            CASH.paid(PRICE.total - D("1000.00"), tendered=PRICE.total),
        )
    )
    with Journal(tmp_path, now=Clock()) as journal:
        offer = _cancelled(journal, split)
        over_upi = plan_refund(journal.till, offer, D("1000.01"), UPI, "PB1")
        by_card = plan_refund(journal.till, offer, D("0.01"), CARD, "PB1")
        upi = _plan(journal, offer, "1000.00")

    assert over_upi is by_card is RefundBlock.ABOVE_PAID
    assert not upi.needs_supervisor  # exactly what was paid that way, within the rule


def test_no_refund_leaves_a_counter_without_an_open_shift(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        offer = _cancelled(journal, shift=False)
        elsewhere = journal.till.open_shift("PB2", "Ravi Das", D("0.00"))
        plan = plan_refund(journal.till, offer, D("10.00"), UPI, "PB1")

    assert plan is RefundBlock.NO_SHIFT and elsewhere.counter == "PB2"


def test_a_sale_without_an_invoice_has_no_credit_note(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        offer = _cancelled(journal)
        give_refund(journal.till, _plan(journal, offer, "100.00"), "", None)
        note = credit_note_of(journal, "c-1", "REF1")
        unknown = credit_note_of(journal, "c-1", "REF9")

    assert note is None and unknown is None


def test_the_credit_note_found_is_the_one_the_refund_issued(tmp_path: Path) -> None:
    basis = AGENCY.basis(Module.BOAT, Buyer("Asha Rao"))
    with Journal(tmp_path, now=Clock()) as journal:
        offer = _cancelled(journal, tax=basis)
        give_refund(journal.till, _plan(journal, offer, "100.00"), "", None)
        note = credit_note_of(journal, "c-1", "REF1")
        other = credit_note_of(journal, "c-2", "REF1")

    assert note is not None and note.refund_request_id == "c-1"
    assert other is None
