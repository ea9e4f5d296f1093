"""A month's lock (issue 97, item 3): January closed, a late statement's rows valued in January
and February's chargeback and returned refund of January's sales are posted in February, each
naming what it corrects, and January's exports are the bytes its close hashed."""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import io
import sqlite3
import xml.etree.ElementTree as ET
import zipfile
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.books.queries import BookQueries
from app.counter.config.declared import NotApproved, Permission, Reader
from app.counter.config.settings import Settings
from app.counter.services.month_close import MonthCloseService, export_settings
from app.domain.clock import SERVICE_TZ
from app.domain.gst import TallyLedgers
from app.domain.payment import Payment
from app.domain.tenders import CASH, UPI
from app.journal import Journal
from app.journal.month_closing import MonthRefused
from app.journal.store import DATABASE_NAME
from app.records.customers import Who
from tests.bank.statements import Transfer
from tests.bank.test_proved_in_books import imported
from tests.journal.till_sales import PRICE, confirm_cancellation, give_back, sell, till_sale

JANUARY, FEBRUARY = "2027-01", "2027-02"
SOLD = dt.date(2027, 1, 12)
RRN_REFUNDED, RRN_CHARGED = "412300000111", "412300000222"
REFUND = Decimal("1000.00")
REFUND_REFERENCE = "412345678901"  # as ``give_back`` pays it
LATE = dt.date(2027, 1, 29)
CHARGED_BACK, RETURNED = dt.date(2027, 2, 10), dt.date(2027, 2, 11)


def at(day: dt.date, hour: int = 11) -> dt.datetime:
    """``day`` at ``hour`` on the service's clock."""
    return dt.datetime.combine(day, dt.time(hour), SERVICE_TZ)


def supervisor(name: str, why: str = "") -> Reader:
    """A ``Reader`` that approves as ``name`` with ``why``."""

    async def read(_permission: Permission, _detail: str) -> Who:
        return Who(name, "supervisor", why)

    return read


async def nobody(_permission: Permission, _detail: str) -> None:
    """A ``Reader`` nobody answers."""
    return None


def tally_vouchers(data: bytes) -> dict[str, str]:
    """A Tally import's vouchers: number -> day."""
    return {
        str(v.findtext("VOUCHERNUMBER")): str(v.findtext("DATE"))
        for v in ET.fromstring(data).iter("VOUCHER")
    }


