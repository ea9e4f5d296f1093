"""A payment app's payouts against the agency's bank statement.

A UPI settlement report (PhonePe Business, YES BANK YesBiz) lists each customer payment with
its RRN, and names the payout that settles it: one bank credit per settlement, its UTR the
report's settlement UTR, for the payments less the refunds and the app's fee and tax. That
credit is the sales' money, not a credit of no sale; and it proves that what the report
promised reached the bank, in full or short.

A settlement is the report rows that name one payout UTR, whichever imports brought them; its
payout is the bank credits (rows of no settlement report) that carry the UTR. Both are read
when asked, so either may be imported first.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.bank.matching import WINDOW, Window
from app.bank.proofs import BankRow, Proof, Standing
from app.domain.money import ZERO, money
from app.domain.tenders import BANK, UPI, TenderKind


class Arrival(StrEnum):
    """Whether a settlement's payout reached the bank as its report says."""

    IN_FULL = "in full"
    SHORT = "short"
    OVER = "over"
    NOT_YET = "not yet"
    MISSING = "missing"


# The arrivals that say money the report promised is not in the bank.
MONEY_MISSING = frozenset({Arrival.SHORT, Arrival.MISSING})


@dataclass(frozen=True, slots=True)
class PayoutLine:
    """A settlement report's row as a payout reads it: the payout's UTR, the report's layout
    (the app), the payment's day and amount (a refund's negative), and what it adds to the
    payout (None: the report does not say, its amount then), with the app's fee and the tax on
    it where the report says them."""

    payout: str
    app: str
    on: dt.date
    amount: Decimal
    settled: Decimal | None = None
    fee: Decimal | None = None
    fee_tax: Decimal | None = None
    card: bool = False

    @property
    def charged(self) -> Decimal:
        """The app's fee and its tax on this payment, as the report says them."""
        return (self.fee or ZERO) + (self.fee_tax or ZERO)


@dataclass(frozen=True, slots=True)
class Payout:
    """One settlement of a payment app and its bank credit: the UTR, the app, its payments and
    refunds (counts and their sum), what the report says reaches the bank (``net``), the
    credits that carry the UTR, and whether they bring it. ``fee`` and ``fee_tax``: the app's
    fee and the tax on it as the report says them (the paisa rounded once, the tax None where
    it says none), ``charges`` what the payments lost between them; ``short_by_fee``: a
    shortfall the size of one payment's fee and tax (or of them all), a fee taken again or
    one the report does not state. ``card``: a card acquirer's settlement (its fee the MDR),
    which clears the card's takings, not UPI's."""

    utr: str
    app: str
    payments: int
    refunds: int
    gross: Decimal
    net: Decimal
    last_day: dt.date
    credits: tuple[BankRow, ...]
    arrival: Arrival
    fee: Decimal = ZERO
    fee_tax: Decimal | None = None
    short_by_fee: bool = False
    card: bool = False

    @property
    def charges(self) -> Decimal:
        """What the app kept of the payments: their sum less what reaches the bank."""
        return money(self.gross - self.net)

    @property
    def credited(self) -> Decimal | None:
        """What the bank credited under the UTR (None: no credit carries it yet)."""
        if not self.credits:
            return None
        return sum((row.amount for row in self.credits), ZERO)

    @property
    def on(self) -> dt.date | None:
        """The day the payout reached the bank (its first credit's)."""
        return min((row.on for row in self.credits), default=None)

    @property
    def difference(self) -> Decimal:
        """What arrived less what the report says (negative: money missing)."""
        return (self.credited or ZERO) - self.net


