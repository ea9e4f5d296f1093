"""The chart of accounts' invariants checked (``app.books.checks``): every invariant the chart
declares is checked by a rule or says why the journal cannot check it; a genuine journal (the two
written by commit 031aec36: every kind of money event, a statement, a short payout and tax
documents; a counter's day with two closes and UPI payments not proved yet) breaks none; and
each one broken in the journal's file (an event rewritten with its lines, so that
``differences()`` sees nothing, an event deleted, a tax document's figure off) is named by its
account, the amount and, where it has one, the event and booking."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import closing
from decimal import Decimal
from pathlib import Path

import pytest

from app.books.checks import NOT_CHECKED, RULES, SAID, BookProblem, Problem, check_all, check_books
from app.books.reader import BooksReader
from app.domain.accounts import CHART
from app.journal.bank_vouchers import reconciliations
from app.journal.schema import connect
from app.journal.store import DATABASE_NAME
from tests.books.tampering import Tamper, delete_event, document_tax, rewritten, tampered
from tests.books.test_figures_of_031aec36 import opened
from tests.journal.entries import Clock


def _journal(name: str, folder: Path) -> Path:
    """A copy of the journal ``data/<name>.sqlite3`` opened (migrated) by today's code, closed."""
    with opened(name, folder, Clock()):
        pass
    return folder


def _checked(folder: Path, check: Callable[[BooksReader], list[BookProblem]]) -> list[BookProblem]:
    with closing(connect(folder / DATABASE_NAME)) as conn:
        return check(BooksReader(conn))


def test_each_invariant_of_the_chart_is_checked_or_says_why() -> None:
    declared = [invariant for account in CHART for invariant in account.invariants]
    names = [invariant.name for invariant in declared]
    assert len(set(names)) == len(names)
    assert set(names) == set(RULES) | set(NOT_CHECKED) and not set(RULES) & set(NOT_CHECKED)
    for invariant in declared:
        assert invariant.description.endswith("."), invariant.name
        if invariant.name in RULES:
            # Staff read a broken one by the chart's sentence, of its account and amounts.
            assert SAID[Problem(invariant.name)] == invariant.said != ""
        else:
            assert invariant.said == "" and NOT_CHECKED[invariant.name].endswith(".")


@pytest.mark.parametrize("name", ["031aec36", "031aec36-day"])
def test_a_genuine_journal_breaks_no_invariant(name: str, tmp_path: Path) -> None:
    folder = _journal(name, tmp_path)
    with closing(connect(folder / DATABASE_NAME)) as conn:
        assert check_all(conn) == []
        counts = conn.execute("SELECT COUNT(*) FROM money_events WHERE kind = 'drawer_count'")
        assert counts.fetchone()[0] >= 1  # a close's count to hold the drawer to
        if name == "031aec36":
            # A statement to hold the bank to, and documents to hold the charge and GST to.
            assert reconciliations(conn)
            assert conn.execute("SELECT COUNT(*) FROM tax_documents").fetchone()[0] == 3


def _named(
    found: list[BookProblem],
) -> list[tuple[Problem, str, str, str, Decimal, Decimal | None]]:
    return [
        (item.problem, item.account, item.event_id, item.booking_ref, item.amount, item.was)
        for item in found
    ]


