"""The customer's refund through the after-sale, against the real journal: what is owed, the
limits on both sides (the rule below, what was paid each way above), the shift it needs, the
supervisor above the rule, payments over several tenders and times, and the credit note each
payment issued."""

from __future__ import annotations

from decimal import Decimal as D
from pathlib import Path

import pytest

from app.booking.aftersale import Blocked, Refused
from app.counter.services.till_refund import credit_note_of
from app.domain.gst import Buyer, Registration, TaxBasis
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CARD, CASH, UPI
from app.journal import Journal
from app.journal.till import CustomerRefund, RefundDue
from tests.booking.refunds import Supervisor, aftersale_of
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import PRICE, UPI_PAID, sell, till_sale

RULE = D("1000.00")
AGENCY = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")
# A consumer with the address their credit note names (rule 53 (1A) (f)).
CONSUMER = Buyer("Asha Rao", address="4 Beach Road, Kochi")
# REF1 paid 1,000.00 by UPI and the rest in cash.
SPLIT = Payment(
    (
        UPI.paid(D("1000.00"), "412345678901"),
        CASH.paid(PRICE.total - D("1000.00"), tendered=PRICE.total),
    )
)


def _cancelled(
    journal: Journal,
    payment: Payment = UPI_PAID,
    shift: bool = True,
    tax: TaxBasis | None = None,
    due: RefundDue | None = None,
) -> None:
    """A sale of REF1 paid ``payment`` (invoiced by ``tax``), its cancellation c-1 confirmed
    owing ``due`` (the rule's 1,000.00 by UPI unless given; a shift open at PB1 when ``shift``)."""
    if shift:
        journal.till.open_shift("PB1", "Leela Menon", D("500.00"))
    sell(journal, "s-1", till_sale(payment=payment, tax=tax), "REF1")
    owed = due or RefundDue("REF1", "Asha Rao", ((UPI, RULE),))
    journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=owed)
    journal.cancelled("c-1", cancel_result(900.0))


def _paid(result: list[CustomerRefund] | Refused) -> list[CustomerRefund]:
    assert not isinstance(result, Refused), result
    return result


