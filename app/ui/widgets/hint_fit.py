"""Fields as wide as the words they show when empty: a line edit's hint (placeholder) and a
combo box's own choices (not a driver's long name), in the language chosen, never cut off.

For a field whose column has room to spare (a grid, a row of tenders): its minimum width is
worked out the way Qt lays the text out, so a longer translation widens it instead of eliding.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QSize
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QComboBox, QLineEdit, QStyle, QStyleOptionFrame

# QLineEdit's own margin either side of its text (``QLineEditPrivate::horizontalMargin``).
LINE_EDIT_MARGIN = 2


def width_for(edit: QLineEdit, text: str) -> int:
    """How wide ``edit`` must be to show ``text`` whole: the text, Qt's margins and the frame."""
    advance = math.ceil(QFontMetricsF(edit.font()).horizontalAdvance(text))
    margins = edit.textMargins()
    inner = advance + 2 * LINE_EDIT_MARGIN + margins.left() + margins.right()
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    outer = edit.style().sizeFromContents(
        QStyle.ContentsType.CT_LineEdit, option, QSize(inner, edit.sizeHint().height()), edit
    )
    return outer.width()


def fit_hint(edit: QLineEdit, *texts: str) -> None:
    """At least as wide as ``edit``'s hint needs, and each of ``texts`` (what it may hold)."""
    widest = max(width_for(edit, text) for text in (edit.placeholderText(), *texts))
    edit.setMinimumWidth(max(edit.minimumWidth(), widest))


def fit_choices(combo: QComboBox, texts: list[str]) -> None:
    """A combo box sized by its minimum contents length (so a long name added later does not
    widen it) that still shows each of ``texts`` whole: the length is raised to fit them."""
    metrics = QFontMetricsF(combo.font())
    letter = metrics.horizontalAdvance("X")  # the unit Qt counts the contents length in
    widest = max(metrics.horizontalAdvance(text) for text in texts)
    combo.setMinimumContentsLength(max(combo.minimumContentsLength(), math.ceil(widest / letter)))
