"""A table's stretched columns keep their titles whole.

A stretched column (History's product and passengers) takes the room the fitted columns leave,
down to the header's smallest section: in Tamil at 1366x768 the fitted columns' long titles
left each 51 px, and "பயணிகள்" (passengers, 67 px) was cut. Qt has no smallest size per
section, so the header's is raised to the widest title of those columns, measured as Qt sizes
a section; the fitted columns are never narrower than their own titles anyway. A stretched
column may show a figure too (History's passengers: a seat count where no names were taken,
"2 இருக்கைகள்" in Tamil, was cut as "2 இரு…"): the floor is at least as wide as its widest
figure, which is never cut (docs/decisions/figures-never-cut.md). Where the window is narrower
than the columns need, the table scrolls sideways rather than cut a title or a figure.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QTableView

from app.ui.widgets.table_view import column_width


class TitleFloor(QObject):
    """Keeps ``columns`` of ``view`` (stretched ones) at least as wide as their titles and as
    the widest of the texts ``figures`` gives (in the current language); measured again when
    the titles, the font or the style change."""

    def __init__(
        self,
        view: QTableView,
        columns: Sequence[int],
        figures: Callable[[], Sequence[str]] = tuple,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._columns = tuple(columns)
        self._figures = figures
        header = view.horizontalHeader()
        # Qt's own smallest section (from the font): the floor never goes below it.
        self._qt_floor = header.minimumSectionSize()
        self._set_for: tuple[str, str, tuple[str, ...]] | None = None
        model = view.model()
        for signal in (model.headerDataChanged, model.modelReset, model.layoutChanged):
            signal.connect(self.fit)
        header.installEventFilter(self)
        self.fit()

    def fit(self, *_args: object) -> None:
        """Raise the header's smallest section to the widest of the columns' titles and
        figures, unless it was set for these texts in these fonts."""
        view = self._view
        header = view.horizontalHeader()
        model = view.model()
        columns = [column for column in self._columns if column < header.count()]
        titles = tuple(
            str(model.headerData(column, Qt.Orientation.Horizontal) or "") for column in columns
        )
        figures = tuple(self._figures())
        key = (header.font().key(), view.font().key(), titles + figures)
        if key == self._set_for:
            return
        self._set_for = key
        widest = max(
            [header.sectionSizeHint(column) for column in columns]
            + [column_width(view, figure) for figure in figures],
            default=0,
        )
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
