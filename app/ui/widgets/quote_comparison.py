"""Cancellation quotes side by side: the whole booking, the part chosen, each with its button;
the customer's refund by the rule (its lines and tenders) above the agency's wallet credit."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from decimal import Decimal

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.booking.cancel import CustomerQuote, QuotedChoice
from app.counter.papers.formatting import (
    MISSING,
    closed_text,
    money_text,
    plain_words,
    tenders_text,
)
from app.domain.clock import service_now
from app.domain.gst_names import FARE_GST, fare_gst
from app.domain.money import CURRENCY
from app.domain.till import RefundLine
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.wrapped_label import WrappedLabel

QUOTE_COMPARISON = Catalogue("QUOTE_COMPARISON")
# Each row's title (translated where shown) and how a quote fills it.
ROWS: tuple[tuple[str, Callable[[QuotedChoice], str]], ...] = (
    (
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Seats released"),
        lambda q: str(q.quote.quote.seats_released),
    ),
    (
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Refundable amount"),
        lambda q: money_text(q.quote.quote.gross_refundable, q.currency),
    ),
    (
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Platform charge"),
        lambda q: money_text(q.quote.quote.platform_cancellation_charge, q.currency),
    ),
    (
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "<b>Net refund to wallet</b>"),
        lambda q: f"<b>{money_text(q.net_refund, q.currency)}</b>",
    ),
    (
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Policy band"),
        lambda q: plain_words(q.quote.policy_band),
    ),
    (
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Wallet balance after"),
        lambda q: money_text(q.balance_after, q.currency),
    ),
    (
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Credit used after"),
        lambda q: money_text(q.credit_used_after, q.currency),
    ),
)


def service_charge_text(customer: CustomerQuote) -> str:
    """The released seats' service charge, and whether the refund gives it back."""
    amount = money_text(customer.lines.service_charge)
    if customer.lines.charge_back:
        return QUOTE_COMPARISON.tr("{amount} (given back)").format(amount=amount)
    return QUOTE_COMPARISON.tr("{amount} (kept)").format(amount=amount)


def line_of(customer: CustomerQuote, line: RefundLine) -> Decimal:
    """One line of the customer's refund as the quote lists it (they add up to its total)."""
    return dict(customer.lines.lines())[line]


def _row_title(title: str) -> str:
    """A refund row's title in the current language (the fare's GST under its one name)."""
    return fare_gst() if title == FARE_GST else QUOTE_COMPARISON.known(title)


# The customer's refund by the rule, line by line (each cell named ``refund<column><key>``).
CUSTOMER_ROWS: tuple[tuple[str, str, Callable[[CustomerQuote], str]], ...] = (
    ("Fares", QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Fares"), lambda c: money_text(c.lines.fares)),
    ("Gst", FARE_GST, lambda c: money_text(c.lines.gst)),
    (
        "ServiceCharge",
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Service charge"),
        service_charge_text,
    ),
    (
        "Band",
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Kept by the policy band"),
        lambda c: money_text(line_of(c, RefundLine.BAND)),
    ),
    (
        "PlatformCharge",
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Platform charge"),
        lambda c: money_text(line_of(c, RefundLine.PLATFORM_CHARGE)),
    ),
    (
        "RoundDown",
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Round down"),
        lambda c: money_text(c.lines.round_down),
    ),
    (
        "Total",
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "<b>Customer's refund</b>"),
        lambda c: f"<b>{money_text(c.lines.total, CURRENCY)}</b>",
    ),
    (
        "Tenders",
        QT_TRANSLATE_NOOP("QUOTE_COMPARISON", "Paid back by"),
        lambda c: tenders_text(c.by) if c.by else MISSING,
    ),
)


def column_title(quoted: QuotedChoice) -> str:
    """``Whole booking (3 seats)`` or ``Chosen: 1 seat``."""
    choice = quoted.choice
    seats = choice.seats
    if choice.whole and choice.passenger_ids == ():
        return QUOTE_COMPARISON.tr("Whole booking (%n seat(s))", "", seats)
    if choice.whole:
        return QUOTE_COMPARISON.tr("Whole booking (%n passenger(s))", "", seats)
    return QUOTE_COMPARISON.tr("Chosen: {what}").format(what=choice.describe())


