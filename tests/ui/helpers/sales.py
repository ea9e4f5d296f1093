"""Material of the sale tests: typing at the focus, sample scans, passports, sandbox figures, the
review confirmed and the voucher saved."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFileDialog,
    QGroupBox,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.domain.clock import service_today
from app.domain.modules import Module
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.registry import BOOK
from app.ui.scans import Scan
from app.ui.widgets.booking_form import BookingForm
from tests.domain.mrz_samples import Passport
from tests.ui.helpers.catalogue import select, show_boats, shown_names
from tests.ui.helpers.pdf_text import pdf_text

# Five days ahead: every cut-off of the sandbox catalogue is still open.
DAY = service_today() + dt.timedelta(days=5)
ACTIVITY = "Cellular Jail Light and Sound Show"
NO_FLAGS_TRIP = "North Bay Harbour Cruise"
ALL_FLAGS_TRIP = "Port Blair to Swaraj Dweep (Havelock)"
CUSTOMER = ("Asha Rao", "asha.rao@example.in", "9876543210")
SWEDE = Passport(
    surname="LINDQVIST",
    given_names="ELSA MARIA",
    number="X4821597",
    nationality="SWE",
    birth=dt.date(1990, 3, 14),
    sex="F",
    expiry=dt.date(2031, 6, 30),
)


def activate(desk: Desk, qtbot: QtBot) -> None:
    """Make the window the active one, so that key clicks go where the focus is."""
    desk.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is desk.window)


def bring_forward(qtbot: QtBot, dialog: QWidget) -> None:
    """Make ``dialog`` the window staff have in front of them: until it is, a key pressed "where
    the focus is" goes to the window behind it."""
    qtbot.waitExposed(dialog)

    def active() -> bool:
        dialog.activateWindow()  # asked again until the platform has shown it
        return QApplication.activeWindow() is dialog

    qtbot.waitUntil(active)


def escape(qtbot: QtBot, dialog: QWidget) -> None:
    """Press Esc in ``dialog``, made the window staff have in front of them."""
    bring_forward(qtbot, dialog)
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)


# --- the keyboard ---------------------------------------------------------------------------


def focused() -> QWidget:
    """The widget with the keyboard focus."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the focus"
    return widget


def type_text(text: str) -> None:
    """Type ``text`` where the focus is."""
    QTest.keyClicks(focused(), text)


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Press one key where the focus is."""
    QTest.keyClick(focused(), key, modifier)


