"""E-invoices (INV-01, schema 1.1) of B2B tax invoices and credit notes, checked against the
published schema; which documents need an IRN; and the clock of those still to report."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal

import pytest

from app.domain.clock import SERVICE_TZ
from app.domain.einvoice import (
    EinvoiceProblem,
    Registered,
    Seller,
    TurnoverBand,
    bulk_json,
    einvoice_json,
    needs_irn,
    split_address,
)
from app.domain.einvoice_clock import Due, cancel_entry, clock, dated, report_entry
from app.domain.gst import (
    Buyer,
    DocumentKind,
    Registration,
    Scheme,
    TaxDocument,
    TaxTotals,
    credit_lines,
)
from app.domain.modules import Module
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from tests.domain.einvoice_schema import schema_errors

D = Decimal
AGENCY = Registration(
    "Backwater Trails Pvt Ltd", "12 MG Road, Ernakulam, Kochi 682016", "32AAACB1234F1ZI", "32"
)
SELLER = Seller(AGENCY, "Backwater Trails", "+91 484 235 0000")
KERALA_FIRM = Buyer("Spice Coast LLP", "32AABFS1234A1Z4", "Beach Road, Fort Kochi 682001", "32")
KARNATAKA_FIRM = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "100 Ft Road, Indiranagar, Bengaluru")
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(D("1233.33"), D("150.00"))] * 3,
    D(5),
    TillRules(markups={Module.BOAT: Markup(percent=D("7.77"))}),
)
NOW = dt.datetime(2026, 11, 25, 10, 0, tzinfo=SERVICE_TZ)
IRN = "a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229"


def invoice(
    buyer: Buyer = KERALA_FIRM,
    *,
    number: str = "PB1/26/000001",
    issued: dt.datetime = NOW,
    registration: Registration = AGENCY,
    module: Module = Module.BOAT,
) -> TaxDocument:
    basis = registration.basis(module, buyer)
    return TaxDocument(
        number, DocumentKind.INVOICE, "s-1", None, "PB1", "2026-27", issued, basis,
        basis.lines(PRICE),
    )  # fmt: skip


def credit_note(original: TaxDocument, refund: Decimal) -> TaxDocument:
    return TaxDocument(
        "PB1/26/C00001", DocumentKind.CREDIT, original.sale_request_id, "r-1", "PB1", "2026-27",
        NOW + dt.timedelta(days=2), original.basis, credit_lines(original.lines, refund),
        original.doc_no, original.issued_at,
    )  # fmt: skip


def _adds_up(einvoice: dict[str, object], document: TaxDocument) -> None:
    values = einvoice["ValDtls"]
    assert isinstance(values, dict)
    parts = ("AssVal", "CgstVal", "SgstVal", "IgstVal", "OthChrg", "RndOffAmt")
    figured = sum(D(str(values[part])) for part in parts) - D(str(values["Discount"]))
    assert figured == D(str(values["TotInvVal"])) == document.totals.total


def test_an_intra_state_invoice_is_valid_by_the_published_schema() -> None:
    document = invoice()
    einvoice = einvoice_json(document, SELLER)

    assert schema_errors(einvoice) == []
    assert einvoice["Version"] == "1.1"
    assert einvoice["TranDtls"] == {
        "TaxSch": "GST", "SupTyp": "B2B", "RegRev": "N", "IgstOnIntra": "N"
    }  # fmt: skip
    assert einvoice["DocDtls"] == {"Typ": "INV", "No": "PB1/26/000001", "Dt": "25/11/2026"}
    seller = einvoice["SellerDtls"]
    assert seller["Pin"] == 682016 and seller["Loc"] == "Kochi" and seller["Stcd"] == "32"
    assert seller["Addr1"] == "12 MG Road, Ernakulam" and seller["Ph"] == "914842350000"
    buyer = einvoice["BuyerDtls"]
    assert (buyer["Gstin"], buyer["Pos"], buyer["Stcd"], buyer["Pin"]) == (
        "32AABFS1234A1Z4", "32", "32", 682001
    )  # fmt: skip
    (item,) = einvoice["ItemList"]
    (taxed,) = [line for line in document.lines if line.sac]
    assert item["IsServc"] == "Y" and item["HsnCd"] == "998551" == taxed.sac
    assert D(str(item["CgstAmt"])) == taxed.cgst > 0 and item["IgstAmt"] == 0
    assert D(str(item["AssAmt"])) == taxed.taxable and item["GstRt"] == 18
    _adds_up(einvoice, document)
    assert "RefDtls" not in einvoice


def test_an_inter_state_invoice_is_all_igst_and_valid() -> None:
    document = invoice(KARNATAKA_FIRM)
    einvoice = einvoice_json(document, SELLER)

    assert schema_errors(einvoice) == []
    assert einvoice["BuyerDtls"]["Pos"] == "29" and "Pin" not in einvoice["BuyerDtls"]
    assert einvoice["BuyerDtls"]["Loc"] == "Bengaluru"
    (item,) = einvoice["ItemList"]
    assert item["CgstAmt"] == item["SgstAmt"] == 0 and item["IgstAmt"] > 0
    assert D(str(einvoice["ValDtls"]["IgstVal"])) == document.totals.igst
    _adds_up(einvoice, document)


def test_a_tour_operators_invoice_has_its_whole_price_as_the_item() -> None:
    operator = replace(AGENCY, schemes={Module.BOAT: Scheme.TOUR_OPERATOR})
    document = invoice(registration=operator)
    einvoice = einvoice_json(document, SELLER)

    assert schema_errors(einvoice) == []
    assert einvoice["ItemList"][0]["HsnCd"] == "998555"
    assert einvoice["ValDtls"]["OthChrg"] == 0
    _adds_up(einvoice, document)


def test_a_credit_note_names_its_invoice_and_the_invoices_irn() -> None:
    original = invoice(KARNATAKA_FIRM)
    # More than the price paid on the customer's behalf (credited first): the service charge too.
    note = credit_note(original, D("4500.00"))
    registered = Registered(IRN, "112010036458765", NOW, "signed.invoice.x", "signed.qr.x")
    einvoice = einvoice_json(note, SELLER, registered)

    assert schema_errors(einvoice) == []
    assert einvoice["DocDtls"] == {"Typ": "CRN", "No": "PB1/26/C00001", "Dt": "27/11/2026"}
    assert einvoice["RefDtls"] == {
        "PrecDocDtls": [
            {"InvNo": "PB1/26/000001", "InvDt": "25/11/2026", "OthRefNo": "112010036458765"}
        ],
        "InvRm": f"IRN {IRN}",
    }
    assert D(str(einvoice["ValDtls"]["TotInvVal"])) == D("4500.00")
    _adds_up(einvoice, note)
    # Before its invoice has an IRN, the credit note names the invoice alone.
    bare = einvoice_json(note, SELLER)
    assert bare["RefDtls"] == {"PrecDocDtls": [{"InvNo": "PB1/26/000001", "InvDt": "25/11/2026"}]}
    assert schema_errors(bare) == []


def test_the_bulk_file_of_a_day_holds_each_document_valid() -> None:
    first = invoice()
    second = invoice(KARNATAKA_FIRM, number="PB1/26/000002")
    note = credit_note(first, D("4500.00"))
    registered = Registered(IRN, "112010036458765", NOW, "s.i.x", "s.q.x")
    bulk = bulk_json([first, second, note], SELLER, {first.doc_no: registered})

    assert [entry["DocDtls"]["No"] for entry in bulk] == [
        "PB1/26/000001", "PB1/26/000002", "PB1/26/C00001"
    ]  # fmt: skip
    assert all(schema_errors(entry) == [] for entry in bulk)
    assert bulk[2]["RefDtls"]["InvRm"] == f"IRN {IRN}"


def test_the_published_schema_refuses_what_the_portal_refuses() -> None:
    einvoice = einvoice_json(invoice(), SELLER)
    del einvoice["SellerDtls"]["Pin"]
    einvoice["ItemList"][0]["HsnCd"] = "998"

    errors = schema_errors(einvoice)
    assert any("SellerDtls" in error and "Pin" in error for error in errors)
    assert any(error.startswith("ItemList/0/HsnCd") for error in errors)


@pytest.mark.parametrize(
    ("address", "problem"),
    [("12 MG Road, Kochi", "PIN code"), ("682016", "PIN code")],
)
def test_an_agency_address_without_town_and_pin_is_a_sentence(address: str, problem: str) -> None:
    seller = Seller(replace(AGENCY, address=address))
    with pytest.raises(EinvoiceProblem, match=problem):
        einvoice_json(invoice(), seller)


def test_documents_that_need_no_irn_are_refused_with_a_sentence() -> None:
    consumer = invoice(Buyer("Asha Menon"))
    no_markup = replace(invoice(), lines=tuple(line for line in invoice().lines if not line.sac))
    with pytest.raises(EinvoiceProblem, match="not a B2B"):
        einvoice_json(consumer, SELLER)
    with pytest.raises(EinvoiceProblem, match="no taxed line"):
        einvoice_json(no_markup, SELLER)
    assert TaxTotals.of(no_markup.lines).tax == 0


def test_which_documents_need_an_irn_follows_the_band() -> None:
    business, consumer = invoice(), invoice(Buyer("Asha Menon"))
    # A credit note of the price paid on the customer's behalf only reverses no GST.
    assert not needs_irn(credit_note(business, D("1000.00")), TurnoverBand.FROM_10_CRORE)
    assert needs_irn(credit_note(business, D("4500.00")), TurnoverBand.FROM_10_CRORE)
    unregistered = invoice(registration=Registration("Backwater Trails", "Kochi", "", "32"))

    assert not needs_irn(business, TurnoverBand.UNDER_5_CRORE)
    assert needs_irn(business, TurnoverBand.FROM_5_TO_10_CRORE)
    assert needs_irn(business, TurnoverBand.FROM_10_CRORE)
    assert not needs_irn(consumer, TurnoverBand.FROM_10_CRORE)
    assert not needs_irn(unregistered, TurnoverBand.FROM_10_CRORE)


def test_an_address_is_split_into_lines_town_and_pin() -> None:
    split = split_address("Flat 4, Marine Drive\nErnakulam - 682031")
    assert (split.lines, split.place, split.pin) == ("Flat 4, Marine Drive", "Ernakulam", 682031)
    assert split_address("Kochi").pin is None


def _aged(days: int) -> TaxDocument:
    return invoice(number=f"PB1/26/{days:06d}", issued=NOW - dt.timedelta(days=days, hours=1))


def test_the_clock_lists_19_21_and_31_days_as_the_band_says() -> None:
    documents = [dated(_aged(days)) for days in (19, 21, 31)]
    cancel = ("PB1/26/000099", DocumentKind.INVOICE, NOW - dt.timedelta(hours=23))

    big = clock(documents, [cancel], TurnoverBand.FROM_10_CRORE, NOW)
    middle = clock(documents, [cancel], TurnoverBand.FROM_5_TO_10_CRORE, NOW)

    assert [(e.doc_no, e.due) for e in big] == [
        ("PB1/26/000099", Due.CANCEL),
        ("PB1/26/000031", Due.LATE),
        ("PB1/26/000021", Due.WARN),
        ("PB1/26/000019", Due.REPORT),
    ]
    assert [e.age.days for e in big[1:]] == [31, 21, 19]
    assert [(e.doc_no, e.due) for e in middle] == [
        ("PB1/26/000099", Due.CANCEL),
        ("PB1/26/000031", Due.REPORT),
        ("PB1/26/000021", Due.REPORT),
        ("PB1/26/000019", Due.REPORT),
    ]
    assert clock(documents, [cancel], TurnoverBand.UNDER_5_CRORE, NOW) == []
    assert big[0].describe() == (
        "Invoice PB1/26/000099: cancel its IRN on the portal by 25 Nov 2026 11:00 (IRN given 23 "
        "hours ago)."
    )
    assert big[1].describe().startswith("Invoice PB1/26/000031: 31 days old, past the portal")
    assert big[2].describe() == (
        "Invoice PB1/26/000021: 21 days old, report it to the portal by 04 Dec 2026."
    )
    assert big[3].describe() == "Invoice PB1/26/000019: 19 days old, without an IRN."
    assert [e.urgent for e in big] == [True, True, True, False]


@pytest.mark.parametrize(
    ("days", "due"),
    [(0, Due.REPORT), (19, Due.REPORT), (20, Due.WARN), (30, Due.WARN), (31, Due.LATE)],
)
def test_the_30_day_limit_on_both_sides(days: int, due: Due) -> None:
    assert report_entry(dated(_aged(days)), TurnoverBand.FROM_10_CRORE, NOW).due is due


@pytest.mark.parametrize(
    ("hours", "due"), [(0, Due.CANCEL), (24, Due.CANCEL), (25, Due.CANCEL_LATE)]
)
def test_the_24_hours_of_a_cancellation_on_both_sides(hours: int, due: Due) -> None:
    irn_at = NOW - dt.timedelta(hours=hours)
    entry = cancel_entry("PB1/26/000001", DocumentKind.INVOICE, irn_at, NOW)
    assert entry.due is due and entry.due_by == irn_at + dt.timedelta(hours=24)


@pytest.mark.parametrize("number", ["0B1/26/000001", "PB1_26_000001", "PB1/2026-27/0000001"])
def test_a_number_the_portal_refuses_is_a_sentence(number: str) -> None:
    with pytest.raises(EinvoiceProblem, match="The portal refuses the number"):
        einvoice_json(invoice(number=number), SELLER)
    assert schema_errors(einvoice_json(invoice(number="PB1/2026-27/0001"), SELLER)) == []