async def test_up_to_the_rule_the_refund_is_staffs_to_give_from_the_open_shift(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        aftersale = aftersale_of(journal)
        offered = aftersale.refund("c-1")
        [given] = _paid(await aftersale.pay("c-1", {UPI: RULE}, {UPI: "412345678901"}))
        again = aftersale.refund("c-1")
        second = await aftersale.pay("c-1", {UPI: D("1.00")})

    assert offered is not None and (offered.rule_amount, offered.owed) == (RULE, ((UPI, RULE),))
    assert (given.clerk, given.amount, given.mode, given.payment_id) == (
        "Leela Menon",
        RULE,
        UPI,
        "c-1",
    )
    assert again is not None and again.owed == () and again.payments == (given,)
    assert second == Refused(Blocked.NOTHING_OWED)  # paid: no second refund


async def test_lowered_and_closed_the_rest_is_the_agencys_fee_and_nothing_stays_owed(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        aftersale = aftersale_of(journal)
        [given] = _paid(await aftersale.pay("c-1", {UPI: D("900.00")}, total=D("900.00")))
        owed = journal.till.refunds_owed()

    assert given.amount == D("900.00") and owed == []


async def test_nothing_given_and_closed_is_recorded_as_a_refund_of_zero(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        aftersale = aftersale_of(journal)
        open_ended = await aftersale.pay("c-1", {UPI: D(0)})  # nothing now, all still owed
        [given] = _paid(await aftersale.pay("c-1", {UPI: D(0)}, total=D(0)))
        owed = journal.till.refunds_owed()

    assert open_ended == Refused(Blocked.NOTHING_OWED)
    assert (given.amount, given.mode) == (D(0), UPI) and owed == []


async def test_above_the_rule_a_supervisor_decides(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        refusing = Supervisor()
        refused = await aftersale_of(journal, supervisor=refusing).pay("c-1", {UPI: D("1000.01")})
        unwritten = journal.till.refunds_of("REF1")
        decision = journal.till.decide("Priya Nair", "Refund above the rule", "REF1")
        approving = Supervisor(decision)
        [given] = _paid(
            await aftersale_of(journal, supervisor=approving).pay("c-1", {UPI: D("1000.01")})
        )

    assert refused == Refused(Blocked.NOT_APPROVED) and unwritten == []
    assert [(a.amount, a.rule_amount) for a in refusing.asked] == [(D("1000.01"), RULE)]
    assert (given.amount, given.decision_id) == (D("1000.01"), decision)


@pytest.mark.parametrize("typed", ["-0.01", "10.001", "NaN"])
async def test_what_is_not_rupees_and_paise_zero_or_more_is_no_refund(
    tmp_path: Path, typed: str
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        refused = await aftersale_of(journal).pay("c-1", {UPI: D(typed)})

    assert refused == Refused(Blocked.NOT_AN_AMOUNT)


async def test_above_what_was_paid_each_way_is_blocked_before_any_supervisor(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal, SPLIT)
        supervisor = Supervisor(1)
        aftersale = aftersale_of(journal, supervisor=supervisor)
        over_upi = await aftersale.pay("c-1", {UPI: D("1000.01")}, total=D("1000.01"))
        by_card = await aftersale.pay("c-1", {CARD: D("0.01")})

    assert isinstance(over_upi, Refused) and over_upi.blocked is Blocked.ABOVE_PAID
    assert over_upi.ceiling is not None and over_upi.ceiling.left == D("1000.00")
    assert isinstance(by_card, Refused) and by_card.blocked is Blocked.ABOVE_PAID
    assert supervisor.asked == []


async def test_moved_between_tenders_within_what_each_took_the_rest_owed_where_it_was(
    tmp_path: Path,
) -> None:
    due = RefundDue("REF1", "Asha Rao", ((CASH, D("600.00")), (UPI, D("400.00"))))
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal, SPLIT, due=due)
        aftersale = aftersale_of(journal)
        # UPI cannot be sent now: 700 of the 1,000 in cash, the other 300 owed by UPI.
        [cash] = _paid(await aftersale.pay("c-1", {CASH: D("700.00")}))
        halfway = aftersale.refund("c-1")
        [upi] = _paid(await aftersale.pay("c-1", {UPI: D("300.00")}, {UPI: "RFND12345"}))
        done = aftersale.refund("c-1")

    assert cash.amount == D("700.00")
    assert halfway is not None and halfway.owed == ((UPI, D("300.00")),)
    assert (upi.amount, upi.reference, upi.payment_id) == (D("300.00"), "RFND12345", "c-1/2")
    assert done is not None and done.owed == () and done.paid_amount == RULE


async def test_no_refund_leaves_a_counter_without_an_open_shift(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal, shift=False)
        elsewhere = journal.till.open_shift("PB2", "Ravi Das", D("0.00"))
        refused = await aftersale_of(journal).pay("c-1", {UPI: D("10.00")})

    assert refused == Refused(Blocked.NO_SHIFT) and elsewhere.counter == "PB2"


async def test_a_sale_without_an_invoice_has_no_credit_note(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal)
        _paid(await aftersale_of(journal).pay("c-1", {UPI: D("100.00")}, total=D("100.00")))
        note = credit_note_of(journal, "c-1", "REF1")
        unknown = credit_note_of(journal, "c-1", "REF9")

    assert note is None and unknown is None


async def test_one_cancellation_has_one_credit_note_whatever_its_payments(
    tmp_path: Path,
) -> None:
    basis = AGENCY.basis(Module.BOAT, CONSUMER)
    due = RefundDue("REF1", "Asha Rao", ((CASH, D("600.00")), (UPI, D("400.00"))))
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal, SPLIT, tax=basis, due=due)
        aftersale = aftersale_of(journal)
        # Two tenders at once, then (another cancellation's way) nothing new on a later one.
        both = _paid(
            await aftersale.pay("c-1", {CASH: D("600.00"), UPI: D("400.00")}, {UPI: "RFND12345"})
        )
        note = credit_note_of(journal, "c-1", "REF1")
        second = credit_note_of(journal, "c-1/2", "REF1")
        sale = journal.till.sale_of("REF1")
        assert sale is not None
        notes = journal.tax.refund_documents_of(sale.request_id)

    assert [p.payment_id for p in both] == ["c-1", "c-1/2"]
    assert note is not None and note.refund_request_id == "c-1"
    assert note.totals.total == D("1000.00")  # the whole refund, both tenders
    assert second is None and [n.doc_no for n in notes] == [note.doc_no]


async def test_a_refund_paid_over_time_has_the_credit_note_of_its_first_payment(
    tmp_path: Path,
) -> None:
    basis = AGENCY.basis(Module.BOAT, CONSUMER)
    due = RefundDue("REF1", "Asha Rao", ((CASH, D("600.00")), (UPI, D("400.00"))))
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal, SPLIT, tax=basis, due=due)
        aftersale = aftersale_of(journal)
        _paid(await aftersale.pay("c-1", {CASH: D("600.00")}))  # UPI owed for later
        _paid(await aftersale.pay("c-1", {UPI: D("400.00")}, {UPI: "RFND12345"}))
        sale = journal.till.sale_of("REF1")
        assert sale is not None
        notes = journal.tax.refund_documents_of(sale.request_id)

    assert len(notes) == 1 and notes[0].totals.total == D("1000.00")


async def test_what_one_tender_cannot_give_back_stays_owed_by_another(tmp_path: Path) -> None:
    # Owed all by UPI (as a journal of version 16 wrote it: the way most was paid), more than
    # the 1,000.00 UPI took: what UPI cannot give back is owed by cash.
    due = RefundDue("REF1", "Asha Rao", ((UPI, D("1500.00")),))
    with Journal(tmp_path, now=Clock()) as journal:
        _cancelled(journal, SPLIT, due=due)
        aftersale = aftersale_of(journal)
        [upi] = _paid(await aftersale.pay("c-1", {UPI: D("1000.00")}, {UPI: "RFND12345"}))
        halfway = aftersale.refund("c-1")
        [cash] = _paid(await aftersale.pay("c-1", {CASH: D("500.00")}))
        done = aftersale.refund("c-1")

    assert (upi.amount, cash.amount) == (D("1000.00"), D("500.00"))
    assert halfway is not None and halfway.owed == ((CASH, D("500.00")),)
    assert done is not None and done.owed == () and done.paid_amount == D("1500.00")
