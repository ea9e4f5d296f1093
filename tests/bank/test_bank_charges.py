"""The bank's own charges on a statement (issue 82, item 2): recognised by their narrations,
listed as accounted, posted once to the books (an expense; the GST on a charge as input credit
where the agency's scheme allows it; a Payment voucher in Tally), never a payment's proof."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.charges import gst_inside, is_charge, is_tax
from app.bank.proofs import Standing
from app.books.reader import BooksReader
from app.domain.clock import SERVICE_TZ
from app.domain.money import ZERO
from app.domain.postings import BANK_CHARGES, INPUT_GST
from app.journal import Journal
from tests.bank.banked import in_the_bank
from tests.bank.statements import Transfer
from tests.bank.test_aggregators import tally_ledgers
from tests.bank.test_every_line import imported
from tests.journal.till_sales import confirm_cancellation, give_back

DAY = dt.date(2026, 4, 10)
AT = dt.datetime.combine(DAY, dt.time(11), SERVICE_TZ)
OUT = Decimal(-1)


def charge(day: dt.date, amount: str, narration: str) -> Transfer:
    """A line the bank debits for itself (no rail, no reference)."""
    return Transfer(day, dt.time(23, 59), -Decimal(amount), "", rail="CHG", narration=narration)


# Charges as the banks write them (the layouts' notes in tests/bank/layouts.md; the narrations
# from the banks' published schedules of charges and the statements they print: HDFC's
# consolidated "CHGS INCL GST", SBI's separate GST lines, ICICI's SMS charges each quarter).
CHARGES = (
    "CHRGS FOR NEFT 26040100012",
    "SMS CHARGES FOR QTR ENDED MAR26",
    "GST ON CHARGES",
    "CGST ON SMS CHG",
    "IMPS CHG+GST 612345678901",
    "SER CHG-AMC CURRENT A/C",
    "MIN BAL CHRG MAR26",
    "DEBIT CARD ANNUAL FEE",
    "CHGS INCL GST 060426-MB",
)
# Transfers whose narrations carry such words but are payments to someone, or a chargeback.
TRANSFERS = (
    "UPI/P2M/412300000101/RAVI KUMAR/ICICI Bank/ravi.kumar@okicici",
    "NEFT/HDFCN52026040112345/ST MARYS SCHOOL FEES/HDFC BANK",
    "IMPS/P2A/612345678901/CHARLES D/SBI",
    "UPI-CHANDAN-chandan@ybl-ICIC0001234-412345678901-PAYMENT",
)


@pytest.mark.parametrize("narration", CHARGES)
def test_the_banks_charges_are_recognised_as_debits(narration: str) -> None:
    assert is_charge(narration, OUT)
    # A credit of the same words is a refund of a charge or a payment: never a charge.
    assert not is_charge(narration, -OUT)


@pytest.mark.parametrize("narration", TRANSFERS)
def test_a_transfer_is_no_charge_whatever_its_words(narration: str) -> None:
    assert not is_charge(narration, OUT)


def test_only_a_line_of_gst_alone_is_the_tax() -> None:
    assert [n for n in CHARGES if is_tax(n)] == ["GST ON CHARGES", "CGST ON SMS CHG"]


def test_a_charge_of_a_refunds_amount_does_not_prove_the_refund(tmp_path: Path) -> None:
    # A refund of 1,000.00 by UPI whose RRN the statement does not carry, and the bank's yearly
    # charge for the current account of the same amount the same day: amount and time took the
    # charge for the refund before charges were known.
    with Journal(tmp_path / "journal", now=lambda: AT) as journal:
        confirm_cancellation(journal)
        give_back(journal, "1000.00")
        imported(journal, tmp_path / "day", "HDFC Bank", [charge(DAY, "1000.00", "SER CHG-AMC")])
        (refund,) = [p for p in journal.bank.proofs() if p.key.startswith("refund:")]
        assert refund.standing is not Standing.PROVED and refund.row is None
        ((listed, booked, _credited),) = journal.bank.charges()
        assert (listed.amount, listed.tax, booked) == (Decimal("1000.00"), False, False)


@pytest.mark.parametrize("input_credit", [True, False], ids=["agent scheme", "tour operator"])
def test_the_charges_are_posted_once_their_gst_as_input_credit_and_go_to_tally(
    input_credit: bool, tmp_path: Path
) -> None:
    lines = [
        charge(DAY, "25.00", "CHRGS FOR NEFT 26040100012"),
        charge(DAY, "4.50", "GST ON CHARGES"),
        charge(DAY + dt.timedelta(days=1), "17.70", "SMS CHARGES FOR QTR ENDED MAR26"),
    ]
    with Journal(tmp_path / "journal", now=lambda: AT) as journal:
        books = BooksReader(journal._conn)
        imported(journal, tmp_path / "sbi", "State Bank of India", lines)
        assert journal.bank.book_charges(input_credit) == 3
        # The same lines in a second export (HDFC's of the same account) are the same lines.
        imported(journal, tmp_path / "again", "HDFC Bank", lines)
        assert journal.bank.book_charges(input_credit) == 0
        assert [booked for _charge, booked, _credited in journal.bank.charges()] == [True] * 3
        after = books.balances()
        assert in_the_bank(after) == Decimal("-47.20")
        if input_credit:
            assert (after[BANK_CHARGES], after[INPUT_GST]) == (Decimal("42.70"), Decimal("4.50"))
        else:
            assert after[BANK_CHARGES] == Decimal("47.20") and INPUT_GST not in after
        assert books.differences() == []

        ledgers = tally_ledgers(journal, tmp_path / "export", dt.date(2026, 4, 30), "bank_charge")
    # A debit is negative in Tally: each charge a Payment out of the bank.
    expected = {("Payment", "Bank account 00000031234567890"): Decimal("47.20")}
    if input_credit:
        expected |= {
            ("Payment", "Bank charges"): Decimal("-42.70"),
            ("Payment", "Input GST"): Decimal("-4.50"),
        }
    else:
        expected[("Payment", "Bank charges")] = Decimal("-47.20")
    assert ledgers == expected


# Issue 94, item 3: the GST inside a bank's charge. A consolidated line says it ("INCL GST",
# "INCLUDING GST", "+GST"): the bank's services are taxed at 18 %, so its taxable value is the
# amount / 1.18 to the paisa and its GST the rest. A charge's GST on a line of its own names GST
# after the charge's words ("SMS CHARGES GST") and is 18 % of a charge of the same day.
@pytest.mark.parametrize(
    ("narration", "amount", "gst"),
    [
        ("SMS CHARGES INCL GST", "17.70", "2.70"),
        ("CHGS INCL GST 060426-MB", "29.50", "4.50"),
        ("IMPS CHG+GST 612345678901", "5.90", "0.90"),
        ("NEFT CHARGES INCLUDING GST", "2.95", "0.45"),
        ("CHRGS FOR NEFT 26040100012", "25.00", "0.00"),
        ("GST ON CHARGES", "4.50", "4.50"),
    ],
)
def test_the_gst_inside_a_charge_is_read_from_its_words(
    narration: str, amount: str, gst: str
) -> None:
    assert gst_inside(narration, Decimal(amount)) == Decimal(gst)


@pytest.mark.parametrize("input_credit", [True, False], ids=["agent scheme", "tour operator"])
def test_the_gst_inside_a_charge_is_input_credit_where_the_scheme_allows(
    input_credit: bool, tmp_path: Path
) -> None:
    lines = [
        charge(DAY, "17.70", "SMS CHARGES INCL GST"),
        # A charge, and its GST on the next line as a bank exports them.
        charge(DAY, "25.00", "SMS ALERT CHARGES"),
        charge(DAY, "4.50", "SMS ALERT CHARGES GST"),
    ]
    with Journal(tmp_path / "journal", now=lambda: AT) as journal:
        books = BooksReader(journal._conn)
        imported(journal, tmp_path / "hdfc", "HDFC Bank", lines)
        assert journal.bank.book_charges(input_credit) == 3
        assert [(c.amount, c.gst) for c, _booked, _credited in journal.bank.charges()] == [
            (Decimal("17.70"), Decimal("2.70")),
            (Decimal("25.00"), ZERO),
            (Decimal("4.50"), Decimal("4.50")),
        ]
        after = books.balances()
        assert in_the_bank(after) == Decimal("-47.20")
        if input_credit:
            assert (after[BANK_CHARGES], after[INPUT_GST]) == (Decimal("40.00"), Decimal("7.20"))
        else:
            assert after[BANK_CHARGES] == Decimal("47.20") and INPUT_GST not in after
        assert books.differences() == []
        # The tab says of each line whose GST is known where it went.
        assert [credited for _c, _b, credited in journal.bank.charges()] == [
            input_credit,
            False,
            input_credit,
        ]
        ledgers = tally_ledgers(journal, tmp_path / "export", dt.date(2026, 4, 30), "bank_charge")
    expected = {("Payment", "Bank account 50200012345678"): Decimal("47.20")}
    if input_credit:
        expected |= {
            ("Payment", "Bank charges"): Decimal("-40.00"),
            ("Payment", "Input GST"): Decimal("-7.20"),
        }
    else:
        expected[("Payment", "Bank charges")] = Decimal("-47.20")
    assert ledgers == expected
