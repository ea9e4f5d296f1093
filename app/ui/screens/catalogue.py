"""The catalogue screen: list, filter, detail pane, and the availability of the opened item."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelection, QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.counter.link.catalogue import CatalogueEntry
from app.counter.link.start_cache import as_of_text
from app.domain.clock import service_today
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.modules import Module
from app.figures import day_text, short_day_text
from app.i18n import Catalogue
from app.ui.models.catalogue import CatalogueFilter, CatalogueModel
from app.ui.models.rows import ROW_ROLE
from app.ui.style import Tone, set_tone
from app.ui.widgets.availability_panel import AvailabilityPanel
from app.ui.widgets.catalogue_detail import CatalogueDetail
from app.ui.widgets.catalogue_toolbar import CatalogueToolbar
from app.ui.widgets.row_heights import ShownRowHeights
from app.ui.widgets.table_view import make_table

if TYPE_CHECKING:
    from app.api import ActivityAvailability, BoatAvailability
    from app.ui.widgets.schedule_picker import SchedulePicker
    from app.ui.widgets.slot_picker import SlotPicker


CATALOGUE_SCREEN = Catalogue("CATALOGUE_SCREEN")


def _loading_text(module: Module) -> str:
    if module is Module.BOAT:
        return CATALOGUE_SCREEN.tr("Loading boats…")
    return CATALOGUE_SCREEN.tr("Loading activities…")


def _cached_text(module: Module, as_of: str, refreshing: bool) -> str:
    """``Activities as of 09:12, refreshing…``: whole sentences, Hindi orders them its way."""
    if module is Module.BOAT:
        text = (
            CATALOGUE_SCREEN.tr("Boats {as_of}, refreshing…")
            if refreshing
            else CATALOGUE_SCREEN.tr("Boats {as_of}, not refreshed: the service did not answer")
        )
    else:
        text = (
            CATALOGUE_SCREEN.tr("Activities {as_of}, refreshing…")
            if refreshing
            else CATALOGUE_SCREEN.tr(
                "Activities {as_of}, not refreshed: the service did not answer"
            )
        )
    return text.format(as_of=as_of)


def _count_text(module: Module, shown: int, total: int) -> str:
    """How many items of ``module`` the list holds, and how many pass the filter."""
    boats = module is Module.BOAT
    if total == 0:
        if boats:
            return CATALOGUE_SCREEN.tr("No boats for this date.")
        return CATALOGUE_SCREEN.tr("No activities for this date.")
    if shown == total:
        if boats:
            return CATALOGUE_SCREEN.tr("%n boats", "", total)
        return CATALOGUE_SCREEN.tr("%n activities", "", total)
    if boats:
        text = CATALOGUE_SCREEN.tr("{shown} of %n boats match the filter", "", total)
    else:
        text = CATALOGUE_SCREEN.tr("{shown} of %n activities match the filter", "", total)
    return text.format(shown=shown)


class CatalogueScreen(QWidget):
    """Browse one module's products for a date and open one to see its availability.

    Signals:
        catalogue_requested(Module, date): the list must be (re)loaded.
        availability_requested(CatalogueEntry, date): staff opened an item.
        image_requested(CatalogueEntry): the selected item has a featured image to fetch.
        slot_chosen(Choice): staff chose an ACTIVITY slot.
        schedule_chosen(Choice): staff chose a BOAT departure.
    """

    catalogue_requested = Signal(object, object)
    availability_requested = Signal(object, object)
    image_requested = Signal(object)
    slot_chosen = Signal(object)
    schedule_chosen = Signal(object)

    def __init__(self, today: dt.date | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.toolbar = CatalogueToolbar(today or service_today())
        self.model = CatalogueModel()
        self.proxy = CatalogueFilter()
        self.proxy.setSourceModel(self.model)
        self.table = make_table(self.proxy, "catalogueTable", fit_columns=False)
        self.table.setAccessibleName(CATALOGUE_SCREEN.tr("Catalogue"))
        self.table.setAccessibleDescription(
            CATALOGUE_SCREEN.tr("Enter opens the selected item's availability")
        )
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        # A long boat or trip name ("Glass-Bottom Boat Ride at Elephant Beach", 255 px in a
        # 206-pixel column at 1280x720) wraps onto a second line of its row, never cut; only the
        # names wider than their column are measured, as their rows come into sight.
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        ShownRowHeights(self.table, wrapped=(0,))
        # Rows from the start cache say so, in words, until the service's answer replaces them.
        self.cached_mark = QLabel()
        self.cached_mark.setObjectName("catalogueCachedMark")
        self.cached_mark.setWordWrap(True)
        set_tone(self.cached_mark, Tone.WARNING, strong=True)
        self.cached_mark.hide()
        self.cached_at: dt.datetime | None = None
        self.list_state = QLabel()
        self.list_state.setObjectName("catalogueState")
        self.list_state.setWordWrap(True)
        # The customer's prices by default; the catalogue's net fares when the clerk asks.
        self.net_fares = QCheckBox(CATALOGUE_SCREEN.tr("Show net fares"))
        self.net_fares.setObjectName("netFares")
        self.net_fares.setToolTip(
            CATALOGUE_SCREEN.tr("The catalogue's fares per person, without fare GST or markup")
        )
        self.net_fares.toggled.connect(self.model.show_net)
        self.open_button = QPushButton(CATALOGUE_SCREEN.tr("Show availability"))
        self.open_button.setToolTip(CATALOGUE_SCREEN.tr("Show availability (Enter)"))
        self.open_button.setEnabled(False)
        # The detail pane prices as the list does, by the same rules and net toggle.
        self.detail = CatalogueDetail()
        self.detail.rules = lambda: self.model.rules()
        self.net_fares.toggled.connect(self.detail.show_net)
        self.availability = AvailabilityPanel()
        self.net_fares.toggled.connect(self.availability.show_net)
        self.opened: CatalogueEntry | None = None
        self.opened_day: dt.date | None = None
        # Staff opened an item (Enter in the filter or on the list, a double-click, the button):
        # its rows take the cursor once listed, even from the filter, so Enter again books.
        self._rows_take_keyboard = False
        # The date is being moved to the opened item's next bookable day: its rows are at hand.
        self._moving_day = False

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.cached_mark)
        left_layout.addWidget(self.table, 1)
        state_row = QHBoxLayout()
        state_row.addWidget(self.list_state, 1)
        state_row.addWidget(self.net_fares)
        left_layout.addLayout(state_row)
        left_layout.addWidget(self.open_button)
        # The pickers have many columns: they get the whole width, under the list and the detail.
        top = QSplitter(Qt.Orientation.Horizontal)
        top.setObjectName("catalogueSplitter")
        top.addWidget(left)
        top.addWidget(self.detail)
        # The list is what staff read most: it gets two thirds, the detail the rest.
        top.setSizes([760, 380])
        top.setStretchFactor(0, 2)
        top.setStretchFactor(1, 1)
        self.splitter = top
        body = QSplitter(Qt.Orientation.Vertical)
        body.setObjectName("catalogueBody")
        body.addWidget(top)
        body.addWidget(self.availability)
        body.setCollapsible(1, False)
        self.body = body
        layout = QVBoxLayout(self)
        layout.addWidget(self.toolbar)
        # Until an item is opened the list takes the room, the hint a line at the foot.
        layout.addWidget(body, 1)
        layout.addWidget(self.availability.hint)

        self.toolbar.query_changed.connect(self._query_changed)
        self.toolbar.filter_changed.connect(self._filter)
        self.toolbar.filter_accepted.connect(self.open_selected)
        self.table.activated.connect(self._open_index)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.open_button.clicked.connect(self.open_selected)
        # Alt+arrows change the day from anywhere on the screen, the filter included, so that
        # staff need not leave what they are typing in (a line edit takes no Alt+arrow).
        for keys, action in (
            (QKeySequence(QKeySequence.StandardKey.Refresh), self.request_catalogue),
            (QKeySequence("Alt+Right"), lambda: self.toolbar.step_day(+1)),
            (QKeySequence("Alt+Left"), lambda: self.toolbar.step_day(-1)),
        ):
            shortcut = QShortcut(keys, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(action)
        self.availability.slot_chosen.connect(self.slot_chosen)
        self.availability.schedule_chosen.connect(self.schedule_chosen)

    # --- intents ---------------------------------------------------------------------------

    def request_catalogue(self) -> None:
        """Ask for the list of the toggled module and date (F5)."""
        self.show_catalogue_loading(self.toolbar.module)
        self.catalogue_requested.emit(self.toolbar.module, self.toolbar.travel_date)

    def open_selected(self) -> None:
        """Open the selected item, or the first one shown when none is selected."""
        index = self.table.currentIndex()
        if not index.isValid() and self.proxy.rowCount() > 0:
            index = self.proxy.index(0, 0)
            self.table.setCurrentIndex(index)
        self._open_index(index)

    def forget_opened(self) -> None:
        """New sale: nothing of the last customer's trip stays below the list (its departures or
        slots, its details), whatever the list reads next."""
        self.opened = None
        self._rows_take_keyboard = False
        self.table.clearSelection()
        self.detail.show_entry(None)
        self.availability.show_hint()

    def focus_filter(self) -> None:
        """Put the cursor in the filter, its text selected (Ctrl+F)."""
        self.toolbar.focus_filter()

    def _query_changed(self) -> None:
        module = self.toolbar.module
        # The activity list is the same for every date; only boats' departures depend on it.
        if module is Module.BOAT or self.model.module is not module or not self.model.rowCount():
            self.request_catalogue()
        if self.opened is not None and self.opened.module is module and not self._moving_day:
            self.availability_requested.emit(self.opened, self.toolbar.travel_date)

    def _open_index(self, index: QModelIndex) -> None:
        entry = self._entry(index)
        if entry is not None and not entry.has_item():
            self.list_state.setText(
                CATALOGUE_SCREEN.tr(
                    "This item of the kept list cannot be opened: wait for the service's list (F5)."
                )
            )
        elif entry is not None:
            self._rows_take_keyboard = True
            self.availability_requested.emit(entry, self.toolbar.travel_date)

    def _selection_changed(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        indexes = selected.indexes()
        entry = self._entry(indexes[0]) if indexes else None
        self.open_button.setEnabled(entry is not None)
        if entry is not None and entry is not self.detail.entry and entry.has_item():
            self.detail.show_entry(entry)
            if entry.module is Module.ACTIVITY:
                self.image_requested.emit(entry)

    def _filter(self, text: str) -> None:
        self._rows_take_keyboard = False  # typing again: the next result must not interrupt
        self.proxy.set_text(text)
        self._show_count()

    # --- results ---------------------------------------------------------------------------

    def show_catalogue_loading(self, module: Module) -> None:
        """A load is under way; the list keeps what it shows until the answer."""
        self.list_state.setText(_loading_text(module))

    def show_cached_catalogue(
        self,
        module: Module,
        entries: list[CatalogueEntry],
        seen_at: dt.datetime,
        refreshing: bool = True,
    ) -> None:
        """Show the list as last seen at ``seen_at``, marked with its age, while the service's
        answer is awaited (``refreshing``) or after it failed; opening an item still asks the
        service."""
        self.show_catalogue(module, entries)
        self.cached_at = seen_at
        self._show_cached_mark(refreshing)

    def show_catalogue(self, module: Module, entries: list[CatalogueEntry]) -> None:
        """Show the loaded list, keeping the selection when the same item is still there."""
        self.cached_at = None
        self.cached_mark.hide()
        selected = self.detail.entry
        self.model.show_module(module, entries)
        self._keep_scroll_bar(len(entries))
        self._show_count()
        keep = _same_item_row(entries, selected)
        if keep is not None:
            self.table.selectRow(self.proxy.mapFromSource(self.model.index(keep, 0)).row())
        else:
            self.detail.show_entry(None)
        if self.opened is not None and self.opened.module is not module:
            self.opened = None
            self._rows_take_keyboard = False
            self.availability.show_hint()

    def show_catalogue_failure(self, module: Module, text: str) -> None:
        """The load failed: a list of another module is cleared, one of this module is kept."""
        if self.model.module is not module:
            self.model.show_module(module, [])
            self._keep_scroll_bar(0)
            self.detail.show_entry(None)
            self.cached_at = None
            self.cached_mark.hide()
        elif self.cached_at is not None:
            self._show_cached_mark(False)
        self.list_state.setText(text)

    def show_availability_loading(self, entry: CatalogueEntry, day: dt.date) -> None:
        """Open the picker of ``entry``'s module; the search is under way."""
        from app.api import BoatContentItem  # loaded by now: an item is opened after the start

        self.opened, self.opened_day = entry, day
        item = entry.item
        name, place = DEMO_CATALOGUE.known(entry.name), DEMO_CATALOGUE.known(entry.place)
        title = f"{name} · {place} · {day_text(day)}"
        if isinstance(item, BoatContentItem):
            departures = CATALOGUE_SCREEN.tr("Departures: {title}").format(title=title)
            self.availability.schedules.show_trip(item, departures, self.model.rules)
            self._show_picker(self.availability.schedules)
        else:
            slots = CATALOGUE_SCREEN.tr("Slots: {title}").format(title=title)
            self.availability.slots.show_activity(item, slots, self.model.rules)
            self._show_picker(self.availability.slots)

    def looks_ahead(self, entry: CatalogueEntry, day: dt.date) -> bool:
        """Whether staff have just opened ``entry`` on today, the first day offered: with
        nothing bookable left there, its next bookable day is what a counter wants."""
        return self._rows_take_keyboard and self.opened is entry and day == self.toolbar.first_day

    def show_moved_day(self, entry: CatalogueEntry, day: dt.date) -> None:
        """Nothing of ``entry`` is left today: the date moves on to ``day``, its first bookable
        day, and says so beside it (the rows of ``day`` are shown next)."""
        self._moving_day = True
        try:
            self.toolbar.set_travel_date(day)
        finally:
            self._moving_day = False
        self.show_availability_loading(entry, day)
        self.toolbar.show_day_note(
            CATALOGUE_SCREEN.tr("Nothing left today — showing {day}").format(
                day=short_day_text(day)
            )
        )

    def show_slots(self, slots: list[ActivityAvailability]) -> None:
        """The slots of the opened activity; focus goes to them, so arrows move through them."""
        picker = self.availability.slots
        picker.show_rows(slots, CATALOGUE_SCREEN.tr("No slots on this date. Try another date."))
        self._focus(picker.table, bool(slots))

    def show_schedules(self, schedules: list[BoatAvailability]) -> None:
        """The departures of the opened trip; focus goes to them."""
        picker = self.availability.schedules
        picker.show_rows(
            schedules, CATALOGUE_SCREEN.tr("No departures on this date. Try another date.")
        )
        self._focus(picker.table, bool(schedules))

    def show_availability_failure(self, text: str) -> None:
        """The search failed: the picker says so."""
        self._rows_take_keyboard = False
        opened = self.availability.opened()
        if opened is not None:
            opened.show_failure(text)

    def show_image(self, entry: CatalogueEntry, image_data: bytes) -> bool:
        """The featured image of ``entry`` arrived."""
        return self.detail.show_image(entry, image_data)

    # --- helpers ---------------------------------------------------------------------------

    def _show_picker(self, picker: SlotPicker | SchedulePicker) -> None:
        """``picker`` under the list; opened from the hint, half and half: the list and the
        opened item's departures each show six rows and more at 1366x768 and 1280x720."""
        opening = self.availability.isHidden()
        self.availability.show_picker(picker)
        if opening:
            self.body.setSizes([330, 360])  # scaled to the room there is

    def _focus(self, table: QWidget, listed: bool) -> None:
        # Arrows should move through the result at once, but never snatch the keyboard from
        # someone typing in the filter or the date, unless the rows are what they opened.
        asked, self._rows_take_keyboard = self._rows_take_keyboard, False
        if not self.isVisible():
            return  # a refresh after a sale on another screen leaves the cursor there
        typing = QApplication.focusWidget()
        if (asked and listed) or typing is None or not self.toolbar.isAncestorOf(typing):
            table.setFocus()

    def _keep_scroll_bar(self, rows: int) -> None:
        """Keep the list's scroll bar while it holds more rows than this screen could show at
        once. As the filter's result went over or under a screenful, the bar came or went, the
        rows' room changed width and the whole list was painted twice in one turn of the loop
        (35 M instructions each, 500 boats). A list that always fits keeps Qt's bar as needed:
        nothing to scroll, and no bar to lay out and paint at the start."""
        screen = self.screen()
        tallest = screen.availableGeometry().height() if screen is not None else 0
        fits = tallest // max(1, self.table.verticalHeader().defaultSectionSize())
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAlwaysOn
            if rows > fits
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        if self.table.verticalScrollBarPolicy() != policy:
            self.table.setVerticalScrollBarPolicy(policy)

    def _show_cached_mark(self, refreshing: bool) -> None:
        assert self.cached_at is not None
        as_of = as_of_text(self.cached_at, service_today())
        self.cached_mark.setText(_cached_text(self.model.module, as_of, refreshing))
        self.cached_mark.setToolTip(
            CATALOGUE_SCREEN.tr(
                "The list last seen, kept on this computer. Opening an item asks the service for "
                "its seats and prices: nothing is booked from this list."
            )
        )
        self.cached_mark.show()

    def _entry(self, index: QModelIndex) -> CatalogueEntry | None:
        entry = index.data(ROW_ROLE) if index.isValid() else None
        return entry if isinstance(entry, CatalogueEntry) else None

    def _show_count(self) -> None:
        total = self.model.rowCount()
        shown = self.proxy.rowCount()
        self.list_state.setText(_count_text(self.model.module, shown, total))


def _same_item_row(entries: list[CatalogueEntry], selected: CatalogueEntry | None) -> int | None:
    """The row of the item ``selected`` showed, in a fresh list."""
    if selected is None:
        return None
    return next((n for n, entry in enumerate(entries) if entry.key == selected.key), None)
