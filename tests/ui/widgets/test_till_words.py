"""The till's panels and dialogs (the shift's drawer, the customer's refund, the supervisor's PIN,
the unresolved sales) in any language: every word they show goes through their catalogue, and
every control a screen reader reaches has a name."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app import i18n
from app.booking import UnresolvedSale
from app.counter.services.supervisor_approval import TillApproval
from app.domain.pin import PinGate
from app.domain.tenders import UPI
from app.journal import Journal
from app.ui.translation import install_translations
from app.ui.widgets.agency_unresolved import AgencyUnresolvedDialog
from app.ui.widgets.credit_gauge import CreditGauge
from app.ui.widgets.customer_refund import CustomerRefundPanel
from app.ui.widgets.pin_dialog import PinDialog
from app.ui.widgets.shift_drawer import ShiftDrawer
from app.ui.widgets.till_figures import TillFigures
from app.ui.widgets.unresolved_notice import SupervisorDialog, UnresolvedNotice

# A pseudo-language: each text its catalogue gives back is marked, so one left out shows plainly.
OPEN, CLOSE = "⟦", "⟧"
# Words a person reads (amounts, dashes and codes such as "INR 5.00" or "500 ×" are not words).
WORDS = re.compile(r"[a-z]{3,}")


def marked(language: str, context: str, source: str, disambiguation: str, n: int) -> str:
    """The pseudo-language's lookup."""
    return f"{OPEN}{source}{CLOSE}"


@pytest.fixture
def pseudo() -> Iterator[None]:
    """Every catalogue answers in the pseudo-language during the test; English after it, as the
    test session has it."""
    i18n.install(marked)
    try:
        yield
    finally:
        install_translations(i18n.ENGLISH)


def texts_of(root: QWidget) -> list[str]:
    """What ``root`` and its children show or tell a screen reader."""
    texts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        texts += [widget.windowTitle() if widget.isWindow() else "", widget.toolTip()]
        texts += [widget.accessibleName(), widget.accessibleDescription()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(row) for row in range(widget.count())]
    return texts


def untranslated(root: QWidget) -> list[str]:
    """The words ``root`` shows that did not come from a catalogue."""
    return [text for text in texts_of(root) if WORDS.search(text) and OPEN not in text]


def inside_a_box(widget: QWidget) -> bool:
    """Whether ``widget`` is a part of a spin box or combo box (its editor, its popup's list):
    the box is what is named."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractSpinBox | QComboBox):
            return True
        parent = parent.parentWidget()
    return False


def unnamed(root: QWidget) -> list[str]:
    """The controls of ``root`` that Tab reaches with nothing to name them: no accessible name,
    no words of their own, no label whose buddy they are."""
    buddies = {id(label.buddy()) for label in root.findChildren(QLabel) if label.buddy()}
    missing = []
    for widget in root.findChildren(QWidget):
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or isinstance(widget, QLabel):
            continue
        if inside_a_box(widget):
            continue
        own = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName() or own or id(widget) in buddies):
            missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return missing


def sale() -> UnresolvedSale:
    """A sale whose answer has not come."""
    created = dt.datetime(2026, 11, 23, 10, 30, tzinfo=dt.UTC)
    return UnresolvedSale(
        "req-1", "Asha Rao", "", "", "Elephanta Ferry", "2026-11-24", None, created, created
    )


def panels(qtbot: QtBot, journal: Journal) -> list[QWidget]:
    """The till's panels and dialogs, each filled as staff first see it."""
    drawer = ShiftDrawer()
    drawer.show_shift(None, None)
    refund = CustomerRefundPanel()
    refund.offer(Decimal("900.00"), Decimal("950.00"), ((UPI, Decimal("900.00")),))
    gauge = CreditGauge()
    gauge.show_credit(Decimal(50_000), Decimal(12_500), Decimal(37_500), "INR", False)
    notice = UnresolvedNotice()
    notice.show_booked("req-2", "BK-1", "")
    shown: list[QWidget] = [
        drawer,
        refund,
        gauge,
        notice,
        TillFigures(),
        PinDialog(
            TillApproval(journal.till, PinGate(), None), marked("", "", "Approve", "", -1), ""
        ),
        SupervisorDialog(sale()),
        AgencyUnresolvedDialog([], []),
    ]
    for widget in shown:
        qtbot.addWidget(widget)
    return shown


def test_every_word_of_the_till_panels_comes_from_a_catalogue(
    qtbot: QtBot, tmp_path: Path, pseudo: None
) -> None:
    with Journal(tmp_path / "journal") as journal:
        for panel in panels(qtbot, journal):
            assert untranslated(panel) == [], type(panel).__name__


def test_every_control_of_the_till_panels_has_a_name(qtbot: QtBot, tmp_path: Path) -> None:
    with Journal(tmp_path / "journal") as journal:
        for panel in panels(qtbot, journal):
            assert unnamed(panel) == [], type(panel).__name__
