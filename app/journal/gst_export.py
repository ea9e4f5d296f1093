"""The accountant's export of the counter's invoices and credit notes for a period: the sales
register (CSV and Excel), the GSTR-1 in the GST offline tool's current CSV templates
(``gstr1_csv``) and as the portal's JSON, one per return period (``gstr1_json``), and a Tally
Prime XML import of the vouchers: the documents', and the books' receipts, payments, contra and
journal vouchers (``app.journal.book_vouchers``).

Credit notes count against their invoices: negative in the register and in the B2C and HSN
summaries (which the return takes net), listed as notes in cdnr and cdnur. A Bill of Supply
issued by an earlier version (an unregistered agency's) is in the register but in no GSTR-1.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
import sqlite3
import xml.etree.ElementTree as ET
import zipfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import Any

from app.domain.gst import (
    DocumentKind,
    Heads,
    Scheme,
    TallyLedgers,
    TaxDocument,
    offline_tool_place,
    state_name,
)
from app.domain.money import ZERO, from_paise, money
from app.domain.postings import INPUT_GST, day_sql
from app.domain.spreadsheet_text import csv_field, xlsx_text
from app.journal.book_vouchers import BookVoucher
from app.journal.gstr1 import Gstr1Tables, gstr1_tables, return_period
from app.journal.gstr1_csv import csv_name, gstr1_sheets
from app.journal.gstr1_json import gstr1_json_bytes
from app.journal.gstr3b import Booked, Gstr3b, gstr3b_csv_bytes, gstr3b_figures
from app.journal.tax import TaxTables, document_context
from app.private_access import private_folder, write_private


@dataclass(frozen=True, slots=True)
class ExportedDocument:
    """An invoice, credit note or refund slip with what the register adds: the booking and how
    it was paid."""

    document: TaxDocument
    booking_ref: str
    tender: str

    @property
    def sign(self) -> int:
        """1 for an invoice, -1 for a credit note or a refund slip (they take back)."""
        return 1 if self.document.kind is DocumentKind.INVOICE else -1

    @property
    def filed(self) -> bool:
        """Whether a GST return or Tally's GST vouchers take it: not a Bill of Supply, nor a
        refund slip (a pure agent's reimbursement given back, no GST document)."""
        document = self.document
        return (
            document.basis.scheme is not Scheme.UNREGISTERED
            and document.kind is not DocumentKind.REFUND_SLIP
        )


def exported_documents(
    conn: sqlite3.Connection, first: dt.date, last: dt.date
) -> list[ExportedDocument]:
    """The invoices, credit notes and refund slips issued from ``first`` to ``last`` in the
    journal open on ``conn``, with their bookings and tenders (the register lists each; the
    returns and Tally take those ``filed``)."""
    return [
        ExportedDocument(document, *document_context(conn, document))
        for document in TaxTables(conn).documents(first, last, slips=True)
    ]


@dataclass(frozen=True, slots=True)
class BooksGst:
    """The books' GST of a period: the output GST of each entry by head, and ``gst:input``."""

    booked: tuple[Booked, ...]
    input_credit: Decimal


# Each output head's account, by the column of GSTR-3B it goes to (UTGST is State/UT tax).
GSTR3B_HEADS = {
    "gst:igst": "integrated",
    "gst:cgst": "central",
    "gst:sgst": "state",
    "gst:utgst": "state",
}


def books_gst_of(rows: Iterable[tuple[str, str, str, Decimal]]) -> BooksGst:
    """``BooksGst`` of the books' (counter, event, account, credit less debit) of a period's
    GST accounts (output and input)."""
    heads: dict[tuple[str, str], dict[str, Decimal]] = {}
    input_credit = ZERO
    for counter, event_id, account, net in rows:
        if account == INPUT_GST:
            input_credit -= net  # a debit balance: the credit claimed
            continue
        sums = heads.setdefault((counter, event_id), {})
        column = GSTR3B_HEADS[account]
        sums[column] = sums.get(column, ZERO) + net
    booked = tuple(
        Booked(
            counter,
            event_id,
            *(money(sums.get(c, ZERO)) for c in ("integrated", "central", "state")),
        )
        for (counter, event_id), sums in heads.items()
    )
    return BooksGst(booked, money(input_credit))


def books_gst(conn: sqlite3.Connection, first: dt.date, last: dt.date) -> BooksGst:
    """The journal's books' GST of the days ``first`` to ``last`` (each entry on its day in the
    books, ``day_sql``)."""
    accounts = (*GSTR3B_HEADS, INPUT_GST)
    rows = conn.execute(
        f"SELECT e.event_id, l.account, sum(l.credit_paise) - sum(l.debit_paise)"
        f" FROM money_events AS e JOIN book_lines AS l USING (seq)"
        f" WHERE {day_sql()} BETWEEN ? AND ? AND l.account IN ({', '.join('?' * len(accounts))})"
        " GROUP BY e.seq, l.account ORDER BY e.seq, l.account",
        (first.isoformat(), last.isoformat(), *accounts),
    )
    return books_gst_of(
        ("", str(event), str(account), from_paise(net)) for event, account, net in rows
    )


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
    "Tax heads",
    "Tender",
    "Booking",
)
# How the register's "Tax heads" column names each rule (docs/decisions/round-off-on-documents.md).
HEADS_NAMES = {Heads.EACH: "Each head rounded", Heads.SPLIT: "CGST half rounded down"}


