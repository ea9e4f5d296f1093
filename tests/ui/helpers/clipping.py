"""What a screen cuts off of its figures: a money, date or time cell that Qt elides, a label too
narrow for its figure, a window that asks for more than the screen; and whether it draws with
the font set it is checked in. What it cuts off of any text: a cell (``cut_cells``) or a one-line
label (``cut_labels``) too small for what it shows.

A cell is judged as Qt draws it: the delegate's option for the index, the style's text
rectangle less Qt's text margins, and Qt's own ``elidedText`` in the cell's font; the cell is cut
when that differs from its text. Widths are fractional (``QFontMetricsF``): a figure that needs
54.4 px does not fit in 54.
"""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from app.ui.widgets.hint_fit import width_for
from tests.conftest import FONT_FAMILIES

# A figure: digits with their separators at its start or its end, and at most two words around
# them (a currency, a month, a unit: "INR 2,500.00", "25 Nov 2026", "05:30-07:00",
# "3 सीटें", "2 இருக்கைகள்"). A name with a number inside it ("Guest 3 A") is no figure: long
# names may be elided. The words are counted without their combining marks: Tamil's and
# Bengali's vowel signs are marks, which a regex's word class does not match, so they split a
# word into pieces.
_WORD = re.compile(r"[^\W\d_]+")
_MARKUP = re.compile(r"<[^>]+>")
_EDGE = " .,:;()[]-–/"
FIGURE_WORDS = 2


def words(text: str) -> list[str]:
    """The words of ``text``, each a run of letters with their marks (and joiners) left out."""
    bare = "".join(c for c in text if not unicodedata.category(c).startswith(("M", "Cf")))
    return _WORD.findall(bare)


def is_figure(text: str) -> bool:
    """Whether ``text`` shows a money amount, a date, a time or a count (not a name)."""
    core = text.strip(_EDGE)
    return (
        bool(core)
        and (core[0].isdigit() or core[-1].isdigit())
        and len(words(text)) <= FIGURE_WORDS
    )


def _text_margin(view: QAbstractItemView) -> int:
    """Qt's margin left and right of a cell's text (``QCommonStyle::viewItemDrawText``)."""
    return view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1


def _cell_option(
    view: QAbstractItemView, index: QModelIndex, delegate: QStyledItemDelegate
) -> tuple[QStyleOptionViewItem, float]:
    """The option Qt draws the cell at ``index`` with, and the room it gives the cell's text."""
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.rect = view.visualRect(index)
    option.textElideMode = view.textElideMode()
    option.decorationSize = view.iconSize() if view.iconSize().isValid() else QSize(16, 16)
    delegate.initStyleOption(option, index)
    text_rect = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
    return option, text_rect.width() - 2 * _text_margin(view)


def shown_text(view: QAbstractItemView, index: QModelIndex, delegate: QStyledItemDelegate) -> str:
    """What Qt draws in the cell at ``index``: its text, or that text elided to its room."""
    option, room = _cell_option(view, index, delegate)
    return QFontMetricsF(option.font).elidedText(option.text, option.textElideMode, room)


def _visible_cells(view: QAbstractItemView) -> list[QModelIndex]:
    """The cells of ``view`` that lie (partly) in its viewport."""
    model = view.model()
    viewport = view.viewport().rect()
    return [
        index
        for row in range(model.rowCount())
        for column in range(model.columnCount())
        if view.visualRect(index := model.index(row, column)).intersects(viewport)
    ]


def _drawn_size(option: QStyleOptionViewItem, width: float, wrap: bool) -> tuple[float, float, int]:
    """The width, height and lines ``option``'s text takes laid out as Qt draws it in a cell whose
    text is ``width`` wide (``QCommonStylePrivate::viewItemTextLayout``): a line a line
    separator, wrapped at words (else anywhere) when the view wraps."""
    layout = QTextLayout(option.text.replace("\n", "\u2028"), option.font)
    text_option = QTextOption()
    text_option.setWrapMode(
        QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere
        if wrap
        else QTextOption.WrapMode.ManualWrap
    )
    text_option.setTextDirection(option.direction)
    layout.setTextOption(text_option)
    widest = height = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        widest = max(widest, line.naturalTextWidth())
        height += line.height()
    layout.endLayout()
    return widest, height, layout.lineCount()