def wheel_down(widget: QWidget, notches: int = 2) -> None:
    """Roll the wheel down ``notches`` times with the pointer resting on ``widget``."""
    centre = widget.rect().center()
    for _ in range(notches):
        event = QWheelEvent(
            QPointF(centre),
            QPointF(widget.mapToGlobal(centre)),
            QPoint(0, 0),
            QPoint(0, -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(widget, event)


def tab(times: int = 1) -> None:
    """Tab to the next field, ``times`` times."""
    for _ in range(times):
        press(Qt.Key.Key_Tab)


def type_fields(*texts: str) -> None:
    """Type each text where the focus is, and Tab on after each, as staff fill a form."""
    for text in texts:
        type_text(text)
        tab()


def type_customer(*customer: str) -> None:
    """From the quick line, where the Book screen opens: Tab to the name, then type the name,
    e-mail and phone one field at a time, and Tab on."""
    tab()
    type_fields(*(customer or CUSTOMER))


MNEMONIC = re.compile(r"&([^&\s])")


def mnemonics(window: QWidget) -> Iterator[tuple[str, QWidget]]:
    """The Alt+letter of every widget shown in ``window`` (buttons, buddied labels, groups);
    not those of a dialog open over it, whose letters are its own (Qt looks for an Alt+letter
    in the active window only)."""
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not window.window():
            continue
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            text = widget.text()
        elif isinstance(widget, QGroupBox):
            text = widget.title()
        else:
            continue
        for letter in MNEMONIC.findall(text.replace("&&", "")):
            yield letter.upper(), widget


def choose(desk: Desk, qtbot: QtBot, name: str, module: Module = Module.ACTIVITY) -> None:
    """Open ``name`` on DAY in the catalogue and choose its first bookable row with Enter."""
    screen = desk.window.catalogue
    if module is Module.BOAT:
        show_boats(desk, qtbot)
    screen.toolbar.set_travel_date(DAY)
    # The day's list read (waited for by the name, in any language of the screens).
    qtbot.waitUntil(lambda: name in shown_names(screen))
    select(screen, name)
    screen.table.setFocus()
    press(Qt.Key.Key_Return)
    panel = screen.availability
    picker = panel.schedules if module is Module.BOAT else panel.slots
    # Its rows shown, the first bookable one selected (read in any language of the screens).
    qtbot.waitUntil(lambda: picker.table.hasFocus() and picker.current_row() is not None)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.current() is BOOK)


def boat_form(desk: Desk, qtbot: QtBot, trip: str = NO_FLAGS_TRIP) -> BookingForm:
    """A BOAT sale of ``trip``, the customer typed, the cursor in passenger 1's name."""
    choose(desk, qtbot, trip, Module.BOAT)
    type_customer()
    tab(5)  # Passengers, the quick passenger line, Add, Remove, the list
    return desk.window.page(BOOK).form


def patch_file_dialog(monkeypatch: pytest.MonkeyPatch, method: str, path: Path | None) -> list[str]:
    """QFileDialog's ``method`` answers ``path`` at once (no modal dialog in tests).

    Returns the list of the paths the app proposed in the dialog, one per time it was asked.
    """
    asked: list[str] = []

    def answer(*args: Any, **_kwargs: Any) -> tuple[str, str]:
        asked.append(str(args[2]) if len(args) > 2 else "")
        return (str(path) if path else "", "")

    monkeypatch.setattr(QFileDialog, method, staticmethod(answer))
    return asked


# --- scans ------------------------------------------------------------------------------------


def passport_image(width: int = 900, height: int = 640) -> QImage:
    """Something that looks like a passport's photo page."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#e8efe6"))
    painter = QPainter(image)
    painter.fillRect(QRect(40, 120, 220, 280), QColor("#9fb4c7"))
    painter.setFont(QFont("DejaVu Sans", 28, QFont.Weight.Bold))
    painter.drawText(300, 100, "PASSPORT")
    painter.setFont(QFont("DejaVu Sans Mono", 16))
    for row, line in enumerate(SWEDE.lines()):
        painter.drawText(40, height - 90 + row * 34, line)
    painter.end()
    return image


def jpeg_scan(path: Path) -> Path:
    """A passport-like JPEG of some tens of kilobytes."""
    assert passport_image().save(str(path), "JPEG", 85)  # type: ignore[call-overload]
    return path


def noise_png(path: Path, width: int, height: int, seed: int = 5) -> Path:
    """A PNG of random pixels: it does not compress, so its size is about width × height × 3."""
    pixels = random.Random(seed).randbytes(width * height * 3)
    image = QImage(pixels, width, height, width * 3, QImage.Format.Format_RGB888)
    assert image.save(str(path), "PNG")  # type: ignore[call-overload]
    return path


def padded(path: Path, document: bytes, size: int) -> Path:
    """A file of exactly ``size`` bytes: a whole ``document`` (a tiny image or PDF), then zeros,
    the filler scanners pad with and readers skip (anything else is another file appended)."""
    path.write_bytes(document + bytes(size - len(document)))
    return path


def offer_file(
    form: BookingForm, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, path: Path
) -> Scan:
    """Ctrl+O, the file dialog answering ``path``; the scan the passenger ends up with."""
    row = form.people.current_row()
    assert row is not None
    shown = form.people.model.scan(row)
    patch_file_dialog(monkeypatch, "getOpenFileName", path)
    press(Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: form.people.model.scan(row) is not shown)
    scan = form.people.model.scan(row)
    assert scan is not None
    return scan


# --- the sandbox's own figures ----------------------------------------------------------------


@dataclass(frozen=True)
class SandboxFigures:
    """What the sandbox holds for one agent: bookings, stored create requests, the wallet."""

    bookings: int
    create_requests: int
    cash_paise: int
    utilized_paise: int


def figures(sandbox: EmbeddedSandbox, agent_id: int = 1001) -> SandboxFigures:
    """Read the sandbox's database directly (not through the API, which would store reads)."""
    conn = sandbox.context.db.connection()
    bookings = conn.execute("SELECT COUNT(*) FROM bookings WHERE agent_id = ?", (agent_id,))
    creates = conn.execute(
        "SELECT COUNT(*) FROM idempotency WHERE agent_id = ? AND endpoint = 'create_booking'",
        (agent_id,),
    )
    wallet = conn.execute(
        "SELECT cash_paise, utilized_paise FROM wallets WHERE agent_id = ?", (agent_id,)
    ).fetchone()
    return SandboxFigures(bookings.fetchone()[0], creates.fetchone()[0], wallet[0], wallet[1])


# --- the review and the voucher ---------------------------------------------------------------


def review_a_sale(desk: Desk, qtbot: QtBot) -> None:
    """One seat of ACTIVITY on DAY, typed at the keyboard, up to the review."""
    activate(desk, qtbot)
    choose(desk, qtbot, ACTIVITY)
    type_customer()
    tab()  # one seat: from the seats to Review
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is desk.window.page(BOOK).review)


def confirm_by_keyboard(desk: Desk, qtbot: QtBot) -> str:
    """On the review, which opens on the cash tendered: Enter (exact cash), wait for the result;
    returns the ref."""
    review = desk.window.page(BOOK).review
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is review)
    assert focused() is review.payment.tendered
    press(Qt.Key.Key_Return)
    result = desk.window.page(BOOK).result
    qtbot.waitUntil(lambda: desk.window.page(BOOK).currentWidget() is result, timeout=15_000)
    # The voucher's preview is the sale's last step: the test ends after it, not during it.
    qtbot.waitUntil(lambda: not result.preview.pixmap().isNull(), timeout=15_000)
    return result.ref_label.text()


def save_voucher(desk: Desk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, path: Path) -> str:
    """Ctrl+S on the result, the save dialog answering ``path``; the PDF's text."""
    patch_file_dialog(monkeypatch, "getSaveFileName", path)
    press(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    state = desk.window.page(BOOK).result.state_label
    qtbot.waitUntil(lambda: state.text().startswith("Voucher saved"))
    return pdf_text(path)
