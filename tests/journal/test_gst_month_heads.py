"""A month's GST heads as an accountant checks them, for an agency in Port Blair (Andaman and
Nicobar Islands, 35: a Union territory without a legislature, so CGST + UTGST) and one in Tamil
Nadu (33: CGST + SGST): sales on the sandbox with odd paise at 18 % and at 5 % (a tour operator's),
within the territory and across states, to businesses and consumers, a B2CL sale and a consumer's
credit note. The heads every document should carry are written below as figures worked by hand;
the journal's documents, the register, the GSTR-1 CSVs and JSON (Table 12 too), the e-invoices
and Tally must all carry them, CGST equal to SGST or UTGST, each document what was paid."""

from __future__ import annotations

import asyncio
import csv
import datetime as dt
import io
import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.booking import CancelChoice, confirm_cancellation
from app.domain.einvoice import Seller, einvoice_json
from app.domain.gst import Buyer, DocumentKind, Registration, Scheme, TaxDocument
from app.domain.gstin import check_character
from app.domain.modules import Module
from app.domain.tenders import CASH
from app.domain.till import CustomerPrice, Markup, TillRules
from app.journal import Journal
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from app.reports.receipt_data import AgencyDetails, receipt_data
from app.reports.receipt_print import receipt_rows
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import TRAVEL_DAY
from tests.conftest import client_for
from tests.journal.entries import Clock
from tests.journal.gst_day import LEDGERS
from tests.journal.month_sales import MonthDesk, december, sell_activity
from tests.reports.documents import plain_text
from tests.sandbox.helpers import SCUBA

D = Decimal
FIRST, LAST = dt.date(2026, 12, 1), dt.date(2026, 12, 31)
STEM = "2026-12-01_2026-12-31"
BARATANG = 7  # the day trip: 25 seats come to more than a lakh, a B2CL invoice
ZERO = D("0.00")


def gstin(state: str, pan: str) -> str:
    """A GSTIN of ``state`` with its right check character."""
    first14 = f"{state}{pan}1Z"
    return first14 + check_character(first14)


@dataclass(frozen=True)
class Agency:
    """An agency, its firm in its own state and where its other customers are."""

    registration: Registration
    local_firm: Buyer
    other_state: str  # a consumer's state across the border
    levy: str  # SGST or UTGST
    travel: dt.date  # its customers' day out (each agency's own seats on the one sandbox)


PORT_BLAIR = Agency(
    Registration(
        "Island Trails Pvt Ltd",
        "Aberdeen Bazaar, Port Blair 744101",
        gstin("35", "AAACI1234F"),
        "35",
    ),
    Buyer("Havelock Divers LLP", gstin("35", "AABFH1234A"), "Beach 5, Havelock 744211", "35"),
    "33",
    "UTGST",
    TRAVEL_DAY,
)
TAMIL_NADU = Agency(
    Registration(
        "Coromandel Trails Pvt Ltd", "Anna Salai, Chennai 600002", gstin("33", "AAACC1234F"), "33"
    ),
    Buyer("Marina Travels LLP", gstin("33", "AABFM1234A"), "T Nagar, Chennai 600017", "33"),
    "35",
    "SGST",
    TRAVEL_DAY + dt.timedelta(days=1),
)
KARNATAKA_FIRM = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru", "29")


def _charge(per_seat: str) -> TillRules:
    return TillRules(markups={Module.ACTIVITY: Markup(per_seat=D(per_seat))})


