"""Random days at the counter against the books: a Hypothesis state machine.

Each example is a fresh embedded sandbox and journal. Its rules are a clerk's day through the
Qt-free services (the checkout, the after-sale, the exchange, the till's shifts): sales over
every tender with change, whole and part cancellations, refunds paid in parts across tenders,
reschedules, the operator's cancellation of a slot (after part-cancellations too) found by the
watcher, closes with the drawer over or short and cash banked, floats paid in or out; the agency
registered for GST with a service charge, or not. The machine keeps its own small model (the cash
handed over, what each customer is owed) and after every step holds the books to it, to
themselves rebuilt from the money events, to what the services behind Lookup and the header say,
to the sandbox's wallet and to the GSTR-1 of the documents issued.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import tempfile
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import TypeVar

from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from app.api import InsufficientFundsError, PartnerClient
from app.booking import agent_of
from app.booking.aftersale import AfterSale, AfterSaleContext, Blocked, RefundAsks, Refused
from app.booking.cancel import whole_booking
from app.booking.checkout import SaleTerms
from app.booking.exchange import Exchange, given_booking
from app.books.reader import BooksReader
from app.counter.runtime.watch import Watcher
from app.domain.disruption import DisruptionKind, Pace
from app.domain.modules import Module
from app.domain.money import ZERO, from_paise, money, to_paise
from app.domain.payment import Payment
from app.domain.postings import GST_HEADS, SERVICE_CHARGE, WALLET_CASH, WALLET_CREDIT, gst_account
from app.domain.tenders import BANK, CARD, CASH, UPI
from app.domain.till import CustomerPrice, DrawerCount, Markup, TillRules
from app.journal import Journal
from app.journal.exchanges import ExchangeKind
from app.journal.gstr1 import gstr1_tables
from app.journal.till import Shift
from app.reports.drawer import z_report
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from app.sandbox.operator import Departure, cancel_departure
from tests.booking.checkout_sales import COUNTER, Clerk
from tests.booking.exchange_sales import REGISTERED, WEEKDAY, WEEKEND, checkout_at
from tests.booking.sales import activity_choice, with_customer
from tests.sandbox.helpers import SCUBA
from tests.service import FROZEN_NOW, client_for

# How a sale is paid: every tender, cash with change, and parts of two.
PAYMENTS = st.sampled_from(["cash", "upi", "card", "bank", "cash+upi", "upi+card"])
CLERK = "Leela Menon"
T = TypeVar("T")
# Which of the bookings or refunds a step takes: drawn whatever the state (a draw that depends on
# it makes Hypothesis's replay of a failing day a different one), then taken modulo their number.
PICKS = st.integers(0, 99)
# Scuba's slots a day (morning, late morning, afternoon), tried in turn for the seats a sale needs.
SLOTS = 3
# The counter's terms: a service charge of 5 % and 20.00 a seat (given back when the operator
# cancels, kept when the customer does, as the settings have it by default), to the rupee.
TERMS = SaleTerms(
    COUNTER,
    TillRules(
        markups={Module.ACTIVITY: Markup(percent=Decimal(5), per_seat=Decimal("20.00"))},
        round_to=1,
    ),
)
# The consumer's address a registered agency's credit note names (rule 53 (1A) (f)).
ADDRESS = "4 Beach Road, Kochi 682001"
# A registered agency's terms: a service charge a seat (its GST on the invoice) that a refund
# gives back. Its credit note reverses the price paid on the customer's behalf first, and the
# sandbox keeps a platform charge of that, so these notes give back no GST: the books and the
# return must still agree (a note that does is tests/books/test_books.py's).
CHARGING = SaleTerms(
    COUNTER,
    TillRules(
        markups={Module.ACTIVITY: Markup(per_seat=Decimal("150.00"))}, refund_service_charge=True
    ),
    registration=REGISTERED,
)


def paid(how: str, total: Decimal, number: int) -> Payment:
    """``total`` paid ``how``; cash handed in 500-rupee notes (change given back)."""
    reference = f"UPI{number:09d}"
    if how == "cash":
        return Payment((CASH.paid(total, tendered=money((total // 500 + 1) * 500)),))
    if how == "upi":
        return Payment((UPI.paid(total, reference),))
    if how == "card":
        return Payment((CARD.paid(total, "4242", "123456"),))
    if how == "bank":
        return Payment((BANK.paid(total, f"UTR{number:09d}"),))
    first = money((total / 3).quantize(Decimal(1)))
    if how == "cash+upi":
        return Payment((CASH.paid(first, tendered=first), UPI.paid(total - first, reference)))
    return Payment((UPI.paid(first, reference), CARD.paid(total - first, "4242", "123456")))


def seats_paid(price: CustomerPrice, held: int) -> Decimal:
    """The model's share of the last ``held`` of a sale's identical seats (Scuba's): each line
    of the price (fares, GST, service charge, round off) split evenly, its odd paise one each to
    the first seats, away from zero."""
    sold = len(price.seats)
    paise = 0
    for line in (price.fares, price.gst, price.markup, price.round_off):
        whole = abs(to_paise(line))
        sign = 1 if line >= 0 else -1
        paise += sign * sum(whole // sold + (i < whole % sold) for i in range(sold - held, sold))
    return from_paise(paise)


def chosen(items: Sequence[T], pick: int) -> T:
    """The ``pick``-th of ``items``, counted round."""
    return items[pick % len(items)]


class CounterDay(RuleBasedStateMachine):
    """One counter's day against one fresh sandbox, held to the books after every step."""

    def __init__(self) -> None:
        super().__init__()
        self.registered = False
        self._folder = tempfile.TemporaryDirectory()
        folder = Path(self._folder.name)
        self.sandbox: EmbeddedSandbox = start_embedded(
            SandboxConfig(db_path=folder / "sandbox.db", clock=FROZEN_NOW, boat_fault=False)
        )
        self.journal = Journal(folder / "journal")
        self.clerk = Clerk(self.sandbox, self.journal, TERMS)
        self.loop = asyncio.new_event_loop()
        self.client: PartnerClient = self.loop.run_until_complete(self._open_client())
        context = AfterSaleContext(
            lambda: self.client,
            self.journal,
            lambda: COUNTER,
            lambda: self.clerk.terms.rules.refund_service_charge,
        )
        self.aftersale = AfterSale(context, RefundAsks(self._shift, self._no_supervisor))
        self.books = BooksReader(self.journal._conn)
        # The model: the cash in the drawer, what each booking's customer is owed, the seats
        # each booking still holds; the sandbox's wallet as it was at the start. Of each
        # booking also its price and slot, what its customer's own cancellations gave back, and
        # what its tenders took less the refunds paid (what they can still give back).
        self.cash = ZERO
        self.owed: dict[str, Decimal] = {}
        self.seats: dict[str, int] = {}
        self.prices: dict[str, CustomerPrice] = {}
        self.slots: dict[str, Departure] = {}
        self.given: dict[str, Decimal] = {}
        self.took: dict[str, Decimal] = {}
        self.operator_cancelled = 0
        self.sales = 0
        self.refused_above_paid = 0
        self.wallet_at_start = self.loop.run_until_complete(self._wallet())

    async def _open_client(self) -> PartnerClient:
        self._client_context = client_for(self.sandbox, self.sandbox.demo_key)
        return await self._client_context.__aenter__()

    async def _wallet(self) -> tuple[Decimal, Decimal]:
        data = (await self.client.wallet_balance()).data
        return data.financial_balances.live_available_balance, data.credit_facility.limit_utilized

    async def _shift(self) -> Shift | None:
        return self.journal.till.open_shift_of(COUNTER)

    async def _no_supervisor(self, ask: object) -> int | None:
        del ask
        return None

    def teardown(self) -> None:
        self.loop.run_until_complete(self._client_context.__aexit__(None, None, None))
        self.loop.close()
        self.journal.close()
        self.sandbox.stop()
        self._folder.cleanup()

    # --- the clerk's day ---------------------------------------------------------------------

    @initialize(registered=st.booleans())
    def terms(self, registered: bool) -> None:
        """The agency registered with a service charge given back on refunds, or not (then its
        service charge, TERMS', is the agency's own, with no GST and filed in no return)."""
        self.registered = registered
        if registered:
            self.clerk.terms = CHARGING

    def _slot(self, day: dt.date, seats: int) -> int | None:
        """The first Scuba slot on ``day`` with ``seats`` seats left (None: the day is full)."""
        for slot in range(SLOTS):
            if activity_choice(self.sandbox, SCUBA, slot, day).seats_left >= seats:
                return slot
        return None

    @rule(seats=st.integers(1, 2), how=PAYMENTS, weekend=st.booleans())
    def sell(self, seats: int, how: str, weekend: bool) -> None:
        """A Scuba sale of ``seats`` seats, paid ``how`` (none when the day is sold out)."""
        day = WEEKEND if weekend else WEEKDAY
        slot = self._slot(day, seats)
        if slot is None:
            return
        self.sales += 1
        choice = activity_choice(self.sandbox, SCUBA, slot, day)
        checkout = self.clerk.checkout(choice, self.client)
        with_customer(checkout.flow).set_qty(seats)
        price = self.loop.run_until_complete(checkout.review()).price
        payment = paid(how, price.total, self.sales)
        assert checkout.pay(payment) == {}
        try:
            result = self.loop.run_until_complete(checkout.confirm())
        except InsufficientFundsError:
            return  # the wallet and its credit are spent: refused, nothing taken
        assert result is not None
        self.cash += payment.total_by(CASH)
        self.sold(
            result.booking_ref,
            price,
            seats,
            Departure(Module.ACTIVITY, choice.ids["slot_id"], day),
            price.total,
        )

    def sold(
        self, ref: str, price: CustomerPrice, seats: int, slot: Departure, took: Decimal
    ) -> None:
        """The model of a new booking ``ref``: nothing owed, its seats, price and slot, what its
        tenders ``took``."""
        self.owed[ref] = ZERO
        self.seats[ref] = seats
        self.prices[ref] = price
        self.slots[ref] = slot
        self.given[ref] = ZERO
        self.took[ref] = took

    @precondition(lambda self: any(n > 0 for n in self.seats.values()))
    @rule(pick=PICKS, whole=st.booleans())
    def cancel(self, pick: int, whole: bool) -> None:
        """Cancel a booking, whole or one seat of it: the customer is owed the rule's refund."""
        ref = chosen(sorted(r for r, n in self.seats.items() if n > 0), pick)
        status = self.loop.run_until_complete(self.aftersale.look_up(ref))
        assert status is not None
        choice = whole_booking(status)
        assert choice is not None
        if not whole and choice.seats > 1:
            choice = replace(choice, seats=1, whole=False)
        [quoted] = self.loop.run_until_complete(self.aftersale.quote([choice]))
        assert quoted.customer is not None
        agent = agent_of(self.loop.run_until_complete(self.client.wallet_balance()))
        self.loop.run_until_complete(self.aftersale.confirm(choice, agent))
        refund = money(sum((amount for _, amount in quoted.customer.by), ZERO))
        self.owed[ref] += refund
        self.given[ref] += refund
        self.seats[ref] -= choice.seats

    @precondition(lambda self: bool(self.journal.till.refunds_owed(COUNTER)))
    @rule(pick=PICKS, tender=PICKS, half=st.booleans())
    def pay_refund(self, pick: int, tender: int, half: bool) -> None:
        """Give back half or all of one tender's share of a refund owed."""
        owing = chosen(self.journal.till.refunds_owed(COUNTER), pick)
        kind, most = chosen(list(owing.due.by), tender)
        amount = money(most // 2 or most) if half else money(most)
        references = {} if kind is CASH else {kind: f"REFUND{self.sales:06d}"}
        given = self.loop.run_until_complete(
            self.aftersale.pay(owing.request_id, {kind: amount}, references, address=ADDRESS)
        )
        if isinstance(given, Refused) and given.blocked is Blocked.ABOVE_PAID:
            # A rescheduled booking's refund is owed by the tender that paid the difference,
            # beyond what it took (the carried credit is no tender): the till refuses it. Nothing
            # moves, and the books must still agree (the refunds, left as they are).
            self.refused_above_paid += 1
            return
        assert not isinstance(given, Refused), given
        for payment in given:
            self.owed[payment.booking_ref] -= payment.amount
            self.took[payment.booking_ref] -= payment.amount
            if payment.mode is CASH:
                self.cash -= payment.amount + payment.round_off

    @precondition(lambda self: any(n == 2 for n in self.seats.values()))
    @rule(pick=PICKS, how=st.sampled_from(["cash", "upi"]))
    def reschedule(self, pick: int, how: str) -> None:
        """Move a weekday booking of two seats to the weekend, the difference paid ``how``."""
        ref = chosen(sorted(r for r, n in self.seats.items() if n == 2), pick)
        status = self.loop.run_until_complete(self.client.booking_status(ref, Module.ACTIVITY))
        given = given_booking(self.journal, status.data)
        slot = self._slot(WEEKEND, 2)
        if slot is None:
            return
        checkout = checkout_at(self.clerk, self.client, WEEKEND, self.clerk.terms, slot)
        exchange = Exchange(ExchangeKind.RESCHEDULE, given, checkout)
        quote = self.loop.run_until_complete(exchange.quote())
        if quote.difference <= 0:
            return  # a weekend booking moved to the weekend: nothing to pay, left alone
        self.sales += 1
        payment = paid(how, quote.difference, self.sales)
        assert exchange.pay(payment, address=ADDRESS) == {}
        try:
            result = self.loop.run_until_complete(exchange.confirm())
        except InsufficientFundsError:
            return
        assert result is not None and result.done
        self.cash += payment.total_by(CASH)
        self.seats[ref] = 0
        slot_id = activity_choice(self.sandbox, SCUBA, slot, WEEKEND).ids["slot_id"]
        new = Departure(Module.ACTIVITY, slot_id, WEEKEND)
        self.sold(result.booking_ref, quote.new.price, 2, new, quote.difference)

    @precondition(lambda self: any(n > 0 for n in self.seats.values()))
    @rule(pick=PICKS, after_part=st.booleans())
    def operator_cancels(self, pick: int, after_part: bool) -> None:
        """The operator cancels the slot of a booking still held (``after_part``: one the
        customer part-cancelled, when there is one); the watcher finds each booking it voided.
        Each customer is owed what they paid for the seats still held (the service charge
        too), never more than all paid less what their own cancellations gave back, and by
        the tenders no more than they can still give back."""
        held = sorted(r for r, n in self.seats.items() if n > 0)
        part = [r for r in held if len(self.prices[r].seats) > self.seats[r]]
        ref = chosen(part if after_part and part else held, pick)
        slot = self.slots[ref]
        voided = cancel_departure(self.sandbox.context.db, slot, self.sandbox.context.now())
        watcher = Watcher(
            self.client.booking_status,
            self.journal,
            Pace(gap=dt.timedelta(0)),
            wallet=self.client.wallet_balance,
            refund_service_charge=True,
            now=self.journal.now,
        )
        for booking in voided:
            found = booking.booking_ref
            assert self.seats[found] > 0, found  # only bookings still held are voided
            status = self.loop.run_until_complete(
                self.client.booking_status(found, Module.ACTIVITY)
            )
            kind = self.loop.run_until_complete(watcher.seen(found, status.data))
            assert kind is DisruptionKind.CANCELLED, found
            price = self.prices[found]
            rule_amount = min(seats_paid(price, self.seats[found]), price.total - self.given[found])
            self.owed[found] += money(min(max(rule_amount, ZERO), self.took[found]))
            self.seats[found] = 0
            self.operator_cancelled += 1

    @precondition(lambda self: self.journal.till.open_shift_of(COUNTER) is not None)
    @rule(off=st.sampled_from(["0", "-10", "5"]), banked=st.sampled_from(["0", "half"]))
    def close_and_open(self, off: str, banked: str) -> None:
        """Close the shift with the drawer counted (over, short or right), some cash banked,
        then open the next with a float paid in or out."""
        shift = self.journal.till.open_shift_of(COUNTER)
        assert shift is not None
        counted = money(max(self.cash + Decimal(off), ZERO))
        taken = money((counted / 2).quantize(Decimal(1))) if banked == "half" else ZERO
        z_report(
            self.journal.till,
            shift.shift_id,
            DrawerCount.of({}, counted),
            closed_by=CLERK,
            reason="counted by the machine",
            banked=taken,
        )
        self.cash = money(counted - taken)
        opening = money(self.cash + 100)
        self.journal.till.open_shift(COUNTER, CLERK, opening)
        self.cash = opening

    # --- what the books must say after every step ---------------------------------------------

    @invariant()
    def books_hold(self) -> None:
        """Every entry balances; rebuilt from the events, the books are the kept ones."""
        assert self.books.unbalanced() == []
        assert self.books.differences() == []
        assert sum(self.books.balances().values(), ZERO) == ZERO

    @invariant()
    def drawer_is_the_cash(self) -> None:
        """The drawer by the books is the cash the model handed over and took."""
        assert self.books.drawer() == self.cash

    @invariant()
    def customers_are_owed_what_the_model_says(self) -> None:
        """Each customer's account is what the model owes them, and what the till's services
        (Lookup's owed amount, the header's notice) say."""
        for ref, owed in self.owed.items():
            assert self.books.owed_to(ref) == owed, ref
            assert self.journal.till.owed_on(ref) == owed, ref

    @invariant()
    def output_gst_is_the_returns_net(self) -> None:
        """Output GST by head in the books is GSTR-1's net of the invoices and credit notes
        issued, and a registered agency's service charge their taxable value net."""
        tables = gstr1_tables(self.journal.tax.documents(dt.date.min, dt.date.max))
        rows = (*tables.hsn_b2c, *tables.hsn_b2b)
        net = {
            "cgst": sum((row.cgst for row in rows), ZERO),
            "sgst": sum((row.sgst for row in rows), ZERO),
            "igst": sum((row.igst for row in rows), ZERO),
        }
        books = {head: -self.books.balance(gst_account(head)) for head in GST_HEADS}
        assert books == {**net, "utgst": ZERO}  # Kerala levies SGST
        if self.registered:
            taxable = sum((row.taxable for row in rows), ZERO)
            assert -self.books.balance(SERVICE_CHARGE) == taxable

    @invariant()
    def wallet_moves_as_the_sandbox(self) -> None:
        """The wallet's cash and credit used in the books moved exactly as the service's."""
        cash, used = self.loop.run_until_complete(self._wallet())
        start_cash, start_used = self.wallet_at_start
        assert self.books.balance(WALLET_CASH) == money(cash - start_cash)
        assert -self.books.balance(WALLET_CREDIT) == money(used - start_used)
