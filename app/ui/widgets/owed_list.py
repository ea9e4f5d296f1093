"""The header's line of refunds owed to customers, which lists them on demand: Tab reaches the
line, Space, Enter or Down opens the list there (a click too), and its shortcut from anywhere in
the window; each refund is an item that opens its booking in Lookup, where it is paid out."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from app.i18n import Catalogue
from app.ui.announce import announce

OWED_LIST = Catalogue("OWED_LIST")
# O for owed: Ctrl+O is the scan panel's "choose a file", Ctrl+Shift+O is the window's.
OWED_KEYS = "Ctrl+Shift+O"
# The keys that open the list where the line has the keyboard.
OPENING_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Down)

# A refund owed: its booking's reference and the sentence that says it.
Owed = tuple[str, str]


class OwedLine(QLabel):
    """The count and total of the refunds owed, one line (it wraps rather than widen the
    window, as a label does: a button beside it cost the line its one line at 1280x720); the
    refunds a menu of it, a refund an item.

    Signals:
        booking_chosen(str): staff chose the refund of that booking: Lookup is to show it.
    """

    booking_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.owed: list[Owed] = []
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.refunds = QMenu(self)
        self.refunds.setObjectName("owedMenu")
        self.refunds.setAccessibleName(OWED_LIST.tr("Refunds owed"))
        self.refunds.triggered.connect(lambda action: self.booking_chosen.emit(action.data()))
        self.keys = QShortcut(QKeySequence(OWED_KEYS), self)
        self.keys.setContext(Qt.ShortcutContext.WindowShortcut)
        self.keys.setWhatsThis(OWED_LIST.tr("List the refunds owed to customers"))
        self.keys.activated.connect(self.open_list)

    def show_owed(self, line: str, owed: list[Owed]) -> None:
        """``line`` (their count and total; '' hides it) and each refund's booking and sentence:
        a line each in the tooltip and for screen readers, an item each of the list. A new one
        is said to a screen reader, as the line only shows it."""
        more = len(owed) > len(self.owed)
        self.owed = list(owed) if line else []
        each = "\n".join(sentence for _ref, sentence in self.owed)
        self.setText(line)
        shown = QKeySequence(OWED_KEYS).toString(QKeySequence.SequenceFormat.NativeText)
        how = OWED_LIST.tr("Enter or {keys}: the list, each refund opening its booking in Lookup")
        self.setToolTip(f"{each}\n{how.format(keys=shown)}" if each else "")
        self.setAccessibleDescription(each)
        self.refunds.clear()
        for booking_ref, sentence in self.owed:
            self.refunds.addAction(sentence).setData(booking_ref)
        self.setVisible(bool(line))
        if more and line:
            announce(self, line)

    def open_list(self) -> None:
        """The list under the line, its first refund current: arrows move, Enter opens one."""
        if not self.owed or not self.isVisible():
            return
        self.refunds.popup(self.mapToGlobal(QPoint(0, self.height())))
        self.refunds.setActiveAction(self.refunds.actions()[0])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt: Space, Enter or Down on the line opens the list."""
        if event.key() in OPENING_KEYS and not event.modifiers():
            self.open_list()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Qt: a click on the line opens the list."""
        if event.button() is Qt.MouseButton.LeftButton:
            self.open_list()
            return
        super().mouseReleaseEvent(event)