# The taxed line of each document (taxable value, CGST, SGST or UTGST, IGST), by hand:
EXPECTED = {
    # A service charge of 100.00 at 18 %: 100 / 1.18 = 84.7457 -> 84.75; 9 % of it 7.6275.
    "hundred": (D("84.75"), D("7.63"), D("7.63"), ZERO),
    # 8,741.25 at 18 % to a business in the state: 7,407.8390 -> 7,407.84; 9 % 666.7056.
    "b2b-in": (D("7407.84"), D("666.71"), D("666.71"), ZERO),
    # 250.00 at 18 % to a Karnataka business: 211.8644 -> 211.86; 18 % of it 38.1348.
    "b2b-out": (D("211.86"), ZERO, ZERO, D("38.13")),
    # 100.00 at 18 % to a consumer across states: 84.75; 18 % of it 15.255 -> 15.26.
    "b2c-out": (D("84.75"), ZERO, ZERO, D("15.26")),
    # The tour operator's 5 % on the whole of one scuba seat (fare 5,498.90, its GST 989.80,
    # a 2.78 % markup 152.87): 6,641.57 / 1.05 = 6,325.3048 -> 6,325.30; 2.5 % of it 158.1325.
    "tour": (D("6325.30"), D("158.13"), D("158.13"), ZERO),
    # 25 Baratang seats of 4,042.50, a 7.77 % service charge of 7,852.56 at 18 % across states:
    # 7,852.56 / 1.18 = 6,654.7119 -> 6,654.71; 18 % of it 1,197.8478 -> 1,197.85.
    "large": (D("6654.71"), ZERO, ZERO, D("1197.85")),
}
# The consumer's credit note gives back the whole of "hundred": the same heads.
EXPECTED["hundred-note"] = EXPECTED["hundred"]


@dataclass
class Month:
    """A month sold and exported: the agency, the export folder, what each sale cost, and each
    document by the name of its sale (or refund)."""

    agency: Agency
    folder: Path
    paid: dict[str, Decimal] = field(default_factory=dict)
    documents: dict[str, TaxDocument] = field(default_factory=dict)
    booking: dict[str, str] = field(default_factory=dict)


async def _sell_month(sandbox: EmbeddedSandbox, agency: Agency, folder: Path, month: Month) -> None:
    clock = Clock(december(1))
    journal = Journal(folder, now=clock)
    shift = journal.till.open_shift("PB1", "Leela Menon", ZERO)
    registration = agency.registration
    tour_operator = Registration(
        registration.legal_name,
        registration.address,
        registration.gstin,
        registration.state_code,
        {Module.ACTIVITY: Scheme.TOUR_OPERATOR},
    )
    prices: dict[str, CustomerPrice] = {}
    async with client_for(sandbox, sandbox.demo_key) as client:
        desk = MonthDesk(sandbox, client, journal, shift.shift_id)

        async def sale(
            day: int,
            name: str,
            buyer: Buyer,
            rules: TillRules,
            seats: int = 1,
            activity: int = SCUBA,
            taxed_by: Registration = registration,
        ) -> None:
            clock.now = december(day)
            basis = taxed_by.basis(Module.ACTIVITY, buyer)
            ref, prices[name] = await sell_activity(
                desk, buyer, basis, rules, seats=seats, activity=activity, travel=agency.travel
            )
            month.booking[name] = ref

        consumer = Buyer("Asha Rao", address="12 Goal Ghar Road", state_code="")
        await sale(2, "hundred", consumer, _charge("100.00"))
        await sale(3, "b2b-in", agency.local_firm, _charge("8741.25"))
        await sale(4, "b2b-out", KARNATAKA_FIRM, _charge("250.00"))
        away = Buyer("Ravi Kumar", address="Dadar, Mumbai 400014", state_code="27")
        await sale(5, "b2c-out", away, _charge("100.00"))
        tour_rules = TillRules(markups={Module.ACTIVITY: Markup(percent=D("2.78"))})
        await sale(6, "tour", consumer, tour_rules, taxed_by=tour_operator)
        large = Buyer("Meena Das", address="Anna Nagar 600040", state_code=agency.other_state)
        seven_77 = TillRules(markups={Module.ACTIVITY: Markup(percent=D("7.77"))})
        await sale(7, "large", large, seven_77, seats=25, activity=BARATANG)
        # The consumer of "hundred" is given all of it back: a credit note to a consumer.
        clock.now = december(9)
        ref = month.booking["hundred"]
        refund_id = f"refund-{registration.state_code}"
        await confirm_cancellation(
            client, journal, CancelChoice(ref, Module.ACTIVITY, 1, whole=True), refund_id, None
        )
        journal.till.record_refund(
            refund_id,
            booking_ref=ref,
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=prices["hundred"].total,
            amount=prices["hundred"].total,
            mode=CASH,
        )
    for name, ref in month.booking.items():
        sold = journal.till.sale_of(ref)
        assert sold is not None
        invoice = journal.tax.invoice_of(sold.request_id)
        assert invoice is not None
        month.documents[name] = invoice
        month.paid[name] = prices[name].total
    sold = journal.till.sale_of(month.booking["hundred"])
    assert sold is not None
    (note,) = journal.tax.credit_notes_of(sold.request_id)
    month.documents["hundred-note"] = note
    month.paid["hundred-note"] = prices["hundred"].total
    journal.close()


