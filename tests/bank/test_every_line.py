"""Every line of a statement accounted for (issue 82, item 2): a chargeback debit carrying a
sale's RRN undoes the proof it takes back (said as Lookup and the shift report say it), while a
duplicate posting and its reversal net to nil: they undo nothing, and the duplicate is no credit
of no sale."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

from app.bank.matching import Doubt, Method
from app.bank.proofs import Standing, summed
from app.bank.reading import read_statement
from app.counter.services.bank_lookup import proof_lines
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.tenders import UPI
from app.journal import Journal
from tests.bank.statements import Transfer, write
from tests.journal.till_sales import PRICE, sell, till_sale

DAY = dt.date(2026, 4, 10)
SOLD_AT = dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
GENUINE, OTHER = "412300000101", "412300000202"


def imported(journal: Journal, folder: Path, layout: str, rows: list[Transfer]) -> None:
    """``rows`` written in ``layout``'s export into ``folder`` and imported."""
    folder.mkdir()
    path, _line = write(layout, folder, rows)
    journal.bank.import_statement(read_statement(path), path.name)


def sold(journal: Journal, reference: str, request_id: str) -> None:
    """A sale paid whole by UPI under ``reference``."""
    payment = Payment((UPI.paid(PRICE.total, reference),))
    sell(journal, request_id, till_sale("PB1", payment=payment))


def test_a_chargeback_carrying_the_sales_rrn_undoes_its_proof(tmp_path: Path) -> None:
    credit = Transfer(DAY, dt.time(11, 2), PRICE.total, GENUINE)
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal, GENUINE, "s-1")
        imported(journal, tmp_path / "day", "HDFC Bank", [credit])
        (proof,) = journal.bank.proofs()
        assert (proof.standing, proof.method) == (Standing.PROVED, Method.REFERENCE)
        # Five days on, the bank takes it back: the customer's bank upheld a dispute.
        back = Transfer(DAY + dt.timedelta(days=5), dt.time(9), -PRICE.total, GENUINE, rail="UPI")
        imported(journal, tmp_path / "later", "Kotak Mahindra Bank", [back])
        (proof,) = journal.bank.proofs()
        assert (proof.standing, proof.doubt, proof.method) == (
            Standing.QUESTIONED,
            Doubt.CHARGED_BACK,
            None,
        )
        assert proof.row is not None and proof.row.amount == -PRICE.total
        said = proof_lines(proof)
        assert said[1] == (
            f"Charged back: the bank took {PRICE.total:,.2f} back on 15 Apr 2026; the payment "
            "is proved no more."
        ), said
        # As the shift report sums it: the UPI taken back is questioned, not proved.
        split = summed(journal.bank.proofs()).totals[UPI]
        assert (split.proved, split.questioned) == (Decimal(0), PRICE.total)


def test_a_duplicate_posting_and_its_reversal_net_to_nil(tmp_path: Path) -> None:
    credit = Transfer(DAY, dt.time(11, 2), PRICE.total, GENUINE)
    again = Transfer(DAY, dt.time(11, 2), PRICE.total, GENUINE)
    reversal = Transfer(DAY + dt.timedelta(days=1), dt.time(8), -PRICE.total, GENUINE)
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal, GENUINE, "s-1")
        imported(journal, tmp_path / "day", "HDFC Bank", [credit, again, reversal])
        (proof,) = journal.bank.proofs()
        assert (proof.standing, proof.doubt) == (Standing.PROVED, None)
        # The duplicate is no credit of no sale: its reversal took it back.
        assert journal.bank.unmatched_credits() == []


def test_a_duplicate_posting_not_reversed_is_a_credit_of_no_sale(tmp_path: Path) -> None:
    credit = Transfer(DAY, dt.time(11, 2), PRICE.total, GENUINE)
    again = Transfer(DAY, dt.time(11, 2), PRICE.total, GENUINE)
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal, GENUINE, "s-1")
        imported(journal, tmp_path / "day", "HDFC Bank", [credit, again])
        (proof,) = journal.bank.proofs()
        (left,) = journal.bank.unmatched_credits()
    assert proof.standing is Standing.PROVED
    assert (left.amount, left.references[-1]) == (PRICE.total, GENUINE)
