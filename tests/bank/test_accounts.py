"""One account, one statement (issue 82, items 5 and 8): a bare amount's direction in a
one-amount layout, MT940's account and balances, rows known across export formats, and each
statement read against the agency's declared account it names (through the import's child
process, as the tab imports it)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from app.bank.account import BankAccount, account_as_typed
from app.bank.accounts import AccountNeeded, ManyAccounts, NoneDeclared, OtherAccount
from app.bank.layouts import Layout, Role
from app.bank.reading import read_statement
from app.bank.running import BalanceBroken
from app.counter.config.settings import Settings, load_settings, save_settings
from app.counter.services.bank_statements import StatementService
from app.journal import Journal
from app.journal.bank_schema import ROW_KEYS_VERSION
from app.journal.store import DATABASE_NAME
from tests.bank import hostile
from tests.bank.statements import (
    ACCOUNTS,
    BANKS,
    CARD_SETTLEMENTS,
    OPENING,
    SETTLEMENTS,
    Transfer,
    declared,
    write,
)
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
    statement = read_statement(path, [KOTAK_MAPPED])
    assert not statement.unreadable
    assert [row.amount for row in statement.rows] == [t.amount for t in sent]
    assert statement.rows[1].amount == Decimal("-501.00")


def test_a_bare_amount_in_a_file_of_suffixes_without_a_balance_is_refused(
    tmp_path: Path,
) -> None:
    sent = transfers(12, debit_every=3)
    path = hostile.replaced("Kotak Mahindra Bank", tmp_path, sent, "501.00 Dr", "501.00")
    columns = unbalanced()
    statement = read_statement(path, [Layout("Saved columns", columns)])
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
    statement = read_statement(path, [Layout("Saved columns", columns)])
    assert not statement.unreadable
    assert [row.amount for row in statement.rows] == [
        abs(t.amount) if t.amount != -501 else t.amount for t in sent
    ]


# --- MT940's account and balances (item 8) -------------------------------------------------


def _paged(
    path: Path,
    sent: list[Transfer],
    after: int,
    carried: Decimal,
    account: str = "HDFC0000240/50200012345678",
) -> None:
    """The MT940 file at ``path`` split into two pages after its ``after``-th line: the first
    page closed by ``:62M:``, the second opened by ``:60M:`` with ``carried`` (SWIFT's
    intermediate balances, as a long statement is sent in several messages), its ``:25:``
    naming ``account``."""
    closing = OPENING + sum((t.amount for t in sent[:after]), Decimal(0))
    lines = path.read_text(encoding="utf-8").splitlines()
    narrations = [n for n, line in enumerate(lines) if line.startswith(":86:")]
    cut = narrations[after - 1] + 1
    day = sent[after - 1].on
    page = [
        f":62M:C{day:%y%m%d}INR{closing:.2f}".replace(".", ","),
        "-",
        ":20:STMT2604",
        f":25:{account}",
        ":28C:1/2",
        f":60M:C{day:%y%m%d}INR{carried:.2f}".replace(".", ","),
    ]
    path.write_text("\n".join([*lines[:cut], *page, *lines[cut:]]) + "\n", encoding="utf-8")


def test_mt940_balances_are_read_and_the_lines_reach_the_closing_one(tmp_path: Path) -> None:
    sent = transfers(12, debit_every=3)
    path, _line = write("MT940", tmp_path, sent)
    statement = read_statement(path)
    assert statement.account == "50200012345678"
    assert statement.opening == OPENING
    assert statement.closing == OPENING + sum((t.amount for t in sent), Decimal(0))
    assert not statement.unreadable


def test_a_closing_balance_the_lines_do_not_reach_is_named_with_the_difference(
    tmp_path: Path,
) -> None:
    sent = transfers(12, debit_every=3)
    path, _line = write("MT940", tmp_path, sent)
    closing = OPENING + sum((t.amount for t in sent), Decimal(0))
    text = path.read_text(encoding="utf-8")
    said = f"{closing:.2f}".replace(".", ",")
    path.write_text(text.replace(said, f"{closing + 100:.2f}".replace(".", ",")), "utf-8")
    # Refused whole (issue 94), at the balance its lines do not reach.
    with pytest.raises(BalanceBroken) as refused:
        read_statement(path)
    gap = refused.value
    assert path.read_text(encoding="utf-8").splitlines()[gap.line - 1].startswith(":62F:")
    assert "100.00 unaccounted for" in str(gap), gap


def test_pages_of_intermediate_balances_are_checked_each(tmp_path: Path) -> None:
    sent = transfers(12, debit_every=3)
    carried = OPENING + sum((t.amount for t in sent[:5]), Decimal(0))
    path, _line = write("MT940", tmp_path, sent)
    _paged(path, sent, 5, carried)
    statement = read_statement(path)
    assert len(statement.rows) == 12 and not statement.unreadable
    assert statement.closing == OPENING + sum((t.amount for t in sent), Decimal(0))

    path, _line = write("MT940", tmp_path, sent)
    _paged(path, sent, 5, carried - Decimal("0.01"))
    # The second page opens a paisa short of where the first closed: refused there, whole.
    with pytest.raises(BalanceBroken) as refused:
        read_statement(path)
    opened = refused.value
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[opened.line - 1].startswith(":60M:") and "0.01 unaccounted for" in str(opened)


def test_an_overdrawn_balance_is_read_as_a_debit(tmp_path: Path) -> None:
    sent = transfers(3)
    path, _line = write("MT940", tmp_path, sent)
    text = path.read_text(encoding="utf-8").replace(":60F:C", ":60F:D")
    closing = -OPENING + sum((t.amount for t in sent), Decimal(0))
    start = text.index(":62F:C")
    end = text.index("\n", start)
    day = text[start + 6 : start + 12]
    sign = "C" if closing >= 0 else "D"
    closed = f":62F:{sign}{day}INR{abs(closing):.2f}".replace(".", ",")
    path.write_text(text[:start] + closed + text[end:], encoding="utf-8")
    statement = read_statement(path)
    assert statement.opening == -OPENING and statement.closing == closing
    assert not statement.unreadable


# --- rows known by what the bank records (item 5) ------------------------------------------


@pytest.mark.parametrize("layout", BANKS)
def test_a_second_export_of_the_same_days_in_another_format_adds_no_row(
    tmp_path: Path, layout: str
) -> None:
    sent = transfers(12, debit_every=3)
    # Two genuine rows alike in what the bank records (a charge twice in a day): both kept.
    sent.append(Transfer(sent[-1].on, dt.time(18), Decimal("-17.70"), "", rail="CHG"))
    sent.append(Transfer(sent[-1].on, dt.time(18), Decimal("-17.70"), "", rail="CHG"))
    (tmp_path / "csv").mkdir()
    (tmp_path / "sta").mkdir()
    first, _line = write(layout, tmp_path / "csv", sent)
    second, _line = write("MT940", tmp_path / "sta", sent)
    with Journal(tmp_path / "journal") as journal:
        kept = journal.bank.import_statement(read_statement(first), first.name)
        again = journal.bank.import_statement(read_statement(second), second.name)
    with sqlite3.connect(tmp_path / "journal" / DATABASE_NAME) as conn:
        (count,) = conn.execute("SELECT count(*) FROM bank_rows").fetchone()
    assert (kept.read, kept.new) == (14, 14)
    assert (again.read, again.new) == (14, 0)
    assert count == 14


def test_an_older_journals_rows_are_keyed_again_on_opening(tmp_path: Path) -> None:
    sent = transfers(12, debit_every=3)
    (tmp_path / "csv").mkdir()
    (tmp_path / "sta").mkdir()
    first, _line = write("HDFC Bank", tmp_path / "csv", sent)
    second, _line = write("MT940", tmp_path / "sta", sent)
    folder = tmp_path / "journal"
    with Journal(folder) as journal:
        journal.bank.import_statement(read_statement(first), first.name)
    # As an older version kept them: fingerprints of the narration and balance, which the
    # MT940 export of the same rows does not share.
    conn = sqlite3.connect(folder / DATABASE_NAME)
    with conn:
        conn.execute("UPDATE bank_rows SET fingerprint = 'old' || row_id")
        conn.execute(f"PRAGMA user_version={ROW_KEYS_VERSION - 1}")
    conn.close()
    with Journal(folder) as journal:
        again = journal.bank.import_statement(read_statement(second), second.name)
    assert (again.read, again.new) == (12, 0)


# --- one account, one statement (item 5) ---------------------------------------------------

HDFC_ACCOUNT = account_as_typed("5020 0012 345678", "hdfc0000240", "HDFC current account")
KOTAK_ACCOUNT = account_as_typed("1011567891", "KKBK0000123", "Kotak current account")


def kept_rows(folder: Path) -> list[tuple[str, int]]:
    """Each kept row's account and amount in paise."""
    with sqlite3.connect(folder / DATABASE_NAME) as conn:
        return conn.execute(
            "SELECT account, amount_paise FROM bank_rows ORDER BY row_id"
        ).fetchall()


