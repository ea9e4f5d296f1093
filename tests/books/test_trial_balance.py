"""The month's trial balance of a counter's books equals the Tally export's ledgers for that
month: a registered agency's December of every kind of money event (031aec36's journal with a
tour operator's sale cancelled and refunded, an unregistered module's sale and a discounted
one, ``month_of_every_kind``), then a January sale; each Tally ledger's movement of each month
is the trial balance's of its accounts, its debits equal its credits in each pair of columns,
and January opens where December closed."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

from app.books.reader import BooksReader
from app.books.trial_balance import (
    CHARGES,
    OTHER,
    REVENUE,
    Moved,
    TrialBalance,
    counter_trial_balance,
    month_of,
    trial_balance,
)
from app.domain.accounts import CHART, CUSTOMER, DRAWER, SERVICE_CHARGE
from app.domain.money import ZERO
from app.domain.payment import Payment
from app.domain.tenders import CASH
from app.journal import Journal
from tests.books.test_books import BASIS
from tests.books.test_tally_ledgers import month_of_every_kind, tally_and_books
from tests.journal.entries import SALE_TIME, Clock, boat_request, booking_result
from tests.journal.till_sales import PRICE, send, till_sale

D = Decimal
DECEMBER = dt.date(2026, 12, 1)
JANUARY = dt.date(2027, 1, 1)


def _movements(balance: TrialBalance) -> dict[str, Decimal]:
    """Each line's debits less credits of the month, none nil (the customers' control line
    as the customers' accounts, which Tally keeps on one party ledger)."""
    return {
        (CUSTOMER.name if line.account == CUSTOMER.prefix else line.account): money
        for line in balance.lines
        if (money := line.debits - line.credits)
    }


def _january_sale(folder: Path) -> None:
    """A registered sale of ``PRICE`` for cash on 5 January."""
    with Journal(folder, now=Clock(SALE_TIME + dt.timedelta(days=35))) as journal:
        shift = journal.till.open_shift_of("PB1")
        assert shift is not None
        paid = Payment((CASH.paid(PRICE.total, tendered=PRICE.total),))
        send(journal, "s-11", till_sale(shift_id=shift.shift_id, payment=paid, tax=BASIS))
        journal.booked("s-11", booking_result(boat_request("s-11"), "REF11", cash=3700.0))


def test_each_month_s_trial_balance_equals_its_tally_ledgers(tmp_path: Path) -> None:
    balances = month_of_every_kind(tmp_path)
    _january_sale(tmp_path)
    with Journal(tmp_path, now=Clock(SALE_TIME + dt.timedelta(days=40))) as journal:
        december = counter_trial_balance(journal._conn, "PB1", DECEMBER)
        january = counter_trial_balance(journal._conn, "PB1", JANUARY)
        now = BooksReader(journal._conn).balances()
    assert (december.first, december.last) == month_of(dt.date(2026, 12, 17))
    assert (january.first, january.last) == (JANUARY, dt.date(2027, 1, 31))
    # December holds every entry but January's sale: its closing balances are the books'
    # before the sale, each account's (the customers' added up).
    assert all(line.opening == ZERO for line in december.lines)
    closing = {line.account: line.closing for line in december.lines if line.closing}
    customers = sum((b for a, b in balances.items() if CUSTOMER.holds(a)), ZERO)
    assert closing == {
        **{a: b for a, b in balances.items() if not CUSTOMER.holds(a)},
        **({CUSTOMER.prefix: customers} if customers else {}),
    }
    # Each Tally ledger of each month moves as the trial balance's accounts on it.
    carried, expected, _totals = tally_and_books(
        tmp_path, december.first, december.last, _movements(december)
    )
    assert carried == expected
    assert len(expected) > 15
    carried, expected, _totals = tally_and_books(
        tmp_path, january.first, january.last, _movements(january), frozenset({"Sales"})
    )
    assert carried == expected
    # January opens where December closed, and closes on the books as they are now.
    assert {line.account: line.opening for line in january.lines if line.opening} == closing
    assert {line.account: line.closing for line in january.lines if line.closing} == {
        a: b for a, b in now.items() if not CUSTOMER.holds(a)
    } | {CUSTOMER.prefix: sum((b for a, b in now.items() if CUSTOMER.holds(a)), ZERO)}
    assert january.movement(DRAWER) == PRICE.total
    for month in (december, january):
        totals = month.totals
        assert totals.agrees
        assert totals.debits > 0
    # The month's result: the revenue accounts' credits less debits, the charges' and the rest.
    result = december.result
    assert [line.account for line in result.revenue] == list(REVENUE)
    assert [line.account for line in result.charges] == list(CHARGES)
    assert [line.account for line in result.other] == list(OTHER)
    assert result.revenue_total == -sum((december.movement(a) for a in REVENUE), ZERO)
    assert result.revenue[0].amount == -december.movement(SERVICE_CHARGE) == D("354.24")
    assert result.net == -sum((december.movement(a) for a in (*REVENUE, *CHARGES, *OTHER)), ZERO)
    assert result.charges_total < 0


def test_lines_in_the_chart_s_order_with_one_control_line_for_the_customers() -> None:
    sums = {
        "revenue:agency_fee": Moved(D("0"), D("0"), D("100.00")),
        "customer:B": Moved(D("-50.00"), D("50.00"), D("0")),
        "customer:A": Moved(D("0"), D("300.00"), D("300.00")),
        "customer:C": Moved(),
        "drawer": Moved(D("50.00"), D("400.00"), D("0")),
        "wallet:cash": Moved(D("0"), D("0"), D("300.00")),
        "gst:sgst": Moved(D("0"), D("0"), D("50.00")),
    }
    balance = trial_balance("PB1", DECEMBER, dt.date(2026, 12, 31), sums)
    names = [entry.name for entry in CHART]
    assert [line.account for line in balance.lines] == [
        "drawer",
        "customer:",
        "wallet:cash",
        "revenue:agency_fee",
        "gst:sgst",
    ]
    assert names.index("customer:<ref>") < names.index("wallet:cash")
    (control,) = [line for line in balance.lines if line.account == "customer:"]
    assert (control.opening, control.debits, control.credits) == (D("-50.00"), D("350"), D("300"))
    assert control.members == 2
    assert balance.totals.agrees
    assert balance.totals.opening_debit == D("50.00")
