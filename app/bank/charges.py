"""The bank's own charges on a statement: what the bank took for its services, and the GST on it.

Indian banks debit their charges with narrations of their own, no transfer's rail and reference:
``CHRGS FOR NEFT``, ``SMS CHARGES FOR QTR``, ``SER CHG``, ``IMPS CHG``, ``MIN BAL CHRG``,
``ANNUAL FEE``; the tax on them comes either in the same line (HDFC's consolidated ``CHGS INCL
GST``) or as a line of its own (SBI's and ICICI's ``GST ON CHARGES``, ``CGST ON SMS CHG``). A
charge proves no payment and is no refund: it is accounted as an expense, its GST as input
credit where the agency's scheme allows it (``app.journal.bank_charges``).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from decimal import Decimal

# The words a bank's charge carries, as whole words of the narration.
_CHARGE = re.compile(r"\b(?:CHRGS?|CHGS?|CHARGES?|SER\s*CHG|COMMISSION|COMM|ANNUAL\s+FEE|FEES?)\b")
# A line of the tax alone: GST (or one head of it) "ON" or "FOR" a charge.
_TAX_ALONE = re.compile(r"^\W*(?:[CSI]GST|GST)\b[^/]*\b(?:ON|FOR)\b")
# A transfer's narration: its rail and a reference of its own. A charge line names the rail
# it charges for ("IMPS CHG") but starts with none of these.
_TRANSFER = re.compile(
    r"^\W*(?:UPI|NEFT|RTGS|IMPS|BY\s+TRANSFER|TO\s+TRANSFER)\W*(?:[A-Z0-9]{2,4}\W)?"
)


@dataclass(frozen=True, slots=True)
class BankCharge:
    """A debit the bank made for its services: its row, day, what it took (positive), and
    whether the line is the GST on a charge rather than the charge."""

    row_id: int
    on: dt.date
    amount: Decimal
    narration: str
    tax: bool


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
