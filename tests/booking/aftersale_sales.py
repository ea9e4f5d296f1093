"""Cancellations and their customers' refunds driven through the after-sale against a real
sandbox over HTTP, with no Qt (run as ``python -m tests.booking.aftersale_sales NAME`` by
``test_checkout_headless``, which checks that PySide6 was never imported)."""

from __future__ import annotations

from decimal import Decimal

from app.api import NetworkError, PartnerClient
from app.booking import (
    agent_of,
    cancel_left_sales,
    customer_left,
    resolve_pending,
    unresolved_sales,
)
from app.booking.aftersale import (
    AboveRuleAsk,
    AfterSale,
    AfterSaleContext,
    Blocked,
    RefundAsks,
    Refused,
)
from app.booking.cancel import whole_booking
from app.booking.checkout import Checkout
from app.booking.left import CUSTOMER_LEFT
from app.books.queries import BookQueries
from app.domain.money import ZERO, money
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.journal.till import Shift
from app.reports.drawer import x_report
from tests.booking.checkout_sales import COUNTER, Clerk, Scenario, main
from tests.booking.sales import activity_choice, with_customer
from tests.service import client_for
from tests.transports import DropAfterCommit, dropping_client

SUPERVISOR = "Meera Pillai"
# The light and sound show: 300 a seat and 18 % GST, two seats 708 paid 354 + 354; cancelled 48 h
# or more ahead, less the service's 20 a seat, 668 goes back: 334 by cash and 334 by UPI.
LIGHT_AND_SOUND = 4


class Desk:
    """The clerk's side of the after-sale: the open shift, and a supervisor who approves
    nothing (each ask noted)."""

    def __init__(self, clerk: Clerk, client: PartnerClient) -> None:
        self.clerk = clerk
        self.asked: list[AboveRuleAsk] = []
        desk = AfterSaleContext(lambda: client, clerk.journal, lambda: COUNTER, lambda: False)
        self.aftersale = AfterSale(desk, RefundAsks(self.shift, self.approve))

    async def shift(self) -> Shift | None:
        """The counter's open shift (the sale opened it)."""
        return self.clerk.journal.till.open_shift_of(COUNTER)

    async def approve(self, ask: AboveRuleAsk) -> int | None:
        """No supervisor stands by."""
        self.asked.append(ask)
        return None


def half_and_half(total: Decimal) -> Payment:
    """``total`` paid half in cash, the rest by UPI."""
    cash = money(total / 2)
    return Payment((CASH.paid(cash, tendered=cash), UPI.paid(total - cash, "UPI0012345678")))


async def sold_two_ways(clerk: Clerk, client: PartnerClient) -> tuple[Checkout, Payment]:
    """Two scuba seats, paid half in cash and half by UPI, booked."""
    checkout = clerk.checkout(activity_choice(clerk.sandbox, LIGHT_AND_SOUND), client)
    with_customer(checkout.flow).set_qty(2)
    payment = half_and_half((await checkout.review()).price.total)
    assert payment.parts == (
        CASH.paid(Decimal(354), tendered=Decimal(354)),
        UPI.paid(Decimal(354), "UPI0012345678"),
    )
    assert checkout.pay(payment) == {}
    assert await checkout.confirm() is not None
    return checkout, payment


