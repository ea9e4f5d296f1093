"""Whole sales driven through the checkout against a real sandbox over HTTP, with no Qt.

Each scenario runs in a process of its own (``python -m tests.booking.checkout_sales NAME``),
which ends by checking that PySide6 was never imported: the sale needs no window. The test
suite's own process has Qt loaded by its fixtures, so ``test_checkout_headless`` starts these.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from collections.abc import Callable, Coroutine
from decimal import Decimal
from pathlib import Path
from typing import Any

from app.api import InsufficientFundsError, NetworkError, NotBookableError, PartnerClient
from app.booking.checkout import (
    Asks,
    BelowCost,
    Checkout,
    CheckoutResult,
    Counter,
    SaleTerms,
    Step,
)
from app.booking.choice import Choice
from app.counter.papers.voucher import voucher_for
from app.domain.money import money
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.journal import Journal, RequestState
from app.journal.till import SaleRecord, SaleState, Shift
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from tests.booking.sales import (
    activity_choice,
    boat_choice,
    documented_indian,
    foreigner,
    with_customer,
)
from tests.sandbox.helpers import ALL_FLAGS_TRIP_SCHEDULE, SCUBA, SEA_WALK, state
from tests.service import FROZEN_NOW, client_for
from tests.transports import DropAfterCommit, dropping_client

COUNTER = "PB1"
TERMS = SaleTerms(COUNTER)


class Clerk:
    """The clerk at a counter: its journal, its open shift, and what the checkout asked."""

    def __init__(
        self, sandbox: EmbeddedSandbox, journal: Journal, terms: SaleTerms = TERMS
    ) -> None:
        self.sandbox = sandbox
        self.journal = journal
        self.terms = terms  # the counter's terms, as Settings make them (TERMS: none set)
        self.asked: list[str] = []
        self.progress: list[tuple[int, int]] = []

    async def shift(self) -> Shift | None:
        """The open shift; the first sale of the day opens one, as the clerk would."""
        self.asked.append("shift")
        till = self.journal.till
        return till.open_shift_of(COUNTER) or till.open_shift(COUNTER, "Leela Menon", Decimal(0))

    async def approve(self, below: BelowCost) -> bool:
        """No supervisor stands by in these sales."""
        self.asked.append(f"approve {below.product}")
        return False

    def checkout(self, choice: Choice, client: PartnerClient) -> Checkout:
        """A new sale of ``choice`` at this counter."""
        counter = Counter(lambda: client, self.journal, lambda: self.terms)
        asks = Asks(
            self.shift, self.approve, lambda sent, total: self.progress.append((sent, total))
        )
        return Checkout.new(choice, counter, asks, self.sandbox.context.today)


def step_of(checkout: Checkout) -> Step:
    """Where ``checkout`` stands now (read afresh at each step)."""
    return checkout.step


def cash_for(total: Decimal) -> Payment:
    """The whole total in cash, rounded up to the next 500-rupee note."""
    tendered = money((total // 500 + 1) * 500)
    return Payment((CASH.paid(total, tendered=tendered),))


async def activity_paid_cash(clerk: Clerk) -> str:
    """An activity, two seats, paid in cash with change: booked once, receipt numbered."""
    sandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.demo_key) as client:
        before = (await client.wallet_balance()).data.financial_balances.live_available_balance
        checkout = clerk.checkout(activity_choice(sandbox, SCUBA), client)
        with_customer(checkout.flow).set_qty(2)
        assert step_of(checkout) is Step.PEOPLE
        reviewed = await checkout.review()
        assert step_of(checkout) is Step.REVIEWED
        payment = cash_for(reviewed.price.total)
        assert checkout.pay(payment) == {}
        assert step_of(checkout) is Step.PAID
        result = await checkout.confirm()
        assert result is not None and step_of(checkout) is Step.BOOKED
        after = (await client.wallet_balance()).data.financial_balances.live_available_balance
    assert before - after == result.total_debited == reviewed.review.total_debited
    record = _taken(clerk, result)
    assert record.payment == payment and record.payment.change > 0
    assert result.passengers == () and result.request.qty == 2
    assert clerk.asked == ["shift"]
    return (
        f"{result.booking_ref}: debited {result.total_debited}, customer paid "
        f"{reviewed.price.total}, change {record.payment.change}, receipt {record.receipt_no}"
    )


async def boat_with_a_foreigner(clerk: Clerk) -> str:
    """A BOAT trip whose flags ask everything, an Indian and a German with a passport scan."""
    sandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.demo_key) as client:
        checkout = clerk.checkout(boat_choice(sandbox, ALL_FLAGS_TRIP_SCHEDULE), client)
        flow = with_customer(checkout.flow)
        flow.set_qty(0)
        flow.add_passenger(documented_indian("Meera Nair"))
        flow.add_passenger(foreigner("Emma Schultz"))
        reviewed = await checkout.review()
        assert checkout.pay(cash_for(reviewed.price.total)) == {}
        result = await checkout.confirm()
        assert result is not None
        status = await client.booking_status(result.booking_ref, checkout.choice.module)
    names = [(p.traveler_name, p.nationality, p.id_type) for p in result.passengers]
    assert names == [("Meera Nair", "INDIAN", "AADHAAR"), ("Emma Schultz", "GERMAN", "PASSPORT")]
    # The journal keeps no scan in the body; the service had both, or it would have refused.
    assert all(p.id_proof_file is None for p in result.passengers)
    manifest = [t.traveler_name for t in status.data.traveler_manifest or ()]
    assert manifest == ["Meera Nair", "Emma Schultz"]
    # The voucher is made from the typed result, its passengers as they were booked.
    voucher = voucher_for(result.choice, result.request, result.booking, FROZEN_NOW, True)
    listed = [(p.name, p.nationality, p.ticket) for p in voucher.passengers]
    assert listed == [("Meera Nair", "INDIAN", "ADULT"), ("Emma Schultz", "GERMAN", "ADULT")]
    assert voucher.total_debited == result.total_debited
    assert clerk.progress and clerk.progress[-1][0] == clerk.progress[-1][1]
    _taken(clerk, result)
    return f"{result.booking_ref}: {len(manifest)} travellers, debited {result.total_debited}"


async def split_tender(clerk: Clerk) -> str:
    """An activity paid part in cash and part by UPI: both parts journalled with the sale."""
    sandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.demo_key) as client:
        checkout = clerk.checkout(activity_choice(sandbox, SCUBA), client)
        with_customer(checkout.flow).set_qty(3)
        total = (await checkout.review()).price.total
        by_upi = money(total / 3)
        cash = total - by_upi
        short = Payment((CASH.paid(cash, tendered=cash), UPI.paid(by_upi - 1, "UPI0012345678")))
        assert "total" in checkout.pay(short)  # the parts must add up to the total
        assert step_of(checkout) is Step.REVIEWED
        payment = Payment((CASH.paid(cash, tendered=cash), UPI.paid(by_upi, "UPI0012345678")))
        assert checkout.pay(payment) == {}
        result = await checkout.confirm()
        assert result is not None
    record = _taken(clerk, result)
    assert [part.amount for part in record.payment.parts] == [cash, by_upi]
    assert result.payment == payment
    return f"{result.booking_ref}: {cash} in cash + {by_upi} by UPI = {total}"


async def refused_sold_out(clerk: Clerk) -> str:
    """A slot searched with eight seats, seven sold meanwhile: three more are refused as sold
    out; nothing is taken from the customer, the wallet is not touched."""
    sandbox = clerk.sandbox
    choice = activity_choice(sandbox, SEA_WALK)
    async with client_for(sandbox, sandbox.demo_key) as client:
        first = clerk.checkout(choice, client)
        with_customer(first.flow, "Ravi Kumar").set_qty(choice.seats_left - 1)
        first.pay(cash_for((await first.review()).price.total))
        assert await first.confirm() is not None
        before = (await client.wallet_balance()).data.financial_balances.live_available_balance
        late = clerk.checkout(choice, client)
        with_customer(late.flow).set_qty(3)
        late.pay(cash_for((await late.review()).price.total))
        try:
            await late.confirm()
        except NotBookableError as error:
            refusal = error
        else:
            raise AssertionError("three seats of one left were booked")
        after = (await client.wallet_balance()).data.financial_balances.live_available_balance
    # Refused for good: the sale goes back to its people, the next review a new request.
    assert refusal.code == "SOLD_OUT" and late.result is None and step_of(late) is Step.PEOPLE
    request_id = late.flow.sent_request_ids[0]
    journalled = clerk.journal.find(request_id)
    assert journalled is not None and journalled.state is RequestState.FAILED
    sale = clerk.journal.till.sale(request_id)
    assert sale is not None and sale.state is SaleState.RETURNED and sale.receipt_no is None
    assert before == after
    return f"refused {refusal.code}: nothing taken, wallet {after} unchanged"


async def refused_short_wallet(clerk: Clerk) -> str:
    """The second tenant's small wallet cannot pay eight seats: refused before anything is
    written or sent."""
    sandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.keys["second_tenant"]) as client:
        checkout = clerk.checkout(activity_choice(sandbox, SCUBA), client)
        with_customer(checkout.flow).set_qty(8)
        reviewed = await checkout.review()
        assert reviewed.review.shortfall
        checkout.pay(cash_for(reviewed.price.total))
        try:
            await checkout.confirm()
        except InsufficientFundsError:
            pass
        else:
            raise AssertionError("a sale the wallet cannot pay was booked")
    assert clerk.journal.find(reviewed.request_id) is None
    return f"refused: the wallet is short by {reviewed.review.shortfall}"


async def lost_answer_resolved(clerk: Clerk) -> str:
    """The service books the sale but its answer is lost, every retry too: the request stays
    pending in the journal; confirming again replays the same request_id and gets the
    booking, charged once."""
    sandbox = clerk.sandbox
    transport = DropAfterCommit("create_booking.php")
    async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
        before = (await client.wallet_balance()).data.financial_balances.live_available_balance
        checkout = clerk.checkout(activity_choice(sandbox, SCUBA), client)
        with_customer(checkout.flow).set_qty(2)
        reviewed = await checkout.review()
        checkout.pay(cash_for(reviewed.price.total))
        try:
            await checkout.confirm()
        except NetworkError:
            pass
        else:
            raise AssertionError("an answer that was lost came back")
        pending = clerk.journal.find(reviewed.request_id)
        assert pending is not None and pending.state is RequestState.PENDING
        held = clerk.journal.till.sale(reviewed.request_id)
        assert held is not None and held.state is SaleState.PENDING
        transport.stop_dropping()
        result = await checkout.confirm()
        assert result is not None
        after = (await client.wallet_balance()).data.financial_balances.live_available_balance
    assert result.request_id == reviewed.request_id
    sent = {body.decode() for body in transport.seen}
    assert all(reviewed.request_id in body for body in sent)
    assert before - after == result.total_debited  # booked and charged once
    assert state(sandbox).bookings == 1
    record = _taken(clerk, result)
    return (
        f"{result.booking_ref}: {transport.dropped} answers lost, then booked under "
        f"{result.request_id}, receipt {record.receipt_no}"
    )


def _taken(clerk: Clerk, result: CheckoutResult) -> SaleRecord:
    """The till's record of ``result``: taken with the booking, its receipt numbered."""
    record = clerk.journal.till.sale(result.request_id)
    assert record is not None and record.state is SaleState.TAKEN and record.receipt_no
    assert record.booking_ref == result.booking_ref
    return record


