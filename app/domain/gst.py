"""The agency's GST on a sale, declared once: its scheme per module, the tax lines of its invoice,
and the credit note that reverses part of them.

The rates, SAC codes and state codes are data (``gst_rates.json`` beside this module): GST rates
change, the arithmetic does not. Prices at the counter already include the agency's GST (what the
customer pays does not change when the agency registers): each taxable line's value is worked
back from its amount by rule 35 and rounded to the paisa, and each tax head is its own rate on that
taxable value, rounded to the paisa on its own: CGST + SGST within the agency's state (CGST +
UTGST in a Union territory without a legislature), IGST across states. What the heads' rounding
leaves of the customer's total goes to the round off line, so a document adds up to what was paid
(docs/decisions/round-off-on-documents.md). Documents issued before that rule keep their heads as
issued (``Heads.SPLIT``).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import ROUND_DOWN, Decimal
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from app.domain.gstin import gstin_problem, normalise_gstin
from app.domain.modules import Module
from app.domain.money import CENT, ZERO, money
from app.domain.till import CustomerPrice, LinesDoNotAddUp
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.languages import SOURCE

DOMAIN_GST = Catalogue("DOMAIN_GST")

RATES_FILE = Path(__file__).with_name("gst_rates.json")
HUNDRED = Decimal(100)


class StateKind(StrEnum):
    """What a GST state code is: a state, or a Union territory with or without a legislature
    (the latter levies UTGST where a state levies SGST)."""

    STATE = "state"
    UT_WITH_LEGISLATURE = "ut_with_legislature"
    UT_WITHOUT_LEGISLATURE = "ut_without_legislature"


class Heads(StrEnum):
    """How a document's tax heads were worked, kept with it (an issued document never changes)."""

    # Each head its rate on the taxable value, rounded to the paisa on its own (CGST = SGST).
    EACH = "each"
    # Before it: the tax worked back whole, the CGST half rounded down and the SGST the rest.
    SPLIT = "split"


class Scheme(StrEnum):
    """How the agency is taxed on a module's sales, chosen with its accountant."""

    # GST on the agency's own charge; the tour or boat price passed through as a pure agent.
    AGENT = "agent"
    # GST on the whole amount (a tour operator's rate, no input credit).
    TOUR_OPERATOR = "tour_operator"
    # Not registered, or composition: a Bill of Supply, no tax.
    UNREGISTERED = "unregistered"


# How Settings names each scheme (``DOMAIN_GST.known(SCHEME_NAMES[s])`` in the screens' language).
SCHEME_NAMES = {
    Scheme.AGENT: QT_TRANSLATE_NOOP("DOMAIN_GST", "Agent: GST on the service charge only"),
    Scheme.TOUR_OPERATOR: QT_TRANSLATE_NOOP("DOMAIN_GST", "Tour operator: GST on the whole price"),
    Scheme.UNREGISTERED: QT_TRANSLATE_NOOP(
        "DOMAIN_GST", "Not registered or composition: Bill of Supply"
    ),
}


# What every bill at the tour operator's rate must say (notification 11/2017-Central Tax (Rate),
# Sl. No. 23 (i), as amended by 1/2018): the gross amount of the tour with its accommodation and
# transport, and no input tax credit but a tour operator's bought from another.
TOUR_OPERATOR_DECLARATION = QT_TRANSLATE_NOOP(
    "DOMAIN_GST",
    "The amount charged is the gross amount for the tour, including the charges for "
    "accommodation and transport. No input tax credit has been taken on the goods and services "
    "used for it, other than tour operator services bought from another tour operator "
    "(notification 11/2017-Central Tax (Rate), Sl. No. 23 (i)).",
)
# What Settings says when the agency chooses that rate for a module.
TOUR_OPERATOR_WARNING = QT_TRANSLATE_NOOP(
    "DOMAIN_GST",
    "The tour operator's rate applies only to tours that include accommodation and transport. "
    "A boat or activity sale alone is taxed as the agent's charge.",
)


