"""Makes ``031aec36.sqlite3``: a journal whose every kind of money event was written, and its
entry posted, by the code of commit 031aec36 (the last whose posting rules were one if/elif).
Kept to remake it: from a checkout of that commit (``git archive 031aec36 | tar -x -C DIR``)
with this script copied in, ``PYTHONPATH=. python tests/books/data/every_kind.py FOLDER``.
``tests/books/test_books_of_031aec36.py`` rebuilds its books by today's rules, entry for entry.

The days, at PB1, through the journal's own writes and the bank's imports (the tests' helpers
of that commit): ``a_day`` (a float paid in from the bank; a sale in cash with change and one
over UPI and card with its invoice; a cancellation owed in cash, part of it given; the close
short, with cash banked); the next shift's float less than the drawer held (a pay-out); a
registered agency's sale over UPI cancelled and refunded by UPI, whose refund issues a credit
note; a reschedule whose new sale carries the old booking's credit, and its cancellation; sales
over UPI settled by PhonePe Business and over UPI and bank transfer paid direct. HDFC's
statement then proves the direct payments and the UPI refund, takes one UPI payment back (a
chargeback), charges a fee and the GST on it, pays out PhonePe's settlement short by a fee,
and holds lines no rule accounts for, which a supervisor books: the rent (undone and booked
again), a top-up of the wallet, the interest and the opening balance.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
import sys
import tempfile
from contextlib import closing
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from app.bank.reading import read_statement
from app.domain.payment import Payment
from app.domain.postings import BANK_INTEREST, CAPITAL, OFFICE_EXPENSES, WALLET_CASH
from app.domain.tenders import BANK, CASH, UPI
from app.journal import Journal
from app.journal.exchanges import ExchangeKind, ExchangePlan
from app.records.refunds import RefundDue, RefundPart
from tests.bank.statements import Transfer, payouts, phonepe_gst, write
from tests.books.test_books import BASIS, CHARGED, a_day
from tests.journal.entries import (
    SALE_TIME,
    Clock,
    boat_request,
    booking_result,
    cancel_request,
    cancel_result,
)
from tests.journal.till_sales import PRICE, sell, send, till_sale

CLERK = "Leela Menon"
DAY = SALE_TIME.date()
D = Decimal
# a_day's UPI payment; the registered sale's and its refund's; two sales PhonePe settles; a
# direct UPI sale the bank takes back; a direct bank transfer's UTR.
A_DAY_UPI, REGISTERED, REFUNDED = "412345678901", "412345678903", "412345678904"
SETTLED = ("412300000401", "412300000402")
CHARGED_BACK, UTR = "412300000101", "SBIN526100012345"
FEE, CHARGE, CHARGE_GST = D("7.40"), D("17.70"), D("3.19")
RENT, TOP_UP, INTEREST = D("25000.00"), D("5000.00"), D("312.00")
# What the registered sale's customer is given back: all but 100.00 of it.
BACK = CHARGED.total - 100


def at(minutes: int) -> dt.time:
    """The sales' hour, ``minutes`` on."""
    return (SALE_TIME + dt.timedelta(minutes=minutes)).time().replace(tzinfo=None)


def registered_refund(journal: Journal, shift_id: int) -> None:
    """The registered agency's sale of ``CHARGED`` over UPI, cancelled with all but 100.00 of
    it given back by UPI: the refund issues the credit note."""
    paid = Payment((UPI.paid(CHARGED.total, REGISTERED),))
    send(journal, "s-3", till_sale(shift_id=shift_id, payment=paid, price=CHARGED, tax=BASIS))
    journal.booked("s-3", booking_result(boat_request("s-3"), "REF3", cash=4185.0))
    journal.add_cancel(
        cancel_request("c-3", "REF3"),
        agent=None,
        due=RefundDue("REF3", "Asha Nair", ((UPI, BACK),)),
    )
    journal.cancelled("c-3", cancel_result(4185.0))
    journal.till.pay_refund(
        "c-3",
        booking_ref="REF3",
        counter="PB1",
        clerk=CLERK,
        shift_id=shift_id,
        rule_amount=BACK,
        parts=(RefundPart(UPI, BACK, REFUNDED),),
        owed={},
    )


def reschedule(journal: Journal, shift_id: int) -> None:
    """REF4 sold in cash, rescheduled to a dearer trip: its price carried to the new sale as
    credit, the difference paid in cash, and its cancellation owing the credit it carried."""
    sell(journal, "s-4", till_sale(shift_id=shift_id), "REF4")
    journal.exchanges.plan(
        ExchangePlan(
            "s-5",
            ExchangeKind.RESCHEDULE,
            "REF4",
            "c-5",
            PRICE.total,
            CASH,
            "PB1",
            journal.now(),
            None,
        )
    )
    difference = CHARGED.total - PRICE.total
    cash = Payment((CASH.paid(difference, tendered=difference),))
    send(journal, "s-5", till_sale(shift_id=shift_id, payment=cash, price=CHARGED))
    journal.booked("s-5", booking_result(boat_request("s-5"), "REF5"))
    journal.add_cancel(
        cancel_request("c-5", "REF4"),
        agent=None,
        due=RefundDue("REF4", "Asha Nair", ((CASH, PRICE.total),)),
    )
    journal.cancelled("c-5", cancel_result(4185.0))


