"""The customer receipt: rows of text for a receipt printer, rich text for rolls and sheets."""

from __future__ import annotations

import datetime as dt
from html import escape

from app.domain.gst_names import agency_gst_included
from app.domain.money import CURRENCY
from app.domain.product_name import shown_product
from app.domain.till import terms_text
from app.figures import clock_text, day_text, long_day_text, stamp_text
from app.i18n import Catalogue
from app.reports import tax_invoice
from app.reports.columns import (
    Paper,
    PrintRow,
    amount_text,
    pair,
    rows_html,
    rule,
    training_mark,
    training_rows,
    wrapped,
)
from app.reports.duplicate import duplicate_html, duplicate_rows
from app.reports.ink import Ink
from app.reports.qr import qr_img_tag
from app.reports.receipt_data import AgencyDetails, ReceiptData, customer_total_words

RECEIPT_PRINT = Catalogue("RECEIPT_PRINT")


def agency_rows(agency: AgencyDetails, columns: int) -> list[PrintRow]:
    """The agency's name, address, phone and GSTIN, centred at the head of a document."""
    return [
        *wrapped(agency.name, columns, bold=True, centred=True),
        *wrapped(agency.address, columns, centred=True),
        *wrapped(
            RECEIPT_PRINT.tr("Phone {phone}").format(phone=agency.phone), columns, centred=True
        ),
        # None without a GSTIN: an agency not registered, or a receipt of before it was.
        *(
            wrapped(
                RECEIPT_PRINT.tr("GSTIN {gstin}").format(gstin=agency.gstin), columns, centred=True
            )
            if agency.gstin
            else ()
        ),
    ]


def issued_text(data: ReceiptData) -> str:
    """When the receipt was issued: the time alone when the tax invoice above it dates it that
    day (the date is not printed twice), else the date and time."""
    tax = data.tax
    if tax is not None and tax.document.issued_at.date() == data.issued_at.date():
        return clock_text(data.issued_at)
    return stamp_text(data.issued_at)


def receipt_title(data: ReceiptData) -> str:
    """The word "Receipt" and its number; the word alone under a tax invoice of the same
    number (the sale's one number is printed once)."""
    if data.tax is not None and data.tax.document.doc_no == data.receipt_no:
        return RECEIPT_PRINT.tr("Receipt")
    return RECEIPT_PRINT.tr("Receipt {number}").format(number=data.receipt_no)


def receipt_rows(data: ReceiptData, columns: int) -> list[PrintRow]:
    """The receipt as ``columns``-wide rows: agency, sale, bill, payments, QR, terms."""
    rows = [
        *training_rows(data.training, columns),
        *duplicate_rows(data.duplicate, columns),
        *agency_rows(data.agency, columns),
    ]
    if data.tax is not None:
        rows += [rule(columns), *tax_invoice.head_rows(data.tax, columns)]
    receipt = receipt_title(data)
    counter = RECEIPT_PRINT.tr("Counter {counter}").format(counter=data.counter)
    served = RECEIPT_PRINT.tr("Served by {clerk}").format(clerk=data.clerk)
    seats = RECEIPT_PRINT.tr("Seats: {seats}").format(seats=data.seats)
    rows += [
        rule(columns),
        *wrapped(receipt, columns, bold=True),
        *pair(issued_text(data), counter, columns),
        *wrapped(served, columns),
        rule(columns),
        *pair(RECEIPT_PRINT.tr("Booking"), data.booking_ref, columns, bold=True),
        *wrapped(shown_product(data.trip), columns),
        *wrapped(f"{day_text(data.travel_date)}, {data.departs}", columns),
        *wrapped(seats, columns),
    ]
    for number, name in enumerate(data.passengers, start=1):
        rows += wrapped(f"{number:>2}. {name}", columns)
    rows.append(rule(columns))
    if data.tax is not None:
        rows += tax_invoice.line_rows(data.tax, columns)
    else:
        for line in data.lines:
            rows += pair(line.text, amount_text(line.amount), columns)
    total = RECEIPT_PRINT.tr("{total} {currency}").format(
        total=customer_total_words(), currency=data.currency
    )
    rows += pair(total, amount_text(data.total), columns, bold=True)
    if data.gst_total is not None:
        rows += pair(agency_gst_included(), amount_text(data.gst_total), columns)
    for line in data.exchange:
        rows += pair(line.text, amount_text(line.amount), columns)
    if data.tax is not None:
        rows += tax_invoice.foot_rows(data.tax, columns)
    rows.append(rule(columns))
    for part in data.payments:
        rows += pair(part.mode_text, amount_text(part.amount), columns)
        if part.detail:
            rows += wrapped(f"  {part.detail_text}", columns)
    rows += pair(RECEIPT_PRINT.tr("Change"), amount_text(data.change), columns, bold=True)
    terms = RECEIPT_PRINT.tr("Cancellation: {terms}").format(
        terms=terms_text(data.cancellation_terms)
    )
    rows += [
        rule(columns),
        PrintRow(data.booking_ref, centred=True, qr=True),
        *wrapped(terms, columns),
        *wrapped(_thanks(), columns, centred=True),
        *training_rows(data.training, columns),
    ]
    return rows