def cut_cells(root: QWidget) -> list[str]:
    """Each text of any kind (a name, a product, a figure) in a visible cell of an item view
    under ``root`` that Qt cannot draw whole: wider than its cell's text room, or, wrapped onto
    lines (a view that wraps), taller than its row. A cell the viewport shows only in part is
    scrolled, not cut: it is left to ``scrolled_out`` (a figure's column sideways) and to the
    scroll bar."""
    delegate = QStyledItemDelegate()  # the views' own: none of the app's tables sets another
    problems = []
    for view in root.findChildren(QAbstractItemView):
        if view.model() is None or not view.isVisible():
            continue
        viewport = view.viewport().rect()
        wrap = isinstance(view, QTableView) and view.wordWrap()
        for index in _visible_cells(view):
            if not viewport.contains(view.visualRect(index)):
                continue
            option, room = _cell_option(view, index, delegate)
            if not option.text:
                continue
            width, height, lines = _drawn_size(option, room, wrap)
            # One line is centred in its cell, and drawn clipped to the cell only: a font's
            # line taller than the row (a Devanagari fallback's) leaves its letters whole.
            cell = view.visualRect(index).height()
            if width > room or (lines > 1 and height > cell):
                problems.append(
                    f"{view.objectName()}[{index.row()},{index.column()}] {option.text!r}:"
                    f" {width:.1f}x{height:.1f} px in {room}x{cell}"
                )
    return problems


def elided_cells(root: QWidget) -> list[str]:
    """Each figure in a visible cell of an item view under ``root`` that Qt cuts short."""
    delegate = QStyledItemDelegate()  # the views' own: none of the app's tables sets another
    problems = []
    for view in root.findChildren(QAbstractItemView):
        if view.model() is None or not view.isVisible():
            continue
        for index in _visible_cells(view):
            text = str(index.data() or "")
            if is_figure(text) and (shown := shown_text(view, index, delegate)) != text:
                place = f"{view.objectName()}[{index.row()},{index.column()}]"
                problems.append(f"{place} {text!r} as {shown!r}")
    return problems


def out_of_view(area: QScrollArea, widget: QWidget) -> bool:
    """Whether ``widget`` lies (in part) outside what ``area`` shows, or is not shown."""
    viewport = area.viewport()
    shown = QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size())
    return not widget.isVisible() or not viewport.rect().contains(shown)


def scrolled_out(root: QWidget) -> list[str]:
    """Each figure column of a visible table under ``root`` that its viewport does not show
    whole: its right edge past the viewport's (behind a scroll bar), or its left edge before
    it. ``elided_cells`` judges a cell by its own rectangle, which a viewport may cut."""
    problems = []
    for view in root.findChildren(QTableView):
        model = view.model()
        if model is None or not view.isVisible():
            continue
        header = view.horizontalHeader()
        room = view.viewport().width()
        for column in range(model.columnCount()):
            left = header.sectionViewportPosition(column)
            right = left + header.sectionSize(column)
            if header.isSectionHidden(column) or (left >= 0 and right <= room):
                continue
            texts = (str(model.index(row, column).data() or "") for row in range(model.rowCount()))
            figure = next((text for text in texts if is_figure(text)), None)
            if figure is not None:
                problems.append(
                    f"{view.objectName()} column {column} ({figure!r}): {left}..{right} px"
                    f" in a viewport of {room}"
                )
    return problems


