"""Each GST head as the law reads it: the taxable value worked back from a tax-inclusive price by
rule 35, each head its own rate on it rounded to the paisa on its own (CGST equal to SGST or
UTGST), the round off taking what that leaves of the price; UTGST in the Union territories
without a legislature; a document issued before the rule read back as issued. The expected
figures are worked by hand, not by the code under test."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest

from app.domain.gst import (
    RATES_FILE,
    Buyer,
    Heads,
    LineKind,
    Registration,
    Scheme,
    StateKind,
    TaxBasis,
    TaxTotals,
    gst_data,
    parse_gst_data,
    state_levy,
)
from app.domain.gstin import check_character
from app.domain.modules import Module
from app.domain.money import ZERO
from app.domain.till import CustomerPrice, Markup

D = Decimal


def gstin(state: str, pan: str) -> str:
    """A GSTIN of ``state`` with a right check character."""
    first14 = f"{state}{pan}1Z"
    return first14 + check_character(first14)


PORT_BLAIR = Registration(
    "Island Trails Pvt Ltd", "Aberdeen Bazaar, Port Blair", gstin("35", "AAACI1234F"), "35"
)
TOUR_OPERATOR = Registration(
    PORT_BLAIR.legal_name,
    PORT_BLAIR.address,
    PORT_BLAIR.gstin,
    "35",
    {Module.ACTIVITY: Scheme.TOUR_OPERATOR},
)


def _charge(markup: str, passed_on: str = "0.00") -> CustomerPrice:
    """A price of ``passed_on`` (fares and their GST) and a service charge of ``markup``."""
    total = D(passed_on) + D(markup)
    return CustomerPrice(
        Module.ACTIVITY, D(5), (), Markup(), D(passed_on), ZERO, D(markup), ZERO, total
    )


def _heads(basis: TaxBasis, price: CustomerPrice) -> list[tuple[object, ...]]:
    """(kind, taxable, CGST, SGST or UTGST, IGST) of each line of ``price`` but the empty."""
    return [
        (line.kind, line.taxable, line.cgst, line.sgst, line.igst)
        for line in basis.lines(price)
        if line.amount
    ]


@pytest.mark.parametrize(
    ("charge", "taxable", "half"),
    [
        # 100.00 / 1.18 = 84.7457 -> 84.75; 9 % of it 7.6275 -> 7.63 a head; 100.01 in all.
        ("100.00", "84.75", "7.63"),
        # 8,741.25 / 1.18 = 7,407.8390 -> 7,407.84; 9 % 666.7056 -> 666.71 a head.
        ("8741.25", "7407.84", "666.71"),
    ],
)
def test_an_intra_territory_line_has_equal_cgst_and_utgst(
    charge: str, taxable: str, half: str
) -> None:
    basis = PORT_BLAIR.basis(Module.ACTIVITY, Buyer("Asha Rao"))
    lines = _heads(basis, _charge(charge))
    service = lines[0]
    assert service == (LineKind.SERVICE_CHARGE, D(taxable), D(half), D(half), ZERO)
    # What the heads leave of the price is the round off: the document is what was paid.
    round_off = D(charge) - D(taxable) - 2 * D(half)
    assert lines[1:] == ([(LineKind.ROUND_OFF, round_off, ZERO, ZERO, ZERO)] if round_off else [])
    assert TaxTotals.of(basis.lines(_charge(charge))).total == D(charge)
    assert basis.state_levy == "UTGST"


def test_a_tour_operators_five_percent_has_equal_heads() -> None:
    # 11,274.74 / 1.05 = 10,737.8476 -> 10,737.85; 2.5 % of it 268.44625 -> 268.45 a head:
    # 11,274.75 in all, the round off -0.01.
    basis = TOUR_OPERATOR.basis(Module.ACTIVITY, Buyer("Asha Rao"))
    price = CustomerPrice(
        Module.ACTIVITY, D(5), (), Markup(), D("11274.74"), ZERO, ZERO, ZERO, D("11274.74")
    )
    assert _heads(basis, price) == [
        (LineKind.PACKAGE, D("10737.85"), D("268.45"), D("268.45"), ZERO),
        (LineKind.ROUND_OFF, D("-0.01"), ZERO, ZERO, ZERO),
    ]


def test_across_states_the_head_is_igst_on_the_taxable_value() -> None:
    # 250.00 / 1.18 = 211.8644 -> 211.86; 18 % of it 38.1348 -> 38.13; the round off 0.01.
    basis = PORT_BLAIR.basis(Module.ACTIVITY, Buyer("Ravi Kumar", state_code="27"))
    assert _heads(basis, _charge("250.00", "1000.00")) == [
        (LineKind.REIMBURSEMENT, D("1000.00"), ZERO, ZERO, ZERO),
        (LineKind.SERVICE_CHARGE, D("211.86"), ZERO, ZERO, D("38.13")),
        (LineKind.ROUND_OFF, D("0.01"), ZERO, ZERO, ZERO),
    ]


def test_a_basis_kept_before_the_rule_reads_back_as_issued() -> None:
    kept = PORT_BLAIR.basis(Module.ACTIVITY, Buyer("Asha Rao")).to_json()
    assert kept["heads"] == "each"
    del kept["heads"]  # as db45b988 wrote it
    old = TaxBasis.from_json(kept)
    assert old.heads is Heads.SPLIT
    # The old rule: 15.25 of tax in 100.00, the CGST half rounded down, the SGST the rest.
    assert _heads(old, _charge("100.00")) == [
        (LineKind.SERVICE_CHARGE, D("84.75"), D("7.62"), D("7.63"), ZERO)
    ]


@pytest.mark.parametrize("code", ["35", "31", "38", "04", "26", "25", "97"])
def test_a_union_territory_without_a_legislature_levies_utgst(code: str) -> None:
    assert gst_data().kinds[code] is StateKind.UT_WITHOUT_LEGISLATURE
    assert state_levy(code) == "UTGST"


@pytest.mark.parametrize("code", ["33", "32", "07", "34", "01"])
def test_a_state_or_a_territory_with_a_legislature_levies_sgst(code: str) -> None:
    assert state_levy(code) == "SGST"


def _raw() -> Any:
    return json.loads(RATES_FILE.read_text(encoding="utf-8"))


def test_every_state_is_declared_with_its_kind_once() -> None:
    raw = _raw()
    raw["state_kinds"]["state"].remove("33")
    with pytest.raises(ValueError, match="every state's kind once"):
        parse_gst_data(raw)
    raw = _raw()
    raw["state_kinds"]["state"].append("35")
    with pytest.raises(ValueError, match="every state's kind once"):
        parse_gst_data(raw)