def payouts_of(
    lines: Iterable[PayoutLine],
    credits: Mapping[str, Sequence[BankRow]],
    covered_until: dt.date | None,
    window: Window = WINDOW,
) -> list[Payout]:
    """Each settlement of ``lines`` (by UTR) with the bank ``credits`` carrying its UTR, by
    day. One not in the bank statements (which cover up to ``covered_until``) is not yet there
    until they reach ``window.days_after`` past its last payment, and missing after."""
    by_utr: dict[str, list[PayoutLine]] = {}
    for line in lines:
        by_utr.setdefault(line.payout, []).append(line)
    found = []
    for utr, settles in by_utr.items():
        net = money(sum((_share(line) for line in settles), Decimal(0)))
        paid = tuple(row for row in credits.get(utr, ()) if row.amount > 0)
        last_day = max(line.on for line in settles)
        arrival = _arrival(net, paid, last_day, covered_until, window)
        missing = net - sum((row.amount for row in paid), ZERO)
        taxes = [line.fee_tax for line in settles if line.fee_tax is not None]
        found.append(
            Payout(
                utr=utr,
                app=settles[0].app,
                payments=sum(1 for line in settles if line.amount > 0),
                refunds=sum(1 for line in settles if line.amount < 0),
                gross=sum((line.amount for line in settles), ZERO),
                net=net,
                last_day=last_day,
                credits=paid,
                arrival=arrival,
                fee=money(sum((line.fee or ZERO for line in settles), ZERO)),
                fee_tax=money(sum(taxes, ZERO)) if taxes else None,
                short_by_fee=arrival is Arrival.SHORT and _a_fee(missing, settles),
                card=any(line.card for line in settles),
            )
        )
    found.sort(key=lambda payout: (payout.on or payout.last_day, payout.utr))
    return found


def _a_fee(missing: Decimal, settles: Sequence[PayoutLine]) -> bool:
    """Whether ``missing`` is what one payment's fee and tax come to, or all of theirs."""
    charged = [money(line.charged) for line in settles if line.charged]
    return bool(charged) and (missing in charged or missing == money(sum(charged, ZERO)))


def _share(line: PayoutLine) -> Decimal:
    return line.amount if line.settled is None else line.settled


def _arrival(
    net: Decimal,
    paid: Sequence[BankRow],
    last_day: dt.date,
    covered_until: dt.date | None,
    window: Window,
) -> Arrival:
    if paid:
        credited = sum((row.amount for row in paid), ZERO)
        if credited == net:
            return Arrival.IN_FULL
        return Arrival.SHORT if credited < net else Arrival.OVER
    due = last_day + dt.timedelta(days=window.days_after)
    if covered_until is not None and covered_until >= due:
        return Arrival.MISSING
    return Arrival.NOT_YET


def clearings_explained(
    proofs: Iterable[Proof], payouts: Iterable[Payout]
) -> dict[TenderKind, Decimal]:
    """What each clearing the statements prove holds by them: its payments no row proves (not
    yet, questioned, or resolved as still owed or written off, which moves nothing in the
    books) less its refunds no row proves, and for UPI what each payout that reached the bank
    left owed by its app (its net less its credit). UPI is left out while a payout is short
    by more than a fee: its credit and fee left the clearing, its payments wait unproved, and
    nothing says yet what the app owes of them. A card's payments no statement proves one by
    one (an acquirer's settlement clears them by its net and MDR): no figure."""
    held = {UPI: ZERO, BANK: ZERO}
    for proof in proofs:
        if proof.kind in held and proof.standing is not Standing.PROVED:
            held[proof.kind] += -proof.amount if proof.outgoing else proof.amount
    for payout in payouts:
        if payout.credited is None or payout.card:
            continue
        if payout.arrival is Arrival.SHORT and not payout.short_by_fee:
            del held[UPI]
            break
        held[UPI] -= payout.difference
    return {kind: money(amount) for kind, amount in held.items()}


def awaiting_payout(reported: Mapping[int, str], payouts: Iterable[Payout]) -> set[int]:
    """Of the settlement reports' rows ``reported`` (each row's payout UTR), those whose payout
    has not reached the bank for its net among ``payouts`` (none yet, or short by more than a
    fee the report does not show): such a row proves nothing yet (issue 94)."""
    arrived = {
        payout.utr
        for payout in payouts
        if payout.arrival in (Arrival.IN_FULL, Arrival.OVER) or payout.short_by_fee
    }
    return {row_id for row_id, utr in reported.items() if utr not in arrived}
