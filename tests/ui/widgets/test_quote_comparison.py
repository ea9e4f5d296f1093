"""The quote's columns in Hindi: the customer's refund by line and tender and the wallet's
credit, each label whole at the width Lookup gives them on a 1280x720 screen."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.api.models import CancelQuoteResult
from app.booking.cancel import CancelChoice, CustomerQuote, QuotedChoice
from app.domain.cancellation import PolicyBand
from app.domain.modules import Module
from app.domain.tenders import CASH, UPI
from app.domain.till import Markup, SeatFare, TillRules, customer_price, refund_lines
from app.ui.widgets.quote_comparison import QuoteComparison
from tests.ui.conftest import save_image

D = Decimal
# Lookup's right-hand column on a 1280x720 screen (the quote's box within it).
WIDTH = 600
DEVANAGARI = "\u0900"


def quoted(seats: int, whole: bool) -> QuotedChoice:
    """``seats`` of the light and sound show quoted 48 h ahead, paid half cash, half UPI."""
    price = customer_price(Module.ACTIVITY, [SeatFare(D(300))] * 2, D(18), TillRules())
    lines = refund_lines(
        price,
        list(range(seats)),
        PolicyBand.FULL_REFUND,
        D(20 * seats),
        refund_service_charge=False,
    )
    half = lines.total / 2
    quote = CancelQuoteResult.model_validate(
        {
            "status": "SUCCESS",
            "booking_ref": "FFGUKECC",
            "module_type": "ACTIVITY",
            "cancellable": True,
            "policy_band": "FULL_REFUND_48H_OR_MORE",
            "quote": {
                "seats_released": seats,
                "gross_refundable": str(D("318.60") * seats),
                "platform_cancellation_charge": str(D(20 * seats)),
                "net_agent_refund": str(D("298.60") * seats),
                "currency": "INR",
            },
        }
    )
    return QuotedChoice(
        CancelChoice("FFGUKECC", Module.ACTIVITY, seats, whole=whole),
        quote,
        D("199960.00"),
        D(0),
        "INR",
        CustomerQuote(lines, ((CASH, half), (UPI, half))),
    )


def test_the_hindi_quote_shows_every_line_whole_at_1280x720(qtbot: QtBot, hindi: None) -> None:
    comparison = QuoteComparison()
    qtbot.addWidget(comparison)
    comparison.show_quotes([quoted(2, True), quoted(1, False)])
    comparison.resize(WIDTH, comparison.sizeHint().height())
    comparison.show()
    qtbot.waitExposed(comparison)

    labels = [label for label in comparison.findChildren(QLabel) if label.isVisible()]
    cut = [
        label.text()
        for label in labels
        if label.text() and not label.wordWrap() and label.width() < label.sizeHint().width()
    ]
    assert cut == []
    assert comparison.width() == WIDTH
    titles = [label.text() for label in labels if label.objectName() == ""]
    assert any(DEVANAGARI <= letter <= "\u097f" for title in titles for letter in title)
    total = comparison.findChild(QLabel, "refund1Total")
    assert total is not None and "668.00" in total.text()
    save_image(comparison.grab().toImage(), "lookup_refund_quote_hindi")


def test_the_cancel_buttons_are_shown_in_the_turn_the_quotes_are(qtbot: QtBot) -> None:
    comparison = QuoteComparison()
    qtbot.addWidget(comparison)
    comparison.show()
    qtbot.waitExposed(comparison)
    comparison.show_busy()
    # No turn of the event loop between the quotes and the look: a column's Cancel key is
    # there at once (it was shown by a queued call, a turn later, and a click then was lost).
    comparison.show_quotes([quoted(2, True), quoted(1, False)])
    assert [button.isVisible() for button in comparison.buttons] == [True, True]


def half_band() -> QuotedChoice:
    """One seat of two with a 100.00 service charge kept, quoted 24 to 48 h ahead (half)."""
    rules = TillRules({Module.ACTIVITY: Markup(per_seat=D(100))})
    price = customer_price(Module.ACTIVITY, [SeatFare(D(300))] * 2, D(18), rules)
    lines = refund_lines(price, [0], PolicyBand.HALF_REFUND, D(20), refund_service_charge=False)
    return replace(quoted(1, False), customer=CustomerQuote(lines, ((CASH, lines.total),)))


def amount_in(comparison: QuoteComparison, name: str) -> Decimal:
    """The amount a refund cell shows (its figures, signs and point; words left out)."""
    label = comparison.findChild(QLabel, name)
    assert label is not None, name
    figures = re.search(r"-?[\d,]+\.\d\d", label.text())
    assert figures is not None, label.text()
    return D(figures.group().replace(",", ""))


@pytest.mark.parametrize("language", ["en", "hi"])
def test_the_quotes_lines_name_the_policy_band_and_add_up(
    qtbot: QtBot, language: str, request: pytest.FixtureRequest
) -> None:
    if language == "hi":
        request.getfixturevalue("hindi")
    comparison = QuoteComparison()
    qtbot.addWidget(comparison)
    comparison.show_quotes([half_band()])
    comparison.resize(WIDTH, comparison.sizeHint().height())
    comparison.show()
    qtbot.waitExposed(comparison)
    # 300.00 and its 54.00 GST, half kept by the band (177.00), less the 20.00 charge: 157.00.
    shown = {
        key: amount_in(comparison, f"refund1{key}")
        for key in ("Fares", "Gst", "Band", "PlatformCharge", "RoundDown", "Total")
    }
    assert shown == {
        "Fares": D("300.00"),
        "Gst": D("54.00"),
        "Band": D("-177.00"),
        "PlatformCharge": D("-20.00"),
        "RoundDown": D("0.00"),
        "Total": D("157.00"),
    }
    assert sum(v for k, v in shown.items() if k != "Total") == shown["Total"]
    save_image(comparison.grab().toImage(), f"lookup_refund_quote_band_{language}")
