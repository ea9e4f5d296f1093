"""The customer's side of a sale: price at the counter, margin, and the refund on a cancellation.

All Decimal, ROUND_HALF_UP to the paisa per line; the refund alone is rounded down to the rupee.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from enum import StrEnum

from app.domain.cancellation import REFUND_PERCENT, PolicyBand
from app.domain.modules import Module
from app.domain.money import ZERO, money, percent_of
from app.domain.payment import Payment
from app.domain.tenders import TenderKind, by_tender
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

DOMAIN_TILL = Catalogue("DOMAIN_TILL")
# The cancellation terms on the customer's receipt, in sentences that fit the sale: the
# service's bands (or, sold within 24 h of the start, that it cannot be cancelled) and, when the
# sale carries a service charge a refund keeps, that it is kept. Journalled with the sale in
# English (a record), joined by a space; ``terms_text`` prints them in the receipt's language.
# (Sales journalled before the sentences were chosen hold the bands then the service charge's.)
BANDS_TERMS = QT_TRANSLATE_NOOP(
    "DOMAIN_TILL",
    "Cancel 48 h or more before: fares and fare GST back; 24 to 48 h: half; under 24 h: "
    "nothing; less the service's cancellation charge.",
)
# The bands as sales journalled before the fare's GST was named apart hold them: their receipts
# are printed again as issued.
EARLIER_BANDS_TERMS = QT_TRANSLATE_NOOP(
    "DOMAIN_TILL",
    "Cancel 48 h or more before: fares and GST back; 24 to 48 h: half; under 24 h: nothing; "
    "less the service's cancellation charge.",
)
NOT_REFUNDABLE_TERMS = QT_TRANSLATE_NOOP(
    "DOMAIN_TILL",
    "Not refundable: sold less than 24 h before the start, when cancelling is closed.",
)
SERVICE_CHARGE_TERMS = QT_TRANSLATE_NOOP("DOMAIN_TILL", "The service charge is not refunded.")
TERMS_SENTENCES = (BANDS_TERMS, EARLIER_BANDS_TERMS, NOT_REFUNDABLE_TERMS, SERVICE_CHARGE_TERMS)

ROUND_STEPS = (0, 1, 5, 10)
RUPEE = Decimal(1)


@dataclass(frozen=True, slots=True)
class Markup:
    """The agency's markup on one module: % of the published fare and/or flat per seat.

    Either may be negative: a discount.
    """

    percent: Decimal = ZERO
    per_seat: Decimal = ZERO

    def amount(self, published: Decimal, seats: int) -> Decimal:
        """The markup on ``seats`` seats whose published fares add up to ``published``."""
        return money(percent_of(published, self.percent) + money(self.per_seat * seats))


@dataclass(frozen=True, slots=True)
class TillRules:
    """Markup per module, the round-off step (0 = none, 1, 5, 10 rupees) and whether a refund
    gives the service charge back."""

    markups: dict[Module, Markup] = field(default_factory=dict)
    round_to: int = 1
    refund_service_charge: bool = False

    def markup(self, module: Module) -> Markup:
        """The markup of ``module`` (none when not set)."""
        return self.markups.get(module, Markup())

    def problems(self) -> list[str]:
        """Sentences naming what is wrong with these rules (empty when usable)."""
        found = []
        if self.round_to not in ROUND_STEPS:
            found.append(DOMAIN_TILL.tr("Round off must be none, 1, 5 or 10 rupees."))
        for module, rule in self.markups.items():
            boat = module is Module.BOAT
            if not (rule.percent.is_finite() and rule.per_seat.is_finite()):
                found.append(
                    DOMAIN_TILL.tr("The boat markup must be a number.")
                    if boat
                    else DOMAIN_TILL.tr("The activity markup must be a number.")
                )
            elif rule.percent <= -100:
                found.append(
                    DOMAIN_TILL.tr("The boat discount must be under 100 %.")
                    if boat
                    else DOMAIN_TILL.tr("The activity discount must be under 100 %.")
                )
        return found


@dataclass(frozen=True, slots=True)
class SeatFare:
    """One seat's published fare: ``taxed`` carries GST (ACTIVITY fare, BOAT boat fare),
    ``untaxed`` does not (BOAT permit, a government fee)."""

    taxed: Decimal
    untaxed: Decimal = ZERO

    @property
    def published(self) -> Decimal:
        """The seat's published fare (a BOAT rate's mrp)."""
        return money(self.taxed + self.untaxed)


class MarkupLabel(StrEnum):
    """How the bill names the markup line."""

    # Marked here; a bill shows ``DOMAIN_TILL.known(label)``, in its language.
    SERVICE_CHARGE = QT_TRANSLATE_NOOP("DOMAIN_TILL", "Service charge")
    DISCOUNT = QT_TRANSLATE_NOOP("DOMAIN_TILL", "Discount")


@dataclass(frozen=True, slots=True)
class CustomerPrice:
    """What the customer pays for ``seats``: fares, GST, markup, round off and the total."""

    module: Module
    gst_percentage: Decimal
    seats: tuple[SeatFare, ...]
    markup_rule: Markup
    fares: Decimal
    gst: Decimal
    markup: Decimal
    round_off: Decimal
    total: Decimal

    @property
    def markup_label(self) -> MarkupLabel:
        """ "Discount" for a negative markup, else "Service charge"."""
        return MarkupLabel.DISCOUNT if self.markup < 0 else MarkupLabel.SERVICE_CHARGE

    def fare_groups(self) -> tuple[tuple[Decimal, int], ...]:
        """(published fare, how many seats) in order of first appearance, for the bill's lines."""
        counts: dict[Decimal, int] = {}
        for seat in self.seats:
            counts[seat.published] = counts.get(seat.published, 0) + 1
        return tuple(counts.items())


