"""Walk-in sales typed with QTest key clicks only.

The BOAT sale for two domestic passengers, from the catalogue as it opens to the voucher preview:
Alt+B (Boats, the cursor in the filter), Alt+Right five times (the date five days on, across a
month's or a year's end), the filter, Enter (the first match opens and its departures get the
cursor), Enter (the first bookable departure), the customer on the quick customer line and Enter,
each passenger on the quick passenger line and Enter, Ctrl+Enter (the last passenger typed is
added, then the review) and Enter (the review opens on Confirm): 12 groups. The same sale with
the second passenger foreign (``walk_in_foreign_sale``: a passport reader and the scan picker,
14 groups), the booking then found by a scan of its reference (1 group), the sale for three, the
second foreign, with the scanner's folder watched (``walk_in_three_one_foreign_sale``: the
scanner's new file offered, Ctrl+T takes it; 14 groups), the same three on the trip that needs
every passenger's document number, the two Indian typed or from their Aadhaar card's QR
(``walk_in_three_aadhaar_sale``: 24 groups typed, 20 with one scan, 16 with two), and the
ACTIVITY sale paid in exact cash (``walk_in_activity``). Each keystroke group is counted: one
typed string, one run of the same key (Tab Tab Tab, or a shortcut), or one swipe of a reader or
scanner.
"""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.domain.aadhaar_qr import TRAINING_CARDS_FILE
from app.domain.identity import AADHAAR, PASSPORT
from app.domain.modules import Module
from app.ui import scan_find
from app.ui.desk import Desk
from app.ui.registry import BOOK, LOOKUP
from app.ui.widgets.scan_panel import ScanPanel
from tests.domain.mrz_samples import BRITISH_TRAVELLER as FOREIGN_PASSPORT
from tests.perf.counting import counting
from tests.perf.heartbeat import SLOWDOWN, Heartbeat, until
from tests.perf.idle import IdleMarks

TRIP_FILTER = "North Bay"
DAYS_AHEAD = 5  # every cut-off of the sandbox catalogue is still open
CUSTOMER = ("Asha Rao", "asha.rao@example.in", "9876543210")
PASSENGERS = (("Ravi Kumar", "34", "M"), ("Sita Devi", "31", "F"))
FOREIGN_NAME = "EMMA JANE HARDY"  # as the passport's MRZ gives it
Key = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
CLERK = "Leela Menon"
# Counted parts besides the steps of a sale (tests/perf/counting.py).
VOUCHER_PDF = "voucher pdf"
ACTIVITY_SALE = "activity sale"
SCAN_FIND = "scan find"
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
        # Counted, each part ends once the app is idle again (tests/perf/idle.py).
        self._marks = IdleMarks()

    async def mark(self, name: str) -> None:
        """Counted, close the part ``name`` once the app is idle again; nothing otherwise."""
        before = self._marks.waited_s
        await self._marks.mark(name)
        self.waited_s += self._marks.waited_s - before  # not the app's time

    async def restart(self) -> None:
        """Counted, count from here once the app is idle (what ran before is dropped)."""
        before = self._marks.waited_s
        await self._marks.restart()
        self.waited_s += self._marks.waited_s - before

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

    def reader(self, *lines: str) -> None:
        """A keyboard-wedge device (passport reader, barcode scanner) typing ``lines``, each
        with Enter, at once: one group (one swipe or scan).

        Counted, the app takes each key some 50 times as long, longer still on a loaded machine,
        and the keys reach it further apart than the scanner's ``scan_find.MAX_GAP_S``: the
        burst would be a person's typing, Lookup would never open, and the scenario would wait
        for it for hours (a whole `make bench-counts` hung so). The gap is widened as the polls'
        timeouts are while the device types: the same keys, taken as a scanner's."""
        gap_s = scan_find.MAX_GAP_S
        if counting():
            scan_find.MAX_GAP_S = gap_s * SLOWDOWN
        try:
            for line in lines:
                QTest.keyClicks(_focused(), line)
                QTest.keyClick(_focused(), Key.Key_Return)
        finally:
            scan_find.MAX_GAP_S = gap_s
        self.groups += 1

    async def through_dialog(
        self, key: Qt.Key, modifier: Qt.KeyboardModifier, answer: Qt.Key = Key.Key_Return
    ) -> None:
        """A shortcut that opens a modal dialog, then ``answer`` in it: two groups.

        The dialog runs its own event loop inside the shortcut's key press, so the press is
        made from Qt's loop, outside this script's task (as a key from the keyboard comes), and
        the answer from a timer once the dialog shows (polled every 2 ms: no pause of the
        script's)."""
        pressed: list[bool] = []
        timer = QTimer()
        timer.setInterval(2)

        def answer_once_shown() -> None:
            dialog = QApplication.activeModalWidget()
            if dialog is not None and dialog.isVisible():
                timer.stop()
                QTest.keyClick(dialog.focusWidget() or dialog, answer)

        def press() -> None:
            timer.start()
            QTest.keyClick(_focused(), key, modifier)
            timer.stop()
            pressed.append(True)

        timer.timeout.connect(answer_once_shown)
        QTimer.singleShot(0, press)
        await until(lambda: pressed)
        self.groups += 2

    def fields(self, *texts: str) -> None:
        """Each text typed, then Tab to the next field, as staff fill a form."""
        for text in texts:
            self.type(text)
            self.press(Key.Key_Tab)


