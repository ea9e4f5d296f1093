"""The accountant's export: the sales register (CSV, Excel), the GSTR-1 summaries and the Tally
XML, read back and compared with the shift's Z report."""

from __future__ import annotations

import csv
import datetime as dt
import io
import stat
import xml.etree.ElementTree as ET
from decimal import Decimal
from pathlib import Path

from openpyxl import load_workbook

from app.domain.clock import SERVICE_TZ
from app.domain.gst import Buyer, Registration, TallyLedgers
from app.domain.modules import Module
from app.domain.payment import Mode
from app.domain.till import DrawerCount, Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.gst_export import (
    B2B_HEADER,
    B2CS_HEADER,
    CDNR_HEADER,
    HSN_HEADER,
    REGISTER_HEADER,
    export_period,
    exported_documents,
    tax_totals,
)
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.reports.drawer import z_figures, z_report
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import sell, till_sale

D = Decimal
AGENCY = Registration("Backwater Trails Pvt Ltd", "MG Road, Kochi", "32AAACB1234F1ZI", "32")
KERALA_FIRM = Buyer("Spice Coast LLP", "32AABFS1234A1Z4", "Fort Kochi", "32")
KARNATAKA_FIRM = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru", "29")
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(D("1233.33"), D("150.00"))] * 3,
    D(5),
    TillRules(markups={Module.BOAT: Markup(percent=D("7.77"))}),
)
DAY = dt.date(2026, 12, 1)
LEDGERS = TallyLedgers(party="Counter PB1 sales")


def _day_of_sales(folder: Path) -> tuple[Journal, Decimal]:
    """Four sales (B2B in and out of Kerala, two consumers), one refunded in part; the day's
    Z report's net takings."""
    journal = Journal(folder, now=Clock(dt.datetime(2026, 12, 1, 10, 0, tzinfo=SERVICE_TZ)))
    shift = journal.till.open_shift("PB1", "Leela Menon", D("0.00"))
    buyers = (KERALA_FIRM, KARNATAKA_FIRM, Buyer("Asha Rao"), Buyer("Ravi Kumar", state_code="27"))
    refs = []
    for number, buyer in enumerate(buyers, 1):
        basis = AGENCY.basis(Module.BOAT, buyer)
        sale = till_sale(price=PRICE, tax=basis, shift_id=shift.shift_id)
        refs.append(sell(journal, f"s-{number}", sale).booking_ref)
    for request_id, ref, amount in (("c-1", refs[1], D("1500.00")), ("c-2", refs[2], D("999"))):
        journal.add_cancel(cancel_request(request_id, ref), agent=None)
        journal.cancelled(request_id, cancel_result(900.0))
        journal.till.record_refund(
            request_id,
            booking_ref=ref,
            counter="PB1",
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=amount,
            amount=amount,
            mode=Mode.CASH,
        )
    closed = z_report(journal.till, shift.shift_id, DrawerCount.of({}), closed_by="Leela Menon")
    figures = z_figures(closed)
    takings = figures.cash_in + figures.upi_in + figures.card_in
    given_back = figures.cash_out + figures.upi_out + figures.card_out
    return journal, takings - given_back


def _csv(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig"))))


def test_the_register_the_summaries_and_tally_add_up_to_the_z_report(tmp_path: Path) -> None:
    journal, z_net = _day_of_sales(tmp_path / "journal")
    journal.close()
    database = tmp_path / "journal" / DATABASE_NAME
    files = export_period(database, tmp_path / "export", DAY, DAY, LEDGERS, "Backwater Trails")
    conn = connect_read_only(database)
    documents = exported_documents(conn, DAY, DAY)
    conn.close()
    stem = "2026-12-01_2026-12-01"
    assert files.documents == 6 and len(files.names) == 7
    for name in files.names:
        assert stat.S_IMODE((files.folder / name).stat().st_mode) == 0o600
    heads = tax_totals(documents)
    assert heads.total == z_net == 4 * PRICE.total - D("2499.00")

    register = _csv(files.folder / f"sales_register_{stem}.csv")
    assert list(register[0]) == list(REGISTER_HEADER)
    assert sum(D(row["Total"]) for row in register) == z_net
    assert [row["Type"] for row in register].count("Credit note") == 2
    assert sum(D(row["IGST"]) for row in register) == heads.igst > 0
    assert sum(D(row["CGST"]) + D(row["SGST"]) for row in register) == heads.cgst + heads.sgst

    workbook = load_workbook(files.folder / f"sales_register_{stem}.xlsx", read_only=True)
    sheet = list(workbook["Sales register"].iter_rows(values_only=True))
    assert sheet[0] == REGISTER_HEADER
    total_at = REGISTER_HEADER.index("Total")
    assert D(str(sum(D(str(row[total_at])) for row in sheet[1:]))) == z_net
    assert workbook.sheetnames == ["Sales register", "b2b", "b2cs", "cdnr", "hsn"]

    b2b = _csv(files.folder / f"b2b_{stem}.csv")
    assert tuple(b2b[0]) == B2B_HEADER and len(b2b) == 2
    assert {row["Place Of Supply"] for row in b2b} == {"32-Kerala", "29-Karnataka"}
    assert {row["Invoice date"] for row in b2b} == {"01-Dec-2026"}
    cdnr = _csv(files.folder / f"cdnr_{stem}.csv")
    assert tuple(cdnr[0]) == CDNR_HEADER and len(cdnr) == 1
    assert (cdnr[0]["Note Number"], cdnr[0]["Note Type"]) == ("PB1/26/C00001", "C")
    b2cs = _csv(files.folder / f"b2cs_{stem}.csv")
    assert tuple(b2cs[0]) == B2CS_HEADER
    assert {row["Place Of Supply"] for row in b2cs} == {"32-Kerala", "27-Maharashtra"}
    hsn = _csv(files.folder / f"hsn_{stem}.csv")
    assert tuple(hsn[0]) == HSN_HEADER and [row["HSN"] for row in hsn] == ["998551"]
    # The return's taxable value: the B2B invoices, less their notes, plus the B2C net.
    filed = (
        sum(D(row["Taxable Value"]) for row in b2b)
        - sum(D(row["Taxable Value"]) for row in cdnr)
        + sum(D(row["Taxable Value"]) for row in b2cs)
    )
    assert filed == D(hsn[0]["Taxable Value"]) == heads.taxable
    assert D(hsn[0]["Integrated Tax Amount"]) == heads.igst
    assert D(hsn[0]["Central Tax Amount"]) + D(hsn[0]["State/UT Tax Amount"]) == (
        heads.cgst + heads.sgst
    )

    tally = ET.fromstring((files.folder / f"tally_{stem}.xml").read_bytes())
    assert tally.tag == "ENVELOPE"
    vouchers = tally.findall("./BODY/IMPORTDATA/REQUESTDATA/TALLYMESSAGE/VOUCHER")
    assert [v.get("VCHTYPE") for v in vouchers].count("Credit Note") == 2 and len(vouchers) == 6
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


def test_an_empty_period_writes_headers_only(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal", now=Clock()):
        pass
    database = tmp_path / "journal" / DATABASE_NAME
    files = export_period(database, tmp_path / "out", DAY, DAY, TallyLedgers())
    assert files.documents == 0
    assert stat.S_IMODE(files.folder.stat().st_mode) == 0o700
    register = (files.folder / "sales_register_2026-12-01_2026-12-01.csv").read_text("utf-8-sig")
    assert register.strip() == ",".join(REGISTER_HEADER)
