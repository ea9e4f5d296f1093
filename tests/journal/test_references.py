"""One transfer, one sale: the journal refuses a UPI or bank reference another sale of this
counter already carries, naming that sale, unless a supervisor allowed a genuine split of one
transfer; a refused sale's reference is free again."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.api import ApiError
from app.domain.payment import Payment
from app.domain.tenders import CARD, CASH, UPI, tender_of
from app.journal import Journal
from app.journal.till import RepeatedReference
from tests.journal.till_sales import PRICE, sell, send, till_sale

BANK = tender_of("Bank transfer")
RRN = "412345678901"


def upi(reference: str, amount: Decimal = PRICE.total) -> Payment:
    """The whole price (or ``amount`` of it, the rest in cash) by UPI under ``reference``."""
    parts = (UPI.paid(amount, reference),)
    rest = PRICE.total - amount
    return Payment(parts + ((CASH.paid(rest),) if rest else ()))


def test_a_reference_already_taken_is_refused_naming_the_earlier_sale(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        first = sell(journal, "s-1", till_sale(payment=upi(RRN)), "REF1")
        taken = journal.till.sale_of(first.booking_ref)
        assert taken is not None
        # Typed again for another customer, in other case and with spaces round it.
        with pytest.raises(RepeatedReference) as refused:
            send(journal, "s-2", till_sale(payment=upi(f" {RRN.lower()} ", Decimal("1000.00"))))
        assert journal.find("s-2") is None  # nothing of the second sale was written
        repeat = refused.value.earlier
        assert (repeat.kind, repeat.reference) == (UPI, RRN)
        assert (repeat.request_id, repeat.receipt_no, repeat.booking_ref) == (
            "s-1",
            taken.receipt_no,
            "REF1",
        )
        # A bank transfer's UTR is checked the same way, against UPI's references too.
        with pytest.raises(RepeatedReference):
            send(journal, "s-3", till_sale(payment=Payment((BANK.paid(PRICE.total, RRN),))))
        # Asked before the sale (the till asks a supervisor then): the same answer.
        assert journal.till.repeated_reference(upi(RRN)) == repeat
        assert journal.till.repeated_reference(upi("512345678901")) is None


def test_a_pending_sale_holds_its_reference_and_may_be_written_again(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        send(journal, "s-1", till_sale(payment=upi(RRN)))  # its answer not come yet
        send(journal, "s-1", till_sale(payment=upi(RRN)))  # the same sale, written again
        with pytest.raises(RepeatedReference) as refused:
            send(journal, "s-2", till_sale(payment=upi(RRN)))
        assert (refused.value.earlier.request_id, refused.value.earlier.receipt_no) == ("s-1", None)


def test_a_refused_sale_gives_its_reference_back(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        send(journal, "s-1", till_sale(payment=upi(RRN)))
        journal.failed("s-1", ApiError("Insufficient funds", status_code=402), final=True)
        sell(journal, "s-2", till_sale(payment=upi(RRN)), "REF2")
        assert journal.till.sale_of("REF2") is not None


def test_a_supervisor_may_allow_one_transfer_split_over_two_sales(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        sell(journal, "s-1", till_sale(payment=upi(RRN, Decimal("1000.00"))), "REF1")
        decision = journal.till.decide("Meera Nair", "repeated_reference", RRN)
        split = till_sale(payment=upi(RRN, Decimal("1000.00")))
        allowed = replace(split, repeat_decision=decision)
        sell(journal, "s-2", allowed, "REF2")
        assert [s.request_id for s in journal.till.sales()] == ["s-1", "s-2"]


def test_only_references_meant_to_be_unique_are_checked(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        card = Payment((CARD.paid(PRICE.total, "4242", "A1B2C3"),))
        sell(journal, "s-1", till_sale(payment=card), "REF1")
        sell(journal, "s-2", till_sale(payment=card), "REF2")  # the same card, approval code
        assert len(journal.till.sales()) == 2