Steps = list[tuple[str, float]]


Step = Callable[[str], Awaitable[None]]


def _stepper(keyboard: Keyboard) -> tuple[Steps, Step]:
    """The steps of a sale, and ``step(name)``: note the app's time since the last step (the
    script's pauses left out)."""
    steps: Steps = []
    started = time.perf_counter()

    async def step(name: str) -> None:
        nonlocal started
        now = time.perf_counter() - keyboard.waited_s
        steps.append((name, now - started))
        started = now
        await keyboard.mark(name)  # counted: the step's instructions

    return steps, step


async def _boat_book_screen(
    desk: Desk, keyboard: Keyboard, step: Step, trip: str = TRIP_FILTER
) -> None:
    """From the catalogue as it opens to the Book screen of the first bookable departure five
    days on of the first trip ``trip`` finds (North Bay's): Alt+B, Alt+Right five times, the
    filter, Enter, Enter (5 groups)."""
    window, catalogue = desk.window, desk.window.catalogue
    toolbar = catalogue.toolbar
    keyboard.press(Key.Key_B, modifier=ALT)  # Boats, and the cursor in the filter
    start_day = toolbar.travel_date
    keyboard.press(Key.Key_Right, times=DAYS_AHEAD, modifier=ALT)  # the next day, five times
    if (toolbar.travel_date - start_day).days != DAYS_AHEAD:
        focus = type(QApplication.focusWidget()).__name__
        raise RuntimeError(
            f"the date is {toolbar.travel_date}, not {DAYS_AHEAD} days on (the focus in a "
            f"{focus}, the window {'' if window.isActiveWindow() else 'not '}active)"
        )
    keyboard.type(trip)
    await until(
        lambda: (
            catalogue.model.module is Module.BOAT
            and not catalogue.list_state.text().startswith("Loading")
            and catalogue.proxy.rowCount()
        )
    )
    await step("boats, date and filter")
    keyboard.press(Key.Key_Return)  # open the first match; its departures get the cursor
    picker = catalogue.availability.schedules
    await until(lambda: picker.table.hasFocus() and picker.state_label.text().endswith("bookable"))
    await step("departures")
    keyboard.press(Key.Key_Return)  # its first bookable departure
    await until(lambda: window.current() is BOOK)
    await step("book screen")


async def _review_and_confirm(desk: Desk, keyboard: Keyboard, step: Step, passengers: int) -> None:
    """Ctrl+Enter (what is typed is added, then the review) and Enter (the review opens on
    Confirm), to the voucher preview (2 groups)."""
    book = desk.window.page(BOOK)
    keyboard.press(Key.Key_Return, modifier=CTRL)
    await until(lambda: book.currentWidget() is book.review)
    if book.form.people.model.rowCount() != passengers:
        raise RuntimeError("the passengers were not all taken")
    await step("review")
    keyboard.press(Key.Key_Return)
    await until(lambda: book.currentWidget() is book.result, timeout_s=60)
    await step("settle")
    await until(lambda: not book.result.preview.pixmap().isNull())
    await step("voucher preview")


async def walk_in_sale(desk: Desk, keyboard: Keyboard) -> Steps:
    """Type the sale; the wall time of each step in seconds, in order."""
    steps, step = _stepper(keyboard)
    await _boat_book_screen(desk, keyboard, step)
    keyboard.type(", ".join(CUSTOMER))  # the quick customer line, where the Book screen opens
    keyboard.press(Key.Key_Return)  # fills the three fields; the cursor to the quick passenger
    for number, passenger in enumerate(PASSENGERS):
        if number:
            keyboard.press(Key.Key_Return)  # adds the passenger typed before
        keyboard.type(", ".join(passenger))
    await step("customer and passengers")
    await _review_and_confirm(desk, keyboard, step, len(PASSENGERS))
    return steps


