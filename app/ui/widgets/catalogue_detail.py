"""The detail pane of the catalogue: what staff read out to the customer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QTextBrowser, QWidget

from app.counter.link.catalogue import CatalogueEntry
from app.domain.till import TillRules
from app.i18n import Catalogue
from app.ui.widgets.detail_html import IMAGE_URL, detail_html

CATALOGUE_DETAIL = Catalogue("CATALOGUE_DETAIL")


class CatalogueDetail(QTextBrowser):
    """Read-only rich text of the selected item, with its featured image once loaded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("catalogueDetail")
        self.setOpenLinks(False)
        self.setAccessibleName(CATALOGUE_DETAIL.tr("Details of the item"))
        self.setAccessibleDescription(
            CATALOGUE_DETAIL.tr("Description, policies and prices to read out to the customer")
        )
        self.entry: CatalogueEntry | None = None
        # The till's rules the list prices by, and whether it shows net fares (the screen's).
        self.rules: Callable[[], TillRules] = TillRules
        self.net = False
        self._image = QImage()
        self.show_entry(None)

    def show_net(self, net: bool) -> None:
        """Show the catalogue's net fares beside the customer's price too (``net``), or not."""
        self.net = net
        if self.entry is not None:
            self.setHtml(self._html(self.entry, with_image=not self._image.isNull()))

    def _html(self, entry: CatalogueEntry, with_image: bool = False) -> str:
        return detail_html(entry, self.rules(), with_image, self.net)

    def show_entry(self, entry: CatalogueEntry | None) -> None:
        """Show ``entry`` (without its image: that arrives later, if at all)."""
        self.entry = entry
        self._image = QImage()
        empty = CATALOGUE_DETAIL.tr(
            "Choose an item in the list to see its description, policies and prices."
        )
        self.setHtml(f"<p><i>{empty}</i></p>" if entry is None else self._html(entry))

    def show_image(self, entry: CatalogueEntry, image_data: bytes) -> bool:
        """Add the featured image of ``entry`` if it is still the one shown; True when shown."""
        image = QImage.fromData(image_data)
        if entry is not self.entry or image.isNull():
            return False
        self._image = image
        self.setHtml(self._html(entry, with_image=True))
        return True

    def loadResource(self, type: int, name: QUrl | str) -> Any:
        """Qt: the featured image is served from memory, never fetched by the text browser."""
        if (name.toString() if isinstance(name, QUrl) else name) == IMAGE_URL:
            return self._image
        return None
