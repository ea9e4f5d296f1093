"""A month of sales made through the sandbox at one counter, each paid by UPI or bank transfer
with the reference the customer read out, and the statements that prove them: the bank's and
two UPI settlement reports, with three planted fakes, a refund paid back by UPI and one by bank
transfer, a credit whose reference the clerk typed wrong, and credits that are no sale's."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from app.bank.proofs import Imported
from app.bank.reading import read_statement
from app.booking import BookingFlow, CancelChoice, settle
from app.booking.aftersale import AfterSale, AfterSaleContext, RefundAsks, Refused
from app.booking.till import customer_price_of
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.payment import Payment
from app.domain.tenders import BANK, UPI, TenderKind
from app.domain.till import DrawerCount, TillRules
from app.journal import Journal
from app.journal.till import Shift, TillSale
from app.sandbox import EmbeddedSandbox
from tests.bank.statements import Transfer, payouts, write
from tests.booking.refunds import Supervisor
from tests.booking.sales import activity_choice, with_customer
from tests.service import client_for

COUNTER = "PB1"
CLERK = "Leela Menon"
MONTH = dt.date(2026, 4, 1)
DAYS = 30
# Activities sold in turn (the sell-out product, 3, left aside).
ACTIVITIES = (1, 2, 4, 5, 6, 7, 8)
# The fakes: a reference that never arrived, one that arrived for less, one reused from
# another day (its credit is on day 5, matching no sale).
NEVER, LESS, REUSED = "999000000012", "999000000018", "999000000024"
FAKE_DAYS = {NEVER: 12, LESS: 18, REUSED: 24}
# The day-7 UPI sale's reference as the clerk typed it; the bank's row carries the true one.
MISTYPED = "412000000799"
# The refunds paid at the till, by the after-sale path, and the references typed for them: the
# day-20 UPI sale's by UPI, the day-10 bank transfer's by bank transfer (NEFT).
REFUND_REFERENCE = "888000000020"
BANK_REFUND_REFERENCE = "SBINN52026041099999"


class Clock:
    """The journal's clock, set by the test to each sale's moment."""

    def __init__(self) -> None:
        self.moment = dt.datetime.combine(MONTH, dt.time(9), SERVICE_TZ)

    def __call__(self) -> dt.datetime:
        return self.moment


@dataclass(frozen=True, slots=True)
class Sold:
    """A sale of the month: its request, tender, amount, reference and moment."""

    request_id: str
    booking_ref: str
    kind: TenderKind
    amount: Decimal
    reference: str
    at: dt.datetime
    shift_id: int

    @property
    def key(self) -> str:
        """The journal's name of its one tender."""
        return f"sale:{self.request_id}:0"


@dataclass(frozen=True, slots=True)
class Refunded:
    """A refund paid at the till: the journal's name of its payment, its tender, amount, the
    reference typed for it and its day."""

    key: str
    kind: TenderKind
    amount: Decimal
    reference: str
    day: dt.date


@dataclass(slots=True)
class Month:
    """The journal folder of the month and what was sold and refunded in it."""

    folder: Path
    sold: list[Sold] = field(default_factory=list)
    refunds: list[Refunded] = field(default_factory=list)

    def genuine(self) -> list[Sold]:
        """The sales whose money arrived as told."""
        return [s for s in self.sold if s.reference not in FAKE_DAYS]

    def fake(self, reference: str) -> Sold:
        """The planted fake carrying ``reference``."""
        return next(s for s in self.sold if s.reference == reference)


def _reference(kind: TenderKind, day: int, n: int) -> str:
    if kind is UPI:
        return f"41{day:02d}{n:02d}{day * 7919 + n:06d}"[:12]
    if day % 2:
        return f"61{day:02d}{n:02d}{day * 104729 + n:06d}"[:12]  # IMPS: 12 digits
    return f"SBINN5202604{day:02d}{n:04d}"  # NEFT: a 20-character UTR


