"""The Tally export carries the books whole: the old day of every money event (a journal
written by commit 7efb28ef, ``data/README.md``), posted by today's books job and exported, is
read back from the XML file as Tally would import it; its receipts, payments, contra and
journal vouchers each balance, and each ledger the books' accounts post to adds up to that
account's balance in the books."""

from __future__ import annotations

import asyncio
import datetime as dt
import shutil
import xml.etree.ElementTree as ET
from collections import Counter
from decimal import Decimal
from pathlib import Path

from app.books.reader import BooksReader
from app.counter.runtime.job_books import BooksJob
from app.domain.gst import TallyLedgers
from app.domain.money import ZERO
from app.domain.postings import BANK, CASH_OVER_SHORT, DRAWER, WALLET_CASH
from app.journal import Journal
from app.journal.book_vouchers import ledger_of
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME

DATA = Path(__file__).parent / "data"
# Ledger names of an accountant's own, so that a default name cannot pass for one set.
LEDGERS = TallyLedgers(cash="Cash PB1", bank="HDFC current account", wallet="Partner wallet PB1")


def clock() -> dt.datetime:
    """A moment after the old day, when its books are posted."""
    return dt.datetime(2026, 12, 4, 9, 0, tzinfo=dt.UTC)


def vouchers(path: Path) -> list[tuple[str, str, list[tuple[str, Decimal]]]]:
    """Each voucher of a Tally import file: its type, number and ledger entries."""
    found = []
    for voucher in ET.parse(path).getroot().iter("VOUCHER"):
        entries = [
            (str(entry.findtext("LEDGERNAME")), Decimal(str(entry.findtext("AMOUNT"))))
            for entry in voucher.iter("ALLLEDGERENTRIES.LIST")
        ]
        for entry in voucher.iter("ALLLEDGERENTRIES.LIST"):
            # A debit is negative and deemed positive, as Tally writes it.
            deemed = entry.findtext("ISDEEMEDPOSITIVE") == "Yes"
            assert deemed == (Decimal(str(entry.findtext("AMOUNT"))) < 0)
        found.append((voucher.get("VCHTYPE", ""), str(voucher.findtext("VOUCHERNUMBER")), entries))
    return found


def test_the_tally_export_carries_the_books_whole(tmp_path: Path) -> None:
    shutil.copy(DATA / "7efb28ef.sqlite3", tmp_path / DATABASE_NAME)
    with Journal(tmp_path, now=clock) as journal:
        posted = asyncio.run(BooksJob(tmp_path / DATABASE_NAME, journal.now, first_s=0).post_now())
        balances = BooksReader(journal._conn).balances()
    assert posted == 33
    files = export_period(
        tmp_path / DATABASE_NAME,
        tmp_path / "out",
        dt.date(2026, 12, 1),
        dt.date(2026, 12, 31),
        LEDGERS,
    )
    (tally,) = [name for name in files.names if name.startswith("tally_")]
    read = vouchers(tmp_path / "out" / tally)

    # The agency of the old day is not registered: no Sales voucher, its bills of supply are in
    # no return; every voucher is the books'. The day's 11 sales are 10 receipts (one was paid
    # by nothing at the till: an exchange's credit) and 11 journals of the rest against the
    # customer; its 8 cancellations 8 journals, one of its 2 counts (10.00 short) a journal
    # (the other counted what the books said: no line); its 8 refunds paid are payments; its
    # 2 floats paid in, 1 paid out and 1 cash banked are contra vouchers.
    kinds = Counter(kind for kind, _number, _entries in read)
    assert kinds == {"Receipt": 10, "Journal": 11 + 8 + 1, "Payment": 8, "Contra": 4}
    for kind, number, entries in read:
        assert sum((amount for _ledger, amount in entries), ZERO) == ZERO, (kind, number)
    # The cash banked at the first close, and the floats paid in and out, are contra vouchers
    # between the cash and the bank.
    contra = [entries for kind, _number, entries in read if kind == "Contra"]
    assert all(
        {ledger for ledger, _ in entries} == {"Cash PB1", "HDFC current account"}
        for entries in contra
    )
    assert any(number.startswith("banked:") for kind, number, _ in read if kind == "Contra")

    # Each ledger adds up to its account's balance in the books (Tally's sign: a debit
    # negative), the customers' ledger to what they are owed.
    totals: dict[str, Decimal] = {}
    for _kind, _number, entries in read:
        for ledger, amount in entries:
            totals[ledger] = totals.get(ledger, ZERO) + amount
    expected: dict[str, Decimal] = {}
    for account, balance in balances.items():
        ledger = ledger_of(account, LEDGERS)
        expected[ledger] = expected.get(ledger, ZERO) - balance
    assert {ledger: amount for ledger, amount in totals.items() if amount} == expected
    assert totals["Cash PB1"] == -balances[DRAWER] == Decimal("-1500.00")
    assert totals["HDFC current account"] == -balances[BANK] == Decimal("-2672.00")
    assert totals["Partner wallet PB1"] == -balances[WALLET_CASH] == Decimal("5437.27")
    assert totals[LEDGERS.cash_over_short] == -balances[CASH_OVER_SHORT] == Decimal("-10.00")
    assert totals[LEDGERS.party] == Decimal("383.23") + Decimal("2091.00")
