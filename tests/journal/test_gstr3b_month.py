"""GSTR-3B's figures of a month of every kind of sale this app makes (issue 97, item 2): the
sandbox month of the GSTR-1 tests (the agent's B2B and B2C sales in and out of the state, a
B2CL sale, credit notes to a business and to a large consumer's invoice, a refund slip, a sale
before registration) with a tour operator's sale and a bank's charge whose GST is input credit,
then January's credit note of a December sale. 3.1 and 3.2 are held to the GSTR-1 of the month
and to the books' output GST, table 4 to the books' ``gst:input``; January lists its note as a
difference; the CSV and the PDF are the same bytes made twice, and the PDF's page is saved as a
picture (``tests/ui/screenshots/gstr3b_*.png``)."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QApplication

from app import i18n
from app.domain.gst import Buyer, Scheme, TaxBasis
from app.domain.money import ZERO
from app.domain.payment import Payment
from app.domain.postings import INPUT_GST, EventKind, MoneyEvent
from app.domain.tenders import CASH
from app.journal import Journal, money_events
from app.journal.gst_export import (
    ExportedDocument,
    export_period,
    exported_documents,
    gstr1_of,
)
from app.journal.gstr3b import Gstr3b, Why, figures_json, figures_of_json, gstr3b_csv_bytes
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.records.refunds import RefundDue, RefundPart
from app.sandbox import EmbeddedSandbox
from app.ui.gstr3b_pdf import gstr3b_pdf
from app.ui.translation import install_translations
from tests.books.test_books import CHARGED
from tests.books.test_tally_ledgers import _balances_of
from tests.journal.entries import (
    Clock,
    boat_request,
    booking_result,
    cancel_request,
    cancel_result,
)
from tests.journal.gst_day import AGENCY, LEDGERS
from tests.journal.month_sales import december
from tests.journal.test_gstr1_month import _month
from tests.journal.till_sales import send, till_sale

D = Decimal
DECEMBER = (dt.date(2026, 12, 1), dt.date(2026, 12, 31))
JANUARY = (dt.date(2027, 1, 1), dt.date(2027, 1, 31))
# Sold from Kochi to a consumer of Kerala under the tour operator's scheme (5 % on the package).
TOUR_OPERATOR = TaxBasis(Scheme.TOUR_OPERATOR, D(5), "998555", "32", "32", Buyer("Ravi Kumar"))
# The bank's charge of December and the GST on it it shows apart: input credit.
CHARGE_GST = D("27.00")
SCREENSHOTS = Path(__file__).parents[1] / "ui" / "screenshots"
CREATED = dt.datetime(2027, 1, 5, 12, 0, tzinfo=dt.UTC)


@dataclass
class Months:
    """The journal's folder and the GSTR-3B of December and January."""

    journal: Path
    december: Gstr3b
    january: Gstr3b


def _tour_sold_then_refunded(folder: Path) -> None:
    """A tour operator's sale on 20 December and a bank's charge with its GST that day, then,
    on 6 January, the sale cancelled and refunded in cash: its credit note is January's."""
    clock = Clock(december(20))
    with Journal(folder, now=clock) as journal:
        shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
        paid = Payment((CASH.paid(CHARGED.total, tendered=CHARGED.total),))
        sale = till_sale(shift_id=shift.shift_id, payment=paid, price=CHARGED, tax=TOUR_OPERATOR)
        send(journal, "tour-1", sale)
        journal.booked("tour-1", booking_result(boat_request("tour-1"), "TOUR1", cash=4185.0))
        charge = MoneyEvent(
            "bank_charge:december",
            EventKind.BANK_CHARGE,
            {"amount": "177.00", "input_credit": True, "gst": str(CHARGE_GST), "on": "2026-12-20"},
        )
        with journal._conn:
            money_events.record(journal._conn, charge, clock.now)
        clock.now = dt.datetime(2027, 1, 6, 11, 0, tzinfo=clock.now.tzinfo)
        journal.add_cancel(
            cancel_request("tour-c", "TOUR1"),
            agent=None,
            due=RefundDue("TOUR1", "Ravi Kumar", ((CASH, CHARGED.total),)),
        )
        journal.cancelled("tour-c", cancel_result(4185.0))
        journal.till.pay_refund(
            "tour-c",
            booking_ref="TOUR1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=CHARGED.total,
            parts=(RefundPart(CASH, CHARGED.total),),
            owed={},
        )


@pytest.fixture(scope="module")
def months(module_sandbox: EmbeddedSandbox, tmp_path_factory: pytest.TempPathFactory) -> Months:
    """December sold on the sandbox and at the till, January's credit note, both exported as
    GSTR-3B figures by the export's own function."""
    root = tmp_path_factory.mktemp("gstr3b")
    asyncio.run(_month(module_sandbox, root / "journal"))
    _tour_sold_then_refunded(root / "journal")
    database = root / "journal" / DATABASE_NAME
    found = []
    for first, last in (DECEMBER, JANUARY):
        files = export_period(
            database, root / "out", first, last, LEDGERS, gstin=AGENCY.gstin, gstr3b=True
        )
        assert files.names == (f"gstr3b_{first:%m%Y}_{first}_{last}.csv",)
        assert files.gstr3b is not None
        found.append(files.gstr3b)
    return Months(root / "journal", *found)


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


def test_the_figures_csv_and_pdf_are_the_same_bytes_made_again(
    months: Months, qapp: QApplication
) -> None:
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
    translators = install_translations(i18n.HINDI)
    try:
        first = gstr3b_pdf(december, i18n.HINDI, CREATED)
        assert gstr3b_pdf(again, i18n.HINDI, CREATED) == first
        later = gstr3b_pdf(december, i18n.HINDI, CREATED + dt.timedelta(days=1))
        assert later != first and len(later) == len(first)
        english = gstr3b_pdf(december, i18n.ENGLISH, CREATED)
        january = gstr3b_pdf(months.january, i18n.HINDI, CREATED)
    finally:
        install_translations(i18n.ENGLISH)
    del translators
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for name, pdf in (("hi", first), ("en", english), ("hi_january", january)):
        path = SCREENSHOTS / f"gstr3b_{name}.pdf"
        path.write_bytes(pdf)
        document = QPdfDocument(qapp)
        document.load(str(path))
        assert document.pageCount() >= 1
        for page in range(document.pageCount()):
            image = document.render(page, QSize(1240, 1754))
            assert image.save(str(SCREENSHOTS / f"gstr3b_{name}_{page + 1}.png"))