def _thanks() -> str:
    return RECEIPT_PRINT.tr("Thank you. Quote the booking reference for any change.")


def agency_html(agency: AgencyDetails) -> str:
    """The agency's name, address, phone and GSTIN, centred, at the head of a sheet (what
    Settings leave empty is left out, not printed as a bare label)."""
    contact = " · ".join(
        escape(label.format(phone=agency.phone, gstin=agency.gstin))
        for label, value in (
            (RECEIPT_PRINT.tr("Phone {phone}"), agency.phone),
            (RECEIPT_PRINT.tr("GSTIN {gstin}"), agency.gstin),
        )
        if value
    )
    lines = [
        f'<span style="font-size:14pt; font-weight:bold">{escape(agency.name)}</span>'
        if agency.name
        else "",
        escape(agency.address),
        contact,
    ]
    shown = [line for line in lines if line]
    return f'<p align="center">{"<br>".join(shown)}</p>' if shown else ""


def training_html(training: bool, ink: Ink) -> str:
    """The training mark as a bold paragraph in ``ink.warning``; nothing for a live document."""
    if not training:
        return ""
    return f'<p style="color:{ink.warning}; font-weight:bold">{escape(training_mark())}</p>'


def money_rows_html(data: ReceiptData) -> str:
    """The bill's lines (a tax invoice has its own table), total, GST, each payment and the
    change as rows of a table."""
    cells = (
        []
        if data.tax is not None
        else [(line.text, amount_text(line.amount), False) for line in data.lines]
    )
    total = RECEIPT_PRINT.tr("{total} {currency}").format(
        total=customer_total_words(), currency=data.currency
    )
    cells.append((total, amount_text(data.total), True))
    if data.gst_total is not None:
        cells.append((agency_gst_included(), amount_text(data.gst_total), False))
    cells += [(line.text, amount_text(line.amount), False) for line in data.exchange]
    for part in data.payments:
        paid = (
            RECEIPT_PRINT.tr("Paid by {mode} ({detail})")
            if part.detail
            else RECEIPT_PRINT.tr("Paid by {mode}")
        )
        label = paid.format(mode=part.mode_text, detail=part.detail_text)
        cells.append((label, amount_text(part.amount), False))
    cells.append((RECEIPT_PRINT.tr("Change"), amount_text(data.change), True))
    return "".join(
        f'<tr style="font-weight:{"bold" if bold else "normal"}"><td>{escape(label)}</td>'
        f'<td align="right">{escape(value)}</td></tr>'
        for label, value, bold in cells
    )


