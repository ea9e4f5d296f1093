"""The checkout's steps against the real sandbox: what it asks of a person, and when it refuses."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.api import PartnerClient
from app.booking.checkout import (
    Asks,
    BelowCost,
    Checkout,
    Counter,
    NotReady,
    SaleTerms,
    Step,
)
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import CASH
from app.domain.till import Markup, TillRules
from app.journal import Journal
from app.journal.till import Shift
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, with_customer
from tests.sandbox.helpers import SCUBA, state

# Half the published fare off: the customer pays less than the wallet is debited.
DEEP_DISCOUNT = TillRules(markups={Module.ACTIVITY: Markup(percent=Decimal(-50))})


class Clerk:
    """Answers the checkout's questions as told, and notes each one."""

    def __init__(self, journal: Journal, *, opens_shift: bool = True, approves: bool = False):
        self.journal = journal
        self.opens_shift = opens_shift
        self.approves = approves
        self.asked: list[object] = []

    async def shift(self) -> Shift | None:
        self.asked.append("shift")
        if not self.opens_shift:
            return None
        till = self.journal.till
        return till.open_shift_of("PB1") or till.open_shift("PB1", "Leela Menon", Decimal(0))

    async def approve(self, below: BelowCost) -> bool:
        self.asked.append(below)
        return self.approves


def checkout_of(
    sandbox: EmbeddedSandbox, client: PartnerClient, clerk: Clerk, rules: TillRules
) -> Checkout:
    counter = Counter(lambda: client, clerk.journal, lambda: SaleTerms("PB1", rules))
    checkout = Checkout.new(
        activity_choice(sandbox, SCUBA),
        counter,
        Asks(clerk.shift, clerk.approve),
        sandbox.context.today,
    )
    with_customer(checkout.flow).set_qty(2)
    return checkout


async def reviewed_and_paid(checkout: Checkout) -> Payment:
    total = (await checkout.review()).price.total
    payment = Payment((CASH.paid(total, tendered=total),))
    assert checkout.pay(payment) == {}
    return payment


@pytest.mark.parametrize("approves", [False, True])
async def test_a_price_below_cost_is_sent_only_once_a_supervisor_approves(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path, approves: bool
) -> None:
    with Journal(tmp_path) as journal:
        clerk = Clerk(journal, approves=approves)
        checkout = checkout_of(sandbox, demo, clerk, DEEP_DISCOUNT)
        await reviewed_and_paid(checkout)
        reviewed = checkout.reviewed
        assert reviewed is not None and reviewed.margin.below_cost

        result = await checkout.confirm()

        below = clerk.asked[1]
        assert isinstance(below, BelowCost)
        assert below.customer_total == reviewed.price.total < below.total_debited
        assert (result is not None) is approves
        assert state(sandbox).bookings == int(approves)
        assert (journal.find(reviewed.request_id) is not None) is approves


