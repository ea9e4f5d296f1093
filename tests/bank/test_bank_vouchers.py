"""Lines left over assigned as TallyPrime makes a voucher of a bank line, and the bank reconciled
as TallyPrime shows it (issue 82, item 2): a line no rule accounts for (rent paid, interest
credited, the first statement's opening balance) is assigned by a supervisor to one of the books'
declared accounts, posted as a Receipt or a Payment, undone by a posting; the statement's
closing balance is held to the books' bank with what each side does not show yet."""

from __future__ import annotations

import datetime as dt
import sqlite3
import xml.etree.ElementTree as ET
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.reading import read_statement
from app.bank.running import BalanceBroken
from app.books.reader import BooksReader
from app.counter.config.declared import NotApproved
from app.counter.config.permissions import ASSIGNMENT_UNDONE, LINE_ASSIGNED
from app.counter.services.bank_statements import StatementService
from app.counter.services.bank_vouchers import BankBooksService, figures, verdict_text
from app.domain.postings import BANK_INTEREST, CAPITAL, OFFICE_EXPENSES, WALLET_CASH
from app.journal import Journal
from tests.bank.banked import in_the_bank
from tests.bank.statements import OPENING, Transfer, write
from tests.bank.test_aggregators import tally_ledgers
from tests.bank.test_cash_deposits import deposit
from tests.books.test_books import a_day
from tests.counter.approvals import Approvals
from tests.journal.entries import SALE_TIME, Clock

SBI = "State Bank of India"
CLOSED = SALE_TIME.date()
RENT = Decimal("25000.00")
INTEREST = Decimal("312.00")
CHARGE = Decimal("17.70")


def rent(day: dt.date) -> Transfer:
    """The office's rent paid to the landlord by NEFT."""
    narration = "TO TRANSFER-NEFT*SBIN0000123*SBIN526336012345*R PILLAI OFFICE RENT DEC--"
    return Transfer(day, dt.time(11), -RENT, "SBIN526336012345", rail="NEFT", narration=narration)


def interest(day: dt.date) -> Transfer:
    """The bank's interest credited to the account."""
    return Transfer(day, dt.time(23, 59), INTEREST, "", rail="INT", narration="CREDIT INTEREST")


def statement_of_the_days() -> list[Transfer]:
    """The days after ``a_day``'s close as SBI lists them: its UPI credit, the cash it banked,
    the rent, the bank's SMS charge and the interest."""
    return [
        Transfer(CLOSED, dt.time(10, 5), Decimal("2000.00"), "412345678901"),
        deposit(CLOSED + dt.timedelta(days=1), Decimal("1000.00"), "BY CASH"),
        rent(CLOSED + dt.timedelta(days=1)),
        Transfer(
            CLOSED + dt.timedelta(days=2),
            dt.time(23, 59),
            -CHARGE,
            "",
            rail="CHG",
            narration="SMS CHARGES FOR QTR ENDED NOV26",
        ),
        interest(CLOSED + dt.timedelta(days=2)),
    ]


def the_days(journal: Journal, folder: Path) -> None:
    """``a_day`` sold and closed, and SBI's statement of the days after imported (its charge
    assigned, as an import's child does)."""
    a_day(journal)
    folder.mkdir()
    path, _line = write(SBI, folder, statement_of_the_days())
    journal.bank.import_statement(read_statement(path), path.name)
    journal.bank.book_charges(False)


