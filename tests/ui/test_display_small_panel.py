"""The customer display on a 7-inch 800x480 panel, in Bengali, a sale paid half by UPI with the
agency's long payee name and a sale's full reference: the code is whole on the screen and a phone
reads the UPI part's amount from it (zxing-cpp reads the screenshot)."""

from __future__ import annotations

from decimal import Decimal
from functools import partial
from urllib.parse import parse_qs, urlparse

from PIL import Image
from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from app.counter.services.customer_display import SaleView
from app.domain.upi import UpiRequest
from app.ui.customer_display import CustomerDisplayWindow
from app.ui.fonts import register_fonts
from tests.qr_codes import qr_texts
from tests.ui.conftest import SCREENSHOTS
from tests.ui.helpers.display_fit import DISPLAY_SIZES, drawn, off_the_edge, views

TOTAL = Decimal("21418.00")
UPI_PART = Decimal("10709.00")
# As a sale makes it (``app.counter.services.till_sale.upi_request``): the receipt in the note, the
# sale's request id (34 characters) as the reference.
UPI = UpiRequest(
    "andamanislandcountertravels@okhdfcbank",
    "Andaman Island Counter Travels Pvt Ltd",
    UPI_PART,
    "Receipt PB1/2026-27/000123",
    "cd4f1c2a9b7e8d6c5b4a39281706f5e4d3",
)


def test_the_qr_is_whole_and_reads_on_an_800x480_panel_in_bengali(qtbot: QtBot) -> None:
    register_fonts()
    sale = views("bn")["sale"]
    assert isinstance(sale, SaleView)
    view = SaleView(
        sale.agency, sale.trip, sale.when, sale.names, TOTAL, UPI.link(), UPI_PART, Decimal("0")
    )
    for width, height in DISPLAY_SIZES:
        window = CustomerDisplayWindow()
        qtbot.addWidget(window)
        # As the display is placed on its screen: the screen's geometry, not a fixed size.
        window.setGeometry(0, 0, width, height)
        window.show()
        window.show_view(view, "bn")
        qtbot.waitUntil(partial(drawn, window, view.upi_link))
        qtbot.wait(50)
        assert (window.width(), window.height()) == (width, height)
        code = window.qr
        shown = QRect(code.mapTo(window, code.rect().topLeft()), code.size())
        picture = code.pixmap().size()
        assert shown.width() >= picture.width() and shown.height() >= picture.height()
        assert window.rect().contains(shown), (shown.getRect(), width, height)
        assert off_the_edge(window) == []
        name = SCREENSHOTS / f"customer_display_{width}x{height}_bn_split_upi.png"
        SCREENSHOTS.mkdir(exist_ok=True)
        assert window.grab().save(str(name))
        (link,) = qr_texts(Image.open(name))
        asked = parse_qs(urlparse(link).query)
        assert asked["am"] == ["10709.00"] and asked["tr"] == [UPI.reference]
        window.close()
