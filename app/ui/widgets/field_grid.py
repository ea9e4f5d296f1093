"""Labelled fields in a grid, each with what is wrong with it written next to it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from app.i18n import Catalogue
from app.ui.style import Tone, set_tone

FIELD_GRID = Catalogue("FIELD_GRID")
REQUIRED_MARK = " *"
# Every grid's labels take the same width, so the fields of stacked grids line up.
LABEL_WIDTH = 130
FIELD_WIDTH = 340


def style_message(name: str, message: QLabel) -> None:
    """Make ``message`` read as what is wrong with field ``name`` (red, wrapped, named)."""
    message.setObjectName(f"{name}Message")
    set_tone(message, Tone.ERROR)
    message.setWordWrap(True)


class FieldGrid(QWidget):
    """Rows of label, field and message; required fields are marked with a star.

    A field's message shows once staff have typed in it (``touch``) or once everything is to be
    shown (a review was asked for), so a new form does not open covered in red.
    """

    def __init__(self, field_width: int = FIELD_WIDTH, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field_width = field_width
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnMinimumWidth(0, LABEL_WIDTH)
        self.grid.setColumnStretch(2, 1)
        self.labels: dict[str, QLabel] = {}
        self.messages: dict[str, QLabel] = {}
        self.fields: dict[str, QWidget] = {}
        self._row_messages: dict[str, QLabel] = {}
        self._titles: dict[str, str] = {}
        self._touched: set[str] = set()
        self._show_all = False

    def add(self, name: str, title: str, field: QWidget) -> None:
        """Add the row of wire field ``name``."""
        message = QLabel()
        self.messages[name] = message
        self.add_row(name, title, field, message)

    def add_row(
        self, name: str, title: str, field: QWidget, message: QLabel, width: int | None = None
    ) -> None:
        """Lay out a row of label, field (``width`` or the grid's) and ``message``.

        A row added only this way is not a wire field: ``show_errors`` leaves its message to
        the field's owner.
        """
        row = self.grid.rowCount()
        label = QLabel(title)
        # The widget that takes the focus: a box around an edit takes none itself, and its
        # label's Alt+letter then left the cursor where it was.
        label.setBuddy(field.focusProxy() or field)
        style_message(name, message)
        self.grid.addWidget(label, row, 0)
        field.setFixedWidth(width or self.field_width)
        self.grid.addWidget(field, row, 1)
        self.grid.addWidget(message, row, 2)
        self.labels[name], self.fields[name] = label, field
        self._row_messages[name] = message
        self._titles[name] = title

    def add_message(self, name: str, message: QLabel) -> None:
        """Show the messages of ``name`` in ``message`` (a field laid out elsewhere)."""
        style_message(name, message)
        self.messages[name] = message

    def set_row_visible(self, name: str, visible: bool) -> None:
        """Show or hide the whole row of ``name``: label, field and message."""
        for widget in (self.labels[name], self.fields[name], self._row_messages[name]):
            widget.setVisible(visible)

    def set_required(self, names: Iterable[str]) -> None:
        """Mark the fields that must be filled in (the others lose the mark)."""
        required = set(names)
        for name, label in self.labels.items():
            label.setText(self._titles[name] + (REQUIRED_MARK if name in required else ""))
            label.setToolTip(FIELD_GRID.tr("Required") if name in required else "")

    def touch(self, name: str) -> None:
        """Staff typed in ``name``: its message shows from now on."""
        self._touched.add(name)

    def reset(self, show_all: bool = False) -> None:
        """A new form (nothing touched), or one to show every message of (``show_all``)."""
        self._touched.clear()
        self._show_all = show_all

    def show_all(self) -> None:
        """Show the messages of every field, typed in or not (a review was asked for)."""
        self._show_all = True

    def show_errors(self, errors: Mapping[str, str]) -> None:
        """Write each field's message next to it (cleared where nothing is wrong)."""
        for name, message in self.messages.items():
            visible = self._show_all or name in self._touched
            message.setText(errors.get(name, "") if visible else "")

    def message(self, name: str) -> str:
        """The message shown next to ``name``."""
        return self.messages[name].text()
