"""Reschedules driven through the exchange against a real sandbox over HTTP, with no Qt.

Each scenario runs in a process of its own (``python -m tests.booking.exchange_sales NAME``),
which ends by checking that PySide6 was never imported; ``test_exchange_headless`` starts them.
A booking of two Scuba seats is sold, then moved to a dearer, a cheaper or an equally priced
day; the customer's credit is worked out here from the old price and the service's quote.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import sys
import tempfile
from collections.abc import Callable, Coroutine
from decimal import ROUND_DOWN, Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.api import PartnerClient
from app.booking.cancel import is_active
from app.booking.checkout import Asks, Checkout, Counter, NotReady, SaleTerms
from app.booking.exchange import Exchange, ExchangeQuote, ExchangeResult, given_booking
from app.books.queries import BookQueries
from app.counter.papers.formatting import money_text
from app.counter.services.history_service import HistoryService
from app.domain.gst import Registration, Scheme
from app.domain.modules import Module
from app.domain.money import ZERO, money
from app.domain.payment import Payment
from app.domain.tenders import CASH
from app.journal import Journal, RequestState
from app.journal.exchanges import ExchangeKind
from app.journal.till import SaleState
from app.reports.tax_invoice import TaxSection, head_rows
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from tests.booking.checkout_sales import COUNTER, Clerk, cash_for
from tests.booking.sales import activity_choice, boat_choice, indian, with_customer
from tests.sandbox.helpers import NO_FLAGS_TRIP_SCHEDULE, SCUBA
from tests.service import FAST_RETRY, FROZEN_NOW, client_for, no_sleep

WEEKDAY = dt.date(2026, 12, 8)  # Scuba 4,999.00 a seat
WEEKEND = dt.date(2026, 12, 5)  # Scuba 5,498.90 a seat
NEXT_WEEKDAY = dt.date(2026, 12, 9)  # the weekday's fare again
REGISTERED = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")
LATE_MORNING = 1  # Scuba's late-morning dive, 4,499.00 a seat
PORT_BLAIR = Registration(
    "Island Trails Pvt Ltd",
    "Aberdeen Bazaar, Port Blair 744101",
    "35AAACI1234F1Z5",
    "35",
    {Module.ACTIVITY: Scheme.TOUR_OPERATOR},
)


class RefuseConfirm(httpx.AsyncBaseTransport):
    """Forward to the real server, but while ``refusing`` fail every cancellation CONFIRM before
    it leaves (the service never sees it); ``refused`` counts them."""

    def __init__(self) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self.refusing = True
        self.refused = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await request.aread()
        if (
            self.refusing
            and request.url.path.endswith("cancel_booking.php")
            and b'"CONFIRM"' in request.content
        ):
            self.refused += 1
            raise httpx.ConnectError("the network is down", request=request)
        return await self._inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self._inner.aclose()


async def wallet_cash(client: PartnerClient) -> Decimal:
    """The wallet's cash balance now."""
    return (await client.wallet_balance()).data.financial_balances.live_available_balance


async def sold(clerk: Clerk, client: PartnerClient, day: dt.date) -> str:
    """Two Scuba seats on ``day``, paid in cash: the booking's reference."""
    checkout = clerk.checkout(activity_choice(clerk.sandbox, SCUBA, day=day), client)
    with_customer(checkout.flow, "Kavya Iyer").set_qty(2)
    checkout.pay(cash_for((await checkout.review()).price.total))
    result = await checkout.confirm()
    assert result is not None
    return result.booking_ref


def checkout_at(
    clerk: Clerk, client: PartnerClient, day: dt.date, terms: SaleTerms, slot: int = 0
) -> Checkout:
    """A new sale of a Scuba slot on ``day`` (the morning's, or the ``slot``-th) at a counter
    with ``terms``."""
    counter = Counter(lambda: client, clerk.journal, lambda: terms)
    choice = activity_choice(clerk.sandbox, SCUBA, slot, day)
    asks = Asks(clerk.shift, clerk.approve)
    return Checkout.new(choice, counter, asks, clerk.sandbox.context.today)


async def moving(
    clerk: Clerk,
    client: PartnerClient,
    booking_ref: str,
    day: dt.date,
    terms: SaleTerms,
    slot: int = 0,
) -> Exchange:
    """The reschedule of ``booking_ref`` to a Scuba slot on ``day`` (the morning's, or the
    ``slot``-th)."""
    status = await client.booking_status(booking_ref, Module.ACTIVITY)
    given = given_booking(clerk.journal, status.data)
    checkout = checkout_at(clerk, client, day, terms, slot)
    return Exchange(ExchangeKind.RESCHEDULE, given, checkout)


