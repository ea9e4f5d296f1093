"""The accountant's export of the counter's invoices and credit notes for a period: the sales
register (CSV and Excel), the GSTR-1 summaries in the layout of the GST offline tool's CSV
templates (b2b, b2cs, cdnr, hsn), and a Tally Prime XML import of the vouchers.

Credit notes count against their invoices: negative in the register and in the B2C and SAC
summaries (which the return takes net), listed as notes in cdnr. A Bill of Supply is in the
register but in no GSTR-1 summary (an unregistered agency files none).
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import os
import sqlite3
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import Any

from app.domain.gst import (
    DocumentKind,
    Scheme,
    TallyLedgers,
    TaxDocument,
    offline_tool_place,
    state_name,
)
from app.domain.money import ZERO, money
from app.domain.spreadsheet_text import csv_field, xlsx_text
from app.journal.schema import connect_read_only
from app.journal.tax import TaxBook, document_context


@dataclass(frozen=True, slots=True)
class ExportedDocument:
    """An invoice or credit note with what the register adds: the booking and how it was paid."""

    document: TaxDocument
    booking_ref: str
    tender: str

    @property
    def sign(self) -> int:
        """1 for an invoice, -1 for a credit note (it takes back)."""
        return -1 if self.document.kind is DocumentKind.CREDIT else 1


def exported_documents(
    conn: sqlite3.Connection, first: dt.date, last: dt.date
) -> list[ExportedDocument]:
    """The invoices and credit notes issued from ``first`` to ``last`` in the journal open on
    ``conn``, with their bookings and tenders."""
    return [
        ExportedDocument(document, *document_context(conn, document))
        for document in TaxBook(conn).documents(first, last)
    ]


REGISTER_HEADER = (
    "Type",
    "Number",
    "Date",
    "Original invoice",
    "Customer",
    "GSTIN",
    "Place of supply",
    "SAC",
    "Taxable value",
    "Not taxable",
    "CGST",
    "SGST",
    "IGST",
    "Total",
    "Tender",
    "Booking",
)


def _signed(value: Decimal, sign: int) -> Decimal:
    # Adding zero turns a credit note's -0.00 into 0.00: a spreadsheet shows no "-0.00".
    return money(value * sign) + ZERO


def register_rows(documents: Iterable[ExportedDocument]) -> list[list[str | Decimal]]:
    """The sales register: one row per document, credit notes negative."""
    rows: list[list[str | Decimal]] = []
    for item in documents:
        document, sign = item.document, item.sign
        totals = document.totals
        buyer = document.basis.buyer
        kind = "Credit note" if document.kind is DocumentKind.CREDIT else "Invoice"
        if document.basis.scheme is Scheme.UNREGISTERED and sign == 1:
            kind = "Bill of supply"
        rows.append(
            [
                kind,
                document.doc_no,
                document.issued_at.date().isoformat(),
                document.original_no or "",
                buyer.name,
                buyer.gstin,
                offline_tool_place(document.basis.place_of_supply),
                ", ".join(sorted({line.sac for line in document.lines if line.sac})),
                _signed(totals.taxable, sign),
                _signed(totals.untaxed, sign),
                _signed(totals.cgst, sign),
                _signed(totals.sgst, sign),
                _signed(totals.igst, sign),
                _signed(totals.total, sign),
                item.tender,
                item.booking_ref,
            ]
        )
    return rows


# English whatever the computer's language: strftime's %b follows the locale Qt sets (Hindi).
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def offline_date(day: dt.date) -> str:
    """A date as the offline tool's templates write it: ``01-Dec-2026``."""
    return f"{day.day:02d}-{MONTHS[day.month - 1]}-{day.year}"


def _rate_text(rate: Decimal) -> str:
    return f"{rate.normalize():f}"


