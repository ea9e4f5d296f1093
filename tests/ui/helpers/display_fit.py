"""The customer display on a customer's screen: each view, in a language, wholly on it.

A sale paid by UPI in part (its code, its caption, the change) is the fullest view; the notice
the longest text. Nothing may lie past the window's edge, no wrapped text may be shorter than its
lines, no figure cut (``tests.ui.helpers.clipping``), no currency on one line and its amount on
the next.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from functools import partial

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.settings import Settings
from app.counter.papers.privacy_notice import notice_facts, privacy_notice
from app.counter.services.customer_display import CustomerView, Idle, NoticeView, SaleView, Thanks
from app.domain.demo_catalogue import demo_catalogue
from app.domain.money import CURRENCY
from app.domain.upi import UpiRequest
from app.ui.customer_display import CustomerDisplayWindow
from tests.ui.helpers.clipping import clipped_labels

# The customer's screens of the issue: a 7-inch panel, a common second screen, a laptop's.
DISPLAY_SIZES = ((800, 480), (1024, 600), (1366, 768))
AGENCY = "Island Counter Travels"
TRIP = "Cellular Jail Light and Sound Show"
TOTAL = Decimal("11517.00")
UPI_PART = Decimal("5000.00")
UPI = UpiRequest("islandcounter@okicici", AGENCY, UPI_PART, "Booking for Asha Rao", "CD12345")


def views(language: str) -> dict[str, CustomerView]:
    """Every view the display shows, filled as fully as a sale fills it, in ``language``."""
    trip = demo_catalogue().names[language][TRIP]
    names = ("Ravi Kumar", "Meena Kumar", "Arjun Kumar")
    sale = SaleView(AGENCY, trip, "25 Nov 2026 09:00", names, TOTAL)
    notice = privacy_notice(notice_facts(Settings(agency_name=AGENCY)), language)
    return {
        "idle": Idle(AGENCY),
        "notice": NoticeView(AGENCY, notice),
        "sale": sale,
        "sale_upi_change": SaleView(
            AGENCY, trip, sale.when, names, TOTAL, UPI.link(), UPI_PART, Decimal("483.00")
        ),
        "thanks": Thanks(AGENCY, Decimal("483.00")),
    }


def off_the_edge(window: QWidget) -> list[str]:
    """Each visible label of ``window`` that lies past its edge or is shorter than its
    wrapped lines need."""
    problems = []
    for label in window.findChildren(QLabel):
        if not label.isVisible():
            continue
        rect = QRect(label.mapTo(window, label.rect().topLeft()), label.size())
        name = label.objectName()
        if not window.rect().contains(rect):
            problems.append(f"{name} at {rect.getRect()} past {window.width()}x{window.height()}")
        picture = label.pixmap()
        need = (
            picture.height()
            if not picture.isNull()
            else label.heightForWidth(label.width())
            if label.wordWrap()
            else label.minimumSizeHint().height()
        )
        if label.height() < need:
            problems.append(f"{name} {label.height()} px high of {need}")
    return problems


def wrapped_lines(label: QLabel) -> list[str]:
    """The lines a word-wrapped plain-text label shows, broken as Qt breaks them in its room."""
    lines = []
    for paragraph in label.text().split("\n"):
        layout = QTextLayout(paragraph, label.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(label.contentsRect().width() - 2 * label.margin())
            lines.append(paragraph[line.textStart() : line.textStart() + line.textLength()])
        layout.endLayout()
    return lines


def split_amounts(window: QWidget) -> list[str]:
    """Each visible wrapped label of ``window`` with a line ending in the currency: its
    amount went to the next line ("INR" / "5,000.00")."""
    return [
        f"{label.objectName()} {line.strip()!r} / ..."
        for label in window.findChildren(QLabel)
        if label.isVisible() and label.wordWrap() and label.textFormat() != Qt.TextFormat.RichText
        for line in wrapped_lines(label)
        if line.strip().endswith(CURRENCY)
    ]


def drawn(window: CustomerDisplayWindow, link: str) -> bool:
    """Whether the display's QR code shows ``link`` (it is encoded in a worker)."""
    return window.qr.drawn == link


def display_problems(
    qtbot: QtBot,
    size: tuple[int, int],
    language: str,
    picture: str = "",
    snap: Callable[[QWidget], object] | None = None,
) -> dict[str, list[str]]:
    """Each view of the display in ``language`` on a screen of ``size``: what it cuts off;
    ``picture``: a path to save the UPI sale's view as PNG; ``snap``: called with the window
    showing that view (the screen tour saves it its own way)."""
    window = CustomerDisplayWindow()
    qtbot.addWidget(window)
    window.setFixedSize(*size)
    window.show()
    found = {}
    for name, view in views(language).items():
        window.show_view(view, language)
        if isinstance(view, SaleView) and view.upi_link:
            qtbot.waitUntil(partial(drawn, window, view.upi_link))
        QApplication.processEvents()
        if problems := off_the_edge(window) + clipped_labels(window) + split_amounts(window):
            found[name] = problems
        if name == "sale_upi_change":
            if picture:
                assert window.grab().save(picture)
            if snap is not None:
                snap(window)
    window.close()
    return found
