"""A wrapped label's heights, kept per width: always what Qt's own label answers for the text,
the format, the font and the margins it has now."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.ui.widgets.wrapped_label import KEPT_WIDTHS, WrappedLabel

SENTENCE = "The refund is recorded: give back 1,500.00 by cash and 334.00 by UPI to the customer."
WIDTHS = (60, 120, 240, 480, 960)


def twins(qtbot: QtBot, text: str = SENTENCE) -> tuple[WrappedLabel, QLabel]:
    """A wrapped label and Qt's own label with word wrap, of one text."""
    ours, theirs = WrappedLabel(text), QLabel(text)
    theirs.setWordWrap(True)
    for label in (ours, theirs):
        qtbot.addWidget(label)
    return ours, theirs


def heights(label: QLabel) -> list[int]:
    """The label's height at each of ``WIDTHS``, each asked twice."""
    return [label.heightForWidth(width) for width in WIDTHS * 2]


def test_the_heights_are_qts_and_the_text_wraps_only_where_it_is_narrow(qtbot: QtBot) -> None:
    ours, theirs = twins(qtbot)
    assert ours.wordWrap()
    assert heights(ours) == heights(theirs)
    # One line at the widest, several at the narrowest: the heights are the wrap's.
    assert ours.heightForWidth(60) > ours.heightForWidth(960)


def test_a_new_text_format_font_or_margin_is_laid_out_anew(qtbot: QtBot) -> None:
    ours, theirs = twins(qtbot, "Short.")
    one_line = heights(ours)
    for label in (ours, theirs):
        label.setText(SENTENCE)
    assert heights(ours) == heights(theirs) and heights(ours) != one_line
    for label in (ours, theirs):
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setText(f"{SENTENCE}<br>{SENTENCE}")
    assert heights(ours) == heights(theirs)
    before = heights(ours)
    for label in (ours, theirs):
        font = label.font()
        font.setPixelSize(font.pixelSize() * 2 if font.pixelSize() > 0 else 30)
        label.setFont(font)
    assert heights(ours) == heights(theirs) and heights(ours) != before
    before = heights(ours)
    for label in (ours, theirs):
        label.setContentsMargins(0, 20, 0, 20)
    assert heights(ours) == heights(theirs) and heights(ours) != before
    for label in (ours, theirs):
        label.clear()
    assert heights(ours) == heights(theirs)


def test_a_style_sheet_that_bolds_it_is_laid_out_anew(qtbot: QtBot) -> None:
    ours, theirs = twins(qtbot)
    for label in (ours, theirs):
        label.show()  # polished, as on a screen: a style sheet applies to a polished label
    plain = heights(ours)
    for label in (ours, theirs):
        label.setStyleSheet("font-size: 28px; font-weight: bold;")
    assert heights(ours) == heights(theirs) and heights(ours) != plain


def test_more_widths_than_it_keeps_are_still_qts(qtbot: QtBot) -> None:
    ours, theirs = twins(qtbot)
    widths = range(40, 40 + 10 * (KEPT_WIDTHS + 3), 10)
    assert [ours.heightForWidth(w) for w in widths] == [theirs.heightForWidth(w) for w in widths]
    assert [ours.heightForWidth(w) for w in widths] == [theirs.heightForWidth(w) for w in widths]


def test_in_a_layout_it_takes_the_height_its_wrapped_text_needs(qtbot: QtBot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QVBoxLayout(holder)
    label = WrappedLabel("Short.")
    layout.addWidget(label)
    holder.resize(120, 10)
    holder.show()
    qtbot.waitExposed(holder)
    short = layout.totalHeightForWidth(120)
    label.setText(SENTENCE)
    assert layout.totalHeightForWidth(120) > short
