"""A supervisor settles what one row cannot prove (issue 82, item 3): a payment received in two
transfers, settled with both rows; one payout credit of several payments, settled with all of
them; in either, the amounts must add up to the paisa, or the statement service refuses with a
sentence and nothing is recorded. The statement files are written by ``tests.bank.statements``
in HDFC Bank's export layout (tests/bank/layouts.md says where it came from)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.matching import Method
from app.bank.proofs import Outcome, Proof, Standing
from app.counter.services import bank_proving
from app.counter.services.bank_statements import StatementService
from app.journal import Journal
from tests.bank.month import LESS, NEVER, Month, Sold, imported
from tests.bank.statements import Transfer
from tests.counter.approvals import Approvals

FIRST, SECOND, PAYOUT = "419900000031", "419900000032", "419900000033"
PAISA = Decimal("0.01")


def _proof(journal: Journal, sold: Sold) -> Proof:
    return next(p for p in journal.bank.proofs() if p.key == sold.key)


def _credits(journal: Journal, folder: Path, sold: Sold, *parts: tuple[str, Decimal]) -> None:
    """Credits the day after ``sold``, one per reference and amount, imported."""
    folder.mkdir()
    on = sold.at.date() + dt.timedelta(days=1)
    transfers = [Transfer(on, dt.time(9 + n), amount, ref) for n, (ref, amount) in enumerate(parts)]
    imported(journal, "HDFC Bank", folder, transfers)


async def test_a_payment_in_two_transfers_is_settled_with_both_rows_to_the_paisa(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    never = month.fake(NEVER)
    # Two transfers that add up to the payment, split at an odd paisa.
    half = (never.amount / 2).quantize(PAISA) + PAISA
    _credits(journal, tmp_path / "two", never, (FIRST, half), (SECOND, never.amount - half))
    supervisor = Approvals(journal.till, approving=True)
    desk = StatementService(journal, approve=supervisor)
    proof = _proof(journal, never)
    assert proof.standing is Standing.QUESTIONED

    # One of the two is not the payment: said so, before any supervisor is asked.
    one = desk.resolution_problem(proof, Outcome.OTHER_REFERENCE, FIRST)
    assert one.startswith(f"The statement's row carrying {FIRST} is for")
    assert desk.resolution_problem(proof, Outcome.OTHER_REFERENCE, f"{FIRST}, {SECOND}") == ""
    assert desk.resolution_problem(proof, Outcome.OTHER_REFERENCE, f"{FIRST} 419900000099") == (
        "No credit of the statements free to prove it carries 419900000099."
    )
    assert supervisor.asked == []

    decision = await desk.resolve(proof, Outcome.OTHER_REFERENCE, f"{FIRST}, {SECOND}", "said")
    settled = _proof(journal, never)
    assert (settled.standing, settled.method, settled.outcome, settled.outcome_detail) == (
        Standing.PROVED,
        Method.BY_HAND,
        Outcome.OTHER_REFERENCE,
        f"{FIRST} {SECOND}",
    )
    assert settled.decision_id == decision and len(supervisor.asked) == 1
    # Both rows are taken: neither is a credit of no sale, nor free to prove anything else.
    taken = {ref for row in journal.bank.unmatched_credits() for ref in row.references}
    assert not taken & {FIRST, SECOND}
    assert journal.bank.free_rows_carrying(FIRST) == journal.bank.free_rows_carrying(SECOND) == []


@pytest.mark.parametrize("off_by", [-PAISA, PAISA])
async def test_rows_a_paisa_off_the_payment_are_refused_with_a_sentence(
    off_by: Decimal, month: Month, journal: Journal, tmp_path: Path
) -> None:
    never = month.fake(NEVER)
    half = (never.amount / 2).quantize(PAISA)
    rest = never.amount - half + off_by
    _credits(journal, tmp_path / "off", never, (FIRST, half), (SECOND, rest))
    supervisor = Approvals(journal.till, approving=True)
    desk = StatementService(journal, approve=supervisor)
    proof = _proof(journal, never)
    with pytest.raises(ValueError, match="must add up to the paisa") as refused:
        await desk.resolve(proof, Outcome.OTHER_REFERENCE, f"{FIRST} {SECOND}", "said")
    assert str(refused.value).startswith(f"The rows carrying {FIRST}, {SECOND} add up to ")
    assert supervisor.asked == []
    # The journal holds the rule too: a settlement that does not add up keeps nothing.
    rows = [journal.bank.free_rows_carrying(ref)[0].row_id for ref in (FIRST, SECOND)]
    decision = journal.till.decide("Meera Pillai", "bank: settled", never.key)
    with pytest.raises(ValueError, match="differ in amount"):
        bank_proving.settle(
            journal.bank, [(never.key, never.amount)], rows, f"{FIRST} {SECOND}", decision
        )
    assert _proof(journal, never).standing is Standing.QUESTIONED


@pytest.mark.parametrize("off_by", [-PAISA, Decimal("0.00"), PAISA])
async def test_one_payout_credit_settles_several_payments_only_when_they_add_up(
    off_by: Decimal, month: Month, journal: Journal, tmp_path: Path
) -> None:
    never, less = month.fake(NEVER), month.fake(LESS)
    _credits(journal, tmp_path / "payout", never, (PAYOUT, never.amount + less.amount + off_by))
    supervisor = Approvals(journal.till, approving=True)
    desk = StatementService(journal, approve=supervisor)
    payments = [_proof(journal, never), _proof(journal, less)]
    problem = desk.settlement_problem(payments, PAYOUT)
    if off_by:
        assert problem.endswith("a settlement must add up to the paisa.")
        with pytest.raises(ValueError):
            await desk.settle(payments, PAYOUT, "said")
        assert Standing.PROVED not in {_proof(journal, s).standing for s in (never, less)}
        return
    assert problem == ""
    await desk.settle(payments, PAYOUT, "said")
    for sold in (never, less):
        proof = _proof(journal, sold)
        assert (proof.standing, proof.method, proof.outcome_detail) == (
            Standing.PROVED,
            Method.BY_HAND,
            PAYOUT,
        )
        assert proof.row is not None and proof.row.shown_reference == PAYOUT
    # The row settled both: none of it is left to prove anything else.
    assert journal.bank.free_rows_carrying(PAYOUT) == []