def scheme_warning(schemes: Mapping[Module, Scheme]) -> str:
    """The sentence Settings shows for the chosen ``schemes`` ('' when none needs one), in the
    current language."""
    if Scheme.TOUR_OPERATOR in schemes.values():
        return DOMAIN_GST.known(TOUR_OPERATOR_WARNING)
    return ""


def declarations(basis: TaxBasis) -> tuple[str, ...]:
    """The declarations a bill taxed by ``basis`` must print (its TOUR_OPERATOR_DECLARATION at
    the tour operator's rate), each as a message to translate."""
    return (TOUR_OPERATOR_DECLARATION,) if basis.scheme is Scheme.TOUR_OPERATOR else ()


# Rule 46 (e): a consumer's tax invoice of this taxable value or more names their address.
B2C_ADDRESS_FROM = Decimal("50000")
ADDRESS_FOR_LARGE_BILL = QT_TRANSLATE_NOOP(
    "DOMAIN_GST", "A consumer's tax invoice of 50,000 or more taxable value names their address."
)
# Rule 53 (1A) (f): a credit note to a consumer names their name and address.
ADDRESS_FOR_CREDIT_NOTE = QT_TRANSLATE_NOOP(
    "DOMAIN_GST", "A credit note to a consumer names their address."
)
# A consumer's state is the place of supply only with the address it is taken from.
ADDRESS_FOR_STATE = QT_TRANSLATE_NOOP(
    "DOMAIN_GST", "The place of supply is taken from the customer's address: give it."
)


def typed_address(text: str) -> str:
    """An address as staff typed it, kept on one line: line ends, tabs and other control
    characters made single spaces ('' when nothing else is left)."""
    return " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())


@dataclass(frozen=True, slots=True)
class SchemeRate:
    """A scheme's GST rate (percent) and its SAC code per module ('' for a Bill of Supply)."""

    rate: Decimal
    sac: Mapping[Module, str]


@dataclass(frozen=True, slots=True)
class GstData:
    """What ``gst_rates.json`` declares: the schemes' rates, the default scheme per module, the
    states by GST code (their names by language code), each state's kind and the offline tool's
    spellings of some."""

    rates: Mapping[Scheme, SchemeRate]
    default_schemes: Mapping[Module, Scheme]
    states: Mapping[str, Mapping[str, str]]
    offline_tool_states: Mapping[str, str] = field(default_factory=dict)
    kinds: Mapping[str, StateKind] = field(default_factory=dict)


def parse_gst_data(raw: Any) -> GstData:
    """The data of a ``gst_rates.json`` already read as JSON (``ValueError`` when malformed)."""
    try:
        rates = {
            Scheme(name): SchemeRate(
                Decimal(entry["rate"]), {Module(m): str(code) for m, code in entry["sac"].items()}
            )
            for name, entry in raw["schemes"].items()
        }
        defaults = {Module(m): Scheme(s) for m, s in raw["default_schemes"].items()}
        states = {
            str(code): {str(language): str(name) for language, name in names.items()}
            for code, names in raw["states"].items()
        }
        offline = {str(code): str(name) for code, name in raw["offline_tool_states"].items()}
        kinds = {
            str(code): StateKind(kind)
            for kind, codes in raw["state_kinds"].items()
            for code in codes
        }
        declared = sum(len(codes) for codes in raw["state_kinds"].values())
    except (KeyError, TypeError, AttributeError, ArithmeticError) as exc:
        raise ValueError(f"GST data malformed: {exc!r}") from exc
    if not all(names.get(SOURCE) for names in states.values()):
        raise ValueError(f"GST data must name every state in “{SOURCE}”.")
    if set(rates) != set(Scheme) or set(defaults) != set(Module):
        raise ValueError("GST data must name every scheme and a default for every module.")
    if not set(offline) <= set(states):
        raise ValueError("GST data spells a state for the offline tool that it does not name.")
    if set(kinds) != set(states) or declared != len(kinds):
        raise ValueError("GST data must declare every state's kind once.")
    return GstData(rates, defaults, states, offline, kinds)


