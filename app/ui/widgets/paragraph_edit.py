"""A field for a sentence or two (a reason, a note) that wraps, so that what was typed can be
read back whole before it is kept; Enter still answers the dialog, as in a one-line field."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF, QKeyEvent, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

# The field is at least this many average characters wide, and has a line to spare for what
# wrapping at words leaves at the ends of lines: the longest paragraph kept shows whole.
LINE_CHARACTERS = 45


class ParagraphEdit(QPlainTextEdit):
    """One paragraph of at most ``max_length`` characters, wrapped at its width and high
    enough to show the longest whole (``LINE_CHARACTERS``). Enter and Tab go to the dialog
    (its default button, the next field); a line break pasted in is a space."""

    def __init__(self, max_length: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._max = max_length
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        metrics = QFontMetricsF(self.font())
        margins = self.contentsMargins()
        across = 2 * self.document().documentMargin() + margins.left() + margins.right()
        self.setMinimumWidth(math.ceil(LINE_CHARACTERS * metrics.averageCharWidth() + across))
        lines = math.ceil(max_length / LINE_CHARACTERS) + 1
        down = 2 * self.document().documentMargin() + margins.top() + margins.bottom()
        self.setFixedHeight(math.ceil(lines * metrics.lineSpacing() + down))
        self.textChanged.connect(self._keep_one_paragraph)

    def text(self) -> str:
        """What was typed."""
        return self.toPlainText()

    def setText(self, text: str) -> None:
        """Show ``text`` (as typed: kept to one paragraph and the length), the cursor after it."""
        self.setPlainText(text)
        self.moveCursor(QTextCursor.MoveOperation.End)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt: Enter is the dialog's (its default button), not a new line."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()
            return
        super().keyPressEvent(event)

    def _keep_one_paragraph(self) -> None:
        text = self.toPlainText()
        kept = text.replace("\n", " ")[: self._max]
        if kept != text:
            cursor = self.textCursor().position()
            self.blockSignals(True)
            self.setPlainText(kept)
            self.blockSignals(False)
            moved = self.textCursor()
            moved.setPosition(min(cursor, len(kept)))
            self.setTextCursor(moved)
