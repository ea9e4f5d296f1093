"""The language part of Settings: the screens' language (the system's or one chosen), the
customer documents' language, and the languages' own digits; the languages are
``app.languages``'s."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from app import i18n, languages
from app.counter.config.settings import SAME_AS_SCREEN, SYSTEM_LANGUAGE, Settings
from app.i18n import Catalogue
from app.ui.translation import system_language
from app.ui.widgets.wheel_guard import guarded

LANGUAGE_SETTINGS = Catalogue("LANGUAGE_SETTINGS")


class LanguageSettingsBox(QGroupBox):
    """The languages; ``values()`` gives them for the draft. The screens' language and the
    digits apply at the next start, the documents' language at the next document.

    Signals:
        edited(): something was changed (the screen checks the draft again).
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(LANGUAGE_SETTINGS.tr("Language"), parent)
        self.setObjectName("languageSettings")
        self.screen_language = guarded(QComboBox())
        self.screen_language.setObjectName("screenLanguage")
        self.screen_language.addItem(LANGUAGE_SETTINGS.tr("As the system"), SYSTEM_LANGUAGE)
        self.document_language = guarded(QComboBox())
        self.document_language.setObjectName("documentLanguage")
        self.document_language.addItem(LANGUAGE_SETTINGS.tr("As the screens"), SAME_AS_SCREEN)
        for language in languages.LANGUAGES:
            self.screen_language.addItem(language.native_name, language.code)
            self.document_language.addItem(language.native_name, language.code)
        self.document_language.setToolTip(
            LANGUAGE_SETTINGS.tr(
                "The language of the customer's receipt and voucher. The agency copy is in "
                "English; the reports are in the screens' language."
            )
        )
        # Shown by the digits of the languages that have their own: ०१२३ for Hindi.
        own = " ".join(
            language.digits[:4]
            for language in languages.LANGUAGES
            if language.digits != languages.ASCII_DIGITS
        )
        self.devanagari_digits = QCheckBox(
            LANGUAGE_SETTINGS.tr("Each language's own digits ({digits})").format(digits=own)
        )
        self.devanagari_digits.setObjectName("devanagariDigits")
        self.restart_note = QLabel(
            LANGUAGE_SETTINGS.tr(
                "Saved changes to the screens' language or digits apply when Counterdesk "
                "starts again."
            )
        )
        self.restart_note.setObjectName("languageRestartNote")
        self.restart_note.setWordWrap(True)
        # What the screens run in now: a choice that differs from it waits for the next start.
        self._running = (i18n.language(), i18n.own_digits())

        form = QFormLayout(self)
        form.addRow(LANGUAGE_SETTINGS.tr("Screens"), self.screen_language)
        form.addRow(LANGUAGE_SETTINGS.tr("Customer documents"), self.document_language)
        form.addRow("", self.devanagari_digits)
        form.addRow("", self.restart_note)
        self.screen_language.currentIndexChanged.connect(lambda _index: self._changed())
        self.document_language.currentIndexChanged.connect(lambda _index: self._changed())
        self.devanagari_digits.toggled.connect(lambda _on: self._changed())
        self._show_restart()

    def load(self, settings: Settings) -> None:
        """Show the languages of ``settings``."""
        self._choose(self.screen_language, settings.language)
        self._choose(self.document_language, settings.document_language)
        self.devanagari_digits.setChecked(settings.devanagari_digits)
        self._show_restart()

    @staticmethod
    def _choose(combo: QComboBox, value: str) -> None:
        combo.setCurrentIndex(max(0, combo.findData(value)))

    def _changed(self) -> None:
        self._show_restart()
        self.edited.emit()

    def _show_restart(self) -> None:
        code = str(self.screen_language.currentData())
        language = system_language() if code == SYSTEM_LANGUAGE else code
        self.restart_note.setVisible(
            (language, self.devanagari_digits.isChecked()) != self._running
        )

    def values(self) -> dict[str, Any]:
        """The language fields of the draft."""
        return {
            "language": str(self.screen_language.currentData()),
            "document_language": str(self.document_language.currentData()),
            "devanagari_digits": self.devanagari_digits.isChecked(),
        }
