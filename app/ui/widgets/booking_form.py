"""The booking form: customer, seats or passengers (table and editor), and the price so far.

The form drives the sale's ``BookingFlow`` (Qt-free) as staff type and shows what it says:
required fields, what is wrong, what it costs. What takes time (encoding a scan, checking the
whole sale) is asked of the controller through signals.

Two quick lines make a walk-in a few keystrokes: the customer in one line, then each BOAT
passenger in one line ("Ravi Kumar, 34, M"), Enter after each (``app.booking.quick_entry``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from html import escape
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.booking import BookingFlow, Choice
from app.booking.quick_entry import QuickEntryError, parse_passenger
from app.booking.till import customer_price_of
from app.counter.choices import choice_summary
from app.counter.formatting import money_text
from app.domain.clock import service_today
from app.domain.countries import nationality_text
from app.domain.limits import QTY_MAX, QTY_MIN
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.domain.mrz import MrzError, PassportMrz, mrz_line, parse_td3
from app.domain.till import TillRules
from app.i18n import Catalogue
from app.ui.models.passengers import PassengerModel, RemovedPassenger
from app.ui.scans import Scan
from app.ui.style import Look, Tone, restyle, set_tone
from app.ui.widgets.action_bar import ActionBar
from app.ui.widgets.card import Card
from app.ui.widgets.customer_fields import BUSINESS_NAMES, CustomerFields
from app.ui.widgets.field_grid import FieldGrid
from app.ui.widgets.passenger_editor import PassengerEditor
from app.ui.widgets.passenger_table import make_passenger_table
from app.ui.widgets.quick_line import QUICK_LINE_WIDTH, QuickLine
from app.ui.widgets.remove_passengers import RemovePassengersDialog
from app.ui.widgets.scan_panel import ScanSource
from app.ui.widgets.wheel_guard import guarded

BOOKING_FORM = Catalogue("BOOKING_FORM")
# A few rows in view; the editor below matters more than a long list.
TABLE_MIN_PX = 100
TABLE_MAX_PX = 170
CUSTOMER_FIELDS = frozenset({"customer_name", "customer_email", "customer_phone", *BUSINESS_NAMES})
PASSENGER_PREFIX = "passengers["
# What a passport's MRZ fills in (app.booking.passengers, ``from_passport``).
PASSPORT_FIELDS = ("traveler_name", "age", "pax_gender", "nationality", "id_type", "id_number")


def full_text() -> str:
    """Why a quick line adds no passenger: the sale has the most one booking takes."""
    return BOOKING_FORM.tr(
        "This sale has {most} passengers, the most one booking takes: start another sale."
    ).format(most=QTY_MAX)


def identity_rules(choice: Choice) -> str:
    """The trip's identity rules in one sentence."""
    flags = choice.flags
    asked = [
        text
        for needed, text in (
            (flags.is_id_mandatory, BOOKING_FORM.tr("an ID type")),
            (flags.is_id_no_required, BOOKING_FORM.tr("the document number")),
            (flags.is_id_upload_required, BOOKING_FORM.tr("a scan of the document")),
        )
        if needed
    ]
    foreign = BOOKING_FORM.tr("Foreign passengers always need a passport, its number and a scan.")
    if not asked:
        return foreign
    every = BOOKING_FORM.tr("This trip needs {needs} for every passenger.").format(
        needs=", ".join(asked)
    )
    return f"{every} {foreign}"


