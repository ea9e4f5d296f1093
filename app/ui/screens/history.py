"""The History screen: the bookings made at this counter, searched, filtered by day, totalled;
with an agency store, those of every counter too, filtered by counter and clerk."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import (
    QDate,
    QItemSelectionModel,
    QModelIndex,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.agency.queries import AgencyBooking, AgencyFilter, AgencyFound, CounterLink
from app.domain.clock import service_today
from app.domain.status import BookingStatus
from app.figures import count_text
from app.i18n import Catalogue
from app.journal import BookingRow, DayTotals
from app.ui.models.agency import (
    AGENCY_PRODUCT_COLUMN,
    AgencyHistoryModel,
    PageReader,
    agency_booking_samples,
)
from app.ui.models.history import PASSENGERS_COLUMN, PRODUCT_COLUMN, DayTotalsModel, HistoryModel
from app.ui.models.rows import ROW_ROLE
from app.ui.style import Tone, set_tone
from app.ui.widgets.gst_export import GstExportDialog, PeriodKind
from app.ui.widgets.table_view import EmptyState, make_table
from app.ui.widgets.voucher_buttons import VoucherButtons
from app.ui.widgets.wheel_guard import guarded

HISTORY_SCREEN = Catalogue("HISTORY_SCREEN")

SEARCH_DELAY_MS = 150
# Between the pieces of the screen's first show: a frame, so that each is painted (and a key
# handled) before the next is built.
PIECE_DELAY_MS = 16
# Where the agency's row goes in the screen's layout: under the heading and the toolbar.
AGENCY_ROW_AT = 2


def bookings(count: int) -> str:
    """``1 booking``, ``2,500 bookings``."""
    return HISTORY_SCREEN.tr("{count} bookings", "", count).format(count=count_text(count))


def choose_first_row(table: QTableView) -> None:
    """Put the cursor on the first row (the newest booking) when none is chosen, so the row
    Enter opens is the one highlighted."""
    model = table.model()
    if not table.currentIndex().isValid() and model.rowCount() > 0:
        table.selectionModel().setCurrentIndex(
            model.index(0, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )


class HistoryScreen(QWidget):
    """Bookings newest first; Enter on one opens it in Lookup. "All counters" (shown when the
    counter has an agency store) lists the bookings of every counter instead.

    Signals:
        search_changed(str, object): the search text or the day (a date, or None) changed.
        agency_search_changed(AgencyFilter): the same, over all counters.
        export_requested(Path, str, object): write the bookings of this search to a CSV file.
        gst_export_requested(GstExportDialog, Path, object, object): write the GST export of
            the days from the first date to the second into the folder (the dialog tells how).
        lookup_requested(str): open this booking reference in Lookup.
        booking_chosen(BookingRow | None): the current booking changed.
    """

    search_changed = Signal(str, object)
    agency_search_changed = Signal(object)
    export_requested = Signal(object, str, object)
    gst_export_requested = Signal(object, object, object, object)
    lookup_requested = Signal(str)
    booking_chosen = Signal(object)
    customer_export_requested = Signal(object)
    customer_erase_requested = Signal(object)
    customer_data_requested = Signal(object)

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
        self.day_edit = guarded(QDateEdit())
        self.day_edit.setObjectName("historyDay")
        self.day_edit.setAccessibleName(HISTORY_SCREEN.tr("Day of sale"))
        self.day_edit.setAccessibleDescription(
            HISTORY_SCREEN.tr("Only the bookings sold on this day, when Only day is ticked")
        )
        self.day_edit.setCalendarPopup(True)
        self.day_edit.setDisplayFormat("ddd dd MMM yyyy")
        today = service_today()
        self.day_edit.setDate(QDate(today.year, today.month, today.day))
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
        self.model = HistoryModel()
        self.agency_model = AgencyHistoryModel()
        # The tables are built in loop turns of their own after the rest (``_build_next``).
        self.tables = QStackedWidget()
        self._table: QTableView | None = None
        self._made_table: QTableView | None = None
        self._made_days_table: QTableView | None = None
        self._agency_table: QTableView | None = None
        self._days_table: QTableView | None = None
        self.state_label = QLabel()
        self.state_label.setObjectName("historyState")
        self.state_label.setWordWrap(True)
        self.detail_label = QLabel()
        self.detail_label.setObjectName("historyDetail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.voucher = VoucherButtons()
        self.voucher.setEnabled(False)
        # The customer's rights over their data (DPDP): a copy for them, or erasure on request.
        self.customer_export_button = QPushButton(HISTORY_SCREEN.tr("Export the customer's data"))
        self.customer_export_button.setObjectName("customerExport")
        self.customer_erase_button = QPushButton(HISTORY_SCREEN.tr("Erase the customer's data"))
        self.customer_erase_button.setObjectName("customerErase")
        self.customer_erase_button.setToolTip(
            HISTORY_SCREEN.tr(
                "On the customer's request, with a supervisor's PIN: their phone, e-mail and "
                "passengers' ID numbers go; the name, the amounts and the invoice stay, as tax "
                "law asks."
            )
        )
        self.customer_data_button = QPushButton(HISTORY_SCREEN.tr("The customer's data…"))
        self.customer_data_button.setObjectName("customerData")
        self.customer_data_button.setToolTip(
            HISTORY_SCREEN.tr(
                "What is held of the customer, for them; a correction of their details; with a "
                "supervisor's PIN, the passengers' ID numbers and who looked at them."
            )
        )
        for button in (
            self.customer_export_button,
            self.customer_erase_button,
            self.customer_data_button,
        ):
            button.setEnabled(False)
        self.days = DayTotalsModel()
        self.days_label = QLabel(HISTORY_SCREEN.tr("Per-day &totals (Enter: only that day)"))

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
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(QLabel(HISTORY_SCREEN.tr("<h2>History</h2>")))
        self._layout.addLayout(toolbar)
        # The rest is laid out by ``_build_body``, in a loop turn after this one.
        self._body_built = False
        self._agency_row_built = False
        self._totals_layout = QVBoxLayout()
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
        self.customer_export_button.clicked.connect(
            lambda: self.customer_export_requested.emit(self.current_booking())
        )
        self.customer_erase_button.clicked.connect(
            lambda: self.customer_erase_requested.emit(self.current_booking())
        )
        self.customer_data_button.clicked.connect(
            lambda: self.customer_data_requested.emit(self.current_booking())
        )
        self.model.rowsInserted.connect(lambda *_args: self.show_count())
        self.agency_model.rowsInserted.connect(lambda *_args: self._show_agency_count())
        self.model.modelReset.connect(self.show_count)
        self.model.modelReset.connect(self._current_changed)
        # The shell above is shown first; the body and each table follow in loop turns of their
        # own while the screen is shown, so that no turn of History's first show builds,
        # polishes and lays out the whole screen. The agency's table is built when "All
        # counters" is first asked for. Each is also built at once when asked for.
        # A table is made in one turn and laid out (polished, painted) in the next.
        self._pieces: list[Callable[[], object]] = [
            self._build_body,
            self._make_table,
            self._build_table,
            # The first page may have come before the table: its first booking is chosen (and
            # its detail read) in a turn of its own.
            lambda: choose_first_row(self.table),
            self._make_days_table,
            lambda: self.days_table,
            # Its clear button's icon is made by the style, a millisecond or two.
            lambda: self.search_edit.setClearButtonEnabled(True),
        ]
        self._piece_due = False

    # --- the body and the tables, each built a turn after the one before ------------------------

    def _build_body(self) -> None:
        """Lay out the agency's row, the bookings' part (the tables, the chosen booking's detail
        and actions, the state) and the totals' part (built now if not yet)."""
        if self._body_built:
            return
        self._body_built = True
        bookings = QWidget()
        bookings_layout = QVBoxLayout(bookings)
        bookings_layout.setContentsMargins(0, 0, 0, 0)
        bookings_layout.addWidget(self.tables, 1)
        bookings_layout.addWidget(self.detail_label)
        bookings_layout.addWidget(self.voucher)
        customer_row = QHBoxLayout()
        customer_row.addWidget(self.customer_export_button)
        customer_row.addWidget(self.customer_erase_button)
        customer_row.addWidget(self.customer_data_button)
        customer_row.addStretch(1)
        bookings_layout.addLayout(customer_row)
        bookings_layout.addWidget(self.state_label)
        totals = QWidget()
        totals.setLayout(self._totals_layout)
        self._totals_layout.setContentsMargins(0, 0, 0, 0)
        self._totals_layout.addWidget(self.days_label)
        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(bookings)
        body.addWidget(totals)
        body.setSizes([480, 200])
        self._layout.addWidget(body, 1)

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

    def stop_building(self) -> None:
        """Build no more pieces unasked (the app is closing); each is still built when asked
        for."""
        self._pieces.clear()

    def showEvent(self, event: QShowEvent) -> None:
        """Qt: shown; the pieces not built yet follow, one a frame."""
        super().showEvent(event)
        self._next_piece_later()

    def _next_piece_later(self) -> None:
        if self._pieces and not self._piece_due:
            self._piece_due = True
            QTimer.singleShot(PIECE_DELAY_MS, self, self._build_next)

    def _build_next(self) -> None:
        """Build the next piece, and ask for the one after in a later turn; the rest waits while
        the screen is hidden (another screen chosen, or the app closing its journal)."""
        self._piece_due = False
        if not self.isVisible():
            return
        if self._pieces:
            self._pieces.pop(0)()
        self._next_piece_later()

    @property
    def tables_built(self) -> bool:
        """Whether this counter's bookings and the day totals have their tables yet."""
        return self._table is not None and self._days_table is not None

    @property
    def table(self) -> QTableView:
        """This counter's bookings (built now if not yet, its first booking chosen)."""
        if self._table is None:
            choose_first_row(self._build_table())
        assert self._table is not None
        return self._table

    def _make_table(self) -> QTableView:
        """This counter's bookings' table, made but not yet laid out (made now if not yet)."""
        if self._made_table is None:
            table = self._made_table = make_table(self.model, "historyTable", fit_columns=True)
            table.setAccessibleName(HISTORY_SCREEN.tr("Bookings of this counter"))
            table.setAccessibleDescription(HISTORY_SCREEN.tr("Enter opens the booking in Lookup"))
            EmptyState(
                table,
                HISTORY_SCREEN.tr(
                    "No bookings here yet: the sales made at this counter appear here."
                ),
            )
            header = table.horizontalHeader()
            for column in (PRODUCT_COLUMN, PASSENGERS_COLUMN):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            table.activated.connect(self._open)
        return self._made_table

    def _build_table(self) -> QTableView:
        """Lay out this counter's bookings' table (made now if not yet; none of its rows
        chosen yet)."""
        if self._table is None:
            self._build_body()
            table = self._table = self._make_table()
            self.model.modelReset.connect(partial(choose_first_row, table))
            table.selectionModel().currentRowChanged.connect(
                lambda _current, _previous: self._current_changed()
            )
            self.tables.insertWidget(0, table)
        return self._table

    @property
    def agency_table(self) -> QTableView:
        """Every counter's bookings (built now if not yet)."""
        if self._agency_table is None:
            self._build_body()
            # Widths from the font, not measured at each page or search (``FixedColumns``).
            table = self._agency_table = make_table(
                self.agency_model,
                "agencyHistoryTable",
                fit_columns=False,
                samples=agency_booking_samples(),
            )
            table.setAccessibleName(HISTORY_SCREEN.tr("Bookings of every counter"))
            table.setAccessibleDescription(HISTORY_SCREEN.tr("Enter opens the booking in Lookup"))
            EmptyState(
                table,
                HISTORY_SCREEN.tr("No bookings of any counter have reached the agency store."),
            )
            table.horizontalHeader().setSectionResizeMode(
                AGENCY_PRODUCT_COLUMN, QHeaderView.ResizeMode.Stretch
            )
            table.activated.connect(self._open)
            self.agency_model.modelReset.connect(partial(choose_first_row, table))
            self.tables.addWidget(table)
            choose_first_row(table)
        return self._agency_table

    def _make_days_table(self) -> QTableView:
        """The per-day totals' table, made but not yet laid out (made now if not yet)."""
        if self._made_days_table is None:
            table = self._made_days_table = make_table(
                self.days, "dayTotalsTable", fit_columns=True
            )
            table.setAccessibleName(HISTORY_SCREEN.tr("Per-day totals"))
            table.setAccessibleDescription(
                HISTORY_SCREEN.tr("Enter on a day shows only that day's bookings")
            )
            EmptyState(table, HISTORY_SCREEN.tr("No days with sales yet."))
            table.setToolTip(HISTORY_SCREEN.tr("Enter on a day shows only that day's bookings"))
            table.activated.connect(self._only_day)
        return self._made_days_table

    @property
    def days_table(self) -> QTableView:
        """The per-day totals (built now if not yet)."""
        if self._days_table is None:
            self._build_body()
            table = self._days_table = self._make_days_table()
            self.days_label.setBuddy(table)
            self._totals_layout.addWidget(table, 1)
        return self._days_table

    # --- the agency ---------------------------------------------------------------------------

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

    def current_booking(self) -> BookingRow | None:
        """The booking the cursor is on (none before the table is built)."""
        if self._table is None:
            return None
        row = self._table.currentIndex().data(ROW_ROLE)
        return row if isinstance(row, BookingRow) else None

    def _current_changed(self) -> None:
        row = self.current_booking()
        self.voucher.setEnabled(row is not None and row.status != BookingStatus.CANCELLED.label)
        for button in (
            self.customer_export_button,
            self.customer_erase_button,
            self.customer_data_button,
        ):
            button.setEnabled(row is not None)
        self.booking_chosen.emit(row)

    def show_detail(self, text: str) -> None:
        """What became of the current booking ('' hides the line)."""
        if text:
            self._build_body()
        self.detail_label.setText(text)
        self.detail_label.setVisible(bool(text))

    # --- what is asked -----------------------------------------------------------------------

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

    def _only_day(self, index: QModelIndex) -> None:
        totals = index.data(ROW_ROLE)
        if isinstance(totals, DayTotals):
            self.day_edit.setDate(QDate(totals.day.year, totals.day.month, totals.day.day))
            self.day_check.setChecked(True)
            self.request_search()
            self.table.setFocus()

    def _focus_first_booking(self) -> None:
        table = self.current_table()
        model = table.model()
        if model.rowCount():
            table.setCurrentIndex(model.index(0, 0))
            table.setFocus()

    def _open(self, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE) if index.isValid() else None
        if isinstance(row, BookingRow | AgencyBooking):
            self.lookup_requested.emit(row.booking_ref)

    def ask_export_path(self) -> None:
        """Ask where to write the CSV of the bookings shown."""
        folder = Path(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        )
        day = self.day
        name = f"bookings-{day.isoformat() if day else 'all'}.csv"
        chosen, _ = QFileDialog.getSaveFileName(
            self, HISTORY_SCREEN.tr("Export bookings as CSV"), str(folder / name), "CSV (*.csv)"
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

    # --- results -----------------------------------------------------------------------------

    def show_totals(self, totals: list[DayTotals]) -> None:
        """The per-day totals of the search."""
        self.days.set_rows(totals)

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

    def show_export_progress(self, written: int, total: int) -> None:
        """How far an export has come (``written`` of ``total`` bookings)."""
        if written == 0:
            set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            HISTORY_SCREEN.tr(
                "Exporting: {written} of {count} bookings written…", "", total
            ).format(written=count_text(written), count=count_text(total))
        )

    def show_state(self, text: str, ok: bool) -> None:
        """Say what became of an export."""
        set_tone(self.state_label, Tone.SUCCESS if ok else Tone.ERROR)
        self.state_label.setText(text)
