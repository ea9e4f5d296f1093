"""What the slot picker and the schedule picker share: title, state line, table, choose button."""

from __future__ import annotations

import datetime as dt
from typing import Generic

from PySide6.QtCore import QModelIndex, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QPushButton, QTableView, QVBoxLayout, QWidget

from app.counter.papers.formatting import age_text
from app.i18n import Catalogue
from app.ui.models.bookable import BookableModel
from app.ui.models.rows import RowT
from app.ui.style import restyle
from app.ui.widgets.action_bar import ActionBar
from app.ui.widgets.table_view import make_table

PICKER = Catalogue("PICKER")
TICK_MS = 1_000


class BookablePicker(QWidget, Generic[RowT]):
    """A table of bookable rows with a live countdown; subclasses say what choosing emits.

    The countdown ticks while the picker is on screen: hidden (another screen shown) it cost
    a turn of the loop each second, the table's columns measured again; shown again, it is
    brought up to the minute at once, so nothing past its cut-off is offered.
    """

    def __init__(
        self,
        model: BookableModel[RowT],
        name: str,
        choose_text: str,
        table_name: str,
        parent: QWidget | None = None,
    ) -> None:
        """``name`` prefixes the object names; ``table_name`` is what a screen reader calls the
        table."""
        super().__init__(parent)
        self.model = model
        self.title_label = QLabel()
        self.title_label.setObjectName(f"{name}Title")
        restyle(self.title_label, strong=True)
        self.state_label = QLabel()
        self.state_label.setObjectName(f"{name}State")
        self.state_label.setWordWrap(True)
        self.table: QTableView = make_table(model, f"{name}Table", fit_columns=True)
        self.table.setAccessibleName(table_name)
        self.table.setAccessibleDescription(
            PICKER.tr("Enter or a double-click books the selected row")
        )
        self.choose_button = QPushButton(choose_text)
        self.choose_button.setEnabled(False)
        self.choose_button.setToolTip(PICKER.tr("Enter or double-click a row"))
        self.choose_button.clicked.connect(self._choose_current)
        self.table.activated.connect(self._choose)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        buttons = ActionBar()
        buttons.add(self.state_label, 1)
        buttons.add_primary(self.choose_button, "ticket")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.addWidget(self.title_label)
        self.layout_.addWidget(self.table, 1)
        self.layout_.addWidget(buttons)
        self.fetched_at: dt.datetime | None = None
        self._state_text = ""
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self._tick)
        self._live = False  # rows shown whose countdown runs

    @property
    def ticking(self) -> bool:
        """Whether the countdown is running (rows shown, the picker on screen)."""
        return self._ticker.isActive()

    def showEvent(self, event: QShowEvent) -> None:
        """Qt: on screen again: the countdown brought up to now, and running."""
        super().showEvent(event)
        if self._live and not self._ticker.isActive():
            self._tick()
            self._ticker.start()

    def hideEvent(self, event: QHideEvent) -> None:
        """Qt: off screen (its screen hidden too): the countdown waits."""
        super().hideEvent(event)
        self._ticker.stop()

    def _count_down(self, live: bool) -> None:
        self._live = live
        if live and self.isVisible():
            self._ticker.start()
        else:
            self._ticker.stop()

    def show_loading(self, title: str) -> None:
        """A search for ``title`` is under way: the old rows go, so nothing stale is chosen."""
        self.title_label.setText(title)
        self.model.set_rows([])
        self._show_state(PICKER.tr("Searching…"))
        self.choose_button.setEnabled(False)
        self._count_down(False)

    def show_rows(self, rows: list[RowT], empty_text: str) -> None:
        """Show the search result and select its first bookable row."""
        self.model.tick()
        self.model.set_rows(rows)
        self.fetched_at = self.model.now
        bookable = sum(1 for row in rows if self.model.reason(row) is None)
        found = len(rows)
        self._show_state(
            PICKER.tr("{found} found, {bookable} bookable").format(found=found, bookable=bookable)
            if rows
            else empty_text
        )
        if rows:
            first = next((n for n, row in enumerate(rows) if self.model.reason(row) is None), 0)
            self.table.selectRow(first)
            self._count_down(True)

    def show_failure(self, text: str) -> None:
        """The search failed: say so in the picker (the message bar says what to do)."""
        self.model.set_rows([])
        self._show_state(text)
        self.choose_button.setEnabled(False)
        self._count_down(False)

    def current_row(self) -> RowT | None:
        """The selected row, or None."""
        return self.model.row_at(self.table.currentIndex())

    def select(self, row: object) -> None:
        """Highlight the shown row equal to ``row`` (nothing moves when none is)."""
        position = next((n for n, shown in enumerate(self.model.rows) if shown == row), None)
        if position is not None:
            self.table.selectRow(position)

    def _show_state(self, text: str) -> None:
        self._state_text = text
        self.state_label.setText(text)

    def _tick(self) -> None:
        self.model.tick()
        self._enable_choose(self.current_row())
        # Seats and fares read more than a minute ago say how old they are.
        age = age_text(self.fetched_at, self.model.now) if self.fetched_at is not None else ""
        self.state_label.setText(f"{self._state_text} · {age}" if age else self._state_text)

    def _enable_choose(self, row: RowT | None) -> None:
        self.choose_button.setEnabled(row is not None and self.model.reason(row) is None)

    def _current_changed(self, index: QModelIndex) -> None:
        row = self.model.row_at(index)
        self._enable_choose(row)
        self.on_current(row)

    def _choose_current(self) -> None:
        self._choose(self.table.currentIndex())

    def _choose(self, index: QModelIndex) -> None:
        row = self.model.row_at(index)
        if row is None:
            return
        reason = self.model.reason(row)
        if reason is not None:
            self._show_state(
                PICKER.tr("This one cannot be booked: {reason}.").format(reason=reason)
            )
            return
        self.emit_choice(row)

    def on_current(self, row: RowT | None) -> None:
        """A row became current (or none); subclasses show its details."""

    def emit_choice(self, row: RowT) -> None:
        """Staff chose a bookable ``row``; each picker overrides this to emit its own signal."""
