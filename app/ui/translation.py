"""Qt's translators behind ``app.i18n``: the compiled catalogues loaded once, one per language.

Each language declares its catalogue (``app.languages``): ``resources/translations/<catalogue>``,
compiled from the ``.ts`` file by ``pyside6-lrelease`` at build time. The source language has one
too: it holds the plural forms of messages written with ``%n``. A language whose catalogue is
missing reads as written.
"""

from __future__ import annotations

from functools import cache
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from app import i18n, languages
from app.counter.config.catalogues import catalogue_path
from app.counter.config.start_settings import SYSTEM_LANGUAGE
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

# India's English locale: 0-9, and lakhs and crores.
INDIAN_ENGLISH = "en_IN"


# Qt words the standard buttons of its dialogs (QMessageBox, QDialogButtonBox) in its own context
# "QPlatformTheme" and ships no Hindi for them: the app's catalogue carries them, and is
# installed into Qt so its dialogs find them. Declared only to mark the texts for lupdate (its
# file dialog's words likewise, in ``app.ui.qt_words``).
QPlatformTheme = Catalogue("QPlatformTheme")
STANDARD_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
)


class _InQt:
    """The translator installed into Qt for its own dialogs' words (one at a time)."""

    translator: QTranslator | None = None


def _install_in_qt(translator: QTranslator | None) -> None:
    if QCoreApplication.instance() is None:
        return  # no Qt dialogs without an application: the catalogues serve app.i18n alone
    if _InQt.translator is not None:
        QCoreApplication.removeTranslator(_InQt.translator)
    _InQt.translator = translator
    if translator is not None:
        QCoreApplication.installTranslator(translator)


def missing_catalogues() -> list[str]:
    """The compiled catalogues that are not where the app looks for them (none, when built)."""
    paths = (catalogue_path(language) for language in languages.codes())
    return [str(path) for path in paths if not path.is_file()]


def system_language() -> str:
    """The system's language when the app has a catalogue for it, English otherwise."""
    spoken = QLocale.system().name().split("_")[0]
    return spoken if languages.is_known(spoken) else languages.SOURCE


@cache
def load_translators() -> dict[str, QTranslator]:
    """A translator for each language whose compiled catalogue is present, loaded once for the
    process and never let go: a worker may be translating with one (a job's status, a paper)
    while the screens' language is installed again, and a translator deleted under it ended the
    process (a test switching back to English as a desk's jobs still ran)."""
    translators: dict[str, QTranslator] = {}
    for language in languages.codes():
        translator = QTranslator()
        if translator.load(str(catalogue_path(language))):
            translators[language] = translator
    return translators


def install_translations(language: str) -> dict[str, QTranslator]:
    """Translate the app's text into ``language`` from now on; the translators, kept alive."""
    translators = load_translators()
    # A table's cells ask for the same few words at every paint: each is asked of Qt once.
    # Plural forms are not kept (``n`` is any count); neither are they asked per cell.
    found: dict[tuple[str, str, str, str], str] = {}

    def translate(wanted: str, context: str, source: str, disambiguation: str, n: int) -> str:
        translator = translators.get(wanted)
        if translator is None:
            return ""
        return translator.translate(context, source, disambiguation or None, n) or ""

    def lookup(wanted: str, context: str, source: str, disambiguation: str, n: int) -> str:
        if n >= 0:
            return translate(wanted, context, source, disambiguation, n)
        key = (wanted, context, source, disambiguation)
        text = found.get(key)
        if text is None:
            text = found[key] = translate(wanted, context, source, disambiguation, n)
        return text

    i18n.install(lookup)
    i18n.set_language(language)
    _install_in_qt(translators.get(language))
    # Qt's own widgets (spin boxes, calendars) write numbers as India does too; a language whose
    # locale writes its own digits (Bengali) keeps them for when they are chosen, India's English
    # locale writing 0-9 meanwhile, as the rest of the screens do. Date fields write their days
    # as the app does (``app.ui.widgets.day_edit``).
    locale = QLocale(f"{language}_IN")
    if locale.zeroDigit() != "0" and not i18n.own_digits():
        locale = QLocale(INDIAN_ENGLISH)
    QLocale.setDefault(locale)
    return translators


class LanguageChoice(Protocol):
    """What settings choose of the screens' language (``Settings``, or the start's own
    ``StartSettings`` read before the first paint)."""

    @property
    def language(self) -> str:
        """A language's code, or ``SYSTEM_LANGUAGE``."""

    @property
    def devanagari_digits(self) -> bool:
        """Each language's own digits instead of 0-9."""


def screen_language(settings: LanguageChoice) -> str:
    """The language the screens are in with ``settings``: the one chosen, else the system's."""
    return system_language() if settings.language == SYSTEM_LANGUAGE else settings.language


def install_chosen(settings: LanguageChoice) -> dict[str, QTranslator]:
    """Translate the app as ``settings`` choose (language, digits); the translators, kept alive."""
    i18n.set_own_digits(settings.devanagari_digits)
    return install_translations(screen_language(settings))
