"""The agency's bank accounts, declared in the counter's settings, and the account a statement is
read against: the one it names (MT940's ``:25:``, a CSV's account block), else the one staff
choose among the declared; a statement of any other account is refused with a sentence, so that
no one's money but the agency's proves a sale (docs/decisions/bank-one-account-one-statement.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from app.bank.layouts import SETTLEMENT_LAYOUTS
from app.bank.statement import BANK, Statement, StatementError

# A branch's IFSC: four letters (the bank), a zero, six letters or digits (the branch).
IFSC = re.compile(r"^[A-Z]{4}0[A-Z0-9]{6}$")
# An account number as banks write it: 6 to 20 digits (SBI's 11, HDFC's 14, Axis's 15).
_NUMBER = re.compile(r"^\d{6,20}$")


@dataclass(frozen=True, slots=True)
class BankAccount:
    """One of the agency's bank accounts: its ``number``, its branch's ``ifsc`` and the
    ``name`` staff know it by ("HDFC current account")."""

    number: str
    ifsc: str = ""
    name: str = ""

    def label(self) -> str:
        """How staff are shown it: its name, number and IFSC."""
        return " · ".join(part for part in (self.name, self.number, self.ifsc) if part)

    def problem(self) -> str | None:
        """What is wrong with it as declared (None when nothing)."""
        if not _NUMBER.match(self.number):
            return BANK.tr("The account number {number} is not 6 to 20 digits.").format(
                number=self.number or "—"
            )
        if self.ifsc and not IFSC.match(self.ifsc):
            return BANK.tr(
                "The IFSC {ifsc} is not four letters, a zero and six letters or digits."
            ).format(ifsc=self.ifsc)
        return None


def account_as_typed(number: str, ifsc: str = "", name: str = "") -> BankAccount:
    """An account as typed: spaces and dashes out of its number, its IFSC upper case."""
    digits = "".join(number.replace("-", " ").split())
    return BankAccount(digits, "".join(ifsc.split()).upper(), " ".join(name.split()))


def names(said: str, account: BankAccount) -> bool:
    """Whether the account number a statement names, ``said`` (masked digits as X, as
    "XXXXXXXX5678"; leading zeros, as SBI's "0000…"), is ``account``'s."""
    written = said.upper().lstrip("0")
    number = account.number.lstrip("0")
    if "X" not in written:
        return written == number
    # A masked number names the account whose digits it shows, each in its place from the end.
    if len(written) > len(number):
        return False
    tail = number[len(number) - len(written) :]
    return all(shown in ("X", digit) for shown, digit in zip(written, tail, strict=True))


class OtherAccount(StatementError):
    """A statement of an account that is none of the agency's declared ones: refused whole
    (no column mapping makes it the agency's)."""


class AccountNeeded(StatementError):
    """A statement that names no account, while the agency has declared some: staff are to
    choose which it is of, and it is read again against that one."""


def against(statement: Statement, accounts: Sequence[BankAccount], chosen: str = "") -> Statement:
    """``statement`` read against the agency's declared ``accounts``: its rows of the account it
    names, or, naming none, of ``chosen`` (the number staff chose). With none declared it is
    as it was read. ``OtherAccount`` (a sentence) for a statement of another account, or of
    a chosen number that is none of them; ``AccountNeeded`` for one naming none with none
    chosen. A payment app's settlement report is read as it is."""
    if not accounts or statement.layout in SETTLEMENT_LAYOUTS:
        # A payment app's report is of no bank account: its payouts are the account's credits.
        return statement
    if statement.account:
        found = next((a for a in accounts if names(statement.account, a)), None)
        if found is None:
            raise OtherAccount(
                BANK.tr(
                    "This statement is of account {account}, which is not one of the agency's "
                    "accounts in the settings ({accounts}): nothing of it was imported."
                ).format(
                    account=statement.account,
                    accounts=", ".join(a.number for a in accounts),
                )
            )
    elif chosen:
        found = next((a for a in accounts if a.number == chosen), None)
        if found is None:
            raise OtherAccount(
                BANK.tr("{account} is not one of the agency's accounts in the settings.").format(
                    account=chosen
                )
            )
    else:
        raise AccountNeeded(
            BANK.tr("This statement names no account: choose which of the agency's it is of.")
        )
    rows = [replace(row, account=found.number) for row in statement.rows]
    return replace(statement, rows=rows, account=found.number)
