"""Splitter sizes kept between runs in ``layout.ini`` of the config folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QSplitter

LAYOUT_FILE = "layout.ini"


def remember_sizes(splitter: QSplitter, config: Path, key: str) -> QSettings:
    """Give ``splitter`` the sizes it had when last moved, and keep each new move under ``key``."""
    store = QSettings(str(config / LAYOUT_FILE), QSettings.Format.IniFormat, splitter)
    saved = store.value(key)
    if isinstance(saved, list) and saved and all(str(size).isdigit() for size in saved):
        splitter.setSizes([int(size) for size in saved])

    def keep(_position: int, _index: int) -> None:
        store.setValue(key, splitter.sizes())

    splitter.splitterMoved.connect(keep)
    return store
