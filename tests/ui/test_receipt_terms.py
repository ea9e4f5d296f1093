"""The customer's receipt of a sale made at the till says what fits that sale: the travel day
printed once beside the start time, the service charge's sentence only when there is one, and a
sale made under 24 h before the start called not refundable instead of the 48-hour bands, on
the receipt and on the voucher given with it."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.config.settings import Settings
from app.counter.papers.voucher import NOT_REFUNDABLE
from app.domain.clock import SERVICE_TZ
from app.domain.till import (
    BANDS_TERMS,
    EARLIER_BANDS_TERMS,
    NOT_REFUNDABLE_TERMS,
    SERVICE_CHARGE_TERMS,
    Markup,
    terms_text,
)
from app.figures import date_text
from app.reports.columns import COLUMNS_80MM, Paper
from app.reports.receipt_data import ReceiptData, receipt_data
from app.reports.receipt_print import receipt_html, receipt_rows
from app.ui.desk import Desk
from app.ui.fonts import register_fonts
from app.ui.paper import paper_image
from app.ui.registry import BOOK
from app.ui.style import paper_ink
from app.ui.translation import install_translations
from tests.ui.conftest import save_image
from tests.ui.helpers.sales import DAY
from tests.ui.helpers.till import sell_exact_cash


def sold_receipt(desk: Desk, qtbot: QtBot) -> ReceiptData:
    """An ACTIVITY sale for 2 paid in exact cash at ``desk``; its receipt as the till prints it."""
    sell_exact_cash(desk, qtbot)
    ref = desk.window.page(BOOK).result.ref_label.text()
    return receipt_data(
        desk.services.journal, ref, agency=desk.connection.settings.agency, training=False
    )


def printed_text(data: ReceiptData) -> str:
    """The receipt's rows on the 80 mm roll, one per line."""
    return "\n".join(row.text for row in receipt_rows(data, COLUMNS_80MM))


def with_settings(desk: Desk, **changes: object) -> None:
    """The desk's settings with ``changes`` (as if saved in Settings)."""
    settings: Settings = desk.connection.settings
    desk.connection.settings = replace(settings, **changes)  # type: ignore[arg-type]


def test_a_sale_days_ahead_without_a_service_charge_prints_the_bands_and_the_day_once(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    data = sold_receipt(sales_desk, qtbot)
    assert not any(line.label == "Service charge" for line in data.lines)
    text = printed_text(data)
    save_image(
        paper_image(receipt_html(data, paper_ink(), Paper.ROLL_80), Paper.ROLL_80),
        "receipt_terms_no_service_charge_80mm",
    )
    # The travel day once, then its hours; the day of issue once, on the tax invoice's head.
    assert text.count(date_text(DAY)) == 1
    assert text.count(date_text(data.issued_at.date())) == 1
    assert data.departs.count(":") == 2 and date_text(DAY) not in data.departs
    assert data.cancellation_terms == BANDS_TERMS
    voucher = sales_desk.controller(BOOK).results.voucher
    assert voucher is not None and voucher.cancellation != NOT_REFUNDABLE
    assert "service charge" not in text.lower()
    assert "Cancel 48 h or more before" in text


def test_a_sale_under_24_hours_before_the_start_with_a_service_charge_says_both(
    sales_desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    with_settings(sales_desk, activity_markup=Markup(per_seat=Decimal("50")))
    # The till's clock on the travel day itself, before the show: cancelling is closed.
    monkeypatch.setattr(
        "app.ui.controllers.sale_state.service_now",
        lambda: dt.datetime.combine(DAY, dt.time(0, 5), tzinfo=SERVICE_TZ),
    )
    data = sold_receipt(sales_desk, qtbot)
    text = printed_text(data)
    save_image(
        paper_image(receipt_html(data, paper_ink(), Paper.ROLL_80), Paper.ROLL_80),
        "receipt_terms_not_refundable_80mm",
    )
    assert data.cancellation_terms == f"{NOT_REFUNDABLE_TERMS} {SERVICE_CHARGE_TERMS}"
    assert "Not refundable" in text and "48 h" not in text
    assert "The service charge is not" in text
    # The voucher given with it says the same, not the service's 48-hour bands.
    voucher = sales_desk.controller(BOOK).results.voucher
    assert voucher is not None and voucher.cancellation == NOT_REFUNDABLE


def test_a_service_charge_a_refund_gives_back_is_not_called_kept(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    with_settings(
        sales_desk, activity_markup=Markup(per_seat=Decimal("50")), refund_service_charge=True
    )
    data = sold_receipt(sales_desk, qtbot)
    assert any(line.label == "Service charge" for line in data.lines)
    assert data.cancellation_terms == BANDS_TERMS


def test_the_terms_print_in_hindi_those_journalled_before_the_sentences_too(
    sales_desk: Desk, qtbot: QtBot
) -> None:
    data = sold_receipt(sales_desk, qtbot)
    register_fonts()
    install_translations(i18n.HINDI)
    try:
        with i18n.in_language(i18n.HINDI):
            # A sale journalled before the terms were chosen per sale holds both sentences.
            # Journalled before the fare's GST was named apart: printed as issued.
            kept = terms_text(f"{EARLIER_BANDS_TERMS} {SERVICE_CHARGE_TERMS}")
            now = terms_text(BANDS_TERMS)
            picture = paper_image(
                receipt_html(
                    replace(data, cancellation_terms=NOT_REFUNDABLE_TERMS),
                    paper_ink(),
                    Paper.ROLL_80,
                ),
                Paper.ROLL_80,
            )
            hindi_text = printed_text(replace(data, cancellation_terms=NOT_REFUNDABLE_TERMS))
    finally:
        install_translations(i18n.ENGLISH)
    save_image(picture, "receipt_terms_not_refundable_80mm_hi")
    assert kept == (
        "48 घंटे या उससे पहले रद्द करें: किराया और GST वापस; 24 से 48 घंटे: आधा; 24 घंटे से कम: "
        "कुछ नहीं; सेवा का रद्दीकरण शुल्क घटाकर। सेवा शुल्क रिफ़ंड नहीं होता।"
    )
    assert now.startswith("48 घंटे या उससे पहले रद्द करें: किराया और किराये का GST वापस;")
    assert "रिफ़ंड नहीं होगा" in hindi_text and "Not refundable" not in hindi_text
