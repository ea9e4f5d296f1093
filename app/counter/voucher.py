"""The booking voucher: what it shows, and its rich text (paper is ``app.ui.documents``'s)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from html import escape
from typing import Any

from app.api import BookingResult
from app.api.models import BookingStatusData
from app.booking import ActivityChoice, Choice
from app.booking.cancel import active_seats, is_active
from app.counter.bill import BillLine, result_lines, settlement_lines
from app.counter.formatting import money_text, plain_words, time_text, window_text
from app.domain.environment import TRAINING_MARK
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.tickets import ticket_type_for_age
from app.journal import BookingRow, Journal
from app.reports.ink import Ink
from app.reports.qr import qr_img_tag
from app.reports.receipt_data import ReceiptData
from app.reports.receipt_print import agency_html, training_html

TRAINING_NOTE = f"{TRAINING_MARK}. A training booking: it is not real and nothing was paid."
# The service's bands (docs/partner-interface.md §16), for a product whose content gives no summary.
CANCELLATION_BANDS = (
    "Full refund 48 hours or more before the start (for a boat, its departure); 50% refund from "
    "24 to 48 hours before; no cancellation within 24 hours. A platform charge per seat is "
    "deducted from a refund."
)
QR_SCALE = 4


@dataclass(frozen=True, slots=True)
class VoucherPassenger:
    """One traveller as the voucher lists them."""

    name: str
    age: int
    gender: str
    nationality: str
    ticket: str


@dataclass(frozen=True, slots=True)
class Voucher:
    """Everything the voucher shows; ``lines`` are the service's amounts and the payment."""

    booking_ref: str
    product: str
    place: str
    travel_date: dt.date
    when: str
    customer_name: str
    customer_phone: str
    customer_email: str
    qty: int
    passengers: tuple[VoucherPassenger, ...]
    lines: tuple[BillLine, ...]
    currency: str
    cancellation: str
    issued_at: dt.datetime
    training: bool
    note: str = ""  # a reprint's: part-cancelled, only the seats left are listed

    @property
    def file_name(self) -> str:
        """The suggested name of the PDF."""
        return f"voucher-{self.booking_ref}.pdf"

    @property
    def title(self) -> str:
        """The PDF's and the print job's title."""
        return f"Voucher {self.booking_ref}"


def _passengers(booked: Sequence[Mapping[str, Any]]) -> tuple[VoucherPassenger, ...]:
    return tuple(
        VoucherPassenger(
            name=str(passenger["traveler_name"]),
            age=int(passenger["age"]),
            gender=str(passenger["pax_gender"]).title(),
            nationality=plain_words(str(passenger["nationality"])),
            ticket=ticket_type_for_age(int(passenger["age"])).value.title(),
        )
        for passenger in booked
    )


def _remaining(
    booked: Sequence[Mapping[str, Any]], status: BookingStatusData
) -> list[Mapping[str, Any]]:
    """The booked passengers still confirmed in the service's manifest (matched by name, age)."""
    active = [(t.traveler_name, t.age) for t in status.traveler_manifest or () if is_active(t)]
    left = []
    for passenger in booked:
        key = (str(passenger["traveler_name"]), int(passenger["age"]))
        if key in active:
            active.remove(key)
            left.append(passenger)
    return left


def reprint_for(
    row: BookingRow,
    booked: Mapping[str, Any],
    status: BookingStatusData,
    issued_at: dt.datetime,
    training: bool,
) -> Voucher:
    """The voucher of a booking sold here as it stands now: after a partial cancellation only
    the seats and passengers left are listed, and it says the booking is part-cancelled."""
    meta = status.metadata
    seats = active_seats(status)
    qty = row.qty if seats is None else seats
    passengers = booked.get("passengers", [])
    left = _remaining(passengers, status) if status.traveler_manifest is not None else passengers
    if status.module is Module.BOAT:
        product, place = meta.trip_name or row.product, meta.boat_name or ""
        when = f"departs {(meta.departure_time or '')[:5]}"
    else:
        product, place, when = meta.activity_name or row.product, "", meta.slot_label or ""
    note = ""
    if qty < row.qty:
        note = (
            f"Part-cancelled: {row.qty - qty} of {row.qty} seats cancelled, "
            f"{money_text(row.refunded, CURRENCY)} refunded. Valid for the {qty} listed here."
        )
    lines = [
        BillLine("Paid", row.total, total=True),
        BillLine("from cash", row.cash),
        BillLine("from credit", row.credit),
    ]
    if row.refunded:
        lines.append(BillLine("Refunded to the wallet", -row.refunded))
    return Voucher(
        booking_ref=row.booking_ref,
        product=product,
        place=place,
        travel_date=row.travel_date,
        when=when,
        customer_name=row.customer_name,
        customer_phone=row.customer_phone,
        customer_email=row.customer_email,
        qty=qty,
        passengers=_passengers(left),
        lines=tuple(lines),
        currency=CURRENCY,
        cancellation=CANCELLATION_BANDS,
        issued_at=issued_at,
        training=training,
        note=note,
    )