def _round_to_step(amount: Decimal, step: int) -> Decimal:
    if step == 0:
        return amount
    units = (amount / step).quantize(RUPEE, rounding=ROUND_HALF_UP)
    return money(units * step)


def _gst(module: Module, seats: Sequence[SeatFare], gst_percentage: Decimal) -> Decimal:
    # As the wallet side: ACTIVITY taxes the seats' total, BOAT each passenger's boat fare.
    if module is Module.ACTIVITY:
        return percent_of(sum((s.taxed for s in seats), ZERO), gst_percentage)
    return money(sum((percent_of(s.taxed, gst_percentage) for s in seats), ZERO))


def customer_price(
    module: Module, seats: Sequence[SeatFare], gst_percentage: Decimal, rules: TillRules
) -> CustomerPrice:
    """Published fares + customer GST + markup, then the round off to the rules' step (half up)."""
    kept = tuple(seats)
    fares = money(sum((s.published for s in kept), ZERO))
    gst = _gst(module, kept, gst_percentage)
    rule = rules.markup(module)
    markup = rule.amount(fares, len(kept))
    before = money(fares + gst + markup)
    total = _round_to_step(before, rules.round_to)
    return CustomerPrice(
        module=module,
        gst_percentage=gst_percentage,
        seats=kept,
        markup_rule=rule,
        fares=fares,
        gst=gst,
        markup=markup,
        round_off=money(total - before),
        total=total,
    )


@dataclass(frozen=True, slots=True)
class Margin:
    """The agency's margin on a sale: what the customer pays less what the wallet pays."""

    customer_total: Decimal
    total_debited: Decimal

    @property
    def amount(self) -> Decimal:
        """Customer total minus the wallet's debit (``total_debited``)."""
        return money(self.customer_total - self.total_debited)

    @property
    def below_cost(self) -> bool:
        """True when the customer pays less than the wallet: a supervisor must approve."""
        return self.amount < 0


