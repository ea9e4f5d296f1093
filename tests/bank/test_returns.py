"""What a bank sends back (issue 94, item 3): a partial chargeback undoes only its amount of
the payment's proof, in the books as on the statement; a refund the bank sends back (its return
credit carrying the refund's reference) undoes the refund's proof and owes the customer again."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.matching import Doubt
from app.bank.proofs import Standing
from app.books.queries import customer_owed, customers_owed, refunds_owed
from app.books.reader import BooksReader
from app.counter.services.bank_statements import StatementService
from app.domain.payment import Payment
from app.domain.postings import UPI_CLEARING, EventKind, tender_account
from app.domain.tenders import BANK as BANK_TRANSFER
from app.domain.tenders import UPI, TenderKind
from app.journal import Journal
from tests.bank.banked import in_the_bank
from tests.bank.statements import Transfer
from tests.bank.test_aggregators import tally_ledgers
from tests.bank.test_proved_in_books import DAY, RRN, SOLD_AT, UTR, credits, imported, sold
from tests.journal.till_sales import PRICE, confirm_cancellation, give_back

PART = Decimal("100.00")
REFUND = Decimal("1000.00")


def test_a_partial_chargeback_undoes_only_its_amount(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal)
        imported(journal, tmp_path / "sbi", credits())
        books = BooksReader(journal._conn)
        assert in_the_bank(books.balances()) == 2 * PRICE.total
        # Five days on, the customer's bank takes back part of the UPI payment.
        back = Transfer(DAY + dt.timedelta(days=5), dt.time(9), -PART, RRN)
        imported(journal, tmp_path / "later", [back], "HDFC Bank")
        (undone,) = [
            json.loads(body)
            for (body,) in journal._conn.execute(
                "SELECT body FROM money_events WHERE event_id LIKE 'bank_proved:%:undone'"
            )
        ]
        assert Decimal(undone["amount"]) == PART
        assert in_the_bank(books.balances()) == 2 * PRICE.total - PART
        assert books.balance(UPI_CLEARING) == PART
        assert books.differences() == [] and books.unbalanced() == []


# The refund's own reference, as the bank's debit and its return credit carry it.
REFUND_REFERENCE = "412345678901"
RETURNED = DAY + dt.timedelta(days=3)


@pytest.mark.parametrize(
    ("tender", "reference", "rail"),
    [(UPI, RRN, "UPI"), (BANK_TRANSFER, UTR, "NEFT")],
    ids=["upi", "neft"],
)
def test_a_refund_the_bank_sends_back_is_owed_to_the_customer_again(
    tmp_path: Path, tender: TenderKind, reference: str, rail: str
) -> None:
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        confirm_cancellation(journal, payment=Payment((tender.paid(PRICE.total, reference),)))
        refund = give_back(journal, "1000.00", mode=tender)
        paid = Transfer(DAY, dt.time(11, 2), PRICE.total, reference, rail=rail)
        debit = Transfer(DAY, dt.time(15), -REFUND, REFUND_REFERENCE, rail=rail)
        imported(journal, tmp_path / "sbi", [paid, debit])
        books = BooksReader(journal._conn)
        till = journal.till
        key = f"refund:{refund.payment_id}"
        (proof,) = [p for p in journal.bank.proofs() if p.key == key]
        assert proof.standing is Standing.PROVED
        assert customer_owed(till, "REF1") == 0 and refunds_owed(till) == []
        # Three days on, the customer's bank sends the refund back (a closed account), to the
        # account it was paid from: the next statement of it.
        back = Transfer(RETURNED, dt.time(10), REFUND, REFUND_REFERENCE, rail=rail)
        imported(journal, tmp_path / "later", [back])
        (credit,) = [
            row
            for (row,) in journal._conn.execute(
                "SELECT row_id FROM bank_rows WHERE amount_paise = ?", (int(REFUND * 100),)
            )
        ]
        (proof,) = [p for p in journal.bank.proofs() if p.key == key]
        assert proof.standing is Standing.QUESTIONED
        assert proof.doubt is Doubt.RETURNED
        assert proof.row is not None and proof.row.row_id == credit
        # The proof undone and the customer owed again, both on the return's own bank day.
        events = {e.event_id: e for e in books.events()}
        (undone,) = [e for e in events.values() if e.event_id.endswith(f"{key}:undone")]
        assert (undone.body["on"], undone.body["by_row"]) == (RETURNED.isoformat(), credit)
        returned = events[f"refund_returned:{key}"]
        assert returned.kind is EventKind.REFUND_RETURNED
        assert returned.body["on"] == RETURNED.isoformat()
        # The money is back in the bank, nothing left in the clearing; the customer is owed.
        account = tender_account(tender)
        assert in_the_bank(books.balances()) == PRICE.total
        assert books.balance(account) == 0
        assert books.owed_to("REF1") == REFUND
        # The return credit is the refund's, listed with it: no credit of no sale, and the
        # reconciliation pairs the proof undone with it.
        assert journal.bank.unmatched_credits() == []
        (found,) = journal.bank.reconciliations()
        assert found is not None and found.not_in_bank == ()
        # Lookup's and the header's owed, and the owed list, read the books.
        assert customer_owed(till, "REF1") == REFUND
        assert customers_owed(till, "PB1") == REFUND
        (owed,) = refunds_owed(till)
        assert (owed.request_id, owed.due.by) == ("c-1", ((tender, REFUND),))
        # In the accountant's Tally export, a Journal voucher of the return's day (a debit is
        # negative in Tally): the takings to be settled back to the customer's party.
        assert tally_ledgers(journal, tmp_path / "tally", RETURNED, "refund_returned:") == {
            ("Journal", f"Takings to be settled ({tender.key.upper()})"): -REFUND,
            ("Journal", "Counter sales"): REFUND,
        }
        before = RETURNED - dt.timedelta(days=1)
        assert tally_ledgers(journal, tmp_path / "before", before, "refund_returned:") == {}
        # Imported again and reconciled, nothing is posted twice.
        imported(journal, tmp_path / "again", [back], "HDFC Bank")
        journal.bank.reconcile()
        assert len({e.event_id for e in books.events()}) == len(events)
        assert books.differences() == [] and books.unbalanced() == []
        # The refund paid again at the till settles it.
        give_back(journal, "1000.00", mode=tender)
        assert customer_owed(till, "REF1") == 0 and refunds_owed(till) == []


def test_a_payment_taken_back_is_listed_with_the_questioned(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal)
        imported(journal, tmp_path / "sbi", credits())
        back = Transfer(DAY + dt.timedelta(days=5), dt.time(9), -PRICE.total, RRN)
        imported(journal, tmp_path / "later", [back], "HDFC Bank")
        # Its credit still matches it, but the chargeback took it back: the tab lists it.
        found = asyncio.run(StatementService(journal, now=lambda: SOLD_AT).in_doubt())
    assert [(p.key, p.doubt) for p in found.questioned] == [("sale:s-1:0", Doubt.CHARGED_BACK)]
