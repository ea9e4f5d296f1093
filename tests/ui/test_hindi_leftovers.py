"""What was left in English on Hindi screens (a slot's closing, "Part-cancelled", "ACTIVITY",
"Settled", the voucher's cancellation policy, product names outside the catalogue) and the one
word for the change handed back: as a Hindi clerk and customer read them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app import i18n
from app.api.errors import NotBookableError
from app.counter.papers.formatting import plain_words
from app.counter.papers.messages import describe_error
from app.counter.papers.voucher import CANCELLATION_BANDS, cancellation_text
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.modules import Module
from app.domain.status import PART_CANCELLED, status_text
from app.ui.desk import Desk
from app.ui.registry import BOOK, HISTORY
from app.ui.translation import install_translations
from tests.ui.helpers.after_sale import look_up
from tests.ui.helpers.sales import NO_FLAGS_TRIP
from tests.ui.test_hindi_screens import (
    hindi_desk,  # noqa: F401 (a fixture)
    sell_a_boat_seat_with_change,
)

ENGLISH_WORD = re.compile(r"\b[A-Za-z][a-z]{2,}\b|\b(?:ACTIVITY|BOAT|SETTLED)\b")
MARKUP = re.compile(r"<[^>]*>|&\w+;")


def english_in(text: str, *allowed: str) -> list[str]:
    """The English words of ``text`` (markup and ``allowed`` names taken out)."""
    text = MARKUP.sub(" ", text)
    for name in allowed:
        text = text.replace(name, " ")
    return ENGLISH_WORD.findall(text)


@pytest.fixture
def hindi() -> Iterator[None]:
    """The screens' language is Hindi; English again after."""
    install_translations(i18n.HINDI)
    try:
        yield
    finally:
        install_translations(i18n.ENGLISH)


def test_status_and_service_words_read_in_hindi(hindi: None) -> None:
    assert status_text(PART_CANCELLED) == "आंशिक रद्द"
    assert plain_words("SETTLED") == "निपटाया गया"
    assert Module.ACTIVITY.text() == "गतिविधि" and Module.BOAT.text() == "नाव"
    for code in ("BOOKING_CLOSED", "SOLD_OUT"):
        said = describe_error(NotBookableError("Booking for this slot closed", code=code))
        assert english_in(said) == [], said


def test_a_hindi_sale_its_lookup_history_and_display_leave_no_english(
    hindi_desk: Desk,  # noqa: F811
    qtbot: QtBot,
) -> None:
    desk = hindi_desk
    desk.connection.settings = replace(desk.connection.settings, customer_display=True)
    ref = sell_a_boat_seat_with_change(desk, qtbot)
    trip = DEMO_CATALOGUE.known(NO_FLAGS_TRIP)
    result = desk.window.page(BOOK).result
    assert trip in result.product_label.text() and NO_FLAGS_TRIP not in result.product_label.text()
    shown = desk.customer_display.window.change.text()
    assert shown.startswith("आपको लौटाए जाने वाले पैसे:") and "बाकी" not in shown
    lookup = look_up(desk, qtbot, ref)
    card = lookup.card
    assert english_in(card.title_label.text(), ref) == []
    assert english_in(card.state_label.text()) == []
    assert english_in(card.journal_status_label.text()) == []
    desk.window.show_screen(HISTORY)
    history = desk.window.page(HISTORY)
    qtbot.waitUntil(lambda: history.model.rowCount() > 0)
    (shown_product,) = (
        history.model.index(0, column).data()
        for column in range(history.model.columnCount())
        if history.model.headerData(column, Qt.Orientation.Horizontal) == "उत्पाद"
    )
    # The trip and its boat by their Hindi names (the departure's time as it is).
    assert shown_product.startswith("नॉर्थ बे हार्बर क्रूज़, एमवी ब्लू लैगून "), shown_product
    assert english_in(shown_product) == [], shown_product


def test_a_hindi_voucher_prints_the_cancellation_terms_in_hindi(hindi: None) -> None:
    summary = "Free cancellation up to 48 hours before the dive."  # the service's own words
    assert cancellation_text(summary) == cancellation_text(CANCELLATION_BANDS)
    assert english_in(cancellation_text(summary)) == []
    install_translations(i18n.ENGLISH)
    assert cancellation_text(summary) == summary  # in English, the product's own summary
