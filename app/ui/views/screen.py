"""What every screen is to its controller, whatever the screen."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QWidget


class ScreenView(Protocol):
    """A screen: the window it sits in is the one its controller's dialogs open over."""

    def window(self) -> QWidget: ...
