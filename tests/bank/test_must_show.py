"""Issue 82's "Must show", its first bullet as one matrix: statement files written by the tests in
five Indian banks' export layouts and MT940, and three payment apps' settlement reports (PhonePe
Business and YES BANK YesBiz known, Razorpay's through a saved mapping); tests/bank/layouts.md
says where each layout came from. Each bank's statement carries every planted line, imported as
the app imports it (in its child process) and judged by the statement service:

- a fake "payment successful" screen's reference, and another customer's credit of its amount
  the same hour: questioned, the credit suggested beside it with its payer, never proved;
- a chargeback debit carrying a proved sale's RRN: the proof undone;
- a payment in two transfers: refused with one row, settled by a supervisor with both;
- a duplicate posting and its reversal: nil (the sale stays proved, no credit of no sale);
- cash banked from the drawer at a close: its deposit matched to the banking on a supervisor's
  PIN;
- the bank's charges and the GST on them: listed as posted in the books, once;

and each app's report a payout short by a fee, named. MT940's closing balance is checked against
its lines, a difference named by its amount (the balance against the books is the tab's
reconciliation, another part of the issue)."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.matching import Doubt, Method
from app.bank.payouts import Arrival
from app.bank.proofs import Outcome, Standing, summed
from app.bank.reading import read_statement
from app.bank.running import BalanceBroken
from app.books.reader import BooksReader
from app.counter.papers.formatting import money_text
from app.counter.services.bank_accounted import Accounting, LineKind, accounted_lines
from app.counter.services.bank_payouts import arrival_text
from app.counter.services.bank_statements import StatementService, doubt_text
from app.domain.postings import BANK_CHARGES
from app.domain.tenders import UPI
from app.journal import Journal
from tests.bank.statements import (
    BANKS,
    CARD_SETTLEMENTS,
    MAPPED_WRITERS,
    OPENING,
    SETTLEMENTS,
    Transfer,
    declared,
    payouts,
    phonepe_gst,
    write,
    yesbiz_tax,
)
from tests.bank.test_aggregators import RAZORPAY, RAZORPAY_COLUMNS
from tests.bank.test_every_line import sold
from tests.books.test_books import a_day
from tests.counter.approvals import Approvals
from tests.journal.entries import SALE_TIME, Clock
from tests.journal.till_sales import PRICE

DAY = SALE_TIME.date()
# The sales' references: proved then charged back, proved and posted twice (then reversed),
# typed from a fake screen, and the first of a payment's two transfers as the clerk typed it.
GENUINE, TWICE, FAKE, FIRST = "412300000101", "412300000202", "412300000666", "412300000881"
# Another customer's credit of the fake's amount, and the payment's second transfer.
OTHER, SECOND = "412300000777", "412300000882"
# a_day's UPI payment (its close banks BANKED from the drawer).
A_DAY_UPI, A_DAY_UPI_AMOUNT, BANKED = "412345678901", Decimal("2000.00"), Decimal("1000.00")
CHARGE, CHARGE_GST = Decimal("17.70"), Decimal("3.19")
HALF = (PRICE.total / 2).quantize(Decimal("0.01"))
# Each bank's words for cash paid in at its counter (tests/bank/layouts.md).
DEPOSITS = {
    "HDFC Bank": "CASH DEP PORT BLAIR",
    "State Bank of India": "BY CASH",
    "ICICI Bank": "CASH DEPOSIT",
    "Axis Bank": "CASH DEPOSIT BY SELF",
    "Kotak Mahindra Bank": "CASH DEPOSIT PORT BLAIR",
    "MT940": "BY CASH DEPOSIT-PORT BLAIR",
}
STATEMENTS = (*BANKS, "MT940")
FEE = Decimal("7.40")


def at(minutes: int) -> dt.time:
    """The sales' hour, ``minutes`` on."""
    return (SALE_TIME + dt.timedelta(minutes=minutes)).time().replace(tzinfo=None)