ACTIVITY_FILTER = "Cellular"  # the Light and Sound Show: the day's latest slots
ACTIVITY_CUSTOMER = (*CUSTOMER, "2")  # the quick line's fourth part: two seats


async def walk_in_activity(desk: Desk, keyboard: Keyboard) -> str:
    """A walk-in ACTIVITY sale for 2 paid in exact cash, typed from the catalogue as it opens
    (the cursor in the filter): the filter, Enter (the first match's first bookable slot gets the
    cursor), Enter (that slot), the quick customer line with the seats, Ctrl+Enter (the review,
    its cursor in the cash tendered) and Enter (exact cash, and Confirm): 6 groups at any time
    of day (after the day's last slot has closed, the first Enter lands on the next day's first
    bookable slot). Returns the booking's reference."""
    window, catalogue = desk.window, desk.window.catalogue
    book = desk.window.page(BOOK)
    if not catalogue.toolbar.filter_edit.hasFocus():
        raise RuntimeError("the catalogue did not open with the cursor in its filter")
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
    sale = desk.services.journal.till.sale_of(book.result.ref_label.text())
    if sale is None or sale.payment.change or len(sale.payment.parts) != 1:
        raise RuntimeError("the sale was not paid in exact cash")
    return book.result.ref_label.text()


async def settled_when_counted(desk: Desk) -> None:
    """Counted, wait for what the app does once after its start (the warm-up, whose timer fires
    by the clock a moment after the window is up), so that the scenario's count is its own; the
    window is then made active again (a while under callgrind may have passed)."""
    if counting():
        await until(lambda: desk.warm_up.done, timeout_s=60)
        await _active(desk)


def open_shift(desk: Desk) -> None:
    """The clerk's shift, opened at the start of the day with the float (not the sale's keys)."""
    counter = desk.connection.settings.counter_code
    if desk.services.journal.till.open_shift_of(counter) is None:
        desk.services.journal.till.open_shift(counter, CLERK, OPENING_FLOAT)
    desk.shifts.show()  # the header shows it, and the day's question for a shift is answered


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
    await settled_when_counted(desk)
    keyboard = Keyboard()
    await keyboard.restart()
    ref = await walk_in_activity(desk, keyboard)
    await keyboard.mark(ACTIVITY_SALE)
    day = desk.window.catalogue.toolbar.travel_date
    return {"groups": keyboard.groups, "booking_ref": ref, "day": f"sold for {day:%d %b %Y}"}


async def walk_in(desk: Desk) -> dict[str, Any]:
    """The sale's time and keystroke groups, then the longest stall of saving its voucher PDF."""
    await _active(desk)
    open_shift(desk)
    await settled_when_counted(desk)
    keyboard = Keyboard()
    await keyboard.restart()
    started = time.perf_counter()
    steps = await walk_in_sale(desk, keyboard)
    sale_s = time.perf_counter() - started - keyboard.waited_s
    with tempfile.TemporaryDirectory(prefix="bench-voucher-") as folder:
        await asyncio.sleep(0.05)
        await keyboard.restart()
        with Heartbeat().measuring() as heartbeat:
            saved = await desk.controller(BOOK).results.save_voucher(Path(folder) / "voucher.pdf")
        await keyboard.mark(VOUCHER_PDF)
        if saved is None:
            raise RuntimeError("the voucher was not saved")
    return {
        "sale_s": sale_s,
        "groups": keyboard.groups,
        "steps": ", ".join(f"{name} {seconds:.2f} s" for name, seconds in steps),
        "voucher_pdf_ms": heartbeat.longest_ms,
        "voucher_pdf_busy_ms": heartbeat.longest_busy_ms,
    }


SCAN_PIXELS = (1654, 2339)  # an A4 page at 200 dpi, as a flatbed saves the photo page