BROKEN: list[tuple[str, Tamper, tuple[Problem, str, str, str, Decimal, Decimal | None]]] = [
    # 99,999.00 paid out of a drawer that held 3,675.00: the event after which it is below zero,
    # with the drawer's balance then.
    (
        "float:2",
        rewritten(amount="99999.00"),
        (Problem.DRAWER_NEGATIVE, "drawer", "float:2", "", Decimal("-96324.00"), None),
    ),
    # The close's count said 50.00 more than the Z report's: the drawer is 50.00 off it.
    (
        "count:1",
        rewritten(counted="4725.00"),
        (
            Problem.DRAWER_NOT_COUNTED,
            "drawer",
            "count:1",
            "",
            Decimal("50.00"),
            Decimal("4675.00"),
        ),
    ),
    # A cancellation credited the credit used 50.00 beyond what the sale used of it: the
    # credit's balance in debit by 50.00.
    (
        "cancellation:c-1",
        rewritten(wallet_credit="2000.00", wallet_cash="0.00"),
        (
            Problem.CREDIT_IN_DEBIT,
            "wallet:credit",
            "cancellation:c-1",
            "REF1",
            Decimal("50.00"),
            None,
        ),
    ),
    # A UPI sale's tender (and price) lowered by 50.00 in the books; the till's payment of
    # 4,185.00 is proved, so the clearing's 4,193.73 (a questioned payment's 4,185.00 and a
    # payout 8.73 short by its fee) is 50.00 short.
    (
        "sale:u-0",
        rewritten(
            customer_total="4135.00",
            tenders=[{"account": "clearing:upi", "amount": "4135.00", "mode": "UPI"}],
        ),
        (
            Problem.CLEARING_UNEXPLAINED,
            "clearing:upi",
            "",
            "",
            Decimal("-50.00"),
            Decimal("4193.73"),
        ),
    ),
    # A proved payment's entry lowered to 1,950.00: the correction that named its account
    # (journal 45) moves 2,000.00, so the account's ledger no longer shows it.
    (
        "bank_proved:3:sale:s-2:0",
        rewritten(amount="1950.00"),
        (
            Problem.BANK_UNEXPLAINED,
            "bank:50200012345678",
            "bank_proved:3:sale:s-2:0",
            "",
            Decimal("1950.00"),
            Decimal("134919.92"),
        ),
    ),
    # The invoice's charge raised by 10.00 in the books (the agency's fee 10.00 lower).
    (
        "sale:s-2",
        rewritten(service_charge="179.49"),
        (
            Problem.CHARGE_NOT_FILED,
            "revenue:service_charge",
            "",
            "REF2",
            Decimal("10.00"),
            Decimal("169.49"),
        ),
    ),
]


@pytest.mark.parametrize(("event_id", "tamper", "problem"), BROKEN)
def test_an_invariant_broken_in_the_file_is_named_with_its_account_and_amount(
    event_id: str,
    tamper: Tamper,
    problem: tuple[Problem, str, str, str, Decimal, Decimal | None],
    tmp_path: Path,
) -> None:
    folder = _journal("031aec36", tmp_path)
    tampered(folder, event_id, tamper)
    found = _checked(folder, check_books)
    # Rewritten with its lines, the event is what its rule posts of it: only the invariants
    # name it (a proof's entry moves the clearing as well as the bank).
    assert {item.problem for item in found} <= {Problem(name) for name in RULES}
    assert problem in _named(found)


def test_a_gstr1_figure_off_names_the_head_and_the_booking(tmp_path: Path) -> None:
    folder = _journal("031aec36", tmp_path)
    tampered(folder, "PB1/26/000002", document_tax("cgst", "16.25"))
    found = _checked(folder, check_books)
    assert _named(found) == [
        (Problem.TAX_NOT_FILED, "gst:cgst", "", "REF2", Decimal("-1.00"), Decimal("16.25"))
    ]
    said = found[0].describe()
    assert "gst:cgst" in said and "REF2" in said and "-1.00" in said and "16.25" in said


def test_a_credit_note_s_event_deleted_leaves_its_tax_and_charge_filed(tmp_path: Path) -> None:
    folder = _journal("031aec36", tmp_path)
    tampered(folder, "credit_note:PB1/26/C00001", delete_event)
    # The invoice's tax and charge less the note's, as the GSTR-1 states them; the books kept
    # the invoice's whole.
    assert _named(_checked(folder, check_books)) == [
        (Problem.TAX_NOT_FILED, "gst:cgst", "", "REF3", Decimal("7.63"), Decimal("7.62")),
        (Problem.TAX_NOT_FILED, "gst:sgst", "", "REF3", Decimal("7.63"), Decimal("7.62")),
        (
            Problem.CHARGE_NOT_FILED,
            "revenue:service_charge",
            "",
            "REF3",
            Decimal("84.74"),
            Decimal("84.75"),
        ),
    ]
