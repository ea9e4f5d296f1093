"""How the customer pays: cash, UPI, card, or a split of them; checked part by part, with change."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.domain.money import ZERO, money
from app.figures import amount_text
from app.i18n import Catalogue

DOMAIN_PAYMENT = Catalogue("DOMAIN_PAYMENT")

UPI_REFERENCE = re.compile(r"[A-Za-z0-9]{6,35}")
APPROVAL_CODE = re.compile(r"[A-Za-z0-9]{4,12}")
LAST4 = re.compile(r"\d{4}")


class Mode(StrEnum):
    """A tender's mode, as the receipt names it."""

    CASH = "Cash"
    UPI = "UPI"
    CARD = "Card"


@dataclass(frozen=True, slots=True)
class Cash:
    """Cash: ``amount`` is the part of the price paid in cash, ``tendered`` what was handed over."""

    amount: Decimal
    tendered: Decimal

    mode = Mode.CASH

    @property
    def change(self) -> Decimal:
        """What goes back to the customer (never negative)."""
        return max(money(self.tendered - self.amount), ZERO)


@dataclass(frozen=True, slots=True)
class Upi:
    """A UPI transfer and its transaction reference."""

    amount: Decimal
    reference: str

    mode = Mode.UPI


@dataclass(frozen=True, slots=True)
class Card:
    """A card payment: the card's last 4 digits and the terminal's approval code."""

    amount: Decimal
    last4: str
    approval_code: str

    mode = Mode.CARD


Tender = Cash | Upi | Card


@dataclass(frozen=True, slots=True)
class Payment:
    """The tender parts of one sale."""

    parts: tuple[Tender, ...]

    @property
    def paid(self) -> Decimal:
        """What the parts add up to."""
        return money(sum((part.amount for part in self.parts), ZERO))

    @property
    def change(self) -> Decimal:
        """The change due, from the cash parts."""
        return money(sum((p.change for p in self.parts if isinstance(p, Cash)), ZERO))

    def total_by_mode(self, mode: Mode) -> Decimal:
        """What the parts of ``mode`` add up to."""
        return money(sum((p.amount for p in self.parts if p.mode is mode), ZERO))


def _amount_problem(amount: Decimal) -> str | None:
    if not amount.is_finite() or money(amount) != amount:
        return DOMAIN_PAYMENT.tr("Type the amount in rupees and paise, for example 1250.50.")
    if amount <= 0:
        return DOMAIN_PAYMENT.tr("The amount must be more than zero.")
    return None


def _part_problems(index: int, part: Tender) -> dict[str, str]:
    found: dict[str, str] = {}
    amount = _amount_problem(part.amount)
    if amount:
        found[f"parts[{index}].amount"] = amount
    if isinstance(part, Cash):
        if not part.tendered.is_finite() or money(part.tendered) != part.tendered:
            found[f"parts[{index}].tendered"] = DOMAIN_PAYMENT.tr(
                "Type the cash handed over in rupees and paise."
            )
        elif amount is None and part.tendered < part.amount:
            found[f"parts[{index}].tendered"] = DOMAIN_PAYMENT.tr(
                "The cash handed over ({tendered}) is less than the cash part ({amount}): "
                "take {more} more."
            ).format(
                tendered=amount_text(part.tendered),
                amount=amount_text(part.amount),
                more=amount_text(money(part.amount - part.tendered)),
            )
    elif isinstance(part, Upi):
        if not UPI_REFERENCE.fullmatch(part.reference.strip()):
            found[f"parts[{index}].reference"] = DOMAIN_PAYMENT.tr(
                "Type the UPI transaction reference (6 to 35 letters or digits) from the "
                "customer's or the terminal's screen."
            )
    else:
        if not LAST4.fullmatch(part.last4.strip()):
            found[f"parts[{index}].last4"] = DOMAIN_PAYMENT.tr(
                "Type the last 4 digits of the card, digits only."
            )
        if not APPROVAL_CODE.fullmatch(part.approval_code.strip()):
            found[f"parts[{index}].approval_code"] = DOMAIN_PAYMENT.tr(
                "Type the approval code printed on the terminal's slip (4 to 12 letters or digits)."
            )
    return found


def payment_problems(payment: Payment, total: Decimal) -> dict[str, str]:
    """Sentences per field (``parts[i].field`` or ``total``) naming what is wrong; empty if none."""
    found: dict[str, str] = {}
    if not payment.parts:
        return {"total": DOMAIN_PAYMENT.tr("Choose how the customer pays: cash, UPI or card.")}
    for index, part in enumerate(payment.parts):
        found |= _part_problems(index, part)
    if not found and payment.paid != money(total):
        short = money(total - payment.paid)
        paid, price = amount_text(payment.paid), amount_text(money(total))
        found["total"] = (
            DOMAIN_PAYMENT.tr(
                "The parts add up to {paid}, not the price {price}: {short} is still to pay."
            ).format(paid=paid, price=price, short=amount_text(short))
            if short > 0
            else DOMAIN_PAYMENT.tr(
                "The parts add up to {paid}, not the price {price}: {extra} too much."
            ).format(paid=paid, price=price, extra=amount_text(-short))
        )
    return found
