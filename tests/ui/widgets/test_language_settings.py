"""The Language group of Settings: the screens' language (at the next start), the customer
documents' language and the languages' own digits, saved with the rest; a choice the screens do
not run in yet says that it applies at the next start."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.config.paths import AppPaths
from app.counter.config.settings import document_language_of, load_settings
from app.ui.desk import Desk
from app.ui.registry import SETTINGS
from app.ui.translation import screen_language
from tests.ui.helpers.settings import outcome


def test_the_languages_are_chosen_saved_and_the_restart_is_said(
    desk: Desk, qtbot: QtBot, home: AppPaths
) -> None:
    desk.window.show_screen(SETTINGS)
    screen = desk.window.page(SETTINGS)
    screen.sections.show_section("Language and theme")
    box = screen.languages
    names = [box.screen_language.itemText(i) for i in range(box.screen_language.count())]
    assert names == ["As the system", "English", "हिन्दी", "বাংলা", "தமிழ்"]
    # The digits offered are those the languages declare beside 0-9: Hindi's, Bengali's, Tamil's.
    assert box.devanagari_digits.text() == "Each language's own digits (०१२३ ০১২৩ ௦௧௨௩)"
    assert box.document_language.currentData() == "screen"
    assert not box.restart_note.isVisibleTo(screen)

    box.screen_language.setCurrentIndex(box.screen_language.findData(i18n.HINDI))
    assert box.restart_note.isVisibleTo(screen)
    box.screen_language.setCurrentIndex(0)
    assert not box.restart_note.isVisibleTo(screen)  # back as it was: nothing to restart for
    box.screen_language.setCurrentIndex(box.screen_language.findData(i18n.HINDI))
    box.document_language.setCurrentIndex(box.document_language.findData(i18n.ENGLISH))
    box.devanagari_digits.setChecked(True)
    QTest.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)

    assert outcome(screen, qtbot).startswith("Saved.")
    saved = load_settings(home.settings_file)
    assert (saved.language, saved.document_language, saved.devanagari_digits) == ("hi", "en", True)
    assert screen_language(saved) == i18n.HINDI
    assert document_language_of(saved) == i18n.ENGLISH
    # The screens stay in the language they started in until the next start.
    assert i18n.language() == i18n.ENGLISH
    assert box.screen_language.currentData() == i18n.HINDI
    assert box.restart_note.isVisibleTo(screen)
