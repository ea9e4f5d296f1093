"""The status card of one booking: status words, product, and the module's money and travellers."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.api.models import BookingStatusData
from app.booking.cancel import active_seats, is_cancelled
from app.counter.papers.formatting import MISSING, money_text, plain_words, text_or_missing
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.gst_names import fare_gst_on_net
from app.domain.modules import Module
from app.domain.status import PART_CANCELLED, BookingStatus, RefundStatus, status_text
from app.figures import day_text
from app.i18n import Catalogue
from app.reports.receipt_data import customer_total_words
from app.ui.models.manifest import ManifestModel
from app.ui.style import roles, text_style
from app.ui.widgets.table_view import make_table
from app.ui.widgets.wrapped_label import WrappedLabel

BOOKING_CARD = Catalogue("BOOKING_CARD")


def _figure() -> QLabel:
    label = QLabel(MISSING)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def product_text(status: BookingStatusData) -> str:
    """``Scuba Diving · Sat 12 Dec 2026 · Morning dive`` or the trip, boat, date and departure."""
    meta = status.metadata
    day = day_text(meta.travel_date) if meta.travel_date else MISSING
    if status.module is Module.BOAT:
        departs = (meta.departure_time or "")[:5] or MISSING
        return BOOKING_CARD.tr("{trip} · {boat} · {day} · departs {departs}").format(
            trip=DEMO_CATALOGUE.known(text_or_missing(meta.trip_name)),
            boat=DEMO_CATALOGUE.known(text_or_missing(meta.boat_name)),
            day=day,
            departs=departs,
        )
    activity = DEMO_CATALOGUE.known(text_or_missing(meta.activity_name))
    return f"{activity} · {day} · {DEMO_CATALOGUE.known(text_or_missing(meta.slot_label))}"


def status_colour(status: BookingStatusData) -> QColor:
    """Green while confirmed, amber once partly refunded, red when cancelled."""
    tone = roles()
    if is_cancelled(status):
        return tone.error
    return tone.warning if status.refund_status == RefundStatus.PARTIAL else tone.success


def state_word(status: BookingStatusData) -> str:
    """``Confirmed``, ``Part-cancelled`` (some seats refunded) or ``Cancelled``."""
    if not is_cancelled(status) and status.refund_status == RefundStatus.PARTIAL:
        return status_text(PART_CANCELLED)
    word = BookingStatus.of(status.booking_status)
    if word is BookingStatus.CANCELLED:
        return BOOKING_CARD.tr("Cancelled")
    if word is BookingStatus.CONFIRMED:
        return BOOKING_CARD.tr("Confirmed")
    # A word the service never sent before: shown as it came, capitalised like the others.
    return status.booking_status.capitalize()


# What makes the card write its rich text again in the new tones.
REWRITTEN_ON = {QEvent.Type.PaletteChange, QEvent.Type.StyleChange}


class BookingCard(QWidget):
    """Shows one ``BookingStatusData`` (display only; the screen reads the manifest's ticks)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status: BookingStatusData | None = None
        # What the customer is still owed at this till for the booking shown (0: nothing).
        self.owed = Decimal(0)
        self.title_label = QLabel()
        self.title_label.setObjectName("cardTitle")
        self.title_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state_label = QLabel()
        self.state_label.setObjectName("cardState")
        self.product_label = WrappedLabel()
        self.product_label.setObjectName("cardProduct")
        self.counter_label = WrappedLabel()
        self.counter_label.setObjectName("cardCounter")
        # The customer's price of a sale made at this counter, under its one name on every
        # screen; the service's figures below are the wallet's.
        self.customer_total_label = _figure()
        self.customer_total_label.setObjectName("cardCustomerTotal")
        self.customer_box = QWidget()
        customer_form = QFormLayout(self.customer_box)
        customer_form.setContentsMargins(0, 0, 0, 0)
        customer_form.addRow(f"<b>{customer_total_words()}</b>", self.customer_total_label)

        self.manifest = ManifestModel()
        self.manifest_table = make_table(self.manifest, "manifestTable", fit_columns=True)
        self.manifest_table.horizontalHeader().setStretchLastSection(True)
        self.manifest_table.setAccessibleName(BOOKING_CARD.tr("Passengers of the booking"))
        self.manifest_table.setAccessibleDescription(
            BOOKING_CARD.tr("Tick the passengers to cancel.")
        )
        self.fare_label, self.permit_label = _figure(), _figure()
        self.gst_label, self.total_label = _figure(), _figure()
        breakdown = QFormLayout()
        breakdown.addRow(BOOKING_CARD.tr("Fare"), self.fare_label)
        breakdown.addRow(BOOKING_CARD.tr("Permit"), self.permit_label)
        breakdown.addRow(fare_gst_on_net(), self.gst_label)
        # The service's breakdown is of what the wallet pays, not of the customer's price.
        breakdown.addRow(BOOKING_CARD.tr("Wallet charged"), self.total_label)
        manifest_box = QVBoxLayout()
        manifest_title = QLabel(BOOKING_CARD.tr("Passengers (tick the ones to cancel)"))
        manifest_title.setBuddy(self.manifest_table)
        manifest_box.addWidget(manifest_title)
        manifest_box.addWidget(self.manifest_table)
        self.boat_box = QGroupBox(BOOKING_CARD.tr("Passengers and money"))
        boat_layout = QVBoxLayout(self.boat_box)
        boat_layout.addLayout(manifest_box, 1)
        money_row = QHBoxLayout()
        money_row.addLayout(breakdown)
        money_row.addStretch(1)
        boat_layout.addLayout(money_row)

        self.seats_label = _figure()
        self.paid_label, self.refunded_label = _figure(), _figure()
        self.balance_label = _figure()
        self.journal_status_label, self.journal_entry_label = _figure(), _figure()
        summary = QFormLayout()
        summary.addRow(BOOKING_CARD.tr("Seats (active of booked)"), self.seats_label)
        summary.addRow(BOOKING_CARD.tr("Wallet charged"), self.paid_label)
        summary.addRow(BOOKING_CARD.tr("Wallet refunded"), self.refunded_label)
        summary.addRow(BOOKING_CARD.tr("<b>Balance</b>"), self.balance_label)
        ledger = QFormLayout()
        ledger.addRow(BOOKING_CARD.tr("Journal status"), self.journal_status_label)
        ledger.addRow(BOOKING_CARD.tr("Journal entry"), self.journal_entry_label)
        self.activity_box = QGroupBox(BOOKING_CARD.tr("Money and ledger"))
        activity_layout = QHBoxLayout(self.activity_box)
        activity_layout.addLayout(summary)
        activity_layout.addSpacing(32)
        activity_layout.addLayout(ledger)
        activity_layout.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.state_label)
        layout.addWidget(self.product_label)
        layout.addWidget(self.counter_label)
        layout.addWidget(self.customer_box, 0, Qt.AlignmentFlag.AlignLeft)
        # The manifest takes the height there is; an ACTIVITY card keeps to the top.
        layout.addWidget(self.boat_box, 10)
        layout.addWidget(self.activity_box)
        layout.addStretch(1)

    def _show_heading(self, status: BookingStatusData) -> None:
        """The reference and the state words, coloured in the rich text of the labels."""
        self.title_label.setText(
            f"<span style='font-size:18pt; font-weight:bold;'>{status.booking_reference}</span>"
            f"&nbsp;&nbsp;<span style='{text_style(roles().muted)}'>{status.module.text()}</span>"
        )
        self.state_label.setText(
            f"<b style='{text_style(status_colour(status))}'>{state_word(status)}</b>"
            f" · {plain_words(status.payment_status.upper())} · {self._refund_words(status)}"
        )

    def _refund_words(self, status: BookingStatusData) -> str:
        """The service's refund word, unless the customer is still owed money here: then what is
        owed ("refunded" is said only once the customer has it)."""
        if self.owed:
            return BOOKING_CARD.tr("{amount} owed to the customer, not yet paid").format(
                amount=money_text(self.owed)
            )
        return plain_words(status.refund_status)

    def changeEvent(self, event: QEvent) -> None:
        """A new theme: the rich text's colours, which no style sheet reaches, written again."""
        super().changeEvent(event)
        # A new theme sets the application's palette (PaletteChange), and its sheet when the
        # tone set has one (StyleChange).
        if event.type() in REWRITTEN_ON and self.status is not None:
            self._show_heading(self.status)

    def show_status(
        self,
        status: BookingStatusData,
        counter_note: str = "",
        customer_total: Decimal | None = None,
        owed: Decimal = Decimal(0),
    ) -> None:
        """Fill the card from the service's answer; ``counter_note`` is what this counter knows,
        ``customer_total`` the customer's price when it was sold here, ``owed`` what of it the
        customer is still owed here."""
        self.status = status
        self.owed = owed
        self._show_heading(status)
        self.product_label.setText(product_text(status))
        self.counter_label.setText(counter_note)
        self.counter_label.setVisible(bool(counter_note))
        self.customer_box.setVisible(customer_total is not None)
        self.customer_total_label.setText(
            MISSING if customer_total is None else f"<b>{money_text(customer_total)}</b>"
        )
        boat = status.module is Module.BOAT
        self.boat_box.setVisible(boat)
        self.activity_box.setVisible(not boat)
        self.manifest.set_rows(status.traveler_manifest or [])
        breakdown = status.financial_breakdown
        for label, value in (
            (self.fare_label, breakdown.fare_amount if breakdown else None),
            (self.permit_label, breakdown.permit_amount if breakdown else None),
            (self.gst_label, breakdown.gst_amount if breakdown else None),
            (self.total_label, breakdown.total_price if breakdown else None),
        ):
            label.setText(money_text(value))
        summary = status.financial_summary
        for label, value in (
            (self.paid_label, summary.total_paid if summary else None),
            (self.refunded_label, summary.total_refunded if summary else None),
            (self.balance_label, summary.balance_amount if summary else None),
        ):
            label.setText(money_text(value))
        active, booked = active_seats(status), status.metadata.qty
        self.seats_label.setText(
            BOOKING_CARD.tr("{active} of {booked}").format(
                active=text_or_missing(active), booked=text_or_missing(booked)
            )
            if booked is not None
            else text_or_missing(active)
        )
        reconciliation = status.ledger_reconciliation
        self.journal_status_label.setText(
            plain_words(reconciliation.journal_status) if reconciliation else MISSING
        )
        self.journal_entry_label.setText(
            reconciliation.ledger_journal_entry_id if reconciliation else MISSING
        )