class QuoteComparison(QWidget):
    """One column per quote; a quote that is not cancellable says why and has no button.

    Signals:
        confirm_clicked(QuotedChoice): staff want to cancel what that column quotes.
    """

    confirm_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quoteComparison")
        self.quotes: list[QuotedChoice] = []
        self.buttons: list[QPushButton] = []
        self.state_label = WrappedLabel()
        self.state_label.setObjectName("quoteState")
        self._grid_holder = QWidget()
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self.state_label)
        self._layout.addWidget(self._grid_holder)

    def _replace_grid(self) -> QGridLayout:
        self._layout.removeWidget(self._grid_holder)
        self._grid_holder.deleteLater()
        self._grid_holder = QWidget()
        self._layout.addWidget(self._grid_holder)
        self.buttons = []
        grid = QGridLayout(self._grid_holder)
        grid.setContentsMargins(0, 4, 0, 0)
        grid.setHorizontalSpacing(24)
        # The customer's lines above the wallet's: tight rows keep the confirm buttons on a
        # 720-pixel screen.
        grid.setVerticalSpacing(2)
        return grid

    def clear(self, text: str = "") -> None:
        """No quote (a new booking, or the choice changed); ``text`` says what to do."""
        self.quotes = []
        self._replace_grid()
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(text)

    def choice_changed(self, whole: bool) -> None:
        """The choice quoted changed: its quotes go (quote again); a problem said in red of the
        choice before ("tick the passengers first") goes once the choice is ``whole``."""
        if self.quotes:
            self.clear(QUOTE_COMPARISON.tr("The choice changed: quote again."))
        elif whole and self.state_label.property("tone") == Tone.ERROR:
            self.clear()

    def show_busy(self) -> None:
        """Quotes are being asked for."""
        self.clear(QUOTE_COMPARISON.tr("Asking the service for the quotes…"))

    def show_failure(self, text: str) -> None:
        """The quote could not be had."""
        self.clear(text)
        set_tone(self.state_label, Tone.ERROR)

    def show_quotes(
        self,
        quotes: Sequence[QuotedChoice],
        start: dt.datetime | None = None,
        day: dt.date | None = None,
    ) -> None:
        """The quotes side by side, each with its own confirm button when it is cancellable;
        ``start`` (a departure) and ``day`` say when the booking starts, for the closed ones."""
        self.quotes = list(quotes)
        grid = self._replace_grid()
        set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            QUOTE_COMPARISON.tr("Quotes change nothing. Compare, then cancel one if wanted.")
        )
        # The customer's side first (what is handed over the counter), then the wallet's.
        customer = any(q.customer is not None for q in self.quotes)
        top = 1 + (len(CUSTOMER_ROWS) if customer else 0)
        if customer:
            # Beside the columns' titles, not on a row of its own: the confirm buttons stay in
            # view under the disruption banner.
            grid.addWidget(
                QLabel(QUOTE_COMPARISON.tr("<i>The customer's refund by the rule</i>")), 0, 0
            )
            for row, (_key, title, _line) in enumerate(CUSTOMER_ROWS, start=1):
                grid.addWidget(QLabel(_row_title(title)), row, 0)
            grid.addWidget(QLabel(QUOTE_COMPARISON.tr("<i>The agency's wallet</i>")), top, 0)
            top += 1
        for row, (title, _text) in enumerate(ROWS, start=top):
            grid.addWidget(QLabel(QUOTE_COMPARISON.known(title)), row, 0)
        for column, quoted in enumerate(self.quotes, start=1):
            heading = QLabel(f"<b>{column_title(quoted)}</b>")
            heading.setObjectName(f"quoteTitle{column}")
            grid.addWidget(heading, 0, column, Qt.AlignmentFlag.AlignRight)
            if customer:
                for row, (key, _title, line) in enumerate(CUSTOMER_ROWS, start=1):
                    shown = MISSING if quoted.customer is None else line(quoted.customer)
                    self._cell(grid, shown, f"refund{column}{key}", row, column)
            for row, (_title, text) in enumerate(ROWS, start=1):
                self._cell(grid, text(quoted), f"quote{column}Row{row}", top + row - 1, column)
            bottom = top + len(ROWS)
            if quoted.quote.cancellable:
                button = QPushButton(
                    QUOTE_COMPARISON.tr("Cancel {what}…").format(what=quoted.choice.describe())
                )
                button.setObjectName(f"confirmQuote{column}")
                button.clicked.connect(lambda _on=False, q=quoted: self.confirm_clicked.emit(q))
                self.buttons.append(button)
                grid.addWidget(button, bottom, column, Qt.AlignmentFlag.AlignRight)
            else:
                # The service's own reason carries raw timestamps: said in the counter's words.
                reason = QLabel(closed_text(start, day, service_now()))
                reason.setObjectName(f"quoteReason{column}")
                reason.setWordWrap(True)
                set_tone(reason, Tone.ERROR)
                grid.addWidget(reason, bottom, column)
        grid.setColumnStretch(len(self.quotes) + 1, 1)
        # Shown now, whole: a widget added to a shown layout is otherwise shown by a queued
        # call, a turn later, and the Cancel buttons were not there in the turn the quotes were.
        self._grid_holder.show()

    @staticmethod
    def _cell(grid: QGridLayout, text: str, name: str, row: int, column: int) -> None:
        cell = QLabel(text)
        cell.setObjectName(name)
        cell.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        grid.addWidget(cell, row, column, Qt.AlignmentFlag.AlignRight)