async def _sell(sandbox: EmbeddedSandbox, journal: Journal, clock: Clock, month: Month) -> None:
    rules = TillRules()
    count = 0
    async with client_for(sandbox, sandbox.demo_key) as client:
        for day in range(1, DAYS + 1):
            on = MONTH + dt.timedelta(days=day - 1)
            clock.moment = dt.datetime.combine(on, dt.time(9), SERVICE_TZ)
            shift = journal.till.open_shift(COUNTER, CLERK, Decimal(0))
            plan: list[tuple[int, TenderKind, str]] = [
                (10, UPI, _reference(UPI, day, 1)),
                (15, BANK, _reference(BANK, day, 2)),
            ]
            plan += [(13, UPI, ref) for ref, fake_day in FAKE_DAYS.items() if fake_day == day]
            if day == 7:
                plan[0] = (10, UPI, MISTYPED)
            for hour, kind, reference in plan:
                clock.moment = dt.datetime.combine(on, dt.time(hour, day), SERVICE_TZ)
                choice = activity_choice(sandbox, ACTIVITIES[count % len(ACTIVITIES)])
                count += 1
                flow = with_customer(BookingFlow(choice, today=sandbox.context.today))
                flow.set_qty(1)
                price = customer_price_of(choice, flow.review().breakdown, rules)
                payment = Payment((kind.paid(price.total, reference),))
                sale = TillSale(
                    counter=COUNTER,
                    clerk=CLERK,
                    shift_id=shift.shift_id,
                    price=price,
                    payment=payment,
                    trip=choice.product,
                    departs="09:00",
                    terms="Full refund 48 h or more before.",
                )
                outcome = await settle(client, journal, flow, sale=sale)
                request_id = outcome.result.request_id or ""
                month.sold.append(
                    Sold(
                        request_id,
                        outcome.result.booking_ref,
                        kind,
                        price.total,
                        reference,
                        clock.moment,
                        shift.shift_id,
                    )
                )
            if day == 10:
                sold = month.sold[-1]  # the day's bank transfer
                await _refund(client, journal, clock, month, sold, BANK_REFUND_REFERENCE)
            if day == 20:
                sold = month.sold[-2]  # the day's UPI sale
                await _refund(client, journal, clock, month, sold, REFUND_REFERENCE)
            if day < DAYS:
                clock.moment = dt.datetime.combine(on, dt.time(19), SERVICE_TZ)
                journal.till.close_shift(shift.shift_id, DrawerCount.of({}), {}, closed_by=CLERK)


