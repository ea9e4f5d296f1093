"""A UPI payment link drawn as a QR code big enough for a phone across the counter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from app.i18n import Catalogue
from app.reports.qr import QUIET_ZONE, qr_code, qr_png

UPI_QR = Catalogue("UPI_QR")
# About 6.5 cm on a 15.6-inch 1366x768 screen: a phone reads it from arm's length and more
# (a code reads from about ten times its width).
COUNTER_SIDE = 260


class UpiQr(QLabel):
    """The QR of one UPI link (black on white, with its quiet zone, in every theme); empty and
    hidden when there is no link."""

    def __init__(self, side: int = COUNTER_SIDE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.link = ""
        self.setObjectName("upiQr")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAccessibleName(UPI_QR.tr("UPI QR code for the customer to scan"))
        self.hide()

    def show_link(self, link: str) -> None:
        """Draw ``link`` (whole pixels per module, at least ``side`` pixels); '' hides the code."""
        if link == self.link:
            return
        self.link = link
        if not link:
            self.clear()
            self.hide()
            return
        modules = int(qr_code(link).symbol_size(border=QUIET_ZONE)[0])
        picture = QPixmap()
        picture.loadFromData(qr_png(link, max(2, -(-self.side // modules))), "PNG")
        self.setPixmap(picture)
        self.show()
