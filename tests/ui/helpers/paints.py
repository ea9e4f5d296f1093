"""Paint events counted: what a change on screen repaints, seen from the outside."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


class Paints(QObject):
    """Counts the paint events of the widgets it is installed on (or of every widget, installed
    on the application); it takes none of them."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        """Qt: count a paint, let every event through."""
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False
