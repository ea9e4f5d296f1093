"""Cash banked from the drawer, as the statement shows it: a credit the bank writes as a cash
deposit (SBI's ``BY CASH``, HDFC's ``CASH DEP <branch>``, ICICI's ``CASH DEPOSIT``, Axis'
``CASH DEPOSIT BY SELF``), matched to the drawer's banking by amount and day.

A deposit carries no reference: it proves no sale, and is accounted only against the cash
banked at a shift's close (the books' ``cash_banked`` event, a contra from the drawer to the
bank), once a supervisor confirms which.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from decimal import Decimal

_DEPOSIT = re.compile(r"^\W*(?:BY\s+CASH|CASH\s*DEP(?:OSIT)?|CSH\s*DEP|CASH\s+CR)\b")
# How long after a close its cash may reach the bank: banked the next working day, or after a
# Sunday and a holiday.
DAYS_TO_BANK = 3


@dataclass(frozen=True, slots=True)
class Banking:
    """Cash taken out of the drawer at a close to the bank: its money event, day and amount."""

    event_id: str
    on: dt.date
    amount: Decimal


def is_cash_deposit(narration: str, amount: Decimal) -> bool:
    """Whether a statement line of ``amount`` is cash paid in over the bank's counter."""
    return amount > 0 and bool(_DEPOSIT.match(narration.upper()))


def candidates(on: dt.date, amount: Decimal, banked: list[Banking]) -> list[Banking]:
    """The bankings a deposit of ``amount`` on ``on`` may be: the same amount, closed that day
    or up to ``DAYS_TO_BANK`` days before; the nearest first."""
    found = [b for b in banked if b.amount == amount and 0 <= (on - b.on).days <= DAYS_TO_BANK]
    return sorted(found, key=lambda b: (on - b.on).days)
