"""Enter presses the button that has the keyboard focus, on every screen as in a dialog; Enter
moves money only from a field whose purpose is paying, or from the action that says so.

Qt lets Enter press a push button only when it is a dialog's ("auto default"); on the screens of
the main window Enter on a focused "Cancel the whole booking…" did nothing while Space pressed
it. Each push button is made auto default as it takes the focus, whoever made it. A tool button
(a screen's entry in the navigation, a message's dismiss) knows no Enter at all: as it takes the
focus, Enter there clicks it.

A button that moves money (``moves_money``) is never a dialog's default: Enter in the
customer's address of "Change the day" pressed the dialog's Confirm and took the difference as
exact cash with no tender chosen. Such a button is pressed by a plain Enter while it has the
focus, and a paying field (``pays_on_enter``: the cash tendered, a tender's reference) asks
for it by its own Enter once its tender is chosen. In a dialog that holds such a button, Enter in
any other field goes on to the next field, as Tab does, and pays nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QPushButton,
    QToolButton,
    QWidget,
)

_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
# The properties that say what a widget is to Enter.
_MOVES_MONEY = "movesMoney"
_PAYS = "paysOnEnter"
_GUARDED = "enterGuarded"


def moves_money(button: QPushButton) -> None:
    """``button`` moves money (confirms a payment, records a refund): Enter presses it only while
    it has the focus, never as a dialog's default from a field."""
    button.setProperty(_MOVES_MONEY, True)
    button.setAutoDefault(False)
    button.setDefault(False)


def pays_on_enter(field: QWidget) -> None:
    """``field``'s purpose is paying (an amount tendered, a tender's reference): its own Enter
    may pay, once its tender is chosen (the field decides)."""
    field.setProperty(_PAYS, True)


def is_money_button(widget: QObject) -> bool:
    """Whether ``widget`` is a button that moves money."""
    return isinstance(widget, QAbstractButton) and bool(widget.property(_MOVES_MONEY))


def is_paying_field(widget: QObject) -> bool:
    """Whether ``widget`` is a field whose purpose is paying."""
    return bool(widget.property(_PAYS))


def plain_enter(event: QEvent) -> bool:
    """Whether ``event`` is a press of Enter (the main key or the keypad's) with nothing held."""
    return (
        isinstance(event, QKeyEvent)
        and event.type() == QEvent.Type.KeyPress
        and event.key() in _ENTER_KEYS
        and event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        == Qt.KeyboardModifier.NoModifier
    )


def _entry(widget: QWidget) -> bool:
    """Whether ``widget`` is a field typed into (a list's Enter chooses its row, and stays)."""
    return isinstance(widget, QLineEdit | QAbstractSpinBox | QComboBox)


def _holds_money(dialog: QDialog) -> bool:
    return any(is_money_button(button) for button in dialog.findChildren(QPushButton))


class _EnterPresses(QObject):
    """Makes each button that takes the focus press on Enter (one for the app)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName("enterPresses")
        app.focusChanged.connect(self.follow)

    def follow(self, old: QWidget | None, new: QWidget | None) -> None:
        """The newly focused button presses on Enter from now on; a tool button or a button
        that moves money is watched only while it has the focus (a filter in Python is called
        at each of its events: each tool button ever focused, the navigation's among them, kept
        it for all of theirs). A field's dialog that holds a button moving money is watched for
        the Enter its fields leave."""
        if isinstance(old, QToolButton) or (old is not None and is_money_button(old)):
            old.removeEventFilter(self)
        if new is None:
            return
        if is_money_button(new):
            new.installEventFilter(self)
        elif isinstance(new, QPushButton) and not new.autoDefault():
            new.setAutoDefault(True)
        elif isinstance(new, QToolButton):
            new.installEventFilter(self)
        elif not isinstance(new, QAbstractButton):
            dialog = new.window()
            if (
                isinstance(dialog, QDialog)
                and not dialog.property(_GUARDED)
                and _holds_money(dialog)
            ):
                dialog.setProperty(_GUARDED, True)
                dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt: Enter (the main key or the keypad's, nothing held) on a tool button or a button
        that moves money clicks it (a held key's repeats are swallowed there); Enter that a
        field of a dialog holding money left goes to the next field."""
        if not isinstance(event, QKeyEvent) or event.key() not in _ENTER_KEYS:
            return super().eventFilter(watched, event)
        if isinstance(watched, QDialog):
            focused = watched.focusWidget()
            if (
                event.type() == QEvent.Type.KeyPress
                and focused is not None
                and not isinstance(focused, QAbstractButton)
            ):
                if plain_enter(event) and not event.isAutoRepeat() and _entry(focused):
                    watched.focusNextChild()  # on, as Tab goes
                return True
            return super().eventFilter(watched, event)
        if isinstance(watched, QAbstractButton) and event.type() == QEvent.Type.KeyPress:
            if is_money_button(watched):
                if plain_enter(event) and not event.isAutoRepeat():
                    watched.click()
                return True
            if isinstance(watched, QToolButton) and plain_enter(event):
                watched.click()
                return True
        return super().eventFilter(watched, event)


def enter_presses_focused_buttons() -> None:
    """Enter presses the focused button from now on (once per application)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if app.findChild(_EnterPresses, "enterPresses") is None:
        _EnterPresses(app)
