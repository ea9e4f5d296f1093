"""The bank's own day (issue 94, item 1): every entry a statement brings into the books (a
payment's proof, a payout and its fee, a charge of the bank, a line assigned) is dated by the
day of the statement's row, not by the day the statement was imported, and the accountant's
Tally export selects it by that day. April's statement imported on the last day of April or on
5 May gives April the same vouchers, each on its row's day."""

from __future__ import annotations

import datetime as dt
import shutil
import xml.etree.ElementTree as ET
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.proofs import Outcome
from app.bank.reading import read_statement
from app.counter.services import bank_proving
from app.domain.clock import SERVICE_TZ
from app.domain.gst import TallyLedgers
from app.domain.payment import Payment
from app.domain.postings import OFFICE_EXPENSES, EventKind, day_sql
from app.domain.tenders import UPI
from app.journal import Journal
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from tests.bank.month import RENT, Month, bank_transfers, settlement_transfers
from tests.bank.statements import Transfer, payouts, write
from tests.bank.test_every_line import imported
from tests.journal.till_sales import PRICE, sell, till_sale

PHONEPE, YESBIZ = "PhonePe Business settlement", "YES BANK YesBiz UPI settlement"
FEE = Decimal("7.40")
APRIL = (dt.date(2026, 4, 1), dt.date(2026, 4, 30))
# The money events a statement's rows bring into the books.
BANK_EVENTS = ("bank_proved:", "payout:", "payout_fee:", "bank_charge:", "bank_voucher:")
# The bank's charges of the month: the NEFT charge and its GST, on the rent's day.
CHARGES = (
    Transfer(
        RENT.on, dt.time(23, 59), Decimal("-5.00"), "", rail="CHG", narration="CHRGS FOR NEFT"
    ),
    Transfer(
        RENT.on, dt.time(23, 59), Decimal("-0.90"), "", rail="CHG", narration="GST ON CHARGES"
    ),
)

DAY = dt.date(2026, 4, 10)
SOLD_AT = dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
RRN = "412300000101"

Voucher = tuple[str, str, str, tuple[tuple[str, Decimal], ...]]


def reports(month: Month) -> dict[str, list[Transfer]]:
    """Two apps' reports of the UPI sales they settle, each payout reaching the bank in April."""
    return {
        PHONEPE: [replace(t, fee=FEE) for t in settlement_transfers(month, 16, 20)],
        YESBIZ: [replace(t, fee=FEE) for t in settlement_transfers(month, 21, 25)],
    }


def book_april(journal: Journal, month: Month, folder: Path) -> None:
    """The apps' reports and the bank's April statement imported, the payouts and charges
    posted, the rent assigned to the office's expenses: all on the journal's clock."""
    folder.mkdir()
    arrived: list[Transfer] = []
    for layout, transfers in reports(month).items():
        path, _line = write(layout, folder, transfers)
        journal.bank.import_statement(read_statement(path), path.name)
        arrived += payouts(layout, transfers)
    rows = sorted([*bank_transfers(month), *arrived, *CHARGES], key=lambda t: (t.on, t.at))
    path, _line = write("HDFC Bank", folder, rows)
    journal.bank.import_statement(read_statement(path), path.name)
    assert journal.bank.book_payouts(input_credit=True) > 0
    assert journal.bank.book_charges(input_credit=True) == 2
    (rent,) = [line for line in journal.bank.left_over() if line.amount == RENT.amount]
    decision = journal.till.decide("Meera Iyer", "Book a statement's line", "test")
    journal.bank.assign_line(rent, OFFICE_EXPENSES, "Office rent for April", decision)


def bank_vouchers(path: Path) -> list[Voucher]:
    """The vouchers of a Tally import file that a statement's rows brought: type, number,
    day and ledger entries."""
    found = []
    for voucher in ET.parse(path).getroot().iter("VOUCHER"):
        number = str(voucher.findtext("VOUCHERNUMBER"))
        if number.startswith(BANK_EVENTS):
            entries = tuple(
                (str(entry.findtext("LEDGERNAME")), Decimal(str(entry.findtext("AMOUNT"))))
                for entry in voucher.iter("ALLLEDGERENTRIES.LIST")
            )
            found.append(
                (voucher.get("VCHTYPE", ""), number, str(voucher.findtext("DATE")), entries)
            )
    return sorted(found)


