"""The BOAT schedule picker: departures of the opened trip on the date, and their rates."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSplitter, QTableView, QVBoxLayout, QWidget

from app.api import BoatAvailability, BoatContentItem
from app.booking import Choice
from app.domain.clock import service_now
from app.domain.till import TillRules
from app.i18n import Catalogue
from app.ui.models.schedules import RateModel, ScheduleModel
from app.ui.style import restyle
from app.ui.widgets.picker import BookablePicker
from app.ui.widgets.table_size import whole_width
from app.ui.widgets.table_view import make_table

SCHEDULE_PICKER = Catalogue("SCHEDULE_PICKER")


class SchedulePicker(BookablePicker[BoatAvailability]):
    """Departures with times, seats (live or capacity reference) and cut-off; rates below.

    Signals:
        schedule_chosen(Choice): staff chose a bookable departure.
    """

    schedule_chosen = Signal(object)

    def __init__(
        self,
        parent: QWidget | None = None,
        now: Callable[[], dt.datetime] = service_now,
        rates_below: bool = False,
    ) -> None:
        super().__init__(
            ScheduleModel(now),
            "schedule",
            SCHEDULE_PICKER.tr("Book this departure"),
            SCHEDULE_PICKER.tr("Departures on the travel date"),
            parent,
        )
        self.trip: BoatContentItem | None = None
        self.rates = RateModel()
        self.rates_table = make_table(self.rates, "rateTable", fit_columns=True)
        rates_title = QLabel(SCHEDULE_PICKER.tr("Rates of the selected departure"))
        rates_title.setBuddy(self.rates_table)
        self.rates_table.setAccessibleName(SCHEDULE_PICKER.tr("Rates of the selected departure"))
        restyle(rates_title, strong=True)
        rates = QWidget()
        rates_layout = QVBoxLayout(rates)
        rates_layout.setContentsMargins(0, 0, 0, 0)
        rates_layout.addWidget(rates_title)
        rates_layout.addWidget(self.rates_table, 1)
        # The rates beside the departures, not below them: the departures keep the picker's
        # whole height, six rows and more at 1366x768 (a boat leaves up to hourly). Where the
        # picker has half a dialog's width (``rates_below``), or is narrower than the two
        # tables' columns (a 1280x720 screen), the rates go below: side by side, the two tables
        # hid their fares and the departures' "Bookable" behind sideways scroll bars.
        self.rates_below = rates_below
        self.splitter = splitter = QSplitter(
            Qt.Orientation.Vertical if rates_below else Qt.Orientation.Horizontal
        )
        splitter.setObjectName("scheduleSplitter")
        splitter.setChildrenCollapsible(False)
        self.layout_.removeWidget(self.table)
        splitter.addWidget(self.table)
        splitter.addWidget(rates)
        if not rates_below:
            # About the width of each table's columns: neither scrolls sideways at 1366x768.
            splitter.setSizes([620, 560])
            # The catalogue's departures are of one trip's boat, named in their title: without
            # its column, both tables show all theirs side by side at 1280x720 too.
            self.table.setColumnHidden(ScheduleModel.BOAT_COLUMN, True)
        self.layout_.insertWidget(1, splitter, 1)
        for table in (self.table, self.rates_table):
            table.horizontalHeader().sectionResized.connect(lambda *_: self._arrange())
        self.show_net(False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Qt: the tables side by side when both show all their columns so, else one above the
        other."""
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        first, second = _columns_width(self.table), _columns_width(self.rates_table)
        room = self.splitter.width() - self.splitter.handleWidth()
        beside = not self.rates_below and first + second <= room
        wanted = Qt.Orientation.Horizontal if beside else Qt.Orientation.Vertical
        if self.splitter.orientation() != wanted:
            self.splitter.setOrientation(wanted)
        shown = self.splitter.sizes()
        if beside and (shown[0] < first or shown[1] < second):
            self.splitter.setSizes([first, room - first])

    def show_net(self, net: bool) -> None:
        """The rates' boat fare, permit, fare before GST and the agency's net beside the
        customer's price only when the clerk asks (the catalogue's "Show net fares")."""
        for column in RateModel.NET_COLUMNS:
            self.rates_table.setColumnHidden(column, not net)
            if net:
                # Fitted while hidden, a column came back too narrow for its title.
                self.rates_table.resizeColumnToContents(column)
        self._arrange()

    def show_trip(self, trip: BoatContentItem, title: str, rules: Callable[[], TillRules]) -> None:
        """A search for the departures of ``trip`` has started; ``rules``: the till's, which
        price a seat for the customer."""
        self.trip = trip
        self.rates.gst_percentage = trip.policies.gst_percentage
        self.rates.rules = rules
        self.show_loading(title)

    def on_current(self, row: BoatAvailability | None) -> None:
        """Show the rates of the selected departure."""
        self.rates.set_rows(row.rates if row is not None else [])

    def emit_choice(self, row: BoatAvailability) -> None:
        """Hand the departure, with its trip's content (identity flags), to the booking screen."""
        if self.trip is not None:
            self.schedule_chosen.emit(Choice.of_boat(self.trip, row))


def _columns_width(view: QTableView) -> int:
    """What ``view`` needs to show its columns whole: a scroll bar's width only while it has one
    (``whole_width`` keeps room for one always, 15 px too many for two departures)."""
    bar = view.verticalScrollBar()
    return whole_width(view) - (0 if bar.isVisible() else bar.sizeHint().width())
