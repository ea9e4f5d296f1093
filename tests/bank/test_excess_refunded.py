"""A customer's excess owed back until the till pays it (issue 94, item 3): accepted by a
supervisor, the excess is on the till's list of money owed to customers (the header's count and
names, the Z report's), Lookup's and History's "still owed" say it, and the till pays it back
from the open shift (cash in whole rupees, no credit note), posting ``excess_refunded``: the
customer's account debited, the tender credited; then nothing is owed, and it cannot be paid
twice."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.proofs import Outcome
from app.books.queries import BookQueries, customer_owed, customers_owed, refunds_owed
from app.books.reader import BooksReader
from app.counter.services.bank_statements import StatementService
from app.counter.services.excess_refunds import ExcessRefundService
from app.counter.services.history_service import HistoryService
from app.domain.postings import DRAWER, ROUND_OFF, customer_account
from app.domain.tenders import CARD, CASH, UPI
from app.journal import Journal
from app.records.till import Refusal, TillRefused
from tests.bank.month import COUNTER, NEVER, Month, imported
from tests.bank.statements import Transfer
from tests.counter.approvals import Approvals

OVER = Decimal("1.40")


async def _accepted(month: Month, journal: Journal, folder: Path) -> str:
    """The fake sale ``NEVER`` paid over by ``OVER`` and accepted as the customer's excess."""
    sold = month.fake(NEVER)
    folder.mkdir()
    on = sold.at.date() + dt.timedelta(days=1)
    imported(journal, "HDFC Bank", folder, [Transfer(on, dt.time(10), sold.amount + OVER, NEVER)])
    proof = next(p for p in journal.bank.proofs() if p.key == sold.key)
    desk = StatementService(journal, approve=Approvals(journal.till, approving=True))
    await desk.resolve(proof, Outcome.EXCESS, "paid over", "said")
    return sold.booking_ref


def _nothing(*_args: object) -> None:
    pass


async def test_an_excess_accepted_is_owed_until_the_till_pays_it_back_in_cash(
    month: Month, journal: Journal, tmp_path: Path
) -> None:
    ref = await _accepted(month, journal, tmp_path / "over")
    till = journal.till
    owed = [o for o in refunds_owed(till, COUNTER) if o.excess is not None]
    assert [(o.due.booking_ref, o.due.amount, o.due.by) for o in owed] == [
        (ref, OVER, ((UPI, OVER),))
    ]
    row = journal.history.find(ref)
    assert row is not None and owed[0].due.customer == row.customer_name != ""
    assert customer_owed(till, ref) == OVER
    assert customers_owed(till, COUNTER) >= OVER
    # History's detail says it is owed, until it is paid.
    history = HistoryService(journal)
    assert "Still owed to the customer: INR 1.40, not yet paid." in history.detail(row)
    # Lookup's cancellation refund is not offered for it: no cancellation owes it.
    service = ExcessRefundService(journal, lambda: COUNTER)
    excess = service.owed(ref)
    assert excess is not None
    books = BooksReader(journal._conn)
    drawer, round_off = books.balance(DRAWER), books.balance(ROUND_OFF)
    notes = journal._conn.execute("SELECT COUNT(*) FROM tax_documents").fetchone()[0]

    with pytest.raises(TillRefused) as card:
        await service.pay(excess, CARD, "", _nothing)
    assert card.value.reason is Refusal.EXCESS_TENDER
    paid = await service.pay(excess, CASH, "", _nothing)

    # 1.40 leaves the drawer as 1.00: the customer's account settled 1.40, 0.40 round off.
    assert (paid.amount, service.handed(paid)) == (OVER, Decimal("1.00"))
    assert books.balance(DRAWER) == drawer - Decimal("1.00")
    assert books.balance(customer_account(ref)) == 0
    assert books.balance(ROUND_OFF) == round_off - Decimal("0.40")
    assert customer_owed(till, ref) == 0
    assert "Still owed" not in history.detail(row)
    assert service.owed(ref) is None
    assert [o for o in refunds_owed(till, COUNTER) if o.excess is not None] == []
    assert books.differences() == []
    # No credit note: an excess is no cancellation of the sale.
    assert journal._conn.execute("SELECT COUNT(*) FROM tax_documents").fetchone()[0] == notes
    # The shift's drawer says the cash went out: its given back by cash counts it.
    shift = till.open_shift_of(COUNTER)
    assert shift is not None
    flows = BookQueries(journal._conn).shift_tenders(shift.shift_id)
    assert flows.given[CASH] == Decimal("1.00")
    with pytest.raises(TillRefused) as twice:
        await service.pay(excess, CASH, "", _nothing)
    assert twice.value.reason is Refusal.NOT_OWED
