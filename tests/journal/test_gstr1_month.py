"""A month of a counter's sales on the sandbox as the accountant files it: GSTR-1 CSVs in the
offline tool's templates and the portal's JSON (checked against the schema shipped in
``schemas/``), equal to the sales register's GST columns to the paisa; the register reconciled to
the Z report by its listed differences; Table 13 counting the documents issued; every number at
most 16 characters."""

from __future__ import annotations

import asyncio
import csv
import datetime as dt
import io
import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from app.booking import CancelChoice, confirm_cancellation
from app.domain.gst import Buyer, LineKind, Registration
from app.domain.modules import Module
from app.domain.money import money
from app.domain.tenders import CASH
from app.domain.till import CustomerPrice, DrawerCount, Markup, TillRules
from app.journal import Journal
from app.journal.gst_export import ExportedDocument, exported_documents
from app.journal.gstr1 import documents_issued
from app.journal.period_export import export_period
from app.journal.receipts import MAX_DOCUMENT_NO, raise_receipt_series
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.reports.drawer import z_figures, z_report
from app.sandbox import EmbeddedSandbox
from tests.conftest import client_for
from tests.journal.entries import Clock
from tests.journal.gst_day import AGENCY, KARNATAKA_FIRM, KERALA_FIRM, LEDGERS
from tests.journal.month_sales import MonthDesk, december, sell_activity
from tests.sandbox.helpers import SCUBA

D = Decimal
SCHEMA = json.loads((Path(__file__).parent / "schemas" / "gstr1.schema.json").read_text())
NOT_YET = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi")  # before its GSTIN
MARKUP = TillRules(markups={Module.ACTIVITY: Markup(percent=D("7.77"))})
BARATANG = 7  # the day trip of 25 seats a slot: a whole slot comes to more than a lakh
FIRST, LAST = dt.date(2026, 12, 1), dt.date(2026, 12, 31)
STEM = "2026-12-01_2026-12-31"


@dataclass
class Month:
    """The month as sold: its export's folder, the Z report's net takings, what the sale before
    registration came to net of its refund, the receipt numbers printed, two prices, and what
    the cash refunds were rounded by to leave the drawer in whole rupees."""

    folder: Path
    z_net: Decimal
    before: Decimal
    receipts: list[str]
    large: CustomerPrice
    at_cost: CustomerPrice
    round_off: Decimal


async def _month(sandbox: EmbeddedSandbox, folder: Path) -> Month:
    """A month of sales at PB1 on the sandbox, with their refunds, then its Z report."""
    clock = Clock(december(1))
    journal = Journal(folder, now=clock)
    shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
    sold: dict[str, tuple[str, CustomerPrice, int]] = {}
    async with client_for(sandbox, sandbox.demo_key) as client:
        desk = MonthDesk(sandbox, client, journal, shift.shift_id)

        async def sale(
            day: int,
            name: str,
            registration: Registration,
            buyer: Buyer,
            seats: int = 2,
            activity: int = SCUBA,
            rules: TillRules = MARKUP,
        ) -> None:
            clock.now = december(day)
            basis = registration.basis(Module.ACTIVITY, buyer)
            ref, price = await sell_activity(
                desk, buyer, basis, rules, seats=seats, activity=activity
            )
            sold[name] = (ref, price, seats)

        async def refund(day: int, name: str, of: str, seats: int, amount: Decimal) -> None:
            clock.now = december(day)
            ref, _price, bought = sold[of]
            choice = CancelChoice(ref, Module.ACTIVITY, seats, whole=seats == bought)
            await confirm_cancellation(client, journal, choice, name, None)
            journal.till.record_refund(
                name,
                booking_ref=ref,
                counter="PB1",
                clerk="Leela Menon",
                shift_id=shift.shift_id,
                rule_amount=amount,
                amount=amount,
                mode=CASH,
            )

        await sale(2, "before", NOT_YET, Buyer("Asha Rao"))
        await sale(5, "b2b-in", AGENCY, KERALA_FIRM)
        await sale(6, "b2b-out", AGENCY, KARNATAKA_FIRM)
        await sale(7, "small-in", AGENCY, Buyer("Anil Nair"))
        await sale(8, "small-out", AGENCY, Buyer("Ravi Kumar", state_code="27"))
        await sale(9, "large", AGENCY, Buyer("Meena Das", state_code="33"), 25, BARATANG)
        await sale(10, "agent-only", AGENCY, KARNATAKA_FIRM, rules=TillRules())
        # One seat of two given back at the fares' price: the service charge kept.
        one_seat = money((sold["b2b-out"][1].fares + sold["b2b-out"][1].gst) / 2)
        await refund(12, "partial", "b2b-out", 1, one_seat)
        await refund(13, "full-b2b", "b2b-in", 2, sold["b2b-in"][1].total)
        await refund(14, "full-large", "large", 25, sold["large"][1].total)
        await refund(15, "before-refund", "before", 2, D("999.00"))  # a slip, no credit note
        # The agency store knew of a number the journal lost with a damaged page: taken, no
        # document (Table 13 counts it cancelled).
        with journal._conn:
            raise_receipt_series(journal._conn, ["PB1/26/000008"])
        await sale(16, "after", AGENCY, Buyer("Ravi Kumar", state_code="27"))
    receipts = [s.receipt_no for s in journal.till.sales() if s.receipt_no]
    closed = z_report(journal.till, shift.shift_id, DrawerCount.of({}), closed_by="Leela Menon")
    journal.close()
    figures = z_figures(closed)
    takings = sum(figures.taken.values(), D(0))
    given_back = sum(figures.given.values(), D(0))
    before = sold["before"][1].total - D("999.00")
    return Month(
        folder,
        takings - given_back,
        before,
        receipts,
        sold["large"][1],
        sold["agent-only"][1],
        figures.refund_round_off,
    )