B2B_HEADER = (
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
)
B2CS_HEADER = (
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
)
CDNR_HEADER = (
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
)
HSN_HEADER = (
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
)
SAC_DESCRIPTIONS = {
    "998551": "Reservation services for transportation",
    "998552": "Reservation services for accommodation, cruises and package tours",
    "998555": "Tour operator services",
}


def _taxed(document: TaxDocument) -> dict[Decimal, Decimal]:
    """Taxable value per rate of a document's taxed lines."""
    by_rate: dict[Decimal, Decimal] = {}
    for line in document.lines:
        if line.sac:
            by_rate[line.rate] = money(by_rate.get(line.rate, ZERO) + line.taxable)
    return by_rate


def _filed(documents: Iterable[ExportedDocument]) -> list[ExportedDocument]:
    """The documents a GSTR-1 reports: those with tax (a Bill of Supply is not filed)."""
    return [item for item in documents if item.document.basis.scheme is not Scheme.UNREGISTERED]


@dataclass(frozen=True, slots=True)
class Gstr1:
    """The GSTR-1 summaries of a period, each a header and its rows."""

    b2b: list[list[str | Decimal]] = field(default_factory=list)
    b2cs: list[list[str | Decimal]] = field(default_factory=list)
    cdnr: list[list[str | Decimal]] = field(default_factory=list)
    hsn: list[list[str | Decimal]] = field(default_factory=list)

    def sheets(self) -> dict[str, tuple[tuple[str, ...], list[list[str | Decimal]]]]:
        """Name -> (header, rows), as the offline tool names its templates."""
        return {
            "b2b": (B2B_HEADER, self.b2b),
            "b2cs": (B2CS_HEADER, self.b2cs),
            "cdnr": (CDNR_HEADER, self.cdnr),
            "hsn": (HSN_HEADER, self.hsn),
        }


def gstr1(documents: Iterable[ExportedDocument]) -> Gstr1:
    """The b2b, b2cs, cdnr and hsn summaries of ``documents``."""
    summary = Gstr1()
    b2cs: dict[tuple[str, Decimal], Decimal] = {}
    hsn: dict[tuple[str, Decimal], list[Decimal]] = {}
    for item in _filed(documents):
        document, sign = item.document, item.sign
        buyer, place = document.basis.buyer, offline_tool_place(document.basis.place_of_supply)
        value = document.totals.total
        day = offline_date(document.issued_at.date())
        for rate, taxable in _taxed(document).items():
            if buyer.is_business and sign == 1:
                summary.b2b.append(
                    [
                        buyer.gstin,
                        buyer.name,
                        document.doc_no,
                        day,
                        value,
                        place,
                        "N",
                        "",
                        "Regular B2B",
                        "",
                        _rate_text(rate),
                        taxable,
                        ZERO,
                    ]
                )
            elif buyer.is_business:
                summary.cdnr.append(
                    [
                        buyer.gstin,
                        buyer.name,
                        document.doc_no,
                        day,
                        "C",
                        place,
                        "N",
                        "Regular B2B",
                        value,
                        "",
                        _rate_text(rate),
                        taxable,
                        ZERO,
                    ]
                )
            else:
                key = (place, rate)
                b2cs[key] = money(b2cs.get(key, ZERO) + taxable * sign)
        for line in document.lines:
            if line.sac:
                sums = hsn.setdefault((line.sac, line.rate), [ZERO] * 5)
                for i, amount in enumerate(
                    (line.amount, line.taxable, line.igst, line.cgst, line.sgst)
                ):
                    sums[i] = money(sums[i] + amount * sign)
    summary.b2cs.extend(
        ["OE", place, "", _rate_text(rate), taxable, ZERO, ""]
        for (place, rate), taxable in sorted(b2cs.items())
    )
    summary.hsn.extend(
        [
            sac,
            SAC_DESCRIPTIONS.get(sac, ""),
            "NA",
            "0",
            *sums[:1],
            _rate_text(rate),
            *sums[1:],
            ZERO,
        ]
        for (sac, rate), sums in sorted(hsn.items())
    )
    return summary


