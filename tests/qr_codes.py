"""The QR codes printed or shown in a picture, as a phone's reader finds them."""

from __future__ import annotations

import zxingcpp
from PIL import Image


def qr_texts(picture: Image.Image) -> list[str]:
    """The texts of the QR codes zxing-cpp finds in ``picture``. Only QR codes are looked for:
    read as every kind, lines of a printed invoice were now and then taken for an EAN-13."""
    only_qr = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    found = zxingcpp.read_barcodes(picture, formats=only_qr)
    return [code.text for code in found]
