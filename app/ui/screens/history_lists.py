"""History's lists: this counter's bookings, every counter's (with an agency store) and the
per-day totals, each table built a frame at a time after the screen is first shown; the chosen
booking's detail, voucher and the customer's data; what became of a search or an export."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.agency.queries import AgencyBooking
from app.domain.status import BookingStatus
from app.figures import count_text
from app.i18n import Catalogue
from app.records.bookings import BookingRow, DayTotals
from app.ui.models.agency import (
    AGENCY_PRODUCT_COLUMN,
    AgencyHistoryModel,
    agency_booking_samples,
)
from app.ui.models.history import (
    PASSENGERS_COLUMN,
    PRODUCT_COLUMN,
    DayLine,
    DayTotalsModel,
    HistoryModel,
    widest_seats,
)
from app.ui.models.rows import ROW_ROLE
from app.ui.style import Tone, set_tone
from app.ui.widgets.document_copies import DocumentCopies
from app.ui.widgets.row_delegate import RowDelegate
from app.ui.widgets.row_heights import ShownRowHeights
from app.ui.widgets.table_view import EmptyState, make_table
from app.ui.widgets.title_floor import TitleFloor
from app.ui.widgets.title_lines import TwoLineTitles
from app.ui.widgets.voucher_buttons import VoucherButtons

HISTORY_LISTS = Catalogue("HISTORY_LISTS")

# Between the pieces of the screen's first show: a frame, so that each is painted (and a key
# handled) before the next is built.
PIECE_DELAY_MS = 16


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


class HistoryLists(QWidget):
    """The lists of the History screen under its heading and toolbar (laid out by the screen in
    ``_layout`` first); the pieces of ``_pieces`` are built one a frame while it is shown. The
    screen calls ``_current_changed`` when its bookings are read again, after saying how many.

    Signals:
        lookup_requested(str): open this booking reference in Lookup.
        booking_chosen(BookingRow | None): the current booking changed (told in the loop turn
            after the change).
        day_chosen(date): Enter on a day's totals: only that day's bookings are asked for.
        customer_export_requested(BookingRow | None): a copy of that customer's data.
        customer_erase_requested(BookingRow | None): erase that customer's data.
        customer_data_requested(BookingRow | None): what is held of that customer.
    """

    lookup_requested = Signal(str)
    booking_chosen = Signal(object)
    day_chosen = Signal(object)
    customer_export_requested = Signal(object)
    customer_erase_requested = Signal(object)
    customer_data_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = HistoryModel()
        self.agency_model = AgencyHistoryModel()
        # The tables are built in loop turns of their own after the rest (``_build_next``).
        self.tables = QStackedWidget()
        self._table: QTableView | None = None
        self._made_table: QTableView | None = None
        self._made_days_table: QTableView | None = None
        self._agency_table: QTableView | None = None
        self._days_table: QTableView | None = None
        # The chosen booking's detail follows in a loop turn after its list's: a search's answer
        # (its rows painted) is one turn, the detail of its first booking (read from the journal
        # and laid out, 7 M instructions) the next; the rows chosen while keys are typed faster
        # than the turns run are told once, the last.
        self._chosen_due = QTimer(self)
        self._chosen_due.setSingleShot(True)
        self._chosen_due.setInterval(0)
        self._chosen_due.timeout.connect(lambda: self.booking_chosen.emit(self.current_booking()))
        self.state_label = QLabel()
        self.state_label.setObjectName("historyState")
        self.state_label.setWordWrap(True)
        self.detail_label = QLabel()
        self.detail_label.setObjectName("historyDetail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.voucher = VoucherButtons()
        self.voucher.setEnabled(False)
        self.documents = DocumentCopies()
        # The customer's rights over their data (DPDP): a copy for them, or erasure on request.
        self.customer_export_button = QPushButton(HISTORY_LISTS.tr("Export the customer's data"))
        self.customer_export_button.setObjectName("customerExport")
        self.customer_erase_button = QPushButton(HISTORY_LISTS.tr("Erase the customer's data"))
        self.customer_erase_button.setObjectName("customerErase")
        self.customer_erase_button.setToolTip(
            HISTORY_LISTS.tr(
                "On the customer's request, with a supervisor's PIN: their phone, e-mail and "
                "passengers' ID numbers go; the name, the amounts and the invoice stay, as tax "
                "law asks."
            )
        )
        self.customer_data_button = QPushButton(HISTORY_LISTS.tr("The customer's data…"))
        self.customer_data_button.setObjectName("customerData")
        self.customer_data_button.setToolTip(
            HISTORY_LISTS.tr(
                "What is held of the customer, for them; a correction of their details; with a "
                "supervisor's PIN, the passengers' ID numbers and who looked at them."
            )
        )
        for button in self._customer_buttons():
            button.setEnabled(False)
        self.days = DayTotalsModel()
        # Its own until laid out with its table (``days_table``): a label with no parent is a
        # window of its own, shown over the app's if anything shows it before then.
        self.days_label = QLabel(HISTORY_LISTS.tr("Per-day &totals (Enter: only that day)"), self)
        self.days_label.hide()
        self._layout = QVBoxLayout(self)
        # The rest is laid out by ``_build_body``, in a loop turn after the screen's first.
        self._body_built = False
        self._totals_layout = QVBoxLayout()
        self.customer_export_button.clicked.connect(
            lambda: self.customer_export_requested.emit(self.current_booking())
        )
        self.customer_erase_button.clicked.connect(
            lambda: self.customer_erase_requested.emit(self.current_booking())
        )
        self.customer_data_button.clicked.connect(
            lambda: self.customer_data_requested.emit(self.current_booking())
        )
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
        ]
        self._piece_due = False

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
        bookings_layout.addWidget(self.documents)
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
        body = QSplitter(Qt.Orientation.Vertical)
        body.addWidget(bookings)
        body.addWidget(totals)
        body.setSizes([480, 200])
        self._layout.addWidget(body, 1)

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
            table = self._made_table = make_table(
                self.model, "historyTable", fit_columns=True, titles=TwoLineTitles
            )
            table.setAccessibleName(HISTORY_LISTS.tr("Bookings of this counter"))
            table.setAccessibleDescription(HISTORY_LISTS.tr("Enter opens the booking in Lookup"))
            EmptyState(
                table,
                HISTORY_LISTS.tr(
                    "No bookings here yet: the sales made at this counter appear here."
                ),
            )
            header = table.horizontalHeader()
            for column in (PRODUCT_COLUMN, PASSENGERS_COLUMN):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            # A long product ("North Bay Harbour Cruise, MV Blue Lagoon 11:00", 297 px in a
            # 192-pixel column at 1366x768) wraps onto a second line of its row, never cut.
            table.setWordWrap(True)
            table.setTextElideMode(Qt.TextElideMode.ElideNone)
            # Each cell styled from its row in one call, not seven roles asked of the model.
            table.setItemDelegate(RowDelegate(table, self.model))
            # The bar always laid out (off when there is nothing to scroll): a search that
            # narrowed the list under a screenful hid it, and cleared showed it again, so the
            # rows' room changed width, the columns were fitted again and the list was painted
            # twice more (issue 92). Set as the table is made, before it is laid out.
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            ShownRowHeights(table)
            TitleFloor(table, (PRODUCT_COLUMN, PASSENGERS_COLUMN), lambda: (widest_seats(),))
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
            table.setAccessibleName(HISTORY_LISTS.tr("Bookings of every counter"))
            table.setAccessibleDescription(HISTORY_LISTS.tr("Enter opens the booking in Lookup"))
            EmptyState(
                table,
                HISTORY_LISTS.tr("No bookings of any counter have reached the agency store."),
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
                self.days, "dayTotalsTable", fit_columns=True, titles=TwoLineTitles
            )
            table.setAccessibleName(HISTORY_LISTS.tr("Per-day totals"))
            table.setAccessibleDescription(
                HISTORY_LISTS.tr("Enter on a day shows only that day's bookings")
            )
            EmptyState(table, HISTORY_LISTS.tr("No days with sales yet."))
            # Painted in the turn after the bookings, or in theirs (issue 92): one call a cell.
            table.setItemDelegate(RowDelegate(table, self.days))
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # as above
            table.setToolTip(HISTORY_LISTS.tr("Enter on a day shows only that day's bookings"))
            table.activated.connect(self._day_activated)
        return self._made_days_table

    @property
    def days_table(self) -> QTableView:
        """The per-day totals (built now if not yet)."""
        if self._days_table is None:
            self._build_body()
            table = self._days_table = self._make_days_table()
            # Laid out with its table: its Alt letter needs the table as its buddy, and
            # without one it showed a bare "&" until the table's turn came.
            self.days_label.setBuddy(table)
            self._totals_layout.addWidget(self.days_label)
            self.days_label.show()
            self._totals_layout.addWidget(table, 1)
        return self._days_table

    def current_booking(self) -> BookingRow | None:
        """The booking the cursor is on (none before the table is built)."""
        if self._table is None:
            return None
        row = self._table.currentIndex().data(ROW_ROLE)
        return row if isinstance(row, BookingRow) else None

    @property
    def detail_pending(self) -> bool:
        """Whether the chosen booking is still to be told (``booking_chosen``, the loop turn
        after the choice): until then the detail is the booking chosen before's."""
        return self._chosen_due.isActive()

    def _current_changed(self) -> None:
        row = self.current_booking()
        self.voucher.setEnabled(row is not None and row.status != BookingStatus.CANCELLED.label)
        for button in self._customer_buttons():
            button.setEnabled(row is not None)
        self._chosen_due.start()

    def _customer_buttons(self) -> tuple[QPushButton, ...]:
        """What staff do with the chosen booking's customer: only with a booking chosen."""
        return (
            self.customer_export_button,
            self.customer_erase_button,
            self.customer_data_button,
        )

    def show_detail(self, text: str) -> None:
        """What became of the current booking ('' hides the line)."""
        if text:
            self._build_body()
        self.detail_label.setText(text)
        self.detail_label.setVisible(bool(text))

    def _open(self, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE) if index.isValid() else None
        if isinstance(row, BookingRow | AgencyBooking):
            self.lookup_requested.emit(row.booking_ref)

    def show_totals(self, totals: list[DayTotals]) -> None:
        """The per-day totals of the search."""
        self.days.show_days(totals)

    def show_export_progress(self, written: int, total: int) -> None:
        """How far an export has come (``written`` of ``total`` bookings)."""
        if written == 0:
            set_tone(self.state_label, Tone.PLAIN)
        self.state_label.setText(
            HISTORY_LISTS.tr("Exporting: {written} of {count} bookings written…", "", total).format(
                written=count_text(written), count=count_text(total)
            )
        )

    def show_state(self, text: str, ok: bool) -> None:
        """Say what became of an export."""
        set_tone(self.state_label, Tone.SUCCESS if ok else Tone.ERROR)
        self.state_label.setText(text)

    def _day_activated(self, index: QModelIndex) -> None:
        line = index.data(ROW_ROLE)
        if isinstance(line, DayLine):
            self.day_chosen.emit(line.totals.day)
