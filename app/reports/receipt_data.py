"""What a customer receipt shows, built from a sale recorded in the journal (no layout here)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import TYPE_CHECKING

from app.domain.gst_names import FARE_GST_RATE, GST_NAMES, rate_text
from app.domain.money import CURRENCY, ZERO, money
from app.domain.tenders import TENDER_NAMES, Tender
from app.domain.till import CustomerPrice, MarkupLabel
from app.figures import amount_text
from app.i18n import QT_TRANSLATE_NOOP, Catalogue, Said
from app.reports.tax_invoice import TaxSection

# The settings hold the agency's details (below): they are read before the window's first
# paint, when the journal's package (it imports the service's models) is not loaded yet.
if TYPE_CHECKING:
    from app.journal.store import JournalReads

RECEIPT_DATA = Catalogue("RECEIPT_DATA")

# The receipt keeps its words in English with their values, and translates them when printed:
# the same sale is printed in the customer's language and listed in the clerk's.
FARE = QT_TRANSLATE_NOOP("RECEIPT_DATA", "Fare {count} x {fare}")
ROUND_OFF = QT_TRANSLATE_NOOP("RECEIPT_DATA", "Round off")
TENDERED = QT_TRANSLATE_NOOP("RECEIPT_DATA", "tendered {amount}")
# A sale that replaced another booking (a reschedule, a rebook): one receipt for both.
CREDIT = QT_TRANSLATE_NOOP("RECEIPT_DATA", "Credit from booking {booking} (cancelled)")
GIVEN_BACK = QT_TRANSLATE_NOOP("RECEIPT_DATA", "Given back to the customer")
# The customer's price, with every GST in it, named one way on every screen and document (the
# two GSTs in it are named apart in ``app.domain.gst_names``).
CUSTOMER_TOTAL = QT_TRANSLATE_NOOP("RECEIPT_DATA", "Total incl. GST")
# The customer's price of one seat (the catalogue, the slots, a rate card): not the sale's total.
PER_PERSON = QT_TRANSLATE_NOOP("RECEIPT_DATA", "Per person incl. GST")
MARKUP_WORDS = {
    MarkupLabel.SERVICE_CHARGE: QT_TRANSLATE_NOOP("RECEIPT_DATA", "Service charge"),
    MarkupLabel.DISCOUNT: QT_TRANSLATE_NOOP("RECEIPT_DATA", "Discount"),
}


@dataclass(frozen=True)
class Words:
    """A phrase of the receipt as marked for its catalogue (the receipt's own unless given),
    and the values that fill it in."""

    phrase: str
    values: tuple[tuple[str, str], ...] = ()
    catalogue: Catalogue = field(default=RECEIPT_DATA, compare=False)

    @property
    def english(self) -> str:
        """The phrase as written, filled in."""
        return self.phrase.format(**dict(self.values))

    def text(self) -> str:
        """The phrase in the current language (``app.i18n``), filled in."""
        return self.catalogue.known(self.phrase).format(**dict(self.values))


def customer_total_words() -> str:
    """What the customer's price is called, in the current language."""
    return RECEIPT_DATA.known(CUSTOMER_TOTAL)


def per_person_words() -> str:
    """What the customer's price of one seat is called, in the current language (a sale's
    total is ``customer_total_words``: one label, one figure)."""
    return RECEIPT_DATA.known(PER_PERSON)


def fare_gst_words(rate: Decimal) -> Words:
    """The fare's GST at ``rate`` percent as the receipt words it: "Fare GST 5%"."""
    return Words(FARE_GST_RATE, (("rate", rate_text(rate)),), GST_NAMES)


def words(phrase: str, **values: str) -> Words:
    """``phrase`` (marked with ``QT_TRANSLATE_NOOP``) with its ``values``."""
    return Words(phrase, tuple(values.items()))


@dataclass(frozen=True)
class AgencyDetails:
    """The agency as every customer document names it (from Settings)."""

    name: str
    address: str
    phone: str
    gstin: str
    legal_name: str = ""  # the registration's name, when the trade name differs


@dataclass(frozen=True)
class ReceiptLine:
    """One priced line: "Fare 2 x 4,999.00", "Fare GST 5%", "Service charge", "Round off".

    ``label`` is the English; ``phrase``, when given, the same words to translate when printed.
    """

    label: str
    amount: Decimal
    phrase: Words | None = field(default=None, compare=False)  # the label's own words

    @property
    def text(self) -> str:
        """The label in the current language (as written when it has no catalogue phrase)."""
        return self.phrase.text() if self.phrase is not None else RECEIPT_DATA.known(self.label)

    @classmethod
    def of(cls, phrase: Words, amount: Decimal) -> ReceiptLine:
        """A line labelled with ``phrase``."""
        return cls(phrase.english, amount, phrase)


@dataclass(frozen=True)
class PaymentPart:
    """One tender: ``mode``, its registered name, and its detail (tendered, reference, card);
    ``phrase``, when given, is the detail's words to translate when printed."""

    mode: str
    amount: Decimal
    detail: str
    phrase: Words | None = field(default=None, compare=False)  # the detail's own words

    @property
    def mode_text(self) -> str:
        """The mode in the current language."""
        return TENDER_NAMES.known(self.mode)

    @property
    def detail_text(self) -> str:
        """The detail in the current language (a UPI reference as it is)."""
        return self.phrase.text() if self.phrase is not None else self.detail


@dataclass(frozen=True)
class ReceiptData:
    """Everything a customer receipt prints, in any layout."""

    agency: AgencyDetails
    receipt_no: str
    issued_at: dt.datetime
    counter: str
    clerk: str
    booking_ref: str
    trip: str
    travel_date: dt.date
    departs: str
    seats: int
    passengers: tuple[str, ...]
    lines: tuple[ReceiptLine, ...]
    total: Decimal
    # The agency's own GST on its tax invoice; None on a plain receipt (no tax document: an
    # agency not registered when it sold), which names no GST of the agency's and no GSTIN.
    gst_total: Decimal | None
    payments: tuple[PaymentPart, ...]
    change: Decimal
    cancellation_terms: str
    training: bool
    currency: str = CURRENCY
    # The sale's tax invoice (or Bill of Supply), when the journal made one with the sale.
    tax: TaxSection | None = None
    # The booking this sale replaced: the customer's credit from it (less than zero) and what
    # the till gave back of it; the payments are then the difference.
    exchange: tuple[ReceiptLine, ...] = ()
    # The customer's language recorded with the sale, which the receipt is printed in (None:
    # a sale made before the journal kept it).
    language: str | None = None
    # When a copy was printed again (marked "DUPLICATE"); None for the original.
    duplicate: dt.datetime | None = None


class NoReceipt(Said, LookupError):
    """The booking has no taken payment at this counter, so no receipt."""


def price_lines(price: CustomerPrice) -> tuple[ReceiptLine, ...]:
    """The bill's lines: fares per published fare, the fare GST, the markup (if any), the round
    off."""
    lines = [
        ReceiptLine.of(words(FARE, count=str(count), fare=amount_text(fare)), money(fare * count))
        for fare, count in price.fare_groups()
    ]
    lines.append(ReceiptLine.of(fare_gst_words(price.gst_percentage), price.gst))
    if price.markup:
        lines.append(ReceiptLine.of(words(MARKUP_WORDS[price.markup_label]), price.markup))
    if price.round_off:
        lines.append(ReceiptLine.of(words(ROUND_OFF), price.round_off))
    return tuple(lines)


def payment_part(part: Tender) -> PaymentPart:
    """A tender as the receipt prints it: what was handed over, its details in the words its
    declaration gives them, or its reference as typed."""
    kind = part.kind
    if part.tendered is not None:
        detail = words(TENDERED, amount=amount_text(part.tendered))
    elif kind.receipt_detail:
        values = {
            d.name: value.strip() for d, value in zip(kind.details, part.details, strict=True)
        }
        detail = words(kind.receipt_detail, **values)
    else:
        return PaymentPart(kind.name, part.amount, part.reference)
    return PaymentPart(kind.name, part.amount, detail.english, detail)


def exchange_lines(journal: JournalReads, booking_ref: str) -> tuple[ReceiptLine, ...]:
    """The lines of the booking ``booking_ref``'s sale replaced (none when it replaced none):
    the credit the old booking's cancellation owes and what went back of it, by the books
    (``cancellation_money``); the plan's credit and the till's refund while the books hold no
    entry of the cancellation (not confirmed yet, or a journal of an earlier version until the
    books job has posted it)."""
    from app.books.queries import cancellation_money

    plan = journal.exchanges.exchange_of(booking_ref)
    if plan is None:
        return ()
    old = plan.old_booking_ref
    books = cancellation_money(journal.till, plan.cancel_request_id, old)
    if books is not None:
        return _exchange_lines(old, books.due, books.paid.settled, books.paid.round_off)
    given = journal.till.refund(plan.cancel_request_id)
    if given is None:
        return _exchange_lines(old, plan.credit, ZERO, ZERO)
    return _exchange_lines(old, plan.credit, given.amount, given.round_off)


def _exchange_lines(
    old_ref: str, credit: Decimal, given: Decimal, round_off: Decimal
) -> tuple[ReceiptLine, ...]:
    """The credit from the booking ``old_ref`` (less than zero), what was ``given`` back of it
    (a line when anything was) and the round off of cash given back."""
    lines = [ReceiptLine.of(words(CREDIT, booking=old_ref), -credit)]
    if given:
        lines.append(ReceiptLine.of(words(GIVEN_BACK), given))
    if round_off:
        # Cash went back in whole rupees: its round off follows, the lines add up to what was
        # handed.
        lines.append(ReceiptLine.of(words(ROUND_OFF), round_off))
    return tuple(lines)


def receipt_data(
    journal: JournalReads, booking_ref: str, *, agency: AgencyDetails, training: bool
) -> ReceiptData:
    """The receipt of the booking ``booking_ref`` sold and paid at this counter."""
    from app.journal.till import SaleState

    sale = journal.till.sale_of(booking_ref)
    row = journal.history.find(booking_ref)
    if sale is None or row is None or sale.state is not SaleState.TAKEN:
        raise NoReceipt(
            RECEIPT_DATA.tr(
                "No payment was taken here for {reference}: there is no receipt."
            ).format(reference=booking_ref)
        )
    assert sale.receipt_no is not None and sale.settled_at is not None  # set when taken
    invoice = journal.tax.invoice_of(sale.request_id)
    tax = (
        None
        if invoice is None
        else TaxSection(
            agency.legal_name or agency.name, invoice, journal.einvoices.registered(invoice.doc_no)
        )
    )
    if tax is None:
        # Printed as issued: a sale with no tax document was made unregistered, whatever
        # GSTIN the agency has now.
        agency = replace(agency, gstin="")
    return ReceiptData(
        agency=agency,
        receipt_no=sale.receipt_no,
        issued_at=sale.settled_at,
        counter=sale.counter,
        clerk=sale.clerk,
        booking_ref=booking_ref,
        trip=sale.trip,
        travel_date=row.travel_date,
        departs=sale.departs,
        seats=len(sale.price.seats),
        passengers=row.passengers or (row.customer_name,),
        lines=price_lines(sale.price),
        total=sale.price.total,
        # On a tax invoice, the agency's own GST (a pure agent's reimbursement carries none).
        gst_total=None if tax is None else tax.tax_total,
        payments=tuple(payment_part(part) for part in sale.payment.parts),
        change=sale.payment.change,
        cancellation_terms=sale.terms,
        training=training,
        tax=tax,
        exchange=exchange_lines(journal, booking_ref),
        language=sale.customer_language,
    )