@cache
def gst_data() -> GstData:
    """The GST data shipped with the app (read once)."""
    return parse_gst_data(json.loads(RATES_FILE.read_text(encoding="utf-8")))


def state_name(code: str, language: str = SOURCE) -> str:
    """The state of GST code ``code`` in ``language`` (a code of ``app.languages``), else in the
    source language; the code itself when unknown."""
    names = gst_data().states.get(code)
    if names is None:
        return code
    return names.get(language) or names[SOURCE]


def state_levy(code: str) -> str:
    """The name of the state's own head in state ``code``: ``UTGST`` in a Union territory without
    a legislature (UTGST Act 2017), else ``SGST`` (an unknown code too)."""
    kind = gst_data().kinds.get(code, StateKind.STATE)
    return "UTGST" if kind is StateKind.UT_WITHOUT_LEGISLATURE else "SGST"


def offline_tool_place(code: str) -> str:
    """A place of supply as the GST offline tool's templates write it: ``29-Karnataka``,
    ``35-Andaman & Nicobar Islands``."""
    data = gst_data()
    return f"{code}-{data.offline_tool_states.get(code) or state_name(code)}"


@dataclass(frozen=True, slots=True)
class Buyer:
    """The customer on the invoice: a name, and for a business customer its GSTIN, address and
    state (a consumer may give a state, the place of supply then)."""

    name: str
    gstin: str = ""
    address: str = ""
    state_code: str = ""

    @property
    def is_business(self) -> bool:
        """A customer with a GSTIN: a B2B invoice."""
        return bool(self.gstin)

    def problems(self) -> dict[str, str]:
        """Field (``gstin``, ``address``, ``state_code``) -> what is wrong with it (empty when
        usable)."""
        found: dict[str, str] = {}
        gstin = normalise_gstin(self.gstin)
        if gstin:
            problem = gstin_problem(gstin)
            if problem:
                found["gstin"] = problem
            elif self.state_code and self.state_code != gstin[:2]:
                found["state_code"] = DOMAIN_GST.tr(
                    "The customer's GSTIN is of state {code}, not {state}."
                ).format(code=gstin[:2], state=self.state_code)
            if not self.address.strip():
                found["address"] = DOMAIN_GST.tr("A business customer's invoice needs its address.")
        if self.state_code and self.state_code not in gst_data().states:
            found["state_code"] = DOMAIN_GST.tr("{code} is not a GST state code.").format(
                code=self.state_code
            )
        elif self.state_code and not gstin and not self.address.strip():
            found["address"] = DOMAIN_GST.known(ADDRESS_FOR_STATE)
        return found