def direct_sales(journal: Journal) -> None:
    """Sales of ``PRICE`` paid whole: two by UPI that PhonePe settles, one by UPI paid direct
    (to be charged back), one by bank transfer."""
    for number, reference in enumerate((*SETTLED, CHARGED_BACK)):
        payment = Payment((UPI.paid(PRICE.total, reference),))
        sell(journal, f"u-{number}", till_sale("PB1", payment=payment))
    sell(journal, "b-1", till_sale("PB1", payment=Payment((BANK.paid(PRICE.total, UTR),))))


def settlement() -> list[Transfer]:
    """PhonePe Business's report of the two UPI sales it settles, its fee on each."""
    return [Transfer(DAY, at(10 + n), PRICE.total, ref, fee=FEE) for n, ref in enumerate(SETTLED)]


def statement() -> list[Transfer]:
    """HDFC's lines of the sales' day and the three after."""
    later = [DAY + dt.timedelta(days=n) for n in range(4)]
    (promised,) = payouts("PhonePe Business settlement", settlement())
    short = replace(promised, amount=promised.amount - FEE - phonepe_gst(FEE))
    return [
        Transfer(DAY, at(1), D("2000.00"), A_DAY_UPI),
        Transfer(DAY, at(2), CHARGED.total, REGISTERED),
        Transfer(DAY, at(3), -BACK, REFUNDED),
        Transfer(DAY, at(4), PRICE.total, CHARGED_BACK),
        Transfer(DAY, at(5), PRICE.total, UTR, payer="ANIL JOSE", rail="NEFT"),
        Transfer(DAY, dt.time(23, 59), -CHARGE, "", rail="CHG", narration="CHRGS FOR NEFT 261201"),
        Transfer(DAY, dt.time(23, 59), -CHARGE_GST, "", rail="CHG", narration="GST ON CHARGES"),
        short,
        Transfer(
            later[1],
            dt.time(11),
            -RENT,
            "SBIN526336012345",
            rail="NEFT",
            narration="TO TRANSFER-NEFT*SBIN0000123*SBIN526336012345*R PILLAI OFFICE RENT DEC--",
        ),
        Transfer(
            later[1], dt.time(12), -TOP_UP, "", rail="NEFT", narration="PARTNER WALLET TOP UP"
        ),
        Transfer(later[2], dt.time(23, 59), INTEREST, "", rail="INT", narration="CREDIT INTEREST"),
        Transfer(later[3], dt.time(9), -PRICE.total, CHARGED_BACK),
    ]


def imported(journal: Journal, folder: Path) -> None:
    """PhonePe's report and HDFC's statement imported, the payouts and charges posted (the
    agency's scheme allows input credit), and the lines left over booked by a supervisor."""
    folder.mkdir()
    for layout, transfers in (
        ("PhonePe Business settlement", settlement()),
        ("HDFC Bank", statement()),
    ):
        path, _line = write(layout, folder, transfers)
        journal.bank.import_statement(read_statement(path), path.name)
    journal.bank.book_payouts(True)
    journal.bank.book_charges(True)

    def line(words: str) -> object:
        (found,) = [
            line
            for line in journal.bank.left_over()
            if (words in line.narration) or (words == "opening" and line.opening)
        ]
        return found

    decision = journal.till.decide("Meera Iyer", "Book a statement's line", "the month's books")
    rent = journal.bank.book_line(line("RENT"), OFFICE_EXPENSES, "Office rent", decision)
    journal.bank.undo_booking(rent, decision)
    journal.bank.book_line(line("RENT"), OFFICE_EXPENSES, "Office rent for December", decision)
    journal.bank.book_line(line("WALLET"), WALLET_CASH, "The wallet topped up", decision)
    journal.bank.book_line(line("INTEREST"), BANK_INTEREST, "Interest credited", decision)
    journal.bank.book_line(line("opening"), CAPITAL, "The account's opening balance", decision)


def days(folder: Path) -> None:
    """Write the days' journal in ``folder / "journal"``."""
    with Journal(folder / "journal", now=Clock()) as journal:
        a_day(journal)
        # The drawer holds 3,675.00: the next float, 3,000.00, pays the rest out to the bank.
        shift = journal.till.open_shift("PB1", CLERK, D("3000.00"))
        registered_refund(journal, shift.shift_id)
        reschedule(journal, shift.shift_id)
        direct_sales(journal)
        imported(journal, folder / "statements")


if __name__ == "__main__":
    out = Path(sys.argv[1])
    with tempfile.TemporaryDirectory() as scratch:
        days(Path(scratch))
        # The journal's file with what its write-ahead log holds, compacted in small pages.
        with (
            closing(sqlite3.connect(Path(scratch) / "journal" / "journal.db")) as made,
            closing(sqlite3.connect(out / "031aec36.sqlite3")) as kept,
        ):
            made.backup(kept)
            kept.execute("PRAGMA journal_mode = DELETE")
            kept.execute("PRAGMA page_size = 512")
            kept.execute("VACUUM")