def test_a_closed_january_keeps_its_exports_and_february_carries_its_corrections(
    tmp_path: Path,
) -> None:
    now = {"at": at(SOLD)}
    folder = tmp_path / "journal"
    database = folder / DATABASE_NAME
    settings = Settings()
    with Journal(folder, now=lambda: now["at"]) as journal:
        # January: a sale cancelled and refunded by UPI, another paid by UPI; the bank's
        # January statement proves the payments and the refund's debit.
        confirm_cancellation(journal, payment=Payment((UPI.paid(PRICE.total, RRN_REFUNDED),)))
        refund = give_back(journal, str(REFUND))
        sell(
            journal, "s-2", till_sale("PB1", payment=Payment((UPI.paid(PRICE.total, RRN_CHARGED),)))
        )
        imported(
            journal,
            tmp_path / "january",
            [
                Transfer(SOLD, dt.time(11, 2), PRICE.total, RRN_REFUNDED),
                Transfer(SOLD, dt.time(11, 5), PRICE.total, RRN_CHARGED),
                Transfer(SOLD, dt.time(15), -REFUND, REFUND_REFERENCE),
            ],
        )
        now["at"] = at(dt.date(2027, 2, 2))
        service = MonthCloseService(database, supervisor("Meera Iyer"), now=lambda: now["at"])
        # Nobody's PIN: refused by the service, nothing closed; February has not ended.
        with pytest.raises(NotApproved):
            asyncio.run(MonthCloseService(database, nobody).close(JANUARY, [], settings))
        with pytest.raises(MonthRefused):
            asyncio.run(service.close(FEBRUARY, [], settings))
        unexplained = asyncio.run(service.unexplained(JANUARY))
        closed = asyncio.run(service.close(JANUARY, unexplained, settings))
        assert (closed.acted_by, closed.accepted) == ("Meera Iyer", tuple(unexplained))
        state = asyncio.run(service.state(JANUARY))
        assert state.closed and state.text().startswith("Closed on 02 Feb 2027 by Meera Iyer")
        at_close = asyncio.run(service.files(JANUARY, settings))
        assert {n: hashlib.sha256(d).hexdigest() for n, d in at_close.items()} == dict(
            closed.exports
        )
        # 5 February: a statement of January's last days found late, its charge valued 29 Jan.
        now["at"] = at(dt.date(2027, 2, 5))
        charge = Transfer(
            LATE, dt.time(23, 59), Decimal("-5.90"), "", rail="CHG", narration="CHRGS FOR NEFT"
        )
        imported(journal, tmp_path / "late", [charge])
        assert journal.bank.book_charges(input_credit=False) == 1
        # 12 February: February's statement takes back the second sale's payment and returns
        # the refund of the first (a closed account).
        now["at"] = at(dt.date(2027, 2, 12))
        imported(
            journal,
            tmp_path / "february",
            [
                Transfer(CHARGED_BACK, dt.time(9), -PRICE.total, RRN_CHARGED),
                Transfer(RETURNED, dt.time(10), REFUND, REFUND_REFERENCE),
            ],
        )
        february = BookQueries(journal._conn).corrections(dt.date(2027, 2, 1), dt.date(2027, 2, 28))
        january = BookQueries(journal._conn).corrections(dt.date(2027, 1, 1), dt.date(2027, 1, 31))
    # January's exports made again are the bytes of its close.
    assert asyncio.run(service.files(JANUARY, settings)) == at_close
    assert january == []
    found = {(c.kind, c.corrects, c.day, c.belongs_on, c.closed_month) for c in february}
    refund_key = f"refund:{refund.payment_id}"
    proofs = _proofs(database)
    assert found == {
        ("bank_charge", "", dt.date(2027, 2, 1), LATE, JANUARY),
        ("bank_proved", proofs["sale:s-2:0"], CHARGED_BACK, None, JANUARY),
        ("bank_proved", proofs[refund_key], RETURNED, None, JANUARY),
        ("refund_returned", refund_key, RETURNED, None, JANUARY),
    }
    amounts = {c.kind: c.amount for c in february if c.kind != "bank_proved"}
    assert amounts == {"bank_charge": Decimal("5.90"), "refund_returned": REFUND}
    # February's Tally export carries them, the late charge on 1 February.
    tally = asyncio.run(service.files(FEBRUARY, settings))["tally.xml"]
    days = tally_vouchers(tally)
    (charged,) = [c.event_id for c in february if c.kind == "bank_charge"]
    assert days[charged] == "20270201"
    for correction in february:
        assert correction.event_id in days
    assert tally_vouchers(at_close["tally.xml"]).keys().isdisjoint(days)
    # The close kept the trial balance and GSTR-3B's figures too; February's trial balance
    # lists each correction with its reference and what it corrects.
    assert {"trial_balance.csv", "gstr3b.csv"} <= at_close.keys()
    sheet = asyncio.run(service.files(FEBRUARY, settings))["trial_balance.csv"].decode()
    assert "Posted this month for closed months" in sheet
    for correction in february:
        assert f"{correction.event_id},{JANUARY}," in sheet
        assert correction.corrects in sheet
    assert "Posted this month" not in at_close["trial_balance.csv"].decode()


def _proofs(database: Path) -> dict[str, str]:
    """The proof event of each payment key (its id less the row)."""
    conn = sqlite3.connect(database)
    try:
        rows = conn.execute(
            "SELECT event_id FROM money_events WHERE kind = 'bank_proved'"
            " AND event_id NOT LIKE '%:undone'"
        ).fetchall()
    finally:
        conn.close()
    return {event.split(":", 2)[2]: event for (event,) in rows}