@dataclass(frozen=True, slots=True)
class Registration:
    """The agency's GST registration and its scheme per module (Settings, supervisor only)."""

    legal_name: str = ""
    address: str = ""
    gstin: str = ""
    state_code: str = ""
    schemes: Mapping[Module, Scheme] = field(default_factory=dict)

    @property
    def registered(self) -> bool:
        """Whether the agency has a GSTIN: its documents are then tax invoices."""
        return bool(self.gstin)

    @property
    def input_credit(self) -> bool:
        """Whether the GST the agency pays on a service it buys (a payment app's fee) is input
        credit: registered, and every module under the agent's scheme. The tour operator's
        5 % rate allows none (notification 11/2017-Central Tax (Rate), Sl. No. 23 (i)), and a
        fee shared by modules of both schemes cannot be told apart at the counter, so then none
        is taken either."""
        return all(self.scheme(module) is Scheme.AGENT for module in Module)

    def scheme(self, module: Module) -> Scheme:
        """The scheme ``module``'s sales are taxed under: none without a GSTIN, else the chosen
        one or the data's default."""
        if not self.registered:
            return Scheme.UNREGISTERED
        return self.schemes.get(module, gst_data().default_schemes[module])

    def terms(self) -> tuple[str, ...]:
        """What the documents are made by: the names, the GSTIN, the state and the scheme in
        force per module (a scheme chosen as the default is the same terms as none chosen)."""
        schemes = tuple(self.scheme(module).value for module in Module)
        return (self.legal_name, self.address, self.gstin, self.state_code, *schemes)

    def problems(self) -> list[str]:
        """Sentences naming what is wrong with the registration (empty when usable)."""
        found: list[str] = []
        if self.state_code and self.state_code not in gst_data().states:
            found.append(
                DOMAIN_GST.tr("{code} is not a GST state code.").format(code=self.state_code)
            )
        if self.gstin:
            if not self.state_code:
                found.append(DOMAIN_GST.tr("A registered agency needs its state."))
            elif normalise_gstin(self.gstin)[:2] != self.state_code:
                found.append(
                    DOMAIN_GST.tr("The agency's GSTIN is of state {code}, not {state}.").format(
                        code=normalise_gstin(self.gstin)[:2], state=self.state_code
                    )
                )
        return found

    def basis(self, module: Module, buyer: Buyer) -> TaxBasis:
        """What a sale of ``module`` to ``buyer`` is taxed by, frozen with the sale."""
        scheme = self.scheme(module)
        rate = gst_data().rates[scheme]
        return TaxBasis(
            scheme=scheme,
            rate=rate.rate,
            sac=rate.sac.get(module, ""),
            supplier_state=self.state_code,
            place_of_supply=place_of_supply(self.state_code, buyer),
            buyer=buyer,
        )


def place_of_supply(supplier_state: str, buyer: Buyer) -> str:
    """The state code of the place of supply: a business customer's GSTIN state, else the state
    the customer gave, else the agency's own (IGST Act s. 12: the recipient's location when on
    record, the supplier's otherwise)."""
    if buyer.gstin:
        return normalise_gstin(buyer.gstin)[:2]
    return buyer.state_code or supplier_state


class LineKind(StrEnum):
    """What an invoice line is; a document shows ``DOMAIN_GST.known(kind.label)``."""

    SERVICE_CHARGE = "service_charge"
    PACKAGE = "package"
    REIMBURSEMENT = "reimbursement"
    DISCOUNT = "discount"
    ROUND_OFF = "round_off"

    @property
    def label(self) -> str:
        """The line's description, marked for translation."""
        return _LINE_LABELS[self]


_LINE_LABELS = {
    LineKind.SERVICE_CHARGE: QT_TRANSLATE_NOOP("DOMAIN_GST", "Service charge (reservation)"),
    LineKind.PACKAGE: QT_TRANSLATE_NOOP("DOMAIN_GST", "Tour or boat trip"),
    LineKind.REIMBURSEMENT: QT_TRANSLATE_NOOP(
        "DOMAIN_GST", "Tour or boat price paid on your behalf (pure agent, not taxable)"
    ),
    LineKind.DISCOUNT: QT_TRANSLATE_NOOP("DOMAIN_GST", "Discount"),
    LineKind.ROUND_OFF: QT_TRANSLATE_NOOP("DOMAIN_GST", "Round off"),
}


@dataclass(frozen=True, slots=True)
class TaxLine:
    """One invoice line: SAC ('' when untaxed), taxable value, rate and the tax split."""

    kind: LineKind
    sac: str
    taxable: Decimal
    rate: Decimal
    cgst: Decimal = ZERO
    sgst: Decimal = ZERO
    igst: Decimal = ZERO

    @property
    def tax(self) -> Decimal:
        """The line's GST, all heads."""
        return money(self.cgst + self.sgst + self.igst)

    @property
    def amount(self) -> Decimal:
        """Taxable value plus tax: what the line costs the customer."""
        return money(self.taxable + self.tax)