def csv_text(
    header: Sequence[str],
    rows: Iterable[Sequence[str | Decimal]],
    text: Callable[[str], str] = str,
) -> str:
    """A header and rows as CSV text (amounts with their two decimals, each text as ``text``
    writes it)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(
        [str(cell) if isinstance(cell, Decimal) else text(cell) for cell in row] for row in rows
    )
    return out.getvalue()


def tally_xml(
    documents: Iterable[ExportedDocument], ledgers: TallyLedgers, company: str = ""
) -> bytes:
    """The vouchers as a Tally Prime import: ENVELOPE / IMPORTDATA / TALLYMESSAGE / VOUCHER,
    a Sales voucher per invoice and a Credit Note voucher per credit note, each with its ledger
    entries (debits negative and deemed positive, as Tally writes them)."""
    envelope = ET.Element("ENVELOPE")
    header = ET.SubElement(envelope, "HEADER")
    ET.SubElement(header, "TALLYREQUEST").text = "Import Data"
    importdata = ET.SubElement(ET.SubElement(envelope, "BODY"), "IMPORTDATA")
    description = ET.SubElement(importdata, "REQUESTDESC")
    ET.SubElement(description, "REPORTNAME").text = "Vouchers"
    if company:
        statics = ET.SubElement(description, "STATICVARIABLES")
        ET.SubElement(statics, "SVCURRENTCOMPANY").text = company
    data = ET.SubElement(importdata, "REQUESTDATA")
    for item in documents:
        message = ET.SubElement(data, "TALLYMESSAGE")
        _voucher(message, item, ledgers)
    ET.indent(envelope)
    text: bytes = ET.tostring(envelope, encoding="utf-8", xml_declaration=True)
    return text


def _voucher(message: ET.Element, item: ExportedDocument, ledgers: TallyLedgers) -> None:
    document = item.document
    kind = "Credit Note" if document.kind is DocumentKind.CREDIT else "Sales"
    voucher = ET.SubElement(message, "VOUCHER", VCHTYPE=kind, ACTION="Create")
    buyer = document.basis.buyer
    for tag, text in (
        ("DATE", document.issued_at.strftime("%Y%m%d")),
        ("VOUCHERTYPENAME", kind),
        ("VOUCHERNUMBER", document.doc_no),
        ("REFERENCE", document.original_no or item.booking_ref),
        ("PARTYLEDGERNAME", ledgers.party),
        ("PARTYNAME", buyer.name),
        ("PARTYGSTIN", buyer.gstin),
        ("PLACEOFSUPPLY", state_name(document.basis.place_of_supply)),
        ("NARRATION", f"Booking {item.booking_ref}"),
    ):
        if text:
            ET.SubElement(voucher, tag).text = text
    # The customer owes the total on a sale (a debit), is owed it on a credit note.
    entries = [(ledgers.party, -document.totals.total * item.sign)]
    for line in document.lines:
        entries.append((ledgers.for_line(line.kind), line.taxable * item.sign))
    totals = document.totals
    for ledger, amount in (
        (ledgers.cgst, totals.cgst),
        (ledgers.sgst, totals.sgst),
        (ledgers.igst, totals.igst),
    ):
        if amount:
            entries.append((ledger, amount * item.sign))
    merged: dict[str, Decimal] = {}
    for ledger, amount in entries:
        merged[ledger] = money(merged.get(ledger, ZERO) + amount)
    for ledger, amount in merged.items():
        entry = ET.SubElement(voucher, "ALLLEDGERENTRIES.LIST")
        ET.SubElement(entry, "LEDGERNAME").text = ledger
        ET.SubElement(entry, "ISDEEMEDPOSITIVE").text = "Yes" if amount < 0 else "No"
        ET.SubElement(entry, "AMOUNT").text = str(amount)


def xlsx_bytes(documents: Sequence[ExportedDocument], summary: Gstr1) -> bytes:
    """The register and the GSTR-1 summaries as an Excel workbook, a sheet each (amounts as
    numbers to two places).

    Written row by row (openpyxl's write-only workbook): a month's register held as cells was
    some 200,000 objects, whose garbage collections held the interpreter from the UI thread
    for up to 70 ms at a time."""
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    _fill(book, "Sales register", REGISTER_HEADER, register_rows(documents))
    for name, (header, rows) in summary.sheets().items():
        _fill(book, name, header, rows)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _fill(
    book: Any, title: str, header: Sequence[str], rows: Sequence[Sequence[str | Decimal]]
) -> None:
    from openpyxl.cell import WriteOnlyCell

    sheet = book.create_sheet(title)
    sheet.append(list(header))

    def cell(value: str | Decimal) -> Any:
        if not isinstance(value, Decimal):
            return xlsx_text(sheet, value)
        written = WriteOnlyCell(sheet, value=value)
        written.number_format = "0.00"
        return written

    for row in rows:
        sheet.append([cell(value) for value in row])


def write_private(path: Path, content: bytes) -> None:
    """Write ``content`` to ``path`` readable by its owner only (0600): invoices name customers."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as out:
        out.write(content)
    path.chmod(0o600)


@dataclass(frozen=True, slots=True)
class ExportFiles:
    """What one export wrote, by name."""

    folder: Path
    names: tuple[str, ...]
    documents: int


# Told (files written, files in all) after each file of an export.
Progress = Callable[[int, int], None]


def no_progress(_written: int, _total: int) -> None:
    """Nobody is told."""


def write_export(
    folder: Path,
    stem: str,
    documents: Sequence[ExportedDocument],
    ledgers: TallyLedgers,
    company: str = "",
    progress: Progress = no_progress,
) -> ExportFiles:
    """Write the register (CSV, .xlsx), GSTR-1 CSVs and Tally XML of ``documents`` into
    ``folder`` (made 0700 when new), each file 0600 and named ``<kind>_<stem>``. Blocking: run
    it in a worker."""
    summary = gstr1(documents)
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    files: Mapping[str, Callable[[], bytes]] = {
        f"sales_register_{stem}.csv": lambda: csv_text(
            REGISTER_HEADER, register_rows(documents), csv_field
        ).encode("utf-8-sig"),
        **{
            f"{name}_{stem}.csv": partial(_csv_bytes, header, rows)
            for name, (header, rows) in summary.sheets().items()
        },
        f"tally_{stem}.xml": lambda: tally_xml(documents, ledgers, company),
        f"sales_register_{stem}.xlsx": lambda: xlsx_bytes(documents, summary),
    }
    progress(0, len(files))
    for written, (name, content) in enumerate(files.items(), 1):
        write_private(folder / name, content())
        progress(written, len(files))
    return ExportFiles(folder, tuple(files), len(documents))


def _csv_bytes(header: Sequence[str], rows: Sequence[Sequence[str | Decimal]]) -> bytes:
    return csv_text(header, rows).encode("utf-8")


def export_period(
    database: Path,
    folder: Path,
    first: dt.date,
    last: dt.date,
    ledgers: TallyLedgers,
    company: str = "",
    progress: Progress = no_progress,
) -> ExportFiles:
    """Write the period's export of the journal ``database`` into ``folder`` (``write_export``),
    read on its own read-only connection. Blocking: run it in a worker."""
    conn = connect_read_only(database)
    try:
        documents = exported_documents(conn, first, last)
    finally:
        conn.close()
    return write_export(folder, period_stem(first, last), documents, ledgers, company, progress)


def period_stem(first: dt.date, last: dt.date) -> str:
    """How an export's files name its period: ``2026-12-01_2026-12-31``."""
    return f"{first.isoformat()}_{last.isoformat()}"