Scenario = Callable[[Clerk], Coroutine[Any, Any, str]]
SCENARIOS: dict[str, Scenario] = {
    "activity_paid_cash": activity_paid_cash,
    "boat_with_a_foreigner": boat_with_a_foreigner,
    "split_tender": split_tender,
    "refused_sold_out": refused_sold_out,
    "refused_short_wallet": refused_short_wallet,
    "lost_answer_resolved": lost_answer_resolved,
}


def run(scenario: Scenario) -> str:
    """Run ``scenario`` on a fresh sandbox and journal; what it found, in a line."""
    with tempfile.TemporaryDirectory() as folder:
        sandbox = start_embedded(
            SandboxConfig(db_path=Path(folder) / "sandbox.db", clock=FROZEN_NOW, boat_fault=False)
        )
        try:
            with Journal(Path(folder) / "journal") as journal:
                return asyncio.run(scenario(Clerk(sandbox, journal)))
        finally:
            sandbox.stop()


def main(scenarios: dict[str, Scenario]) -> None:
    """Run the scenario named on the command line, then check that Qt was never imported."""
    found = run(scenarios[sys.argv[1]])
    qt = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
    assert not qt, f"Qt was imported by a headless sale: {qt[:5]}"
    print(f"{sys.argv[1]}: {found}; PySide6 not imported")


if __name__ == "__main__":
    main(SCENARIOS)
