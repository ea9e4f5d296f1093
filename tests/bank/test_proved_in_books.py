"""A direct UPI or bank payment the statement proves reaches the bank in the books (issue 82): its
money moves from the tender's clearing into the bank on the row's day, once, as an accountant
books a receipt once the bank has it; a chargeback moves it back by a posting; the TallyPrime
reconciliation then counts the proved credit as reflected in the books."""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.proved import laid
from app.bank.reading import read_statement
from app.bank.reconciliation import BookItem, LeftOver, reconcile
from app.books.reader import BooksReader
from app.counter.services import bank_proving
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.postings import BANK, EventKind, MoneyEvent, post
from app.domain.tenders import BANK as BANK_TRANSFER
from app.domain.tenders import UPI
from app.journal import Journal
from app.journal import bank as journal_bank
from tests.bank.banked import in_the_bank
from tests.bank.statements import OPENING, Transfer, write
from tests.bank.test_aggregators import tally_ledgers
from tests.journal.till_sales import PRICE, confirm_cancellation, give_back, sell, till_sale

DAY = dt.date(2026, 4, 10)
SOLD_AT = dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
RRN, UTR = "412300000101", "SBIN526100012345"
UPI_CLEARING, BANK_CLEARING = "clearing:upi", "clearing:bank"
SBI = "State Bank of India"


def sold(journal: Journal) -> None:
    """Two sales of ``PRICE``: one paid by UPI under ``RRN``, one by NEFT under ``UTR``."""
    sell(journal, "s-1", till_sale("PB1", payment=Payment((UPI.paid(PRICE.total, RRN),))))
    transfer = Payment((BANK_TRANSFER.paid(PRICE.total, UTR),))
    sell(journal, "s-2", till_sale("PB1", payment=transfer))


def credits() -> list[Transfer]:
    """The bank's day: the customer's UPI credit and the NEFT credit of the other sale."""
    neft = Transfer(DAY, dt.time(12, 40), PRICE.total, UTR, payer="ANIL JOSE", rail="NEFT")
    return [Transfer(DAY, dt.time(11, 2), PRICE.total, RRN), neft]


def imported(journal: Journal, folder: Path, transfers: list[Transfer], layout: str = SBI) -> None:
    """``transfers`` written in ``layout``'s export into ``folder`` and imported."""
    folder.mkdir()
    path, _line = write(layout, folder, transfers)
    journal.bank.import_statement(read_statement(path), path.name)


def proved_events(conn: sqlite3.Connection) -> list[str]:
    """The ids of the proofs' money events, in the order they were written."""
    return [
        event
        for (event,) in conn.execute(
            "SELECT event_id FROM money_events WHERE kind = ? ORDER BY seq",
            (EventKind.BANK_PROVED.value,),
        )
    ]


def test_a_proved_upi_and_neft_sale_reach_the_bank_in_the_books(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal)
        books = BooksReader(journal._conn)
        assert (books.balance(UPI_CLEARING), books.balance(BANK_CLEARING)) == (
            PRICE.total,
            PRICE.total,
        )
        assert in_the_bank(books.balances()) == 0
        imported(journal, tmp_path / "sbi", credits())
        assert {proof.standing.value for proof in journal.bank.proofs()} == {"proved"}
        # Both in the bank's ledger, neither left in its clearing.
        assert in_the_bank(books.balances()) == 2 * PRICE.total
        assert books.balance(UPI_CLEARING) == books.balance(BANK_CLEARING) == 0
        rows = dict(journal._conn.execute("SELECT refs, row_id FROM bank_rows").fetchall())
        assert proved_events(journal._conn) == [
            f"bank_proved:{rows[RRN]}:sale:s-1:0",
            f"bank_proved:{rows[UTR]}:sale:s-2:0",
        ]
        # Dated the row's day at the bank.
        assert {
            event.body["on"] for event in books.events() if event.kind is EventKind.BANK_PROVED
        } == {DAY.isoformat()}
        assert books.differences() == [] and books.unbalanced() == []

        # The reconciliation: the proved credits are in the books; only the statement's
        # opening balance is not (nobody assigned it yet).
        (found,) = journal.bank.reconciliations()
        assert found is not None
        assert found.books_balance == 2 * PRICE.total
        assert found.not_in_bank == ()
        assert (found.not_in_books_count, found.not_in_books_total) == (1, OPENING)
        assert found.statement_closing == OPENING + 2 * PRICE.total
        assert found.gap == 0

        # The same statement again, and a reconcile: nothing is posted twice.
        imported(journal, tmp_path / "again", credits())
        assert journal.bank.reconcile() == 0
        assert len(proved_events(journal._conn)) == 2
        assert in_the_bank(books.balances()) == 2 * PRICE.total


