"""The bank's own charges on a statement: what the bank took for its services, and the GST on it.

Indian banks debit their charges with narrations of their own, no transfer's rail and reference:
``CHRGS FOR NEFT``, ``SMS CHARGES FOR QTR``, ``SER CHG``, ``IMPS CHG``, ``MIN BAL CHRG``,
``ANNUAL FEE``; the tax on them comes either in the same line (HDFC's consolidated ``CHGS INCL
GST``) or as a line of its own (SBI's and ICICI's ``GST ON CHARGES``, ``CGST ON SMS CHG``). A
charge proves no payment and is no refund: it is accounted as an expense, its GST as input
credit where the agency's scheme allows it (``app.journal.bank_charges``). A consolidated line's
GST is read from its words at the standard rate on a bank's services (18 %): its taxable value
is the amount / 1.18 to the paisa, its GST the rest. A line of the GST alone that names GST
after the charge's words (``SMS CHARGES GST``) is known by the charge it is 18 % of, that day.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

# The words a bank's charge carries, as whole words of the narration.
_CHARGE = re.compile(r"\b(?:CHRGS?|CHGS?|CHARGES?|SER\s*CHG|COMMISSION|COMM|ANNUAL\s+FEE|FEES?)\b")
# A line of the tax alone: GST (or one head of it) "ON" or "FOR" a charge.
_TAX_ALONE = re.compile(r"^\W*(?:[CSI]GST|GST)\b[^/]*\b(?:ON|FOR)\b")
# A transfer's narration: its rail and a reference of its own. A charge line names the rail
# it charges for ("IMPS CHG") but starts with none of these.
_TRANSFER = re.compile(
    r"^\W*(?:UPI|NEFT|RTGS|IMPS|BY\s+TRANSFER|TO\s+TRANSFER)\W*(?:[A-Z0-9]{2,4}\W)?"
)
# A consolidated line: the charge said to include its GST ("INCL GST", "INCLUDING GST", "+GST").
_GST_INCLUDED = re.compile(r"(?:\bINCL(?:UDING|\.)?\s*|\+\s*)GST\b")
# A line naming GST that is not consolidated: the GST of a charge beside it, if one is of its day.
_NAMES_GST = re.compile(r"\b[CSI]?GST\b")
# The GST on a bank's services (financial services, SAC 9971): the standard rate.
BANK_GST_RATE = Decimal("0.18")
_PAISA = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class BankCharge:
    """A debit the bank made for its services: its row, day, what it took (positive), and
    whether the line is the GST on a charge rather than the charge; ``gst``: the tax in it
    (all of a line of the tax alone, the part a consolidated line says it includes, else 0)."""

    row_id: int
    on: dt.date
    amount: Decimal
    narration: str
    tax: bool
    gst: Decimal

    def as_tax(self) -> BankCharge:
        """The line as the GST on a charge (its own line): all of it is the tax."""
        return BankCharge(self.row_id, self.on, self.amount, self.narration, True, self.amount)


def is_charge(narration: str, amount: Decimal) -> bool:
    """Whether a statement line of ``amount`` (negative: a debit) is the bank's own charge or
    the GST on one: a debit whose narration names a charge (or GST on one) and is no transfer's
    (a debit starting with its rail is a payment to someone, whatever it says after)."""
    if amount >= 0:
        return False
    text = narration.upper()
    if _TAX_ALONE.search(text):
        return True
    if _TRANSFER.match(text) and not re.search(r"\b(?:CHG|CHGS|CHRGS?|CHARGES?)\b", text[:12]):
        return False
    return bool(_CHARGE.search(text))


def is_tax(narration: str) -> bool:
    """Whether a charge's line is the GST on a charge alone (its own line), not the charge."""
    return bool(_TAX_ALONE.search(narration.upper()))


def gst_inside(narration: str, amount: Decimal) -> Decimal:
    """The GST in a charge's line of ``amount`` (positive): all of a line of the tax alone; of a
    line saying it includes GST, what is left of the amount over its taxable value (the amount
    / 1.18, to the paisa); of any other, none."""
    if is_tax(narration):
        return amount
    if not _GST_INCLUDED.search(narration.upper()):
        return Decimal("0.00")
    taxable = (amount / (1 + BANK_GST_RATE)).quantize(_PAISA, ROUND_HALF_UP)
    return amount - taxable


def charge_of(row_id: int, on: dt.date, amount: Decimal, narration: str) -> BankCharge:
    """The charge of a statement's line of ``amount`` (positive) read from its words alone."""
    return BankCharge(
        row_id, on, amount, narration, is_tax(narration), gst_inside(narration, amount)
    )


def with_their_taxes(found: list[BankCharge]) -> list[BankCharge]:
    """``found`` with each line that names GST after a charge's words (``SMS CHARGES GST``,
    not a consolidated line) taken for the GST on a charge when it is 18 % of another charge of
    its day: the GST a bank exports on the line after its charge."""
    charged = {(c.on, (c.amount * BANK_GST_RATE).quantize(_PAISA, ROUND_HALF_UP)) for c in found}
    return [
        charge.as_tax()
        if not charge.tax
        and not charge.gst
        and _NAMES_GST.search(charge.narration.upper())
        and (charge.on, charge.amount) in charged
        else charge
        for charge in found
    ]