@pytest.fixture(scope="module", params=[PORT_BLAIR, TAMIL_NADU], ids=["port-blair", "tamil-nadu"])
def month(
    request: pytest.FixtureRequest,
    module_sandbox: EmbeddedSandbox,
    tmp_path_factory: pytest.TempPathFactory,
) -> Month:
    """The month sold on the sandbox by the agency, journalled and exported."""
    agency: Agency = request.param
    root = tmp_path_factory.mktemp("month")
    sold = Month(agency, root / "out")
    asyncio.run(_sell_month(module_sandbox, agency, root / "journal", sold))
    registration = agency.registration
    export_period(
        root / "journal" / DATABASE_NAME,
        sold.folder,
        FIRST,
        LAST,
        LEDGERS,
        registration.legal_name,
        gstin=registration.gstin,
    )
    return sold


def _heads(document: TaxDocument) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    (line,) = (line for line in document.lines if line.sac)
    return line.taxable, line.cgst, line.sgst, line.igst


def test_every_document_carries_the_heads_worked_by_hand_and_adds_up_to_what_was_paid(
    month: Month,
) -> None:
    assert {name: _heads(doc) for name, doc in month.documents.items()} == EXPECTED
    for name, document in month.documents.items():
        assert document.totals.total == month.paid[name], name
        for line in document.lines:
            assert line.cgst == line.sgst, name
    assert month.documents["hundred-note"].kind is DocumentKind.CREDIT


def _csv(folder: Path, name: str) -> list[dict[str, str]]:
    text = (folder / f"{name}_{STEM}.csv").read_text(encoding="utf-8-sig")
    return list(csv.DictReader(io.StringIO(text)))


def test_the_register_names_the_levy_and_carries_the_same_heads(month: Month) -> None:
    levy = month.agency.levy
    register = {row["Number"]: row for row in _csv(month.folder, "sales_register")}
    assert levy in next(iter(register.values()))
    assert ({"SGST", "UTGST"} - {levy}).isdisjoint(next(iter(register.values())))
    for name, document in month.documents.items():
        row = register[document.doc_no]
        sign = -1 if document.kind is DocumentKind.CREDIT else 1
        taxable, cgst, sgst, igst = EXPECTED[name]
        assert (D(row["CGST"]), D(row[levy]), D(row["IGST"])) == (
            sign * cgst,
            sign * sgst,
            sign * igst,
        ), name
        assert D(row["Taxable value"]) == sign * taxable
        assert D(row["Total"]) == sign * month.paid[name]
        assert row["Tax heads"] == "Each head rounded"


