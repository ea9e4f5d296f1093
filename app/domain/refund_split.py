"""A customer's refund spread over the tenders the sale was paid with, in the proportion each
took, to the paisa: the parts add up to the refund exactly and none exceeds what its tender took;
no paise handed out in cash while another tender can carry them
(docs/decisions/round-off-on-documents.md)."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal

from app.domain.money import ZERO, apportion, from_paise, money, to_paise
from app.domain.tenders import TENDERS, TenderKind


def split_by(amount: Decimal, weights: Mapping[TenderKind, Decimal]) -> dict[TenderKind, Decimal]:
    """``amount`` over the tenders of ``weights`` (what each took), in their proportion.

    Each tender gets its share rounded down to the paisa; the paise left go one each to the
    largest remainders, a tie to the tender that took more, then to the registry's order.
    ``ValueError`` when ``amount`` is negative or more than the weights add up to.
    """
    took = {kind: to_paise(weights.get(kind, Decimal(0))) for kind in TENDERS}
    took = {kind: paise for kind, paise in took.items() if paise > 0}
    whole = sum(took.values())
    wanted = to_paise(amount)
    if wanted < 0 or wanted > whole:
        raise ValueError(f"{amount} cannot be split over tenders that took {from_paise(whole)}.")
    if not took:
        return {}
    # ``took`` is in the registry's order, which breaks the last ties.
    parts = dict(zip(took, apportion(wanted, list(took.values())), strict=True))
    return {kind: from_paise(paise) for kind, paise in parts.items()}


def cash_in_rupees(
    parts: Mapping[TenderKind, Decimal], left: Mapping[TenderKind, Decimal]
) -> dict[TenderKind, Decimal]:
    """``parts`` with the paise of each tender that gives change (cash: no coins of paise are
    handed out) moved to the tenders that carry paise (card, UPI, bank) while what they may
    still give back (``left``) has room, the largest room first; the total stays the same.
    Paise no other tender can take stay where they were."""
    moved = {kind: to_paise(amount) for kind, amount in parts.items()}
    for cash in [kind for kind in moved if kind.gives_change]:
        spare = moved[cash] % 100
        takers = sorted(
            (kind for kind in TENDERS if not kind.gives_change and left.get(kind, ZERO) > 0),
            key=lambda kind: -(to_paise(left[kind]) - moved.get(kind, 0)),
        )
        for kind in takers:
            room = to_paise(left[kind]) - moved.get(kind, 0)
            given = min(spare, room)
            if given > 0:
                moved[kind] = moved.get(kind, 0) + given
                moved[cash] -= given
                spare -= given
        if not moved[cash]:
            del moved[cash]
    return {kind: from_paise(paise) for kind, paise in moved.items()}


def cash_round_off(kind: TenderKind, amount: Decimal) -> Decimal:
    """What a refund's part of ``amount`` by ``kind`` is rounded by as it is handed out: cash
    (a tender that gives change) leaves the drawer in whole rupees, half up as the till rounds a
    sale (420.55 goes out as 421.00: +0.45; 420.45 as 420.00: -0.45); a tender that carries
    paise (card, UPI, bank) gives the amount as it is: zero."""
    if not kind.gives_change:
        return ZERO
    return money(amount.quantize(Decimal(1), rounding=ROUND_HALF_UP) - amount)