def desk(journal: Journal, *accounts: BankAccount) -> StatementService:
    """The statements' service of ``journal`` for an agency of ``accounts``."""
    return StatementService(journal, accounts=lambda: accounts)


async def test_a_statement_of_another_account_is_refused_and_keeps_nothing(
    tmp_path: Path,
) -> None:
    path, _line = write("Axis Bank", tmp_path, transfers(12))
    with Journal(tmp_path / "journal") as journal:
        with pytest.raises(OtherAccount) as refused:
            await desk(journal, HDFC_ACCOUNT, KOTAK_ACCOUNT).import_file(path)
        # It says how the account becomes the agency's (issue 94, item 2).
        assert str(refused.value) == (
            "This statement is of account 922030048910705, which is not one of the agency's "
            "accounts in the settings (50200012345678, 1011567891): nothing of it was imported. "
            "If it is the agency's, declare it in Settings, Bank accounts (a supervisor's PIN), "
            "and import the statement again."
        )
        assert kept_rows(journal.folder) == []


NONE_DECLARED = (
    "The agency has declared no bank account, and a statement is read only against one of "
    "them: nothing of it was imported. Declare the agency's bank account in Settings, Bank "
    "accounts (a supervisor's PIN), then import the statement again."
)


@pytest.mark.parametrize("layout", ["Axis Bank", "MT940"])
async def test_a_statement_with_no_account_declared_is_refused_then_read_once_declared(
    tmp_path: Path, layout: str
) -> None:
    path, _line = write(layout, tmp_path, transfers(12))
    with Journal(tmp_path / "journal") as journal:
        # Issue 94: a payment is proved only by a declared account's row, never as it says.
        with pytest.raises(NoneDeclared) as refused:
            await desk(journal).import_file(path)
        assert str(refused.value) == NONE_DECLARED
        assert kept_rows(journal.folder) == []
        done = await desk(journal, *declared(layout)).import_file(path)
        assert (done.imported.new, done.imported.account) == (12, ACCOUNTS[layout].number)