# How the register's "Type" column names each kind of document.
REGISTER_KINDS = {
    DocumentKind.INVOICE: "Invoice",
    DocumentKind.CREDIT: "Credit note",
    DocumentKind.REFUND_SLIP: "Refund slip",
}


def register_header(documents: Iterable[ExportedDocument]) -> tuple[str, ...]:
    """The register's header for ``documents``: its state head named as the agency levies it
    (``UTGST`` in a Union territory without a legislature; ``SGST/UTGST`` when both are in)."""
    levies = {item.document.basis.state_levy for item in documents}
    name = "/".join(sorted(levies)) if levies else "SGST"
    return tuple(name if head == "SGST" else head for head in REGISTER_HEADER)


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
        kind = REGISTER_KINDS[document.kind]
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
                HEADS_NAMES[document.basis.heads],
                item.tender,
                item.booking_ref,
            ]
        )
    return rows


def filed_documents(documents: Iterable[ExportedDocument]) -> list[TaxDocument]:
    """The documents a GSTR-1 reports: those with tax (a Bill of Supply, a refund slip are not
    filed)."""
    return [item.document for item in documents if item.filed]


def gstr1_of(documents: Iterable[ExportedDocument]) -> Gstr1Tables:
    """The GSTR-1 tables of ``documents``."""
    return gstr1_tables(filed_documents(documents))


def returns_by_period(documents: Sequence[ExportedDocument]) -> dict[str, Gstr1Tables]:
    """The GSTR-1 of each return period (``fp``) the documents fall in."""
    periods: dict[str, list[TaxDocument]] = {}
    for document in filed_documents(documents):
        periods.setdefault(return_period(document.issued_at.date()), []).append(document)
    return {fp: gstr1_tables(found) for fp, found in periods.items()}


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
    documents: Iterable[ExportedDocument],
    ledgers: TallyLedgers,
    company: str = "",
    books: Iterable[BookVoucher] = (),
    notes: Sequence[str] = (),
) -> bytes:
    """The vouchers as a Tally Prime import: ENVELOPE / IMPORTDATA / TALLYMESSAGE / VOUCHER,
    a Sales voucher per invoice, a Credit Note voucher per credit note and a Journal voucher per
    refund slip, then the ``books``' receipts, payments, contra and journal vouchers
    (``app.journal.book_vouchers``), each with its ledger entries (debits negative and deemed
    positive, as Tally writes them). Each of ``notes`` (a closed month's re-opening) is a
    comment at the envelope's head, which Tally's import passes over."""
    envelope = ET.Element("ENVELOPE")
    for note in notes:
        envelope.append(ET.Comment(f" {note} "))
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
    for voucher in books:
        _book_voucher(ET.SubElement(data, "TALLYMESSAGE"), voucher)
    ET.indent(envelope)
    text: bytes = ET.tostring(envelope, encoding="utf-8", xml_declaration=True)
    return text


# Tally's voucher type of each document: a refund slip is no GST credit note, a journal voucher
# giving the reimbursement back to the customer.
TALLY_KINDS = {
    DocumentKind.INVOICE: "Sales",
    DocumentKind.CREDIT: "Credit Note",
    DocumentKind.REFUND_SLIP: "Journal",
}