def split_tax(tax: Decimal, intra_state: bool) -> tuple[Decimal, Decimal, Decimal]:
    """(CGST, SGST, IGST) of ``tax`` as documents issued before ``Heads.EACH`` split it:
    intra-state half each, the CGST rounded down to the paisa and the SGST the rest; inter-state
    all IGST. Kept for what is left to credit of those documents."""
    if not intra_state:
        return ZERO, ZERO, money(tax)
    cgst = (tax / 2).quantize(CENT, rounding=ROUND_DOWN)
    return cgst, money(tax - cgst), ZERO


def taxable_of(amount: Decimal, rate: Decimal) -> Decimal:
    """The taxable value in ``amount`` including GST at ``rate`` (rule 35), to the paisa."""
    return money(amount * HUNDRED / (HUNDRED + rate))


def heads_of(
    taxable: Decimal, rate: Decimal, intra_state: bool
) -> tuple[Decimal, Decimal, Decimal]:
    """(CGST, SGST or UTGST, IGST) on ``taxable`` at ``rate``: each head its own rate (half of
    ``rate`` within the state, all of it across states) on the taxable value, rounded to the
    paisa on its own, so CGST and SGST are always equal."""
    if not intra_state:
        return ZERO, ZERO, money(taxable * rate / HUNDRED)
    half = money(taxable * rate / 2 / HUNDRED)
    return half, half, ZERO


def taxed_line(
    kind: LineKind,
    sac: str,
    amount: Decimal,
    rate: Decimal,
    intra: bool,
    heads: Heads = Heads.EACH,
) -> TaxLine:
    """A line of ``amount`` including GST at ``rate``: the taxable value worked back to the paisa
    and each head on it (``Heads.EACH``: the line may then differ from ``amount`` by the heads'
    rounding, which the document's round off takes), or the tax the rest split in two
    (``Heads.SPLIT``)."""
    taxable = taxable_of(amount, rate)
    if heads is Heads.EACH:
        return TaxLine(kind, sac, taxable, rate, *heads_of(taxable, rate, intra))
    return TaxLine(kind, sac, taxable, rate, *split_tax(money(amount - taxable), intra))


def untaxed_line(kind: LineKind, amount: Decimal) -> TaxLine:
    """A line without GST (a reimbursement, a discount off it, the round off)."""
    return TaxLine(kind, "", money(amount), ZERO)


