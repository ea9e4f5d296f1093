"""What matters is said to assistive technology as well as shown: an error in the message
strip, information politely, the agency store going offline and coming back, a booking made."""

from __future__ import annotations

import ctypes
import datetime as dt
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import PySide6
import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.agency.link import LinkState
from app.domain.modules import Module
from app.ui.bridge import Level
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.message_bar import MessageBar
from tests.ui.helpers.sales import NO_FLAGS_TRIP, choose, confirm_by_keyboard, press, type_customer

Heard = list[tuple[str, QAccessible.AnnouncementPoliteness]]
# Qt's C++ hook for every accessibility update (PySide6 does not wrap it): where a platform's
# screen-reader bridge would be told.
UPDATE_HANDLER = "_ZN11QAccessible20installUpdateHandlerEPFvP16QAccessibleEventE"
Handler = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


@pytest.fixture
def heard(qapp: QApplication) -> Iterator[Heard]:
    """The announcements sent to assistive technology during the test, with their politeness."""
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libQt6Gui.so*"))
    if not found:
        pytest.skip("Qt's GUI library is not where a Linux wheel keeps it")
    install = getattr(ctypes.CDLL(str(found[0])), UPDATE_HANDLER)
    install.restype = ctypes.c_void_p
    said: Heard = []

    def handler(address: int) -> None:
        event = cast(QAccessibleEvent, shiboken6.wrapInstance(address, QAccessibleEvent))
        if event.type() == QAccessible.Event.Announcement:
            announced = cast(
                QAccessibleAnnouncementEvent,
                shiboken6.wrapInstance(address, QAccessibleAnnouncementEvent),
            )
            said.append((announced.message(), announced.politeness()))

    callback = Handler(handler)
    install.argtypes = [Handler]
    previous = install(callback)
    QAccessible.setActive(True)
    yield said
    QAccessible.setActive(False)
    install.argtypes = [ctypes.c_void_p]
    install(previous)


POLITE = QAccessible.AnnouncementPoliteness.Polite
ASSERTIVE = QAccessible.AnnouncementPoliteness.Assertive


def test_the_message_strip_is_announced_errors_first(heard: Heard) -> None:
    bar = MessageBar()
    bar.show_message(Level.INFO, "The service is reachable again.")
    bar.show_message(Level.ERROR, "The service did not answer.")
    assert heard == [
        ("The service is reachable again.", POLITE),
        ("The service did not answer.", ASSERTIVE),
    ]


def test_the_agency_store_going_offline_and_back_is_announced_once(heard: Heard) -> None:
    header = StatusHeader()
    header.show_agency(LinkState(0, None, None))
    header.show_agency(LinkState(2, None, None))
    assert heard == []  # synced, then records waiting: shown only
    header.show_agency(LinkState(2, dt.datetime(2026, 11, 23, 14, 5), "refused"))
    header.show_agency(LinkState(3, dt.datetime(2026, 11, 23, 14, 5), "refused"))
    header.show_agency(LinkState(0, None, None))
    assert heard == [
        ("Agency: offline since 14:05 (2 waiting)", ASSERTIVE),
        ("Agency: synced", POLITE),
    ]


def test_a_refund_newly_owed_is_announced_once(heard: Heard) -> None:
    header = StatusHeader()
    asha = ("MTBYT6S5", "Refund owed to Asha Rao: INR 816.00 (MTBYT6S5, cancelled 26 Nov 17:59).")
    meena = ("UMRVHH6M", "Refund owed to Meena Das: INR 816.00 (UMRVHH6M, cancelled 26 Nov 17:59).")
    header.show_owed("1 refund owed: INR 816.00", [asha])
    header.show_owed("1 refund owed: INR 816.00", [asha])  # read again: nothing new
    header.show_owed("2 refunds owed: INR 1,632.00", [asha, meena])
    header.show_owed("1 refund owed: INR 816.00", [meena])  # one paid out: shown only
    header.show_owed("", [])
    assert heard == [
        ("1 refund owed: INR 816.00", POLITE),
        ("2 refunds owed: INR 1,632.00", POLITE),
    ]


def test_a_booking_made_is_announced_with_its_reference(
    heard: Heard, sales_desk: Desk, qtbot: QtBot
) -> None:
    choose(sales_desk, qtbot, NO_FLAGS_TRIP, Module.BOAT)
    form = sales_desk.window.page(BOOK).form
    type_customer()
    form.people.quick_passenger.setFocus()
    form.people.quick_passenger.setText("Ravi Kumar, 34, M")
    press(Qt.Key.Key_Return)
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    ref = confirm_by_keyboard(sales_desk, qtbot)
    spelt = " ".join(ref)
    assert (f"Booked and paid. Booking reference {spelt}.", ASSERTIVE) in heard