def planted(layout: str) -> list[Transfer]:
    """The bank's lines of the sales' day and the three after, every planted one among them."""
    later = [DAY + dt.timedelta(days=n) for n in range(4)]
    return [
        Transfer(DAY, at(1), A_DAY_UPI_AMOUNT, A_DAY_UPI),
        Transfer(DAY, at(2), PRICE.total, GENUINE),
        Transfer(DAY, at(3), PRICE.total, TWICE),
        Transfer(DAY, at(3), PRICE.total, TWICE),  # the bank posted it twice
        Transfer(DAY, at(4), PRICE.total, OTHER, "SUNITA RAO", "sunita.rao@oksbi"),
        Transfer(DAY, at(5), HALF, FIRST, "ARJUN MEHTA", "arjun@okhdfc"),
        Transfer(DAY, at(9), PRICE.total - HALF, SECOND, "ARJUN MEHTA", "arjun@okhdfc"),
        Transfer(DAY, dt.time(23, 59), -CHARGE, "", rail="CHG", narration="CHRGS FOR NEFT 261201"),
        Transfer(DAY, dt.time(23, 59), -CHARGE_GST, "", rail="CHG", narration="GST ON CHARGES"),
        # The next morning: the duplicate reversed, the close's cash paid in at the branch.
        Transfer(later[1], dt.time(8), -PRICE.total, TWICE),
        Transfer(later[1], dt.time(10, 30), BANKED, "", rail="CASH", narration=DEPOSITS[layout]),
        # Three days on: the customer's bank takes the genuine sale's money back (a dispute).
        Transfer(later[3], dt.time(9), -PRICE.total, GENUINE),
    ]


@pytest.mark.parametrize("layout", STATEMENTS)
async def test_every_planted_line_of_a_banks_statement_is_accounted_for(
    layout: str, tmp_path: Path
) -> None:
    clock = Clock()
    with Journal(tmp_path / "journal", now=clock) as journal:
        a_day(journal)  # a shift closed with 1,000.00 of its drawer banked
        for request_id, reference in enumerate((GENUINE, TWICE, FAKE, FIRST)):
            sold(journal, reference, f"bank-{request_id}")
        clock.now = SALE_TIME + dt.timedelta(days=4)  # imported once its last day is over
        path, _line = write(layout, tmp_path, planted(layout))
        supervisor = Approvals(journal.till, approving=True)
        desk = StatementService(journal, now=journal.now, approve=supervisor, accounts=declared)
        done = await desk.import_file(path)
        assert (done.imported.read, done.imported.unreadable) == (12, ())
        proofs = {proof.reference: proof for proof in journal.bank.proofs()}

        # The fake screen: questioned, the other customer's credit only suggested beside it.
        fake = proofs[FAKE]
        assert (fake.standing, fake.doubt, fake.row) == (
            Standing.QUESTIONED,
            Doubt.NOT_ARRIVED,
            None,
        )
        suggested = fake.suggestion
        assert suggested is not None and OTHER in suggested.references
        assert re.search("SUNITA|sunita", suggested.payer), suggested.payer
        said = doubt_text(fake)
        assert said.startswith("Reference not on the statement.") and OTHER in said
        assert "a suggestion, not a proof" in said and suggested.payer in said
        assert said.endswith(f"The sale's customer: {fake.customer}.") and fake.customer
        # The chargeback: the genuine sale's proof undone.
        back = proofs[GENUINE]
        assert (back.standing, back.doubt) == (Standing.QUESTIONED, Doubt.CHARGED_BACK)
        # The duplicate and its reversal: nil; the sale stays proved by its first posting.
        assert (proofs[TWICE].standing, proofs[TWICE].method) == (Standing.PROVED, Method.REFERENCE)
        assert proofs[A_DAY_UPI].standing is Standing.PROVED

        # The payment in two transfers: one row is refused, both settle it, by hand.
        split = proofs[FIRST]
        assert (split.standing, split.doubt) == (Standing.QUESTIONED, Doubt.AMOUNT_DIFFERS)
        with pytest.raises(ValueError, match="must add up to the paisa"):
            await desk.settle([split], FIRST, "one transfer")
        assert journal.bank.proofs(booking_ref=split.booking_ref)[0].outcome is None
        await desk.settle([split], f"{FIRST} {SECOND}", "two transfers")
        (settled,) = [p for p in journal.bank.proofs() if p.reference == FIRST]
        assert (settled.standing, settled.method, settled.outcome) == (
            Standing.PROVED,
            Method.BY_HAND,
            Outcome.OTHER_REFERENCE,
        )

        # The cash banked at the close: the deposit waits for a supervisor, then is matched.
        (deposit,) = journal.bank.cash_deposits()
        (banking,) = deposit.candidates
        assert (deposit.amount, banking.amount, banking.on) == (BANKED, BANKED, DAY)
        await desk.confirm_deposit(deposit, banking)
        (deposit,) = journal.bank.cash_deposits()
        assert (deposit.banking, deposit.banked_on) == (banking.event_id, DAY)

        # The bank's charges: listed as posted, once, in the books as an expense (the GST too:
        # this agency's scheme allows no input credit, and the tab says so).
        lines = accounted_lines(desk)
        assert [(line.kind, line.amount, line.accounting) for line in lines] == [
            (LineKind.CHARGE, CHARGE, Accounting.POSTED),
            (LineKind.CHARGE_TAX, CHARGE_GST, Accounting.NO_CREDIT),
            (LineKind.DEPOSIT, BANKED, Accounting.MATCHED),
        ]
        assert BooksReader(journal._conn).balances()[BANK_CHARGES] == CHARGE + CHARGE_GST

        # What is left of no sale: the other customer's credit alone.
        (left,) = journal.bank.unmatched_credits()
        assert OTHER in left.references
        split_of = summed(journal.bank.proofs()).totals[UPI]
        assert split_of.proved == A_DAY_UPI_AMOUNT + 2 * PRICE.total  # a_day's, TWICE, FIRST
        assert split_of.questioned == 2 * PRICE.total  # the fake and the charged back


