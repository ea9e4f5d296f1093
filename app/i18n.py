"""The words staff and customers read, in their language: the app's one way to translate text.

Free of Qt, so the domain, the journal and the documents translate their sentences too. Each
part of the app declares a catalogue named as its variable (``BOOKING = Catalogue("BOOKING")``):
Qt's ``pyside6-lupdate`` reads ``BOOKING.tr("…")`` calls as messages of the context ``BOOKING``.
The UI installs Qt's translators as the lookup (``app.ui.translation``); without one (the
sandbox, the command line, tests of the domain) every text reads as written, in English.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from app import languages

# The registry's codes and names, beside the functions that switch to them (``in_language``).
from app.languages import ENGLISH as ENGLISH
from app.languages import HINDI as HINDI

LANGUAGES = languages.codes()
# Each language named in itself, as a reader looks for it in a list of languages.
LANGUAGE_NAMES = {language.code: language.native_name for language in languages.LANGUAGES}

# (language, context, source, disambiguation, n) -> the translation, or "" when there is none.
Lookup = Callable[[str, str, str, str, int], str]


def _no_lookup(language: str, context: str, source: str, disambiguation: str, n: int) -> str:
    return ""


class _Settings:
    """The process's language choices: set once at start, read by every catalogue."""

    lookup: Lookup = _no_lookup
    language: str = languages.SOURCE
    own_digits: bool = False


# A document printed for a customer may be in another language than the clerk's screen; the
# override is a context variable so a worker thread rendering it does not change the screen.
_document_language: ContextVar[str | None] = ContextVar("document_language", default=None)


def install(lookup: Lookup) -> None:
    """Make ``lookup`` the source of every translation (the UI's Qt translators)."""
    _Settings.lookup = lookup


def set_language(language: str) -> None:
    """Make ``language`` (a code of ``app.languages``) the language of the screens."""
    _Settings.language = languages.language_of(language).code


def set_own_digits(chosen: bool) -> None:
    """Write numbers in each language's own digits (०१२… in Hindi text), when chosen."""
    _Settings.own_digits = chosen


def own_digits() -> bool:
    """Whether the languages' own digits were chosen (each applies to its language's text)."""
    return _Settings.own_digits


def language() -> str:
    """The language text is translated into now: a document's language inside ``in_language``."""
    return _document_language.get() or _Settings.language


@contextmanager
def in_language(chosen: str) -> Iterator[None]:
    """Translate into ``chosen`` inside the block (a customer's document), the screen unchanged."""
    token = _document_language.set(languages.language_of(chosen).code)
    try:
        yield
    finally:
        _document_language.reset(token)


def localise_digits(text: str) -> str:
    """``text`` with its digits in the script chosen for the current language."""
    if _Settings.own_digits:
        return text.translate(languages.language_of(language()).digit_table)
    return text


def grouped(digits: str) -> str:
    """A run of digits grouped the Indian way: ``1234567`` as ``12,34,567``."""
    head, tail = digits[:-3], digits[-3:]
    # The last three digits, then pairs: 12,34,56,789.
    pairs = [head[max(0, end - 2) : end] for end in range(len(head), 0, -2)][::-1]
    return ",".join([*pairs, tail])


# Named as Qt names it, because that is the name pyside6-lupdate looks for.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for the ``context`` catalogue where it is defined; translated where shown."""
    return text


class Catalogue:
    """The translatable text of one part of the app: one context of the translation files."""

    def __init__(self, context: str) -> None:
        self.context = context

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        """``text`` in the current language; for ``n`` >= 0 its plural form, ``%n`` filled in
        grouped the Indian way (``1,00,000 rows``)."""
        found = _Settings.lookup(language(), self.context, text, disambiguation, n) or text
        if n >= 0:
            return found.replace("%n", localise_digits(grouped(str(n))))
        return found

    def known(self, text: str) -> str:
        """A text that came as data (a demo product's name): its translation when it has one."""
        return _Settings.lookup(language(), self.context, text, "", -1) or text


class Said(Exception):
    """An error whose ``str()`` is a sentence written for staff, translated when it was raised:
    a screen shows it as it is (``app.ui.error_words.reason_of``). Any other error's own text
    (Python's, a library's, the OS's with its paths) goes to the log, never to a screen."""


class Refused(Said, ValueError):
    """A service refuses what it was asked (a value, a step), ``str()`` saying why for staff."""
