"""The booking voucher: what it shows, and its rich text (paper is ``app.ui.documents``'s)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from html import escape

from app import i18n, languages
from app.api import BookingResult
from app.api.models import (
    BoatAvailability,
    BookingStatusData,
    CreateBookingRequest,
    Passenger,
    Traveler,
)
from app.booking import Choice
from app.booking.cancel import active_seats, is_active
from app.books.queries import booking_money, customer_owed
from app.counter.papers.bill import BillLine, result_lines, settlement_lines
from app.domain.cancellation import PolicyBand, policy_band
from app.domain.countries import nationality_text
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.file_names import safe_name
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.phone import phone_text
from app.domain.product_name import shown_product
from app.domain.status import BookingStatus
from app.domain.tickets import ticket_type_for_age
from app.domain.till import terms_text
from app.figures import long_day_text, stamp_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.journal import BookingRow
from app.journal.records import SettledCancellation
from app.journal.store import JournalReads
from app.journal.till import CustomerRefund
from app.reports.columns import amount_text
from app.reports.duplicate import duplicate_html
from app.reports.ink import Ink
from app.reports.qr import qr_img_tag
from app.reports.receipt_data import (
    AgencyDetails,
    NoReceipt,
    ReceiptData,
    customer_total_words,
    receipt_data,
)
from app.reports.receipt_print import agency_html, money_rows_html, training_html

VOUCHER = Catalogue("VOUCHER")

# The service's bands (docs/partner-interface.md §16), for a product whose content gives no summary;
# translated where the voucher prints it (a product's own summary is the service's data).
CANCELLATION_BANDS = QT_TRANSLATE_NOOP(
    "VOUCHER",
    "Full refund 48 hours or more before the start (for a boat, its departure); 50% refund from "
    "24 to 48 hours before; no cancellation within 24 hours. A platform charge per seat is "
    "deducted from a refund.",
)
# A sale made when cancelling had already closed: the bands would promise a refund it cannot have.
NOT_REFUNDABLE = QT_TRANSLATE_NOOP(
    "VOUCHER",
    "Not refundable: booked less than 24 hours before the start, when cancelling is closed.",
)
QR_SCALE = 4


def no_bill_text() -> str:
    """What a voucher says of a sale whose price this counter's till did not take."""
    return VOUCHER.tr(
        "The price paid is not recorded at this counter: it is on the receipt given at the sale."
    )


def _passenger_words() -> dict[str, str]:
    """The service's codes of a passenger's gender and ticket, in words."""
    return {
        "MALE": VOUCHER.tr("Male"),
        "FEMALE": VOUCHER.tr("Female"),
        "OTHER": VOUCHER.tr("Other"),
        "ADULT": VOUCHER.tr("Adult"),
        "CHILD": VOUCHER.tr("Child"),
        "INFANT": VOUCHER.tr("Infant"),
    }


@dataclass(frozen=True, slots=True)
class VoucherPassenger:
    """One traveller as the voucher lists them; gender, nationality and ticket as the service's
    codes (``FEMALE``, ``INDIAN``, ``ADULT``), put in words in the voucher's language."""

    name: str
    age: int
    gender: str
    nationality: str
    ticket: str


