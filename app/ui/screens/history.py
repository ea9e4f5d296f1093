"""The History screen: the bookings made at this counter, searched, filtered by day, totalled;
with an agency store, those of every counter too, filtered by counter and clerk. Its lists are
``HistoryLists``; this is the search over them and what is asked of it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QDate, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QWidget,
)

from app.agency.queries import AgencyFilter, AgencyFound, CounterLink
from app.domain.clock import service_today
from app.figures import count_text, file_day
from app.ui.models.agency import PageReader
from app.ui.save_folder import proposed
from app.ui.screens.history_lists import HistoryLists
from app.ui.style import Tone, set_tone
from app.ui.views.history import HISTORY_SCREEN, bookings
from app.ui.widgets.day_edit import DayEdit
from app.ui.widgets.gst_export import GstExportDialog, PeriodKind
from app.ui.widgets.wheel_guard import guarded

SEARCH_DELAY_MS = 150
# Where the agency's row goes in the screen's layout: under the heading and the toolbar.
AGENCY_ROW_AT = 2


class HistoryScreen(HistoryLists):
    """Bookings newest first; Enter on one opens it in Lookup. "All counters" (shown when the
    counter has an agency store) lists the bookings of every counter instead.

    Signals (and those of ``HistoryLists``):
        search_changed(str, object): the search text or the day (a date, or None) changed.
        agency_search_changed(AgencyFilter): the same, over all counters.
        export_requested(Path, str, object): write the bookings of this search to a CSV file.
        gst_export_requested(GstExportDialog, Path, object, object): write the GST export of
            the days from the first date to the second into the folder (the dialog tells how).
    """

    search_changed = Signal(str, object)
    agency_search_changed = Signal(object)
    export_requested = Signal(object, str, object)
    gst_export_requested = Signal(object, object, object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.gst_dialog: GstExportDialog | None = None
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("historySearch")
        self.search_edit.setPlaceholderText(
            HISTORY_SCREEN.tr("Reference, customer or any passenger's name")
        )
        search_label = QLabel(HISTORY_SCREEN.tr("&Search"))
        search_label.setBuddy(self.search_edit)
        self.search_edit.setAccessibleDescription(
            HISTORY_SCREEN.tr("A booking reference, the customer or any passenger's name")
        )
        self.day_check = QCheckBox(HISTORY_SCREEN.tr("Only &day"))
        self.day_edit = DayEdit(service_today())
        self.day_edit.setObjectName("historyDay")
        self.day_edit.setAccessibleName(HISTORY_SCREEN.tr("Day of sale"))
        self.day_edit.setAccessibleDescription(
            HISTORY_SCREEN.tr("Only the bookings sold on this day, when Only day is ticked")
        )
        self.day_edit.setEnabled(False)
        self.all_check = QCheckBox(HISTORY_SCREEN.tr("All c&ounters"))
        self.all_check.setObjectName("historyAllCounters")
        self.all_check.setToolTip(
            HISTORY_SCREEN.tr("The bookings of every counter of the agency (the agency store)")
        )
        self.all_check.hide()
        self.counter_combo = guarded(QComboBox())
        self.counter_combo.setObjectName("historyCounter")
        self.counter_combo.setAccessibleName(HISTORY_SCREEN.tr("Counter"))
        self.clerk_combo = guarded(QComboBox())
        self.clerk_combo.setObjectName("historyClerk")
        self.clerk_combo.setAccessibleName(HISTORY_SCREEN.tr("Clerk"))
        # Filled when "All counters" is first asked for: a combo's first item costs milliseconds.
        self.counter_combo.hide()
        self.clerk_combo.hide()
        self.export_button = QPushButton(HISTORY_SCREEN.tr("E&xport CSV…"))
        self.export_button.setToolTip(
            HISTORY_SCREEN.tr("Save the bookings of this search as a CSV file (Alt+X)")
        )
        self.gst_button = QPushButton(HISTORY_SCREEN.tr("&GST export…"))
        self.gst_button.setObjectName("gstExport")
        self.gst_button.setToolTip(
            HISTORY_SCREEN.tr(
                "The invoices and credit notes of the day chosen (else of this month) for the "
                "accountant: sales register (CSV, Excel), GSTR-1 summaries, Tally XML"
            )
        )
        self.open_button = QPushButton(HISTORY_SCREEN.tr("Open in &Lookup"))
        self.open_button.setToolTip(HISTORY_SCREEN.tr("Enter on a booking"))
        for button in (self.export_button, self.gst_button, self.open_button):
            button.setAutoDefault(True)  # Enter presses a focused button, as Space does
        toolbar = QHBoxLayout()
        toolbar.addWidget(search_label)
        toolbar.addWidget(self.search_edit, 1)
        toolbar.addSpacing(12)
        toolbar.addWidget(self.day_check)
        toolbar.addWidget(self.day_edit)
        toolbar.addSpacing(12)
        toolbar.addWidget(self.open_button)
        toolbar.addWidget(self.export_button)
        toolbar.addWidget(self.gst_button)
        self._layout.addWidget(QLabel(HISTORY_SCREEN.tr("<h2>History</h2>")))
        self._layout.addLayout(toolbar)
        self._agency_row_built = False
        self.setFocusProxy(self.search_edit)

        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.setInterval(SEARCH_DELAY_MS)
        self._delay.timeout.connect(self.request_search)
        self.search_edit.textChanged.connect(lambda _text: self._delay.start())
        self.search_edit.returnPressed.connect(self._focus_first_booking)
        self.day_check.toggled.connect(self._day_toggled)
        self.day_edit.dateChanged.connect(lambda _date: self.request_search())
        self.all_check.toggled.connect(self._scope_toggled)
        self.counter_combo.activated.connect(lambda _number: self.request_search())
        self.clerk_combo.activated.connect(lambda _number: self.request_search())
        self.open_button.clicked.connect(lambda: self._open(self.current_table().currentIndex()))
        self.export_button.clicked.connect(self.ask_export_path)
        self.gst_button.clicked.connect(self.open_gst_export)
        self.model.rowsInserted.connect(lambda *_args: self.show_count())
        self.agency_model.rowsInserted.connect(lambda *_args: self._show_agency_count())
        self.model.modelReset.connect(self.show_count)
        self.model.modelReset.connect(self._current_changed)
        self.day_chosen.connect(self._only_day)
        # Its clear button's icon is made by the style, a millisecond or two.
        self._pieces.append(lambda: self.search_edit.setClearButtonEnabled(True))

    def _build_agency_row(self) -> None:
        """Lay out "All counters" and the counter and clerk to filter on, under the toolbar (a
        counter without an agency store never has them)."""
        if self._agency_row_built:
            return
        self._agency_row_built = True
        # A row of its own: the search keeps its width on a small screen.
        agency_row = QHBoxLayout()
        agency_row.addWidget(self.all_check)
        agency_row.addWidget(self.counter_combo)
        agency_row.addWidget(self.clerk_combo)
        agency_row.addStretch(1)
        self._layout.insertLayout(AGENCY_ROW_AT, agency_row)

    def enable_agency(self, enabled: bool) -> None:
        """Offer "All counters" (the counter has an agency store) or not (back to this counter)."""
        if enabled:
            self._build_agency_row()
        self.all_check.setVisible(enabled)
        if not enabled:
            self.all_check.setChecked(False)

    @property
    def all_counters(self) -> bool:
        """Whether the bookings of every counter are asked for."""
        return self.all_check.isChecked()

    def show_choices(self, counters: list[CounterLink], clerks: list[str]) -> None:
        """The counters and clerks to filter on (the choice made stays when still offered)."""
        self._build_agency_row()
        for combo, first, items in (
            (
                self.counter_combo,
                HISTORY_SCREEN.tr("Every counter"),
                [(c.label, c.counter_id) for c in counters],
            ),
            (self.clerk_combo, HISTORY_SCREEN.tr("Every clerk"), [(name, name) for name in clerks]),
        ):
            chosen = combo.currentData()
            combo.clear()
            combo.addItem(first, None)
            for text, data in items:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, combo.findData(chosen)))
            combo.setVisible(self.all_check.isChecked())

    @property
    def agency_filter(self) -> AgencyFilter:
        """The agency-wide search asked for."""
        return AgencyFilter(
            self.text, self.day, self.counter_combo.currentData(), self.clerk_combo.currentData()
        )

    def _scope_toggled(self, on: bool) -> None:
        self._build_agency_row()
        self._build_body()
        if on and not self.counter_combo.count():
            self.show_choices([], [])
        self.tables.setCurrentWidget(self.agency_table if on else self.table)
        self.counter_combo.setVisible(on)
        self.clerk_combo.setVisible(on)
        # CSV and the voucher are of this counter's journal only.
        self.export_button.setEnabled(not on)
        self.voucher.setVisible(not on)
        self.show_detail("")
        self.request_search()

    def current_table(self) -> QTableView:
        """The table shown: this counter's bookings, or every counter's."""
        return self.agency_table if self.all_counters else self.table

    def show_agency(self, found: AgencyFound, read: PageReader | None = None) -> None:
        """The bookings of every counter matching the search, their first page (``read`` the
        next ones as the list scrolls; the day totals: ``show_totals``)."""
        self.agency_model.show_found(found.total, found.rows, read)
        self._show_agency_count()

    def _show_agency_count(self) -> None:
        """How many bookings of every counter match, and how many are listed so far."""
        shown = self.agency_model.rowCount()
        set_tone(self.state_label, Tone.PLAIN)
        total = self.agency_model.total
        count = count_text(total)
        if total == 0:
            self.state_label.setText(HISTORY_SCREEN.tr("No bookings of any counter match."))
        elif shown < total:
            self.state_label.setText(
                HISTORY_SCREEN.tr(
                    "{count} bookings at all counters; the newest {shown} are listed "
                    "(search or choose a day, counter or clerk to narrow them)",
                    "",
                    total,
                ).format(count=count, shown=count_text(shown))
            )
        else:
            self.state_label.setText(
                HISTORY_SCREEN.tr("{count} bookings at all counters", "", total).format(count=count)
            )

    @property
    def day(self) -> dt.date | None:
        """The day filtered on, or None for every day."""
        if not self.day_check.isChecked():
            return None
        chosen = self.day_edit.date()
        return dt.date(chosen.year(), chosen.month(), chosen.day())

    @property
    def text(self) -> str:
        """The search text."""
        return self.search_edit.text()

    def request_search(self) -> None:
        """Ask for the bookings of the search and the day now (of every counter, when asked)."""
        self._delay.stop()
        if self.all_counters:
            self.agency_search_changed.emit(self.agency_filter)
        else:
            self.search_changed.emit(self.text, self.day)

    def _day_toggled(self, on: bool) -> None:
        self.day_edit.setEnabled(on)
        self.request_search()

    def _only_day(self, day: dt.date) -> None:
        self.day_edit.setDate(QDate(day.year, day.month, day.day))
        self.day_check.setChecked(True)
        self.request_search()
        self.table.setFocus()

    def _focus_first_booking(self) -> None:
        table = self.current_table()
        model = table.model()
        if model.rowCount():
            table.setCurrentIndex(model.index(0, 0))
            table.setFocus()

    def ask_export_path(self) -> None:
        """Ask where to write the CSV of the bookings shown."""
        day = self.day
        name = f"bookings-{file_day(day) if day else 'all'}.csv"
        chosen, _ = QFileDialog.getSaveFileName(
            self, HISTORY_SCREEN.tr("Export bookings as CSV"), proposed(name), "CSV (*.csv)"
        )
        if chosen:
            self.export_requested.emit(Path(chosen), self.text, day)

    def open_gst_export(self) -> GstExportDialog:
        """The GST export's dialog, on the day chosen (else this month); opened, not run."""
        kind = PeriodKind.DAY if self.day is not None else PeriodKind.MONTH
        dialog = GstExportDialog(
            HISTORY_SCREEN.tr("GST export for the accountant"),
            kind,
            self.day or service_today(),
            self,
        )
        dialog.export_requested.connect(
            lambda folder, first, last: self.gst_export_requested.emit(dialog, folder, first, last)
        )
        self.gst_dialog = dialog
        dialog.open()
        return dialog

    def show_count(self) -> None:
        """How many bookings match, and how many are read so far."""
        if self.all_counters:
            return  # the agency's count is said with its search
        total, read = self.model.total, self.model.rowCount()
        if total == 0:
            self.state_label.setText(
                HISTORY_SCREEN.tr("No bookings match.")
                if self.text or self.day
                else HISTORY_SCREEN.tr("No bookings at this counter yet.")
            )
        elif read < total:
            self.state_label.setText(
                HISTORY_SCREEN.tr("{count} bookings (scroll for more)", "", total).format(
                    count=count_text(total)
                )
            )
        else:
            self.state_label.setText(bookings(total))
        set_tone(self.state_label, Tone.PLAIN)