async def test_a_statement_naming_no_account_with_none_declared_is_refused_not_asked(
    tmp_path: Path,
) -> None:
    path = hostile.replaced(
        "Kotak Mahindra Bank", tmp_path, transfers(12), "A/C No. : 1011567891", "Kotak"
    )
    with Journal(tmp_path / "journal") as journal:
        with pytest.raises(NoneDeclared, match="declared no bank account"):
            await desk(journal).import_file(path, account="1011567891")
        assert kept_rows(journal.folder) == []


TWO_ACCOUNTS = (
    "This file carries rows of two accounts, {first} and {second}: a statement is of one "
    "account. Nothing of it was imported: download each account's statement apart and import "
    "each."
)


async def test_an_mt940_of_two_accounts_is_refused_whole_naming_both(tmp_path: Path) -> None:
    sent = transfers(12, debit_every=3)
    carried = OPENING + sum((t.amount for t in sent[:5]), Decimal(0))
    path, _line = write("MT940", tmp_path, sent)
    # Its second page is another account's (its balances whole): no row is either's alone.
    _paged(path, sent, 5, carried, "HDFC0000240/50200087654321")
    said = TWO_ACCOUNTS.format(first="50200012345678", second="50200087654321")
    with pytest.raises(ManyAccounts) as refused:
        read_statement(path)
    assert str(refused.value) == said
    with Journal(tmp_path / "journal") as journal:
        # Whether or not one of them is declared; nothing kept.
        for declared in ((HDFC_ACCOUNT,), ()):
            with pytest.raises(OtherAccount) as told:
                await desk(journal, *declared).import_file(path)
            assert str(told.value) == said
        assert kept_rows(journal.folder) == []


def two_accounts(folder: Path) -> Path:
    """Two Kotak downloads put in one file: the second, of account 1011999999, its account
    block below the rows of the first, of 1011567891."""
    (folder / "other").mkdir()
    first, _line = write("Kotak Mahindra Bank", folder, transfers(6))
    second, _line = write("Kotak Mahindra Bank", folder / "other", transfers(4))
    other = second.read_text(encoding="utf-8").replace("1011567891", "1011999999")
    first.write_text(first.read_text(encoding="utf-8") + other, encoding="utf-8")
    return first