@pytest.fixture(scope="module")
def month(module_sandbox: EmbeddedSandbox, tmp_path_factory: pytest.TempPathFactory) -> Month:
    """The month sold on the sandbox, journalled and exported."""
    root = tmp_path_factory.mktemp("month")
    sold = asyncio.run(_month(module_sandbox, root / "journal"))
    database = root / "journal" / DATABASE_NAME
    export_period(
        database, root / "out", FIRST, LAST, LEDGERS, "Backwater Trails", gstin=AGENCY.gstin
    )
    return replace(sold, folder=root / "out")


def _csv(folder: Path, name: str) -> list[dict[str, str]]:
    text = (folder / f"{name}_{STEM}.csv").read_text(encoding="utf-8-sig")
    return list(csv.DictReader(io.StringIO(text)))


def _sum(rows: list[dict[str, str]], *columns: str) -> Decimal:
    return sum((D(row[c]) for row in rows for c in columns), D(0))


def _documents(folder: Path) -> list[ExportedDocument]:
    conn = connect_read_only(folder.parent / "journal" / DATABASE_NAME)
    try:
        return exported_documents(conn, FIRST, LAST)
    finally:
        conn.close()


def test_the_csvs_file_the_registers_gst_columns_to_the_paisa(month: Month) -> None:
    folder = month.folder
    register = _csv(folder, "sales_register")
    taxable = _sum(register, "Taxable value")
    igst, cgst, sgst = (_sum(register, head) for head in ("IGST", "CGST", "SGST"))
    assert igst > 0 and cgst > 0 and sgst > 0
    b2b, b2cl, b2cs = _csv(folder, "b2b"), _csv(folder, "b2cl"), _csv(folder, "b2cs")
    cdnr, cdnur = _csv(folder, "cdnr"), _csv(folder, "cdnur")
    filed = (
        _sum(b2b, "Taxable Value")
        + _sum(b2cl, "Taxable Value")
        - _sum(cdnr, "Taxable Value")
        - _sum(cdnur, "Taxable Value")
        + _sum(b2cs, "Taxable Value")
    )
    hsn = _csv(folder, "hsn_b2b") + _csv(folder, "hsn_b2c")
    assert filed == _sum(hsn, "Taxable Value") == taxable
    assert _sum(hsn, "Integrated Tax Amount") == igst
    assert _sum(hsn, "Central Tax Amount") == cgst
    assert _sum(hsn, "State/UT Tax Amount") == sgst
    # Each table has what happened: both B2B invoices with a service charge (in and out of
    # Kerala), the large one in b2cl, the full B2B refund in cdnr, the large refund in cdnur.
    assert {row["Place Of Supply"] for row in b2b} == {"32-Kerala", "29-Karnataka"}
    assert [row["Place Of Supply"] for row in b2cl] == ["33-Tamil Nadu"]
    assert D(b2cl[0]["Invoice Value"]) == month.large.total > D("100000")
    assert [row["GSTIN/UIN of Recipient"] for row in cdnr] == [KERALA_FIRM.gstin]
    assert [(row["UR Type"], D(row["Note Value"])) for row in cdnur] == [
        ("B2CL", month.large.total)
    ]
    assert {row["Place Of Supply"] for row in b2cs} == {"32-Kerala", "27-Maharashtra"}
    # The pure agent's invoice is a B2B invoice of no supply: in the register, in no table.
    agent_only = [row for row in register if D(row["Taxable value"]) == 0 and row["GSTIN"]]
    assert [D(row["Not taxable"]) for row in agent_only][:1] == [month.at_cost.total]
    assert agent_only[0]["Number"] not in {row["Invoice Number"] for row in b2b}
    assert all(D(row[c]) == 0 for row in _csv(folder, "exemp") for c in list(row)[1:])


