"""The Disruptions screen: the bookings the operator cancelled or changed, by departure, each
party's customer and money, its message to copy, and a key each to refund, rebook or close;
with an agency store, every counter's open ones listed too (counter, booking, customer and
departure)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.agency.disruptions import AgencyDisruption
from app.counter.papers.formatting import moment_text, money_text
from app.counter.services.disruptions import DepartureGroup, Party
from app.domain.booking_ref import BOOKING_REF_LENGTH
from app.domain.disruption import DisruptionKind
from app.domain.phone import phone_text
from app.domain.product_name import shown_product
from app.figures import day_text
from app.i18n import Catalogue
from app.mail.words import letter_words, short_state
from app.ui.models.rows import RIGHT, Column, RowTableModel
from app.ui.style import Look, Tone, restyle, set_tone
from app.ui.widgets.mail_messages import letter_tone
from app.ui.widgets.table_view import ColumnFitter, EmptyState, TitleHeader

DISRUPTIONS_SCREEN = Catalogue("DISRUPTIONS_SCREEN")


def _what(group: DepartureGroup) -> str:
    kinds = {party.disruption.kind for party in group.parties}
    if kinds == {DisruptionKind.CANCELLED}:
        return DISRUPTIONS_SCREEN.tr("Cancelled by the operator")
    return DISRUPTIONS_SCREEN.tr("Changed by the operator")


def _party(party: Party) -> str:
    names = ", ".join(party.booking.passengers)
    qty = party.booking.qty
    seats = DISRUPTIONS_SCREEN.tr("%n seat(s)", "", qty)
    cancelled = party.operator_seats
    if cancelled:
        # The seats the operator cancelled beside those sold, and what each is owed.
        seats = DISRUPTIONS_SCREEN.tr("%n of {sold} seat(s) cancelled", "", cancelled).format(
            sold=qty
        )
        if party.per_seat is not None and party.per_seat_over:
            # The paise the amount does not divide into, on one seat, said so: the seats'
            # figures add up to what is owed.
            seats = DISRUPTIONS_SCREEN.tr("{seats}, {amount} a seat, {over} more on one").format(
                seats=seats,
                amount=money_text(party.per_seat),
                over=money_text(party.per_seat_over),
            )
        elif party.per_seat is not None:
            seats = DISRUPTIONS_SCREEN.tr("{seats}, {amount} a seat").format(
                seats=seats, amount=money_text(party.per_seat)
            )
    return f"{seats}: {names}" if names else seats


# A row is a departure's heading (spanning the table) or one of its parties.
Row = DepartureGroup | Party


def _of_party(text: Callable[[Party], str]) -> Callable[[Row], str]:
    return lambda row: text(row) if isinstance(row, Party) else ""


def _heading(row: Row) -> str:
    if isinstance(row, Party):
        return row.booking_ref
    return f"{day_text(row.travel_date)} · {shown_product(row.product)} · {_what(row)}"


def _columns() -> list[Column[Row]]:
    # The figures come right after who it is, and the party's names (the longest text) last: in
    # a wordy language the table is wider than the screen, and what scrolls out of view must be
    # words the message repeats, never the money or the time.
    return [
        Column(DISRUPTIONS_SCREEN.tr("Booking"), _heading),
        Column(DISRUPTIONS_SCREEN.tr("Customer"), _of_party(lambda p: p.booking.customer_name)),
        Column(
            DISRUPTIONS_SCREEN.tr("Owed to the customer"),
            _of_party(lambda p: money_text(p.owed)),
            align=RIGHT,
        ),
        Column(
            DISRUPTIONS_SCREEN.tr("Wallet got back"),
            _of_party(lambda p: money_text(p.disruption.wallet_back)),
            align=RIGHT,
        ),
        Column(
            DISRUPTIONS_SCREEN.tr("Found"),
            _of_party(lambda p: moment_text(p.disruption.found_at)),
        ),
        Column(
            DISRUPTIONS_SCREEN.tr("Phone"),
            _of_party(lambda p: phone_text(p.booking.customer_phone)),
        ),
        Column(DISRUPTIONS_SCREEN.tr("E-mail"), _of_party(lambda p: p.booking.customer_email)),
        Column(DISRUPTIONS_SCREEN.tr("Letter"), _of_party(lambda p: short_state(p.letter))),
        Column(DISRUPTIONS_SCREEN.tr("Party"), _of_party(_party)),
    ]


def _departure(item: AgencyDisruption) -> str:
    # A boat trip's product names its departure time already; a slot's may not.
    departs = item.departs if item.departs not in item.product else ""
    product = shown_product(item.product)
    return " · ".join(part for part in (day_text(item.travel_date), product, departs) if part)


def _agency_columns() -> list[Column[AgencyDisruption]]:
    return [
        Column(DISRUPTIONS_SCREEN.tr("Counter"), lambda d: d.counter_code),
        Column(DISRUPTIONS_SCREEN.tr("Booking"), lambda d: d.booking_ref),
        Column(DISRUPTIONS_SCREEN.tr("Customer"), lambda d: d.customer_name),
        Column(DISRUPTIONS_SCREEN.tr("Departure"), _departure),
    ]


class DisruptionsScreen(QWidget):
    """Lists the open disruptions and the chosen party's message.

    Signals:
        chosen(str): the party of this booking reference is the one shown.
        refund_requested(str): give this booking's customer their money back.
        rebook_requested(str): sell this booking's party another departure.
        told_requested(str): the customer was told of this booking's change and keeps it.
        copy_requested(str): copy this booking's message to the clipboard.
    """

    chosen = Signal(str)
    refund_requested = Signal(str)
    rebook_requested = Signal(str)
    told_requested = Signal(str)
    copy_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("disruptionsScreen")
        title = QLabel(DISRUPTIONS_SCREEN.tr("Disruptions"))
        restyle(title, look=Look.TITLE)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        # Every counter's open disruptions, as the agency store lists them (with a store only).
        self.agency = QLabel()
        self.agency.setObjectName("disruptionsAgency")
        self.agency.setWordWrap(True)
        self.agency.hide()
        # ... and each of them, a row each (read off the UI thread by the controller).
        self.agency_model: RowTableModel[AgencyDisruption] = RowTableModel(_agency_columns())
        self.agency_table = QTableView()
        self.agency_table.setObjectName("disruptionsAgencyTable")
        self.agency_table.setHorizontalHeader(TitleHeader(self.agency_table))
        self.agency_table.setModel(self.agency_model)
        self.agency_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.agency_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.agency_table.verticalHeader().hide()
        self.agency_table.setAccessibleName(
            DISRUPTIONS_SCREEN.tr("Disrupted bookings of every counter")
        )
        self.agency_fitter = ColumnFitter(self.agency_table)
        self.agency_table.hide()
        self.model: RowTableModel[Row] = RowTableModel(_columns())
        self.table = QTableView()
        self.table.setObjectName("disruptionsTable")
        self.table.setHorizontalHeader(TitleHeader(self.table))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setAccessibleName(DISRUPTIONS_SCREEN.tr("Disrupted bookings"))
        # The first column holds the booking reference, and each departure's heading spans the
        # row from it: sized for a reference, so the heading does not widen it.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(0, self.fontMetrics().horizontalAdvance("W" * BOOKING_REF_LENGTH) + 12)
        self.fitter = ColumnFitter(self.table)
        self.empty = EmptyState(
            self.table, DISRUPTIONS_SCREEN.tr("No booking of this counter is disrupted.")
        )
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._chosen())

        self.message = QPlainTextEdit()
        self.message.setObjectName("disruptionMessage")
        self.message.setReadOnly(True)
        self.message.setAccessibleName(DISRUPTIONS_SCREEN.tr("Message for the customer"))
        self.message.setMaximumHeight(110)
        self.copy_button = QPushButton(DISRUPTIONS_SCREEN.tr("&Copy message"))
        self.refund_button = QPushButton(DISRUPTIONS_SCREEN.tr("&Refund"))
        restyle(self.refund_button, primary=True)
        self.rebook_button = QPushButton(DISRUPTIONS_SCREEN.tr("Re&book…"))
        self.told_button = QPushButton(DISRUPTIONS_SCREEN.tr("Customer &told"))
        self.state = QLabel()
        self.state.setWordWrap(True)
        # What the chosen party is owed, said until it is paid, and where it is given.
        self.owed = QLabel()
        self.owed.setObjectName("disruptionOwed")
        self.owed.setWordWrap(True)
        # The chosen customer's e-mail of it: waiting, sent, or refused and why.
        self.letter = QLabel()
        self.letter.setObjectName("disruptionLetter")
        self.letter.setWordWrap(True)
        for button, signal in (
            (self.copy_button, self.copy_requested),
            (self.refund_button, self.refund_requested),
            (self.rebook_button, self.rebook_requested),
            (self.told_button, self.told_requested),
        ):
            button.clicked.connect(lambda _=False, s=signal: self._ask(s))
        # The clerk copies without leaving the list (Ctrl+C there copies the cell).
        QShortcut(QKeySequence("Ctrl+Shift+C"), self, self.copy_button.click)

        keys = QHBoxLayout()
        for button in (self.refund_button, self.rebook_button, self.told_button):
            keys.addWidget(button)
        keys.addStretch(1)
        keys.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.summary)
        layout.addWidget(self.agency)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.agency_table, 1)
        layout.addWidget(QLabel(DISRUPTIONS_SCREEN.tr("Message for the customer (SMS, WhatsApp):")))
        layout.addWidget(self.message)
        layout.addWidget(self.letter)
        layout.addWidget(self.owed)
        layout.addWidget(self.state)
        layout.addLayout(keys)
        self.show_party(None, "", rebook=False)

    def show_groups(self, groups: Sequence[DepartureGroup]) -> None:
        """Show these departures' parties (the chosen one kept when still listed)."""
        kept = self.current()
        rows: list[Row] = []
        for group in groups:
            rows += [group, *group.parties]
        self.model.set_rows(rows)
        self.table.clearSpans()
        for position, row in enumerate(rows):
            if isinstance(row, DepartureGroup):
                self.table.setSpan(position, 0, 1, self.model.columnCount())
        parties, departures = len(rows) - len(groups), len(groups)
        self.summary.setText(
            DISRUPTIONS_SCREEN.tr("%n departure(s) disrupted", "", departures)
            + " · "
            + DISRUPTIONS_SCREEN.tr("%n booking(s) to deal with", "", parties)
            if parties
            else ""
        )
        refs = [row.booking_ref if isinstance(row, Party) else "" for row in rows]
        if parties:
            self.table.selectRow(refs.index(kept) if kept and kept in refs else 1)
        else:
            self.show_party(None, "", rebook=False)

    def show_agency(self, listed: Sequence[AgencyDisruption] | None, problem: str = "") -> None:
        """Every counter's open disruptions from the agency store (None: no store; ``problem``:
        why it could not be read)."""
        if listed is None:
            self.agency.setVisible(bool(problem))
            self.agency.setText(problem)
            self.agency_model.set_rows([])
            self.agency_table.hide()
            return
        self.agency_model.set_rows(list(listed))
        self.agency_table.setVisible(bool(listed))
        by_counter = Counter(item.counter_code for item in listed)
        counts = " · ".join(f"{code} {count}" for code, count in sorted(by_counter.items()))
        count = len(listed)
        text = DISRUPTIONS_SCREEN.tr("Across the agency: %n booking(s) open", "", count)
        self.agency.setText(f"{text} ({counts})" if counts else text)
        self.agency.show()

    def current(self) -> str:
        """The chosen party's booking reference ('' when none)."""
        row = self.model.row_at(self.table.currentIndex())
        return row.booking_ref if isinstance(row, Party) else ""

    def show_party(self, party: Party | None, message: str, *, rebook: bool) -> None:
        """The chosen party's message and which keys apply to it (``rebook``: the desk has the
        exchange)."""
        self.message.setPlainText(message)
        letter = None if party is None else party.letter
        self.letter.setVisible(letter is not None)
        if letter is not None:
            self.letter.setText(letter_words(letter))
            set_tone(self.letter, letter_tone(letter))
        owed = "" if party is None else party.owed_words()
        self.owed.setVisible(bool(owed))
        self.owed.setText(owed)
        set_tone(self.owed, Tone.WARNING if party and party.address_asked else Tone.PLAIN)
        cancelled = party is not None and party.disruption.kind is DisruptionKind.CANCELLED
        self.copy_button.setEnabled(party is not None)
        self.refund_button.setEnabled(party is not None and party.refundable)
        self.rebook_button.setEnabled(cancelled and rebook)
        self.told_button.setEnabled(party is not None and not cancelled)

    def show_state(self, text: str, tone: Tone = Tone.PLAIN) -> None:
        """What the last key did, or why it could not."""
        self.state.setText(text)
        set_tone(self.state, tone)

    def _chosen(self) -> None:
        current = self.current()
        if current:
            self.chosen.emit(current)
        else:  # a departure's heading: no party's keys
            self.show_party(None, "", rebook=False)

    def _ask(self, signal: SignalInstance) -> None:
        current = self.current()
        if current:
            signal.emit(current)

    def focus_list(self) -> None:
        """Put the cursor in the list (the screen's first key)."""
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
