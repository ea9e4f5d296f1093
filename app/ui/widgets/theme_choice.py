"""The Settings screen's theme: as the system says, light, dark or high contrast, drawn at once."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from app.counter.config.settings import Theme
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone
from app.ui.widgets.wheel_guard import guarded

THEME_CHOICE = Catalogue("THEME_CHOICE")


def theme_names() -> dict[Theme, str]:
    """Each theme as the combo names it, in the screen's language."""
    return {
        Theme.SYSTEM: THEME_CHOICE.tr("As the system (default)"),
        Theme.LIGHT: THEME_CHOICE.tr("Light"),
        Theme.DARK: THEME_CHOICE.tr("Dark"),
        Theme.HIGH_CONTRAST: THEME_CHOICE.tr("High contrast"),
    }


class ThemeChoice(QWidget):
    """The theme combo with its label; a choice takes effect at once, no Save needed.

    Signals:
        chosen(Theme): staff chose this theme.
    """

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = guarded(QComboBox())
        self.combo.setObjectName("theme")
        for theme, name in theme_names().items():
            self.combo.addItem(name, theme.value)
        self.combo.setAccessibleDescription(
            THEME_CHOICE.tr("The colours of every screen; a choice applies at once.")
        )
        label = QLabel(THEME_CHOICE.tr("Theme"))
        label.setBuddy(self.combo)
        note = QLabel(THEME_CHOICE.tr("Applies at once, kept for this counter."))
        set_tone(note, Tone.MUTED)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.combo)
        layout.addWidget(note)
        layout.addStretch(1)
        # Activated, not currentIndexChanged: only a choice of staff, never ``set_value``.
        self.combo.activated.connect(lambda _index: self.chosen.emit(self.value()))

    def value(self) -> Theme:
        """The theme chosen in the combo."""
        return Theme(self.combo.currentData())

    def set_value(self, theme: Theme) -> None:
        """Show ``theme`` as the one in force."""
        self.combo.setCurrentIndex(self.combo.findData(theme.value))