def reprint_from_journal(
    journal: Journal, row: BookingRow, status: BookingStatusData, training: bool
) -> Voucher | None:
    """The current voucher of a booking sold here, from the body the journal kept; None when
    the journal no longer holds the request."""
    request = journal.find(row.request_id)
    if request is None:
        return None
    return reprint_for(row, request.body, status, journal.now(), training)


def voucher_for(
    choice: Choice,
    booked: Mapping[str, Any],
    result: BookingResult,
    issued_at: dt.datetime,
    training: bool,
) -> Voucher:
    """The voucher of ``choice`` as booked: ``booked`` is the request body the service took
    (as the journal kept it), so the voucher shows what was sent, not what a form says now."""
    if isinstance(choice, ActivityChoice):
        product, place = choice.activity.title, choice.activity.location
        when = f"{choice.slot.slot.label}, {window_text(choice.slot.slot.time_window)}"
        cancellation = choice.activity.policies.cancellation_summary or CANCELLATION_BANDS
        currency = choice.slot.pricing.currency
    else:
        schedule = choice.schedule
        product, place = schedule.trip_name, schedule.boat_name
        when = f"departs {time_text(schedule.departure_time)}"
        cancellation = CANCELLATION_BANDS
        currency = schedule.rates[0].currency if schedule.rates else CURRENCY
    return Voucher(
        booking_ref=result.booking_ref,
        product=product,
        place=place,
        travel_date=choice.travel_date,
        when=when,
        customer_name=str(booked["customer_name"]),
        customer_phone=str(booked["customer_phone"]),
        customer_email=str(booked["customer_email"]),
        qty=int(booked["qty"]),
        passengers=_passengers(booked.get("passengers", [])),
        lines=(*result_lines(result), *settlement_lines(result)),
        currency=currency,
        cancellation=cancellation,
        issued_at=issued_at,
        training=training,
    )


def _row(label: str, amount: Decimal, currency: str, bold: bool) -> str:
    weight = ' style="font-weight:bold"' if bold else ""
    return (
        f"<tr><td{weight}>{escape(label)}</td>"
        f'<td align="right"{weight}>{escape(money_text(amount, currency))}</td></tr>'
    )


def _amounts_html(
    rows: list[tuple[str, Decimal, bool]], currency: str, heading: str = "Amounts"
) -> str:
    lines = "".join(_row(label, amount, currency, bold) for label, amount, bold in rows)
    return f'<h3>{escape(heading)}</h3><table cellspacing="0" cellpadding="3">{lines}</table>'


def _service_rows(voucher: Voucher) -> list[tuple[str, Decimal, bool]]:
    return [(line.label, line.amount, line.total) for line in voucher.lines]


def _heading_html(voucher: Voucher, title: str, qr: bool) -> str:
    heading = (
        f'<p style="font-size:11pt">{escape(title)}</p>'
        f'<p style="font-size:26pt; font-weight:bold">{escape(voucher.booking_ref)}</p>'
        f'<p style="font-size:15pt; font-weight:bold">{escape(voucher.product)}</p>'
        f"<p>{escape(voucher.place)}<br>"
        f"<b>{voucher.travel_date:%A %d %B %Y}</b> · {escape(voucher.when)}</p>"
        f"<p>Customer: <b>{escape(voucher.customer_name)}</b> · {escape(voucher.customer_phone)}"
        f" · {escape(voucher.customer_email)}</p>"
    )
    if not qr:
        return heading
    # The QR code beside the heading: the counter scans it to open the booking.
    return (
        f'<table width="100%" cellspacing="0" cellpadding="0"><tr><td>{heading}</td>'
        f'<td align="right" valign="top">{qr_img_tag(voucher.booking_ref, QR_SCALE)}</td>'
        "</tr></table>"
    )


