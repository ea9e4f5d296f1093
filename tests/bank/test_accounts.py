"""One account, one statement (issue 82, items 5 and 8): a bare amount's direction in a
one-amount layout, MT940's account and balances, and rows known across export formats."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from app.bank.layouts import Layout, Role
from app.bank.reading import read_statement
from tests.bank import hostile
from tests.bank.test_hostile_files import transfers

# The owner's mapping of Kotak's export (tests/bank/layouts.md): one amount column, its side a
# "Dr"/"Cr" suffix the mapping dialog has no choice for, and the running balance.
KOTAK_MAPPED = Layout(
    "Saved columns",
    {
        Role.DATE: "Date",
        Role.NARRATION: "Narration",
        Role.REFERENCE: "Chq/Ref No.",
        Role.AMOUNT: "Withdrawal (Dr) / Deposit (Cr)",
        Role.BALANCE: "Balance",
    },
)


def unbalanced() -> dict[Role, str]:
    """``KOTAK_MAPPED``'s columns without the balance."""
    return {role: name for role, name in KOTAK_MAPPED.columns.items() if role is not Role.BALANCE}


def test_an_outgoing_amount_without_its_suffix_is_a_debit_by_the_running_balance(
    tmp_path: Path,
) -> None:
    sent = transfers(12, debit_every=3)
    path = hostile.replaced("Kotak Mahindra Bank", tmp_path, sent, "501.00 Dr", "501.00")
    statement = read_statement(path, KOTAK_MAPPED)
    assert not statement.unreadable
    assert [row.amount for row in statement.rows] == [t.amount for t in sent]
    assert statement.rows[1].amount == Decimal("-501.00")


def test_a_bare_amount_in_a_file_of_suffixes_without_a_balance_is_refused(
    tmp_path: Path,
) -> None:
    sent = transfers(12, debit_every=3)
    path = hostile.replaced("Kotak Mahindra Bank", tmp_path, sent, "501.00 Dr", "501.00")
    columns = unbalanced()
    statement = read_statement(path, Layout("Saved columns", columns))
    assert [row.amount for row in statement.rows] == [t.amount for t in sent if t.amount != -501]
    (unread,) = statement.unreadable
    assert unread.reason.endswith("says neither credit nor debit"), unread.reason
    assert "501.00" in path.read_text(encoding="utf-8").splitlines()[unread.line - 1]


def test_a_signed_mapping_still_reads_a_bare_amount_as_a_credit(tmp_path: Path) -> None:
    sent = transfers(12, debit_every=3)
    path = hostile.replaced("Kotak Mahindra Bank", tmp_path, sent, "501.00 Dr", "-501.00")
    text = path.read_text(encoding="utf-8").replace(" Cr", "").replace(" Dr", "")
    path.write_text(text, encoding="utf-8")
    columns = unbalanced()
    statement = read_statement(path, Layout("Saved columns", columns))
    assert not statement.unreadable
    assert [row.amount for row in statement.rows] == [
        abs(t.amount) if t.amount != -501 else t.amount for t in sent
    ]