def credit_by_hand(exchange: Exchange, quote: ExchangeQuote) -> Decimal:
    """The old seats' fares and GST (no service charge), less the service's charge, in whole
    rupees down: what the customer's cancellation would give back (48 hours or more ahead)."""
    assert quote.cancel is not None
    price = exchange.given.sale.price
    charge = quote.cancel.quote.quote.platform_cancellation_charge
    return money((price.fares + price.gst - charge).quantize(Decimal(1), rounding=ROUND_DOWN))


def check_closed(clerk: Clerk, result: ExchangeResult, paid: Decimal) -> None:
    """Both halves settled: the new sale taken with ``paid`` in its tenders and its receipt, the
    old booking cancelled under the plan's request, nothing owed, the plan closed."""
    assert result.done and result.plan.closed_at is not None and result.receipt_no
    sale = clerk.journal.till.sale(result.plan.sale_request_id)
    assert sale is not None and sale.state is SaleState.TAKEN
    assert sale.payment.paid == paid and sale.receipt_no == result.receipt_no
    assert result.plan.cancel_request_id is not None
    cancel = clerk.journal.find(result.plan.cancel_request_id)
    assert cancel is not None and cancel.state is RequestState.DONE
    assert clerk.journal.till.refunds_owed() == []


async def reschedule_up(clerk: Clerk) -> str:
    """A weekday booking moved to the weekend: the customer pays the difference in cash."""
    sandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.demo_key) as client:
        old_ref = await sold(clerk, client, WEEKDAY)
        before = await wallet_cash(client)
        exchange = await moving(clerk, client, old_ref, WEEKEND, SaleTerms(COUNTER))
        quote = await exchange.quote()
        credit = credit_by_hand(exchange, quote)
        assert quote.credit == credit and quote.difference == quote.new.price.total - credit
        assert quote.difference > 0
        # The difference is what is paid: the new sale's whole price is refused.
        assert "total" in exchange.pay(cash_for(quote.new.price.total))
        assert exchange.pay(cash_for(quote.difference)) == {}
        result = await exchange.confirm()
        assert result is not None
        after = await wallet_cash(client)
        old = await client.booking_status(old_ref, Module.ACTIVITY)
        new = await client.booking_status(result.booking_ref, Module.ACTIVITY)
    assert old.data.booking_status.lower() == "cancelled"
    assert new.data.booking_status.lower() == "confirmed"
    assert result.cancelled is not None and new.data.financial_summary is not None
    refunded = result.cancelled.result.pricing_summary.net_agent_refund_credited
    debited = new.data.financial_summary.total_paid
    assert before - after == debited - refunded  # the wallet: one debit, one refund
    check_closed(clerk, result, quote.difference)
    assert result.refund is None and result.credit_note is None  # not registered: no notes
    shift = clerk.journal.till.open_shift_of(COUNTER)
    first = clerk.journal.till.sale_of(old_ref)
    assert shift is not None and first is not None
    takings = BookQueries(clerk.journal.till.books_connection()).shift_tenders(shift.shift_id)
    assert takings.taken[CASH] == first.price.total + quote.difference
    assert takings.given[CASH] == ZERO
    return f"{old_ref} -> {result.booking_ref}: credit {credit}, paid {quote.difference}"