async def test_a_csv_going_on_under_a_second_accounts_block_is_refused_whole(
    tmp_path: Path,
) -> None:
    first = two_accounts(tmp_path)
    said = TWO_ACCOUNTS.format(first="1011567891", second="1011999999")
    with pytest.raises(ManyAccounts) as refused:
        read_statement(first)
    assert str(refused.value) == said
    with Journal(tmp_path / "journal") as journal:
        with pytest.raises(OtherAccount) as told:
            await desk(journal, KOTAK_ACCOUNT).import_file(first)
        assert str(told.value) == said
        assert kept_rows(journal.folder) == []


async def test_a_statement_naming_its_account_masked_or_padded_is_read_against_it(
    tmp_path: Path,
) -> None:
    path = hostile.replaced(
        "HDFC Bank", tmp_path, transfers(12), "50200012345678", "XXXXXXXXXX5678"
    )
    sbi, _line = write("State Bank of India", tmp_path, transfers(3))
    sbi_account = account_as_typed("31234567890", "SBIN0001234", "SBI current account")
    with Journal(tmp_path / "journal") as journal:
        done = await desk(journal, KOTAK_ACCOUNT, HDFC_ACCOUNT).import_file(path)
        assert (done.imported.new, done.imported.account) == (12, "50200012345678")
        assert {account for account, _paise in kept_rows(journal.folder)} == {"50200012345678"}
        # SBI writes its number with leading zeros ("_00000031234567890").
        done = await desk(journal, sbi_account).import_file(sbi)
        assert done.imported.account == "31234567890"


async def test_a_statement_naming_no_account_is_asked_for_then_read_against_the_one_chosen(
    tmp_path: Path,
) -> None:
    path = hostile.replaced(
        "Kotak Mahindra Bank", tmp_path, transfers(12), "A/C No. : 1011567891", "Kotak"
    )
    assert read_statement(path).account == ""
    with Journal(tmp_path / "journal") as journal:
        service = desk(journal, HDFC_ACCOUNT, KOTAK_ACCOUNT)
        with pytest.raises(AccountNeeded, match="names no account: choose which"):
            await service.import_file(path)
        assert kept_rows(journal.folder) == []
        with pytest.raises(OtherAccount, match="999999 is not one of the agency's"):
            await service.import_file(path, account="999999")
        done = await service.import_file(path, account=KOTAK_ACCOUNT.number)
        assert (done.imported.new, done.imported.account) == (12, "1011567891")
        assert {account for account, _paise in kept_rows(journal.folder)} == {"1011567891"}


@pytest.mark.parametrize("layout", [*SETTLEMENTS, *CARD_SETTLEMENTS])
@pytest.mark.parametrize("declaring", [(HDFC_ACCOUNT,), ()])
async def test_a_settlement_report_is_of_no_account_and_is_read_declared_ones_or_none(
    tmp_path: Path, layout: str, declaring: tuple[BankAccount, ...]
) -> None:
    path, _line = write(layout, tmp_path, transfers(6))
    with Journal(tmp_path / "journal") as journal:
        done = await desk(journal, *declaring).import_file(path)
    assert (done.imported.new, done.imported.account) == (6, "")


def test_the_accounts_are_kept_in_the_settings_and_checked(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(bank_accounts=(HDFC_ACCOUNT, KOTAK_ACCOUNT)))
    assert load_settings(path).bank_accounts == (HDFC_ACCOUNT, KOTAK_ACCOUNT)
    assert BankAccount("50200012345678", "HDFC0000240", "HDFC current account") == HDFC_ACCOUNT
    assert Settings(bank_accounts=(HDFC_ACCOUNT,)).problems() == []
    wrong = account_as_typed("50200012345678", "HDFC240")
    assert Settings(bank_accounts=(wrong,)).problems() == [
        "The IFSC HDFC240 is not four letters, a zero and six letters or digits."
    ]
    assert Settings(bank_accounts=(HDFC_ACCOUNT, HDFC_ACCOUNT)).problems() == [
        "A bank account is declared twice."
    ]
    assert Settings(bank_accounts=(account_as_typed("12345"),)).problems() == [
        "The account number 12345 is not 6 to 20 digits."
    ]
