"""GST named one way: the service's GST inside its fares and the agency's own GST are named apart
(``app.domain.gst_names``) on every screen a sale passes through and on its receipt; a bare
"GST" naming an amount is ambiguous and fails here. "Total incl. GST" (every GST in the price),
"no GST" (a fee with neither) and the accountant's "GST export" name no one GST."""

from __future__ import annotations

import re
from decimal import Decimal
from html import unescape

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QTextEdit, QWidget
from pytestqt.qtbot import QtBot

from app import i18n
from app.domain.gst_names import agency_gst_included, fare_gst, fare_gst_at
from app.languages import LANGUAGES
from app.reports.columns import Paper
from app.reports.receipt_data import AgencyDetails, receipt_data
from app.reports.receipt_print import receipt_html
from app.ui.desk import Desk
from app.ui.registry import BOOK, CATALOGUE, HISTORY, LOOKUP
from app.ui.style import paper_ink
from tests.ui.conftest import screenshot
from tests.ui.helpers.after_sale import quote, wait_for_booking
from tests.ui.helpers.sales import press
from tests.ui.helpers.till import review_activity, wait_for_result
from tests.ui.screens.test_document_copies import registered
from tests.ui.test_after_sale_words import visible_texts

# "GST" alone, where it is not one of the declared names nor a phrase naming no one GST.
BARE_GST = re.compile(r"(?<!Fare )(?<!fare )(?<!Agency )(?<!incl\. )(?<!no )\bGST\b(?! export)")
TAGS = re.compile(r"<[^>]+>")


def _tips(model: QAbstractItemModel) -> list[str]:
    return [
        str(model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
        for column in range(model.columnCount())
    ]


def shown(screen: QWidget) -> list[str]:
    """What staff read on ``screen`` (labels, buttons, titles, cells), its tooltips, its
    columns' tooltips and its rich text, without markup or mnemonics."""
    texts = visible_texts(screen)
    texts += [w.toolTip() for w in screen.findChildren(QWidget) if w.isVisibleTo(screen)]
    texts += [view.toPlainText() for view in screen.findChildren(QTextEdit)]
    for view in screen.findChildren(QWidget):
        model = getattr(view, "model", None)
        if callable(model) and isinstance(model(), QAbstractItemModel):
            texts += _tips(model())
    return [TAGS.sub(" ", text).replace("&", "") for text in texts]


def bare(texts: list[str]) -> list[str]:
    """Each "GST" naming neither the fare's nor the agency's, with the words around it."""
    return [
        " ".join(text[max(0, found.start() - 40) : found.end() + 20].split())
        for text in texts
        for found in BARE_GST.finditer(text)
    ]


def test_the_pattern_finds_a_bare_gst_and_passes_the_declared_names() -> None:
    found = bare(["GST 5 %", "GST", "GST included 0.00", "Refund: fares and GST 9.00"])
    assert found == ["GST 5 %", "GST", "GST included 0.00", "Refund: fares and GST 9.00"]
    named = ["Fare GST 5%", "Agency GST included", "Total incl. GST", "Permits (no GST)"]
    assert bare([*named, "GST export…", "CGST 9%", "GSTIN 35AABCI1234F1Z4"]) == []


@pytest.mark.parametrize("language", [language.code for language in LANGUAGES])
def test_each_language_names_the_two_gsts_apart(language: str) -> None:
    with i18n.in_language(language):
        names = {fare_gst(), agency_gst_included(), fare_gst_at(Decimal(5))}
    assert len(names) == 3 and "GST" not in names
    assert all("GST" in name for name in names)  # the law's word stays, with what it is


def test_every_screen_of_a_sale_and_its_receipt_name_the_gst_they_show(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    desk = sales_desk
    registered(desk)
    window = desk.window
    texts: dict[str, list[str]] = {}
    review, _price = review_activity(desk, qtbot)
    texts["catalogue"] = shown(window.page(CATALOGUE))
    texts["review"] = shown(window.page(BOOK))
    window.resize(1366, 768)
    screenshot(window, "gst_named_review_1366x768")
    texts["display"] = shown(desk.customer_display.window)
    review.payment.tendered.setFocus()
    press(Qt.Key.Key_Return)  # paid in exact cash
    wait_for_result(desk, qtbot)
    texts["result"] = shown(window.page(BOOK))
    ref = window.page(BOOK).result.ref_label.text()
    desk.open_in_lookup(ref)
    lookup = window.page(LOOKUP)
    wait_for_booking(lookup, qtbot, ref)
    quote(lookup, qtbot)
    texts["lookup"] = shown(lookup)
    window.resize(1280, 720)
    screenshot(window, "gst_named_lookup_1280x720")
    window.show_screen(HISTORY)
    history = window.page(HISTORY)
    qtbot.waitUntil(lambda: history.documents.booking_ref == ref, timeout=15_000)
    texts["history"] = shown(history)
    settings = desk.connection.settings
    agency = AgencyDetails(settings.agency_name, settings.agency_address, "", settings.agency_gstin)
    bill = receipt_data(desk.services.journal, ref, agency=agency, training=True)
    texts["receipt"] = [
        unescape(TAGS.sub(" ", receipt_html(bill, paper_ink(), paper))).replace("\xa0", " ")
        for paper in (Paper.A4, Paper.ROLL_80)
    ]

    assert {where: bare(found) for where, found in texts.items() if bare(found)} == {}
    # The service's GST is named where the fare's figures are, the agency's on its receipt.
    for where in ("review", "result", "lookup"):
        assert any("Fare GST" in text for text in texts[where]), where
    assert all("Agency GST included" in text for text in texts["receipt"])
