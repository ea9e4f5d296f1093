"""The MRZ field: the two 44-character lines of a passport, typed, pasted or from a reader."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase, QKeyEvent
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from app.domain.clock import service_today
from app.domain.countries import nationality_text
from app.domain.mrz import LINE_LENGTH, MrzError, parse_td3
from app.i18n import Catalogue
from app.ui.style import Tone, set_tone

MRZ_ENTRY = Catalogue("MRZ_ENTRY")


def hint() -> str:
    """What the field takes, shown until a passport is in it."""
    return MRZ_ENTRY.tr(
        "Scan the passport with the reader, or type or paste its two MRZ lines "
        "(the lines of letters, digits and < at the foot of the photo page)."
    )


class MrzEntry(QWidget):
    """Reads a passport MRZ as soon as both lines are in; a wrong check digit is shown in red.

    A keyboard-wedge reader types each line and presses Enter: Enter inserts the line break, and
    the text is read once it holds two full lines. Tab leaves the field.

    Signals:
        passport_read(PassportMrz): every check digit matched.
    """

    passport_read = Signal(object)

    def __init__(
        self, today: Callable[[], dt.date] = service_today, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._today = today
        self.edit = _MrzEdit()
        self.edit.setObjectName("mrzEdit")
        self.edit.setTabChangesFocus(True)
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.edit.setPlaceholderText("P<UTOERIKSSON<<ANNA<MARIA<<<…\nL898902C36UTO7408122F…")
        self.edit.setAccessibleName(MRZ_ENTRY.tr("Passport MRZ"))
        self.edit.setAccessibleDescription(
            MRZ_ENTRY.tr("The two lines at the foot of the passport's photo page")
        )
        metrics = self.edit.fontMetrics()
        self.edit.setFixedHeight(metrics.lineSpacing() * 3 + 12)
        self.edit.setMinimumWidth(metrics.horizontalAdvance("M" * (LINE_LENGTH + 2)))
        self.state_label = QLabel(hint())
        self.state_label.setObjectName("mrzState")
        self.state_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit)
        layout.addWidget(self.state_label)
        self.edit.textChanged.connect(self._read)
        self.setFocusProxy(self.edit)

    def clear(self) -> None:
        """Empty the field (another passenger)."""
        self.edit.clear()
        self._show(hint(), Tone.PLAIN)

    def _show(self, text: str, tone: Tone, strong: bool = False) -> None:
        self.state_label.setText(text)
        set_tone(self.state_label, tone, strong=strong)

    def _read(self) -> None:
        text = self.edit.toPlainText()
        characters = sum(len(line.strip()) for line in text.splitlines())
        if characters < 2 * LINE_LENGTH:
            # Still arriving (a reader types it character by character): nothing to judge yet.
            self._show(
                MRZ_ENTRY.tr("{typed} of {whole} characters.").format(
                    typed=characters, whole=2 * LINE_LENGTH
                )
                if characters
                else hint(),
                Tone.PLAIN,
            )
            return
        try:
            passport = parse_td3(text, self._today())
        except MrzError as error:
            problems = "; ".join(error.problems)
            self._show(
                MRZ_ENTRY.tr(
                    "Not read: {problems}. Nothing was filled in. Scan the passport again or "
                    "check the two lines character by character."
                ).format(problems=problems),
                Tone.ERROR,
                strong=True,
            )
            return
        self._show(
            MRZ_ENTRY.tr(
                "Read: {name}, {nationality}, passport {number}. The fields were filled in; "
                "check them."
            ).format(
                name=passport.full_name,
                nationality=nationality_text(passport.nationality),
                number=passport.passport_number,
            ),
            Tone.SUCCESS,
        )
        self.passport_read.emit(passport)


class _MrzEdit(QPlainTextEdit):
    """Takes at most the two lines and their breaks: a third Enter from a reader is ignored."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Qt: Enter after the second line would only add a blank line."""
        is_enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if is_enter and self.toPlainText().count("\n") >= 1:
            event.accept()
            return
        super().keyPressEvent(event)
