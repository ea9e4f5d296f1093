"""The widths of a table's texts in its font, measured once for every reader of them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QTableView


class TextWidths(QObject):
    """The widths of texts in the font of ``view``, each measured once while the model keeps
    its rows: the column fit (``ColumnFitter``) and the rows' heights (``ShownRowHeights``)
    measure the same texts in view in one turn, and a list shows the same product, date or
    status on many rows (History's search measured 325 texts, 5.0 M instructions of its turn,
    issue 92). Forgotten when the model is reset or the font changes.
    """

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        self._widths: dict[str, float] = {}
        self._metrics: QFontMetricsF | None = None
        view.model().modelReset.connect(self._forget)
        view.installEventFilter(self)

    @classmethod
    def of(cls, view: QTableView) -> TextWidths:
        """The widths kept for ``view`` (made now if none)."""
        kept = view.findChild(TextWidths, options=Qt.FindChildOption.FindDirectChildrenOnly)
        return kept if isinstance(kept, TextWidths) else cls(view)

    def width(self, text: str) -> float:
        """The width of ``text`` on one line, as ``QFontMetricsF.horizontalAdvance`` has it."""
        width = self._widths.get(text)
        if width is None:
            if self._metrics is None:
                self._metrics = QFontMetricsF(self._view.font())
            width = self._widths[text] = self._metrics.horizontalAdvance(text)
        return width

    def _forget(self) -> None:
        self._widths.clear()
        self._metrics = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: a new font gives every text another width."""
        if event.type() == QEvent.Type.FontChange and watched is self._view:
            self._forget()
        return False