@dataclass(frozen=True, slots=True)
class RefundLines:
    """The customer's refund by the rule, line by line as the quote shows it: the released
    seats' ``fares`` and ``gst``, their ``service_charge`` (given back when ``charge_back``, a
    discount always comes off), the band's ``percent`` of that base, the service's
    ``platform_charge`` taken off, the ``round_down`` to the rupee and the ``total``."""

    fares: Decimal
    gst: Decimal
    service_charge: Decimal
    charge_back: bool
    percent: Decimal
    platform_charge: Decimal
    round_down: Decimal
    total: Decimal

    def lines(self) -> tuple[tuple[RefundLine, Decimal], ...]:
        """The refund's lines as the quote lists them, each its signed part of the total: the
        fares and their GST, the service charge given back (0 when kept), what the policy
        band keeps of them, the platform charge taken (never more than the band left), the
        round down. They add up to ``total`` (``adds_up``)."""
        charge = self.service_charge if self.charge_back else ZERO
        base = money(self.fares + self.gst + charge)
        left = percent_of(base, self.percent)
        return (
            (RefundLine.FARES, self.fares),
            (RefundLine.GST, self.gst),
            (RefundLine.SERVICE_CHARGE, charge),
            (RefundLine.BAND, money(left - base)),
            (RefundLine.PLATFORM_CHARGE, -min(self.platform_charge, left)),
            (RefundLine.ROUND_DOWN, self.round_down),
        )

    def adds_up(self) -> RefundLines:
        """These lines, checked: ``LinesDoNotAddUp`` names them when they do not make the
        total (a quote that would be shown or a refund that would be paid is refused)."""
        found = self.lines()
        if money(sum((amount for _, amount in found), ZERO)) != self.total:
            raise LinesDoNotAddUp(found, self.total)
        return self


class RefundLine(StrEnum):
    """A line of the customer's refund by the rule."""

    FARES = "fares"
    GST = "gst"
    SERVICE_CHARGE = "service charge"
    BAND = "policy band"
    PLATFORM_CHARGE = "platform charge"
    ROUND_DOWN = "round down"


class LinesDoNotAddUp(ValueError):
    """A document's or a screen's lines that do not make its total: it is not issued."""

    def __init__(self, lines: Sequence[tuple[str, Decimal]], total: Decimal) -> None:
        named = ", ".join(f"{name} {amount}" for name, amount in lines)
        super().__init__(f"The lines {named} do not add up to the total {total}.")
        self.lines = tuple(lines)
        self.total = total


def refund_lines(
    price: CustomerPrice,
    released: Sequence[int],
    band: PolicyBand,
    platform_charge: Decimal,
    *,
    refund_service_charge: bool,
) -> RefundLines:
    """What the customer gets back for the seats at indexes ``released`` of ``price``, by line.

    Their fares + GST (+ their markup when a discount, or with ``refund_service_charge``) times
    the band's percentage, less the service's platform charge for them, rounded down to the
    rupee, never below 0. Every caller says whether the service charge goes back (the
    setting): no default decides it for them.
    """
    if len(set(released)) != len(released) or not all(0 <= i < len(price.seats) for i in released):
        raise ValueError(f"Released seats {list(released)} are not seats of this sale.")
    seats = [price.seats[i] for i in released]
    part = customer_price(price.module, seats, price.gst_percentage, TillRules(round_to=0))
    # A discount always comes off (never give back more than was paid); a service charge is
    # given back only when the setting says so. The rule is the one the sale was priced with.
    markup = price.markup_rule.amount(part.fares, len(seats))
    back = markup < 0 or refund_service_charge
    base = money(part.fares + part.gst + (markup if back else ZERO))
    percent = REFUND_PERCENT[band]
    charge = money(platform_charge)
    exact = percent_of(base, percent) - charge
    total = money(max(exact.quantize(RUPEE, rounding=ROUND_DOWN), ZERO))
    return RefundLines(
        fares=part.fares,
        gst=part.gst,
        service_charge=markup,
        charge_back=back,
        percent=Decimal(percent),
        platform_charge=charge,
        round_down=money(total - max(exact, ZERO)),
        total=total,
    ).adds_up()


