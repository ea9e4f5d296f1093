"""Settings at a counter's 1366x768: sections by name, one scroll area, nothing cut at the right
edge; changes kept or dropped by an explicit choice; each error beside its field."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import SETTINGS, WALLET
from app.ui.screens.settings import SettingsScreen
from tests.ui.conftest import screenshot

SECTIONS = [
    "Service and connection",
    "Agency and till",
    "Bank accounts",
    "UPI and customer display",
    "GST",
    "Printers",
    "E-mail to customers",
    "Language and theme",
    "Supervisor PIN",
]


def settings_at_counter_size(desk: Desk, qtbot: QtBot) -> SettingsScreen:
    """Settings shown in a 1366x768 window."""
    desk.window.showNormal()
    desk.window.setGeometry(0, 0, 1366, 768)
    qtbot.waitUntil(lambda: desk.window.height() == 768)
    desk.window.show_screen(SETTINGS)
    QApplication.processEvents()
    return desk.window.page(SETTINGS)


def shown_page(screen: SettingsScreen) -> QScrollArea:
    """The scroll area of the section shown."""
    area = screen.sections.pages.currentWidget()
    assert isinstance(area, QScrollArea)
    return area


def cut_at_the_right(screen: SettingsScreen) -> list[str]:
    """Each visible widget of the section shown that reaches past the screen's right edge."""
    edge = screen.rect().right()
    return [
        f"{type(widget).__name__} {widget.objectName()}"
        for widget in shown_page(screen).findChildren(QWidget)
        if widget.isVisible()
        and QRect(widget.mapTo(screen, QPoint(0, 0)), widget.size()).right() > edge
    ]


def test_every_section_is_reached_by_its_name_whole_in_one_scroll_area(
    desk: Desk, qtbot: QtBot
) -> None:
    screen = settings_at_counter_size(desk, qtbot)
    sections = screen.sections
    assert sections.section_names() == SECTIONS
    for area in screen.findChildren(QScrollArea):  # none inside another
        parent = area.parentWidget()
        while parent is not None and parent is not screen:
            assert not isinstance(parent, QScrollArea), area.objectName()
            parent = parent.parentWidget()
    sections.names.setFocus()
    for number, name in enumerate(SECTIONS):
        sections.show_section(name)
        QApplication.processEvents()
        assert sections.pages.currentIndex() == number
        area = shown_page(screen)
        assert not area.horizontalScrollBar().isVisible(), name
        assert cut_at_the_right(screen) == [], name
        assert screen.save_button.isVisible()  # the buttons stay below every section
    sections.show_section("Service and connection")
    QTest.keyClick(sections.names, Qt.Key.Key_Down)  # by keyboard, the next section's fields
    assert sections.pages.currentIndex() == 1
    assert shown_page(screen).isAncestorOf(screen.till)
    screenshot(desk.window, "settings_sections")


def test_a_new_section_drops_into_the_list(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_at_counter_size(desk, qtbot)
    mail = QLabel("Mail server fields")
    screen.sections.add("Mail server", mail)
    assert screen.sections.section_names() == [*SECTIONS, "Mail server"]
    screen.sections.show_section("Mail server")
    QApplication.processEvents()
    assert mail.isVisible()


def question(qtbot: QtBot) -> QMessageBox:
    """The question Settings asks before another screen is shown."""
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox))
    asked = QApplication.activeModalWidget()
    assert isinstance(asked, QMessageBox)
    return asked


def answer(asked: QMessageBox, text: str) -> None:
    """Click the question's button labelled ``text``."""
    (button,) = [b for b in asked.buttons() if b.text() == text]
    button.click()