def _sheet_html(data: ReceiptData, ink: Ink, paper: Paper) -> str:
    seats = data.seats
    no_names = RECEIPT_PRINT.tr("%n seat(s)", "", seats)
    passengers = (
        "".join(f"<li>{escape(name)}</li>" for name in data.passengers)
        or f"<li>{escape(no_names)}</li>"
    )
    receipt = escape(receipt_title(data))
    who = RECEIPT_PRINT.tr("{moment} · counter {counter} · served by {clerk}").format(
        moment=issued_text(data),
        counter=escape(data.counter),
        clerk=escape(data.clerk),
    )
    booking = RECEIPT_PRINT.tr("Booking <b>{reference}</b>").format(
        reference=escape(data.booking_ref)
    )
    seats_line = RECEIPT_PRINT.tr("Seats: {seats}").format(seats=seats)
    terms = RECEIPT_PRINT.tr("Cancellation: {terms}").format(
        terms=terms_text(data.cancellation_terms)
    )
    tax = data.tax
    return (
        training_html(data.training, ink)
        + duplicate_html(data.duplicate, ink)
        + agency_html(data.agency)
        + ("" if tax is None else tax_invoice.head_html(tax))
        + '<table width="100%" cellspacing="0" cellpadding="2"><tr>'
        f'<td><span style="font-size:16pt; font-weight:bold">{receipt}'
        f"</span><br>{who}<br><br>"
        f"{booking}<br><b>{escape(shown_product(data.trip))}</b><br>"
        f"{long_day_text(data.travel_date)}, {escape(data.departs)}<br>{seats_line}"
        f"<ol>{passengers}</ol></td>"
        f'<td align="right" valign="top">{qr_img_tag(data.booking_ref, paper.qr_scale)}</td>'
        "</tr></table>"
        + ("" if tax is None else tax_invoice.lines_html(tax))
        + f'<table width="100%" cellspacing="0" cellpadding="3">{money_rows_html(data)}</table>'
        + ("" if tax is None else tax_invoice.foot_html(tax))
        + f"<p>{escape(terms)}</p>"
        f'<p style="color:{ink.muted}">{escape(_thanks())}</p>' + training_html(data.training, ink)
    )


def receipt_html(data: ReceiptData, ink: Ink, paper: Paper) -> str:
    """The receipt as rich text for ``paper``: a roll prints its rows in a fixed-width font
    (what a receipt printer prints), a sheet gets a page layout."""
    if paper.is_roll:
        return rows_html(receipt_rows(data, paper.columns), ink, paper)
    return _sheet_html(data, ink, paper)


def credit_note_rows(
    agency: AgencyDetails,
    note: tax_invoice.TaxSection,
    booking_ref: str,
    columns: int,
    duplicate: dt.datetime | None = None,
    training: bool = False,
) -> list[PrintRow]:
    """A credit note as ``columns``-wide rows: agency, title and parties, the reversed lines,
    the total in words and the signatory (marked when ``duplicate`` is when a copy was made,
    and with the training mark at both ends when made in the sandbox)."""
    total = RECEIPT_PRINT.tr("TOTAL {currency}").format(currency=CURRENCY)
    return [
        *training_rows(training, columns),
        *duplicate_rows(duplicate, columns),
        *agency_rows(agency, columns),
        rule(columns),
        *tax_invoice.head_rows(note, columns),
        *pair(RECEIPT_PRINT.tr("Booking"), booking_ref, columns, bold=True),
        rule(columns),
        *tax_invoice.line_rows(note, columns),
        *pair(total, amount_text(note.document.totals.total), columns, bold=True),
        *tax_invoice.foot_rows(note, columns),
        *training_rows(training, columns),
    ]


def credit_note_html(
    agency: AgencyDetails,
    note: tax_invoice.TaxSection,
    booking_ref: str,
    ink: Ink,
    paper: Paper,
    duplicate: dt.datetime | None = None,
    training: bool = False,
) -> str:
    """A credit note as rich text for ``paper`` (a roll prints its rows), with the training
    mark when made in the sandbox."""
    if paper.is_roll:
        rows = credit_note_rows(agency, note, booking_ref, paper.columns, duplicate, training)
        return rows_html(rows, ink, paper)
    booking = RECEIPT_PRINT.tr("Booking <b>{reference}</b>").format(reference=escape(booking_ref))
    return (
        training_html(training, ink)
        + duplicate_html(duplicate, ink)
        + agency_html(agency)
        + tax_invoice.head_html(note)
        + f"<p>{booking}</p>"
        + tax_invoice.lines_html(note)
        + tax_invoice.foot_html(note)
        + training_html(training, ink)
    )