class BookingForm(QWidget):
    """Edits one sale; nothing is sent from here.

    Signals:
        review_requested(): check the sale and show the review.
        scan_offered(int, object): a file or image for the passenger with that key.
        shrink_requested(int, Scan): shrink that passenger's scan until it fits.
        scan_stop_requested(int): stop reading the scan of the passenger with that key.
        changed(): something typed, chosen or scanned changed (the draft is saved).
    """

    review_requested = Signal()
    scan_offered = Signal(int, object)
    shrink_requested = Signal(int, object)
    scan_stop_requested = Signal(int)
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow: BookingFlow | None = None
        # The counter's markup and round-off (its settings, read at each price shown).
        self.till_rules: Callable[[], TillRules] = TillRules
        self._show_all = False
        self._focus: QWidget | None = None
        self.title = QLabel()
        self.title.setObjectName("bookingTitle")
        restyle(self.title, look=Look.TITLE)
        self.title.setWordWrap(True)
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.customer = CustomerFields()
        self.seats = FieldGrid()
        self.qty_spin = guarded(QSpinBox())
        self.qty_spin.setObjectName("qty")
        self.qty_spin.setRange(QTY_MIN, QTY_MAX)
        self.seats.add("qty", BOOKING_FORM.tr("&Seats"), self.qty_spin)
        self.count_spin = guarded(QSpinBox())
        self.count_spin.setObjectName("passengerCount")
        self.count_spin.setRange(QTY_MIN, QTY_MAX)
        # A number typed counts once it is entered, not at each digit ("12" is not 1, then 12).
        self.count_spin.setKeyboardTracking(False)
        self.seats.add("passengers", BOOKING_FORM.tr("Passenger&s"), self.count_spin)
        self.quick_passenger = QuickLine(
            "quickPassenger",
            BOOKING_FORM.tr(
                "Name, age, gender, nationality if not Indian  (e.g. Ravi Kumar, 34, M)"
            ),
        )
        self.quick_passenger.setToolTip(
            BOOKING_FORM.tr(
                "A passenger in one line, separated by commas; gender M, F or O. Enter fills the "
                "first passenger without a name, or adds one, and the cursor stays for the next. "
                "A passport reader's two MRZ lines, typed here, fill a passenger from the passport."
            )
        )
        # The first line of a passport's MRZ, kept while the reader types the second.
        self._passport_line: str | None = None
        self.seats.add_row(
            "quick_passenger",
            BOOKING_FORM.tr("&Quick passenger"),
            self.quick_passenger,
            self.quick_passenger.message,
            QUICK_LINE_WIDTH,
        )
        self.add_button = QPushButton(BOOKING_FORM.tr("&Add passenger"))
        self.add_button.setToolTip(BOOKING_FORM.tr("Alt+A: a passenger at the end of the list"))
        self.remove_button = QPushButton(BOOKING_FORM.tr("&Remove passenger"))
        self.remove_button.setToolTip(
            BOOKING_FORM.tr("Alt+R: the selected passenger (Ctrl+Z brings them back)")
        )
        self.remove_dialog: RemovePassengersDialog | None = None
        self._removed: list[list[RemovedPassenger]] = []
        self.undo_note = QLabel()
        self.undo_note.setObjectName("undoNote")
        self.undo_button = QPushButton(BOOKING_FORM.tr("Undo (Ctrl+Z)"))
        self.undo_button.setObjectName("undoRemove")
        self.undo_button.setToolTip(
            BOOKING_FORM.tr("Bring back the passengers removed last, with their scans.")
        )
        self.model = PassengerModel()
        self.table, self.drops = make_passenger_table(self.model)
        self.table.setMinimumHeight(TABLE_MIN_PX)
        self.table.setMaximumHeight(TABLE_MAX_PX)
        self.table_label = QLabel(
            BOOKING_FORM.tr(
                "Passenger &list: ↑ ↓ here, or Ctrl+PgDown / Ctrl+PgUp anywhere, to change "
                "passenger"
            )
        )
        self.table_label.setBuddy(self.table)
        self.table.setAccessibleName(BOOKING_FORM.tr("Passengers of the sale"))
        self.table.setAccessibleDescription(
            BOOKING_FORM.tr(
                "Up and Down choose the passenger edited below; a scan dropped on a row is "
                "that passenger's."
            )
        )
        self.editor = PassengerEditor()
        # A scan the scanner saved into its folder, offered to the passenger who needs one.
        self._arrived: Path | None = None
        # The passengers (by key) whose scan is being read: they need no other.
        self._reading: set[int] = set()
        self._folder_missing = False  # the scanner's folder is not there: nothing will come
        self.scan_offer = QWidget()
        self.scan_offer.setObjectName("scanOffer")
        self.scan_offer_label = QLabel()
        self.scan_offer_label.setObjectName("scanOfferText")
        self.scan_offer_label.setWordWrap(True)
        self.scan_offer_label.setTextFormat(Qt.TextFormat.RichText)  # names in it are escaped
        self.take_scan_button = QPushButton(BOOKING_FORM.tr("Take the scan (Ctrl+T)"))
        self.take_scan_button.setObjectName("takeScan")
        self.take_scan_button.setToolTip(
            BOOKING_FORM.tr("Ctrl+T: give the scanner's new file to the passenger named here")
        )
        offer_layout = QHBoxLayout(self.scan_offer)
        offer_layout.setContentsMargins(0, 0, 0, 0)
        offer_layout.addWidget(self.scan_offer_label, 1)
        offer_layout.addWidget(self.take_scan_button)
        self.scan_offer.setVisible(False)
        self.other_errors = QLabel()
        self.other_errors.setObjectName("formErrors")
        set_tone(self.other_errors, Tone.ERROR)
        self.other_errors.setWordWrap(True)
        self.price_label = QLabel()
        self.price_label.setObjectName("priceSoFar")
        self.review_button = QPushButton(BOOKING_FORM.tr("Re&view…"))
        self.review_button.setObjectName("reviewButton")
        self.review_button.setToolTip(
            BOOKING_FORM.tr("Ctrl+Enter. Checks the sale; nothing is sent yet.")
        )
        for button in (
            self.add_button,
            self.remove_button,
            self.review_button,
            self.take_scan_button,
        ):
            button.setAutoDefault(True)  # Enter presses a focused button, as Space does

        passenger_buttons = QHBoxLayout()
        passenger_buttons.addWidget(self.add_button)
        passenger_buttons.addWidget(self.remove_button)
        passenger_buttons.addWidget(self.undo_note)
        passenger_buttons.addWidget(self.undo_button)
        passenger_buttons.addStretch(1)
        self.boat_part = QWidget()
        boat_layout = QVBoxLayout(self.boat_part)
        boat_layout.setContentsMargins(0, 0, 0, 0)
        boat_layout.addLayout(passenger_buttons)
        boat_layout.addWidget(self.table_label)
        boat_layout.addWidget(self.table)
        boat_layout.addWidget(self.editor)
        # The price and Review stay in view below the form (the screen places the bar outside
        # the form's scroll area).
        self.action_bar = ActionBar()
        self.action_bar.add(self.price_label, 1)
        self.action_bar.add_primary(self.review_button, "clipboard-document-check")
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.rules)
        customer = Card(BOOKING_FORM.tr("Customer"))
        customer.body.addWidget(self.customer)
        travellers = Card()
        travellers.body.addWidget(self.seats)
        travellers.body.addWidget(self.scan_offer)
        travellers.body.addWidget(self.boat_part)
        layout.addWidget(customer)
        layout.addWidget(travellers)
        layout.addWidget(self.other_errors)
        layout.addStretch(1)

        self.customer.edited.connect(self._customer_edited)
        self.customer.accepted.connect(self.request_review)
        self.customer.quick_applied.connect(self._focus_after_customer)
        self.customer.seats_typed.connect(self._seats_typed)
        self.quick_passenger.returnPressed.connect(self.add_quick_passenger)
        self.qty_spin.valueChanged.connect(self._qty_changed)
        self.count_spin.valueChanged.connect(self._count_changed)
        self.add_button.clicked.connect(self.add_passenger)
        self.remove_button.clicked.connect(self.remove_passenger)
        self.undo_button.clicked.connect(self.undo_remove)
        self.review_button.clicked.connect(self.request_review)
        self.take_scan_button.clicked.connect(self.take_offered_scan)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.drops.dropped.connect(self._dropped)
        self.editor.edited.connect(self._passenger_edited)
        self.editor.passport_read.connect(self._passport_read)
        self.editor.scan_panel.scan_offered.connect(self._scan_offered)
        self.editor.scan_panel.shrink_requested.connect(self._shrink)
        self.editor.scan_panel.remove_requested.connect(self._remove_scan)
        self.editor.scan_panel.stop_requested.connect(self._stop_scan)
        self.model.rowsInserted.connect(self._rows_changed)
        self.model.rowsRemoved.connect(self._rows_changed)
        for keys, action in (
            ("Ctrl+Return", self.request_review),
            ("Ctrl+PgDown", lambda: self.move_to_passenger(+1)),
            ("Ctrl+PgUp", lambda: self.move_to_passenger(-1)),
            ("Ctrl+Z", self.undo_remove),
            ("Ctrl+T", self.take_offered_scan),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(action)
        self.setTabOrder(self.count_spin, self.quick_passenger)
        self.setTabOrder(self.quick_passenger, self.add_button)
        self.setTabOrder(self.add_button, self.remove_button)
        self.setTabOrder(self.remove_button, self.table)
        self.setTabOrder(self.table, self.editor.name_edit)

    # --- a sale ------------------------------------------------------------------------------

    def load(self, flow: BookingFlow) -> None:
        """Start editing ``flow`` (a new sale: empty fields, no messages)."""
        self.flow = flow
        self._show_all = False
        boat = flow.choice.module is Module.BOAT
        self.title.setText(choice_summary(flow.choice))
        self.rules.setText(identity_rules(flow.choice) if boat else "")
        self.rules.setVisible(boat)
        self.customer.clear()
        self.quick_passenger.done()
        self._passport_line = None
        # A file saved before this sale began may be the last customer's: it is not offered.
        self._arrived = None
        self._reading.clear()
        self.seats.reset()
        self._show_seat_row(boat)
        self.model.load(flow if boat else None)
        self.boat_part.setVisible(boat)
        for spin in (self.qty_spin, self.count_spin):
            spin.blockSignals(True)
            spin.setValue(flow.qty)
            spin.blockSignals(False)
        self.other_errors.clear()
        self._removed.clear()
        self._show_undo()
        if boat:
            self._select(0)
        self._refresh()
        self.customer.setFocus()

    def restore(self, flow: BookingFlow, scans: Mapping[int, Scan]) -> None:
        """Edit ``flow``, a sale typed before (a draft): its fields filled, its scans shown."""
        self.load(flow)
        customer = flow.customer
        for name, text in (
            ("customer_name", customer.name),
            ("customer_email", customer.email),
            ("customer_phone", customer.phone),
            ("customer_gstin", customer.gstin),
            ("customer_address", customer.address),
            ("customer_state_code", customer.state_code),
        ):
            self.customer.set_text(name, text)
        for row, scan in scans.items():
            if row < self.model.rowCount():
                self.model.set_scan(self.model.key(row), scan)
        if flow.choice.module is Module.BOAT:
            self._select(0)
            self.editor.scan_panel.show_scan(self.model.scan(0))
        self._refresh()

    def _show_seat_row(self, boat: bool) -> None:
        for name, visible in (
            ("qty", not boat),
            ("passengers", boat),
            ("quick_passenger", boat),
        ):
            self.seats.set_row_visible(name, visible)

    def set_editable(self, editable: bool) -> None:
        """While the sale is checked in a worker nothing may change under it.

        The field that had the cursor gets it back afterwards.
        """
        if not editable:
            focus = QApplication.focusWidget()
            self._focus = focus if focus is not None and self.isAncestorOf(focus) else None
        self.setEnabled(editable)
        self.action_bar.setEnabled(editable)
        if editable and self._focus is not None and QApplication.focusWidget() is None:
            self._focus.setFocus()

    # --- edits -------------------------------------------------------------------------------

    def _customer_edited(self, name: str, text: str) -> None:
        assert self.flow is not None
        self.flow.set_customer(**{name.removeprefix("customer_"): text})
        self._refresh()

    def _focus_after_customer(self) -> None:
        # The customer is in: next come the passengers (BOAT) or the number of seats.
        if self.flow is not None and self.flow.choice.module is Module.BOAT:
            self.quick_passenger.setFocus()
        else:
            self.qty_spin.setFocus()
            self.qty_spin.selectAll()

    def _seats_typed(self, seats: int) -> None:
        assert self.flow is not None
        boat = self.flow.choice.module is Module.BOAT
        spin = self.count_spin if boat else self.qty_spin
        spin.setValue(seats)
        if spin.value() != seats:
            self.flow.set_qty(seats)  # out of range: the review says so next to the seats

    def request_review(self) -> None:
        """Ctrl+Enter, Review, or Enter in a customer field: ask for the review.

        What is typed in a quick line is applied first, so nothing typed is lost; a line that
        cannot be read keeps the cursor, with its message, and the review waits.
        """
        if self.customer.quick.pending and not self.customer.apply_quick():
            return
        if self.quick_passenger.pending and not self.add_quick_passenger():
            return
        self.review_requested.emit()

    def add_quick_passenger(self) -> bool:
        """Enter in the quick passenger line: fill the first passenger without a name, or add one.

        The passenger's fields show in the editor, with their messages, and the line is emptied
        for the next one. False when the line cannot be read or the sale is full: the message
        beside the line says why, and nothing changes. A line of a passport's MRZ (a reader
        types both, each with Enter) fills the passenger from the passport instead.
        """
        line = self.quick_passenger
        passport_line = mrz_line(line.text())
        if passport_line is not None:
            return self._passport_typed(passport_line)
        try:
            passenger = parse_passenger(line.text())
        except QuickEntryError as error:
            line.show_problem(str(error))
            return False
        row = self._quick_row()
        if row is None:
            return False
        changes = passenger.changes()
        self.model.update(row, **changes)
        self._show_quick_row(row, changes)
        line.done()
        return True

    def _passport_typed(self, text: str) -> bool:
        """A line of a passport's MRZ in the quick line: the first is kept until the second
        comes, then a passenger is filled from both (name, age, gender, nationality, passport)."""
        line = self.quick_passenger
        first, self._passport_line = self._passport_line, None
        if first is None:
            if not text.startswith("P"):
                line.clear()
                line.show_problem(
                    BOOKING_FORM.tr(
                        "That is a passport's second MRZ line: scan the passport again."
                    )
                )
                return False
            self._passport_line = text
            line.clear()
            line.message.setText(BOOKING_FORM.tr("Passport MRZ: line 1 of 2 read."))
            return True
        try:
            passport = parse_td3(f"{first}\n{text}", service_today())
        except MrzError as error:
            line.clear()
            line.show_problem(
                BOOKING_FORM.tr("Passport not read: {problems}. Scan the passport again.").format(
                    problems="; ".join(error.problems)
                )
            )
            return False
        row = self._quick_row()
        if row is None:
            return False
        self.model.fill_from_passport(row, passport)
        self._show_quick_row(row, PASSPORT_FIELDS)
        line.done()
        line.message.setText(
            BOOKING_FORM.tr(
                "Read: {name}, {nationality}, passport {number}. Check them; Ctrl+O for the scan."
            ).format(
                name=passport.full_name,
                nationality=nationality_text(passport.nationality),
                number=passport.passport_number,
            )
        )
        return True

    def _quick_row(self) -> int | None:
        """The row a quick line fills: the first without a name, or a new one; None (and the
        line says why) when the sale is full."""
        row = self.model.first_unnamed()
        if row is not None:
            return row
        if self.model.rowCount() >= QTY_MAX:
            self.quick_passenger.show_problem(full_text())
            return None
        return self.model.add()

    def _show_quick_row(self, row: int, filled: Iterable[str]) -> None:
        """Show the passenger a quick line filled, its fields checked as if typed."""
        self._select(row)
        self.editor.show_entry(self.model.entry(row))  # (the row may have been current already)
        for name in filled:
            self.editor.grid.touch(name)
        self._show_passenger_rules(row)
        self._refresh()

    def _qty_changed(self, value: int) -> None:
        assert self.flow is not None
        self.seats.touch("qty")
        self.flow.set_qty(value)
        self._refresh()

    def _count_changed(self, value: int) -> None:
        count = self.model.rowCount()
        if value < count and any(self.model.has_data(row) for row in range(value, count)):
            # Passengers with data are never dropped unasked: the count stays until staff say
            # which ones go.
            self._set_count_spin(count)
            self._ask_which(count - value)
            return
        current = self.current_row()
        self.model.set_count(value)
        self._select(min(current if current is not None else 0, value - 1))

    def _ask_which(self, count: int) -> None:
        names = [
            self.model.entry(row).traveler_name.strip() or BOOKING_FORM.tr("(no name yet)")
            for row in range(self.model.rowCount())
        ]
        dialog = RemovePassengersDialog(names, count, self)
        dialog.accepted.connect(lambda: self._remove_rows(dialog.chosen()))
        dialog.finished.connect(dialog.deleteLater)
        self.remove_dialog = dialog
        dialog.open()

    def _remove_rows(self, rows: list[int]) -> None:
        """Remove ``rows`` as one step that Ctrl+Z undoes (the last passenger always stays)."""
        rows = sorted(rows)[: max(self.model.rowCount() - 1, 0)]
        if not rows:
            return
        current = self.current_row() or 0
        self._removed.append([self.model.remove(row) for row in reversed(rows)])
        self._select(min(current, self.model.rowCount() - 1))
        self._show_undo()
        self.table.setFocus()

    def undo_remove(self) -> None:
        """Ctrl+Z: bring back the passengers removed last, in their rows, with their scans."""
        if not self._removed:
            return
        restored = sorted(self._removed.pop(), key=lambda removed: removed.row)
        for removed in restored:
            self.model.restore(removed)
        self._select(restored[0].row)
        self._show_undo()

    def _show_undo(self) -> None:
        last = self._removed[-1] if self._removed else []
        names = ", ".join(
            removed.entry.traveler_name.strip()
            or BOOKING_FORM.tr("passenger {number}").format(number=removed.row + 1)
            for removed in sorted(last, key=lambda removed: removed.row)
        )
        self.undo_note.setText(
            BOOKING_FORM.tr("Removed: {names}.").format(names=names) if last else ""
        )
        self.undo_note.setVisible(bool(last))
        self.undo_button.setVisible(bool(last))

    def add_passenger(self) -> None:
        """Append a passenger and put the cursor in its name."""
        self._select(self.model.add())
        self.editor.name_edit.setFocus()

    def remove_passenger(self) -> None:
        """Remove the selected passenger (the last one always stays)."""
        row = self.current_row()
        if row is not None:
            self._remove_rows([row])

    def move_to_passenger(self, step: int) -> None:
        """Ctrl+PgDown / Ctrl+PgUp: the next or previous passenger, cursor in the name."""
        row = self.current_row()
        if row is not None and 0 <= row + step < self.model.rowCount():
            self._select(row + step)
            self.editor.name_edit.setFocus()

    def _set_count_spin(self, count: int) -> None:
        self.count_spin.blockSignals(True)
        self.count_spin.setValue(max(count, QTY_MIN))
        self.count_spin.blockSignals(False)

    def _rows_changed(self) -> None:
        count = self.model.rowCount()
        self._set_count_spin(count)
        self.remove_button.setEnabled(count > 1)
        self._refresh()

    def current_row(self) -> int | None:
        """The row of the passenger in the editor."""
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def _select(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.selectionModel().setCurrentIndex(
                self.model.index(row, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        row = current.row()
        self.editor.show_passenger(row + 1, self.model.entry(row), self._show_all)
        self.editor.scan_panel.show_scan(self.model.scan(row))
        self._show_passenger_rules(row)
        self._show_scan_offer()

    def _passenger_edited(self, name: str, value: object) -> None:
        row = self.current_row()
        if row is None:
            return
        self.model.update(row, **{name: value})
        # The flow may have set more than was typed (a foreign passenger's ID type).
        self.editor.show_entry(self.model.entry(row))
        self._show_passenger_rules(row)
        self._refresh()

    def _passport_read(self, passport: PassportMrz) -> None:
        row = self.current_row()
        if row is None:
            return
        self.model.fill_from_passport(row, passport)
        self.editor.show_entry(self.model.entry(row))
        self._show_passenger_rules(row)
        self._refresh()

    # --- scans -------------------------------------------------------------------------------

    def _scan_offered(self, source: ScanSource) -> None:
        row = self.current_row()
        if row is not None:
            self._offer(row, source)

    def _dropped(self, row: int, source: ScanSource) -> None:
        self._select(row)
        self._offer(row, source)

    def _offer(self, row: int, source: ScanSource) -> None:
        if row == self.current_row():
            self.editor.scan_panel.show_busy(BOOKING_FORM.tr("Reading and encoding the scan…"))
        self._reading.add(self.model.key(row))
        self.scan_offered.emit(self.model.key(row), source)

    def set_scanner_folder(self, folder: Path | None) -> None:
        """The folder the counter's scanner saves into (None: none is set)."""
        self.editor.scan_panel.scanner_folder = folder
        self._folder_missing = False
        self._show_scan_offer()

    def scanner_folder_missing(self, folder: Path) -> None:
        """The scanner's folder ``folder`` is not there: say so while a passenger needs a scan."""
        if folder == self.editor.scan_panel.scanner_folder:
            self._folder_missing = True
            self._show_scan_offer()

    def offer_scan(self, path: Path) -> None:
        """The scanner saved ``path``: offer it (Ctrl+T) to the passenger who needs a scan."""
        self._arrived = path
        self._show_scan_offer()

    def _needing_scan(self) -> int | None:
        """The passenger a new scan is for: the one in the editor if they need a scan and have
        none, else the first such passenger; None when nobody needs one."""
        if self.flow is None or self.flow.choice.module is not Module.BOAT:
            return None
        current = self.current_row()
        rows = range(self.model.rowCount())
        ordered = [current, *rows] if current is not None else list(rows)
        return next(
            (
                row
                for row in ordered
                if "id_proof_file" in self.model.required(row)
                and self.model.scan(row) is None
                and self.model.key(row) not in self._reading
            ),
            None,
        )

    def _passenger_named(self, row: int) -> str:
        name = self.model.entry(row).traveler_name.strip()
        number = row + 1
        if not name:
            return BOOKING_FORM.tr("passenger {number}").format(number=number)
        return BOOKING_FORM.tr("passenger {number}, {name}").format(number=number, name=name)

    def _show_scan_offer(self) -> None:
        """Say what the scanner's folder offers, or that it is awaited, while a passenger needs
        a scan; nothing when none does."""
        row = self._needing_scan()
        folder = self.editor.scan_panel.scanner_folder
        text = ""
        if row is not None and self._arrived is not None:
            text = BOOKING_FORM.tr(
                "New scan from the scanner: <b>{file}</b>. Ctrl+T gives it to {passenger}."
            ).format(file=escape(self._arrived.name), passenger=escape(self._passenger_named(row)))
        elif row is not None and folder is not None and self._folder_missing:
            text = BOOKING_FORM.tr(
                "A scan is needed for {passenger}, and the scanner's folder {folder} cannot be "
                "found: check it in Settings (Ctrl+6). Ctrl+O chooses a file meanwhile."
            ).format(passenger=escape(self._passenger_named(row)), folder=escape(str(folder)))
        elif row is not None and folder is not None:
            text = BOOKING_FORM.tr(
                "A scan is needed for {passenger}: scan the passport's photo page and it is "
                "offered here (or Ctrl+O to choose a file)."
            ).format(passenger=escape(self._passenger_named(row)))
        self.scan_offer_label.setText(text)
        self.take_scan_button.setVisible(row is not None and self._arrived is not None)
        self.scan_offer.setVisible(bool(text))

    def take_offered_scan(self) -> None:
        """Ctrl+T: the scanner's new file to the passenger who needs it; the cursor stays
        where the next key is typed (the quick line, when the button had it)."""
        row = self._needing_scan()
        path = self._arrived
        if row is None or path is None:
            return
        self._arrived = None
        had_focus = self.take_scan_button.hasFocus()
        self._offer(row, path)
        self._show_scan_offer()
        if had_focus:
            self.quick_passenger.setFocus()

    def _shrink(self) -> None:
        row = self.current_row()
        scan = self.model.scan(row) if row is not None else None
        if row is not None and scan is not None:
            self.show_shrinking(self.model.key(row))
            self.shrink_requested.emit(self.model.key(row), scan)

    def show_shrinking(self, key: int) -> None:
        """The scan of the passenger with ``key`` is over the limit and being shrunk."""
        if self.model.row_of(key) == self.current_row():
            self.editor.scan_panel.show_busy(
                BOOKING_FORM.tr("Over the limit: shrinking the image…")
            )

    def _stop_scan(self) -> None:
        row = self.current_row()
        if row is not None:
            self.scan_stop_requested.emit(self.model.key(row))

    def _remove_scan(self) -> None:
        row = self.current_row()
        if row is not None:
            self.set_scan(self.model.key(row), None)

    def set_scan(self, key: int, scan: Scan | None) -> None:
        """A scan is ready for the passenger with ``key`` (dropped if the row has gone)."""
        self._reading.discard(key)
        if not self.model.set_scan(key, scan):
            return
        row = self.model.row_of(key)
        if row is not None and row == self.current_row():
            self.editor.touch_scan()
            self.editor.scan_panel.show_scan(scan)
            self._show_passenger_rules(row)
        self._refresh()

    def scan_failed(self, key: int, text: str) -> None:
        """A scan could not be read or shrunk: say why; the passenger keeps the one it had."""
        self._reading.discard(key)
        self._show_scan_offer()
        row = self.model.row_of(key)
        if row is not None and row == self.current_row():
            panel = self.editor.scan_panel
            panel.show_scan(self.model.scan(row))
            panel.show_problem(text)

    # --- what the flow says ------------------------------------------------------------------

    def _show_passenger_rules(self, row: int) -> None:
        self.editor.show_rules(self.model.required(row), self.model.errors(row))

    def _refresh(self) -> None:
        """Customer messages, the price and the scanner's offer as they stand."""
        if self.flow is None:
            return
        self._show_scan_offer()
        self.customer.show_errors(self.flow.customer_errors())
        breakdown = self.flow.breakdown()
        # Two named figures: a clerk reading one total reads it as the customer's.
        customer = customer_price_of(self.flow.choice, breakdown, self.till_rules())
        figures = {
            "customer": money_text(customer.total, CURRENCY),
            "wallet": money_text(breakdown.total, CURRENCY),
        }
        self.price_label.setText(
            BOOKING_FORM.tr("Customer pays <b>{customer}</b> · wallet charged {wallet}").format(
                **figures
            )
            if breakdown.complete
            else BOOKING_FORM.tr(
                "Customer pays <b>{customer}</b> · wallet charged {wallet} (passengers without "
                "age or nationality not priced yet)"
            ).format(**figures)
        )
        self.changed.emit()

    def show_errors(self, errors: Mapping[str, str]) -> None:
        """The sale was checked and is not ready: every message shows, focus on the first."""
        assert self.flow is not None
        self._show_all = True
        self.customer.grid.show_all()
        self.seats.show_all()
        self.customer.show_errors(errors)
        self.seats.show_errors(errors)
        shown = CUSTOMER_FIELDS | {"qty", "passengers"}
        self.model.recheck()
        rows = sorted(
            {
                int(name[len(PASSENGER_PREFIX) : name.index("]")])
                for name in errors
                if name.startswith(PASSENGER_PREFIX)
            }
        )
        others = [
            message
            for name, message in errors.items()
            if name not in shown and not name.startswith(PASSENGER_PREFIX)
        ]
        if rows:
            others.insert(
                0,
                BOOKING_FORM.tr("Check passenger {numbers}.").format(
                    numbers=", ".join(str(r + 1) for r in rows)
                ),
            )
        count = len(errors)
        nothing_sent = BOOKING_FORM.tr(
            "Nothing was sent: %n field(s) need(s) attention.", "", count
        )
        self.other_errors.setText(" ".join([nothing_sent, *others]))
        self._focus_first(errors, rows)

    def _focus_first(self, errors: Mapping[str, str], rows: list[int]) -> None:
        for name in ("customer_name", "customer_email", "customer_phone", *BUSINESS_NAMES):
            if name in errors:
                self.customer.field(name).setFocus()
                return
        if "qty" in errors:
            self.qty_spin.setFocus()
            return
        if rows:
            self._select(rows[0])
            self.editor.grid.show_all()
            self._show_passenger_rules(rows[0])
            first = next(
                (
                    self.editor.grid.fields[name]
                    for name in self.editor.grid.fields
                    if f"passengers[{rows[0]}].{name}" in errors
                ),
                self.editor.name_edit,
            )
            first.setFocus()