async def test_a_line_left_over_is_assigned_by_a_supervisor_and_undone_by_a_posting(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        the_days(journal, tmp_path / "sbi")
        # The proved UPI credit and the bank's charge are accounted for by their rules; the
        # cash deposit waits for a supervisor's confirmation as the close's banking.
        opening, rent_line, interest_line = journal.bank.left_over()
        assert opening.opening and opening.amount == OPENING
        assert "RENT" in rent_line.narration and rent_line.amount == -RENT
        assert interest_line.narration == "CREDIT INTEREST" and interest_line.amount == INTEREST
        # Read a page at a time, all of them counted.
        assert journal.bank.left_over(2) == [opening, rent_line]
        assert journal.bank.left_over_count() == 3

        nobody = Approvals(journal.till, approving=False)
        with pytest.raises(NotApproved) as refused:
            await BankBooksService(journal, approve=nobody).assign(
                rent_line, OFFICE_EXPENSES, "Office rent for December"
            )
        assert str(refused.value) == "Not booked: it needs a supervisor's PIN."
        said = (
            "02 Dec 2026: 25,000.00 out, TO TRANSFER-NEFT*SBIN0000123*SBIN526336012345*R PILLAI"
            " OFFICE RENT DEC-- booked to Rent and office expenses: Office rent for December"
        )
        assert nobody.asked == [(LINE_ASSIGNED, said)]
        assert len(journal.bank.left_over()) == 3 and journal.bank.assigned_lines() == []

        supervisor = Approvals(journal.till, approving=True)
        service = BankBooksService(journal, approve=supervisor)
        # Asked before any supervisor is: an account not declared, an empty narration.
        assert service.assignment_problem(rent_line, "expense:travel", "Rent") != ""
        assert service.assignment_problem(rent_line, OFFICE_EXPENSES, "  ") != ""
        await service.assign(rent_line, OFFICE_EXPENSES, "Office rent  for December")
        books = BooksReader(journal._conn)
        assert books.balance(OFFICE_EXPENSES) == RENT
        (assigned,) = journal.bank.assigned_lines()
        assert assigned.row_id == rent_line.row_id and assigned.voucher is not None
        assert (assigned.voucher.account, assigned.voucher.narration) == (
            OFFICE_EXPENSES,
            "Office rent for December",
        )
        assert [line.row_id for line in journal.bank.left_over()] == [
            None,
            interest_line.row_id,
        ]
        # Assigned once: the same line again is refused, by the service and by the journal.
        with pytest.raises(ValueError, match="booked already"):
            await service.assign(assigned, BANK_INTEREST, "Again")
        with pytest.raises(ValueError, match="accounted for already"):
            await service.assign(rent_line, BANK_INTEREST, "Again")
        assert len(supervisor.asked) == 2  # the refused one after the gate: nothing kept
        assert books.balance(BANK_INTEREST) == 0

        # Undone by a supervisor: reversed by a posting, the assignment kept and marked.
        with pytest.raises(NotApproved):
            await BankBooksService(journal, approve=nobody).undo(assigned)
        assert books.balance(OFFICE_EXPENSES) == RENT
        await service.undo(assigned)
        assert supervisor.asked[-1][0] is ASSIGNMENT_UNDONE
        assert books.balance(OFFICE_EXPENSES) == 0
        assert books.differences() == [] and books.unbalanced() == []
        kinds = journal._conn.execute(
            "SELECT event_id FROM money_events WHERE kind = 'bank_voucher' ORDER BY seq"
        ).fetchall()
        assert [k for (k,) in kinds] == ["bank_voucher:1", "bank_voucher:1:undone"]
        assert rent_line.row_id in [line.row_id for line in journal.bank.left_over()]
        assert journal.bank.left_over_count() == 3  # the rent back beside the opening and interest
        with pytest.raises(sqlite3.IntegrityError):
            journal._conn.execute("DELETE FROM bank_vouchers")
        with pytest.raises(ValueError, match="no entry in the books to undo"):
            await service.undo(rent_line)
        with pytest.raises(ValueError, match="no entry in the books to undo"):
            await service.undo(assigned)  # undone already: the journal refuses a second undo
        # Assigned again after its undoing: an assignment of its own.
        await service.assign(rent_line, OFFICE_EXPENSES, "Office rent for December")
        assert books.balance(OFFICE_EXPENSES) == RENT


def test_a_line_a_rule_accounts_for_is_not_assigned(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        the_days(journal, tmp_path / "sbi")
        rows = journal._conn.execute(
            "SELECT row_id, narration FROM bank_rows ORDER BY row_id"
        ).fetchall()
        by_narration = {narration: row_id for row_id, narration in rows}
        _opening, left, _interest = journal.bank.left_over()
        decision = journal.till.decide("Meera Iyer", "Book a statement's line", "test")
        for words in ("UPI/CR/412345678901", "SMS CHARGES"):
            (row_id,) = [row for text, row in by_narration.items() if words in text]
            taken = type(left)(row_id, None, left.on, left.amount, "")
            with pytest.raises(ValueError, match="accounted for"):
                journal.bank.assign_line(taken, OFFICE_EXPENSES, "Rent", decision)
        with pytest.raises(ValueError, match="not an account"):
            journal.bank.assign_line(left, "expense:travel", "Rent", decision)
        assert journal.bank.assigned_lines() == []


async def test_the_reconciliation_holds_the_statement_to_the_books(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        the_days(journal, tmp_path / "sbi")
        (found,) = journal.bank.reconciliations()
        assert found is not None
        closing = OPENING + Decimal("2000.00") + Decimal("1000.00") - RENT - CHARGE + INTEREST
        assert (found.statement_opening, found.statement_closing) == (OPENING, closing)
        # The day its period ends, as the statement states it (SBI's "End Date").
        assert found.closing_day == dt.date(2026, 12, 31)
        # The books' bank: the float paid in from it, the cash banked at the close, the charge,
        # and the UPI credit the statement proves (moved there from the UPI clearing).
        assert found.books_balance == Decimal("-2000.00") + Decimal("1000.00") - CHARGE + 2000
        # Not in the bank yet: the float's pay-in, and the cash banked no deposit is confirmed as.
        assert sorted(item.kind for item in found.not_in_bank) == ["cash_banked", "pay_in"]
        assert found.not_in_bank_total == Decimal("-1000.00")
        # Not in the books: the opening balance, the deposit, the rent and the interest; the
        # charge and the proved UPI credit are in both.
        assert found.not_in_books_total == OPENING + 1000 - RENT + INTEREST
        assert found.not_in_books_count == 4
        assert found.gap == 0 and found.explained == closing

        # The deposit confirmed as the banking and the lines assigned: each leaves both lists.
        (cash,) = journal.bank.cash_deposits()
        supervisor = Approvals(journal.till, approving=True)
        await StatementService(journal, approve=supervisor).confirm_deposit(
            cash, cash.candidates[0]
        )
        service = BankBooksService(journal, approve=supervisor)
        opening, rent_line, interest_line = journal.bank.left_over()
        await service.assign(opening, CAPITAL, "Balance brought forward")
        await service.assign(rent_line, OFFICE_EXPENSES, "Office rent for December")
        credits = {row.row_id for row in journal.bank.unmatched_credits()}
        assert interest_line.row_id in credits
        await service.assign(interest_line, BANK_INTEREST, "Interest for the half year")
        # Assigned, the interest is no credit of no sale, nor free to prove a payment.
        assert interest_line.row_id not in {row.row_id for row in journal.bank.unmatched_credits()}
        ((_title, found),) = (await service.read()).reconciliations
        assert found is not None
        assert [item.kind for item in found.not_in_bank] == ["pay_in"]
        assert found.not_in_books_count == 0 and found.not_in_books_total == 0
        # The statement's balance with the float's pay-in the bank does not show.
        assert found.books_balance == closing + Decimal("-2000.00")
        assert found.gap == 0
        assert in_the_bank(BooksReader(journal._conn).balances()) == found.books_balance
        assert verdict_text(found) == "The books and the statement agree to the paisa."
        assert [(f.label, f.amount, f.direction) for f in figures(found)] == [
            ("Balance as per the books on 31 Dec 2026", "1,26,294.30", "in the bank"),
            ("Amounts not reflected in the bank (1)", "2,000.00", "out"),
            ("Amounts not reflected in the books (0)", "0.00", ""),
            ("Closing balance as per the statement", "1,28,294.30", "in the bank"),
            ("Not explained", "0.00", ""),
        ]
        # An undone assignment and its undoing cancel in the books and leave the line unassigned.
        (assigned_rent,) = [line for line in journal.bank.assigned_lines() if line.amount == -RENT]
        await service.undo(assigned_rent)
        (found,) = journal.bank.reconciliations()
        assert found is not None and found.gap == 0
        assert (found.not_in_books_count, found.not_in_books_total) == (1, -RENT)


def mt940_text(closing: str) -> str:
    """An MT940 statement of two lines whose stated closing balance is ``closing``."""
    return "\n".join(
        (
            ":20:STMT2612",
            ":25:HDFC0000240/50200012345678",
            ":28C:1/1",
            ":60F:C261201INR150000,00",
            ":61:2612011201C2000,00NTRF412345678901",
            ":86:UPI/412345678901/RAVI KUMAR",
            ":61:2612021202D25000,00NTRFHDFCN52026120212345",
            ":86:NEFT/HDFCN52026120212345/R PILLAI OFFICE RENT",
            f":62F:C261202INR{closing}",
            "-",
        )
    )


def next_mt940_text(opening: str) -> str:
    """The next day's MT940 statement, opening at ``opening``, of one credit of 100.00."""
    rupees = Decimal(opening.replace(",", "."))
    return "\n".join(
        (
            ":20:STMT2612B",
            ":25:HDFC0000240/50200012345678",
            ":28C:2/1",
            f":60F:C261203INR{opening}",
            ":61:2612031203C100,00NTRF412345678902",
            ":86:UPI/412345678902/ANIL JOSE",
            f":62F:C261203INR{rupees + 100:.2f}".replace(".", ","),
            "-",
        )
    )


def test_a_closing_balance_its_lines_do_not_reach_refuses_the_statement(tmp_path: Path) -> None:
    path = tmp_path / "statement.sta"
    path.write_text(mt940_text("127000,01"), encoding="utf-8")
    with pytest.raises(BalanceBroken, match=r"0\.01 unaccounted for"):
        read_statement(path)


@pytest.mark.parametrize(
    ("opening", "gap"),
    [("127000,00", "0.00"), ("127000,01", "0.01"), ("126999,99", "-0.01")],
    ids=["agree", "a paisa more", "a paisa less"],
)
def test_a_statement_opening_a_paisa_off_the_last_closing_is_named(
    tmp_path: Path, opening: str, gap: str
) -> None:
    # Each statement holds together; the second opens a paisa off where the first closed
    # (issue 82 named a paisa-off closing; issue 94 refuses such a statement whole).
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        for name, text in (("a.sta", mt940_text("127000,00")), ("b.sta", next_mt940_text(opening))):
            path = tmp_path / name
            path.write_text(text, encoding="utf-8")
            journal.bank.import_statement(read_statement(path), path.name)
        (found,) = journal.bank.reconciliations()
        assert found is not None
        assert found.explained == Decimal("127100.00")
        assert found.gap == Decimal(gap)
        labels = [figure.label for figure in figures(found)]
        if found.gap:
            assert labels[-1] == "Not explained"
            assert figures(found)[-1].amount == "0.01"
            assert "differ by 0.01" in verdict_text(found)
        else:
            assert labels[-1] == "Not explained" and figures(found)[-1].amount == "0.00"
            assert verdict_text(found) == "The books and the statement agree to the paisa."


def test_no_reconciliation_before_a_statement_states_its_balance(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        a_day(journal)
        assert journal.bank.reconciliations() == ()
        assert journal.bank.left_over() == []


def test_an_assigned_line_is_a_voucher_in_the_tally_export(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        the_days(journal, tmp_path / "sbi")
        _opening, rent_line, interest_line = journal.bank.left_over()
        decision = journal.till.decide("Meera Iyer", "Book a statement's line", "test")
        journal.bank.assign_line(rent_line, OFFICE_EXPENSES, "Office rent for December", decision)
        journal.bank.assign_line(interest_line, WALLET_CASH, "Wallet top-up", decision)
        until = CLOSED + dt.timedelta(days=30)
        ledgers = tally_ledgers(journal, tmp_path / "tally", until, "bank_voucher:")
        (tally,) = (tmp_path / "tally").rglob("tally_*")
        narrations = {
            str(voucher.findtext("VOUCHERNUMBER")): voucher.findtext("NARRATION")
            for voucher in ET.parse(tally).getroot().iter("VOUCHER")
        }
        assert narrations["bank_voucher:1"] == "Office rent for December"
        assert narrations["bank_voucher:2"] == "Wallet top-up"
        # A debit is negative in Tally: the rent a Payment out of the bank, the credit a Receipt.
        assert ledgers == {
            ("Payment", "Rent and office expenses"): -RENT,
            ("Payment", "Bank account 00000031234567890"): RENT,
            ("Receipt", "Bank account 00000031234567890"): -INTEREST,
            ("Receipt", "Partner wallet"): INTEREST,
        }


NOVEMBER = "\n".join(
    (
        ":20:STMT2611",
        ":25:HDFC0000240/50200012345678",
        ":28C:1/1",
        ":60F:C261101INR148000,00",
        ":61:2611301130C2000,00NTRF412300000555",
        ":86:UPI/412300000555/ARJUN MEHTA",
        ":62F:C261130INR150000,00",
        "-",
    )
)


def test_an_assigned_opening_no_longer_the_first_is_listed_to_be_undone(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        path = tmp_path / "december.sta"
        path.write_text(mt940_text("127000,00"), encoding="utf-8")
        journal.bank.import_statement(read_statement(path), path.name)
        december = journal.bank.left_over()[0]
        assert december.opening and december.amount == OPENING
        decision = journal.till.decide("Meera Iyer", "Book a statement's line", "test")
        journal.bank.assign_line(december, CAPITAL, "Balance brought forward", decision)
        # November's statement, kept later, begins before: its opening is the first now.
        path = tmp_path / "november.sta"
        path.write_text(NOVEMBER, encoding="utf-8")
        journal.bank.import_statement(read_statement(path), path.name)
        first = journal.bank.left_over()[0]
        assert first.opening and first.amount == Decimal("148000.00")
        (assigned,) = journal.bank.assigned_lines()
        assert assigned.import_id == december.import_id and assigned.voucher is not None
        (found,) = journal.bank.reconciliations()
        assert found is not None and found.closing_day == dt.date(2026, 12, 2)
        # December's opening assigned is now an entry no line shows; the lines still add up.
        assert [item.event_id for item in found.not_in_bank] == ["bank_voucher:1"]
        assert found.gap == 0