@dataclass(frozen=True, slots=True)
class Voucher:
    """Everything the voucher and its agency copy show. ``lines`` are the service's amounts
    and the wallet's payment (on the agency copy only); ``bill`` is what the customer paid at
    this counter (None when the sale was not taken at its till); ``agency`` heads both."""

    booking_ref: str
    product: str
    place: str
    travel_date: dt.date
    slot: str  # an activity's slot (with its ``hours`` when known); empty for a boat
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
    total_debited: Decimal
    cancelled_seats: int = 0  # a reprint's: part-cancelled, only the seats left are valid
    # A reprint's passengers cancelled since the sale: listed struck through.
    cancelled_passengers: tuple[VoucherPassenger, ...] = ()
    total_refunded: Decimal = Decimal(0)  # what the service gave the wallet back since
    # The money given back to the customer at this counter since the sale, oldest first.
    refunds: tuple[CustomerRefund, ...] = ()
    # By the books: what the customer has paid now, the refunds taken off (None: not known, a
    # journal the books job has still to post) and what the customer is still owed.
    paid_by_the_books: Decimal | None = None
    still_owed: Decimal = Decimal(0)
    # By the books: the agency's margin, what the customer has paid now less what the wallet
    # paid net of the service's refunds (None: not known, as ``paid_by_the_books``).
    margin_by_the_books: Decimal | None = None
    agency: AgencyDetails | None = None
    bill: ReceiptData | None = None
    hours: str = ""
    departs: str = ""  # a boat's departure time, ``HH:MM``
    # The sale's own cancellation terms as this till journalled them (a reprint's; '' else):
    # printed instead of the service's bands, as the receipt prints them.
    till_terms: str = ""
    # When a copy was printed again from Lookup or History (marked "DUPLICATE"); None for the
    # voucher handed over with the sale.
    duplicate: dt.datetime | None = None

    @property
    def when(self) -> str:
        """The slot and its hours (an activity) or the departure (a boat), in the current
        language."""
        if self.departs:
            return VOUCHER.tr("departs {time}").format(time=self.departs)
        slot = DEMO_CATALOGUE.known(self.slot) if self.slot else ""
        return ", ".join(part for part in (slot, self.hours) if part)

    @property
    def language(self) -> str | None:
        """The customer's language recorded with the sale at this counter's till (None: not
        known here, or not recorded)."""
        return None if self.bill is None else self.bill.language

    @property
    def amended(self) -> bool:
        """Whether the booking changed since the sale (a reprint after a cancellation)."""
        return bool(self.cancelled_seats or self.cancelled_passengers or self.refunds)

    @property
    def paid_now(self) -> Decimal | None:
        """What the customer has paid once the refunds given back are taken off (None when
        this counter's till did not take the payment)."""
        if self.bill is None:
            return None
        if self.paid_by_the_books is not None:
            return self.paid_by_the_books
        return self.bill.total - sum((r.amount for r in self.refunds), Decimal(0))

    @property
    def margin(self) -> Decimal | None:
        """The agency's margin on the sale as it stands: what the customer paid less what went
        back, less the wallet's debit net of the service's refunds; by the books
        (``BookingMoney.margin``) once they hold the sale (None when this counter's till did
        not take the payment)."""
        paid = self.paid_now
        if paid is None or self.margin_by_the_books is not None:
            return None if paid is None else self.margin_by_the_books
        return paid - (self.total_debited - self.total_refunded)


@dataclass(frozen=True, slots=True)
class VoucherDocument:
    """A voucher on paper: the customer's (handed over) or the agency's copy (kept)."""

    voucher: Voucher
    agency_copy: bool = False

    @property
    def name(self) -> str:
        """What staff call it: "Voucher" or "Agency copy"."""
        return VOUCHER.tr("Agency copy") if self.agency_copy else VOUCHER.tr("Voucher")

    @property
    def file_name(self) -> str:
        """The suggested name of the PDF."""
        kind = "agency-copy" if self.agency_copy else "voucher"
        return f"{kind}-{safe_name(self.voucher.booking_ref)}.pdf"

    @property
    def title(self) -> str:
        """The PDF's and the print job's title."""
        return f"{self.name} {self.voucher.booking_ref}"

    def language(self, customer_language: str) -> str:
        """The language it is printed in: the customer's voucher in the language recorded with
        the sale, else in ``customer_language`` (the counter's), the agency's copy in English
        (the accountant's, whoever reads the screens)."""
        if self.agency_copy:
            return i18n.ENGLISH
        return self.voucher.language or customer_language

    def html(self, ink: Ink) -> str:
        """Its rich text for ``QTextDocument``, in the current language (``app.i18n``)."""
        if self.agency_copy:
            return agency_copy_html(self.voucher, ink)
        return customer_voucher_html(self.voucher, ink)


def voucher_html(document: VoucherDocument, ink: Ink, language: str) -> str:
    """``document``'s rich text in ``language`` (a worker may make it: the screen's language is
    left as it is)."""
    with i18n.in_language(language):
        return document.html(ink)


def _passengers(booked: Sequence[Passenger]) -> tuple[VoucherPassenger, ...]:
    return tuple(
        VoucherPassenger(
            name=passenger.traveler_name,
            age=passenger.age,
            gender=passenger.pax_gender,
            nationality=passenger.nationality,
            ticket=ticket_type_for_age(passenger.age).value,
        )
        for passenger in booked
    )