async def reschedule_down(clerk: Clerk) -> str:
    """A weekend booking moved to a weekday at a registered agency: the difference goes back in
    cash, and the credit note of the credit and the new invoice are issued together."""
    sandbox = clerk.sandbox
    terms = SaleTerms(COUNTER, registration=REGISTERED)
    async with client_for(sandbox, sandbox.demo_key) as client:
        checkout = checkout_at(clerk, client, WEEKEND, terms)
        with_customer(checkout.flow, "Kavya Iyer").set_qty(2)
        checkout.pay(cash_for((await checkout.review()).price.total))
        first = await checkout.confirm()
        assert first is not None
        exchange = await moving(clerk, client, first.booking_ref, WEEKDAY, terms)
        quote = await exchange.quote()
        assert quote.credit == credit_by_hand(exchange, quote) and quote.difference < 0
        assert "total" in exchange.pay(cash_for(ZERO + 1))  # nothing is to be paid
        # Kavya gave no address: her credit note (rule 53 (1A) (f)) waits for it, nothing sent.
        assert quote.address_asked == "A credit note to a consumer names their address."
        for blank in ("", " \n\t"):
            assert exchange.pay(Payment(()), CASH, blank) == {
                "customer_address": quote.address_asked
            }
            with pytest.raises(NotReady):
                await exchange.confirm()
        assert clerk.journal.exchanges.open_exchanges() == []
        assert exchange.pay(Payment(()), CASH, " 4 Beach Road,\nKochi 682001 ") == {}
        result = await exchange.confirm()
        assert result is not None
    check_closed(clerk, result, ZERO)
    back = -quote.difference
    assert result.refund is not None and result.refund.amount == back
    assert result.refund.mode is CASH
    tax = clerk.journal.tax
    invoice = tax.invoice_of(result.plan.sale_request_id)
    assert invoice is not None and invoice.doc_no == result.receipt_no
    assert invoice.totals.total == quote.new.price.total
    assert invoice.basis.buyer.address == "4 Beach Road, Kochi 682001"
    [note] = tax.refund_documents_of(first.request_id)
    assert note.doc_no == result.credit_note and note.totals.total == quote.credit
    assert note.refund_request_id == result.plan.cancel_request_id
    # The note names the address given; its place of supply stays the old invoice's.
    old_invoice = tax.invoice_of(first.request_id)
    assert old_invoice is not None and old_invoice.basis.buyer.address == ""
    assert note.basis.buyer.address == "4 Beach Road, Kochi 682001"
    assert note.basis.place_of_supply == old_invoice.basis.place_of_supply
    shift = clerk.journal.till.open_shift_of(COUNTER)
    assert shift is not None
    books = BookQueries(clerk.journal.till.books_connection())
    assert books.shift_tenders(shift.shift_id).given[CASH] == back
    # The new sale took its part of the credit, the till gave back the rest: no refund was
    # agreed other than the credit, and neither customer is owed anything, nor owes.
    assert books.owed_to(first.booking_ref) == books.owed_to(result.booking_ref) == ZERO
    # History's line of the new booking names the credit carried and what was given back, by
    # the books (issue 93): 031aec36 said "The customer paid INR 0.00 (). Nothing was given
    # back."
    row = clerk.journal.history.find(result.booking_ref)
    assert row is not None
    detail = HistoryService(clerk.journal).detail(row)
    carried, given = money_text(quote.new.price.total), money_text(back)
    assert detail.startswith(
        "Nothing was paid at this till."
        f" Credit carried from booking {first.booking_ref}: INR {carried}."
        f" Given back to the customer on {first.booking_ref}: Cash INR {given}."
        " The wallet was charged"
    ), detail
    return f"credit {quote.credit}, new {quote.new.price.total}, {back} back; note {note.doc_no}"


async def reschedule_large(clerk: Clerk) -> str:
    """Nine Scuba late-morning seats sold to a consumer on a weekday (under 50,000 taxable, at
    the tour operator's 5 % on the whole), moved to the weekend's dearer morning dive: the new
    invoice reaches 50,000,
    so the quote asks the address by rule 46 (e) instead of refusing; one address given serves
    the new invoice and the credit note, and both print it."""
    sandbox = clerk.sandbox
    terms = SaleTerms(COUNTER, registration=PORT_BLAIR)
    road, town = "12 Goal Ghar Road", "Port Blair 744101"
    async with client_for(sandbox, sandbox.demo_key) as client:
        checkout = checkout_at(clerk, client, WEEKDAY, terms, LATE_MORNING)
        with_customer(checkout.flow, "Meena Das").set_qty(9)
        checkout.pay(cash_for((await checkout.review()).price.total))
        first = await checkout.confirm()
        assert first is not None
        exchange = await moving(clerk, client, first.booking_ref, WEEKEND, terms)
        quote = await exchange.quote()  # refused before: the review's rule 46 (e) sentence
        assert quote.new.price.total > Decimal("52500") and quote.difference > 0
        assert quote.address_asked == (
            "A consumer's tax invoice of 50,000 or more taxable value names their address."
        )
        assert exchange.pay(cash_for(quote.difference)) == {"customer_address": quote.address_asked}
        with pytest.raises(NotReady):
            await exchange.confirm()
        assert clerk.journal.exchanges.open_exchanges() == []  # nothing planned or sent
        assert exchange.pay(cash_for(quote.difference), address=f" {road},\n{town} ") == {}
        result = await exchange.confirm()
        assert result is not None
    check_closed(clerk, result, quote.difference)
    tax = clerk.journal.tax
    invoice = tax.invoice_of(result.plan.sale_request_id)
    [note] = tax.refund_documents_of(first.request_id)
    assert invoice is not None and invoice.totals.taxable >= Decimal("50000")
    address = f"{road}, {town}"
    assert invoice.basis.buyer.address == note.basis.buyer.address == address
    for document in (invoice, note):  # on paper too, a roll's lines read on
        rows = head_rows(TaxSection("Island Trails", document), 42)
        assert f"Address: {address}" in " ".join(row.text.strip() for row in rows)
    return f"new {quote.new.price.total}, taxable {invoice.totals.taxable}: address asked"


