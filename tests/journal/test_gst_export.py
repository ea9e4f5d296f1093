"""The accountant's export: the sales register (CSV, Excel), the GSTR-1 summaries and the Tally
XML, read back and compared with the shift's Z report."""

from __future__ import annotations

import csv
import datetime as dt
import io
import xml.etree.ElementTree as ET
from pathlib import Path

from openpyxl import load_workbook

from app.domain.clock import SERVICE_TZ
from app.domain.gst import Buyer, TallyLedgers
from app.domain.modules import Module
from app.domain.tenders import CASH
from app.journal import Journal
from app.journal.gst_export import REGISTER_HEADER, exported_documents
from app.journal.gstr1_csv import (
    B2B_HEADER,
    B2CS_HEADER,
    CDNR_HEADER,
    HSN_HEADER,
    offline_date,
)
from app.journal.period_export import export_period
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.gst_day import (
    AGENCY,
    DAY,
    KARNATAKA_FIRM,
    LEDGERS,
    PRICE,
    D,
    day_of_sales,
    read_back,
    tax_totals,
)
from tests.journal.till_sales import sell, till_sale
from tests.private_modes import assert_private


def _csv(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig"))))


def test_the_register_the_summaries_and_tally_add_up_to_the_z_report(tmp_path: Path) -> None:
    journal, z_net = day_of_sales(tmp_path / "journal")
    journal.close()
    database = tmp_path / "journal" / DATABASE_NAME
    files = export_period(database, tmp_path / "export", DAY, DAY, LEDGERS, "Backwater Trails")
    conn = connect_read_only(database)
    documents = exported_documents(conn, DAY, DAY)
    conn.close()
    stem = "2026-12-01_2026-12-01"
    assert files.documents == 6 and len(files.names) == 13
    for name in files.names:
        assert_private(files.folder / name)
    heads = tax_totals(documents)
    assert heads.total == z_net == 4 * PRICE.total - D("2499.00")

    register = _csv(files.folder / f"sales_register_{stem}.csv")
    assert list(register[0]) == list(REGISTER_HEADER)
    assert sum(D(row["Total"]) for row in register) == z_net
    # Both refunds gave back fares alone: refund slips, listed, in no return.
    assert [row["Type"] for row in register].count("Refund slip") == 2
    assert sum(D(row["IGST"]) for row in register) == heads.igst > 0
    assert sum(D(row["CGST"]) + D(row["SGST"]) for row in register) == heads.cgst + heads.sgst

    workbook = load_workbook(files.folder / f"sales_register_{stem}.xlsx", read_only=True)
    sheet = list(workbook["Sales register"].iter_rows(values_only=True))
    names = workbook.sheetnames
    workbook.close()  # a read-only workbook keeps its file open until closed
    assert sheet[0] == REGISTER_HEADER
    total_at = REGISTER_HEADER.index("Total")
    assert D(str(sum(D(str(row[total_at])) for row in sheet[1:]))) == z_net
    assert names == [
        "Sales register",
        "b2b",
        "b2cl",
        "b2cs",
        "cdnr",
        "cdnur",
        "exemp",
        "hsn(b2b)",
        "hsn(b2c)",
        "docs",
    ]

    b2b = _csv(files.folder / f"b2b_{stem}.csv")
    assert tuple(b2b[0]) == B2B_HEADER and len(b2b) == 2
    assert {row["Place Of Supply"] for row in b2b} == {"32-Kerala", "29-Karnataka"}
    assert {row["Invoice date"] for row in b2b} == {"01-Dec-2026"}
    # The two refunds gave back fares, which are no supply of the agency: refund slips, no
    # credit notes, filed nowhere.
    cdnr = _csv(files.folder / f"cdnr_{stem}.csv")
    assert cdnr == []
    header = (files.folder / f"cdnr_{stem}.csv").read_text("utf-8").splitlines()
    assert header == [",".join(CDNR_HEADER)]
    b2cs = _csv(files.folder / f"b2cs_{stem}.csv")
    assert tuple(b2cs[0]) == B2CS_HEADER
    assert {row["Place Of Supply"] for row in b2cs} == {"32-Kerala", "27-Maharashtra"}
    hsn = _csv(files.folder / f"hsn_b2b_{stem}.csv") + _csv(files.folder / f"hsn_b2c_{stem}.csv")
    assert tuple(hsn[0]) == HSN_HEADER and [row["HSN"] for row in hsn] == ["998551"] * 2
    # The return's taxable value: the B2B invoices, less their notes, plus the B2C net.
    filed = (
        sum(D(row["Taxable Value"]) for row in b2b)
        - sum(D(row["Taxable Value"]) for row in cdnr)
        + sum(D(row["Taxable Value"]) for row in b2cs)
    )
    assert filed == sum(D(row["Taxable Value"]) for row in hsn) == heads.taxable
    assert sum(D(row["Integrated Tax Amount"]) for row in hsn) == heads.igst
    assert sum(D(row["Central Tax Amount"]) + D(row["State/UT Tax Amount"]) for row in hsn) == (
        heads.cgst + heads.sgst
    )

    tally = ET.fromstring((files.folder / f"tally_{stem}.xml").read_bytes())
    assert tally.tag == "ENVELOPE"
    every = tally.findall("./BODY/IMPORTDATA/REQUESTDATA/TALLYMESSAGE/VOUCHER")
    # The documents' vouchers (the books' receipts, payments and journals follow them).
    vouchers = [v for v in every if v.find("PARTYLEDGERNAME") is not None]
    kinds = [v.get("VCHTYPE") for v in vouchers]
    assert (kinds.count("Credit Note"), kinds.count("Journal"), len(vouchers)) == (0, 2, 6)
    party = D(0)
    for voucher in vouchers:
        amounts = [D(e.findtext("AMOUNT") or "") for e in voucher.iter("ALLLEDGERENTRIES.LIST")]
        assert sum(amounts) == 0  # every voucher balances
        for entry in voucher.iter("ALLLEDGERENTRIES.LIST"):
            if entry.findtext("LEDGERNAME") == "Counter PB1 sales":
                party -= D(entry.findtext("AMOUNT") or "")
    assert party == z_net
    assert tally.findtext("./BODY/IMPORTDATA/REQUESTDESC/STATICVARIABLES/SVCURRENTCOMPANY") == (
        "Backwater Trails"
    )
    back = read_back(files.folder, stem, LEDGERS.party)
    assert back.register_total == back.xlsx_total == back.tally_party == z_net
    assert back.filed_taxable == back.hsn_taxable == back.register_taxable == heads.taxable
    assert back.hsn_tax == back.register_tax == heads.tax


def test_an_empty_period_writes_headers_only(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=Clock()):
        pass
    database = tmp_path / "journal" / DATABASE_NAME
    files = export_period(database, tmp_path / "out", DAY, DAY, TallyLedgers())
    assert files.documents == 0
    assert_private(files.folder)
    register = (files.folder / "sales_register_2026-12-01_2026-12-01.csv").read_text("utf-8-sig")
    assert register.strip() == ",".join(REGISTER_HEADER)


def test_each_gstr1_csv_has_the_offline_tools_header_and_row_layout(tmp_path: Path) -> None:
    """The header rows spelled as the offline tool's templates, and one row of each: dates
    dd-Mmm-yyyy, the place of supply as the tool's list spells it, the rate without places."""
    journal = Journal(
        tmp_path / "journal", now=Clock(dt.datetime(2027, 3, 9, 11, 0, tzinfo=SERVICE_TZ))
    )
    shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
    refs = []
    for number, buyer in enumerate((KARNATAKA_FIRM, Buyer("Meena Das", state_code="35")), 1):
        sale = till_sale(price=PRICE, tax=AGENCY.basis(Module.BOAT, buyer), shift_id=shift.shift_id)
        refs.append(sell(journal, f"s-{number}", sale).booking_ref)
    journal.add_cancel(cancel_request("c-1", refs[0]), agent=None)
    journal.cancelled("c-1", cancel_result(900.0))
    journal.till.record_refund(
        "c-1",
        booking_ref=refs[0],
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift.shift_id,
        rule_amount=D("1500.00"),
        amount=D("1500.00"),
        mode=CASH,
    )
    journal.close()
    day = dt.date(2027, 3, 9)
    files = export_period(tmp_path / "journal" / DATABASE_NAME, tmp_path / "out", day, day, LEDGERS)
    stem = "2027-03-09_2027-03-09"

    def lines(name: str) -> list[str]:
        return (files.folder / f"{name}_{stem}.csv").read_text("utf-8").splitlines()

    assert lines("b2b") == [
        "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,"
        "Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,"
        "Rate,Taxable Value,Cess Amount",
        "29AAGCB7383J1Z4,Bengaluru Tours,PB1/26/000001,09-Mar-2027,4657.00,29-Karnataka,N,,"
        "Regular B2B,,18,273.26,0.00",
    ]
    assert lines("b2cs") == [
        "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,"
        "E-Commerce GSTIN",
        "OE,35-Andaman & Nicobar Islands,,18,273.26,0.00,",
    ]
    assert lines("cdnr") == [
        "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,"
        "Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,"
        "Cess Amount",
    ]
    hsn_header = (
        "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,"
        "Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount"
    )
    assert lines("hsn_b2b") == [
        hsn_header,
        "998551,Reservation services for transportation,NA,0,322.45,18,273.26,49.19,0.00,0.00,0.00",
    ]
    assert lines("hsn_b2c") == [
        hsn_header,
        "998551,Reservation services for transportation,NA,0,322.45,18,273.26,49.19,0.00,0.00,0.00",
    ]
    assert lines("b2cl") == [
        "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,"
        "Rate,Taxable Value,Cess Amount,E-Commerce GSTIN"
    ]
    assert lines("cdnur") == [
        "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,"
        "Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount"
    ]
    assert lines("exemp") == [
        "Description,Nil Rated Supplies,Exempted(other than nil rated/non GST supply),"
        "Non-GST Supplies",
        "Inter-State supplies to registered persons,0.00,0.00,0.00",
        "Intra-State supplies to registered persons,0.00,0.00,0.00",
        "Inter-State supplies to unregistered persons,0.00,0.00,0.00",
        "Intra-State supplies to unregistered persons,0.00,0.00,0.00",
    ]
    assert lines("docs") == [
        "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
        "Invoices for outward supply,PB1/26/000001,PB1/26/000002,2,0",
    ]
    # The refund gave back the fares alone: a refund slip, in no GST file; the register lists
    # it, not taxable, its heads 0.00 (never -0.00).
    register = lines("sales_register")
    assert [row.split(",")[0] for row in register[1:]] == ["Invoice", "Invoice", "Refund slip"]
    assert register[-1].startswith("Refund slip,PB1/26/S00001,2027-03-09,PB1/26/000001,")
    assert ",0.00,-1500.00,0.00,0.00,0.00,-1500.00," in register[-1]
    assert "-0.00" not in register[-1]


def test_offline_dates_are_english_whatever_the_language() -> None:
    assert [offline_date(dt.date(2027, month, 1))[3:6] for month in range(1, 13)] == [
        "Jan",
        "Feb",
        "Mar",
        "Apr",
        "May",
        "Jun",
        "Jul",
        "Aug",
        "Sep",
        "Oct",
        "Nov",
        "Dec",
    ]
    assert offline_date(dt.date(2026, 12, 1)) == "01-Dec-2026"
