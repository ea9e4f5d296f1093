"""GSTR-3B's figures of a month of every kind of sale this app makes (issue 97, item 2; the
months of ``gstr3b_months``): 3.1 and 3.2 held to the GSTR-1 of the month and to the books'
output GST, table 4 to the books' ``gst:input``; January lists its credit note of a December
sale as a difference; the figures and their CSV the same made again. The PDF:
tests/ui/test_gstr3b_pdf.py."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.money import ZERO
from app.domain.postings import INPUT_GST
from app.journal.gst_export import ExportedDocument, exported_documents, gstr1_of
from app.journal.gstr3b import Why, figures_json, figures_of_json, gstr3b_csv_bytes
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.sandbox import EmbeddedSandbox
from tests.books.test_tally_ledgers import _balances_of
from tests.journal.gst_day import AGENCY
from tests.journal.gstr3b_months import CHARGE_GST, DECEMBER, JANUARY, Months, sold_months


@pytest.fixture(scope="module")
def months(module_sandbox: EmbeddedSandbox, tmp_path_factory: pytest.TempPathFactory) -> Months:
    """December and January sold and exported as GSTR-3B figures."""
    return sold_months(module_sandbox, tmp_path_factory.mktemp("gstr3b"))


def _read(
    folder: Path, first: dt.date, last: dt.date
) -> tuple[list[ExportedDocument], dict[str, Decimal]]:
    conn = connect_read_only(folder / DATABASE_NAME)
    try:
        return exported_documents(conn, first, last), _balances_of(conn, first, last)
    finally:
        conn.close()


def _output(balances: dict[str, Decimal]) -> tuple[Decimal, Decimal, Decimal]:
    """The books' output GST by the form's heads (credits: the balances negated)."""
    state = balances.get("gst:sgst", ZERO) + balances.get("gst:utgst", ZERO)
    return (-balances.get("gst:igst", ZERO), -balances.get("gst:cgst", ZERO), -state)


def test_3_1_is_the_months_gstr1_and_the_books_output_gst(months: Months) -> None:
    documents, balances = _read(months.journal, *DECEMBER)
    kinds = {(item.document.kind, item.document.basis.scheme) for item in documents}
    assert len(kinds) >= 4  # invoices and credit notes, refund slips, both schemes
    hsn = [*gstr1_of(documents).hsn_b2b, *gstr1_of(documents).hsn_b2c]
    outward = months.december.outward
    # GSTR-1's Table 12, the other way its tables add up, files the same supplies.
    assert (outward.taxable, outward.integrated, outward.central, outward.state) == tuple(
        sum((getattr(row, head) for row in hsn), ZERO)
        for head in ("taxable", "igst", "cgst", "sgst")
    )
    assert outward.integrated and outward.central and outward.state
    assert (outward.integrated, outward.central, outward.state) == _output(balances)
    assert months.december.differences == ()


def test_3_2_is_the_inter_state_consumers_supplies_by_place(months: Months) -> None:
    documents, _balances = _read(months.journal, *DECEMBER)
    by_place: dict[str, list[Decimal]] = {}
    for item in documents:
        basis = item.document.basis
        if item.filed and not basis.buyer.is_business and not basis.intra_state:
            sums = by_place.setdefault(basis.place_of_supply, [ZERO, ZERO])
            sums[0] += item.document.totals.taxable * item.sign
            sums[1] += item.document.totals.igst * item.sign
    expected = {place: tuple(sums) for place, sums in by_place.items() if any(sums)}
    found = {row.place: (row.taxable, row.integrated) for row in months.december.unregistered}
    assert found == expected
    assert "27" in found  # Maharashtra's consumers; Tamil Nadu's large sale credited back whole


def test_table_4_is_the_books_input_gst(months: Months) -> None:
    _documents, balances = _read(months.journal, *DECEMBER)
    assert months.december.input_credit == balances[INPUT_GST] == CHARGE_GST
    assert months.december.net_input == CHARGE_GST
    assert months.january.input_credit == ZERO


def test_a_credit_note_of_an_earlier_months_invoice_is_listed_and_lowers_its_month(
    months: Months,
) -> None:
    documents, balances = _read(months.journal, *JANUARY)
    (note,) = [item.document for item in documents if item.filed]
    january = months.january
    assert january.outward.taxable < 0
    assert (january.outward.integrated, january.outward.central, january.outward.state) == (
        _output(balances)
    )
    (listed,) = january.differences
    assert (listed.reference, listed.why) == (note.doc_no, Why.EARLIER_INVOICE)
    assert listed.returned == listed.booked == -note.totals.tax
    assert listed.original.endswith("2026-12-20")


def test_the_figures_and_their_csv_are_the_same_made_again(months: Months) -> None:
    december = months.december
    again = figures_of_json(json.loads(json.dumps(figures_json(months.january))))
    assert again == months.january
    again = figures_of_json(json.loads(json.dumps(figures_json(december))))
    assert again == december
    assert gstr3b_csv_bytes(again) == gstr3b_csv_bytes(december)
    rows = gstr3b_csv_bytes(december).decode().splitlines()
    assert rows[0] == f"GSTIN,{AGENCY.gstin},Return period,122026"
    assert any(row.startswith("3.1 (d),") and row.endswith("Not held by this app") for row in rows)
    assert any(row.startswith("4 (A)(5),") and f",{CHARGE_GST}," in row for row in rows)
