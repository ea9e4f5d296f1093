"""An overpayment accepted as the customer's excess (issue 94, item 3): the bank shows 1.00 more
than the sale's UPI payment under its reference; a supervisor resolves it as the customer's
excess, the payment is proved, and the excess is in the books as owed back to the customer
(``customer:<booking>`` in credit, which the header's and Lookup's figures read). The statement
service refuses it, before any supervisor is asked, for a payment the bank shows less for, and
nothing is kept when no supervisor approves."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.matching import Method
from app.bank.proofs import Outcome, Proof, Standing
from app.books.queries import BookQueries
from app.books.reader import BooksReader
from app.counter.config.declared import NotApproved
from app.counter.services.bank_statements import StatementService
from app.domain.postings import UPI_CLEARING, customer_account
from app.i18n import Refused
from app.journal import Journal
from tests.bank.banked import in_the_bank
from tests.bank.month import NEVER, Month, imported
from tests.bank.statements import Transfer
from tests.bank.test_aggregators import tally_ledgers
from tests.counter.approvals import Approvals

OVER = Decimal("1.00")


def _proof(journal: Journal, key: str) -> Proof:
    return next(p for p in journal.bank.proofs() if p.key == key)


def _paid(journal: Journal, folder: Path, reference: str, amount: Decimal, on: dt.date) -> None:
    folder.mkdir()
    imported(journal, "HDFC Bank", folder, [Transfer(on, dt.time(10), amount, reference)])


async def test_an_overpayment_accepted_as_the_customers_excess_is_owed_back(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    sold = month.fake(NEVER)
    on = sold.at.date() + dt.timedelta(days=1)
    _paid(journal, tmp_path / "over", NEVER, sold.amount + OVER, on)
    proof = _proof(journal, sold.key)
    assert proof.standing is Standing.QUESTIONED
    books = BooksReader(journal._conn)
    before = books.balances()

    nobody = StatementService(journal, approve=Approvals(journal.till, approving=False))
    with pytest.raises(NotApproved):
        await nobody.resolve(proof, Outcome.EXCESS, "paid a rupee over", "said")
    assert _proof(journal, sold.key).standing is Standing.QUESTIONED

    supervisor = Approvals(journal.till, approving=True)
    desk = StatementService(journal, approve=supervisor)
    assert desk.resolution_problem(proof, Outcome.EXCESS, "") != ""
    assert desk.resolution_problem(proof, Outcome.EXCESS, "paid a rupee over") == ""
    decision = await desk.resolve(proof, Outcome.EXCESS, "paid a rupee over", "said")

    settled = _proof(journal, sold.key)
    assert (settled.standing, settled.method, settled.outcome, settled.decision_id) == (
        Standing.PROVED,
        Method.BY_HAND,
        Outcome.EXCESS,
        decision,
    )
    assert [detail for _permission, detail in supervisor.asked] == ["said"]
    # The whole credit is in the bank: the payment out of the clearing, the excess owed back.
    after = books.balances()
    assert in_the_bank(after) - in_the_bank(before) == sold.amount + OVER
    assert before[UPI_CLEARING] - after[UPI_CLEARING] == sold.amount
    account = customer_account(sold.booking_ref)
    assert after[account] - before.get(account, Decimal(0)) == -OVER
    queries = BookQueries(journal._conn)
    assert queries.owed_to(sold.booking_ref) == OVER
    assert queries.owed_in_all() >= OVER
    assert books.differences() == []
    # The row is taken: no credit of no sale, nor free to prove anything else.
    assert journal.bank.free_rows_carrying(NEVER) == []
    # In Tally the excess is a Receipt into the bank (a debit, negative) on the customers'
    # party ledger, owed back there.
    assert tally_ledgers(journal, tmp_path / "export", on, "excess_received") == {
        ("Receipt", "Bank account 50200012345678"): -OVER,
        ("Receipt", "Counter sales"): OVER,
    }


async def test_a_payment_the_bank_shows_less_for_is_no_excess(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    sold = month.fake(NEVER)
    _paid(journal, tmp_path / "less", NEVER, sold.amount - OVER, sold.at.date())
    proof = _proof(journal, sold.key)
    assert proof.standing is Standing.QUESTIONED and proof.row is not None
    assert proof.row.amount < sold.amount
    supervisor = Approvals(journal.till, approving=True)
    desk = StatementService(journal, approve=supervisor)
    problem = desk.resolution_problem(proof, Outcome.EXCESS, "paid over")
    assert problem.startswith("The statement shows no more than the payment")
    with pytest.raises(Refused):
        await desk.resolve(proof, Outcome.EXCESS, "paid over", "said")
    assert supervisor.asked == []
    assert _proof(journal, sold.key).outcome is None
