"""The passengers' scans on the booking form: a file given to a passenger (dropped on their row,
chosen, or the scanner's new file offered to the one who needs it, Ctrl+T), read, shrunk or
removed; the reading itself is asked for through signals."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from app.domain.identity import AADHAAR
from app.domain.modules import Module
from app.i18n import Catalogue
from app.ui.scans import Scan
from app.ui.widgets.passenger_list import PassengerList
from app.ui.widgets.scan_panel import ScanSource

SCAN_OFFER = Catalogue("SCAN_OFFER")


class ScanOffer(QWidget):
    """Says what the scanner's folder offers (or awaits) while a passenger needs a scan, and
    carries each passenger's scan between the list and the controller.

    Signals:
        scan_offered(int, object): a file or image for the passenger with that key.
        shrink_requested(int, Scan): shrink that passenger's scan until it fits.
        scan_stop_requested(int): stop reading the scan of the passenger with that key.
        changed(): a passenger's scan changed (the form checks the sale again).
    """

    scan_offered = Signal(int, object)
    shrink_requested = Signal(int, object)
    scan_stop_requested = Signal(int)
    changed = Signal()

    def __init__(self, people: PassengerList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scanOffer")
        self.people = people
        self.module = Module.ACTIVITY
        # A scan the scanner saved into its folder, offered to the passenger who needs one.
        self._arrived: Path | None = None
        # The passengers (by key) whose scan is being read: they need no other.
        self._reading: set[int] = set()
        self._folder_missing = False  # the scanner's folder is not there: nothing will come
        self.label = QLabel()
        self.label.setObjectName("scanOfferText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)  # names in it are escaped
        self.take_button = QPushButton(SCAN_OFFER.tr("Take the scan (Ctrl+T)"))
        self.take_button.setObjectName("takeScan")
        self.take_button.setToolTip(
            SCAN_OFFER.tr("Ctrl+T: give the scanner's new file to the passenger named here")
        )
        self.take_button.setAutoDefault(True)  # Enter presses a focused button, as Space does
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.take_button)
        self.setVisible(False)
        self.take_button.clicked.connect(self.take_offered_scan)
        panel = people.editor.scan_panel
        panel.scan_offered.connect(self._scan_offered)
        panel.shrink_requested.connect(self._shrink)
        panel.remove_requested.connect(self._remove_scan)
        panel.stop_requested.connect(self._stop_scan)
        people.drops.dropped.connect(self._dropped)
        people.table.selectionModel().currentRowChanged.connect(self._current_changed)

    def load(self, module: Module) -> None:
        """A new sale of ``module``: a file saved before it began may be the last customer's,
        so it is not offered."""
        self.module = module
        self._arrived = None
        self._reading.clear()

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.show_offer()

    def _scan_offered(self, source: ScanSource) -> None:
        row = self.people.current_row()
        if row is not None:
            self._offer(row, source)

    def _dropped(self, row: int, source: ScanSource) -> None:
        self.people.select(row)
        self._offer(row, source)

    def _offer(self, row: int, source: ScanSource) -> None:
        people = self.people
        if row == people.current_row():
            people.editor.scan_panel.show_busy(SCAN_OFFER.tr("Reading and encoding the scan…"))
        self._reading.add(people.model.key(row))
        self.scan_offered.emit(people.model.key(row), source)

    def set_scanner_folder(self, folder: Path | None) -> None:
        """The folder the counter's scanner saves into (None: none is set)."""
        self.people.editor.scan_panel.scanner_folder = folder
        self._folder_missing = False
        self.show_offer()

    def scanner_folder_missing(self, folder: Path) -> None:
        """The scanner's folder ``folder`` is not there: say so while a passenger needs a scan."""
        if folder == self.people.editor.scan_panel.scanner_folder:
            self._folder_missing = True
            self.show_offer()

    def offer_scan(self, path: Path) -> None:
        """The scanner saved ``path``: offer it (Ctrl+T) to the passenger who needs a scan."""
        self._arrived = path
        self.show_offer()

    def _needing_scan(self) -> int | None:
        """The passenger a new scan is for: the one in the editor if they need a scan and have
        none, else the first such passenger; None when nobody needs one."""
        if self.module is not Module.BOAT:
            return None
        model = self.people.model
        current = self.people.current_row()
        rows = range(model.rowCount())
        ordered = [current, *rows] if current is not None else list(rows)
        return next(
            (
                row
                for row in ordered
                if "id_proof_file" in model.required(row)
                and model.scan(row) is None
                and model.key(row) not in self._reading
            ),
            None,
        )

    def show_offer(self) -> None:
        """Say what the scanner's folder offers, or that it is awaited, while a passenger needs
        a scan; nothing when none does."""
        row = self._needing_scan()
        folder = self.people.editor.scan_panel.scanner_folder
        named = "" if row is None else escape(self.people.passenger_named(row))
        text = ""
        if row is not None and self._arrived is not None:
            text = SCAN_OFFER.tr(
                "New scan from the scanner: <b>{file}</b>. Ctrl+T gives it to {passenger}."
            ).format(file=escape(self._arrived.name), passenger=named)
        elif row is not None and folder is not None and self._folder_missing:
            text = SCAN_OFFER.tr(
                "A scan is needed for {passenger}, and the scanner's folder {folder} cannot be "
                "found: check it in Settings (Ctrl+6). Ctrl+O chooses a file meanwhile."
            ).format(passenger=named, folder=escape(str(folder)))
        elif row is not None and folder is not None:
            # The page of the passenger's own document: an Aadhaar card has no photo page.
            aadhaar = self.people.model.entry(row).id_type == AADHAAR
            text = (
                SCAN_OFFER.tr(
                    "A scan is needed for {passenger}: scan the front of the Aadhaar card and it "
                    "is offered here (or Ctrl+O to choose a file)."
                )
                if aadhaar
                else SCAN_OFFER.tr(
                    "A scan is needed for {passenger}: scan the passport's photo page and it is "
                    "offered here (or Ctrl+O to choose a file)."
                )
            ).format(passenger=named)
        self.label.setText(text)
        self.take_button.setVisible(row is not None and self._arrived is not None)
        self.setVisible(bool(text))

    def take_offered_scan(self) -> None:
        """Ctrl+T: the scanner's new file to the passenger who needs it; the cursor stays
        where the next key is typed (the quick line, when the button had it)."""
        row = self._needing_scan()
        path = self._arrived
        if row is None or path is None:
            return
        self._arrived = None
        had_focus = self.take_button.hasFocus()
        self._offer(row, path)
        self.show_offer()
        if had_focus:
            self.people.quick_passenger.setFocus()

    def _shrink(self) -> None:
        people = self.people
        row = people.current_row()
        scan = people.model.scan(row) if row is not None else None
        if row is not None and scan is not None:
            self.show_shrinking(people.model.key(row))
            self.shrink_requested.emit(people.model.key(row), scan)

    def show_shrinking(self, key: int) -> None:
        """The scan of the passenger with ``key`` is over the limit and being shrunk."""
        if self.people.model.row_of(key) == self.people.current_row():
            self.people.editor.scan_panel.show_busy(
                SCAN_OFFER.tr("Over the limit: shrinking the image…")
            )

    def _stop_scan(self) -> None:
        row = self.people.current_row()
        if row is not None:
            self.scan_stop_requested.emit(self.people.model.key(row))

    def _remove_scan(self) -> None:
        row = self.people.current_row()
        if row is not None:
            self.set_scan(self.people.model.key(row), None)

    def set_scan(self, key: int, scan: Scan | None) -> None:
        """A scan is ready for the passenger with ``key`` (dropped if the row has gone)."""
        people = self.people
        self._reading.discard(key)
        if not people.model.set_scan(key, scan):
            return
        row = people.model.row_of(key)
        if scan is not None:
            # The passport read asked for its scan: that is done, the note goes.
            people.quick_passenger.message.clear()
        if row is not None and row == people.current_row():
            people.editor.touch_scan()
            people.editor.scan_panel.show_scan(scan)
            people.show_rules(row)
        self.changed.emit()

    def scan_failed(self, key: int, text: str) -> None:
        """A scan could not be read or shrunk: say why; the passenger keeps the one it had."""
        self._reading.discard(key)
        self.show_offer()
        people = self.people
        row = people.model.row_of(key)
        if row is not None and row == people.current_row():
            panel = people.editor.scan_panel
            panel.show_scan(people.model.scan(row))
            panel.show_problem(text)