def test_the_json_is_the_schemas_and_files_the_same_figures(month: Month) -> None:
    folder = month.folder
    (path,) = folder.glob("gstr1_*.json")
    assert path.name == f"gstr1_122026_{STEM}.json"
    filed = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(filed, SCHEMA)
    assert (filed["gstin"], filed["fp"]) == (AGENCY.gstin, "122026")

    def cents(value: float) -> Decimal:
        amount = D(str(value))
        assert amount == amount.quantize(D("0.01"))  # two decimals at most
        return amount

    heads = {"txval": D(0), "iamt": D(0), "camt": D(0), "samt": D(0)}

    def add(items: list[dict[str, Any]], sign: int) -> None:
        for item in items:
            for head in heads:
                heads[head] += sign * cents(item["itm_det"].get(head, 0))

    for party in filed["b2b"]:
        for invoice in party["inv"]:
            add(invoice["itms"], 1)
    for place in filed["b2cl"]:
        for invoice in place["inv"]:
            add(invoice["itms"], 1)
    for party in filed["cdnr"]:
        for note in party["nt"]:
            add(note["itms"], -1)
    for note in filed["cdnur"]:
        add(note["itms"], -1)
    add([{"itm_det": row} for row in filed["b2cs"]], 1)
    register = _csv(folder, "sales_register")
    expected = {
        "txval": _sum(register, "Taxable value"),
        "iamt": _sum(register, "IGST"),
        "camt": _sum(register, "CGST"),
        "samt": _sum(register, "SGST"),
    }
    assert heads == expected
    rows = filed["hsn"]["hsn_b2b"] + filed["hsn"]["hsn_b2c"]
    assert {head: sum((cents(r[head]) for r in rows), D(0)) for head in heads} == expected
    assert [r["hsn_sc"] for r in filed["hsn"]["hsn_b2b"]] == ["998552"]
    assert filed["hsn"]["hsn_b2b"][0]["desc"] == (
        "Reservation services for accommodation, cruises and package tours"
    )


def test_the_register_reconciles_to_the_z_report_by_its_listed_differences(month: Month) -> None:
    folder, z_net, before = month.folder, month.z_net, month.before
    register = _csv(folder, "sales_register")
    total = _sum(register, "Total")
    # The sale before registration has a receipt, no tax document; the one seat's refund had
    # paise and left the drawer in whole rupees, its round off no document's: the differences.
    assert month.round_off == D("0.30")
    assert z_net == total + before - month.round_off
    # Inside the total: the value filed, its taxes, and what is no supply of the agency (the
    # pure agent's amounts and the round off), each line's kind added up from the documents.
    filed = _sum(register, "Taxable value", "CGST", "SGST", "IGST")
    untaxed: dict[LineKind, Decimal] = {}
    for item in _documents(folder):
        for line in item.document.lines:
            if not line.sac:
                untaxed[line.kind] = untaxed.get(line.kind, D(0)) + line.taxable * item.sign
    assert set(untaxed) == {LineKind.REIMBURSEMENT, LineKind.ROUND_OFF}
    assert _sum(register, "Not taxable") == sum(untaxed.values())
    assert total == filed + untaxed[LineKind.REIMBURSEMENT] + untaxed[LineKind.ROUND_OFF]


