"""A consumer's address where the GST rules ask it: a tax invoice of 50,000 or more taxable value
(rule 46 (e)) is not reviewed without it, a consumer's state is taken only with it, and a credit
note to a consumer (rule 53 (1A)) needs it and prints it."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.api.errors import RequestRejected
from app.booking.checkout import Asks, Checkout, Counter, SaleTerms
from app.domain.gst import Buyer, DocumentKind, Registration, Scheme, TaxLine
from app.domain.modules import Module
from app.domain.till import TillRules
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, with_customer
from tests.booking.test_checkout import Clerk

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