def test_a_chargeback_moves_the_proved_money_back_by_a_posting(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal)
        imported(journal, tmp_path / "sbi", credits())
        books = BooksReader(journal._conn)
        assert in_the_bank(books.balances()) == 2 * PRICE.total
        # Five days on, the bank takes the UPI payment back: a dispute upheld.
        later = DAY + dt.timedelta(days=5)
        back = Transfer(later, dt.time(9), -PRICE.total, RRN)
        imported(journal, tmp_path / "later", [back], "HDFC Bank")
        rows = dict(journal._conn.execute("SELECT row_id, amount_paise FROM bank_rows").fetchall())
        (debit,) = [row for row, paise in rows.items() if paise < 0]
        (credit,) = [
            row
            for (row,) in journal._conn.execute(
                "SELECT row_id FROM bank_row_refs WHERE reference = ? AND row_id <> ?",
                (RRN, debit),
            )
        ]
        undone = f"bank_proved:{credit}:sale:s-1:0:undone"
        assert proved_events(journal._conn)[-1] == undone
        # Posted, never deleted: the proof stays in the books and its reversal beside it.
        assert len(proved_events(journal._conn)) == 3
        (event,) = [e for e in books.events() if e.event_id == undone]
        assert (event.body["on"], event.body["by_row"]) == (later.isoformat(), debit)
        assert in_the_bank(books.balances()) == PRICE.total
        assert books.balance(UPI_CLEARING) == PRICE.total and books.balance(BANK_CLEARING) == 0
        # Imported again and reconciled, the chargeback is not reversed twice.
        imported(journal, tmp_path / "again", [back], "HDFC Bank")
        journal.bank.reconcile()
        assert len(proved_events(journal._conn)) == 3
        assert books.differences() == [] and books.unbalanced() == []


