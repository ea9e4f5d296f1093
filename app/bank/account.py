"""The agency's bank accounts as declared in the counter's settings (number, IFSC, name), and
whether the account a statement names is one of them. Apart from ``app.bank.accounts`` (the
statement read against them) because the settings read it while the first window is built, and
the statement's reading is not needed then."""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.bank import BANK

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
