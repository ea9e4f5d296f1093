"""The compiled catalogues at work: Hindi text, plural forms by count, a document in another
language than the screen, and digits in Devanagari only when chosen."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from decimal import Decimal

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.config.catalogues import catalogue_path
from app.counter.papers.formatting import duration_text, money_text
from app.figures import FIGURES, amount_text, count_text, date_text, day_text, long_day_text
from app.ui.translation import install_translations
from app.ui.widgets.till_settings import TILL_SETTINGS
from tests.i18n.test_catalogues import read_ts, ts_path

DAY = dt.date(2026, 11, 23)


@pytest.fixture
def hindi() -> Iterator[None]:
    """The screens in Hindi for one test; English again after it."""
    translators = install_translations(i18n.HINDI)
    assert set(translators) == set(i18n.LANGUAGES)
    yield
    i18n.set_own_digits(False)
    install_translations(i18n.ENGLISH)


def _hindi_forms(context: str, source: str) -> tuple[str, ...]:
    (message,) = [
        m for m in read_ts(ts_path(i18n.HINDI)) if (m.context, m.source) == (context, source)
    ]
    return message.forms


def test_every_language_has_its_compiled_catalogue() -> None:
    assert all(catalogue_path(language).is_file() for language in i18n.LANGUAGES)


@pytest.mark.usefixtures("hindi")
def test_with_hindi_installed_a_message_comes_back_in_hindi() -> None:
    (november,) = _hindi_forms("FIGURES", "Nov")
    assert FIGURES.tr("Nov") == november != "Nov"
    assert date_text(DAY) == f"23 {november} 2026"
    assert "Monday" not in long_day_text(DAY)


def test_plural_forms_pick_by_count_in_english() -> None:
    assert TILL_SETTINGS.tr("To %n rupee(s)", "", 1) == "To 1 rupee"
    assert TILL_SETTINGS.tr("To %n rupee(s)", "", 5) == "To 5 rupees"


@pytest.mark.usefixtures("hindi")
def test_plural_forms_pick_by_count_in_hindi() -> None:
    one, other = _hindi_forms("TILL_SETTINGS", "To %n rupee(s)")
    assert TILL_SETTINGS.tr("To %n rupee(s)", "", 1) == one.replace("%n", "1")
    assert TILL_SETTINGS.tr("To %n rupee(s)", "", 10) == other.replace("%n", "10")


@pytest.mark.usefixtures("hindi")
def test_a_document_in_english_inside_hindi_screens() -> None:
    hindi_day = day_text(DAY)
    with i18n.in_language(i18n.ENGLISH):
        assert day_text(DAY) == "Mon 23 Nov 2026"
        assert duration_text(dt.timedelta(hours=2, minutes=5)) == "2 h 5 min"
    assert day_text(DAY) == hindi_day != "Mon 23 Nov 2026"


@pytest.mark.usefixtures("hindi")
def test_devanagari_digits_only_when_chosen_and_only_in_hindi() -> None:
    assert amount_text(Decimal("200000")) == "2,00,000.00"
    i18n.set_own_digits(True)
    assert amount_text(Decimal("200000")) == "२,००,०००.००"
    assert date_text(DAY).startswith("२३ ")
    with i18n.in_language(i18n.ENGLISH):
        assert money_text(Decimal("1234.5"), "INR") == "INR 1,234.50"


@pytest.mark.parametrize(
    ("amount", "text"),
    [
        ("0", "0.00"),
        ("999.5", "999.50"),
        ("1000", "1,000.00"),
        ("200000", "2,00,000.00"),
        ("123456789.05", "12,34,56,789.05"),
        ("-150000.25", "-1,50,000.25"),
    ],
)
def test_amounts_are_grouped_in_lakhs_and_crores(amount: str, text: str) -> None:
    assert amount_text(Decimal(amount)) == text
    assert money_text(Decimal(amount), "INR") == f"INR {text}"


def test_counts_and_dates_follow_the_indian_convention() -> None:
    assert [count_text(n) for n in (7, 1000, 100000, 25000000)] == [
        "7",
        "1,000",
        "1,00,000",
        "2,50,00,000",
    ]
    assert date_text(dt.date(2026, 12, 5)) == "05 Dec 2026"
    assert long_day_text(DAY) == "Monday 23 November 2026"


@pytest.mark.usefixtures("hindi")
def test_qt_dialogs_word_their_standard_buttons_in_hindi(qtbot: QtBot) -> None:
    (yes,) = _hindi_forms("QPlatformTheme", "&Yes")
    box = QMessageBox(
        QMessageBox.Icon.Question,
        "?",
        "?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
    )
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Yes).text() == yes != "&Yes"
    install_translations(i18n.ENGLISH)
    english = QMessageBox(QMessageBox.Icon.Question, "?", "?", QMessageBox.StandardButton.Yes)
    qtbot.addWidget(english)
    assert english.button(QMessageBox.StandardButton.Yes).text() == "&Yes"


def test_qts_widgets_write_0_to_9_unless_a_languages_own_digits_are_chosen(
    qapp: QApplication,
) -> None:
    try:
        install_translations("bn")
        latin = QLocale().toString(2026)
        i18n.set_own_digits(True)
        install_translations("bn")
        bengali = QLocale().toString(2026)
    finally:
        i18n.set_own_digits(False)
        install_translations(i18n.ENGLISH)
    assert (latin, bengali) == ("2,026", "২,০২৬")


@pytest.mark.parametrize(
    ("code", "dates", "own_digits"),
    [
        ("bn", ("সোম 23 নভে 2026", "সোমবার 23 নভেম্বর 2026"), "২,০০,০০০.০০"),
        ("ta", ("திங். 23 நவ. 2026", "திங்கட்கிழமை 23 நவம்பர் 2026"), "௨,௦௦,௦௦௦.௦௦"),
    ],
)
def test_bengali_and_tamil_dates_months_and_own_digits(
    code: str, dates: tuple[str, str], own_digits: str
) -> None:
    install_translations(code)
    try:
        assert (day_text(DAY), long_day_text(DAY)) == dates
        assert amount_text(Decimal("200000")) == "2,00,000.00"
        # A plural message takes the form of the count in the language's catalogue.
        assert TILL_SETTINGS.tr("To %n rupee(s)", "", 10).startswith("10 ")
        i18n.set_own_digits(True)
        assert amount_text(Decimal("200000")) == own_digits
    finally:
        i18n.set_own_digits(False)
        install_translations(i18n.ENGLISH)
