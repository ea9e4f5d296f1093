"""The application drawn by Fusion, asked for on Qt's command line.

Fusion paints with the palette's colours on every system (the native styles of Windows and macOS
paint with their own), so the app's themes need it. Asked for in Python (``style()``,
``setStyle``), PySide6 makes its style class and the class's enums: about 44 million
instructions, a twelfth of a bare window's start, before the first paint (tests/perf/README.md).
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication


class _Made:
    """Whether this process's application was made here, drawn by Fusion."""

    fusion = False


def fusion_application(program: str) -> QApplication:
    """A new QApplication drawn by Fusion."""
    app = QApplication([program, "-style", "fusion"])
    _Made.fusion = True
    return app


def drawn_by_fusion() -> bool:
    """Whether the application is known to be drawn by Fusion without asking its style."""
    return _Made.fusion
