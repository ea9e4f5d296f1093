"""A table's stretched columns keep their titles whole.

A stretched column (History's product and passengers) takes the room the fitted columns leave,
down to the header's smallest section: in Tamil at 1366x768 the fitted columns' long titles
left each 51 px, and "பயணிகள்" (passengers, 67 px) was cut. Qt has no smallest size per
section, so the header's is raised to the widest title of those columns, measured as Qt sizes
a section; the fitted columns are never narrower than their own titles anyway. Where the window
is narrower than the columns need, the table scrolls sideways rather than cut a title.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QTableView


class TitleFloor(QObject):
    """Keeps ``columns`` of ``view`` (stretched ones) at least as wide as their titles; measured
    again when the titles, the font or the style change."""

    def __init__(self, view: QTableView, columns: Sequence[int]) -> None:
        super().__init__(view)
        self._view = view
        self._columns = tuple(columns)
        header = view.horizontalHeader()
        # Qt's own smallest section (from the font): the floor never goes below it.
        self._qt_floor = header.minimumSectionSize()
        self._set_for: tuple[str, tuple[str, ...]] | None = None
        model = view.model()
        for signal in (model.headerDataChanged, model.modelReset, model.layoutChanged):
            signal.connect(self.fit)
        header.installEventFilter(self)
        self.fit()

    def fit(self, *_args: object) -> None:
        """Raise the header's smallest section to the widest of the columns' titles, unless it
        was set for these titles in this font."""
        header = self._view.horizontalHeader()
        model = self._view.model()
        columns = [column for column in self._columns if column < header.count()]
        titles = tuple(
            str(model.headerData(column, Qt.Orientation.Horizontal) or "") for column in columns
        )
        key = (header.font().key(), titles)
        if key == self._set_for:
            return
        self._set_for = key
        widest = max((header.sectionSizeHint(column) for column in columns), default=0)
        header.setMinimumSectionSize(max(self._qt_floor, widest))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: a new font, style or language measures the titles again."""
        if event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
            QEvent.Type.LanguageChange,
        ):
            self._set_for = None
            self.fit()
        return False
