"""A walk-in BOAT sale for two domestic passengers, typed with QTest key clicks only.

From the catalogue as it opens to the voucher preview: Alt+B (Boats, the cursor in the filter),
Alt+Right five times (the date five days on, across a month's or a year's end), the filter, Enter
(the first match opens and its departures get the cursor), Enter (the first bookable departure),
the customer on the quick customer line and Enter, each passenger on the quick passenger line
and Enter, Ctrl+Enter (the last passenger typed is added, then the review) and Enter (the review
opens on Confirm): 12 groups. Each keystroke group is counted: one typed string, or one run of
the same key (Tab Tab Tab, or a shortcut).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import tempfile
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.domain.clock import service_now
from app.domain.modules import Module
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.perf.heartbeat import Heartbeat, until

TRIP_FILTER = "North Bay"
DAYS_AHEAD = 5  # every cut-off of the sandbox catalogue is still open
CUSTOMER = ("Asha Rao", "asha.rao@example.in", "9876543210")
PASSENGERS = (("Ravi Kumar", "34", "M"), ("Sita Devi", "31", "F"))
Key = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
CLERK = "Leela Menon"
OPENING_FLOAT = Decimal("2000.00")


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    if widget is None:
        raise RuntimeError("nothing has the focus")
    return widget


class Keyboard:
    """Key clicks where the focus is, counted in groups."""

    def __init__(self) -> None:
        self.groups = 0
        self.waited_s = 0.0

    async def pause(self, seconds: float) -> None:
        """The script's own wait (not the app's time: it is subtracted from the sale's)."""
        started = time.perf_counter()
        await asyncio.sleep(seconds)
        self.waited_s += time.perf_counter() - started

    def type(self, text: str) -> None:
        """One typed string."""
        QTest.keyClicks(_focused(), text)
        self.groups += 1

    def press(
        self, key: Qt.Key, times: int = 1, modifier: Qt.KeyboardModifier = NO_MODIFIER
    ) -> None:
        """One run of the same key (or shortcut), ``times`` presses."""
        for _ in range(times):
            QTest.keyClick(_focused(), key, modifier)
        self.groups += 1

    def fields(self, *texts: str) -> None:
        """Each text typed, then Tab to the next field, as staff fill a form."""
        for text in texts:
            self.type(text)
            self.press(Key.Key_Tab)


async def walk_in_sale(desk: Desk, keyboard: Keyboard) -> list[tuple[str, float]]:
    """Type the sale; the wall time of each step in seconds, in order."""
    window, catalogue = desk.window, desk.window.catalogue
    toolbar, book = catalogue.toolbar, desk.window.page(BOOK)
    steps: list[tuple[str, float]] = []
    mark = time.perf_counter()

    def step(name: str) -> None:
        """Note the app's time since the last step (the script's pauses left out)."""
        nonlocal mark
        now = time.perf_counter() - keyboard.waited_s
        steps.append((name, now - mark))
        mark = now

    keyboard.press(Key.Key_B, modifier=ALT)  # Boats, and the cursor in the filter
    start_day = toolbar.travel_date
    keyboard.press(Key.Key_Right, times=DAYS_AHEAD, modifier=ALT)  # the next day, five times
    if (toolbar.travel_date - start_day).days != DAYS_AHEAD:
        raise RuntimeError(f"the date is {toolbar.travel_date}, not {DAYS_AHEAD} days on")
    keyboard.type(TRIP_FILTER)
    await until(
        lambda: (
            catalogue.model.module is Module.BOAT
            and not catalogue.list_state.text().startswith("Loading")
            and catalogue.proxy.rowCount()
        )
    )
    step("boats, date and filter")
    keyboard.press(Key.Key_Return)  # open the first match; its departures get the cursor
    picker = catalogue.availability.schedules
    await until(lambda: picker.table.hasFocus() and picker.state_label.text().endswith("bookable"))
    step("departures")
    keyboard.press(Key.Key_Return)  # its first bookable departure
    await until(lambda: window.current() is BOOK)
    step("book screen")
    form = book.form
    keyboard.type(", ".join(CUSTOMER))  # the quick customer line, where the Book screen opens
    keyboard.press(Key.Key_Return)  # fills the three fields; the cursor to the quick passenger
    for number, passenger in enumerate(PASSENGERS):
        if number:
            keyboard.press(Key.Key_Return)  # adds the passenger typed before
        keyboard.type(", ".join(passenger))
    step("customer and passengers")
    keyboard.press(Key.Key_Return, modifier=CTRL)  # adds the last passenger, then the review
    await until(lambda: book.currentWidget() is book.review)
    if form.model.rowCount() != len(PASSENGERS):
        raise RuntimeError("the passengers were not all taken")
    step("review")
    keyboard.press(Key.Key_Return)  # Confirm, which the review opens on
    await until(lambda: book.currentWidget() is book.result, timeout_s=60)
    step("settle")
    await until(lambda: not book.result.preview.pixmap().isNull())
    step("voucher preview")
    return steps