@dataclass(frozen=True, slots=True)
class TaxBasis:
    """What a sale is taxed by, frozen with it (a later change of rate or scheme never alters
    an invoice already made): scheme, rate, SAC, the agency's state, the place of supply, the
    buyer and how the heads are worked (a basis kept before ``Heads`` existed reads as
    ``Heads.SPLIT``: its documents were issued so)."""

    scheme: Scheme
    rate: Decimal
    sac: str
    supplier_state: str
    place_of_supply: str
    buyer: Buyer
    heads: Heads = Heads.EACH

    @property
    def intra_state(self) -> bool:
        """CGST + SGST when the place of supply is the agency's state, else IGST."""
        return self.place_of_supply == self.supplier_state

    @property
    def state_levy(self) -> str:
        """``SGST``, or ``UTGST`` for an agency in a Union territory without a legislature."""
        return state_levy(self.supplier_state)

    def address_problem(self, lines: tuple[TaxLine, ...], kind: DocumentKind) -> str:
        """Why a document of ``kind`` with ``lines`` needs the consumer's address it lacks, in
        the current language ('' when it needs none or has it): a credit note to a consumer
        always, a consumer's tax invoice from ``B2C_ADDRESS_FROM`` taxable value."""
        if self.buyer.is_business or self.scheme is Scheme.UNREGISTERED:
            return ""
        if self.buyer.address.strip():
            return ""
        if kind is DocumentKind.CREDIT:
            return DOMAIN_GST.known(ADDRESS_FOR_CREDIT_NOTE)
        if TaxTotals.of(lines).taxable >= B2C_ADDRESS_FROM:
            return DOMAIN_GST.known(ADDRESS_FOR_LARGE_BILL)
        return ""

    def to_json(self) -> dict[str, Any]:
        """The basis as the journal keeps it."""
        return {
            "scheme": self.scheme.value,
            "rate": str(self.rate),
            "sac": self.sac,
            "supplier_state": self.supplier_state,
            "place_of_supply": self.place_of_supply,
            "buyer": {
                "name": self.buyer.name,
                "gstin": self.buyer.gstin,
                "address": self.buyer.address,
                "state_code": self.buyer.state_code,
            },
            "heads": self.heads.value,
        }

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> TaxBasis:
        """A basis the journal kept."""
        buyer = raw["buyer"]
        return cls(
            scheme=Scheme(raw["scheme"]),
            rate=Decimal(raw["rate"]),
            sac=str(raw["sac"]),
            supplier_state=str(raw["supplier_state"]),
            place_of_supply=str(raw["place_of_supply"]),
            buyer=Buyer(
                str(buyer["name"]),
                str(buyer["gstin"]),
                str(buyer["address"]),
                str(buyer["state_code"]),
            ),
            heads=Heads(raw.get("heads", Heads.SPLIT.value)),
        )

    def lines(self, price: CustomerPrice) -> tuple[TaxLine, ...]:
        """The invoice lines of ``price``; they add up to ``price.total`` exactly, the round off
        taking what the heads' rounding leaves."""
        intra, heads = self.intra_state, self.heads
        passed_on = money(price.fares + price.gst)
        found: list[TaxLine] = []
        if self.scheme is Scheme.AGENT:
            found.append(untaxed_line(LineKind.REIMBURSEMENT, passed_on))
            if price.markup > 0:
                found.append(
                    taxed_line(
                        LineKind.SERVICE_CHARGE, self.sac, price.markup, self.rate, intra, heads
                    )
                )
            elif price.markup < 0:
                found.append(untaxed_line(LineKind.DISCOUNT, price.markup))
        elif self.scheme is Scheme.TOUR_OPERATOR:
            whole = money(passed_on + price.markup)
            found.append(taxed_line(LineKind.PACKAGE, self.sac, whole, self.rate, intra, heads))
        else:
            found.append(untaxed_line(LineKind.PACKAGE, money(passed_on + price.markup)))
        round_off = money(price.total - TaxTotals.of(tuple(found)).total)
        if round_off:
            found.append(untaxed_line(LineKind.ROUND_OFF, round_off))
        return tuple(found)


@dataclass(frozen=True, slots=True)
class TaxTotals:
    """A document's lines added up by head: the taxable value of its taxed lines, the amount
    of its untaxed ones (a reimbursement, a discount, the round off), each tax and the total."""

    taxable: Decimal
    untaxed: Decimal
    cgst: Decimal
    sgst: Decimal
    igst: Decimal
    total: Decimal

    @classmethod
    def of(cls, lines: tuple[TaxLine, ...]) -> TaxTotals:
        """The sums of ``lines``."""
        return cls(
            taxable=money(sum((line.taxable for line in lines if line.sac), ZERO)),
            untaxed=money(sum((line.taxable for line in lines if not line.sac), ZERO)),
            cgst=money(sum((line.cgst for line in lines), ZERO)),
            sgst=money(sum((line.sgst for line in lines), ZERO)),
            igst=money(sum((line.igst for line in lines), ZERO)),
            total=money(sum((line.amount for line in lines), ZERO)),
        )

    @property
    def tax(self) -> Decimal:
        """All the GST."""
        return money(self.cgst + self.sgst + self.igst)


