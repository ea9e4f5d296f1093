"""The agency's bank accounts, declared in the counter's settings, and the account a statement is
read against: the one it names (MT940's ``:25:``, a CSV's account block), else the one staff
choose among the declared; a statement of any other account is refused with a sentence, so that
no one's money but the agency's proves a sale (docs/decisions/bank-one-account-one-statement.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from app.bank import BANK
from app.bank.account import BankAccount, names
from app.bank.layouts import SETTLEMENT_LAYOUTS
from app.bank.statement import Statement, StatementError


class OtherAccount(StatementError):
    """A statement of an account that is none of the agency's declared ones: refused whole
    (no column mapping makes it the agency's)."""


class ManyAccounts(OtherAccount):
    """A file carrying rows of two accounts (an MT940 of two ``:25:`` accounts, a CSV whose
    rows go on under a second account's block): refused whole, naming both, whether or not
    either is declared, since no one account's rows can be told from the other's."""

    @classmethod
    def of(cls, first: str, second: str) -> ManyAccounts:
        """The refusal of a file naming ``first``, then ``second``."""
        return cls(
            BANK.tr(
                "This file carries rows of two accounts, {first} and {second}: a statement is "
                "of one account. Nothing of it was imported: download each account's statement "
                "apart and import each."
            ).format(first=first, second=second)
        )


def same_account(said: str, other: str) -> bool:
    """Whether two account numbers a file names (either masked, either zero-padded) are one."""
    return names(said, BankAccount(other)) or names(other, BankAccount(said))


class NoneDeclared(OtherAccount):
    """A bank's statement while the agency has declared no bank account: refused whole, since
    a payment is proved only by a declared account's row; the same file is imported again once
    one is declared."""

    def __init__(self, text: str = "") -> None:
        super().__init__(
            text
            or BANK.tr(
                "The agency has declared no bank account, and a statement is read only "
                "against one of them: nothing of it was imported. Declare the agency's bank "
                "account in Settings, Bank accounts (a supervisor's PIN), then import the "
                "statement again."
            )
        )


class AccountNeeded(StatementError):
    """A statement that names no account, while the agency has declared some: staff are to
    choose which it is of, and it is read again against that one."""


def against(statement: Statement, accounts: Sequence[BankAccount], chosen: str = "") -> Statement:
    """``statement`` read against the agency's declared ``accounts``: its rows of the account it
    names, or, naming none, of ``chosen`` (the number staff chose). ``NoneDeclared`` with
    none declared; ``OtherAccount`` (a sentence) for a statement of another account, or of
    a chosen number that is none of them; ``AccountNeeded`` for one naming none with none
    chosen. A settlement report (a known app's or acquirer's, or one the owner's mapping reads:
    its layout names a payout) is read as it is, declared accounts or none."""
    if statement.settlement or statement.layout in SETTLEMENT_LAYOUTS:
        # A settlement report is of no bank account: its payouts are the account's credits.
        return statement
    if not accounts:
        raise NoneDeclared()
    if statement.account:
        found = next((a for a in accounts if names(statement.account, a)), None)
        if found is None:
            raise OtherAccount(
                BANK.tr(
                    "This statement is of account {account}, which is not one of the agency's "
                    "accounts in the settings ({accounts}): nothing of it was imported. If it is "
                    "the agency's, declare it in Settings, Bank accounts (a supervisor's PIN), "
                    "and import the statement again."
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