def _remaining(
    booked: Sequence[Passenger], status: BookingStatusData
) -> tuple[list[Passenger], list[Passenger]]:
    """The booked passengers still confirmed in the service's manifest (matched by name, age),
    and those no longer in it (cancelled)."""
    active = [(t.traveler_name, t.age) for t in status.traveler_manifest or () if is_active(t)]
    left, gone = [], []
    for passenger in booked:
        key = (passenger.traveler_name, passenger.age)
        if key in active:
            active.remove(key)
            left.append(passenger)
        else:
            gone.append(passenger)
    return left, gone


def reprint_for(
    row: BookingRow,
    booked: CreateBookingRequest,
    status: BookingStatusData,
    issued_at: dt.datetime,
    training: bool,
) -> Voucher:
    """The voucher of a booking sold here as it stands now: after a partial cancellation the
    passengers cancelled are struck through, and it says the booking is part-cancelled."""
    meta = status.metadata
    seats = active_seats(status)
    qty = row.qty if seats is None else seats
    passengers = booked.passengers or []
    left, gone = (
        _remaining(passengers, status) if status.traveler_manifest is not None else (passengers, [])
    )
    departs = ""
    if status.module is Module.BOAT:
        product, place = meta.trip_name or row.product, meta.boat_name or ""
        slot, departs = "", (meta.departure_time or "")[:5]
    else:
        product, place, slot = meta.activity_name or row.product, "", meta.slot_label or ""
    lines = [
        BillLine(VOUCHER.tr("Debited from the wallet"), row.total_debited, total=True),
        BillLine(VOUCHER.tr("from cash"), row.deducted_from_cash),
        BillLine(VOUCHER.tr("from credit"), row.deducted_from_credit),
    ]
    if row.total_refunded:
        lines.append(BillLine(VOUCHER.tr("Refunded to the wallet"), -row.total_refunded))
    return Voucher(
        booking_ref=row.booking_ref,
        product=product,
        place=place,
        travel_date=row.travel_date,
        slot=slot,
        departs=departs,
        customer_name=row.customer_name,
        customer_phone=row.customer_phone,
        customer_email=row.customer_email,
        qty=qty,
        passengers=_passengers(left),
        cancelled_passengers=_passengers(gone),
        lines=tuple(lines),
        currency=CURRENCY,
        cancellation=CANCELLATION_BANDS,
        issued_at=issued_at,
        training=training,
        total_debited=row.total_debited,
        total_refunded=row.total_refunded,
        cancelled_seats=row.qty - qty,
    )


def with_till(voucher: Voucher, journal: JournalReads, agency: AgencyDetails) -> Voucher:
    """``voucher`` headed by ``agency``, with the customer's bill when this counter's till took
    the payment (none for a sale made before the till, or without its record) and the refunds
    given back since."""
    try:
        bill = receipt_data(journal, voucher.booking_ref, agency=agency, training=voucher.training)
    except NoReceipt:
        bill = None
    if bill is None:
        return replace(voucher, agency=agency)
    ref = voucher.booking_ref
    sale = journal.till.sale_of(ref)
    books = None if sale is None else booking_money(journal.till, sale.request_id, ref)
    return replace(
        voucher,
        agency=agency,
        bill=bill,
        refunds=tuple(journal.till.refunds_of(ref)),
        paid_by_the_books=None if books is None else books.paid_now,
        margin_by_the_books=None if books is None else books.margin,
        still_owed=customer_owed(journal.till, ref),
    )


def reprint_from_journal(
    journal: JournalReads,
    row: BookingRow,
    status: BookingStatusData,
    training: bool,
    agency: AgencyDetails,
) -> Voucher | None:
    """The current voucher of a booking sold here, from the body the journal kept, with its
    bill from the till; None when the journal no longer holds the request."""
    request = journal.find(row.request_id)
    if request is None:
        return None
    booked = CreateBookingRequest.model_validate(request.body)
    if status.traveler_manifest is None:
        # No manifest to read (a mailed copy): the passengers the journal's cancellations named.
        status = _manifest_of(booked, journal.cancellations_of(row.booking_ref), status)
    voucher = with_till(reprint_for(row, booked, status, journal.now(), training), journal, agency)
    bill = voucher.bill
    if bill is None:
        return voucher
    # What the sale itself said (a mailed copy is made with no status answer to read): its
    # trip's time and its own cancellation terms, as the receipt prints them.
    voucher = replace(voucher, till_terms=bill.cancellation_terms)
    if voucher.departs or voucher.hours or not bill.departs:
        return voucher
    if row.module is Module.BOAT:
        return replace(voucher, departs=bill.departs)
    return replace(voucher, hours=bill.departs)


