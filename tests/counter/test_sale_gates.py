"""The sale's two gates driven headless through ``SaleService``, as the Book screen's Confirm
drives them, against the real sandbox: a caller below the screen whose checkout asks the desk's
gates is refused with each gate's sentence while nobody approves (nothing sent, nothing
journalled), and the same Confirm goes through once a supervisor does."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.booking.checkout import Checkout, SaleTerms
from app.counter.config.declared import NotApproved
from app.counter.config.permissions import BELOW_COST, ONE_TRANSFER_TWO_SALES
from app.counter.papers.formatting import money_text
from app.counter.services.kept_sale import KeptSaleService
from app.counter.services.sales import SaleService
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.domain.till import Markup, TillRules
from app.journal import Journal
from app.records.till import Shift
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, with_customer
from tests.counter.approvals import Approvals, nobody
from tests.sandbox.helpers import SCUBA, state

# Half the published fare off: the customer pays less than the wallet is debited.
DEEP_DISCOUNT = TillRules(markups={Module.ACTIVITY: Markup(percent=Decimal(-50))})
RRN = "412345678901"


def _desk(journal: Journal) -> tuple[Approvals, SaleService]:
    """The Book screen's sale service on ``journal``, its gates asked of a supervisor who is not
    there yet (``approving`` is set once they come)."""
    supervisor = Approvals(journal.till, approving=False)
    return supervisor, SaleService(journal, KeptSaleService(journal, nobody), supervisor)


def _checkout(
    sandbox: EmbeddedSandbox, client: PartnerClient, desk: SaleService, rules: TillRules
) -> Checkout:
    """A sale of two on the desk's counter, asking the desk's gates; its shift opened as the
    clerk would."""
    journal = desk.kept.journal

    async def shift() -> Shift | None:
        till = journal.till
        return till.open_shift_of("PB1") or till.open_shift("PB1", "Leela Menon", Decimal(0))

    counter = desk.counter(lambda: client, lambda: SaleTerms("PB1", rules), journal.now)
    checkout = Checkout.new(
        activity_choice(sandbox, SCUBA), counter, desk.asks(shift), sandbox.context.today
    )
    with_customer(checkout.flow).set_qty(2)
    return checkout


async def _paid(checkout: Checkout, by_upi: bool) -> Decimal:
    total = (await checkout.review()).price.total
    part = UPI.paid(total, RRN) if by_upi else CASH.paid(total, tendered=total)
    assert checkout.pay(Payment((part,))) == {}
    return total


async def test_a_price_below_cost_is_refused_by_the_service_until_a_supervisor_approves(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        supervisor, desk = _desk(journal)
        checkout = _checkout(sandbox, demo, desk, DEEP_DISCOUNT)
        total = await _paid(checkout, by_upi=False)
        reviewed = checkout.reviewed
        assert reviewed is not None and reviewed.margin.below_cost

        with pytest.raises(NotApproved) as refused:
            await checkout.confirm()
        assert str(refused.value) == "Not sent: a price below cost needs a supervisor's PIN."
        assert state(sandbox).bookings == 0 and journal.find(reviewed.request_id) is None
        [(permission, detail)] = supervisor.asked
        customer, wallet = (
            money_text(amount, CURRENCY) for amount in (total, reviewed.review.total_debited)
        )
        assert permission is BELOW_COST and detail == (
            f"Scuba Diving at North Bay, Morning dive: the customer pays {customer}, "
            f"the wallet {wallet}."
        )

        supervisor.approving = True  # the supervisor comes; Confirm again
        assert await checkout.confirm() is not None
        assert state(sandbox).bookings == 1 and journal.find(reviewed.request_id) is not None


async def test_one_transfer_for_two_sales_is_refused_by_the_service_until_a_supervisor_allows(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        supervisor, desk = _desk(journal)
        first = _checkout(sandbox, demo, desk, TillRules())
        await _paid(first, by_upi=True)
        sold = await first.confirm()
        assert sold is not None and supervisor.asked == []  # a first transfer asks nobody

        second = _checkout(sandbox, demo, desk, TillRules())
        await _paid(second, by_upi=True)
        with pytest.raises(NotApproved) as refused:
            await second.confirm()
        assert str(refused.value) == (
            "Not sent: check the reference with the customer; a transfer split over two sales "
            "needs a supervisor's PIN."
        )
        assert state(sandbox).bookings == 1
        [(permission, detail)] = supervisor.asked
        earlier = journal.till.sale_of(sold.booking_ref)
        assert permission is ONE_TRANSFER_TWO_SALES and earlier is not None
        assert detail == (
            f"The UPI reference {RRN} was given already for sale {earlier.receipt_no} "
            f"(booking {sold.booking_ref}): one transfer pays one sale."
        )

        supervisor.approving = True
        again = await second.confirm()
        assert again is not None and state(sandbox).bookings == 2
        assert again.sale.repeat_decision is not None
        assert journal.till.decision(again.sale.repeat_decision).supervisor == "Meera Iyer"
