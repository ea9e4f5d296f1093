"""Esc in any of the app's dialogs closes that dialog and nothing else: the window stays, the
app runs on (the PIN dialog's Esc once closed the whole app from the close question)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from app.counter.services.supervisor_approval import TillApproval
from app.domain.pin import PinGate
from app.ui.crash_notice import CrashReports
from app.ui.desk import Desk
from app.ui.help import ShortcutList
from app.ui.training import TrainingExplanation
from app.ui.widgets.agency_unresolved import AgencyUnresolvedDialog
from app.ui.widgets.draft_question import DraftQuestion, UndoDiscard
from app.ui.widgets.gst_export import GstExportDialog, PeriodKind
from app.ui.widgets.pin_dialog import PinDialog
from app.ui.widgets.remove_passengers import RemovePassengersDialog
from tests.ui.conftest import over_window
from tests.ui.helpers.sales import escape

# Each dialog the app opens over its window, made as the app makes it.
DIALOGS: dict[str, Callable[[Desk], QDialog]] = {
    "supervisor PIN": lambda desk: PinDialog(
        TillApproval(desk.services.journal.till, PinGate(), None),
        "Discard a sale in progress",
        "Asha Rao",
        desk.window,
    ),
    "close question": lambda desk: DraftQuestion(
        desk.window, "closeQuestion", "A sale is in progress.", "", "&Keep as draft", cancel=True
    ),
    "draft offer": lambda desk: DraftQuestion(
        desk.window, "draftOffer", "A sale was in progress.", "", "&Restore it"
    ),
    "draft discarded": lambda desk: UndoDiscard(desk.window, "Asha Rao"),
    "remove passengers": lambda desk: RemovePassengersDialog(
        ["Ravi Kumar", "Lata Iyer"], 1, desk.window
    ),
    "GST export": lambda desk: GstExportDialog(
        "GST export", PeriodKind.DAY, dt.date(2026, 11, 23), desk.window
    ),
    "unresolved at all counters": lambda desk: AgencyUnresolvedDialog([], [], desk.window),
    "crash reports": lambda desk: CrashReports(desk.window, [], str),
    "training mode": lambda desk: TrainingExplanation(desk.window),
    "keyboard shortcuts": lambda desk: ShortcutList(desk.window),
}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_esc_closes_only_the_dialog(name: str, sales_desk: Desk, qtbot: QtBot) -> None:
    desk = sales_desk
    window = desk.window
    window.resize(1366, 768)
    gone: list[str] = []
    window.closing.connect(lambda: gone.append("window closed"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.lastWindowClosed.connect(lambda: gone.append("last window closed"))
    dialog = DIALOGS[name](desk)
    dialog.open()
    if name == "supervisor PIN":
        over_window(window, dialog, "escape_pin_dialog")
    escape(qtbot, dialog)
    # Some dialogs delete themselves once closed.
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible())
    QApplication.processEvents()
    assert window.isVisible() and gone == []
    visible: list[QWidget] = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert visible == [window]
