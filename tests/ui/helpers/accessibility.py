"""What a screen reader and a keyboard find on a screen: controls without a name, and a Tab
order that jumps against the reading order."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QScrollArea,
    QScrollBar,
    QWidget,
)

# A control's top within this many pixels of the previous one's: on the same row.
ROW_TOLERANCE_PX = 12
# The app's own containers: a control in one was put there by the module that holds the container.
CONTAINERS = ("app.ui.widgets.card", "app.ui.widgets.focus_scroll")


def accessible_name(widget: QWidget) -> str:
    """What a screen reader says the control is: its name, its words or its label's."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return "" if interface is None else interface.text(QAccessible.Text.Name).strip()


def is_part_of_another(widget: QWidget) -> bool:
    """A piece of a composite control (a spin box's or a combo's edit, a table's scroll bar):
    named with the control it belongs to."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractSpinBox | QComboBox) or parent.focusProxy() is widget:
            return True
        parent = parent.parentWidget()
    return isinstance(widget, QScrollBar)


def must_be_named(widget: QWidget) -> bool:
    """Whether ``widget`` is a control a screen reader must name: it takes the focus, or it is
    a table or a list. A scroll area that only holds a page is no control."""
    # A label reads its own words; a header is read with its table.
    if is_part_of_another(widget) or isinstance(widget, QLabel | QHeaderView):
        return False
    if isinstance(widget, QAbstractItemView):
        return True
    return widget.focusPolicy() != Qt.FocusPolicy.NoFocus and not isinstance(widget, QScrollArea)


def describe(widget: QWidget) -> str:
    """Where ``widget`` is: the module of the app's class that holds it, its class, its name
    and its words (for the failure message and the report)."""
    owner: QWidget | None = widget
    while owner is not None and (
        not type(owner).__module__.startswith("app.") or type(owner).__module__ in CONTAINERS
    ):
        owner = owner.parentWidget()
    module = type(owner).__module__ if owner is not None else "?"
    words = ""
    for getter in ("text", "placeholderText", "toolTip"):
        value = getattr(widget, getter, None)
        if callable(value) and (said := value()):
            words = f" {getter}={said!r}"
            break
    return f"{module}: {type(widget).__name__}#{widget.objectName()}{words}"


def unnamed(root: QWidget) -> list[str]:
    """Each control under ``root`` (shown or not) that a screen reader could not name."""
    return sorted(
        {
            describe(widget)
            for widget in root.findChildren(QWidget)
            if must_be_named(widget) and not accessible_name(widget)
        }
    )


def _rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def tab_chain(screen: QWidget) -> list[QWidget]:
    """The visible controls of ``screen`` in the order Tab reaches them, once round."""
    chain: list[QWidget] = []
    widget = screen.nextInFocusChain()
    while widget is not None and widget is not screen and widget not in chain and len(chain) < 500:
        tabbable = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        if (
            tabbable
            and widget.isVisible()
            and widget.isEnabled()
            and screen.isAncestorOf(widget)
            and widget.focusProxy() is None
            and not isinstance(widget, QScrollArea)
        ):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def reads_after(before: QRect, after: QRect) -> bool:
    """Whether ``after`` comes after ``before`` in reading order: below it, on its row to the
    right, or at the top of a column to its right."""
    below = after.top() >= before.bottom() - ROW_TOLERANCE_PX
    same_row = abs(after.top() - before.top()) <= ROW_TOLERANCE_PX
    right = after.left() >= before.left() - ROW_TOLERANCE_PX
    next_column = after.left() >= before.right() - ROW_TOLERANCE_PX
    return below or (same_row and right) or next_column


def tab_order_problems(screen: QWidget) -> list[str]:
    """Each step of Tab on ``screen`` against the reading order (one wrap back to the top
    allowed: the chain may start anywhere)."""
    chain = tab_chain(screen)
    problems: list[str] = []
    wrapped = False
    top = min((_rect(widget).top() for widget in chain), default=0)
    for before, after in pairwise(chain):
        if reads_after(_rect(before), _rect(after)):
            continue
        if not wrapped and _rect(after).top() <= top + ROW_TOLERANCE_PX:
            wrapped = True
            continue
        problems.append(f"{describe(before)} -> {describe(after)}")
    return problems