def _voucher(message: ET.Element, item: ExportedDocument, ledgers: TallyLedgers) -> None:
    document = item.document
    kind = TALLY_KINDS[document.kind]
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
        (ledgers.for_levy(document.basis.state_levy), totals.sgst),
        (ledgers.igst, totals.igst),
    ):
        if amount:
            entries.append((ledger, amount * item.sign))
    merged: dict[str, Decimal] = {}
    for ledger, amount in entries:
        merged[ledger] = money(merged.get(ledger, ZERO) + amount)
    _ledger_entries(voucher, merged.items())


def _ledger_entries(voucher: ET.Element, entries: Iterable[tuple[str, Decimal]]) -> None:
    """A voucher's ledger entries as Tally writes them: a debit negative and deemed positive."""
    for ledger, amount in entries:
        entry = ET.SubElement(voucher, "ALLLEDGERENTRIES.LIST")
        ET.SubElement(entry, "LEDGERNAME").text = ledger
        ET.SubElement(entry, "ISDEEMEDPOSITIVE").text = "Yes" if amount < 0 else "No"
        ET.SubElement(entry, "AMOUNT").text = str(amount)


def _book_voucher(message: ET.Element, item: BookVoucher) -> None:
    voucher = ET.SubElement(message, "VOUCHER", VCHTYPE=item.kind, ACTION="Create")
    for tag, text in (
        ("DATE", item.day.strftime("%Y%m%d")),
        ("VOUCHERTYPENAME", item.kind),
        ("VOUCHERNUMBER", item.number),
        ("NARRATION", item.narration),
    ):
        ET.SubElement(voucher, tag).text = text
    _ledger_entries(voucher, item.entries)


def xlsx_bytes(
    documents: Sequence[ExportedDocument],
    summary: Gstr1Tables,
    at: dt.datetime | None = None,
    notes: Sequence[str] = (),
) -> bytes:
    """The register and the GSTR-1 summaries as an Excel workbook, a sheet each (amounts as
    numbers to two places), each of ``notes`` a row under the register. Made ``at`` (a closed
    month's close), the workbook's creation and modification times and its zip entries' times
    are that moment, so the same month gives the same bytes; else the clock's.

    Written row by row (openpyxl's write-only workbook): a month's register held as cells was
    some 200,000 objects, whose garbage collections held the interpreter from the UI thread
    for up to 70 ms at a time."""
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    rows = register_rows(documents) + [[note] for note in notes]
    _fill(book, "Sales register", register_header(documents), rows)
    for name, (header, sheet_rows) in gstr1_sheets(summary).items():
        _fill(book, name, header, sheet_rows)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue() if at is None else _made_at(out.getvalue(), at)


# The core properties' times, which openpyxl's save sets to the clock (UTC, to the second).
_CORE_TIMES = re.compile(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)")


def _made_at(workbook: bytes, at: dt.datetime) -> bytes:
    """``workbook`` (an .xlsx) with its creation and modification times and every zip entry's
    time ``at``: the clock's moment of saving taken out."""
    stamp = at.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ").encode()
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(workbook)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as made,
    ):
        for entry in source.infolist():
            data = source.read(entry)
            if entry.filename == "docProps/core.xml":
                data = _CORE_TIMES.sub(rb"\g<1>" + stamp + rb"\g<2>", data)
            fixed = zipfile.ZipInfo(entry.filename, date_time=at.timetuple()[:6])
            fixed.compress_type = zipfile.ZIP_DEFLATED
            made.writestr(fixed, data)
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