def _note_html(voucher: Voucher, ink: Ink) -> str:
    if not voucher.note:
        return ""
    return f'<p style="color:{ink.warning}; font-weight:bold">{escape(voucher.note)}</p>'


def _passengers_html(voucher: Voucher) -> str:
    if not voucher.passengers:
        return f"<p>Seats: <b>{voucher.qty}</b></p>"
    rows = "".join(
        f"<tr><td>{n}</td><td>{escape(p.name)}</td><td>{p.age}</td>"
        f"<td>{escape(p.gender)}</td><td>{escape(p.nationality)}</td>"
        f"<td>{escape(p.ticket)}</td></tr>"
        for n, p in enumerate(voucher.passengers, start=1)
    )
    return (
        f"<h3>Passengers ({len(voucher.passengers)})</h3>"
        '<table cellspacing="0" cellpadding="4" border="1" style="border-collapse:collapse">'
        "<tr><th>#</th><th>Name</th><th>Age</th><th>Gender</th><th>Nationality</th>"
        f"<th>Ticket</th></tr>{rows}</table>"
    )


def _closing_html(voucher: Voucher, ink: Ink) -> str:
    return (
        f"<h3>Cancellation</h3><p>{escape(voucher.cancellation)}</p>"
        f'<p style="color:{ink.muted}">Issued {voucher.issued_at:%d %b %Y %H:%M} IST. '
        "Quote the booking reference for any change or cancellation.</p>"
    )


def voucher_html(voucher: Voucher, ink: Ink) -> str:
    """The voucher as rich text for ``QTextDocument`` (printed and saved alike); the training
    note in ``ink.warning``, the closing note in ``ink.muted``."""
    parts = []
    if voucher.training:
        parts.append(
            f'<p style="color:{ink.warning}; font-weight:bold">{escape(TRAINING_NOTE)}</p>'
        )
    parts += [
        _heading_html(voucher, "Booking voucher", qr=False),
        _note_html(voucher, ink),
        _passengers_html(voucher),
        _amounts_html(_service_rows(voucher), voucher.currency),
        _closing_html(voucher, ink),
    ]
    return "".join(parts)


def customer_voucher_html(voucher: Voucher, bill: ReceiptData, ink: Ink) -> str:
    """The voucher handed to the customer: the agency, the booking with its QR code and the
    customer's own price (``bill``), never what the agency pays (commission, net, wallet)."""
    customer_rows = [(line.label, line.amount, False) for line in bill.lines]
    customer_rows.append(("Total", bill.total, True))
    customer_rows.append(("of which GST", bill.gst_total, False))
    return "".join(
        (
            training_html(bill.training, ink),
            agency_html(bill.agency),
            _heading_html(voucher, "Booking voucher", qr=True),
            _note_html(voucher, ink),
            _passengers_html(voucher),
            _amounts_html(customer_rows, bill.currency),
            _closing_html(voucher, ink),
            training_html(bill.training, ink),
        )
    )


def agency_copy_html(voucher: Voucher, bill: ReceiptData, margin: Decimal, ink: Ink) -> str:
    """The copy the agency keeps: the service's amounts (commission, net, the wallet's debit),
    the customer's total and the agency's ``margin`` on the sale (negative in ``ink.error``)."""
    colour = f' style="color:{ink.error}"' if margin < 0 else ""
    return "".join(
        (
            training_html(bill.training, ink),
            agency_html(bill.agency),
            _heading_html(voucher, f"Agency copy · receipt {bill.receipt_no}", qr=True),
            _note_html(voucher, ink),
            _passengers_html(voucher),
            _amounts_html(_service_rows(voucher), voucher.currency),
            _amounts_html(
                [("Customer paid", bill.total, True)], bill.currency, "The customer's side"
            ),
            f"<p{colour}>Agency margin: <b>{escape(money_text(margin, bill.currency))}</b></p>",
            _closing_html(voucher, ink),
            training_html(bill.training, ink),
        )
    )
