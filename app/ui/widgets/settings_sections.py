"""Settings in sections: their names in a list on the left, the chosen one's fields beside it.

Each section is one widget (a group of settings) in one scroll area of its own, shown alone: no
scroll area inside another, no column cut at the screen's right edge, and every section one click
or arrow key away by its name. A new section is one ``add`` call.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QHBoxLayout,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import Catalogue
from app.ui.widgets.focus_scroll import FocusScrollArea

SETTINGS_SECTIONS = Catalogue("SETTINGS_SECTIONS")

# A section's fields read best no wider than this (a form across a wide screen loses the eye).
SECTION_WIDTH = 760
# Room beside the longest name in the list: its frame and a letter to spare.
LIST_ROOM_PX = 24


class SettingsSections(QWidget):
    """The sections of Settings, by name; ``add`` one, ``show_section`` one by its name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A list of names, drawn by a one-column tree: a list widget's model answers no call
        # for its columns, which every walk over the app's tables makes.
        self.names = QTreeWidget()
        self.names.setObjectName("settingsSections")
        self.names.setAccessibleName(SETTINGS_SECTIONS.tr("Sections of the settings"))
        self.names.setHeaderHidden(True)
        self.names.setRootIsDecorated(False)
        self.names.setIndentation(0)
        self.names.setUniformRowHeights(True)
        self._items: list[QTreeWidgetItem] = []  # one per section, in order
        self.pages = QStackedWidget()
        self.pages.setObjectName("settingsPages")
        self.names.currentItemChanged.connect(
            lambda item, _before: self.pages.setCurrentIndex(self.names.indexOfTopLevelItem(item))
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.names)
        layout.addWidget(self.pages, 1)

    def add(self, name: str, *widgets: QWidget) -> None:
        """A section named ``name`` holding ``widgets``, one under the other, as the last one."""
        page = QWidget()
        page.setMaximumWidth(SECTION_WIDTH)
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 12, 0)
        for widget in widgets:
            column.addWidget(widget)
        column.addStretch(1)
        self.pages.addWidget(FocusScrollArea(page))
        item = QTreeWidgetItem([name])
        self._items.append(item)
        self.names.addTopLevelItem(item)
        widest = max(
            self.names.fontMetrics().horizontalAdvance(name) for name in self.section_names()
        )
        self.names.setFixedWidth(widest + LIST_ROOM_PX + 2 * self.names.frameWidth())
        if self.names.currentItem() is None:
            self.names.setCurrentItem(item)

    def section_names(self) -> list[str]:
        """The sections' names, in order."""
        return [item.text(0) for item in self._items]

    def show_section(self, name: str) -> None:
        """Bring the section named ``name`` to the front."""
        self.names.setCurrentItem(self._items[self.section_names().index(name)])
