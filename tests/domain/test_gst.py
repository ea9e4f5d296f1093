"""The agency's GST: schemes from the data file, invoice lines on awkward amounts, the CGST/SGST
split, the place of supply, credit notes in proportion, and amounts in words."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.amount_words import amount_in_words
from app.domain.gst import (
    RATES_FILE,
    Buyer,
    Heads,
    LineKind,
    Registration,
    Scheme,
    TaxBasis,
    TaxLine,
    TaxTotals,
    checked_slip,
    credit_lines,
    gst_data,
    parse_gst_data,
    place_of_supply,
    reimbursement_alone,
    split_tax,
    state_name,
    taxed_line,
    untaxed_line,
)
from app.domain.gstin import check_character
from app.domain.modules import Module
from app.domain.money import ZERO, money, percent_of
from app.domain.till import (
    CustomerPrice,
    LinesDoNotAddUp,
    Markup,
    SeatFare,
    TillRules,
    customer_price,
)

D = Decimal
# A Kerala agency (32) and businesses in Kerala and in Karnataka (29).
AGENCY = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")
KERALA_FIRM = Buyer("Spice Coast LLP", "32AABFS1234A1Z4", "Fort Kochi", "32")
KARNATAKA_FIRM = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru", "29")


def test_the_data_file_declares_the_rates_the_issue_names() -> None:
    data = gst_data()
    assert data.rates[Scheme.AGENT].rate == D(18)
    assert data.rates[Scheme.AGENT].sac == {Module.ACTIVITY: "998552", Module.BOAT: "998551"}
    assert data.rates[Scheme.TOUR_OPERATOR].rate == D(5)
    assert set(data.rates[Scheme.TOUR_OPERATOR].sac.values()) == {"998555"}
    assert data.rates[Scheme.UNREGISTERED].rate == ZERO
    assert state_name("32") == "Kerala" and state_name("29", "hi") == "कर्नाटक"
    assert len(data.states) == 39


def test_a_changed_rate_is_read_from_the_data_not_the_code(tmp_path: Path) -> None:
    raw = json.loads(RATES_FILE.read_text(encoding="utf-8"))
    raw["schemes"]["agent"]["rate"] = "12"
    assert parse_gst_data(raw).rates[Scheme.AGENT].rate == D(12)
    del raw["schemes"]["tour_operator"]
    with pytest.raises(ValueError, match="every scheme"):
        parse_gst_data(raw)


@pytest.mark.parametrize(
    ("tax", "cgst", "sgst"),
    [(D("0.01"), D("0.00"), D("0.01")), (D("4.57"), D("2.28"), D("2.29")), (D("10"), D(5), D(5))],
)
def test_paise_that_do_not_halve_go_to_the_sgst(tax: D, cgst: D, sgst: D) -> None:
    assert split_tax(tax, True) == (cgst, sgst, ZERO)
    assert split_tax(tax, False) == (ZERO, ZERO, tax)


@pytest.mark.parametrize("amount", [D("0.01"), D("1.00"), D("99.99"), D("150.00"), D("333.33")])
def test_a_taxed_line_adds_back_to_its_amount_and_its_tax_is_the_rate_to_the_paisa(
    amount: D,
) -> None:
    line = taxed_line(LineKind.SERVICE_CHARGE, "998552", amount, D(18), True)
    # Each head rounded on its own: the line is its amount within a paisa a head.
    assert abs(line.amount - amount) <= D("0.02")
    assert line.cgst == line.sgst == percent_of(line.taxable, D(9))
    split = taxed_line(LineKind.SERVICE_CHARGE, "998552", amount, D(18), True, Heads.SPLIT)
    assert split.amount == amount
    assert abs(split.tax - percent_of(split.taxable, D(18))) <= D("0.01")


def _price(markup: Markup, round_to: int = 1, module: Module = Module.BOAT) -> CustomerPrice:
    seats = [SeatFare(D("1233.33"), D("150.00")), SeatFare(D("617.17"), D("75.00"))]
    rules = TillRules(markups={module: markup}, round_to=round_to)
    return customer_price(module, seats, D(5), rules)


def test_as_agent_only_the_service_charge_is_taxed_and_the_price_is_passed_on() -> None:
    price = _price(Markup(percent=D("7.77")))
    basis = AGENCY.basis(Module.BOAT, KERALA_FIRM)
    lines = basis.lines(price)
    kinds = [line.kind for line in lines]
    assert kinds[:2] == [LineKind.REIMBURSEMENT, LineKind.SERVICE_CHARGE]
    reimbursement, service = lines[0], lines[1]
    assert reimbursement.tax == ZERO and reimbursement.sac == ""
    assert reimbursement.taxable == price.fares + price.gst
    assert service.sac == "998551" and service.rate == D(18)
    assert service.amount == price.markup and service.igst == ZERO
    assert service.cgst + service.sgst == service.tax > 0
    assert TaxTotals.of(lines).total == price.total


def test_inter_state_tax_is_all_igst() -> None:
    price = _price(Markup(per_seat=D("99.99")))
    basis = AGENCY.basis(Module.ACTIVITY, KARNATAKA_FIRM)
    assert basis.place_of_supply == "29" and not basis.intra_state
    service = basis.lines(price)[1]
    assert service.sac == "998552"
    assert service.cgst == service.sgst == ZERO and service.igst > 0


def test_as_tour_operator_the_whole_price_is_taxed_at_five_percent() -> None:
    registration = Registration(
        AGENCY.legal_name, AGENCY.address, AGENCY.gstin, "32", {Module.BOAT: Scheme.TOUR_OPERATOR}
    )
    price = _price(Markup(percent=D(3)), round_to=10)
    lines = registration.basis(Module.BOAT, Buyer("Asha")).lines(price)
    assert lines[0].kind is LineKind.PACKAGE
    assert lines[0].sac == "998555" and lines[0].rate == D(5)
    assert lines[0].taxable == money((price.total - price.round_off) * 100 / 105)
    assert lines[0].cgst == lines[0].sgst == percent_of(lines[0].taxable, D("2.5"))
    assert TaxTotals.of(lines).total == price.total


def test_a_discount_under_the_agent_scheme_is_untaxed_and_still_adds_up() -> None:
    price = _price(Markup(percent=D(-5)))
    lines = AGENCY.basis(Module.BOAT, Buyer("Asha")).lines(price)
    assert LineKind.DISCOUNT in [line.kind for line in lines]
    assert TaxTotals.of(lines).cgst == ZERO
    assert TaxTotals.of(lines).total == price.total


def test_an_unregistered_agency_makes_a_bill_of_supply_without_tax() -> None:
    unregistered = Registration("Backwater Trails", "Kochi", "", "32")
    assert unregistered.scheme(Module.BOAT) is Scheme.UNREGISTERED
    price = _price(Markup(percent=D(10)))
    lines = unregistered.basis(Module.BOAT, Buyer("Asha")).lines(price)
    totals = TaxTotals.of(lines)
    assert totals.cgst == totals.sgst == totals.igst == ZERO and totals.total == price.total


def test_the_place_of_supply_is_the_buyers_gstin_state_else_its_state_else_the_agencys() -> None:
    assert place_of_supply("32", KARNATAKA_FIRM) == "29"
    assert place_of_supply("32", Buyer("Asha", state_code="27")) == "27"
    assert place_of_supply("32", Buyer("Asha")) == "32"


def test_registration_and_buyer_problems_are_sentences() -> None:
    assert AGENCY.problems() == []
    assert Registration(gstin=AGENCY.gstin, state_code="29").problems() == [
        "The agency's GSTIN is of state 32, not 29."
    ]
    assert Registration(gstin=AGENCY.gstin).problems() == ["A registered agency needs its state."]
    # A scheme chosen before the GSTIN is typed waits for it: plain receipts until then.
    assert Registration(schemes={Module.BOAT: Scheme.AGENT}).problems() == []
    assert Registration(schemes={Module.BOAT: Scheme.AGENT}).scheme(Module.BOAT) is (
        Scheme.UNREGISTERED
    )
    assert Registration(state_code="39").problems() == ["39 is not a GST state code."]
    assert KARNATAKA_FIRM.problems() == {}
    assert Buyer("X", KARNATAKA_FIRM.gstin, "Bengaluru", "32").problems() == {
        "state_code": "The customer's GSTIN is of state 29, not 32."
    }
    assert Buyer("X", "29AAGCB7383J1Z5", "Bengaluru").problems() == {
        "gstin": "This GSTIN's last character does not match: check it for a typing mistake."
    }
    assert Buyer("X", KARNATAKA_FIRM.gstin).problems() == {
        "address": "A business customer's invoice needs its address."
    }
    assert Buyer("X", state_code="99").problems() == {"state_code": "99 is not a GST state code."}


def test_choosing_the_default_scheme_keeps_the_same_terms() -> None:
    chosen = Registration(
        AGENCY.legal_name, AGENCY.address, AGENCY.gstin, "32", {Module.BOAT: Scheme.AGENT}
    )
    assert chosen.terms() == AGENCY.terms()
    operator = Registration(
        AGENCY.legal_name, AGENCY.address, AGENCY.gstin, "32", {Module.BOAT: Scheme.TOUR_OPERATOR}
    )
    assert operator.terms() != AGENCY.terms()


def test_a_basis_survives_the_journal_round_trip() -> None:
    basis = AGENCY.basis(Module.BOAT, KARNATAKA_FIRM)
    assert TaxBasis.from_json(json.loads(json.dumps(basis.to_json()))) == basis


def test_a_partial_credit_note_reverses_exactly_what_was_refunded() -> None:
    price = _price(Markup(percent=D("7.77")))
    lines = AGENCY.basis(Module.BOAT, KERALA_FIRM).lines(price)
    whole = TaxTotals.of(lines)
    reimbursement, service = lines[0], lines[1]
    assert (reimbursement.kind, service.kind) == (LineKind.REIMBURSEMENT, LineKind.SERVICE_CHARGE)
    # The refund rule gave back fares and their GST: the note credits that line only.
    fares = credit_lines(lines, D("1001.00"))
    assert [(line.kind, line.taxable, line.tax) for line in fares] == [
        (LineKind.REIMBURSEMENT, D("1001.00"), ZERO)
    ]
    # A refund past the fares (the service charge refunded too) takes that line's tax with it.
    past = reimbursement.amount + D("10.00")
    both = credit_lines(lines, past)
    assert [line.kind for line in both] == [LineKind.REIMBURSEMENT, LineKind.SERVICE_CHARGE]
    # 10.00 holds 8.47 taxable by rule 35, 9 % of it 0.7623 a head: the part's taxable value
    # takes the paisa the heads leave (8.48), so the note is the refund exactly.
    assert both[1].amount == D("10.00") and both[1].cgst == both[1].sgst == D("0.76")
    # What is left is credited line by line to the paisa, whatever was credited before.
    rest = credit_lines(lines, whole.total - D("1001.00"), fares)
    assert TaxTotals.of(fares + rest) == whole
    assert TaxTotals.of(credit_lines(lines, whole.total)) == whole
    assert credit_lines(lines, ZERO) == ()
    with pytest.raises(ValueError, match="cannot reverse"):
        credit_lines(lines, whole.total + D("0.01"))
    with pytest.raises(ValueError, match="cannot reverse"):
        credit_lines(lines, whole.total - D("1000.99"), fares)


@pytest.mark.parametrize(
    ("amount", "english", "hindi"),
    [
        (
            D("120000.50"),
            "One Lakh Twenty Thousand Rupees and Fifty Paise Only",
            "एक लाख बीस हज़ार रुपये और पचास पैसे मात्र",
        ),
        (D("0.99"), "Zero Rupees and Ninety Nine Paise Only", "शून्य रुपये और निन्यानवे पैसे मात्र"),
        (D("1"), "One Rupees Only", "एक रुपये मात्र"),
        (
            D("123456789.07"),
            "Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees "
            "and Seven Paise Only",
            "बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये और सात पैसे मात्र",
        ),
        (
            D("10000000000"),
            "One Thousand Crore Rupees Only",
            "एक हज़ार करोड़ रुपये मात्र",
        ),
    ],
)
def test_amounts_in_words_use_indian_numbering(amount: D, english: str, hindi: str) -> None:
    assert amount_in_words(amount) == english
    assert amount_in_words(amount, "hi") == hindi


def test_a_negative_amount_has_no_words() -> None:
    with pytest.raises(ValueError, match="negative"):
        amount_in_words(D("-1"))


def test_the_sample_gstins_carry_their_computed_check_character() -> None:
    for gstin in (AGENCY.gstin, KERALA_FIRM.gstin, KARNATAKA_FIRM.gstin):
        assert check_character(gstin[:14]) == gstin[14]
    assert Buyer("X", KERALA_FIRM.gstin.lower(), "Kochi").problems() == {}


def test_a_refund_slip_is_of_the_reimbursement_alone_and_its_lines_make_its_total() -> None:
    fares = untaxed_line(LineKind.REIMBURSEMENT, D("1500.00"))
    paise = untaxed_line(LineKind.ROUND_OFF, D("0.30"))
    charge = TaxLine(LineKind.SERVICE_CHARGE, "998551", D("10.00"), D(18), D("0.90"), D("0.90"))
    assert reimbursement_alone((fares,)) and reimbursement_alone((fares, paise))
    # Anything of the agency's own supply, or the round off alone, is not a slip's.
    assert not reimbursement_alone((fares, charge)) and not reimbursement_alone((paise,))
    assert not reimbursement_alone((untaxed_line(LineKind.DISCOUNT, D("-5.00")), fares))
    assert not reimbursement_alone(())
    assert checked_slip((fares, paise), D("1500.30")) == (fares, paise)
    # A paisa off its total, or a taxed line in it: refused, naming its lines.
    for lines, total in (((fares, paise), D("1500.31")), ((fares, charge), D("1511.80"))):
        with pytest.raises(LinesDoNotAddUp) as refused:
            checked_slip(lines, total)
        assert "reimbursement 1500.00" in str(refused.value) and str(total) in str(refused.value)
