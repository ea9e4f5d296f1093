"""The passengers of a BOAT sale: their count, a quick line per passenger (or a passport's MRZ),
the list with Add, Remove and Undo, and the editor of the passenger chosen in it."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from app.booking import BookingFlow
from app.booking.quick_entry import QuickEntryError, parse_passenger
from app.domain.aadhaar_qr import (
    AadhaarCard,
    AadhaarQrError,
    TrustedKey,
    is_aadhaar_scan,
    read_aadhaar_qr,
)
from app.domain.clock import service_today
from app.domain.countries import nationality_text
from app.domain.limits import QTY_MAX, QTY_MIN
from app.domain.mrz import MrzError, PassportMrz, mrz_line, parse_td3
from app.i18n import Catalogue
from app.ui.error_words import reason_of
from app.ui.models.passengers import PassengerModel, RemovedPassenger
from app.ui.style import Tone
from app.ui.widgets.passenger_editor import PassengerEditor
from app.ui.widgets.passenger_table import make_passenger_table
from app.ui.widgets.quick_line import QuickLine
from app.ui.widgets.remove_passengers import RemovePassengersDialog
from app.ui.widgets.wheel_guard import guarded

PASSENGER_LIST = Catalogue("PASSENGER_LIST")
# A few rows in view; the editor below matters more than a long list.
TABLE_MIN_PX = 100
TABLE_MAX_PX = 170
# What a passport's MRZ fills in (app.booking.passengers, ``from_passport``).
PASSPORT_FIELDS = ("traveler_name", "age", "pax_gender", "nationality", "id_type", "id_number")
# What an Aadhaar QR fills in (app.booking.passengers, ``from_aadhaar``).
AADHAAR_FIELDS = ("traveler_name", "age", "pax_gender", "nationality", "id_type")


def full_text() -> str:
    """Why a quick line adds no passenger: the sale has the most one booking takes."""
    return PASSENGER_LIST.tr(
        "This sale has {most} passengers, the most one booking takes: start another sale."
    ).format(most=QTY_MAX)


def aadhaar_note(card: AadhaarCard, number_required: bool) -> str:
    """What the quick line says once an Aadhaar QR filled a passenger."""
    if number_required:
        return PASSENGER_LIST.tr(
            "Aadhaar QR read: {name}. This trip needs the whole number: type the card's 12 "
            "digits (the QR's last four are {last_four})."
        ).format(name=card.name, last_four=card.last_four)
    if card.genuine:
        return PASSENGER_LIST.tr(
            "Aadhaar QR read: {name}, card genuine (UIDAI signature). Check the photo on the "
            "card against the passenger."
        ).format(name=card.name)
    return PASSENGER_LIST.tr(
        "Older Aadhaar QR read: {name}. It carries no signature: check the card itself."
    ).format(name=card.name)


class PassengerList(QWidget):
    """Edits the passengers of the sale's flow, row by row; the count and the quick line are
    its own but laid out by the form, beside the customer's seats.

    Signals:
        edited(): a passenger was added, removed, typed or filled (the form prices it again).
    """

    edited = Signal()

    def __init__(
        self, parent: QWidget | None = None, editor: PassengerEditor | None = None
    ) -> None:
        """``editor``: the passenger's editor, when built ahead in a turn of its own."""
        super().__init__(parent)
        self.show_all = False  # every field's message shows, not only those touched
        self.count_spin = guarded(QSpinBox())
        self.count_spin.setObjectName("passengerCount")
        self.count_spin.setRange(QTY_MIN, QTY_MAX)
        # A number typed counts once it is entered, not at each digit ("12" is not 1, then 12).
        self.count_spin.setKeyboardTracking(False)
        self.quick_passenger = QuickLine(
            "quickPassenger",
            PASSENGER_LIST.tr(
                "Name, age, gender, nationality if not Indian  (e.g. Ravi Kumar, 34, M)"
            ),
        )
        self.quick_passenger.setToolTip(
            PASSENGER_LIST.tr(
                "A passenger in one line, separated by commas; gender M, F or O. Enter fills the "
                "first passenger without a name, or adds one, and the cursor stays for the next. "
                "A passport reader's two MRZ lines, typed here, fill a passenger from the "
                "passport; the imager's scan of an Aadhaar card's QR code fills an Indian "
                "passenger."
            )
        )
        # The keys an Aadhaar QR's signature is judged by: UIDAI's, and in training the
        # sandbox's test key too (set for each sale).
        self.aadhaar_keys: tuple[TrustedKey, ...] = ()
        # The first line of a passport's MRZ, kept while the reader types the second.
        self._passport_line: str | None = None
        self.add_button = QPushButton(PASSENGER_LIST.tr("&Add passenger"))
        self.add_button.setToolTip(PASSENGER_LIST.tr("Alt+A: a passenger at the end of the list"))
        self.remove_button = QPushButton(PASSENGER_LIST.tr("&Remove passenger"))
        self.remove_button.setToolTip(
            PASSENGER_LIST.tr("Alt+R: the selected passenger (Ctrl+Z brings them back)")
        )
        self.remove_dialog: RemovePassengersDialog | None = None
        self._removed: list[list[RemovedPassenger]] = []
        self.undo_note = QLabel()
        self.undo_note.setObjectName("undoNote")
        self.undo_button = QPushButton(PASSENGER_LIST.tr("Undo (Ctrl+Z)"))
        self.undo_button.setObjectName("undoRemove")
        self.undo_button.setToolTip(
            PASSENGER_LIST.tr("Bring back the passengers removed last, with their scans.")
        )
        self.model = PassengerModel()
        self.table, self.drops = make_passenger_table(self.model)
        self.table.setMinimumHeight(TABLE_MIN_PX)
        self.table.setMaximumHeight(TABLE_MAX_PX)
        self.table_label = QLabel(
            PASSENGER_LIST.tr(
                "Passenger &list: ↑ ↓ here, or Ctrl+PgDown / Ctrl+PgUp anywhere, to change "
                "passenger"
            )
        )
        self.table_label.setBuddy(self.table)
        self.table.setAccessibleName(PASSENGER_LIST.tr("Passengers of the sale"))
        self.table.setAccessibleDescription(
            PASSENGER_LIST.tr(
                "Up and Down choose the passenger edited below; a scan dropped on a row is "
                "that passenger's."
            )
        )
        self.editor = editor if editor is not None else PassengerEditor()
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(True)  # Enter presses a focused button, as Space does
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.undo_note)
        buttons.addWidget(self.undo_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self.table_label)
        layout.addWidget(self.table)
        layout.addWidget(self.editor)

        self.quick_passenger.returnPressed.connect(self.add_quick_passenger)
        self.count_spin.valueChanged.connect(self._count_changed)
        self.add_button.clicked.connect(self.add_passenger)
        self.remove_button.clicked.connect(self.remove_passenger)
        self.undo_button.clicked.connect(self.undo_remove)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.editor.edited.connect(self._passenger_edited)
        self.editor.passport_read.connect(self._passport_read)
        self.model.rowsInserted.connect(self._rows_changed)
        self.model.rowsRemoved.connect(self._rows_changed)

    def load(self, flow: BookingFlow | None) -> None:
        """The passengers of ``flow`` (None for an ACTIVITY, which has none): nothing typed in
        the quick line, nothing to undo."""
        self.show_all = False
        self.quick_passenger.done()
        self._passport_line = None
        self.model.load(flow)
        self.set_count(flow.qty if flow is not None else QTY_MIN)
        self._removed.clear()
        self._show_undo()
        if flow is not None:
            self.select(0)

    def set_count(self, count: int) -> None:
        """Show ``count`` passengers in the count, without acting on it."""
        self.count_spin.blockSignals(True)
        self.count_spin.setValue(max(count, QTY_MIN))
        self.count_spin.blockSignals(False)

    # --- the quick line ------------------------------------------------------------------------

    def add_quick_passenger(self) -> bool:
        """Enter in the quick passenger line: fill the first passenger without a name, or add one.

        The passenger's fields show in the editor, with their messages, and the line is emptied
        for the next one. False when the line cannot be read or the sale is full: the message
        beside the line says why, and nothing changes. A line of a passport's MRZ (a reader
        types both, each with Enter) fills the passenger from the passport instead.
        """
        line = self.quick_passenger
        if is_aadhaar_scan(line.text()):
            return self._aadhaar_scanned(line.text())
        passport_line = mrz_line(line.text())
        if passport_line is not None:
            return self._passport_typed(passport_line)
        try:
            passenger = parse_passenger(line.text())
        except QuickEntryError as error:
            line.show_problem(reason_of(error))
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
                    PASSENGER_LIST.tr(
                        "That is a passport's second MRZ line: scan the passport again."
                    )
                )
                return False
            self._passport_line = text
            line.clear()
            line.show_note(PASSENGER_LIST.tr("Passport MRZ: line 1 of 2 read."))
            return True
        try:
            passport = parse_td3(f"{first}\n{text}", service_today())
        except MrzError as error:
            line.clear()
            line.show_problem(
                PASSENGER_LIST.tr("Passport not read: {problems}. Scan the passport again.").format(
                    problems=reason_of(error)
                )
            )
            return False
        row = self._quick_row()
        if row is None:
            return False
        self.model.fill_from_passport(row, passport)
        self._show_quick_row(row, PASSPORT_FIELDS)
        line.done()
        line.show_note(
            PASSENGER_LIST.tr(
                "Read: {name}, {nationality}, passport {number}. Check them; Ctrl+O for the scan."
            ).format(
                name=passport.full_name,
                nationality=nationality_text(passport.nationality),
                number=passport.passport_number,
            ),
            Tone.SUCCESS,
        )
        return True

    def _aadhaar_scanned(self, text: str) -> bool:
        """The imager's scan of an Aadhaar QR in the quick line: a passenger filled from it,
        then the cursor where the trip still needs something. The scan itself is cleared at
        once: only what the card's passenger keeps stays (docs/decisions/aadhaar-secure-qr.md).
        """
        line = self.quick_passenger
        line.clear()
        try:
            card = read_aadhaar_qr(text, self.aadhaar_keys)
        except AadhaarQrError as error:
            line.show_problem(error.sentence)
            return False
        row = self._quick_row()
        if row is None:
            return False
        assert self.model.flow is not None
        number_required = self.model.flow.choice.flags.is_id_no_required
        self.model.fill_from_aadhaar(row, card)
        self._show_quick_row(row, AADHAAR_FIELDS)
        line.done()
        line.show_note(aadhaar_note(card, number_required), Tone.SUCCESS)
        # The cursor to what the trip still needs typed; else it stays for the next passenger.
        self.editor.focus_first_of(self.model.errors(row))
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
        self.select(row)
        self.editor.show_entry(self.model.entry(row))  # (the row may have been current already)
        for name in filled:
            self.editor.grid.touch(name)
        self.show_rules(row)
        self.edited.emit()

    # --- rows ----------------------------------------------------------------------------------

    def _count_changed(self, value: int) -> None:
        count = self.model.rowCount()
        if value < count and any(self.model.has_data(row) for row in range(value, count)):
            # Passengers with data are never dropped unasked: the count stays until staff say
            # which ones go.
            self.set_count(count)
            self._ask_which(count - value)
            return
        current = self.current_row()
        self.model.set_count(value)
        self.select(min(current if current is not None else 0, value - 1))

    def _ask_which(self, count: int) -> None:
        names = [
            self.model.entry(row).traveler_name.strip() or PASSENGER_LIST.tr("(no name yet)")
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
        self.select(min(current, self.model.rowCount() - 1))
        self._show_undo()
        self.table.setFocus()

    def undo_remove(self) -> None:
        """Ctrl+Z: bring back the passengers removed last, in their rows, with their scans."""
        if not self._removed:
            return
        restored = sorted(self._removed.pop(), key=lambda removed: removed.row)
        for removed in restored:
            self.model.restore(removed)
        self.select(restored[0].row)
        self._show_undo()

    def _show_undo(self) -> None:
        last = self._removed[-1] if self._removed else []
        names = ", ".join(
            removed.entry.traveler_name.strip()
            or PASSENGER_LIST.tr("passenger {number}").format(number=removed.row + 1)
            for removed in sorted(last, key=lambda removed: removed.row)
        )
        self.undo_note.setText(
            PASSENGER_LIST.tr("Removed: {names}.").format(names=names) if last else ""
        )
        self.undo_note.setVisible(bool(last))
        self.undo_button.setVisible(bool(last))

    def add_passenger(self) -> None:
        """Append a passenger and put the cursor in its name."""
        self.select(self.model.add())
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
            self.select(row + step)
            self.editor.name_edit.setFocus()

    def _rows_changed(self) -> None:
        count = self.model.rowCount()
        self.set_count(count)
        self.remove_button.setEnabled(count > 1)
        self.edited.emit()

    def current_row(self) -> int | None:
        """The row of the passenger in the editor."""
        index = self.table.currentIndex()
        return index.row() if index.isValid() else None

    def select(self, row: int) -> None:
        """Make ``row`` the passenger in the editor."""
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
        self.editor.show_passenger(row + 1, self.model.entry(row), self.show_all)
        self.editor.scan_panel.show_scan(self.model.scan(row))
        self.show_rules(row)

    def _passenger_edited(self, name: str, value: object) -> None:
        row = self.current_row()
        if row is None:
            return
        self.model.update(row, **{name: value})
        # The flow may have set more than was typed (a foreign passenger's ID type).
        self.editor.show_entry(self.model.entry(row))
        self.show_rules(row)
        self.edited.emit()

    def _passport_read(self, passport: PassportMrz) -> None:
        row = self.current_row()
        if row is None:
            return
        self.model.fill_from_passport(row, passport)
        self.editor.show_entry(self.model.entry(row))
        self.show_rules(row)
        self.edited.emit()

    def show_rules(self, row: int) -> None:
        """What passenger ``row`` must give, and what is wrong with what they gave."""
        scanned = bool(self.model.entry(row).id_proof_file)
        self.editor.show_rules(self.model.required(row), self.model.errors(row), scanned)

    def passenger_named(self, row: int) -> str:
        """Passenger ``row`` as a sentence names them: "passenger 2, Ravi Kumar"."""
        name = self.model.entry(row).traveler_name.strip()
        number = row + 1
        if not name:
            return PASSENGER_LIST.tr("passenger {number}").format(number=number)
        return PASSENGER_LIST.tr("passenger {number}, {name}").format(number=number, name=name)
