"""Cash banked from the drawer (issue 82, item 2): a statement's cash deposit is recognised,
never proves a sale, and is matched to the close's banking (the books' contra from the drawer
to the bank) by amount and day, kept only on a supervisor's decision the statement service
asks for itself."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.deposits import DAYS_TO_BANK, is_cash_deposit
from app.bank.proofs import Standing
from app.books.reader import BooksReader
from app.counter.config.declared import NotApproved
from app.counter.config.permissions import CASH_DEPOSIT_CONFIRMED
from app.counter.services.bank_statements import StatementService
from app.journal import Journal
from tests.bank.banked import in_the_bank
from tests.bank.statements import Transfer
from tests.bank.test_every_line import imported, sold
from tests.books.test_books import a_day
from tests.counter.approvals import Approvals
from tests.journal.entries import SALE_TIME, Clock
from tests.journal.till_sales import PRICE

BANKED = Decimal("1000.00")
SBI = "State Bank of India"

# Deposits as the banks write them (SBI's "BY CASH", HDFC's "CASH DEP", ICICI's and Axis'
# "CASH DEPOSIT"; the layouts' notes in tests/bank/layouts.md).
DEPOSITS = ("BY CASH", "BY CASH DEPOSIT-PORT BLAIR", "CASH DEP PORT BLAIR", "CASH DEPOSIT BY SELF")
OTHERS = ("UPI/P2M/412300000101/CASHEW STORES/ICICI Bank/cashew@okicici", "NEFT CR-CASH MART")


@pytest.mark.parametrize("narration", DEPOSITS)
def test_a_cash_deposit_is_a_credit_the_bank_writes_so(narration: str) -> None:
    assert is_cash_deposit(narration, BANKED)
    assert not is_cash_deposit(narration, -BANKED)


@pytest.mark.parametrize("narration", OTHERS)
def test_a_transfer_is_no_cash_deposit(narration: str) -> None:
    assert not is_cash_deposit(narration, BANKED)


def deposit(
    day: dt.date, amount: Decimal, narration: str = "BY CASH DEPOSIT-PORT BLAIR"
) -> Transfer:
    """Cash paid in at the branch's counter."""
    return Transfer(day, dt.time(10, 30), amount, "", rail="CASH", narration=narration)


def test_a_cash_deposit_of_a_sales_amount_does_not_prove_it(tmp_path: Path) -> None:
    # A UPI sale under a reference no credit carries, and cash of the same amount paid in the
    # same hour: amount and time took the deposit for the UPI payment before deposits were known.
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        sold(journal, "412300000999", "s-1")
        imported(journal, tmp_path / "day", SBI, [deposit(SALE_TIME.date(), PRICE.total)])
        (proof,) = journal.bank.proofs()
        assert proof.standing is not Standing.PROVED and proof.row is None


async def test_cash_banked_is_matched_to_its_deposit_on_a_supervisors_decision(
    tmp_path: Path,
) -> None:
    closed_on = SALE_TIME.date()
    late = closed_on + dt.timedelta(days=DAYS_TO_BANK + 1)
    with Journal(tmp_path / "journal", now=Clock()) as journal:
        a_day(journal)  # closed with 1,000.00 banked
        imported(
            journal,
            tmp_path / "sbi",
            SBI,
            [
                deposit(closed_on + dt.timedelta(days=DAYS_TO_BANK), BANKED),
                deposit(closed_on + dt.timedelta(days=1), BANKED - Decimal("0.01")),
                deposit(late, BANKED, "CASH DEP PORT BLAIR"),
            ],
        )
        short, on_time, too_late = journal.bank.cash_deposits()
        (banking,) = on_time.candidates
        assert (banking.event_id, banking.amount, banking.on) == ("banked:1", BANKED, closed_on)
        # Limits both sides: a paisa off, or a day past the days cash takes to the bank.
        assert short.candidates == () and too_late.candidates == ()

        nobody = Approvals(journal.till, approving=False)
        with pytest.raises(NotApproved) as refused:
            await StatementService(journal, approve=nobody).confirm_deposit(on_time, banking)
        assert str(refused.value) == "Not confirmed: it needs a supervisor's PIN."
        said = (
            "Cash deposit of 1,000.00 on 04 Dec 2026: the cash banked at the close of 01 Dec 2026"
        )
        assert nobody.asked == [(CASH_DEPOSIT_CONFIRMED, said)]
        assert journal.bank.cash_deposits()[1].banking is None

        supervisor = Approvals(journal.till, approving=True)
        await StatementService(journal, approve=supervisor).confirm_deposit(on_time, banking)
        short, confirmed, too_late = journal.bank.cash_deposits()
        assert confirmed.banking == "banked:1" and confirmed.candidates == ()
        # The banking is the deposit's: the others have none left, and a second is refused.
        assert short.candidates == () and too_late.candidates == ()
        with pytest.raises(ValueError):
            await StatementService(journal, approve=supervisor).confirm_deposit(too_late, banking)
        # Accounted: no credit of no sale; the books hold the close's contra into the bank.
        credits = {row.row_id for row in journal.bank.unmatched_credits()}
        assert confirmed.row_id not in credits and short.row_id in credits
        # (the day's float of 2,000.00 was paid in from the bank; the close banked 1,000.00)
        assert in_the_bank(BooksReader(journal._conn).balances()) == BANKED - Decimal("2000.00")