def voucher_for(
    choice: Choice,
    booked: CreateBookingRequest,
    result: BookingResult,
    issued_at: dt.datetime,
    training: bool,
) -> Voucher:
    """The voucher of ``choice`` as booked: ``booked`` is the request the service took (as the
    journal kept it), so the voucher shows what was sent, not what a form says now."""
    hours = departs = ""
    chosen = choice.activity_slot()
    if chosen is not None:
        activity, found = chosen
        product, place = activity.title, activity.location
        slot, hours = found.slot.label, choice.start_text
        cancellation = activity.policies.cancellation_summary or CANCELLATION_BANDS
        currency = found.pricing.currency
    else:
        schedule = choice.found
        assert isinstance(schedule, BoatAvailability)  # not an activity's slot: a departure
        product, place = schedule.trip_name, schedule.boat_name
        slot, departs = "", choice.start_text
        cancellation = CANCELLATION_BANDS
        currency = schedule.rates[0].currency if schedule.rates else CURRENCY
    if policy_band(choice.starts_at, issued_at) is PolicyBand.WINDOW_CLOSED:
        cancellation = NOT_REFUNDABLE
    return Voucher(
        booking_ref=result.booking_ref,
        product=product,
        place=place,
        travel_date=choice.travel_date,
        slot=slot,
        hours=hours,
        departs=departs,
        customer_name=booked.customer_name,
        customer_phone=booked.customer_phone,
        customer_email=booked.customer_email,
        qty=booked.qty,
        passengers=_passengers(booked.passengers or ()),
        lines=_agency_lines(result),
        currency=currency,
        cancellation=cancellation,
        issued_at=issued_at,
        training=training,
        total_debited=result.settlement_breakdown.total_debited,
    )


def _row(label: str, amount: Decimal, currency: str, bold: bool, colour: str = "") -> str:
    style = ("font-weight:bold; " if bold else "") + (f"color:{colour}" if colour else "")
    cell = f' style="{style.strip("; ")}"' if style else ""
    return (
        f"<tr><td{cell}>{escape(label)}</td>"
        f'<td align="right"{cell}>{escape(currency)} {escape(amount_text(amount))}</td></tr>'
    )


def _agency_lines(result: BookingResult) -> tuple[BillLine, ...]:
    # The service's amounts, shown only on the agency's copy: in English like the rest of it,
    # whichever language the screens were in when the sale was made.
    with i18n.in_language(i18n.ENGLISH):
        return (*result_lines(result), *settlement_lines(result))


def _agency_amounts_html(voucher: Voucher, ink: Ink) -> str:
    """The service's amounts and the wallet's payment, then the customer's total and the
    margin in the same table, so that every amount lines up."""
    rows = [_row(line.label, line.amount, voucher.currency, line.total) for line in voucher.lines]
    side = escape(VOUCHER.tr("The customer's side"))
    rows.append(f'<tr><td colspan="2"><br><b>{side}</b></td></tr>')
    bill, margin = voucher.bill, voucher.margin
    if bill is None or margin is None:
        rows.append(f'<tr><td colspan="2">{escape(no_bill_text())}</td></tr>')
    else:
        rows.append(_row(customer_total_words(), bill.total, bill.currency, True))
        rows += [
            _row(label, amount, bill.currency, bold)
            for label, amount, bold in _refund_rows(voucher)
        ]
        loss = ink.error if margin < 0 else ""
        rows.append(_row(VOUCHER.tr("Agency margin"), margin, bill.currency, True, loss))
    title = escape(VOUCHER.tr("Amounts"))
    return f'<h3>{title}</h3><table cellspacing="0" cellpadding="3">{"".join(rows)}</table>'


def _heading_html(voucher: Voucher, title: str, qr: bool) -> str:
    customer = VOUCHER.tr("Customer: <b>{name}</b> · {phone} · {email}").format(
        name=escape(voucher.customer_name),
        phone=escape(phone_text(voucher.customer_phone)),
        email=escape(voucher.customer_email),
    )
    heading = (
        f'<p style="font-size:11pt">{escape(title)}</p>'
        f'<p style="font-size:26pt; font-weight:bold">{escape(voucher.booking_ref)}</p>'
        f'<p style="font-size:15pt; font-weight:bold">'
        f"{escape(shown_product(voucher.product))}</p>"
        f"<p>{escape(DEMO_CATALOGUE.known(voucher.place))}<br>"
        f"<b>{long_day_text(voucher.travel_date)}</b> · {escape(voucher.when)}</p>"
        f"<p>{customer}</p>"
    )
    if not qr:
        return heading
    # The QR code beside the heading: the counter scans it to open the booking.
    return (
        f'<table width="100%" cellspacing="0" cellpadding="0"><tr><td>{heading}</td>'
        f'<td align="right" valign="top">{qr_img_tag(voucher.booking_ref, QR_SCALE)}</td>'
        "</tr></table>"
    )