def april_export(month: Month, folder: Path, imported_on: dt.datetime) -> list[Voucher]:
    """April's bank vouchers in the Tally export, the statement imported at ``imported_on``."""
    shutil.copytree(month.folder, folder / "journal")
    with Journal(folder / "journal", now=lambda: imported_on) as journal:
        book_april(journal, month, folder / "files")
    files = export_period(
        folder / "journal" / DATABASE_NAME, folder / "out", *APRIL, TallyLedgers()
    )
    (tally,) = [name for name in files.names if name.startswith("tally_")]
    return bank_vouchers(files.folder / tally)


@pytest.mark.parametrize(
    "late", [dt.datetime(2026, 5, 5, 10, tzinfo=SERVICE_TZ)], ids=["imported on 5 May"]
)
def test_a_months_bank_entries_carry_their_rows_days_whenever_imported(
    month: Month, tmp_path: Path, late: dt.datetime
) -> None:
    on_time = april_export(month, tmp_path / "a", dt.datetime(2026, 4, 30, 21, tzinfo=SERVICE_TZ))
    assert april_export(month, tmp_path / "b", late) == on_time
    kinds = {number.split(":")[0] for _kind, number, _day, _entries in on_time}
    assert kinds == {"bank_proved", "payout", "payout_fee", "bank_charge", "bank_voucher"}
    days = {number: day for _kind, number, day, _entries in on_time}
    # Each on its row's day: the charges and the rent on the rent's, each payout on its credit's.
    assert {days[n] for n in days if n.startswith(("bank_charge:", "bank_voucher:"))} == {
        RENT.on.strftime("%Y%m%d")
    }
    for layout, transfers in reports(month).items():
        for payout in payouts(layout, transfers):
            assert days[f"payout:{payout.reference}"] == payout.on.strftime("%Y%m%d")
    # The month's days, not one import's: the statement's rows are of every day of April.
    assert len({day for day in days.values()}) > 20


def test_a_proof_given_up_is_undone_on_its_rows_day_not_the_day_it_was_given_up(
    tmp_path: Path,
) -> None:
    # A UPI sale proved by the credit carrying its RRN; three weeks on, in May, a supervisor
    # finds it was paid by the next day's credit under another reference: the first proof is
    # given up. Its undoing nets it on its own row's day, the books of May untouched.
    now = {"at": SOLD_AT}
    with Journal(tmp_path / "journal", now=lambda: now["at"]) as journal:
        sell(journal, "s-1", till_sale("PB1", payment=Payment((UPI.paid(PRICE.total, RRN),))))
        first = Transfer(DAY, dt.time(11, 2), PRICE.total, RRN)
        other = Transfer(DAY + dt.timedelta(days=1), dt.time(9), PRICE.total, "412300000999")
        imported(journal, tmp_path / "april", "HDFC Bank", [first, other])
        now["at"] = SOLD_AT + dt.timedelta(days=21)
        decision = journal.till.decide("Meera Iyer", "bank: other reference", "sale:s-1:0")
        bank_proving.resolve(
            journal.bank, "sale:s-1:0", Outcome.OTHER_REFERENCE, "412300000999", decision
        )
        days = {
            event: dt.date.fromisoformat(day)
            for event, day in journal._conn.execute(
                f"SELECT e.event_id, {day_sql()} FROM money_events AS e WHERE e.kind = ?",
                (EventKind.BANK_PROVED.value,),
            )
        }
    undone = [event for event in days if event.endswith(":undone")]
    assert len(days) == 3 and len(undone) == 1
    assert days[undone[0]] == days[undone[0].removesuffix(":undone")] == DAY
    assert sorted(days.values()) == [DAY, DAY, DAY + dt.timedelta(days=1)]
