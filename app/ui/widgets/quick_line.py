"""A quick-entry line: one person typed as comma-separated parts, applied with Enter."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from app.ui.bridge import Level, log_shown
from app.ui.style import Tone, set_tone

# Wider than the fields it fills: the placeholder shows an example staff can copy the shape of.
QUICK_LINE_WIDTH = 500


class QuickLine(QLineEdit):
    """A line edit whose owner reads it on Enter (``returnPressed``) and fills the form from it.

    When the line cannot be read its owner says why in ``message``, laid out beside it, and the
    text stays to be corrected; the message goes as soon as staff edit the line.
    """

    def __init__(self, name: str, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setPlaceholderText(placeholder)
        # The example is gone once something is typed: a screen reader keeps it as the help.
        self.setAccessibleDescription(placeholder)
        self.message = QLabel()
        self.textEdited.connect(lambda _text: self.message.clear())

    @property
    def pending(self) -> bool:
        """Something is typed that has not been applied yet."""
        return bool(self.text().strip())

    def show_problem(self, text: str) -> None:
        """Say what is wrong beside the line (logged); the text stays, the cursor goes back to
        it."""
        log_shown(Level.ERROR, text)
        set_tone(self.message, Tone.ERROR)
        self.message.setText(text)
        self.setFocus()

    def show_offer(self, text: str) -> None:
        """Offer what Enter would fill in, beside the line (a suggestion, not a problem)."""
        set_tone(self.message, Tone.OFFER, strong=True)
        self.message.setText(text)

    def show_note(self, text: str, tone: Tone = Tone.PLAIN) -> None:
        """Say how the line went beside it (a step, or ``Tone.SUCCESS`` for what was read), in
        its own tone: never in the colour of the problem said before."""
        set_tone(self.message, tone)
        self.message.setText(text)

    def done(self) -> None:
        """The line was applied: it is emptied for the next one."""
        self.clear()
        self.message.clear()
