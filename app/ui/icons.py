"""The screens' icons: Heroicons outline SVGs from ``resources/icons/ui``, drawn in a colour.

The SVGs draw in ``currentColor``; each is rendered in the colour asked for (the palette's text,
or the text on the accent of a primary button) at the sizes a 100 % to 200 % screen needs, so an
icon reads on a light or dark palette and on a primary button alike.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QColor, QIcon, QImageReader, QPixmap

# resources/ sits beside app/ in a checkout and in the installer's bundle.
ICON_FOLDER = Path(__file__).resolve().parents[2] / "resources" / "icons" / "ui"
SIZES = (16, 24, 32, 48, 64)
# Each icon made, by its cache key: its name and colour, so a new theme can draw it again.
_MADE: dict[int, tuple[str, str]] = {}


@cache
def _icon(name: str, colour: str) -> QIcon:
    path = ICON_FOLDER / f"{name}.svg"
    if not path.is_file():
        return QIcon()
    svg = QByteArray(path.read_text(encoding="utf-8").replace("currentColor", colour).encode())
    icon = QIcon()
    for size in SIZES:
        buffer = QBuffer(svg)
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        reader = QImageReader(buffer, QByteArray(b"svg"))
        reader.setScaledSize(QSize(size, size))
        image = reader.read()
        if not image.isNull():
            icon.addPixmap(QPixmap.fromImage(image))
    _MADE[icon.cacheKey()] = (name, colour)
    return icon


def icon(name: str, colour: QColor) -> QIcon:
    """The icon ``name`` (a file of ``resources/icons/ui`` without ``.svg``) drawn in ``colour``."""
    return _icon(name, colour.name())


def recoloured(made: QIcon, colour_of: Callable[[str], str]) -> QIcon | None:
    """``made`` drawn again in ``colour_of`` its colour (``#rrggbb``); None when it is not one
    of these icons or its colour stays."""
    found = _MADE.get(made.cacheKey())
    if found is None:
        return None
    name, colour = found
    wanted = colour_of(colour)
    return None if wanted == colour else _icon(name, wanted)