def elided_titles(root: QWidget) -> list[str]:
    """Each column title of a visible table under ``root`` that its header cuts short (as Qt
    draws it: the header's option for the section, the style's label rectangle)."""
    problems = []
    for header in root.findChildren(QHeaderView):
        if not header.isVisible() or header.orientation() != Qt.Orientation.Horizontal:
            continue
        table = header.parentWidget()
        name = table.objectName() if table is not None else ""
        for logical in range(header.count()):
            if header.isSectionHidden(logical) or not header.sectionSize(logical):
                continue
            option = QStyleOptionHeader()
            header.initStyleOptionForIndex(option, logical)
            option.rect = QRect(0, 0, header.sectionSize(logical), header.height())
            room = header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header)
            metrics = QFontMetricsF(header.font())
            need = max(metrics.horizontalAdvance(line) for line in option.text.split("\n"))
            if need > room.width():  # a header clips its titles (it elides none by default)
                problems.append(f"{name} title {option.text!r}: {room.width()} px of {need:.1f}")
    return problems


def clipped_labels(root: QWidget) -> list[str]:
    """Each visible one-line label under ``root`` showing a figure wider than its room."""
    problems = []
    for label in root.findChildren(QLabel):
        text = _MARKUP.sub("", label.text()).strip()
        if not label.isVisible() or label.wordWrap() or not is_figure(text):
            continue
        if text == label.text():  # plain: measured to the fraction of a pixel
            lines = text.split("\n")
            need = max(QFontMetricsF(label.font()).horizontalAdvance(line) for line in lines)
        else:  # rich text: as Qt lays it out
            need = label.minimumSizeHint().width() - 2 * label.margin()
        room = label.contentsRect().width() - 2 * label.margin() - 2 * label.indent()
        if need > room:
            problems.append(f"{label.objectName() or 'label'} {text!r}: {room} px of {need:.1f}")
    return problems


def cut_labels(root: QWidget) -> list[str]:
    """Each visible one-line label under ``root`` narrower than its text of any kind, as Qt
    measures it (its style sheet's font and padding, its Alt letter): Qt clips it. A label
    that wraps has room by its own rule."""
    return [
        f"{label.objectName() or 'label'} {label.text()!r}: {label.width()} px of {need}"
        for label in root.findChildren(QLabel)
        if label.isVisible()
        and not label.wordWrap()
        and _MARKUP.sub("", label.text()).strip()
        and label.width() < (need := label.minimumSizeHint().width())
    ]


def cut_off(root: QWidget) -> list[str]:
    """Each visible one-line label under ``root`` narrower than its text (a layout squeezed it:
    Qt cuts it off), and each field narrower than the figure it shows (or its hint shows)."""
    problems = []
    for label in root.findChildren(QLabel):
        if not label.isVisible() or label.wordWrap() or not label.text():
            continue
        need = label.minimumSizeHint().width()
        if label.width() < need:
            problems.append(f"label {label.text()!r}: {label.width()} px of {need}")
    for edit in root.findChildren(QLineEdit):
        text = edit.text() or edit.placeholderText()
        if not edit.isVisible() or not is_figure(text):
            continue
        need = width_for(edit, text)
        if edit.width() < need:
            problems.append(f"{edit.objectName() or 'field'} {text!r}: {edit.width()} px of {need}")
    return problems


def too_big(window: QWidget) -> list[str]:
    """The window's smallest size, if its screen's free room cannot hold it."""
    room = window.screen().availableGeometry().size()
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    if least.width() > room.width() or least.height() > room.height():
        return [
            f"needs at least {least.width()}x{least.height()} on {room.width()}x{room.height()}"
        ]
    return []


def font_set_problems(widget: QWidget, font_set: str) -> list[str]:
    """The font ``widget`` draws its Latin text with, if it is not the family of ``font_set``
    (of ``tests.conftest.FONT_SETS``): a set whose font is missing falls back to another, and
    its checks would quietly measure that one."""
    wanted = FONT_FAMILIES[font_set]
    drawn = QFontInfo(widget.font()).family()
    return [] if drawn == wanted else [f"the {font_set} font set draws with {drawn}, not {wanted}"]
