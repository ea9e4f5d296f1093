"""The screens' icons: every one named exists, draws in the colour asked, and is accounted for."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from app.ui.icons import ICON_FOLDER, icon
from app.ui.registry import SCREENS

ROOT = Path(__file__).resolve().parents[2]


def icon_names_in_the_app() -> set[str]:
    """Every icon name the app's code asks for (a string naming a file of the icon folder)."""
    files = {path.stem for path in ICON_FOLDER.glob("*.svg")}
    text = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "app").rglob("*.py"))
    return {name for name in re.findall(r'"([a-z0-9-]+)"', text) if name in files}


def test_every_screen_has_an_icon_that_draws_in_the_colour_asked(qapp: QApplication) -> None:
    red = QColor(200, 0, 0)
    for entry in SCREENS:
        image = icon(entry.icon, red).pixmap(24).toImage()
        assert not image.isNull(), entry.title
        drawn = {
            image.pixelColor(x, y).rgb()
            for x in range(image.width())
            for y in range(image.height())
            if image.pixelColor(x, y).alpha() == 255
        }
        assert drawn == {red.rgb()}, entry.title


def test_the_icon_folder_holds_only_icons_in_use_and_their_licence() -> None:
    shipped = {path.stem for path in ICON_FOLDER.glob("*.svg")}
    assert shipped == icon_names_in_the_app()
    assert "MIT License" in (ICON_FOLDER / "LICENSE").read_text()
    assert "Heroicons" in (ROOT / "resources" / "README.md").read_text()


def test_an_unknown_icon_is_empty_not_an_error(qapp: QApplication) -> None:
    assert icon("no-such-icon", QColor(0, 0, 0)).isNull()