def test_leaving_with_unsaved_changes_asks_save_discard_or_stay(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_at_counter_size(desk, qtbot)
    window = desk.window
    assert not screen.unsaved() and not screen.discard_button.isEnabled()
    window.show_screen(WALLET)  # nothing changed: no question
    assert window.current() is WALLET and QApplication.activeModalWidget() is None

    window.show_screen(SETTINGS)
    screen.till.agency_name.setText("Andaman Sea Tours")
    assert screen.unsaved() and screen.discard_button.isEnabled()
    window.show_screen(WALLET)
    asked = question(qtbot)
    assert {b.text() for b in asked.buttons()} == {"Save and reconnect", "Discard changes", "Stay"}
    assert window.current() is SETTINGS
    answer(asked, "Stay")
    assert window.current() is SETTINGS
    assert screen.till.agency_name.text() == "Andaman Sea Tours"

    window.show_screen(WALLET)
    answer(question(qtbot), "Discard changes")
    assert window.current() is WALLET
    assert screen.till.agency_name.text() == "" and not screen.unsaved()

    window.show_screen(SETTINGS)
    screen.till.agency_name.setText("Andaman Sea Tours")
    saved: list[object] = []
    screen.save_requested.connect(lambda settings, _key: saved.append(settings))
    window.show_screen(WALLET)
    answer(question(qtbot), "Save and reconnect")
    assert window.current() is WALLET
    assert [settings.agency_name for settings in saved] == ["Andaman Sea Tours"]  # type: ignore[attr-defined]


def test_the_payee_names_error_is_beside_it_in_its_hints_words(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_at_counter_size(desk, qtbot)
    box = screen.customer_facing
    screen.sections.show_section("UPI and customer display")
    box.vpa.setText("andamantours@okaxis")  # a UPI ID, no payee, no agency name
    error = box.payee_error
    assert box.payee.placeholderText() == "Empty: the agency's name"
    assert error.isVisible() and error.text() == (
        "The UPI payee name is empty, and so is the agency's name it stands for: type one of them."
    )
    # Right under its field, in the section shown.
    below = error.mapTo(screen, QPoint(0, 0)).y() - box.payee.mapTo(screen, QPoint(0, 0)).y()
    assert 0 < below <= 2 * box.payee.height()
    assert "1 to" not in screen.problems_label.text()  # no other sentence contradicts the hint
    assert not screen.save_button.isEnabled()
    screen.till.agency_name.setText("Andaman Tours")  # what an empty payee stands for
    assert error.text() == "" and screen.save_button.isEnabled()


def type_agency_name(screen: SettingsScreen, name: str) -> None:
    """The clerk goes to the agency's section and types its name."""
    screen.sections.show_section("Agency and till")
    QApplication.processEvents()
    field = screen.till.agency_name
    field.setFocus()
    QTest.keyClicks(field, name)


def test_closing_the_window_with_unsaved_settings_asks_save_discard_or_stay(
    desk: Desk, qtbot: QtBot
) -> None:
    screen = settings_at_counter_size(desk, qtbot)
    window = desk.window
    closed: list[bool] = []
    window.closing.connect(lambda: closed.append(True))
    type_agency_name(screen, "Andaman Sea Tours")

    assert not window.close()
    asked = question(qtbot)
    assert asked.text() == "The settings have changes that are not saved."
    assert {b.text() for b in asked.buttons()} == {"Save and reconnect", "Discard changes", "Stay"}
    answer(asked, "Stay")
    assert window.isVisible() and closed == []
    assert window.current() is SETTINGS
    assert screen.till.agency_name.text() == "Andaman Sea Tours"

    assert not window.close()
    answer(question(qtbot), "Discard changes")
    qtbot.waitUntil(lambda: closed == [True])
    assert not window.isVisible()


def test_a_save_asked_on_closing_closes_only_once_nothing_is_left_unsaved(
    desk: Desk, qtbot: QtBot
) -> None:
    screen = settings_at_counter_size(desk, qtbot)
    window = desk.window
    closed: list[bool] = []
    window.closing.connect(lambda: closed.append(True))
    # The agency's name is on the tax documents: with no supervisor PIN set it is not saved.
    type_agency_name(screen, "Andaman Sea Tours")
    assert not window.close()
    answer(question(qtbot), "Save and reconnect")
    qtbot.waitUntil(lambda: screen.result_label.text().startswith("Not saved"))
    assert window.isVisible() and closed == []
    assert screen.till.agency_name.text() == "Andaman Sea Tours" and screen.unsaved()

    # Left for another screen by "Save and reconnect", refused there too: closing the window
    # brings Settings back and asks again.
    window.show_screen(WALLET)
    answer(question(qtbot), "Save and reconnect")
    assert window.current() is WALLET
    qtbot.waitUntil(lambda: screen.save_button.isEnabled())
    assert not window.close()
    asked = question(qtbot)
    assert window.current() is SETTINGS and closed == []
    answer(asked, "Discard changes")
    qtbot.waitUntil(lambda: closed == [True])


def test_a_change_saved_on_closing_is_kept_and_the_window_closes(desk: Desk, qtbot: QtBot) -> None:
    screen = settings_at_counter_size(desk, qtbot)
    window = desk.window
    closed: list[bool] = []
    window.closing.connect(lambda: closed.append(True))
    screen.sections.show_section("Agency and till")
    QApplication.processEvents()
    phone = screen.till.agency_phone
    phone.setFocus()
    QTest.keyClicks(phone, "03192 245678")  # no supervisor needed to keep it
    assert not window.close()
    answer(question(qtbot), "Save and reconnect")
    assert window.isVisible()  # not before the save is done
    qtbot.waitUntil(lambda: closed == [True], timeout=15000)
    assert not window.isVisible()
    assert desk.connection.settings.agency_phone == "03192 245678"
