"""Rows and columns of widgets in one call: a layout is a list of what it holds, in order."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QVBoxLayout, QWidget

# What a row or a column holds: a widget, a layout, a number (a stretch of that factor), or a
# widget with its stretch factor.
Item = QWidget | QBoxLayout | int | tuple[QWidget, int]


def fill(layout: QBoxLayout, *items: Item) -> QBoxLayout:
    """``layout`` with ``items`` added in order, a number as a stretch of that factor."""
    for item in items:
        if isinstance(item, int):
            layout.addStretch(item)
        elif isinstance(item, tuple):
            layout.addWidget(*item)
        elif isinstance(item, QWidget):
            layout.addWidget(item)
        else:
            layout.addLayout(item)
    return layout


def row(*items: Item) -> QHBoxLayout:
    """A row of ``items``, left to right."""
    layout = QHBoxLayout()
    fill(layout, *items)
    return layout


def column(*items: Item) -> QWidget:
    """A widget holding ``items`` top to bottom with no margins (a splitter's or scroll area's
    content)."""
    widget = QWidget()
    layout = QVBoxLayout(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    fill(layout, *items)
    return widget
