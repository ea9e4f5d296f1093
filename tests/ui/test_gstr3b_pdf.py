"""GSTR-3B's figures as PDF (issue 97, item 2; the months of ``tests.journal.gstr3b_months``):
the same bytes made again with the same figures, language and date, another date in the same
length; December in Hindi and English and January (its difference listed) in Hindi, each page
saved as a picture (``tests/ui/screenshots/gstr3b_*.png``)."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QApplication

from app import i18n
from app.journal.gstr3b import figures_json, figures_of_json
from app.sandbox import EmbeddedSandbox
from app.ui.gstr3b_pdf import gstr3b_pdf
from app.ui.translation import install_translations
from tests.journal.gstr3b_months import Months, sold_months
from tests.ui.conftest import SCREENSHOTS

CREATED = dt.datetime(2027, 1, 5, 12, 0, tzinfo=dt.UTC)


@pytest.fixture(scope="module")
def months(module_sandbox: EmbeddedSandbox, tmp_path_factory: pytest.TempPathFactory) -> Months:
    """December and January sold and exported as GSTR-3B figures."""
    return sold_months(module_sandbox, tmp_path_factory.mktemp("gstr3b"))


def test_the_pdf_is_the_same_bytes_made_again_and_its_pages_are_seen(
    months: Months, qapp: QApplication
) -> None:
    december = months.december
    again = figures_of_json(json.loads(json.dumps(figures_json(december))))
    translators = install_translations(i18n.HINDI)
    try:
        first = gstr3b_pdf(december, i18n.HINDI, CREATED)
        assert gstr3b_pdf(again, i18n.HINDI, CREATED) == first
        later = gstr3b_pdf(december, i18n.HINDI, CREATED + dt.timedelta(days=1))
        assert later != first and len(later) == len(first)
        english = gstr3b_pdf(december, i18n.ENGLISH, CREATED)
        january = gstr3b_pdf(months.january, i18n.HINDI, CREATED)
    finally:
        install_translations(i18n.ENGLISH)
    del translators
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for name, pdf in (("hi", first), ("en", english), ("hi_january", january)):
        path = SCREENSHOTS / f"gstr3b_{name}.pdf"
        path.write_bytes(pdf)
        document = QPdfDocument(qapp)
        document.load(str(path))
        assert document.pageCount() >= 1
        for page in range(document.pageCount()):
            image = document.render(page, QSize(1240, 1754))
            assert image.save(str(SCREENSHOTS / f"gstr3b_{name}_{page + 1}.png"))