def _refund_rows(voucher: Voucher) -> list[tuple[str, Decimal, bool]]:
    """Each refund given back as a negative amount, then what the customer paid now (bold):
    the bill's total and these rows add up to it. None without refunds."""
    paid = voucher.paid_now
    if not voucher.refunds or paid is None:
        return []
    rows = [
        (
            VOUCHER.tr("Given back {moment} ({mode})").format(
                moment=stamp_text(refund.recorded_at),
                mode=refund.mode.title(),
            ),
            # What the customer was handed (the books' given back), a cash round off within.
            -(refund.amount if voucher.paid_by_the_books is None else refund.handed),
            False,
        )
        for refund in voucher.refunds
    ]
    rows.append((VOUCHER.tr("Paid now"), paid, True))
    if voucher.still_owed:
        rows.append((VOUCHER.tr("Still owed to the customer"), voucher.still_owed, True))
    return rows


def _note_html(voucher: Voucher, ink: Ink) -> str:
    if not voucher.amended:
        return ""
    amended = VOUCHER.tr(
        "Amended {moment} IST: this voucher replaces the one given at the sale."
    ).format(moment=stamp_text(voucher.issued_at))
    head = f'<p style="color:{ink.warning}; font-weight:bold">{escape(amended)}</p>'
    if not voucher.cancelled_seats:
        return head
    # No amount: the customer's refund is on its own slip, the wallet's is the agency's.
    cancelled, booked, left = (
        voucher.cancelled_seats,
        voucher.qty + voucher.cancelled_seats,
        voucher.qty,
    )
    note = VOUCHER.tr(
        "Part-cancelled: {cancelled} of {booked} seats cancelled. Valid for the {left} listed here."
    ).format(cancelled=cancelled, booked=booked, left=left)
    return head + f'<p style="color:{ink.warning}; font-weight:bold">{escape(note)}</p>'


def _passenger_row(number: str, passenger: VoucherPassenger, cancelled: bool) -> str:
    """A passenger's row; a cancelled one struck through, its ticket said to be cancelled."""
    words = _passenger_words()
    cells = [
        escape(text)
        for text in (
            passenger.name,
            str(passenger.age),
            words.get(passenger.gender, passenger.gender.title()),
            nationality_text(passenger.nationality),
        )
    ]
    if cancelled:
        cells = [f"<s>{cell}</s>" for cell in cells]
        # Marked outside the f-string: the catalogues' extraction does not look inside one.
        ticket = VOUCHER.tr("Cancelled")
        cells.append(f"<b>{escape(ticket)}</b>")
    else:
        cells.append(escape(words.get(passenger.ticket, passenger.ticket.title())))
    return f"<tr><td>{number}</td>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>"


def _passengers_html(voucher: Voucher) -> str:
    if not voucher.passengers and not voucher.cancelled_passengers:
        return "<p>" + VOUCHER.tr("Seats: <b>{seats}</b>").format(seats=voucher.qty) + "</p>"
    rows = "".join(
        _passenger_row(str(n), p, cancelled=False)
        for n, p in enumerate(voucher.passengers, start=1)
    ) + "".join(_passenger_row("", p, cancelled=True) for p in voucher.cancelled_passengers)
    count = len(voucher.passengers)
    title = VOUCHER.tr("Passengers (%n)", "", count)
    heads = "".join(
        f"<th>{escape(head)}</th>"
        for head in (
            "#",
            VOUCHER.tr("Name"),
            VOUCHER.tr("Age"),
            VOUCHER.tr("Gender"),
            VOUCHER.tr("Nationality"),
            VOUCHER.tr("Ticket"),
        )
    )
    return (
        f"<h3>{escape(title)}</h3>"
        '<table cellspacing="0" cellpadding="4" border="1" style="border-collapse:collapse">'
        f"<tr>{heads}</tr>{rows}</table>"
    )


