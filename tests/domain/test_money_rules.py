"""The money and tax rules where a wrong rule once passed every test (a mutation run's survivors,
`make mutation`): the rounding of the CGST half, a tour operator's in-state split, an ACTIVITY
refund's GST, service charges under a rupee, the untaxed total, markups that are not numbers,
zero in words, and the data and ledgers the documents read."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest

from app.domain.amount_words import amount_in_words
from app.domain.cancellation import PolicyBand
from app.domain.gst import (
    RATES_FILE,
    Buyer,
    LineKind,
    Registration,
    Scheme,
    TallyLedgers,
    TaxLine,
    TaxTotals,
    credit_lines,
    offline_tool_place,
    parse_gst_data,
    split_tax,
    taxed_line,
    untaxed_line,
)
from app.domain.modules import Module
from app.domain.money import ZERO, from_paise, money, to_paise
from app.domain.till import (
    BANDS_TERMS,
    NOT_REFUNDABLE_TERMS,
    SERVICE_CHARGE_TERMS,
    DrawerCount,
    Markup,
    SeatFare,
    TillRules,
    cancellation_terms,
    customer_price,
    customer_refund,
    terms_text,
)

D = Decimal
# A Kerala agency (32), its own customers in Kerala unless said.
AGENCY = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")
TOUR_OPERATOR = Registration(
    AGENCY.legal_name, AGENCY.address, AGENCY.gstin, "32", {Module.BOAT: Scheme.TOUR_OPERATOR}
)
KARNATAKA_FIRM = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru", "29")


def _raw() -> Any:
    return json.loads(RATES_FILE.read_text(encoding="utf-8"))


def _activity(markup: Markup, fare: str = "100.57", seats: int = 1) -> Any:
    rules = TillRules(markups={Module.ACTIVITY: markup})
    return customer_price(Module.ACTIVITY, [SeatFare(D(fare))] * seats, D(5), rules)


# split_tax: the CGST half rounded DOWN (half-even would give the odd paisa to the CGST).
@pytest.mark.parametrize(
    ("tax", "cgst", "sgst"),
    [(D("0.03"), D("0.01"), D("0.02")), (D("4.59"), D("2.29"), D("2.30"))],
)
def test_the_odd_paisa_of_a_half_that_rounds_even_still_goes_to_the_sgst(
    tax: D, cgst: D, sgst: D
) -> None:
    assert split_tax(tax, True) == (cgst, sgst, ZERO)


def test_a_tour_operators_in_state_invoice_is_split_cgst_and_sgst() -> None:
    price = customer_price(Module.BOAT, [SeatFare(D("1233.33"), D("150.00"))], D(5), TillRules())
    package, round_off = TOUR_OPERATOR.basis(Module.BOAT, Buyer("Asha")).lines(price)

    # 1,383.33 + 61.67 GST = 1,445.00 at 5 %: 1,376.19 taxable by rule 35, 2.5 % of it
    # 34.40475 a head, 34.40 each; the round off takes the paisa left of 1,445.00.
    assert (package.taxable, package.cgst, package.sgst, package.igst) == (
        D("1376.19"),
        D("34.40"),
        D("34.40"),
        ZERO,
    )
    assert (round_off.kind, round_off.taxable) == (LineKind.ROUND_OFF, D("0.01"))
    interstate = TOUR_OPERATOR.basis(Module.BOAT, KARNATAKA_FIRM).lines(price)
    # 5 % of 1,376.19 is 68.8095: IGST 68.81, the lines 1,445.00 without a round off.
    assert [(line.cgst, line.sgst, line.igst) for line in interstate] == [(ZERO, ZERO, D("68.81"))]


def test_an_activity_refund_taxes_the_released_seats_together_not_each_seat() -> None:
    # 3 seats of 999.90 at 18 %: 539.946 on the booking -> 539.95 (per seat: 3 x 179.98 = 539.94).
    price = customer_price(Module.ACTIVITY, [SeatFare(D("999.90"))] * 3, D(18), TillRules())
    assert (price.module, price.gst) == (Module.ACTIVITY, D("539.95"))

    # 2,999.70 + 539.95 - 0.65 = 3,539.00 exactly; the per-seat rule would give 3,538.
    assert customer_refund(price, [0, 1, 2], PolicyBand.FULL_REFUND, D("0.65")) == D("3539.00")


def test_a_service_charge_under_a_rupee_is_not_refunded_unless_the_setting_says_so() -> None:
    # 100.57 + 5.03 GST = 105.60 -> 105; with the 0.50 service charge 106.10 -> 106.
    price = _activity(Markup(per_seat=D("0.50")))
    assert price.markup == D("0.50")

    assert customer_refund(price, [0], PolicyBand.FULL_REFUND, ZERO) == D("105.00")
    assert customer_refund(
        price, [0], PolicyBand.FULL_REFUND, ZERO, refund_service_charge=True
    ) == D("106.00")


def test_a_service_charge_under_a_rupee_is_on_the_agents_invoice_which_adds_up() -> None:
    price = _activity(Markup(per_seat=D("0.50")))
    lines = AGENCY.basis(Module.ACTIVITY, Buyer("Asha")).lines(price)

    assert [line.kind for line in lines] == [
        LineKind.REIMBURSEMENT,
        LineKind.SERVICE_CHARGE,
        LineKind.ROUND_OFF,
    ]
    assert lines[1].amount == D("0.50")
    assert TaxTotals.of(lines).total == price.total


@pytest.mark.parametrize("markup", [D("0.00"), D("-0.50")])
def test_a_sale_without_a_service_charge_has_no_service_charge_line(markup: D) -> None:
    price = _activity(Markup(per_seat=markup))
    kinds = [line.kind for line in AGENCY.basis(Module.ACTIVITY, Buyer("Asha")).lines(price)]

    assert LineKind.SERVICE_CHARGE not in kinds
    assert (LineKind.DISCOUNT in kinds) is (markup < 0)


def test_the_terms_name_the_service_charge_only_when_a_refund_keeps_one() -> None:
    under_a_rupee = _activity(Markup(per_seat=D("0.50")))
    none = _activity(Markup())

    assert cancellation_terms(PolicyBand.FULL_REFUND, under_a_rupee, False) == (
        f"{BANDS_TERMS} {SERVICE_CHARGE_TERMS}"
    )
    assert cancellation_terms(PolicyBand.FULL_REFUND, under_a_rupee, True) == BANDS_TERMS
    assert cancellation_terms(PolicyBand.HALF_REFUND, none, False) == BANDS_TERMS
    assert cancellation_terms(PolicyBand.WINDOW_CLOSED, none, False) == NOT_REFUNDABLE_TERMS
    terms = cancellation_terms(PolicyBand.WINDOW_CLOSED, under_a_rupee, False)
    assert terms_text(terms) == f"{NOT_REFUNDABLE_TERMS} {SERVICE_CHARGE_TERMS}"


def test_the_untaxed_total_is_the_untaxed_lines_only() -> None:
    price = _activity(Markup(per_seat=D("0.50")))
    totals = TaxTotals.of(AGENCY.basis(Module.ACTIVITY, Buyer("Asha")).lines(price))

    # The reimbursement 105.60 and the round off -0.10 untaxed; the service charge's 0.42 taxed.
    assert (totals.untaxed, totals.taxable, totals.tax, totals.total) == (
        D("105.50"),
        D("0.42"),
        D("0.08"),
        D("106.00"),
    )


def test_an_untaxed_line_has_no_rate() -> None:
    line = untaxed_line(LineKind.DISCOUNT, D("-5"))
    assert (line.sac, line.taxable, line.rate, line.tax) == ("", D("-5.00"), ZERO, ZERO)


@pytest.mark.parametrize(
    ("markup", "sentence"),
    [
        (Markup(percent=D("NaN")), "The {module} markup must be a number."),
        (Markup(per_seat=D("Infinity")), "The {module} markup must be a number."),
        (Markup(percent=D("-Infinity"), per_seat=D(5)), "The {module} markup must be a number."),
        (Markup(percent=D(-100)), "The {module} discount must be under 100 %."),
    ],
)
@pytest.mark.parametrize("module", list(Module))
def test_markups_that_are_not_numbers_are_refused_by_name(
    markup: Markup, sentence: str, module: Module
) -> None:
    rules = TillRules(markups={module: markup})
    assert rules.problems() == [sentence.format(module=module.value.lower())]


@pytest.mark.parametrize("percent", [D("-99.99"), D(0), D(10), D(100), D(250)])
def test_a_markup_of_any_number_above_minus_100_percent_is_usable(percent: D) -> None:
    assert TillRules(markups={m: Markup(percent=percent) for m in Module}).problems() == []


@pytest.mark.parametrize(
    ("amount", "words"),
    [
        (D(0), "Zero Rupees Only"),
        (D("0.05"), "Zero Rupees and Five Paise Only"),
        (D("1000000000"), "One Hundred Crore Rupees Only"),
        (D("9999999999.99"), None),
    ],
)
def test_zero_and_a_hundred_crore_have_words(amount: D, words: str | None) -> None:
    said = amount_in_words(amount)
    if words is not None:
        assert said == words
    assert said.endswith("Rupees and Ninety Nine Paise Only" if words is None else "Only")


def test_a_credit_note_adds_up_to_the_refund_over_lines_of_a_third_and_of_nothing() -> None:
    service = taxed_line(LineKind.SERVICE_CHARGE, "998552", D(118), D(18), True)
    nothing = untaxed_line(LineKind.ROUND_OFF, ZERO)
    thirds = tuple(untaxed_line(LineKind.PACKAGE, D(1)) for _ in range(3))

    assert TaxTotals.of(credit_lines(thirds, D(1))).total == D(1)
    credited = credit_lines((service, nothing, untaxed_line(LineKind.REIMBURSEMENT, D(82))), D(100))
    assert nothing not in credited
    assert TaxTotals.of(credited).total == D(100)


def test_an_inter_state_credit_note_reverses_its_share_of_the_igst() -> None:
    service = taxed_line(LineKind.SERVICE_CHARGE, "998552", D(118), D(18), False)

    (credited,) = credit_lines((service,), D(59))

    assert (credited.taxable, credited.cgst, credited.sgst, credited.igst) == (
        D("50.00"),
        ZERO,
        ZERO,
        D("9.00"),
    )


def test_the_gst_data_is_read_whole() -> None:
    data = parse_gst_data(_raw())

    assert data.rates[Scheme.AGENT].sac == {Module.ACTIVITY: "998552", Module.BOAT: "998551"}
    assert data.default_schemes == {Module.ACTIVITY: Scheme.AGENT, Module.BOAT: Scheme.AGENT}
    assert (data.states["32"]["en"], data.states["32"]["hi"]) == ("Kerala", "केरल")
    assert data.offline_tool_states["35"] == "Andaman & Nicobar Islands"


def test_the_offline_tool_may_spell_every_state() -> None:
    raw = _raw()
    raw["offline_tool_states"] = {code: names["en"] for code, names in raw["states"].items()}
    assert parse_gst_data(raw).offline_tool_states == raw["offline_tool_states"]

    raw["offline_tool_states"]["99"] = "Nowhere"
    with pytest.raises(ValueError, match=r"^GST data spells a state for the offline tool that it"):
        parse_gst_data(raw)


def test_malformed_gst_data_is_named() -> None:
    raw = _raw()
    del raw["default_schemes"]["BOAT"]
    with pytest.raises(ValueError, match=r"^GST data must name every scheme and a default for"):
        parse_gst_data(raw)
    with pytest.raises(ValueError, match=r"^GST data malformed: KeyError"):
        parse_gst_data({"schemes": {}})
    raw = _raw()
    raw["states"]["32"] = {"hi": "केरल"}
    with pytest.raises(ValueError, match=r"^GST data must name every state in “en”\.$"):
        parse_gst_data(raw)


def test_a_place_of_supply_is_spelt_as_the_offline_tool_spells_it() -> None:
    assert offline_tool_place("35") == "35-Andaman & Nicobar Islands"
    assert offline_tool_place("32") == "32-Kerala"


def test_a_consumer_without_a_state_is_supplied_in_the_agencys() -> None:
    basis = Registration("Backwater Trails", "Kochi", "", "32").basis(Module.BOAT, Buyer("Asha"))
    assert (basis.scheme, basis.sac, basis.place_of_supply) == (Scheme.UNREGISTERED, "", "32")
    price = _activity(Markup())
    (package, _) = basis.lines(price)
    assert package == TaxLine(LineKind.PACKAGE, "", D("105.60"), ZERO)


def test_tally_ledgers_keep_what_was_named_and_default_the_rest() -> None:
    ledgers = TallyLedgers.from_json({"party": " Walk-in ", "cgst": "  ", "not_a_ledger": "x"})

    assert ledgers == TallyLedgers(party="Walk-in")
    assert TallyLedgers.from_json(None) == TallyLedgers()
    assert TallyLedgers.from_json(ledgers.to_json()) == ledgers
    assert ledgers.to_json()["igst"] == "Output IGST"
    with pytest.raises(ValueError, match=r"^the Tally ledgers are an object$"):
        TallyLedgers.from_json(["party"])


def test_paise_and_amounts_convert_exactly() -> None:
    assert to_paise(D("12.345")) == 1235
    assert from_paise(1235) == D("12.35") and str(from_paise(5)) == "0.05"
    with pytest.raises(TypeError, match=r"^money must not be built from float$"):
        money(1.5)  # type: ignore[arg-type]


def test_a_drawer_counts_zero_notes_and_small_coins() -> None:
    assert DrawerCount.of({500: 0, 10: 1}).total == D("10.00")
    assert DrawerCount.of({}, D("0.50")).total == D("0.50")
    with pytest.raises(ValueError, match=r"^A count cannot be negative\.$"):
        DrawerCount.of({}, D("-0.50"))


@pytest.mark.parametrize("intra", [True, False])
def test_a_second_credit_note_takes_what_the_first_left_head_by_head(intra: bool) -> None:
    lines = (
        untaxed_line(LineKind.REIMBURSEMENT, D(82)),
        taxed_line(LineKind.SERVICE_CHARGE, "998552", D(118), D(18), intra),
    )
    first = credit_lines(lines, D(100))
    second = credit_lines(lines, D(100), first)

    # The first took the 82.00 and 18.00 of the service charge (15.25 taxable: 1.37 + 1.37
    # within the state, 2.75 IGST across); the second exactly the rest, so that the two reverse
    # the invoice head by head.
    assert first[1].tax == (D("2.74") if intra else D("2.75"))
    together, invoice = TaxTotals.of(first + second), TaxTotals.of(lines)
    assert together == invoice
    assert (invoice.cgst > 0) is intra and (invoice.igst > 0) is not intra
    # Nor can a second note give back a paisa more than the first left.
    with pytest.raises(ValueError, match=r"cannot reverse 100\.00 left"):
        credit_lines(lines, D("100.01"), first)


def test_a_credit_note_has_no_line_of_nothing() -> None:
    lines = (
        untaxed_line(LineKind.REIMBURSEMENT, ZERO),
        taxed_line(LineKind.SERVICE_CHARGE, "998552", D(118), D(18), True),
    )
    credited = credit_lines(lines, D(50))

    assert [line.kind for line in credited] == [LineKind.SERVICE_CHARGE]
    assert TaxTotals.of(credited).total == D(50)