def _items(filed: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Each invoice or note's items in the GSTR-1 JSON, by its number."""
    found: dict[str, list[dict[str, Any]]] = {}
    for party in filed.get("b2b", []):
        for invoice in party["inv"]:
            found[invoice["inum"]] = invoice["itms"]
    for place in filed.get("b2cl", []):
        for invoice in place["inv"]:
            found[invoice["inum"]] = invoice["itms"]
    for note in filed.get("cdnur", []):
        found[note["nt_num"]] = note["itms"]
    for party in filed.get("cdnr", []):
        for note in party["nt"]:
            found[note["nt_num"]] = note["itms"]
    return found


def _json_heads(detail: dict[str, Any]) -> tuple[Decimal, ...]:
    return tuple(D(str(detail.get(head, 0))).quantize(D("0.01")) for head in HEADS)


HEADS = ("txval", "camt", "samt", "iamt")


def test_the_gstr1_json_and_table_12_carry_the_same_heads(month: Month) -> None:
    (path,) = month.folder.glob("gstr1_*.json")
    filed = json.loads(path.read_text(encoding="utf-8"))
    items = _items(filed)
    docs = month.documents
    for name in ("b2b-in", "b2b-out", "large"):
        ((item,),) = [items[docs[name].doc_no]]
        assert _json_heads(item["itm_det"]) == EXPECTED[name], name
    # b2cs: the consumers' small invoices by place and rate, the credit note taken off.
    b2cs = {(row["pos"], row["rt"]): _json_heads(row) for row in filed["b2cs"]}
    home = month.agency.registration.state_code
    tour, b2c_out = EXPECTED["tour"], EXPECTED["b2c-out"]
    assert b2cs == {(home, 5): tour, ("27", 18): b2c_out}
    for row in filed["hsn"]["hsn_b2b"] + filed["hsn"]["hsn_b2c"]:
        assert row["camt"] == row["samt"]
    b2b_rows = {(r["hsn_sc"], r["rt"]): _json_heads(r) for r in filed["hsn"]["hsn_b2b"]}
    in_, out = EXPECTED["b2b-in"], EXPECTED["b2b-out"]
    assert b2b_rows == {
        ("998552", 18): tuple(a + b for a, b in zip(in_, out, strict=True)),
    }
    b2c_rows = {(r["hsn_sc"], r["rt"]): _json_heads(r) for r in filed["hsn"]["hsn_b2c"]}
    large = EXPECTED["large"]
    assert b2c_rows == {
        ("998552", 18): tuple(a + b for a, b in zip(b2c_out, large, strict=True)),
        ("998555", 5): tour,
    }


def test_the_gstr1_csvs_total_the_same_heads(month: Month) -> None:
    hsn = _csv(month.folder, "hsn_b2b") + _csv(month.folder, "hsn_b2c")
    figures = [value for name, value in EXPECTED.items() if name not in {"hundred", "hundred-note"}]
    want = [sum((f[i] for f in figures), D(0)) for i in range(4)]
    columns = (
        "Taxable Value",
        "Central Tax Amount",
        "State/UT Tax Amount",
        "Integrated Tax Amount",
    )
    got = [sum((D(row[c]) for row in hsn), D(0)) for c in columns]
    assert got == want
    for row in hsn:
        assert row["Central Tax Amount"] == row["State/UT Tax Amount"]


def test_the_einvoices_and_tally_carry_the_same_heads(month: Month) -> None:
    seller = Seller(month.agency.registration, phone="9876543210")
    for name in ("b2b-in", "b2b-out"):
        (item,) = einvoice_json(month.documents[name], seller)["ItemList"]
        taxable, cgst, sgst, igst = EXPECTED[name]
        assert (item["AssAmt"], item["CgstAmt"], item["SgstAmt"], item["IgstAmt"]) == (
            float(taxable),
            float(cgst),
            float(sgst),
            float(igst),
        )
    tally = ET.fromstring((month.folder / f"tally_{STEM}.xml").read_bytes())
    posted: dict[str, Decimal] = {}
    for entry in tally.iter("ALLLEDGERENTRIES.LIST"):
        ledger = entry.findtext("LEDGERNAME") or ""
        posted[ledger] = posted.get(ledger, D(0)) + D(entry.findtext("AMOUNT") or "")
    levy_ledger = f"Output {month.agency.levy}"
    # The credit note takes "hundred" back: the state heads are b2b-in's and the tour's.
    state_heads = EXPECTED["b2b-in"][2] + EXPECTED["tour"][2]
    assert posted[levy_ledger] == posted["Output CGST"] == state_heads
    other = "Output SGST" if month.agency.levy == "UTGST" else "Output UTGST"
    assert other not in posted


def test_the_documents_name_the_levy(month: Month) -> None:
    levy = month.agency.levy
    other = "SGST" if levy == "UTGST" else "UTGST"
    registration = month.agency.registration
    details = AgencyDetails(
        registration.legal_name,
        registration.address,
        "+91 3192 230000",
        registration.gstin,
        registration.legal_name,
    )
    journal = Journal(month.folder.parent / "journal", now=Clock(december(28)))
    try:
        inside = receipt_data(journal, month.booking["b2b-in"], agency=details, training=False)
        across = receipt_data(journal, month.booking["b2b-out"], agency=details, training=False)
    finally:
        journal.close()
    text = plain_text(receipt_rows(inside, 48), 48)
    assert f"{levy} 9%" in text and "CGST 9%" in text and other not in text
    assert "666.71" in text
    text = plain_text(receipt_rows(across, 48), 48)
    assert "IGST 18%" in text and "CGST" not in text and levy not in text
