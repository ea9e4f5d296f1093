"""A UPI payment link drawn as a QR code big enough for a phone across the counter.

The code is encoded in a worker: segno takes some 20 ms of Python per code, and the code follows
the UPI amount on the clerk's panel and on the customer display. It is encoded once the amount has
stopped changing (``SETTLE_MS``), not at each key: the worker's Python held the interpreter from the
UI thread while the clerk typed. Both windows' codes of one link share one encoding."""

from __future__ import annotations

import contextlib
import io
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from app.i18n import Catalogue

if TYPE_CHECKING:
    import segno

UPI_QR = Catalogue("UPI_QR")
# About 6.5 cm on a 15.6-inch 1366x768 screen: a phone reads it from arm's length and more
# (a code reads from about ten times its width).
COUNTER_SIDE = 260
# One worker for every code: a newer link's code waits for the one being encoded, never races it.
_ENCODER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="upi-qr")
# Keys of a typed amount come well under this apart; a code shown this much later still reads at
# once to the customer, who waits for the clerk to finish typing anyway.
SETTLE_MS = 150


def qr_picture(link: str, side: int) -> bytes:
    """The PNG of ``link``'s code, whole pixels per module, at least ``side`` pixels across
    (with its quiet zone); made once, in a worker thread."""
    from app.reports.qr import QUIET_ZONE

    code = _code(link)
    modules = int(code.symbol_size(border=QUIET_ZONE)[0])
    out = io.BytesIO()
    code.save(out, kind="png", scale=max(2, -(-side // modules)), border=QUIET_ZONE)
    return out.getvalue()


@lru_cache(maxsize=4)
def _code(link: str) -> segno.QRCode:
    """``link``'s QR code (kept: the customer display draws the same link's code as the panel)."""
    # segno is imported in the worker that encodes (and ahead by the warm-up, with the Book
    # screen's modules): the start builds the customer display's code, blank, and needs none.
    from app.reports.qr import qr_code

    return qr_code(link)


class UpiQr(QLabel):
    """The QR of one UPI link (black on white, with its quiet zone, in every theme); empty and
    hidden when there is no link. A new link blanks the code at once (never the code of an amount
    no longer asked) and draws its own when the worker has encoded it (``drawn`` is then
    ``link``)."""

    _encoded = Signal(str, bytes)  # from the worker: a link and its PNG

    def __init__(self, side: int = COUNTER_SIDE, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.link = ""
        self.drawn = ""  # the link whose code is shown ('' while none is)
        self._encoded.connect(self._draw, Qt.ConnectionType.QueuedConnection)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._submit)
        self.setObjectName("upiQr")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAccessibleName(UPI_QR.tr("UPI QR code for the customer to scan"))
        self.hide()

    def set_side(self, side: int) -> None:
        """Draw the code at least ``side`` pixels across from now on (again, if one is shown)."""
        if side != self.side:
            self.side = side
            if self.link:
                self.drawn = ""
                self._settle.start()

    def show_link(self, link: str) -> None:
        """Draw ``link`` (whole pixels per module, at least ``side`` pixels); '' hides the code."""
        if link == self.link:
            return
        self.link, self.drawn = link, ""
        if not link:
            self._settle.stop()
            self.clear()
            self.hide()
            return
        # Blank, at the size of the code shown before: the layout does not jump at each key.
        shown = self.pixmap()
        blank = QPixmap(shown.size() if not shown.isNull() else self.size())
        blank.fill(QColor("white"))
        self.setPixmap(blank)
        self.show()
        self._settle.start()  # again at each change: encoded once the link stays

    def _submit(self) -> None:
        if self.link:
            _ENCODER.submit(self._encode, self.link, self.side)

    def _encode(self, link: str, side: int) -> None:
        """Worker thread: encode ``link``, then hand it to the UI thread (dropped there when a
        newer link came meanwhile)."""
        if link != self.link:
            return  # superseded while it waited for the worker
        png = qr_picture(link, side)
        with contextlib.suppress(RuntimeError):  # the label went with its window meanwhile
            self._encoded.emit(link, png)

    def _draw(self, link: str, png: bytes) -> None:
        if link != self.link:
            return
        picture = QPixmap()
        picture.loadFromData(png, "PNG")
        self.setPixmap(picture)
        self.drawn = link
