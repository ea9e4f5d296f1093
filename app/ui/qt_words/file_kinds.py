"""The kinds of file in Qt's own file dialog (its Type column), in Qt's context
"QAbstractFileIconProvider"; only marked, Qt asks the installed translator for them."""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP, Catalogue

QAbstractFileIconProvider = Catalogue("QAbstractFileIconProvider")
WORDS = (
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    # Qt asks for it with a disambiguation; a translator falls back to the plain message.
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)