def test_a_reopened_month_says_so_on_every_export_made_after(tmp_path: Path) -> None:
    now = {"at": at(SOLD)}
    folder = tmp_path / "journal"
    database = folder / DATABASE_NAME
    settings = Settings()
    with Journal(folder, now=lambda: now["at"]) as journal:
        sell(journal, "s-1", till_sale("PB1"))
    now["at"] = at(dt.date(2027, 2, 3))
    service = MonthCloseService(database, supervisor("Meera Iyer"), now=lambda: now["at"])
    asyncio.run(service.close(JANUARY, [], settings))
    closed = asyncio.run(service.files(JANUARY, settings))
    # The workbook's times are the close's, not the clock's: its properties and zip entries.
    with zipfile.ZipFile(io.BytesIO(closed["sales_register.xlsx"])) as workbook:
        assert {entry.date_time for entry in workbook.infolist()} == {(2027, 2, 3, 11, 0, 0)}
        core = workbook.read("docProps/core.xml")
    assert core.count(b">2027-02-03T05:30:00Z<") == 2
    owner = MonthCloseService(
        database,
        supervisor("Arjun Rao", "the bank's late credit note"),
        now=lambda: now["at"],
    )
    with pytest.raises(MonthRefused):
        asyncio.run(owner.reopen(FEBRUARY))
    asyncio.run(owner.reopen(JANUARY))
    line = "Re-opened on 03 Feb 2027 by Arjun Rao: the bank's late credit note"
    assert asyncio.run(owner.state(JANUARY)).text() == line
    files = asyncio.run(owner.files(JANUARY, settings))
    assert line.encode() in files["tally.xml"]
    assert line.encode() in files["sales_register.csv"]
    assert line.encode() in files["gstr1.json"]
    assert line.encode() in files["trial_balance.csv"]
    assert line.encode() in files["gstr3b.csv"]
    assert files["b2b.csv"] == closed["b2b.csv"]
    # Closed again, its exports keep the line, stamped with the new close.
    asyncio.run(service.close(JANUARY, [], settings))
    again = asyncio.run(service.files(JANUARY, settings))
    assert line.encode() in again["tally.xml"]
    assert asyncio.run(service.files(JANUARY, settings)) == again
    # The settings are part of what is hashed: other Tally ledger names, another digest.
    acts = asyncio.run(service.state(JANUARY)).acts
    assert acts[0].settings_sha256 == acts[-1].settings_sha256
    renamed = replace(settings, tally_ledgers=TallyLedgers(party="Walk-in customers"))
    assert export_settings(renamed).sha256() != acts[-1].settings_sha256


def test_a_refund_in_february_of_a_january_sale_names_the_sale(tmp_path: Path) -> None:
    # A January sale; January closed; in February the operator's disruption cancels it and the
    # till pays the refund (other than the rule's): each posted on its own day, naming the
    # January sale.
    now = {"at": at(SOLD)}
    folder = tmp_path / "journal"
    with Journal(folder, now=lambda: now["at"]) as journal:
        sell(journal, "s-1", till_sale("PB1"), "REF1")
        now["at"] = at(dt.date(2027, 2, 2))
        service = MonthCloseService(
            folder / DATABASE_NAME, supervisor("Meera Iyer"), now=lambda: now["at"]
        )
        asyncio.run(service.close(JANUARY, [], Settings()))
        now["at"] = at(dt.date(2027, 2, 9))
        confirm_cancellation(journal)
        give_back(journal, "1000.00", mode=CASH)
        found = BookQueries(journal._conn).corrections(dt.date(2027, 2, 1), dt.date(2027, 2, 28))
    assert {(c.kind, c.corrects, c.day, c.belongs_on, c.booking_ref) for c in found} == {
        ("cancellation", "sale:s-1", dt.date(2027, 2, 9), None, "REF1"),
        ("refund_paid", "sale:s-1", dt.date(2027, 2, 9), None, "REF1"),
        ("refund_agreed", "sale:s-1", dt.date(2027, 2, 9), None, "REF1"),
    }
