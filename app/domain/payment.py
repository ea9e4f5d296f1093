"""How the customer pays: one part or a split over the registered tenders (``app.domain.tenders``),
checked part by part, with change."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import ZERO, money
from app.domain.tenders import TENDERS, Tender, TenderKind, by_tender
from app.figures import amount_text
from app.i18n import Catalogue

DOMAIN_PAYMENT = Catalogue("DOMAIN_PAYMENT")


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
        """The change due, from the parts that give change."""
        return money(sum((p.change for p in self.parts), ZERO))

    def total_by(self, kind: TenderKind) -> Decimal:
        """What the parts paid by ``kind`` add up to."""
        return money(sum((p.amount for p in self.parts if p.kind is kind), ZERO))

    def by_tender(self) -> dict[TenderKind, Decimal]:
        """What each registered tender paid (zero for those not used)."""
        return {kind: self.total_by(kind) for kind in by_tender()}


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
    if part.tendered is not None:
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
    for detail, value in zip(part.kind.details, part.details, strict=True):
        problem = detail.problem_of(value)
        if problem:
            found[f"parts[{index}].{detail.name}"] = problem
    return found


def payment_problems(payment: Payment, total: Decimal) -> dict[str, str]:
    """Sentences per field (``parts[i].field`` or ``total``) naming what is wrong; empty if none."""
    found: dict[str, str] = {}
    if not payment.parts:
        ways = ", ".join(kind.title() for kind in TENDERS)
        return {
            "total": DOMAIN_PAYMENT.tr("Choose how the customer pays: {ways}.").format(ways=ways)
        }
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