def test_tally_books_the_credit_notes_at_the_refund_settled_and_not_the_refund_slip(
    month: Month,
) -> None:
    # The one seat's refund gave back the fares alone, with paise: a refund slip of the refund
    # settled (0.30 more left the drawer in whole rupees, the drawer's rounding). Tally books
    # it as a journal voucher, no GST credit note; the credit notes each of its refund settled.
    register = _csv(month.folder, "sales_register")
    notes = {row["Number"]: -D(row["Total"]) for row in register if row["Type"] == "Credit note"}
    [(slip, settled)] = [
        (row["Number"], -D(row["Total"])) for row in register if row["Type"] == "Refund slip"
    ]
    assert slip == "PB1/26/S00001" and settled % 1
    assert money(settled.quantize(D(1), rounding=ROUND_HALF_UP) - settled) == month.round_off
    tally = ET.parse(month.folder / f"tally_{STEM}.xml").getroot()
    vouchers = {
        voucher.findtext("VOUCHERNUMBER"): {
            entry.findtext("LEDGERNAME"): D(entry.findtext("AMOUNT") or "")
            for entry in voucher.iter("ALLLEDGERENTRIES.LIST")
        }
        for voucher in tally.iter("VOUCHER")
        if voucher.get("VCHTYPE") == "Credit Note"
    }
    assert set(vouchers) == set(notes) and len(notes) == 2
    # The documents' journal vouchers (the books' own have no party: they follow).
    journals = [
        v.findtext("VOUCHERNUMBER")
        for v in tally.iter("VOUCHER")
        if v.get("VCHTYPE") == "Journal" and v.find("PARTYLEDGERNAME") is not None
    ]
    assert journals == [slip]
    for number, entries in vouchers.items():
        assert entries[LEDGERS.party] == notes[str(number)] and sum(entries.values()) == 0


def test_table_13_counts_the_documents_issued_once_each(month: Month) -> None:
    folder = month.folder
    register = _csv(folder, "sales_register")
    docs = _csv(folder, "docs")
    invoices = [row["Number"] for row in register if row["Type"] == "Invoice"]
    notes = [row["Number"] for row in register if row["Type"] == "Credit note"]
    slips = [row["Number"] for row in register if row["Type"] == "Refund slip"]
    # The fares-only refund is a refund slip of its own series: the credit notes have no gap.
    assert len(invoices) == 7 and len(notes) == 2 and slips == ["PB1/26/S00001"]
    assert docs == [
        {
            "Nature of Document": "Invoices for outward supply",
            "Sr. No. From": "PB1/26/000002",
            "Sr. No. To": "PB1/26/000009",
            "Total Number": "8",
            "Cancelled": "1",
        },
        {
            "Nature of Document": "Credit Note",
            "Sr. No. From": "PB1/26/C00001",
            "Sr. No. To": "PB1/26/C00002",
            "Total Number": "2",
            "Cancelled": "0",
        },
    ]
    (path,) = folder.glob("gstr1_*.json")
    issued = json.loads(path.read_text(encoding="utf-8"))["doc_issue"]["doc_det"]
    assert [(d["doc_num"], d["docs"][0]["net_issue"]) for d in issued] == [
        (1, len(invoices)),
        (5, len(notes)),
    ]
    # A document listed twice (a reprint) is one document.
    documents = [item.document for item in _documents(folder)]
    assert documents_issued(documents + documents[:2]) == documents_issued(documents)


def test_every_number_of_the_month_fits_16_characters(month: Month) -> None:
    folder, receipts = month.folder, month.receipts
    register = _csv(folder, "sales_register")
    numbers = receipts + [row["Number"] for row in register]
    numbers += [row["Original invoice"] for row in register if row["Original invoice"]]
    assert len(receipts) == 8 and receipts[0] == "PB1/26/000001"  # the plain receipt first
    assert all(0 < len(number) <= MAX_DOCUMENT_NO for number in numbers)
    # One number per sale: every invoice's number is its sale's receipt number.
    invoices = {row["Number"] for row in register if row["Type"] == "Invoice"}
    assert invoices <= set(receipts)