@dataclass(frozen=True, slots=True)
class ExportFiles:
    """What one export wrote, by name."""

    folder: Path
    names: tuple[str, ...]
    documents: int
    # The month's GSTR-3B figures, when they were the papers asked for (their PDF is drawn by
    # the app, ``app.reports.gstr3b``).
    gstr3b: Gstr3b | None = None
    # What every paper of a re-opened month says (``app.journal.month_closing.reopened_lines``):
    # the files say it, and the PDF drawn beside them.
    notes: tuple[str, ...] = ()
    # The day a closed month's close was made, whose files these are (None: not a closed
    # month's).
    closed_on: dt.date | None = None


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
    gstin: str = "",
    books: Sequence[BookVoucher] = (),
) -> ExportFiles:
    """Write the register (CSV, .xlsx), GSTR-1 CSVs, the GSTR-1 JSON of each return period (of
    the agency's ``gstin``) and Tally XML of ``documents`` and of the ``books``' vouchers into
    ``folder`` (made 0700 when new), each file 0600 and named ``<kind>_<stem>``. Blocking: run
    it in a worker."""
    summary = gstr1_of(documents)
    files: Mapping[str, Callable[[], bytes]] = {
        export_name("sales_register.csv", stem, ""): lambda: csv_text(
            register_header(documents), register_rows(documents), csv_field
        ).encode("utf-8-sig"),
        **{
            export_name(f"{csv_name(name)}.csv", stem, ""): partial(_csv_bytes, header, rows)
            for name, (header, rows) in gstr1_sheets(summary).items()
        },
        **{
            export_name("gstr1.json", stem, fp): partial(gstr1_json_bytes, tables, gstin, fp)
            for fp, tables in returns_by_period(documents).items()
        },
        export_name("tally.xml", stem, ""): lambda: tally_xml(documents, ledgers, company, books),
        export_name("sales_register.xlsx", stem, ""): lambda: xlsx_bytes(documents, summary),
    }
    return ExportFiles(folder, write_files(folder, files, progress), len(documents))


def write_files(
    folder: Path, files: Mapping[str, Callable[[], bytes]], progress: Progress = no_progress
) -> tuple[str, ...]:
    """Write each of ``files`` (its bytes made as it comes) into ``folder`` (made 0700 when
    new), 0600, ``progress`` told after each; their names."""
    if not folder.is_dir():  # a folder the clerk chose and had already is left as it is
        private_folder(folder)
    progress(0, len(files))
    for written, (name, content) in enumerate(files.items(), 1):
        write_private(folder / name, content())
        progress(written, len(files))
    return tuple(files)


def write_gstr3b(
    folder: Path,
    stem: str,
    documents: Sequence[ExportedDocument],
    books: BooksGst,
    first: dt.date,
    last: dt.date,
    gstin: str = "",
    progress: Progress = no_progress,
    *,
    by_counter: bool = False,
) -> ExportFiles:
    """Write the GSTR-3B figures of the month ``first`` to ``last`` (its ``documents`` and its
    ``books``' GST) as CSV into ``folder`` (made 0700 when new), 0600; the figures come back
    with the file for the PDF. ``by_counter``: every counter's (the agency's). Blocking."""
    figures = month_gstr3b(documents, books, gstin, first, last, by_counter=by_counter)
    name = export_name("gstr3b.csv", stem, figures.period)
    names = write_files(folder, {name: partial(gstr3b_csv_bytes, figures)}, progress)
    return ExportFiles(folder, names, len(documents), figures)


def month_gstr3b(
    documents: Sequence[ExportedDocument],
    books: BooksGst,
    gstin: str,
    first: dt.date,
    last: dt.date,
    *,
    by_counter: bool = False,
) -> Gstr3b:
    """GSTR-3B's figures of the month ``first`` to ``last``: the GSTR-1 of the ``documents`` a
    return files, held to the ``books``' GST of the month (``by_counter``: the agency's)."""
    filed = filed_documents(documents)
    return gstr3b_figures(
        gstr1_tables(filed),
        filed,
        books.booked,
        books.input_credit,
        gstin,
        first,
        last,
        by_counter=by_counter,
    )


def _csv_bytes(header: Sequence[str], rows: Sequence[Sequence[str | Decimal]]) -> bytes:
    return csv_text(header, rows).encode("utf-8")


def export_name(name: str, stem: str, period: str) -> str:
    """How an export's file of kind ``name`` (``tally.xml``, ``gstr1.json``: a month's export's
    name, ``MONTH_EXPORTS``'s) is named in the folder: a return's (GSTR-1's, GSTR-3B's) with
    its return ``period``, each with the export's ``stem`` before its suffix
    (``gstr1_122026_<stem>.json``, ``tally_<stem>.xml``)."""
    kind, suffix = name.rsplit(".", 1)
    if kind in _RETURNS:
        kind = f"{kind}_{period}"
    return f"{kind}_{stem}.{suffix}"


# The returns whose files name their return period.
_RETURNS = frozenset({"gstr1", "gstr3b"})


def period_stem(first: dt.date, last: dt.date) -> str:
    """How an export's files name its period: ``2026-12-01_2026-12-31``."""
    return f"{first.isoformat()}_{last.isoformat()}"