def cancellation_text(terms: str) -> str:
    """The cancellation terms in the document's language: a product's own summary is the
    service's English, so another language prints the service's bands, which it follows."""
    if terms in (CANCELLATION_BANDS, NOT_REFUNDABLE) or languages.is_source(i18n.language()):
        return VOUCHER.known(terms)
    return VOUCHER.known(CANCELLATION_BANDS)


def _closing_html(voucher: Voucher, ink: Ink) -> str:
    issued = VOUCHER.tr(
        "Issued {moment} IST. Quote the booking reference for any change or cancellation."
    ).format(moment=stamp_text(voucher.issued_at))
    title = VOUCHER.tr("Cancellation")
    terms = (
        terms_text(voucher.till_terms)
        if voucher.till_terms
        else cancellation_text(voucher.cancellation)
    )
    return (
        f"<h3>{escape(title)}</h3>"
        f"<p>{escape(terms)}</p>"
        f'<p style="color:{ink.muted}">{escape(issued)}</p>'
    )


def _head_html(voucher: Voucher, ink: Ink) -> str:
    head = training_html(voucher.training, ink) + duplicate_html(voucher.duplicate, ink)
    return head + (agency_html(voucher.agency) if voucher.agency is not None else "")


def customer_voucher_html(voucher: Voucher, ink: Ink) -> str:
    """The voucher handed to the customer: the agency, the booking with its QR code and what
    the customer paid at this counter (GST and payment modes), never what the agency pays
    (commission, net, wallet); a sale without a till record says where its price is."""
    bill = voucher.bill
    if bill is None:
        price = f"<p>{escape(no_bill_text())}</p>"
    else:
        title = VOUCHER.tr("Price")
        receipt = VOUCHER.tr("Receipt {number}").format(number=bill.receipt_no)
        refunds = "".join(
            f'<tr style="font-weight:{"bold" if bold else "normal"}"><td>{escape(label)}</td>'
            f'<td align="right">{escape(amount_text(amount))}</td></tr>'
            for label, amount, bold in _refund_rows(voucher)
        )
        price = (
            f'<h3>{escape(title)}</h3><table cellspacing="0" cellpadding="3">'
            f"{money_rows_html(bill)}{refunds}</table><p>{escape(receipt)}</p>"
        )
    return "".join(
        (
            _head_html(voucher, ink),
            _heading_html(
                voucher,
                VOUCHER.tr("Amended booking voucher")
                if voucher.amended
                else VOUCHER.tr("Booking voucher"),
                qr=True,
            ),
            _note_html(voucher, ink),
            _passengers_html(voucher),
            price,
            _closing_html(voucher, ink),
            training_html(voucher.training, ink),
        )
    )


def agency_copy_html(voucher: Voucher, ink: Ink) -> str:
    """The copy the agency keeps: the service's amounts (commission, net, the wallet's debit),
    the customer's total and the agency's margin on the sale (a loss in ``ink.error``)."""
    bill = voucher.bill
    title = (
        VOUCHER.tr("Agency copy")
        if bill is None
        else VOUCHER.tr("Agency copy · receipt {number}").format(number=bill.receipt_no)
    )
    return "".join(
        (
            _head_html(voucher, ink),
            _heading_html(voucher, title, qr=True),
            _note_html(voucher, ink),
            _passengers_html(voucher),
            _agency_amounts_html(voucher, ink),
            _closing_html(voucher, ink),
            training_html(voucher.training, ink),
        )
    )


def _manifest_of(
    booked: CreateBookingRequest,
    cancellations: Sequence[SettledCancellation],
    status: BookingStatusData,
) -> BookingStatusData:
    """``status`` with the manifest the journal knows: each booked passenger confirmed, but
    those its cancellations named (one passenger for each name); ``status`` as it is when no
    cancellation named anyone (an ACTIVITY's seats, or none cancelled)."""
    gone = [name for done in cancellations for name in done.names]
    if not gone:
        return status
    manifest = []
    for passenger in booked.passengers or ():
        cancelled = passenger.traveler_name in gone
        if cancelled:
            gone.remove(passenger.traveler_name)
        state = BookingStatus.CANCELLED if cancelled else BookingStatus.CONFIRMED
        manifest.append(
            Traveler(
                traveler_name=passenger.traveler_name,
                age=passenger.age,
                pax_gender=passenger.pax_gender,
                passenger_type=ticket_type_for_age(passenger.age).value,
                traveler_status=state.value,
            )
        )
    return status.model_copy(update={"traveler_manifest": manifest})