def customer_refund(
    price: CustomerPrice,
    released: Sequence[int],
    band: PolicyBand,
    platform_charge: Decimal,
    *,
    refund_service_charge: bool = False,
) -> Decimal:
    """The total of ``refund_lines``: what the customer gets back for the seats ``released``."""
    return refund_lines(
        price, released, band, platform_charge, refund_service_charge=refund_service_charge
    ).total


class RefundVerdict(StrEnum):
    """What the till makes of the refund staff typed, against the rule's amount and what is left
    of what the customer paid."""

    ALLOWED = "allowed"
    NEEDS_SUPERVISOR = "needs_supervisor"
    REFUSED = "refused"
    ABOVE_PAID = "above_paid"  # more than is left of what was paid that way: nobody may approve


def judge_refund(rule_amount: Decimal, given: Decimal, left: Decimal) -> RefundVerdict:
    """Staff may lower the refund (an agency fee) to 0; more than the rule needs a supervisor;
    more than ``left`` (paid that way, less what was given back) is never allowed."""
    if not given.is_finite() or given < 0 or money(given) != given:
        return RefundVerdict.REFUSED
    if given > left:
        return RefundVerdict.ABOVE_PAID
    if given > rule_amount:
        return RefundVerdict.NEEDS_SUPERVISOR
    return RefundVerdict.ALLOWED


def refund_left(
    paid: Payment, given_back: Iterable[tuple[TenderKind, Decimal]]
) -> dict[TenderKind, Decimal]:
    """The refund ceiling per tender: what the customer paid each way, less what was already
    given back that way (never below 0)."""
    left = {mode: paid.total_by(mode) for mode in by_tender()}
    for mode, amount in given_back:
        left[mode] -= amount
    return {mode: money(max(amount, ZERO)) for mode, amount in left.items()}


DENOMINATIONS = (500, 200, 100, 50, 20, 10)


@dataclass(frozen=True, slots=True)
class DrawerCount:
    """The drawer counted: how many notes of each denomination, and the coins as an amount."""

    notes: tuple[tuple[int, int], ...]
    coins: Decimal = ZERO

    @classmethod
    def of(cls, notes: dict[int, int], coins: Decimal = ZERO) -> DrawerCount:
        """A count from {denomination: pieces} (``ValueError``: an unknown note, a negative)."""
        unknown = set(notes) - set(DENOMINATIONS)
        if unknown:
            raise ValueError(f"Not a note the drawer counts: {sorted(unknown)}.")
        if any(pieces < 0 for pieces in notes.values()) or coins < 0:
            raise ValueError("A count cannot be negative.")
        return cls(tuple((d, notes.get(d, 0)) for d in DENOMINATIONS), money(coins))

    @property
    def total(self) -> Decimal:
        """What the count comes to."""
        return money(sum((Decimal(d * pieces) for d, pieces in self.notes), ZERO) + self.coins)


def cancellation_terms(band: PolicyBand, price: CustomerPrice, refund_service_charge: bool) -> str:
    """The receipt's terms of a sale made in ``band`` (English, as journalled): the service's
    bands, or that it is not refundable; the service charge's sentence only when ``price``
    carries one that a refund keeps."""
    sentences = [NOT_REFUNDABLE_TERMS if band is PolicyBand.WINDOW_CLOSED else BANDS_TERMS]
    if price.markup > 0 and not refund_service_charge:
        sentences.append(SERVICE_CHARGE_TERMS)
    return " ".join(sentences)


def terms_text(terms: str) -> str:
    """Journalled ``terms`` in the current language, sentence by sentence."""
    for sentence in TERMS_SENTENCES:
        terms = terms.replace(sentence, DOMAIN_TILL.known(sentence))
    return terms
