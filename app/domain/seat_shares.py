"""What the customer paid for each seat of a sale: its total shared over the seats line by
line, to the paisa, each line's shares adding up exactly to the sale's line
(docs/decisions/disruption-per-seat.md).

- **Fares**: each seat's own published fare, as sold (no sharing needed).
- **Fare GST**: in proportion to each seat's own GST by the rate (a BOAT's is exactly its
  traveller's; an ACTIVITY's, taxed once on the total, lands a paisa either way by remainder).
- **Service charge** (or discount): its flat part per seat equally, its percentage part in
  proportion to the seats' published fares, as the markup rule charged them.
- **Round off**: in proportion to what each seat came to before it (fares, GST, service
  charge): the seat that cost more carries more of the rounding.

A credit an exchange carried is not a line of the price: it paid part of the total, so each
seat's share holds it in the same proportion as the rest; the shares do not depend on how the
total was paid.

The seat lines staff read with a sale (``seat_lines``) are its total over the seats, each seat's
part in proportion to its own price to the paisa below, the paise left on one seat and named
there (docs/decisions/seat-lines-add-up.md): seats of one fare read one figure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from app.domain.money import ZERO, apportion, from_paise, money, percent_of, to_paise
from app.domain.till import CustomerPrice, TillRules, customer_price


@dataclass(frozen=True, slots=True)
class SeatShare:
    """One seat's part of what the customer paid, by line: its fare, fare GST, service charge
    (negative: a discount) and round off."""

    fare: Decimal
    gst: Decimal
    service_charge: Decimal
    round_off: Decimal

    @property
    def paid(self) -> Decimal:
        """What the customer paid for this seat: its lines together."""
        return money(self.fare + self.gst + self.service_charge + self.round_off)


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One seat's line of a sale as it is shown: its part of the total, and of that part the
    paise the total left when split over the seats (``rounding``, 0.00 on every seat but
    one)."""

    amount: Decimal
    rounding: Decimal = ZERO


def shared(whole: Decimal, weights: Sequence[Decimal]) -> list[Decimal]:
    """``whole`` (of either sign) over ``weights`` in their proportion, to the paisa, adding up
    to ``whole`` exactly (``app.domain.money.apportion``); a negative weight counts as none, and
    when none weighs anything each gets an equal part."""
    paise = [max(to_paise(weight), 0) for weight in weights]
    if not any(paise):
        paise = [1] * len(weights)
    wanted = to_paise(whole)
    parts = apportion(abs(wanted), paise)
    return [from_paise(part if wanted >= 0 else -part) for part in parts]


def seat_shares(price: CustomerPrice) -> tuple[SeatShare, ...]:
    """Each seat of ``price`` with its share of every line; the shares of a line add up to the
    line and their ``paid`` to ``price.total`` exactly (``ValueError``: a price without
    seats)."""
    seats = price.seats
    if not seats:
        raise ValueError("A price without seats has no shares.")
    fares = [seat.published for seat in seats]
    gst = shared(price.gst, [percent_of(seat.taxed, price.gst_percentage) for seat in seats])
    flat = money(price.markup_rule.per_seat * len(seats))
    by_seat = shared(flat, [Decimal(1)] * len(seats))
    by_fare = shared(money(price.markup - flat), fares)
    charge = [money(a + b) for a, b in zip(by_seat, by_fare, strict=True)]
    before = [money(f + g + c) for f, g, c in zip(fares, gst, charge, strict=True)]
    rounded = shared(price.round_off, before)
    return tuple(
        SeatShare(fare, tax, service, off)
        for fare, tax, service, off in zip(fares, gst, charge, rounded, strict=True)
    )


def seat_lines(price: CustomerPrice) -> tuple[SeatLine, ...]:
    """Each seat's line of ``price``: the total in paise over the seats in proportion to each
    seat's own price before any round off (the rate's, to the paisa), each part rounded down,
    the paise left all on the first seat that costs something, which names them. The lines
    add up to ``price.total`` exactly; a total that splits evenly leaves none (``ValueError``:
    a price without seats)."""
    if not price.seats:
        raise ValueError("A price without seats has no seat lines.")
    # Each seat alone, by the sale's own markup and no round off: seats of one fare weigh alike.
    alone = TillRules({price.module: price.markup_rule}, round_to=0)
    weights = [
        max(to_paise(customer_price(price.module, [seat], price.gst_percentage, alone).total), 0)
        for seat in price.seats
    ]
    if not any(weights):
        weights = [1] * len(weights)
    whole = to_paise(price.total)
    # A flat discount larger than the fares makes a total below zero: split as its opposite.
    sign = -1 if whole < 0 else 1
    parts = [abs(whole) * weight // sum(weights) for weight in weights]
    left = abs(whole) - sum(parts)
    first = next(i for i, weight in enumerate(weights) if weight)
    return tuple(
        SeatLine(
            from_paise(sign * (part + left if i == first else part)),
            from_paise(sign * left) if i == first else ZERO,
        )
        for i, part in enumerate(parts)
    )


def paid_for(price: CustomerPrice, seats: Sequence[int], *, service_charge: bool) -> Decimal:
    """What the customer paid for the seats at indexes ``seats`` of ``price``: their shares,
    less their service charge when it is not given back (``service_charge`` False and the sale
    carries one; a discount always stays off). ``ValueError``: an index not a seat of it, or
    named twice."""
    if len(set(seats)) != len(seats) or not all(0 <= i < len(price.seats) for i in seats):
        raise ValueError(f"Seats {list(seats)} are not seats of this sale.")
    shares = seat_shares(price)
    keeps = price.markup > 0 and not service_charge
    return money(
        sum(
            (shares[i].paid - (shares[i].service_charge if keeps else ZERO) for i in seats),
            ZERO,
        )
    )
