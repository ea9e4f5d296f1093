"""The customer receipt: rows of text for a receipt printer, rich text for rolls and sheets."""

from __future__ import annotations

from html import escape

from app.domain.environment import TRAINING_MARK
from app.figures import day_text, long_day_text, stamp_text
from app.reports.columns import (
    Paper,
    PrintRow,
    amount_text,
    pair,
    rows_html,
    rule,
    training_rows,
    wrapped,
)
from app.reports.ink import Ink
from app.reports.qr import qr_img_tag
from app.reports.receipt_data import AgencyDetails, ReceiptData


def agency_rows(agency: AgencyDetails, columns: int) -> list[PrintRow]:
    """The agency's name, address, phone and GSTIN, centred at the head of a document."""
    return [
        *wrapped(agency.name, columns, bold=True, centred=True),
        *wrapped(agency.address, columns, centred=True),
        *wrapped(f"Phone {agency.phone}", columns, centred=True),
        *wrapped(f"GSTIN {agency.gstin}", columns, centred=True),
    ]


def receipt_rows(data: ReceiptData, columns: int) -> list[PrintRow]:
    """The receipt as ``columns``-wide rows: agency, sale, bill, payments, QR, terms."""
    rows = [*training_rows(data.training, columns), *agency_rows(data.agency, columns)]
    rows += [
        rule(columns),
        *wrapped(f"Receipt {data.receipt_no}", columns, bold=True),
        *pair(stamp_text(data.issued_at), f"Counter {data.counter}", columns),
        *wrapped(f"Served by {data.clerk}", columns),
        rule(columns),
        *pair("Booking", data.booking_ref, columns, bold=True),
        *wrapped(data.trip, columns),
        *wrapped(f"{day_text(data.travel_date)}, {data.departs}", columns),
        *wrapped(f"Seats: {data.seats}", columns),
    ]
    for number, name in enumerate(data.passengers, start=1):
        rows += wrapped(f"{number:>2}. {name}", columns)
    rows.append(rule(columns))
    for line in data.lines:
        rows += pair(line.label, amount_text(line.amount), columns)
    rows += pair(f"TOTAL {data.currency}", amount_text(data.total), columns, bold=True)
    rows += pair("of which GST", amount_text(data.gst_total), columns)
    rows.append(rule(columns))
    for part in data.payments:
        rows += pair(part.mode, amount_text(part.amount), columns)
        if part.detail:
            rows += wrapped(f"  {part.detail}", columns)
    rows += pair("Change", amount_text(data.change), columns, bold=True)
    rows += [
        rule(columns),
        PrintRow(data.booking_ref, centred=True, qr=True),
        *wrapped(f"Cancellation: {data.cancellation_terms}", columns),
        *wrapped("Thank you. Quote the booking reference for any change.", columns, centred=True),
        *training_rows(data.training, columns),
    ]
    return rows


def agency_html(agency: AgencyDetails) -> str:
    """The agency's name, address, phone and GSTIN, centred, at the head of a sheet (what
    Settings leave empty is left out, not printed as a bare label)."""
    contact = " · ".join(
        f"{label} {escape(value)}"
        for label, value in (("Phone", agency.phone), ("GSTIN", agency.gstin))
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
    return f'<p style="color:{ink.warning}; font-weight:bold">{escape(TRAINING_MARK)}</p>'


def money_rows_html(data: ReceiptData) -> str:
    """The bill's lines, total, GST, each payment and the change as rows of a table."""
    cells = [(line.label, amount_text(line.amount), False) for line in data.lines]
    cells.append((f"Total {data.currency}", amount_text(data.total), True))
    cells.append(("of which GST", amount_text(data.gst_total), False))
    for part in data.payments:
        detail = f" ({part.detail})" if part.detail else ""
        cells.append((f"Paid by {part.mode}{detail}", amount_text(part.amount), False))
    cells.append(("Change", amount_text(data.change), True))
    return "".join(
        f'<tr style="font-weight:{"bold" if bold else "normal"}"><td>{escape(label)}</td>'
        f'<td align="right">{escape(value)}</td></tr>'
        for label, value, bold in cells
    )


def _sheet_html(data: ReceiptData, ink: Ink, paper: Paper) -> str:
    passengers = (
        "".join(f"<li>{escape(name)}</li>" for name in data.passengers)
        or f"<li>{data.seats} seat(s)</li>"
    )
    return (
        training_html(data.training, ink)
        + agency_html(data.agency)
        + '<table width="100%" cellspacing="0" cellpadding="2"><tr>'
        f'<td><span style="font-size:16pt; font-weight:bold">Receipt {escape(data.receipt_no)}'
        f"</span><br>{stamp_text(data.issued_at)} · counter {escape(data.counter)} · "
        f"served by {escape(data.clerk)}<br><br>"
        f"Booking <b>{escape(data.booking_ref)}</b><br><b>{escape(data.trip)}</b><br>"
        f"{long_day_text(data.travel_date)}, {escape(data.departs)}<br>Seats: {data.seats}"
        f"<ol>{passengers}</ol></td>"
        f'<td align="right" valign="top">{qr_img_tag(data.booking_ref, paper.qr_scale)}</td>'
        "</tr></table>"
        f'<table width="100%" cellspacing="0" cellpadding="3">{money_rows_html(data)}</table>'
        f"<p>Cancellation: {escape(data.cancellation_terms)}</p>"
        f'<p style="color:{ink.muted}">Thank you. Quote the booking reference for any change.</p>'
        + training_html(data.training, ink)
    )


def receipt_html(data: ReceiptData, ink: Ink, paper: Paper) -> str:
    """The receipt as rich text for ``paper``: a roll prints its rows in a fixed-width font
    (what a receipt printer prints), a sheet gets a page layout."""
    if paper.is_roll:
        return rows_html(receipt_rows(data, paper.columns), ink, paper)
    return _sheet_html(data, ink, paper)
