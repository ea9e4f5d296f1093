"""Each Tally ledger adds up to its account of the books, every ledger of the export: a
registered agency's journal of every kind of money event (written by commit 031aec36: sales
under the agent's scheme with their invoices, a credit note, an exchange, a bank's statement
and a payment app's payout) with a tour operator's sale, cancelled and refunded with its credit
note, an agent's sale at a discount and an unregistered module's sale, exported for the year
and read back from the XML."""

from __future__ import annotations

import datetime as dt
import shutil
from collections import Counter
from dataclasses import fields
from decimal import Decimal
from pathlib import Path

from app.books.reader import BooksReader
from app.domain.gst import Buyer, Scheme, TallyLedgers, TaxBasis
from app.domain.modules import Module
from app.domain.money import ZERO
from app.domain.payment import Payment
from app.domain.postings import SERVICE_CHARGE
from app.domain.tenders import CASH
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.book_vouchers import BOOKS_LEDGERS, WITHIN_ACCOUNTS, ledger_of
from app.journal.gst_export import export_period
from app.journal.store import DATABASE_NAME
from app.records.refunds import RefundDue, RefundPart
from tests.books.test_books import BASIS, CHARGED
from tests.books.test_tally_books import vouchers
from tests.journal.entries import (
    SALE_TIME,
    Clock,
    boat_request,
    booking_result,
    cancel_request,
    cancel_result,
)
from tests.journal.till_sales import PRICE, send, till_sale

D = Decimal
DATA = Path(__file__).parent / "data"
# Ledger names of an accountant's own, so that a default name cannot pass for one set.
LEDGERS = TallyLedgers(
    service_charge="Service charges PB1", package="Tour packages PB1", cash="Cash PB1"
)
TOUR_OPERATOR = TaxBasis(Scheme.TOUR_OPERATOR, D(5), "998555", "32", "32", Buyer("Ravi Kumar"))
# Two boat seats 50.00 a seat below their fares: the agent's discount.
DISCOUNTED = customer_price(
    Module.BOAT,
    [SeatFare(D("1850.00"), D("150.00"))] * 2,
    D(5),
    TillRules({Module.BOAT: Markup(per_seat=D("-50.00"))}),
)
NOT_REGISTERED = TaxBasis(Scheme.UNREGISTERED, D(0), "", "32", "32", Buyer("Mini Joseph"))


def tour_operators_sale(journal: Journal, shift_id: int) -> None:
    """A tour operator's sale of ``CHARGED`` (its 100.00 a seat markup within the package) in
    cash, cancelled and all but 100.00 given back in cash: its credit note gives back the
    package and its GST."""
    paid = Payment((CASH.paid(CHARGED.total, tendered=CHARGED.total),))
    send(
        journal, "t-1", till_sale(shift_id=shift_id, payment=paid, price=CHARGED, tax=TOUR_OPERATOR)
    )
    journal.booked("t-1", booking_result(boat_request("t-1"), "TOUR1", cash=4185.0))
    back = CHARGED.total - 100
    journal.add_cancel(
        cancel_request("tc-1", "TOUR1"),
        agent=None,
        due=RefundDue("TOUR1", "Ravi Kumar", ((CASH, back),)),
    )
    journal.cancelled("tc-1", cancel_result(4185.0))
    journal.till.pay_refund(
        "tc-1",
        booking_ref="TOUR1",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift_id,
        rule_amount=back,
        parts=(RefundPart(CASH, back),),
        owed={},
    )


def test_every_tally_ledger_adds_up_to_its_account_of_the_books(tmp_path: Path) -> None:
    shutil.copy(DATA / "031aec36.sqlite3", tmp_path / DATABASE_NAME)
    with Journal(tmp_path, now=Clock(SALE_TIME + dt.timedelta(hours=2))) as journal:
        shift = journal.till.open_shift_of("PB1")
        assert shift is not None
        tour_operators_sale(journal, shift.shift_id)
        paid = Payment((CASH.paid(PRICE.total, tendered=PRICE.total),))
        send(journal, "s-9", till_sale(shift_id=shift.shift_id, payment=paid, tax=NOT_REGISTERED))
        journal.booked("s-9", booking_result(boat_request("s-9"), "REF9", cash=3700.0))
        paid = Payment((CASH.paid(DISCOUNTED.total, tendered=DISCOUNTED.total),))
        sale = till_sale(shift_id=shift.shift_id, payment=paid, price=DISCOUNTED, tax=BASIS)
        send(journal, "s-10", sale)
        journal.booked("s-10", booking_result(boat_request("s-10"), "REF10", cash=3700.0))
        books = BooksReader(journal._conn)
        assert books.unbalanced() == []
        assert books.differences() == []
        balances = books.balances()
    files = export_period(
        tmp_path / DATABASE_NAME,
        tmp_path / "out",
        dt.date(2026, 1, 1),
        dt.date(2026, 12, 31),
        LEDGERS,
    )
    (tally,) = [name for name in files.names if name.startswith("tally_")]
    read = vouchers(tmp_path / "out" / tally)
    kinds = Counter(kind for kind, _number, _entries in read)
    assert {"Sales", "Credit Note", "Receipt", "Payment", "Contra", "Journal"} <= set(kinds)

    # Each ledger's total in Tally (a debit negative, as Tally writes it).
    totals: dict[str, Decimal] = {}
    for _kind, _number, entries in read:
        for ledger, amount in entries:
            totals[ledger] = totals.get(ledger, ZERO) + amount
    # A ledger the books keep within an account (``WITHIN_ACCOUNTS``) is added to that
    # account's ledger; every other ledger is the ledger of the accounts it carries.
    within = {getattr(LEDGERS, name): account for name, account in WITHIN_ACCOUNTS.items()}
    carried: dict[str, Decimal] = {}
    for ledger, total in totals.items():
        own = ledger_of(within[ledger], LEDGERS) if ledger in within else ledger
        carried[own] = carried.get(own, ZERO) + total
    expected: dict[str, Decimal] = {}
    for account, balance in balances.items():
        ledger = ledger_of(account, LEDGERS)
        expected[ledger] = expected.get(ledger, ZERO) - balance
    assert {ledger: amount for ledger, amount in carried.items() if amount} == {
        ledger: amount for ledger, amount in expected.items() if amount
    }
    # The service charges' ledger and the discount's are the books' service charge (the
    # agent's two invoices' 169.49 less the credit note's 84.74, the 200.00 an unregistered
    # sale charged, less the agent's 100.00 discount); the tour operator's markup is within
    # its package: the package's taxable value invoiced less that credited, of the 100.00 kept
    # with its 5 %.
    assert totals[LEDGERS.service_charge] == D("454.24")
    assert totals[LEDGERS.discount] == D("-100.00")
    assert -balances[SERVICE_CHARGE] == D("354.24")
    assert totals[LEDGERS.package] == D("95.23")


def test_every_ledger_of_settings_carries_one_account_of_the_books() -> None:
    """Each ``TallyLedgers`` field is declared once: the ledger of an account, or a ledger the
    books keep within one."""
    declared = [*BOOKS_LEDGERS.values(), *WITHIN_ACCOUNTS]
    assert sorted(declared) == sorted(field.name for field in fields(TallyLedgers))
