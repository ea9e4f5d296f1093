"""A day missing between two statements of one account is named by its dates (issue 94, item 3):
the reconciliation says which days no statement kept covers and what the balance did over them,
where before it said only "not explained 3,846.00"."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

from app.bank.reading import read_statement
from app.bank.reconciliation import Kept, MissingDays, missing_days
from app.counter.services.bank_vouchers import missing_text, verdict_text
from app.journal import Journal
from tests.journal.entries import SALE_TIME

D = Decimal
APRIL = dt.date(2026, 4, 1)
# The rows the statements do not hold: the two days between them.
MISSED = D("3846.00")


def day(n: int) -> dt.date:
    """The ``n``-th of April 2026."""
    return APRIL.replace(day=n)


def mt940(path: Path, first: dt.date, last: dt.date, opening: Decimal, rows: list[Decimal]) -> Path:
    """An MT940 statement of the agency's HDFC account from ``first`` to ``last`` opening at
    ``opening``: a transfer of each of ``rows`` on its first day, closing at their sum."""
    lines = [":20:STMT", ":25:HDFC0000240/50200012345678", ":28C:1/1"]
    lines.append(f":60F:C{first:%y%m%d}INR{opening:.2f}".replace(".", ","))
    for number, amount in enumerate(rows):
        mark = "C" if amount > 0 else "D"
        text = f"{abs(amount):.2f}".replace(".", ",")
        reference = f"41230000{number:04d}"
        lines += [
            f":61:{first:%y%m%d}{first:%m%d}{mark}{text}NTRF{reference}",
            f":86:UPI/{reference}",
        ]
    closing = opening + sum(rows, D(0))
    lines += [f":62F:C{last:%y%m%d}INR{closing:.2f}".replace(".", ","), "-"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_the_days_between_two_statements_are_named_by_their_dates(tmp_path: Path) -> None:
    opening = D("150000.00")
    first_rows = [D("2000.00"), D("-500.00")]
    closed = opening + sum(first_rows, D(0))
    with Journal(tmp_path / "journal", now=lambda: SALE_TIME) as journal:
        one = mt940(tmp_path / "one.sta", day(1), day(10), opening, first_rows)
        journal.bank.import_statement(read_statement(one), one.name)
        (found,) = journal.bank.reconciliations()
        assert found is not None and found.missing == ()
        # The next statement opens on the 13th at what the 11th and 12th brought in.
        two = mt940(tmp_path / "two.sta", day(13), day(20), closed + MISSED, [D("700.00")])
        journal.bank.import_statement(read_statement(two), two.name)
        (found,) = journal.bank.reconciliations()
    assert found is not None
    assert found.gap == MISSED
    assert found.missing == (MissingDays(day(10), day(13), MISSED),)
    said = verdict_text(found)
    assert said.endswith(
        "No statement kept covers 11 Apr 2026 to 12 Apr 2026, over which the balance rose by "
        "3,846.00: import the statement of those days."
    ), said


def test_missing_days_by_account_order_and_shape() -> None:
    april = Kept(day(1), day(10), D("100.00"), D("300.00"))
    # One day missing, the balance fell over it.
    fell = Kept(day(12), day(20), D("250.00"), D("250.00"))
    assert missing_days([fell, april]) == (MissingDays(day(10), day(12), D("-50.00")),)
    assert missing_text(MissingDays(day(10), day(12), D("-50.00"))) == (
        "No statement kept covers 11 Apr 2026, over which the balance fell by 50.00: import "
        "the statement of those days."
    )
    # Statements that meet, the balance moved: rows of their own days are missing.
    met = Kept(day(11), day(20), D("310.00"), D("310.00"))
    assert missing_days([april, met]) == (MissingDays(day(10), day(11), D("10.00")),)
    assert missing_text(MissingDays(day(10), day(11), D("10.00"))) == (
        "The statement from 11 Apr 2026 does not open at the closing balance of the one to "
        "10 Apr 2026: rows of those days are missing, a difference of 10.00."
    )
    # A statement that opens where the last closed, one of no opening, one overlapping: none.
    assert missing_days([april, Kept(day(15), day(20), D("300.00"), D("0.00"))]) == ()
    assert missing_days([april, Kept(day(15), day(20), None, D("0.00"))]) == ()
    assert missing_days([april, Kept(day(5), day(20), D("1.00"), D("0.00"))]) == ()