async def test_a_price_at_cost_or_above_asks_no_supervisor(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        clerk = Clerk(journal)
        checkout = checkout_of(sandbox, demo, clerk, TillRules())
        await reviewed_and_paid(checkout)

        assert await checkout.confirm() is not None
        assert clerk.asked == ["shift"]


async def test_no_shift_opened_sends_nothing(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        checkout = checkout_of(sandbox, demo, Clerk(journal, opens_shift=False), TillRules())
        await reviewed_and_paid(checkout)

        assert await checkout.confirm() is None
        assert checkout.step is Step.PAID
        assert state(sandbox).bookings == 0


async def test_payment_is_for_the_review_it_was_taken_for(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        checkout = checkout_of(sandbox, demo, Clerk(journal), TillRules())
        with pytest.raises(NotReady):
            checkout.pay(Payment((CASH.paid(Decimal(1), tendered=Decimal(1)),)))
        with pytest.raises(NotReady):
            await checkout.confirm()
        first = await checkout.review()
        await reviewed_and_paid(checkout)
        assert checkout.reviewed is not None
        assert checkout.reviewed.request_id == first.request_id  # no edit: the same request

        checkout.flow.set_qty(3)  # an edit: the review and its payment are gone

        assert checkout.step is Step.PEOPLE and checkout.payment is None
        with pytest.raises(NotReady):
            await checkout.confirm()
        again = await checkout.review()
        assert again.request_id != first.request_id and again.price.total > first.price.total


async def test_a_new_sale_carries_nothing_of_the_last(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        clerk = Clerk(journal)
        first = checkout_of(sandbox, demo, clerk, TillRules())
        await reviewed_and_paid(first)
        assert await first.confirm() is not None
        with pytest.raises(RuntimeError):
            first.flow.set_qty(1)  # a booked sale takes no edit: the next is a new checkout

        second = Checkout.new(first.choice, first.counter, first.asks)

        assert second.step is Step.PEOPLE and second.result is None
        assert second.flow.customer.name == "" and second.flow.sent_request_ids == []


async def test_the_privacy_notice_shown_is_journalled_with_the_sale(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        clerk = Clerk(journal)
        terms = SaleTerms(
            "PB1",
            TillRules(),
            document_language="hi",
            notice=lambda language: f"1-{language}-0123456789",
        )
        counter = Counter(lambda: demo, journal, lambda: terms)
        checkout = Checkout.new(
            activity_choice(sandbox, SCUBA),
            counter,
            Asks(clerk.shift, clerk.approve),
            sandbox.context.today,
        )
        with_customer(checkout.flow).set_qty(1)
        await reviewed_and_paid(checkout)
        result = await checkout.confirm()
        assert result is not None
        shown = journal.privacy.notice(result.request_id)
        assert shown is not None
        assert (shown.version, shown.language, shown.shown_by) == (
            "1-hi-0123456789",
            "hi",
            "Leela Menon",
        )
        # A counter that shows no notice records none.
        plain = checkout_of(sandbox, demo, clerk, TillRules())
        await reviewed_and_paid(plain)
        other = await plain.confirm()
        assert other is not None and journal.privacy.notice(other.request_id) is None


async def test_the_customers_language_is_the_counters_unless_chosen_and_goes_with_the_sale(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        clerk = Clerk(journal)
        terms = SaleTerms(
            "PB1",
            TillRules(),
            document_language="hi",
            notice=lambda language: f"1-{language}-0123456789",
        )
        counter = Counter(lambda: demo, journal, lambda: terms)
        checkout = Checkout.new(
            activity_choice(sandbox, SCUBA),
            counter,
            Asks(clerk.shift, clerk.approve),
            sandbox.context.today,
        )
        with_customer(checkout.flow).set_qty(1)
        assert checkout.customer_language == "hi"  # the counter's document language
        checkout.flow.returning_language("bn")
        assert checkout.customer_language == "bn"
        await reviewed_and_paid(checkout)
        checkout.flow.choose_language("ta")  # after the review: the payment stands
        assert checkout.step is Step.PAID and checkout.customer_language == "ta"
        result = await checkout.confirm()
        assert result is not None and result.sale.customer_language == "ta"
        sale = journal.till.sale(result.request_id)
        assert sale is not None and sale.customer_language == "ta"
        shown = journal.privacy.notice(result.request_id)
        assert shown is not None and (shown.version, shown.language) == ("1-ta-0123456789", "ta")


async def test_what_the_form_hands_over_edits_the_one_flow_and_is_priced_by_the_terms_now(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        terms = [SaleTerms("PB1")]
        counter = Counter(lambda: demo, journal, lambda: terms[-1])
        clerk = Clerk(journal)
        checkout = Checkout.new(
            activity_choice(sandbox, SCUBA),
            counter,
            Asks(clerk.shift, clerk.approve),
            sandbox.context.today,
        )
        flow = checkout.flow
        checkout.set_customer(name="Asha Rao", email="asha.rao@example.in", phone="9876543210")
        checkout.set_qty(2)
        checkout.choose_language("ta")
        assert checkout.flow is flow  # one flow, edited in place
        assert (flow.customer.name, flow.qty, checkout.customer_language) == ("Asha Rao", 2, "ta")
        await checkout.review()
        assert checkout.step is Step.REVIEWED
        plain = checkout.price_so_far()
        assert plain.customer.total == checkout.price(flow.review()).price.total

        terms.append(
            SaleTerms("PB1", TillRules(markups={Module.ACTIVITY: Markup(percent=Decimal(10))}))
        )
        marked_up = checkout.price_so_far()
        assert marked_up.breakdown == plain.breakdown
        assert marked_up.customer.total > plain.customer.total
        checkout.set_qty(3)  # an edit handed over drops the review
        assert checkout.reviewed is None
