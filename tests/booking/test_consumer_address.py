"""A consumer's address where the GST rules ask it: a tax invoice of 50,000 or more taxable value
(rule 46 (e)) is not reviewed without it, a consumer's state is taken only with it, and a credit
note to a consumer (rule 53 (1A)) needs it and prints it: their refund asks it before the note."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.api.errors import RequestRejected
from app.booking.aftersale import Blocked, Refused
from app.booking.checkout import Asks, Checkout, Counter, SaleTerms
from app.counter.services.till_refund import credit_note_of
from app.domain.gst import Buyer, DocumentKind, Registration, Scheme, TaxLine
from app.domain.modules import Module
from app.domain.tenders import UPI
from app.domain.till import TillRules
from app.journal import Journal
from app.journal.exchanges import ExchangeKind, ExchangePlan
from app.journal.till import RefundDue
from app.sandbox import EmbeddedSandbox
from tests.booking.refunds import aftersale_of
from tests.booking.sales import activity_choice, with_customer
from tests.booking.test_checkout import Clerk
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import UPI_PAID, sell, till_sale

D = Decimal
BARATANG = 7  # 4,042.50 a seat: 13 seats are 52,552.50 of fares
PORT_BLAIR = Registration(
    "Island Trails Pvt Ltd",
    "Aberdeen Bazaar, Port Blair 744101",
    "35AAACI1234F1Z5",
    "35",
    {Module.ACTIVITY: Scheme.TOUR_OPERATOR},
)


def _lines(taxable: str) -> tuple[TaxLine, ...]:
    from app.domain.gst import LineKind

    return (TaxLine(LineKind.PACKAGE, "998555", D(taxable), D(5)),)


@pytest.mark.parametrize(
    ("taxable", "asked"), [("49999.99", False), ("50000.00", True), ("108541.00", True)]
)
def test_a_consumers_invoice_from_50000_taxable_needs_their_address(
    taxable: str, asked: bool
) -> None:
    basis = PORT_BLAIR.basis(Module.ACTIVITY, Buyer("Asha Rao"))
    problem = basis.address_problem(_lines(taxable), DocumentKind.INVOICE)
    assert problem == (
        "A consumer's tax invoice of 50,000 or more taxable value names their address."
        if asked
        else ""
    )
    with_address = PORT_BLAIR.basis(Module.ACTIVITY, Buyer("Asha Rao", address="Port Blair"))
    assert with_address.address_problem(_lines(taxable), DocumentKind.INVOICE) == ""


def test_a_credit_note_to_a_consumer_needs_their_address_a_business_has_one() -> None:
    consumer = PORT_BLAIR.basis(Module.ACTIVITY, Buyer("Asha Rao"))
    assert consumer.address_problem(_lines("10.00"), DocumentKind.CREDIT) == (
        "A credit note to a consumer names their address."
    )
    firm = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru", "29")
    business = PORT_BLAIR.basis(Module.ACTIVITY, firm)
    assert business.address_problem(_lines("90000.00"), DocumentKind.CREDIT) == ""


def test_a_consumers_state_is_taken_only_with_their_address() -> None:
    assert Buyer("Ravi Kumar", state_code="27").problems() == {
        "address": "The place of supply is taken from the customer's address: give it."
    }
    assert Buyer("Ravi Kumar", address="Dadar, Mumbai", state_code="27").problems() == {}


def _checkout(sandbox: EmbeddedSandbox, client: PartnerClient, clerk: Clerk) -> Checkout:
    terms = SaleTerms("PB1", TillRules(), PORT_BLAIR)
    counter = Counter(lambda: client, clerk.journal, lambda: terms)
    checkout = Checkout.new(
        activity_choice(sandbox, BARATANG),
        counter,
        Asks(clerk.shift, clerk.approve),
        sandbox.context.today,
    )
    with_customer(checkout.flow, "Meena Das").set_qty(13)
    return checkout


async def test_the_review_of_a_large_consumer_sale_asks_for_the_address(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        checkout = _checkout(sandbox, demo, Clerk(journal))
        with pytest.raises(RequestRejected) as refused:
            await checkout.review()
        assert [(e.field, e.message) for e in refused.value.errors] == [
            (
                "customer_address",
                "A consumer's tax invoice of 50,000 or more taxable value names their address.",
            )
        ]
        assert checkout.reviewed is None
        checkout.flow.set_customer(address="Anna Nagar, Chennai 600040")
        reviewed = await checkout.review()
        assert reviewed.price.total > D("50000")


KOCHI = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi 682016", "32AAACB1234F1ZI", "32")


def _refund_owed(journal: Journal, buyer: Buyer) -> None:
    """REF1 sold to ``buyer`` at a registered agency (invoiced), its cancellation c-1 confirmed
    owing 1,000.00 by UPI, a shift open."""
    journal.till.open_shift("PB1", "Leela Menon", D("500.00"))
    sell(journal, "s-1", till_sale(payment=UPI_PAID, tax=KOCHI.basis(Module.BOAT, buyer)), "REF1")
    due = RefundDue("REF1", buyer.name, ((UPI, D("1000.00")),))
    journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
    journal.cancelled("c-1", cancel_result(900.0))


async def test_a_consumers_refund_asks_their_address_for_its_credit_note(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        _refund_owed(journal, Buyer("Asha Rao"))
        aftersale = aftersale_of(journal)
        offered = aftersale.refund("c-1")
        refused = await aftersale.pay("c-1", {UPI: D("1000.00")}, {UPI: "RFND12345"})
        blank = await aftersale.pay("c-1", {UPI: D("1000.00")}, {UPI: "RFND12345"}, address=" \t")
        still = aftersale.refund("c-1")
        paid = await aftersale.pay(
            "c-1", {UPI: D("1000.00")}, {UPI: "RFND12345"}, address=" 4 Beach Road,\nKochi  "
        )
        note = credit_note_of(journal, "c-1", "REF1")
        after = aftersale.refund("c-1")
        invoice = journal.tax.invoice_of("s-1")

    assert offered is not None
    assert offered.address_asked == "A credit note to a consumer names their address."
    assert refused == blank == Refused(Blocked.NO_ADDRESS)
    assert still is not None and still.owed == ((UPI, D("1000.00")),)  # nothing was written
    assert not isinstance(paid, Refused) and [p.amount for p in paid] == [D("1000.00")]
    assert note is not None and note.basis.buyer.address == "4 Beach Road, Kochi"
    # The place of supply and heads stay the invoice's; the issued invoice is not changed.
    assert invoice is not None and invoice.basis.buyer.address == ""
    assert note.basis.place_of_supply == invoice.basis.place_of_supply == "32"
    assert after is not None and after.address_asked == ""


async def test_a_business_or_a_consumer_with_an_address_is_not_asked(tmp_path: Path) -> None:
    firm = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru", "29")
    for n, buyer in enumerate((firm, Buyer("Asha Rao", address="4 Beach Road, Kochi"))):
        with Journal(tmp_path / str(n), now=Clock()) as journal:
            _refund_owed(journal, buyer)
            aftersale = aftersale_of(journal)
            offered = aftersale.refund("c-1")
            paid = await aftersale.pay("c-1", {UPI: D("1000.00")}, {UPI: "RFND12345"})
            note = credit_note_of(journal, "c-1", "REF1")
        assert offered is not None and offered.address_asked == ""
        assert not isinstance(paid, Refused)
        assert note is not None and note.basis.buyer.address == buyer.address


def test_an_exchange_closed_after_a_restart_names_the_address_given_with_it(
    tmp_path: Path,
) -> None:
    # An exchange's credit note is issued when it closes, maybe at the next start: the address
    # typed on the dialog is kept with the new sale's buyer, and the note takes it from there.
    address = "4 Beach Road, Kochi 682001"
    with Journal(tmp_path, now=Clock()) as journal:
        _refund_owed(journal, Buyer("Asha Rao"))
        plan = journal.exchanges.plan(
            ExchangePlan(
                sale_request_id="x-1",
                kind=ExchangeKind.RESCHEDULE,
                old_booking_ref="REF1",
                cancel_request_id="c-1",
                credit=D("1000.00"),
                refund_mode=UPI,
                counter="PB1",
                planned_at=journal.now(),
                closed_at=None,
            )
        )
        buyer = Buyer("Asha Rao", address=address)
        sell(journal, "x-1", till_sale(tax=KOCHI.basis(Module.BOAT, buyer)))
    with Journal(tmp_path, now=Clock()) as journal:  # the app started again
        [open_plan] = journal.exchanges.open_exchanges()
        number = journal.exchanges.close(open_plan)
        [note] = journal.tax.refund_documents_of("s-1")
        invoice = journal.tax.invoice_of("s-1")
    assert plan == open_plan and note.doc_no == number and note.refund_request_id == "c-1"
    assert note.basis.buyer.address == address
    assert invoice is not None and invoice.basis.buyer.address == ""  # never changed