async def reschedule_large_known(clerk: Clerk) -> str:
    """The same move for a consumer who gave their address at the first sale: nothing is
    asked again, and the new invoice and the credit note name the address on file."""
    sandbox = clerk.sandbox
    terms = SaleTerms(COUNTER, registration=PORT_BLAIR)
    address = "3 Phoenix Bay, Port Blair 744102"
    async with client_for(sandbox, sandbox.demo_key) as client:
        checkout = checkout_at(clerk, client, WEEKDAY, terms, LATE_MORNING)
        with_customer(checkout.flow, "Meena Das").set_qty(9)
        checkout.flow.set_customer(address=address)
        checkout.pay(cash_for((await checkout.review()).price.total))
        first = await checkout.confirm()
        assert first is not None
        exchange = await moving(clerk, client, first.booking_ref, WEEKEND, terms)
        quote = await exchange.quote()
        assert quote.address_asked == ""
        assert exchange.pay(cash_for(quote.difference)) == {}
        result = await exchange.confirm()
        assert result is not None
    check_closed(clerk, result, quote.difference)
    tax = clerk.journal.tax
    invoice = tax.invoice_of(result.plan.sale_request_id)
    [note] = tax.refund_documents_of(first.request_id)
    assert invoice is not None and invoice.totals.taxable >= Decimal("50000")
    assert invoice.basis.buyer.address == note.basis.buyer.address == address
    return f"new {quote.new.price.total}: the address on file named, nothing asked"


async def reschedule_level(clerk: Clerk) -> str:
    """A weekday booking moved to the next weekday at the same fare: the customer pays what the
    cancellation costs (the service's charge and the paise rounded away)."""
    sandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.demo_key) as client:
        old_ref = await sold(clerk, client, WEEKDAY)
        exchange = await moving(clerk, client, old_ref, NEXT_WEEKDAY, SaleTerms(COUNTER))
        quote = await exchange.quote()
        first = clerk.journal.till.sale_of(old_ref)
        assert first is not None and quote.new.price.total == first.price.total
        # Level in price: what is paid is what the cancellation costs, the service's charge
        # for the two seats and the paise the credit is rounded down by.
        assert quote.cancel is not None
        charge = quote.cancel.quote.quote.platform_cancellation_charge
        assert charge > 0 and quote.credit == credit_by_hand(exchange, quote)
        assert quote.difference == first.price.total - quote.credit >= charge
        assert exchange.pay(cash_for(quote.difference)) == {}
        result = await exchange.confirm()
        assert result is not None
    check_closed(clerk, result, quote.difference)
    return f"{old_ref} -> {result.booking_ref} at the same price: {quote.difference} to pay"


