"""The statement import's child process (``counterdesk --statement-import-child``, see
``app.counter.services.statement_process``) with the screens' language installed, so that what it
says of a file (an unreadable row's reason, a file that is no statement) reaches staff, and the
journal, as the app would have written it. Qt's translators need no application here."""

from __future__ import annotations

from app import i18n
from app.counter.services.statement_process import main as serve_import


def speak(language: str, own_digits: bool) -> None:
    """Translate the child's sentences into ``language``, with its digits if chosen."""
    from app.ui.translation import install_translations

    i18n.set_own_digits(own_digits)
    install_translations(language)


def main() -> int:
    """``counterdesk --statement-import-child``."""
    return serve_import(speak)