# The order a refund gives lines back in: the tour or boat price paid on the customer's behalf
# (what the refund rule refunds), the whole package (tour operator), then the agency's own charge
# (refunded only when a setting says so), then the round off. A discount is given back with the
# rest of the invoice only.
CREDIT_ORDER = (
    LineKind.REIMBURSEMENT,
    LineKind.PACKAGE,
    LineKind.SERVICE_CHARGE,
    LineKind.ROUND_OFF,
    LineKind.DISCOUNT,
)


def _left(line: TaxLine, credited: tuple[TaxLine, ...]) -> TaxLine:
    """What earlier credit notes left of an invoice ``line`` (its kind's lines taken off)."""
    same = [c for c in credited if c.kind is line.kind]
    return replace(
        line,
        taxable=money(line.taxable - sum((c.taxable for c in same), ZERO)),
        cgst=money(line.cgst - sum((c.cgst for c in same), ZERO)),
        sgst=money(line.sgst - sum((c.sgst for c in same), ZERO)),
        igst=money(line.igst - sum((c.igst for c in same), ZERO)),
    )


def _part(line: TaxLine, left: TaxLine, amount: Decimal, heads: Heads) -> TaxLine:
    """``amount`` of what is left of ``line``: all of it exactly, or else each head on the part's
    taxable value (``Heads.EACH``; the taxable value takes the heads' last paisa so the part is
    ``amount`` exactly) or the tax in proportion split in two (``Heads.SPLIT``)."""
    if amount == left.amount:
        return left
    if not line.tax:
        return replace(line, taxable=amount)
    if heads is Heads.EACH:
        cgst, sgst, igst = heads_of(taxable_of(amount, line.rate), line.rate, line.igst == 0)
    else:
        cgst, sgst, igst = split_tax(money(line.tax * amount / line.amount), line.igst == 0)
    return replace(
        line, taxable=money(amount - cgst - sgst - igst), cgst=cgst, sgst=sgst, igst=igst
    )


def credit_lines(
    lines: tuple[TaxLine, ...],
    refund: Decimal,
    credited: tuple[TaxLine, ...] = (),
    heads: Heads = Heads.EACH,
) -> tuple[TaxLine, ...]:
    """The lines of a credit note giving back ``refund`` of an invoice of ``lines``, of which
    earlier notes ``credited`` some: exactly what was refunded, the lines in ``CREDIT_ORDER``
    (the price paid on the customer's behalf first), each up to what is left of it, its heads
    worked as the invoice's (``heads``); the rest of the invoice takes every line left, a
    discount too. It adds up to ``refund`` exactly."""
    left = [_left(line, credited) for line in lines]
    remaining = TaxTotals.of(tuple(left)).total
    refund = money(refund)
    if refund < 0 or refund > remaining:
        raise ValueError(f"A credit note of {refund} cannot reverse {remaining} left to credit.")
    if refund == remaining:
        return tuple(line for line in left if line.amount)
    found: list[TaxLine] = []
    still = refund
    for kind in CREDIT_ORDER:
        for line, rest in zip(lines, left, strict=True):
            if line.kind is kind and still > 0 and rest.amount > 0:
                amount = min(still, rest.amount)
                found.append(_part(line, rest, amount, heads))
                still = money(still - amount)
    return tuple(found)


# The lines of no supply of the agency's: the price paid on the customer's behalf, the round off.
PURE_AGENT_KINDS = frozenset({LineKind.REIMBURSEMENT, LineKind.ROUND_OFF})


def reimbursement_alone(lines: tuple[TaxLine, ...]) -> bool:
    """Whether a refund of ``lines`` gives back only the price paid on the customer's behalf as
    a pure agent (with its round off), no tax and nothing of the agency's own supply: no GST
    credit note then, but a non-GST refund slip (docs/decisions/pure-agent-refund-slip.md)."""
    return any(line.kind is LineKind.REIMBURSEMENT for line in lines) and all(
        line.kind in PURE_AGENT_KINDS and not line.tax for line in lines
    )