def test_a_refund_proved_by_a_debit_leaves_the_bank(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        confirm_cancellation(journal, payment=Payment((UPI.paid(PRICE.total, RRN),)))
        refund = give_back(journal, "900.00")
        books = BooksReader(journal._conn)
        assert books.balance(UPI_CLEARING) == PRICE.total - 900
        back = Transfer(DAY, dt.time(15), Decimal("-900.00"), refund.reference)
        imported(journal, tmp_path / "sbi", [*credits()[:1], back])
        assert [proof.standing.value for proof in journal.bank.proofs()] == ["proved", "proved"]
        # The sale's credit in, the refund's debit out: nothing left in the UPI clearing.
        assert in_the_bank(books.balances()) == PRICE.total - 900
        assert books.balance(UPI_CLEARING) == 0
        (found,) = journal.bank.reconciliations()
        assert found is not None and found.gap == 0
        assert (found.not_in_books_count, found.not_in_books_total) == (1, OPENING)


def test_a_payment_in_two_transfers_settled_by_a_supervisor_reaches_the_bank(
    tmp_path: Path,
) -> None:
    first, second = "412300000303", "412300000404"
    half = Decimal("2000.00")
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sell(journal, "s-1", till_sale("PB1", payment=Payment((UPI.paid(PRICE.total, RRN),))))
        parts = [
            Transfer(DAY, dt.time(11, 2), half, first),
            Transfer(DAY, dt.time(11, 5), PRICE.total - half, second),
        ]
        imported(journal, tmp_path / "sbi", parts)
        books = BooksReader(journal._conn)
        assert in_the_bank(books.balances()) == 0 and proved_events(journal._conn) == []
        rows = dict(journal._conn.execute("SELECT refs, row_id FROM bank_rows").fetchall())
        decision = journal.till.decide("Meera Iyer", "Settle a payment", "test")
        bank_proving.settle(
            journal.bank,
            [("sale:s-1:0", PRICE.total)],
            [rows[first], rows[second]],
            f"{first} {second}",
            decision,
        )
        # A piece on each row, each of that row's amount, on its day.
        assert proved_events(journal._conn) == [
            f"bank_proved:{rows[first]}:sale:s-1:0",
            f"bank_proved:{rows[second]}:sale:s-1:0",
        ]
        assert in_the_bank(books.balances()) == PRICE.total and books.balance(UPI_CLEARING) == 0
        (found,) = journal.bank.reconciliations()
        assert found is not None and found.gap == 0 and found.not_in_bank == ()
        assert (found.not_in_books_count, found.not_in_books_total) == (1, OPENING)
        journal.bank.reconcile()
        assert len(proved_events(journal._conn)) == 2


def test_the_proofs_are_contra_vouchers_in_the_tally_export(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal)
        imported(journal, tmp_path / "sbi", credits())
        ledgers = tally_ledgers(journal, tmp_path / "tally", DAY, "bank_proved:")
    # A debit is negative in Tally: the bank's ledger gets both, each takings ledger its own.
    assert ledgers == {
        ("Contra", "Bank account 00000031234567890"): -2 * PRICE.total,
        ("Contra", "Takings to be settled (UPI)"): PRICE.total,
        ("Contra", "Takings to be settled (BANK)"): PRICE.total,
    }


def test_the_journal_of_version_37_posts_its_proofs_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "journal"
    # The journal as the version before kept it: its matches, no proof in the books.
    with monkeypatch.context() as before:
        before.setattr(journal_bank, "book_proofs", lambda _conn, _made: 0)
        with Journal(folder, now=lambda: SOLD_AT) as journal:
            sold(journal)
            imported(journal, tmp_path / "sbi", credits())
            assert proved_events(journal._conn) == []
            assert journal._conn.execute("SELECT count(*) FROM bank_matches").fetchone()[0] == 2
            journal._conn.execute("PRAGMA user_version=37")
    with Journal(folder, now=lambda: SOLD_AT) as journal:
        assert len(proved_events(journal._conn)) == 2
        books = BooksReader(journal._conn)
        assert in_the_bank(books.balances()) == 2 * PRICE.total
        assert books.balance(UPI_CLEARING) == books.balance(BANK_CLEARING) == 0
    # Opened again (and even taken through the step again), nothing is posted twice.
    with Journal(folder, now=lambda: SOLD_AT) as journal:
        journal._conn.execute("PRAGMA user_version=37")
    with Journal(folder, now=lambda: SOLD_AT) as journal:
        assert len(proved_events(journal._conn)) == 2
        assert in_the_bank(BooksReader(journal._conn).balances()) == 2 * PRICE.total


def test_a_proof_posts_only_into_the_bank_from_a_clearing() -> None:
    body = {"account": UPI_CLEARING, "amount": "1200.00", "undoes": False}
    entry = post(MoneyEvent("bank_proved:1:sale:s-1:0", EventKind.BANK_PROVED, body))
    assert [(line.account, line.debit, line.credit) for line in entry.lines] == [
        (BANK, Decimal("1200.00"), 0),
        (UPI_CLEARING, 0, Decimal("1200.00")),
    ]
    # A refund's debit: out of the bank; undone, each the other way.
    refund = body | {"amount": "-300.00", "undoes": True}
    entry = post(MoneyEvent("bank_proved:2:refund:7:undone", EventKind.BANK_PROVED, refund))
    assert [(line.account, line.debit, line.credit) for line in entry.lines] == [
        (BANK, Decimal("300.00"), 0),
        (UPI_CLEARING, 0, Decimal("300.00")),
    ]
    with pytest.raises(ValueError, match="not a clearing"):
        post(MoneyEvent("bank_proved:3:x", EventKind.BANK_PROVED, body | {"account": "drawer"}))


def test_a_settlements_rows_and_payments_are_laid_against_each_other() -> None:
    two = [(1, Decimal("600.00")), (2, Decimal("400.00"))]
    # A payment in two transfers: a piece on each row.
    assert laid(two, [("sale:a:0", Decimal("1000.00"))]) == [
        (1, "sale:a:0", Decimal("600.00")),
        (2, "sale:a:0", Decimal("400.00")),
    ]
    # One row paying two payments; the pieces add up to each side to the paisa.
    assert laid(
        [(5, Decimal("1000.01"))], [("a", Decimal("700.00")), ("b", Decimal("300.01"))]
    ) == [
        (5, "a", Decimal("700.00")),
        (5, "b", Decimal("300.01")),
    ]
    # Refunds' debits: the pieces negative.
    assert laid([(9, Decimal("-50.00"))], [("refund:1", Decimal("-50.00"))]) == [
        (9, "refund:1", Decimal("-50.00"))
    ]


def test_the_proofs_of_one_row_pair_with_it_when_they_add_up_to_it() -> None:
    line = LeftOver(7, None, DAY, Decimal("1000.00"), "UPI/412300000505")
    shown = {("row", 7): line}

    def proof(payment: str, amount: str) -> tuple[BookItem, tuple[str, int]]:
        return BookItem(f"bank_proved:7:{payment}", "bank_proved", DAY, Decimal(amount)), ("row", 7)

    found = reconcile(
        DAY,
        None,
        line.amount,
        [proof("a", "700.00"), proof("b", "300.00")],
        shown,
        (1, line.amount),
    )
    assert found.not_in_bank == () and found.not_in_books_count == 0 and found.gap == 0
    # Two entries of the whole amount are no pair together: the second is not in the bank.
    found = reconcile(
        DAY,
        None,
        line.amount,
        [proof("a", "1000.00"), proof("b", "1000.00")],
        shown,
        (1, line.amount),
    )
    assert [item.event_id for item in found.not_in_bank] == ["bank_proved:7:b"]
    assert found.not_in_books_count == 0 and found.gap == 0