async def cancel_fails(clerk: Clerk) -> str:
    """The old booking's cancellation cannot reach the service: the new booking is made and
    paid, the clerk is told exactly what is still held; the retry later cancels it, the wallet
    credited once."""
    sandbox = clerk.sandbox
    transport = RefuseConfirm()
    async with httpx.AsyncClient(transport=transport) as http:
        client = PartnerClient(
            base_url=sandbox.base_url,
            api_key=sandbox.demo_key,
            http_client=http,
            retry=FAST_RETRY,
            today=sandbox.context.today,
            sleep=no_sleep,
        )
        old_ref = await sold(clerk, client, WEEKDAY)
        exchange = await moving(clerk, client, old_ref, WEEKEND, SaleTerms(COUNTER))
        quote = await exchange.quote()
        exchange.pay(cash_for(quote.difference))
        result = await exchange.confirm()
        assert result is not None and not result.done and transport.refused
        assert result.held is not None and result.held.seats == 2
        message = result.message()
        assert old_ref in message and result.booking_ref in message
        assert "still held (the whole booking)" in message
        old = await client.booking_status(old_ref, Module.ACTIVITY)
        assert old.data.booking_status.lower() == "confirmed"
        assert result.plan.closed_at is None
        before = await wallet_cash(client)
        transport.refusing = False
        again = await exchange.retry()
        after = await wallet_cash(client)
        retried = await exchange.retry()  # a second retry changes nothing
        assert await wallet_cash(client) == after
    assert again.done and again.cancelled is not None
    assert again.plan.cancel_request_id == result.plan.cancel_request_id  # the same request
    assert after - before == again.cancelled.result.pricing_summary.net_agent_refund_credited
    assert retried.done and retried.plan == again.plan
    check_closed(clerk, again, quote.difference)
    return f"{old_ref} held after {transport.refused} refusals, then cancelled: {message}"


async def boat_party_moves(clerk: Clerk) -> str:
    """A BOAT party of two moved to the next day's departure: the same customer and travellers
    are filled in from the old booking, and the old one's manifest is all cancelled."""
    sandbox = clerk.sandbox
    async with client_for(sandbox, sandbox.demo_key) as client:
        first = clerk.checkout(boat_choice(sandbox, NO_FLAGS_TRIP_SCHEDULE, WEEKDAY), client)
        flow = with_customer(first.flow, "Kavya Iyer")
        flow.set_qty(0)
        flow.add_passenger(indian("Kavya Iyer", 31))
        flow.add_passenger(indian("Arjun Iyer", 9))
        first.pay(cash_for((await first.review()).price.total))
        sold = await first.confirm()
        assert sold is not None
        status = await client.booking_status(sold.booking_ref, Module.BOAT)
        counter = Counter(lambda: client, clerk.journal, lambda: SaleTerms(COUNTER))
        choice = boat_choice(sandbox, NO_FLAGS_TRIP_SCHEDULE, NEXT_WEEKDAY)
        checkout = Checkout.new(
            choice, counter, Asks(clerk.shift, clerk.approve), sandbox.context.today
        )
        exchange = Exchange(
            ExchangeKind.RESCHEDULE, given_booking(clerk.journal, status.data), checkout
        )
        assert [p.traveler_name for p in checkout.flow.passengers] == ["Kavya Iyer", "Arjun Iyer"]
        assert checkout.flow.customer.name == "Kavya Iyer"
        quote = await exchange.quote()
        assert exchange.pay(cash_for(quote.difference)) == {}
        result = await exchange.confirm()
        assert result is not None and result.done
        old = await client.booking_status(sold.booking_ref, Module.BOAT)
        new = await client.booking_status(result.booking_ref, Module.BOAT)
    assert all(not is_active(t) for t in old.data.traveler_manifest or ())
    names = [t.traveler_name for t in new.data.traveler_manifest or ()]
    assert names == ["Kavya Iyer", "Arjun Iyer"]
    check_closed(clerk, result, quote.difference)
    return f"{sold.booking_ref} -> {result.booking_ref}: {', '.join(names)}"


SCENARIOS: dict[str, Callable[[Clerk], Coroutine[Any, Any, str]]] = {
    "boat_party_moves": boat_party_moves,
    "reschedule_up": reschedule_up,
    "reschedule_down": reschedule_down,
    "reschedule_large": reschedule_large,
    "reschedule_large_known": reschedule_large_known,
    "reschedule_level": reschedule_level,
    "cancel_fails": cancel_fails,
}


def run(name: str) -> str:
    """Run the scenario ``name`` on a fresh sandbox and journal; what it found, in a line."""
    with tempfile.TemporaryDirectory() as folder:
        sandbox: EmbeddedSandbox = start_embedded(
            SandboxConfig(db_path=Path(folder) / "sandbox.db", clock=FROZEN_NOW, boat_fault=False)
        )
        try:
            with Journal(Path(folder) / "journal") as journal:
                return asyncio.run(SCENARIOS[name](Clerk(sandbox, journal)))
        finally:
            sandbox.stop()


if __name__ == "__main__":
    found = run(sys.argv[1])
    qt = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
    assert not qt, f"Qt was imported by a headless exchange: {qt[:5]}"
    print(f"{sys.argv[1]}: {found}; PySide6 not imported")
