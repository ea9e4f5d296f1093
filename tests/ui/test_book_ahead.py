"""The Book screen is built in the warm-up's idle turns after the start, a part a turn, not on
the first sale's Enter; asked for mid-way, it is finished from the parts already built."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.registry import BOOK, CATALOGUE
from app.ui.screens.book import BookScreen
from app.ui.widgets.booking_form import BookingForm
from app.ui.widgets.passenger_editor import PassengerEditor
from app.ui.widgets.passenger_list import PassengerList
from app.ui.widgets.result_panel import ResultPanel
from app.ui.widgets.review_panel import ReviewPanel

# The parts in the order they are built; the last, the screen placed in the window.
PARTS = (PassengerEditor, PassengerList, BookingForm, ReviewPanel, ResultPanel, BookScreen)


def _built_parts(desk: Desk) -> tuple[int, bool]:
    """How many of ``PARTS`` exist, and whether the screen is placed in the window."""
    kinds = {type(widget) for widget in QApplication.allWidgets()}
    return sum(kind in kinds for kind in PARTS), desk.window.is_built(BOOK)


def test_the_warm_up_builds_the_book_screen_a_part_a_turn_before_the_first_sale(
    desk: Desk, qtbot: QtBot
) -> None:
    assert not desk.window.is_built(BOOK)
    seen: list[tuple[int, bool]] = []
    turns = QTimer()
    turns.setInterval(0)  # a turn of the loop: what the clerk's keys and the paint get
    turns.timeout.connect(lambda: seen.append(_built_parts(desk)))
    turns.start()
    desk.warm_up.start(0)
    qtbot.waitUntil(lambda: desk.warm_up.done, timeout=60_000)
    turns.stop()

    assert desk.window.is_built(BOOK) and desk.has_controller(BOOK)
    assert desk.window.current() is CATALOGUE  # the clerk stays where they are
    # Between two parts the loop turned: each state of the build was seen by a turn.
    states = sorted(set(seen))
    assert states == [(count, False) for count in range(len(PARTS) + 1)] + [(len(PARTS), True)]
    # One screen, with the parts built ahead in it.
    screen = desk.window.page(BOOK)
    assert [type(w) for w in QApplication.allWidgets()].count(BookScreen) == 1
    assert isinstance(screen.form.people.editor, PassengerEditor)


def test_asked_for_mid_way_the_book_screen_is_finished_from_its_parts(desk: Desk) -> None:
    steps = desk.window.build_ahead(BOOK)
    for _ in range(3):  # the editor, the passenger list, the customer's fields
        next(steps)
    editors = [w for w in QApplication.allWidgets() if isinstance(w, PassengerEditor)]
    assert len(editors) == 1 and not desk.window.is_built(BOOK)

    booking = desk.controller(BOOK)  # the first sale's Enter, say, before the warm-up is over
    screen = desk.window.page(BOOK)
    assert screen.form.people.editor is editors[0]
    assert list(steps) == []  # nothing more is built ahead
    assert desk.controller(BOOK) is booking
    kinds = [type(w) for w in QApplication.allWidgets()]
    assert kinds.count(BookScreen) == 1 and kinds.count(PassengerEditor) == 1
    assert list(desk.window.build_ahead(BOOK)) == []  # built already: nothing to do
