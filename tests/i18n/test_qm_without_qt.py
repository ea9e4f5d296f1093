"""The compiled catalogues read without Qt (``app.counter.config.catalogues``) give every
message of every language, each plural form, as Qt's own translator does: the statement import's
child says its sentences as the screens would."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator

from app import languages
from app.counter.config.catalogues import catalogue_path, read_catalogue, translation

COUNTS = (-1, 0, 1, 2, 3, 5, 11, 21, 22, 101, 1001, 2000)


@pytest.mark.parametrize("language", languages.codes())
def test_every_message_reads_as_qt_reads_it(language: str) -> None:
    path = catalogue_path(language)
    assert path.is_file(), "the catalogues are compiled by make translations"
    qt = QTranslator()
    assert qt.load(str(path))
    messages, _rules = read_catalogue(path.read_bytes())
    assert messages
    for (context, source, comment), forms in messages.items():
        for n in COUNTS if len(forms) > 1 else (-1,):
            said = qt.translate(context, source, comment or None, n) or ""
            assert translation(language, context, source, comment, n) == said, (context, source)
    # Asked with a disambiguation it was not written with, a message reads as without one.
    context, source, _comment = next(key for key in messages if not key[2])
    said = qt.translate(context, source, "not its disambiguation", -1) or ""
    assert translation(language, context, source, "not its disambiguation", -1) == said
    # A message no catalogue holds reads as none, as Qt's.
    assert translation(language, "BANK", "No such words at all", "", -1) == ""