def short_payout(layout: str, settled: list[Transfer]) -> Transfer:
    """The bank's credit of the report's payout, short by one payment's fee and its tax (the
    app kept the fee twice)."""
    (promised,) = payouts(layout, settled)
    tax = phonepe_gst(FEE) if layout.startswith("PhonePe") else yesbiz_tax(FEE)
    return replace(promised, amount=(promised.amount - FEE - tax).quantize(Decimal("0.01")))


@pytest.mark.parametrize("layout", [*SETTLEMENTS, *MAPPED_WRITERS])
async def test_each_apps_report_names_a_payout_short_by_a_fee(layout: str, tmp_path: Path) -> None:
    references = ("412300000401", "412300000402")
    clock = Clock()
    with Journal(tmp_path / "journal", now=clock) as journal:
        for request_id, reference in enumerate(references):
            sold(journal, reference, f"bank-{request_id}")
        clock.now = SALE_TIME + dt.timedelta(days=2)  # the payout in, the next day
        settled = [
            Transfer(DAY, at(n), PRICE.total, reference, fee=FEE)
            for n, reference in enumerate(references)
        ]
        if layout == RAZORPAY:
            journal.bank.save_mapping(RAZORPAY_COLUMNS)  # the owner's columns, kept before
        report_folder, bank_folder = tmp_path / "report", tmp_path / "bank"
        report_folder.mkdir()
        bank_folder.mkdir()
        report, _line = write(layout, report_folder, settled)
        statement, _line = write("HDFC Bank", bank_folder, [short_payout(layout, settled)])
        desk = StatementService(journal, now=journal.now, accounts=declared)
        await desk.import_file(report)
        await desk.import_file(statement)
        (payout,) = journal.bank.payouts()
        assert (payout.arrival, payout.short_by_fee, payout.payments) == (Arrival.SHORT, True, 2)
        missing = -payout.difference
        assert (
            arrival_text(payout) == f"{money_text(missing)} missing: a fee the report does not show"
        )
        # The report's rows prove the sales by their references; the payout is no credit of no sale.
        assert {p.standing for p in journal.bank.proofs()} == {Standing.PROVED}
        assert journal.bank.unmatched_credits() == []


def test_mt940s_closing_balance_is_checked_and_a_difference_named(tmp_path: Path) -> None:
    lines = planted("MT940")
    path, _line = write("MT940", tmp_path, lines)
    statement = read_statement(path)
    assert statement.closing == OPENING + sum((t.amount for t in lines), Decimal(0))
    assert not statement.unreadable
    text = path.read_text(encoding="utf-8")
    closing = f"{statement.closing:.2f}".replace(".", ",")
    path.write_text(
        text.replace(
            f"INR{closing}", f"INR{statement.closing + Decimal('0.01'):.2f}".replace(".", ",")
        ),
        "utf-8",
    )
    with pytest.raises(BalanceBroken, match=r"0\.01 unaccounted for"):
        read_statement(path)


def test_every_layout_of_the_matrix_says_where_it_came_from() -> None:
    notes = (Path(__file__).parent / "layouts.md").read_text(encoding="utf-8")
    table = {
        cells[0]: cells[2]
        for line in notes.splitlines()
        if line.startswith("| ")
        and len(cells := [c.strip() for c in line.strip("|").split("|")]) > 3
    }
    for layout in (*STATEMENTS, *SETTLEMENTS, *CARD_SETTLEMENTS):
        named = next(name for name in table if name.startswith(layout.split(" settlement")[0]))
        assert len(table[named]) > 80, layout  # a source named, not a word
    assert any(name.startswith("Razorpay") and "mapping" in name for name in table)