def _photo_page() -> QImage:
    """The foreign passenger's photo page as a flatbed scans it."""
    image = QImage(*SCAN_PIXELS, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.fillRect(120, 160, 1400, 980, QColor("lightsteelblue"))
    painter.drawText(200, 1300, " ".join(FOREIGN_PASSPORT.lines()))
    painter.end()
    return image


def _save_scan(image: QImage, path: Path) -> Path:
    if not image.save(str(path), quality=85):
        raise RuntimeError(f"could not write {path}")
    return path


def write_scans(folder: Path) -> Path:
    """Two JPEG scans in ``folder``, as a scanner leaves them: an older one and the passenger's,
    written last. Returns the newest."""
    image = _photo_page()
    older, newest = folder / "scan-0001.jpg", folder / "scan-0002.jpg"
    for path in (older, newest):
        _save_scan(image, path)
    stamp = time.time()
    os.utime(older, (stamp - 600, stamp - 600))
    return newest


async def walk_in_foreign_sale(desk: Desk, keyboard: Keyboard, newest: Path) -> Steps:
    """A walk-in BOAT sale for two, the second passenger foreign: to the Book screen as the
    domestic sale (5 groups), the quick customer line and Enter, passenger 1's quick line and
    Enter, the passport reader's two MRZ lines into the quick line (one swipe: the passenger is
    filled from the passport), Ctrl+O and Enter (the scan picker opens in the last folder with
    its newest scan chosen), Ctrl+Enter, Enter: 14 groups. The time of each step, in order."""
    steps, step = _stepper(keyboard)
    await _boat_book_screen(desk, keyboard, step)
    form = desk.window.page(BOOK).form
    keyboard.type(", ".join(CUSTOMER))
    keyboard.press(Key.Key_Return)
    keyboard.type(", ".join(PASSENGERS[0]))
    keyboard.press(Key.Key_Return)  # passenger 1 taken; the cursor stays in the quick line
    keyboard.reader(*FOREIGN_PASSPORT.lines())
    foreign = form.people.model.entry(1)
    if foreign.id_number != FOREIGN_PASSPORT.number or foreign.traveler_name != "EMMA JANE HARDY":
        raise RuntimeError(f"the passport did not fill passenger 2: {foreign}")
    await step("customer and passengers")
    await keyboard.through_dialog(Key.Key_O, CTRL)  # the scan picker, then Enter on the newest scan
    # A desktop's window manager gives the window (and its focused field) back when the dialog
    # closes; the offscreen platform has none. (Not QTest.qWaitForWindowActive: its own event
    # loop inside this task would run the scan's task within it.)
    desk.window.activateWindow()
    await until(desk.window.isActiveWindow)
    await until(lambda: (scan := form.people.model.scan(1)) is not None and scan.fits)
    scan = form.people.model.scan(1)
    if scan is None or Path(scan.source).name != newest.name:
        raise RuntimeError(f"the scan taken was not the newest: {scan}")
    await step("scan")
    await _review_and_confirm(desk, keyboard, step, 2)
    return steps


async def take_scanners_file(
    desk: Desk, keyboard: Keyboard, step: Step, path: Path, row: int
) -> None:
    """The photo page scanned (the scanner saves ``path`` into the watched folder: no key),
    then Ctrl+T once the Book screen offers it, for passenger ``row`` (1 group)."""
    form = desk.window.page(BOOK).form
    # The scanner's own time to save the page is not the app's: left out like a pause.
    scanning = time.perf_counter()
    saved = await asyncio.to_thread(_save_scan, _photo_page(), path)
    keyboard.waited_s += time.perf_counter() - scanning
    await until(lambda: saved.name in form.scans.label.text(), timeout_s=30)
    await step("the scan offered")
    keyboard.press(Key.Key_T, modifier=CTRL)  # the offer taken where the cursor is
    await until(lambda: (scan := form.people.model.scan(row)) is not None and scan.fits)
    scan = form.people.model.scan(row)
    if scan is None or scan.source != saved.name:
        raise RuntimeError(f"the scan taken was not the scanner's new file: {scan}")
    await step("scan")


async def walk_in_three_one_foreign_sale(desk: Desk, keyboard: Keyboard, folder: Path) -> Steps:
    """A walk-in BOAT sale for three, the second foreign, the scanner's folder watched: to the
    Book screen as the domestic sale (5 groups), the quick customer line and Enter, passenger
    1's quick line and Enter, the passport reader's swipe (passenger 2 from the passport), the
    photo page scanned (the scanner saves into ``folder``: no key) and Ctrl+T when the Book
    screen offers it, passenger 3's quick line, Ctrl+Enter (passenger 3 added, then the
    review), Enter: 14 groups. The time of each step, in order."""
    steps, step = _stepper(keyboard)
    await _boat_book_screen(desk, keyboard, step)
    form = desk.window.page(BOOK).form
    keyboard.type(", ".join(CUSTOMER))
    keyboard.press(Key.Key_Return)
    keyboard.type(", ".join(PASSENGERS[0]))
    keyboard.press(Key.Key_Return)
    keyboard.reader(*FOREIGN_PASSPORT.lines())
    if form.people.model.entry(1).traveler_name != FOREIGN_NAME:
        raise RuntimeError(f"the passport did not fill passenger 2: {form.people.model.entry(1)}")
    await step("customer, passenger 1 and the passport")
    await take_scanners_file(desk, keyboard, step, folder / "scan-0003.jpg", 1)
    keyboard.type(", ".join(PASSENGERS[1]))  # the cursor stayed in the quick passenger line
    await _review_and_confirm(desk, keyboard, step, 3)
    return steps


async def walk_in_three_one_foreign(desk: Desk) -> dict[str, Any]:
    """The keystroke groups and time of the sale for three with one foreign passenger, the
    scanner's folder set in Settings beforehand (with an earlier scan in it, not offered)."""
    await _active(desk)
    open_shift(desk)
    with tempfile.TemporaryDirectory(prefix="bench-scanner-") as name:
        folder = Path(name)
        write_scans(folder)  # earlier scans: the folder is not empty when watching begins
        desk.connection.settings = replace(desk.connection.settings, scan_folder=str(folder))
        keyboard = Keyboard()
        started = time.perf_counter()
        steps = await walk_in_three_one_foreign_sale(desk, keyboard, folder)
        sale_s = time.perf_counter() - started - keyboard.waited_s
    return {
        "sale_s": sale_s,
        "groups": keyboard.groups,
        "steps": ", ".join(f"{name} {seconds:.2f} s" for name, seconds in steps),
    }


async def find_by_scanned_reference(desk: Desk, keyboard: Keyboard, ref: str) -> None:
    """A returning customer's voucher scanned at the counter: the scanner types the reference
    and Enter wherever the focus is (here where the sale left it), and Lookup shows the
    booking (1 group)."""
    lookup = desk.window.page(LOOKUP)
    keyboard.reader(ref)
    await until(
        lambda: (
            desk.window.current() is LOOKUP
            and lookup.status is not None
            and lookup.status.booking_reference == ref
        )
    )


async def walk_in_foreign(desk: Desk) -> dict[str, Any]:
    """The foreign walk-in's time and keystroke groups, then its booking found by a scan of
    its reference."""
    await _active(desk)
    open_shift(desk)
    await settled_when_counted(desk)
    with tempfile.TemporaryDirectory(prefix="bench-scans-") as folder:
        newest = write_scans(Path(folder))
        # Where the scan of an earlier sale was chosen from: the picker opens there.
        ScanPanel.last_folder = Path(folder)
        keyboard = Keyboard()
        await keyboard.restart()
        started = time.perf_counter()
        steps = await walk_in_foreign_sale(desk, keyboard, newest)
        sale_s = time.perf_counter() - started - keyboard.waited_s
    ref = desk.window.page(BOOK).result.ref_label.text()
    focus = type(QApplication.focusWidget()).__name__
    finder = Keyboard()
    await keyboard.restart()
    started = time.perf_counter()
    await find_by_scanned_reference(desk, finder, ref)
    await keyboard.mark(SCAN_FIND)
    return {
        "sale_s": sale_s,
        "groups": keyboard.groups,
        "steps": ", ".join(f"{name} {seconds:.2f} s" for name, seconds in steps),
        "scan_find_groups": finder.groups,
        "scan_find_s": time.perf_counter() - started,
        "scan_find_focus": focus,
    }


# The trip that needs every passenger's document number (Swaraj Dweep to Shaheed Dweep, Neil):
# an Aadhaar scan fills all but the number, which the clerk types (issue 96).
NUMBER_TRIP = "Swaraj Dweep to Shaheed"
# The sandbox's training cards (F1 on Book shows them): each QR and its documented number.
AADHAAR_CARDS = tuple(
    (card["qr"], card["number"])
    for card in json.loads(TRAINING_CARDS_FILE.read_text(encoding="utf-8"))
)
# The same two passengers as staff type them from the cards.
AADHAAR_TYPED = (("Meera Nair", "38", "F"), ("Arun Pillai", "47", "M"))


async def indian_passenger(
    desk: Desk, keyboard: Keyboard, row: int, scanned: bool, back_to_line: bool
) -> None:
    """Indian passenger ``row`` with their number, on a trip that needs it, from the training
    card ``row // 2`` (Meera, then Arun). Scanned: the imager's scan of the card's QR (the cursor
    goes to the number) and the number: 2 groups. Typed: the quick line and Enter, Alt+Y and "A"
    (Aadhaar), Alt+U and the number: 6 groups. Then Alt+Q back to the quick line if
    ``back_to_line`` (1 group)."""
    form = desk.window.page(BOOK).form
    editor = form.people.editor
    qr, number = AADHAAR_CARDS[row // 2]
    if scanned:
        keyboard.reader(qr)
        if QApplication.focusWidget() is not editor.id_number_edit:
            raise RuntimeError("the scan did not take the cursor to the number")
    else:
        keyboard.type(", ".join(AADHAAR_TYPED[row // 2]))
        keyboard.press(Key.Key_Return)
        keyboard.press(Key.Key_Y, modifier=ALT)  # the ID type of the passenger just filled
        keyboard.type("A")  # Aadhaar
        keyboard.press(Key.Key_U, modifier=ALT)  # the ID number
    keyboard.type(number)
    await until(lambda: form.people.model.entry(row).id_number == number)
    if form.people.model.errors(row):
        raise RuntimeError(f"passenger {row + 1} is not complete: {form.people.model.errors(row)}")
    if back_to_line:
        keyboard.press(Key.Key_Q, modifier=ALT)


async def walk_in_three_aadhaar_sale(
    desk: Desk, keyboard: Keyboard, folder: Path, scans: int
) -> Steps:
    """The three-passenger BOAT sale on the trip that needs the number (issue 96): passengers 1
    and 3 Indian, the first ``scans`` of them from their Aadhaar card's QR, the others typed;
    passenger 2 foreign by the passport reader, the photo page from the scanner's folder by
    Ctrl+T. To the Book screen (5 groups), the customer line and Enter, passenger 1 and Alt+Q,
    the reader's swipe, Ctrl+T, passenger 3, Ctrl+Enter and Enter: 24 groups typed, 4 fewer for
    each scan. The time of each step, in order."""
    steps, step = _stepper(keyboard)
    await _boat_book_screen(desk, keyboard, step, trip=NUMBER_TRIP)
    form = desk.window.page(BOOK).form
    flow = form.people.model.flow
    if flow is None or not flow.choice.flags.is_id_no_required:
        raise RuntimeError(f"{NUMBER_TRIP!r} does not ask for the document number")
    keyboard.type(", ".join(CUSTOMER))
    keyboard.press(Key.Key_Return)
    await indian_passenger(desk, keyboard, 0, scans >= 1, back_to_line=True)
    await step("customer and passenger 1")
    keyboard.reader(*FOREIGN_PASSPORT.lines())
    if form.people.model.entry(1).traveler_name != FOREIGN_NAME:
        raise RuntimeError(f"the passport did not fill passenger 2: {form.people.model.entry(1)}")
    await step("the passport")
    await take_scanners_file(desk, keyboard, step, folder / "scan-0003.jpg", 1)
    await indian_passenger(desk, keyboard, 2, scans >= 2, back_to_line=False)
    await step("passenger 3")
    await _review_and_confirm(desk, keyboard, step, 3)
    model = form.people.model
    sold = [model.entry(row).id_type for row in range(model.rowCount())]
    if sold != [AADHAAR, PASSPORT, AADHAAR]:
        raise RuntimeError(f"the passengers' ID types are {sold}")
    return steps


async def walk_in_three_aadhaar(desk: Desk, scans: int) -> dict[str, Any]:
    """The keystroke groups and time of the three-passenger sale on the number trip with
    ``scans`` Aadhaar scans, the scanner's folder set in Settings beforehand (with earlier scans
    in it, not offered); counted, from the catalogue with the warm-up done."""
    await _active(desk)
    open_shift(desk)
    with tempfile.TemporaryDirectory(prefix="bench-scanner-") as name:
        folder = Path(name)
        write_scans(folder)
        desk.connection.settings = replace(desk.connection.settings, scan_folder=str(folder))
        await settled_when_counted(desk)
        keyboard = Keyboard()
        await keyboard.restart()
        started = time.perf_counter()
        steps = await walk_in_three_aadhaar_sale(desk, keyboard, folder, scans)
        sale_s = time.perf_counter() - started - keyboard.waited_s
    return {
        "sale_s": sale_s,
        "groups": keyboard.groups,
        "steps": ", ".join(f"{name} {seconds:.2f} s" for name, seconds in steps),
    }
