"""A payment app's report read by the owner's mapping (issue 94, item 3), Razorpay's Settlement
Recon: a refund in its debit column (``amount`` 500.00, ``debit`` 500.00, ``credit`` 0.00) is
taken off its payout, not read as a payment; a payout named by the report's own settlement id
(``setl_...``, no UTR's shape) is that id's, the bank's credit carrying it in its narration; and
the report is read with no bank account asked, though the agency declared one."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from app.bank.account import BankAccount
from app.bank.accounts import against
from app.bank.layouts import Layout, Role
from app.bank.payouts import Arrival
from app.bank.reading import read_statement
from app.books.reader import BooksReader
from app.domain.clock import SERVICE_TZ
from app.domain.postings import BANK, PAYMENT_APP_FEES, UPI_CLEARING
from app.journal import Journal
from tests.bank.banked import in_the_bank
from tests.bank.statements import RAZORPAY_ROLES, Transfer, payouts, razorpay_utr, write

DAY = dt.date(2026, 4, 26)
FEE = Decimal("7.40")
RAZORPAY = "Razorpay settlement recon"
ACCOUNT = BankAccount("50200012345678", "HDFC0000240", "HDFC current account")
# The refund's debit column mapped as the withdrawal (money out of the payout).
WITH_DEBIT = Layout(
    "Columns saved for settlement_recon_apr2026.csv", RAZORPAY_ROLES | {Role.WITHDRAWAL: "debit"}
)
# The payout named by the report's own settlement id, not its UTR.
BY_SETTLEMENT_ID = Layout(
    "Columns saved for settlement_recon_apr2026.csv",
    RAZORPAY_ROLES | {Role.PAYOUT: "settlement_id"},
)


def day_of_payments(refund: bool = False) -> list[Transfer]:
    """Three UPI payments of the day, each with the app's fee, and a refund of 500.00."""
    paid = [
        Transfer(DAY, dt.time(10 + n), Decimal("3540.00"), f"4123000009{n:02d}", fee=FEE)
        for n in range(3)
    ]
    return (
        [*paid, Transfer(DAY, dt.time(15), Decimal("-500.00"), "412300000990")] if refund else paid
    )


def journal_at(folder: Path) -> Journal:
    """A journal on a clock after the payout."""
    moment = dt.datetime.combine(DAY + dt.timedelta(days=3), dt.time(18), SERVICE_TZ)
    return Journal(folder, now=lambda: moment)


def import_report(journal: Journal, folder: Path, mapping: Layout, refund: bool = False) -> None:
    """The report, read by ``mapping`` (the saved one its header shows)."""
    journal.bank.save_mapping(mapping)
    path, _line = write(RAZORPAY, folder, day_of_payments(refund))
    journal.bank.import_statement(read_statement(path, journal.bank.mappings()), path.name)


def test_a_refund_in_the_debit_column_is_netted_from_its_payout(tmp_path: Path) -> None:
    with journal_at(tmp_path / "journal") as journal:
        import_report(journal, tmp_path, WITH_DEBIT, refund=True)
        (credit,) = payouts(RAZORPAY, day_of_payments(refund=True))
        statement, _line = write("HDFC Bank", tmp_path, [credit])
        journal.bank.import_statement(read_statement(statement), statement.name)
        (payout,) = journal.bank.payouts()
        assert (payout.payments, payout.refunds) == (3, 1)
        # 3 x (3,540.00 - 7.40 - 1.33) - 500.00: what the bank credited, in full.
        assert payout.net == credit.amount == Decimal("10093.81")
        assert (payout.arrival, payout.difference) == (Arrival.IN_FULL, Decimal("0.00"))


def test_a_payout_id_of_any_shape_is_its_payouts_and_proves_nothing_alone(
    tmp_path: Path,
) -> None:
    with journal_at(tmp_path / "journal") as journal:
        import_report(journal, tmp_path, BY_SETTLEMENT_ID)
        setl = f"SETL_{DAY:%y%m%d}RZP0001"
        (credit,) = payouts(RAZORPAY, day_of_payments())
        # Razorpay's NEFT credit, its narration carrying the settlement's id.
        credit = replace(
            credit,
            reference=razorpay_utr(DAY),
            narration=f"NEFT CR-UTIB0000100-RAZORPAY SOFTWARE PVT LTD-{setl.lower()}",
        )
        statement, _line = write("HDFC Bank", tmp_path, [credit])
        journal.bank.import_statement(read_statement(statement), statement.name)
        (payout,) = journal.bank.payouts()
        assert (payout.utr, payout.arrival, payout.credited) == (
            setl,
            Arrival.IN_FULL,
            credit.amount,
        )
        # The report's rows prove nothing into the bank at gross; the credit is the payout's,
        # no credit of no sale; the fee is the app's.
        # (The report's rows carry no sale of this journal: credits of no sale, as ever.)
        left = journal.bank.unmatched_credits()
        assert len(left) == 3 and credit.amount not in {row.amount for row in left}
        assert journal.bank.book_payouts(False) == 2
        after = BooksReader(journal._conn).balances()
        assert in_the_bank(after) == credit.amount and BANK not in after
        assert after[PAYMENT_APP_FEES] == Decimal("3") * (FEE + Decimal("1.33"))
        assert after[UPI_CLEARING] == -(credit.amount + after[PAYMENT_APP_FEES])
        assert (
            journal._conn.execute(
                "SELECT count(*) FROM money_events WHERE kind = 'bank_proved'"
            ).fetchone()[0]
            == 0
        )


def test_a_mapped_settlement_report_needs_no_bank_account(tmp_path: Path) -> None:
    path, _line = write(RAZORPAY, tmp_path, day_of_payments())
    read = read_statement(path, [WITH_DEBIT])
    # Not asked which account it is of, not made one's: its payouts are the account's credits.
    kept = against(read, [ACCOUNT, BankAccount("922030048910705")])
    assert read.settlement
    assert kept.account == "" and {row.account for row in kept.rows} == {""}
    assert len(kept.rows) == 3