async def _refund(
    client: object, journal: Journal, clock: Clock, month: Month, sold: Sold, reference: str
) -> None:
    """``sold`` cancelled through the sandbox and half of it refunded in its own tender at the
    till, by the path the counter's screens take (``AfterSale``: quoted, confirmed with the
    refund it comes to, then paid with ``reference`` as typed, spaces around it)."""
    from app.api import PartnerClient

    assert isinstance(client, PartnerClient)
    clock.moment = clock.moment.replace(hour=17)

    async def shift() -> Shift | None:
        return journal.till.open_shift_of(COUNTER)

    desk = AfterSaleContext(lambda: client, journal, lambda: COUNTER, lambda: False)
    aftersale = AfterSale(desk, RefundAsks(shift, Supervisor()))
    choice = CancelChoice(sold.booking_ref, Module.ACTIVITY, 1, whole=True)
    await aftersale.quote([choice])
    cancelled = await aftersale.confirm(choice, None)
    amount = Decimal(int(sold.amount // 2))
    paid = await aftersale.pay(
        cancelled.request_id, {sold.kind: amount}, {sold.kind: f" {reference} "}, total=amount
    )
    assert not isinstance(paid, Refused), paid
    (refund,) = paid
    assert (refund.shift_id, refund.reference) == (sold.shift_id, reference)
    key = f"refund:{refund.payment_id}"
    month.refunds.append(Refunded(key, sold.kind, amount, reference, clock.moment.date()))


def sell_month(sandbox: EmbeddedSandbox, folder: Path) -> Month:
    """Sell the month at a counter whose journal is in ``folder``."""
    month = Month(folder)
    clock = Clock()
    with Journal(folder, now=clock) as journal:
        asyncio.run(_sell(sandbox, journal, clock, month))
    return month


# --- the statements -------------------------------------------------------------------------

RENT = Transfer(MONTH + dt.timedelta(days=4), dt.time(12), Decimal("-25000.00"), "", rail="NEFT")
# Two genuine rows alike in all but the balance: two cash deposits of the same day.
DEPOSIT = Transfer(
    MONTH + dt.timedelta(days=2),
    dt.time(11),
    Decimal("2000.00"),
    "CASHDEP00000001",
    "SELF",
    rail="NEFT",
)


def _transfer(sold: Sold, amount: Decimal | None = None, on: dt.date | None = None) -> Transfer:
    rail = "UPI" if sold.kind is UPI else ("IMPS" if sold.reference.isdigit() else "NEFT")
    return Transfer(
        on or sold.at.date(),
        sold.at.time().replace(tzinfo=None),
        sold.amount if amount is None else amount,
        sold.reference,
        rail=rail,
    )


def bank_transfers(month: Month, upto: int = DAYS, since: int = 1) -> list[Transfer]:
    """The bank's rows of days ``since`` to ``upto``: every bank transfer, the UPI credits of
    the first fortnight (paid straight to the account), the fakes as planted, the refunds'
    debits, the rent, the two cash deposits."""
    found: list[Transfer] = [RENT, DEPOSIT, DEPOSIT]
    for sold in month.sold:
        day = sold.at.day
        if sold.reference == NEVER:
            continue
        if sold.reference == LESS:
            found.append(_transfer(sold, (sold.amount / 2).quantize(Decimal("0.01"))))
        elif sold.reference == REUSED:
            found.append(_transfer(sold, on=MONTH + dt.timedelta(days=4)))
        elif sold.reference == MISTYPED:
            true = Transfer(sold.at.date(), dt.time(10), sold.amount, "412000000790")
            found.append(true)
        elif sold.kind is BANK or day <= 15:
            found.append(_transfer(sold))
    for refund in month.refunds:
        rail = "UPI" if refund.kind is UPI else "NEFT"
        found.append(Transfer(refund.day, dt.time(17), -refund.amount, refund.reference, rail=rail))
    kept = [t for t in found if since <= t.on.day <= upto]
    return sorted(kept, key=lambda t: (t.on, t.at))


def settlement_transfers(month: Month, first: int, last: int) -> list[Transfer]:
    """The UPI sales of days ``first`` to ``last`` as a payment app's settlement report
    lists them (the fakes are in the bank's rows)."""
    return [
        _transfer(sold)
        for sold in month.sold
        if sold.kind is UPI
        and first <= sold.at.day <= last
        and sold.reference not in FAKE_DAYS
        and sold.at.day > 15
    ]


# The days each payment app's report settles in the month's tests.
SETTLED = {"PhonePe Business settlement": (16, 23), "YES BANK YesBiz UPI settlement": (24, 30)}


def bank_month(month: Month, upto: int = DAYS) -> list[Transfer]:
    """The bank's rows to day ``upto`` with the payment apps' payouts of the days ``SETTLED``
    credited by then (the whole month: the last payout too, on 1 May): a report's payment is
    proved once its payout is in the bank (issue 94)."""
    last = MONTH + dt.timedelta(days=upto if upto == DAYS else upto - 1)
    credited = [
        payout
        for layout, (first, end) in SETTLED.items()
        for payout in payouts(layout, settlement_transfers(month, first, end))
        if payout.on <= last
    ]
    return sorted([*bank_transfers(month, upto), *credited], key=lambda t: (t.on, t.at))


def in_shift(sold: Sequence[Sold], shift_id: int) -> list[Sold]:
    """The sales of ``shift_id``."""
    return [s for s in sold if s.shift_id == shift_id]


def imported(
    journal: Journal, layout: str, folder: Path, transfers: list[Transfer], bad: bool = False
) -> tuple[Imported, int | None]:
    """``transfers`` written in ``layout`` into ``folder`` and imported; what the import did
    and the line of the malformed row planted (when ``bad``)."""
    path, line = write(layout, folder, transfers, malformed=bad)
    done = journal.bank.import_statement(read_statement(path), path.name)
    return done, line