def checked_slip(lines: tuple[TaxLine, ...], total: Decimal) -> tuple[TaxLine, ...]:
    """A refund slip's ``lines``, refused by ``LinesDoNotAddUp`` (naming them) unless they
    make its ``total`` and are of a pure agent's reimbursement alone."""
    if not reimbursement_alone(lines) or TaxTotals.of(lines).total != money(total):
        raise LinesDoNotAddUp([(line.kind.value, line.amount) for line in lines], money(total))
    return lines


class DocumentKind(StrEnum):
    """A tax invoice (or Bill of Supply) for a sale, a credit note for a refund, or the non-GST
    refund slip of a pure agent's reimbursement alone."""

    INVOICE = "invoice"
    CREDIT = "credit"
    REFUND_SLIP = "refund_slip"


@dataclass(frozen=True, slots=True)
class TaxDocument:
    """An invoice or credit note as issued: number, date, basis and lines (a credit note also
    names its invoice's number, date and value)."""

    doc_no: str
    kind: DocumentKind
    sale_request_id: str
    refund_request_id: str | None
    counter: str
    fiscal_year: str
    issued_at: dt.datetime
    basis: TaxBasis
    lines: tuple[TaxLine, ...]
    original_no: str | None = None
    original_issued_at: dt.datetime | None = None
    # A credit note's invoice value (its GSTR-1 table follows the invoice's); None when unknown.
    original_value: Decimal | None = None

    @property
    def totals(self) -> TaxTotals:
        """The document's lines added up by head."""
        return TaxTotals.of(self.lines)


@dataclass(frozen=True, slots=True)
class TallyLedgers:
    """The Tally ledgers the vouchers post to (Settings; the defaults are Tally's usual names)."""

    party: str = "Counter sales"
    service_charge: str = "Service charges"
    package: str = "Tour packages"
    reimbursement: str = "Pure agent reimbursements"
    discount: str = "Discount allowed"
    round_off: str = "Round off"
    cgst: str = "Output CGST"
    sgst: str = "Output SGST"
    utgst: str = "Output UTGST"
    igst: str = "Output IGST"
    # The books' own ledgers, for the receipts, payments, contra and journal vouchers.
    cash: str = "Cash"
    bank: str = "Bank account"
    clearing: str = "Takings to be settled"
    purchases: str = "Tour purchases"
    wallet: str = "Partner wallet"
    wallet_credit: str = "Partner wallet credit"
    agency_fee: str = "Agency fee"
    payment_app_fees: str = "Payment app fees"
    card_fees: str = "Card MDR"
    bank_charges: str = "Bank charges"
    office_expenses: str = "Rent and office expenses"
    bank_interest: str = "Bank interest"
    capital: str = "Capital account"
    input_gst: str = "Input GST"
    cash_over_short: str = "Cash over and short"

    @classmethod
    def from_json(cls, raw: Any) -> TallyLedgers:
        """Ledger names saved as {"party": ".."} (the defaults for those not saved)."""
        if raw is None:
            return cls()
        if not isinstance(raw, dict):
            raise ValueError("the Tally ledgers are an object")
        known = {f.name for f in fields(cls)}
        return cls(**{k: str(v).strip() for k, v in raw.items() if k in known and str(v).strip()})

    def to_json(self) -> dict[str, str]:
        """The ledger names as Settings keep them."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def for_levy(self, levy: str) -> str:
        """The ledger of the state's own head ``levy`` (``SGST`` or ``UTGST``)."""
        return self.utgst if levy == "UTGST" else self.sgst

    def for_line(self, kind: LineKind) -> str:
        """The ledger an invoice line of ``kind`` posts to."""
        return {
            LineKind.SERVICE_CHARGE: self.service_charge,
            LineKind.PACKAGE: self.package,
            LineKind.REIMBURSEMENT: self.reimbursement,
            LineKind.DISCOUNT: self.discount,
            LineKind.ROUND_OFF: self.round_off,
        }[kind]
