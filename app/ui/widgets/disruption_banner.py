"""The banner over every screen while any booking of this counter is disrupted."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from app.i18n import Catalogue
from app.ui.style import Tone, named, set_tone

DISRUPTION_BANNER = Catalogue("DISRUPTION_BANNER")


class DisruptionBanner(QFrame):
    """Says how many disrupted bookings wait, with the way to them; hidden while none does.

    Signals:
        open_requested(): show the Disruptions screen.
    """

    open_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "disruptionBanner")
        self.label = QLabel()
        self.label.setWordWrap(True)
        set_tone(self.label, Tone.WARNING, strong=True)
        self.open_button = QPushButton(DISRUPTION_BANNER.tr("Open Disruptions"))
        self.open_button.clicked.connect(self.open_requested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.open_button)
        self.show_count(0)

    def show_count(self, count: int) -> None:
        """``count`` disruptions are open (none: the banner hides)."""
        self.label.setText(
            DISRUPTION_BANNER.tr(
                "The operator cancelled or changed %n booking(s) sold here: their customers "
                "are to be told, refunded or rebooked.",
                "",
                count,
            )
        )
        self.setVisible(count > 0)