async def refund_across_two_tenders(clerk: Clerk) -> str:
    """The whole booking cancelled: its refund by the rule quoted by tender in the proportion
    paid, beside the wallet's credit; the drawer is short and UPI cannot be sent now, so part
    of the cash goes back and the rest stays owed by its tender; paid later, all of it."""
    sandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.demo_key) as client:
        checkout, payment = await sold_two_ways(clerk, client)
        assert checkout.result is not None
        ref = checkout.result.booking_ref
        desk = Desk(clerk, client)
        aftersale = desk.aftersale
        status = await aftersale.look_up(ref)
        assert status is not None
        choice = whole_booking(status)
        assert choice is not None
        [quoted] = await aftersale.quote([choice])
        customer = quoted.customer
        assert customer is not None
        rule = customer.lines.total
        assert rule == money(
            customer.lines.fares + customer.lines.gst - customer.lines.platform_charge
        ).quantize(Decimal(1), rounding="ROUND_DOWN")
        assert rule == 668 and customer.by == ((CASH, Decimal(334)), (UPI, Decimal(334)))
        by_cash, by_upi = Decimal(334), Decimal(334)
        wallet = await client.wallet_balance()
        outcome = await aftersale.confirm(choice, agent_of(wallet))
        request_id = outcome.request_id
        assert outcome.result.pricing_summary.net_agent_refund_credited == quoted.net_refund

        # The drawer has 100 to spare and no UPI refund can be sent now.
        first = await aftersale.pay(request_id, {CASH: Decimal(100)})
        assert not isinstance(first, Refused) and [p.amount for p in first] == [100]
        [owed] = clerk.journal.till.refunds_owed()
        assert owed.due.by == ((CASH, by_cash - 100), (UPI, by_upi))
        # One rupee more than the rule in all needs a supervisor; none is at hand.
        above = await aftersale.pay(request_id, {CASH: by_cash - 99, UPI: by_upi}, {UPI: "R1"})
        assert above == Refused(Blocked.NOT_APPROVED)
        assert [a.amount for a in desk.asked] == [rule + 1]
        # Later that day: the rest of the cash, and the UPI refund sent.
        rest = await aftersale.pay(
            request_id, {CASH: by_cash - 100, UPI: by_upi}, {UPI: "UPIREFUND0042"}
        )
        assert not isinstance(rest, Refused)
        assert [(p.mode, p.amount) for p in rest] == [(CASH, by_cash - 100), (UPI, by_upi)]
        assert [p.payment_id for p in rest] == [f"{request_id}/2", f"{request_id}/3"]
        again = await aftersale.pay(request_id, {CASH: Decimal(1)})
    till = clerk.journal.till
    assert again == Refused(Blocked.NOTHING_OWED)
    assert till.refunds_owed() == []
    paid = till.refunds_of(ref)
    assert sum((p.amount for p in paid), ZERO) == rule
    shift = till.open_shift_of(COUNTER)
    assert shift is not None
    figures = x_report(till, shift.shift_id)
    assert (figures.given[CASH], figures.given[UPI], figures.refunds) == (by_cash, by_upi, 3)
    assert figures.refunds_owed == ZERO
    return (
        f"{ref}: paid {payment.total_by(CASH)} cash + {payment.total_by(UPI)} UPI; refund "
        f"{rule} = {by_cash} cash + {by_upi} UPI, paid in 3 payments, nothing owed"
    )


async def left_sale_paid_two_ways(clerk: Clerk) -> str:
    """A sale paid by cash and UPI whose answer was lost and whose customer left: once the
    service's answer says it was booked, the app cancels it and gives every rupee back, each
    tender what it took."""
    sandbox = clerk.sandbox
    transport = DropAfterCommit("create_booking.php")
    async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
        checkout = clerk.checkout(activity_choice(sandbox, LIGHT_AND_SOUND), client)
        with_customer(checkout.flow).set_qty(2)
        payment = half_and_half((await checkout.review()).price.total)
        checkout.pay(payment)
        try:
            await checkout.confirm()
        except NetworkError:
            pass
        else:
            raise AssertionError("an answer that was lost came back")
        till = clerk.journal.till
        [unresolved] = unresolved_sales(clerk.journal)
        decision = till.decide(SUPERVISOR, CUSTOMER_LEFT, unresolved.notice())
        customer_left(clerk.journal, unresolved.request_id, decision)
        transport.stop_dropping()
        await resolve_pending(clerk.journal, client)
        agent = agent_of(await client.wallet_balance())
        [outcome] = await cancel_left_sales(clerk.journal, client, COUNTER, agent)
    books = BookQueries(till.books_connection())
    paid_out = books.paid_out([r.payment_id for r in outcome.refunds])
    given = [(r.mode, r.amount, r.decision_id) for r in outcome.refunds]
    assert given == [
        (CASH, payment.total_by(CASH), decision),
        (UPI, payment.total_by(UPI), decision),
    ]
    assert till.refunds_owed() == [] and till.left_sales() == []
    whole = payment.total_by(CASH) + payment.total_by(UPI)
    assert paid_out.settled == whole
    said = outcome.message(paid_out.settled, books.owed_to(outcome.booking_ref))
    assert f"back INR {whole:,.2f} by" in said
    assert f"by Cash INR {payment.total_by(CASH):,.2f} + UPI INR {payment.total_by(UPI):,.2f}" in (
        said
    )
    return f"{outcome.booking_ref}: left, cancelled, {given[0][1]} cash + {given[1][1]} UPI back"


SCENARIOS: dict[str, Scenario] = {
    "refund_across_two_tenders": refund_across_two_tenders,
    "left_sale_paid_two_ways": left_sale_paid_two_ways,
}


if __name__ == "__main__":
    main(SCENARIOS)
