"""A counter's day of GST documents for the export's tests: invoices to businesses in and out
of the agency's state and to consumers, credit notes for two refunds, and the day's Z report."""

from __future__ import annotations

import csv
import datetime as dt
import io
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path

from openpyxl import load_workbook

from app.domain.clock import SERVICE_TZ
from app.domain.gst import Buyer, Registration, TallyLedgers, TaxTotals
from app.domain.modules import Module
from app.domain.tenders import CASH
from app.domain.till import DrawerCount, Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.gst_export import ExportedDocument
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


def day_of_sales(folder: Path, counter: str = "PB1", day: dt.date = DAY) -> tuple[Journal, Decimal]:
    """Four sales at ``counter`` on ``day`` (B2B in and out of Kerala, two consumers), two
    refunded in part (fares alone: refund slips); the journal, open, and the day's Z report's
    net takings."""
    at_ten = dt.datetime.combine(day, dt.time(10, 0), tzinfo=SERVICE_TZ)
    journal = Journal(folder, now=Clock(at_ten))
    shift = journal.till.open_shift(counter, "Leela Menon", D("0.00"))
    buyers = (KERALA_FIRM, KARNATAKA_FIRM, Buyer("Asha Rao"), Buyer("Ravi Kumar", state_code="27"))
    refs = []
    for number, buyer in enumerate(buyers, 1):
        basis = AGENCY.basis(Module.BOAT, buyer)
        sale = till_sale(price=PRICE, tax=basis, shift_id=shift.shift_id, counter=counter)
        refs.append(sell(journal, f"s-{number}", sale).booking_ref)
    for request_id, ref, amount in (("c-1", refs[1], D("1500.00")), ("c-2", refs[2], D("999"))):
        journal.add_cancel(cancel_request(request_id, ref), agent=None)
        journal.cancelled(request_id, cancel_result(900.0))
        journal.till.record_refund(
            request_id,
            booking_ref=ref,
            counter=counter,
            clerk="Leela Menon",
            shift_id=shift.shift_id,
            rule_amount=amount,
            amount=amount,
            mode=CASH,
        )
    closed = z_report(journal.till, shift.shift_id, DrawerCount.of({}), closed_by="Leela Menon")
    figures = z_figures(closed)
    takings = sum(figures.taken.values(), Decimal(0))
    given_back = sum(figures.given.values(), Decimal(0))
    return journal, takings - given_back


def tax_totals(documents: Iterable[ExportedDocument]) -> TaxTotals:
    """The documents' heads added up, credit notes taken off: what every file of the export
    must come to."""
    return TaxTotals.of(
        tuple(
            replace(
                line,
                taxable=line.taxable * item.sign,
                cgst=line.cgst * item.sign,
                sgst=line.sgst * item.sign,
                igst=line.igst * item.sign,
            )
            for item in documents
            for line in item.document.lines
        )
    )


@dataclass(frozen=True)
class ReadBack:
    """An export's files parsed back: the register's totals (CSV and Excel), the taxable value
    the GSTR-1 summaries file and the SAC summary's, and the Tally vouchers' party total."""

    register_total: Decimal
    register_taxable: Decimal
    register_tax: Decimal
    xlsx_total: Decimal
    filed_taxable: Decimal
    hsn_taxable: Decimal
    hsn_tax: Decimal
    tally_party: Decimal
    numbers: list[str]


def _rows(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig"))))


def read_back(folder: Path, stem: str, party: str) -> ReadBack:
    """The export named ``stem`` in ``folder`` parsed back (``party``: the Tally party ledger);
    every Tally voucher is checked to balance."""
    register = _rows(folder / f"sales_register_{stem}.csv")
    # Read-only workbooks keep their file open until closed.
    workbook = load_workbook(folder / f"sales_register_{stem}.xlsx", read_only=True)
    try:
        sheet = list(workbook["Sales register"].iter_rows(values_only=True))
    finally:
        workbook.close()
    at = sheet[0].index("Total")
    # The state's own head: SGST, or UTGST for an agency in a Union territory without one.
    levy = str(sheet[0][sheet[0].index("CGST") + 1])
    b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c = (
        _rows(folder / f"{name}_{stem}.csv") for name in GSTR1
    )
    hsn = hsn_b2b + hsn_b2c
    tally = ET.fromstring((folder / f"tally_{stem}.xml").read_bytes())
    party_total = D(0)
    for voucher in tally.iter("VOUCHER"):
        entries = list(voucher.iter("ALLLEDGERENTRIES.LIST"))
        assert sum(D(e.findtext("AMOUNT") or "") for e in entries) == 0  # it balances
        if voucher.find("PARTYLEDGERNAME") is None:
            continue  # the books' receipts and payments: what the customers paid, not billed
        for entry in entries:
            if entry.findtext("LEDGERNAME") == party:
                party_total -= D(entry.findtext("AMOUNT") or "")

    def total(rows: list[dict[str, str]], *columns: str) -> Decimal:
        return sum((D(row[c]) for row in rows for c in columns), D(0))

    return ReadBack(
        register_total=total(register, "Total"),
        register_taxable=total(register, "Taxable value"),
        register_tax=total(register, "CGST", levy, "IGST"),
        xlsx_total=sum((D(str(row[at])) for row in sheet[1:]), D(0)),
        filed_taxable=total(b2b, "Taxable Value")
        + total(b2cl, "Taxable Value")
        - total(cdnr, "Taxable Value")
        - total(cdnur, "Taxable Value")
        + total(b2cs, "Taxable Value"),
        hsn_taxable=total(hsn, "Taxable Value"),
        hsn_tax=total(hsn, "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount"),
        tally_party=party_total,
        numbers=[row["Number"] for row in register],
    )


# The value tables and the HSN summary's two parts, as the export names their CSVs.
GSTR1 = ("b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn_b2b", "hsn_b2c")
