"""What a bank sends back (issue 94, item 3): a partial chargeback undoes only its amount of
the payment's proof, in the books as on the statement."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

from app.books.reader import BooksReader
from app.domain.postings import BANK, UPI_CLEARING
from app.journal import Journal
from tests.bank.statements import Transfer
from tests.bank.test_proved_in_books import DAY, RRN, SOLD_AT, credits, imported, sold
from tests.journal.till_sales import PRICE

PART = Decimal("100.00")


def test_a_partial_chargeback_undoes_only_its_amount(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=lambda: SOLD_AT) as journal:
        sold(journal)
        imported(journal, tmp_path / "sbi", credits())
        books = BooksReader(journal._conn)
        assert books.balance(BANK) == 2 * PRICE.total
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
        assert books.balance(BANK) == 2 * PRICE.total - PART
        assert books.balance(UPI_CLEARING) == PART
        assert books.differences() == [] and books.unbalanced() == []
