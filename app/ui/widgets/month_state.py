"""The chosen day's month on the shift report: its state in words (open, closed on … by …,
re-opened), its close offered to a supervisor once it has ended, its re-opening to the owner
once it is closed. Only shows and asks: the service closes and refuses."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from app.i18n import Catalogue

MONTH_STATE = Catalogue("MONTH_STATE")


class MonthState(QWidget):
    """A label and the month's two acts, in one row.

    Signals:
        close_requested(date): close the month of the day ``day()`` gives (the chosen one; the
            service asks a supervisor's PIN).
        reopen_requested(date): re-open it (the owner's PIN and reason).
    """

    close_requested = Signal(object)
    reopen_requested = Signal(object)

    def __init__(self, day: Callable[[], dt.date], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setObjectName("shiftMonthState")
        self.close_button = QPushButton(MONTH_STATE.tr("Close &month…"))
        self.close_button.setObjectName("shiftCloseMonth")
        self.close_button.setToolTip(
            MONTH_STATE.tr(
                "Supervisor: close the chosen day's month; nothing dated in it changes after"
            )
        )
        self.reopen_button = QPushButton(MONTH_STATE.tr("R&e-open month…"))
        self.reopen_button.setObjectName("shiftReopenMonth")
        self.reopen_button.setToolTip(
            MONTH_STATE.tr("The owner: re-open the closed month, with a reason")
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.close_button)
        row.addWidget(self.reopen_button)
        for button in (self.close_button, self.reopen_button):
            button.hide()  # until the month's state is known
        self.close_button.clicked.connect(lambda: self.close_requested.emit(day()))
        self.reopen_button.clicked.connect(lambda: self.reopen_requested.emit(day()))

    def show_month(self, state: str, closed: bool, ended: bool) -> None:
        """The month's ``state`` in words; the close offered once it has ``ended`` and is not
        ``closed``, the re-opening once it is."""
        self.label.setText(state)
        self.close_button.setVisible(ended and not closed)
        self.reopen_button.setVisible(closed)
