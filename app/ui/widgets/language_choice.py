"""The customer's language, chosen per sale in one key group.

One toggle per language of the registry (``app.languages``), each named in itself and numbered
by its place in the list: Alt and its number (Alt+1 English ... Alt+4 தமிழ்) chooses it from
anywhere on the sale form, and the cursor stays where the clerk was typing. A fifth language
declared in the registry gets its toggle and its key from there. Out of the Tab order, as most
customers keep the language offered; a click chooses too.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QWidget

from app import languages
from app.ui.style import named
from app.ui.widgets.key_toggle import KeyToggle

# The keys, with Alt, of the languages in the registry's order: one digit each.
KEYS = "123456789"


def key_of(code: str) -> str:
    """The key that chooses language ``code`` with Alt (its place in the registry, from 1)."""
    return KEYS[languages.codes().index(code)]


class LanguageChoice(QWidget):
    """The languages side by side, the one shown checked.

    Signals:
        chosen(str): the clerk chose a language (its code), by key or click; the owner decides
            and shows it back with ``show_language``.
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if len(languages.LANGUAGES) > len(KEYS):
            raise RuntimeError(f"at most {len(KEYS)} languages have a key of their own")
        named(self, "languageChoice")
        self._group = QButtonGroup(self)
        self.buttons: dict[str, KeyToggle] = {}
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for language in languages.LANGUAGES:
            button = KeyToggle(f"&{key_of(language.code)} {language.native_name}")
            button.setObjectName(f"customerLanguage-{language.code}")
            button.setCheckable(True)
            # A click leaves the cursor in the field being typed in, as the key does.
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _on=False, code=language.code: self.chosen.emit(code))
            button.chosen_by_key.connect(lambda code=language.code: self.chosen.emit(code))
            self._group.addButton(button)
            self.buttons[language.code] = button
            layout.addWidget(button)
        layout.addStretch(1)

    def current(self) -> str:
        """The code of the language shown chosen ("" before one is)."""
        return next((code for code, button in self.buttons.items() if button.isChecked()), "")

    def show_language(self, code: str) -> None:
        """Show ``code`` chosen (tells no one: ``chosen`` is the clerk's choice only)."""
        self.buttons[code].setChecked(True)
