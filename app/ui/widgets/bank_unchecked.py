"""The Bank statement tab's line for a statement kept with no balance (issue 94, item 4): which
statement awaits a supervisor's acceptance and why its payments are not proved, beside the
button that asks for it (the statement service then asks the supervisor's PIN)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from app.bank.proofs import Unchecked
from app.counter.services.bank_statements import awaiting_text
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone

BANK_UNCHECKED = Catalogue("BANK_UNCHECKED")


class UncheckedLine(QWidget):
    """The first statement of no balance awaiting a supervisor's acceptance and the button to
    accept it; hidden while none awaits.

    Signals:
        accept_requested(object): a supervisor accepts this ``Unchecked`` statement as the
            bank's.
    """

    accept_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setObjectName("bankUnchecked")
        self.label.setWordWrap(True)
        set_tone(self.label, Tone.WARNING)
        self.accept_button = QPushButton(BANK_UNCHECKED.tr("Accept the stateme&nt…"))
        self.accept_button.setObjectName("bankAccept")
        self.accept_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.label, 1)
        line.addWidget(self.accept_button)
        self.awaiting: Unchecked | None = None
        self.accept_button.clicked.connect(self._accept)
        self.hide()

    def show_statements(self, unchecked: Sequence[Unchecked]) -> None:
        """The first of ``unchecked`` (the oldest), or nothing when none awaits."""
        self.awaiting = unchecked[0] if unchecked else None
        if self.awaiting is not None:
            self.label.setText(awaiting_text(self.awaiting))
        self.setVisible(self.awaiting is not None)

    def _accept(self) -> None:
        if self.awaiting is not None:
            self.accept_requested.emit(self.awaiting)