ACTIVITY_FILTER = "Cellular"  # the Light and Sound Show: the day's latest slots
SHOW_ID = 4
ACTIVITY_CUSTOMER = (*CUSTOMER, "2")  # the quick line's fourth part: two seats


async def walk_in_activity(desk: Desk, keyboard: Keyboard) -> str:
    """A walk-in ACTIVITY sale for 2 paid in exact cash, typed from the catalogue as it opens
    (the cursor in the filter): the filter, Enter (the first match's first bookable slot gets the
    cursor), Enter (that slot), the quick customer line with the seats, Ctrl+Enter (the review,
    its cursor in the cash tendered) and Enter (exact cash, and Confirm): 6 groups. After the
    day's last slot has closed the sale is for the next day: Alt+Right first, one more group.
    Returns the booking's reference."""
    window, catalogue = desk.window, desk.window.catalogue
    book = desk.window.page(BOOK)
    if not catalogue.toolbar.filter_edit.hasFocus():
        raise RuntimeError("the catalogue did not open with the cursor in its filter")
    if not await _bookable_today(desk):
        keyboard.press(Key.Key_Right, modifier=ALT)
    keyboard.type(ACTIVITY_FILTER)
    await until(
        lambda: not catalogue.list_state.text().startswith("Loading") and catalogue.proxy.rowCount()
    )
    keyboard.press(Key.Key_Return)
    picker = catalogue.availability.slots
    await until(lambda: picker.table.hasFocus() and picker.state_label.text().endswith("bookable"))
    keyboard.press(Key.Key_Return)
    await until(lambda: window.current() is BOOK)
    keyboard.type(", ".join(ACTIVITY_CUSTOMER))
    keyboard.press(Key.Key_Return, modifier=CTRL)
    await until(lambda: book.currentWidget() is book.review)
    if book.form.qty_spin.value() != int(ACTIVITY_CUSTOMER[-1]):
        raise RuntimeError("the seats typed on the quick line were not taken")
    keyboard.press(Key.Key_Return)
    await until(lambda: book.currentWidget() is book.result, timeout_s=60)
    sale = desk.journal.till.sale_of(book.result.ref_label.text())
    if sale is None or sale.payment.change or len(sale.payment.parts) != 1:
        raise RuntimeError("the sale was not paid in exact cash")
    return book.result.ref_label.text()


async def _bookable_today(desk: Desk) -> bool:
    """Whether the show still has a slot open on the catalogue's day for a few minutes more
    (asked before the sale: no key of it)."""
    day = desk.window.catalogue.toolbar.travel_date
    found = await desk.service.client.search_availability(Module.ACTIVITY, day, SHOW_ID)
    soon = service_now() + dt.timedelta(minutes=5)
    return any(
        rules is not None
        and rules.is_bookable
        and rules.is_booking_open
        and rules.booking_cutoff_at > soon
        for rules in (slot.booking_rules for slot in found.data)
    )


def open_shift(desk: Desk) -> None:
    """The clerk's shift, opened at the start of the day with the float (not the sale's keys)."""
    counter = desk.service.settings.counter_code
    if desk.journal.till.open_shift_of(counter) is None:
        desk.journal.till.open_shift(counter, CLERK, OPENING_FLOAT)


async def _active(desk: Desk) -> None:
    desk.window.activateWindow()
    # Not a poll of QApplication.activeWindow(): this PySide6 drops a reference to None each
    # time a Qt call answers nullptr (see README.md).
    if not QTest.qWaitForWindowActive(desk.window):
        raise RuntimeError("the window did not become active")


async def walk_in_activity_cash(desk: Desk) -> dict[str, Any]:
    """The ACTIVITY walk-in's keystroke groups and what it sold."""
    open_shift(desk)
    await _active(desk)
    keyboard = Keyboard()
    ref = await walk_in_activity(desk, keyboard)
    day = desk.window.catalogue.toolbar.travel_date
    return {"groups": keyboard.groups, "booking_ref": ref, "day": f"sold for {day:%d %b %Y}"}


async def walk_in(desk: Desk) -> dict[str, Any]:
    """The sale's time and keystroke groups, then the longest stall of saving its voucher PDF."""
    await _active(desk)
    open_shift(desk)
    keyboard = Keyboard()
    started = time.perf_counter()
    steps = await walk_in_sale(desk, keyboard)
    sale_s = time.perf_counter() - started - keyboard.waited_s
    with tempfile.TemporaryDirectory(prefix="bench-voucher-") as folder:
        await asyncio.sleep(0.05)
        with Heartbeat().measuring() as heartbeat:
            saved = await desk.controller(BOOK).save_voucher(Path(folder) / "voucher.pdf")
        if saved is None:
            raise RuntimeError("the voucher was not saved")
    return {
        "sale_s": sale_s,
        "groups": keyboard.groups,
        "steps": ", ".join(f"{name} {seconds:.2f} s" for name, seconds in steps),
        "voucher_pdf_ms": heartbeat.longest_ms,
        "voucher_pdf_busy_ms": heartbeat.longest_busy_ms,
    }
