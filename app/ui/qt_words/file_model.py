"""The column titles of Qt's own file dialog, in Qt's context "QFileSystemModel"; only marked,
Qt asks the installed translator for them."""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP, Catalogue

QFileSystemModel = Catalogue("QFileSystemModel")
WORDS = (
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    # Qt asks for it with a disambiguation; a translator falls back to the plain message.
    QT_TRANSLATE_NOOP("QFileSystemModel", "Type"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
)
