"""An e-invoice's receipt on a receipt printer: its signed QR code, a thousand characters or so,
is printed as a picture no wider than the printer's head, on the 80 mm and the 58 mm roll."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from escpos.printer import Dummy

from app.counter.devices.escpos import print_receipt
from app.reports.columns import COLUMNS_58MM, COLUMNS_80MM, DOTS_58MM, DOTS_80MM
from tests.ui.test_einvoice_print import _registered_sale

# GS v 0: a raster picture, then its width in bytes (8 dots each) and its height, low byte first.
RASTER = re.compile(rb"\x1dv0.(..)(..)", re.S)


@pytest.mark.parametrize(
    ("columns", "dots"), [(COLUMNS_80MM, DOTS_80MM), (COLUMNS_58MM, DOTS_58MM)]
)
def test_the_signed_qr_fits_the_head(tmp_path: Path, columns: int, dots: int) -> None:
    data, irn, _signed_qr = _registered_sale(tmp_path)
    printer = Dummy()
    print_receipt(printer, data, columns, drawer_kick=False)
    job = printer.output
    widths = [int.from_bytes(width, "little") * 8 for width, _height in RASTER.findall(job)]
    # Two codes: the signed QR and the booking's; the first, large one fills the head's width.
    assert len(widths) == 2 and all(width <= dots for width in widths)
    assert widths[0] > dots // 2
    assert irn[:20].encode() in job.replace(b"\n", b"")
