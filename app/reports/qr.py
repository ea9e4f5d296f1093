"""The QR code of a booking reference (segno), as a picture for rich text and as its modules."""

from __future__ import annotations

import base64
import io

import segno

# M keeps a creased or smudged receipt readable; a reference is short, so the code stays small.
ERROR_LEVEL = "m"
QUIET_ZONE = 4


def qr_code(text: str) -> segno.QRCode:
    """A full QR code of ``text``: never a Micro QR, which phones and most scanners do not read."""
    return segno.make_qr(text, error=ERROR_LEVEL)


def fitted_scale(text: str, scale: int, width: int) -> int:
    """``scale`` pixels per module, fewer when the code of ``text`` with its quiet zone would be
    wider than ``width`` pixels (a signed e-invoice QR holds a thousand characters), never 0."""
    side = int(qr_code(text).symbol_size(border=QUIET_ZONE)[0])
    return max(1, min(scale, width // side))


def qr_png(text: str, scale: int) -> bytes:
    """The code as a black-on-white PNG, ``scale`` pixels per module, with its quiet zone."""
    out = io.BytesIO()
    qr_code(text).save(out, kind="png", scale=scale, border=QUIET_ZONE)
    return out.getvalue()


def qr_img_tag(text: str, scale: int) -> str:
    """An ``<img>`` of the code for ``QTextDocument`` (a data URL: the document needs no files)."""
    data = base64.b64encode(qr_png(text, scale)).decode("ascii")
    return f'<img src="data:image/png;base64,{data}" alt="QR code">'
