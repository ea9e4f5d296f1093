"""A tour of the agency's screens with two real counters on one sandbox and one PostgreSQL
agency store: History of all counters, the agency day close, and the header's link states.

Run like the screen tour (``tests/ui/helpers/screen_tour.py``), in a process of its own on an
offscreen screen of a given size (``run_tour(..., tour=AGENCY_TOUR)``): by ``make screenshots``
and by the fit test at 1366x768. Every primary action must be in view; a picture of each goes to
``TOUR_OUT``. Not collected by the normal run (no ``test_`` prefix).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from app.agency.link import LinkState
from app.agency.local_server import LocalServer
from app.domain.clock import service_now
from app.domain.environment import ServiceEnvironment
from app.domain.till import DrawerCount
from app.reports.drawer import drawer_figures, z_report
from app.ui.bridge import ConnectionState, ConnectionStatus
from app.ui.desk import Desk
from app.ui.registry import HISTORY, SHIFT
from app.ui.widgets.header import StatusHeader
from tests.ui.conftest import new_sandbox
from tests.ui.helpers.agency import agency_database, counter_desk, sell_activity
from tests.ui.helpers.clipping import scrolled_out
from tests.ui.helpers.screen_tour import out_of_view, save_screen

AGENCY_TOUR = Path(__file__)


def _synced(desk: Desk) -> bool:
    return desk.agency.link is not None and desk.agency.link.synced


def test_the_agency_screens(qtbot: QtBot, run: Any, tmp_path: Path) -> None:
    server = LocalServer(Path(tempfile.mkdtemp(prefix="counterdesk-pg-")), durable=False)
    sandbox = new_sandbox(tmp_path / "tour.db")
    desks: list[Desk] = []
    try:
        url = agency_database(server.start(), "agency")
        front = counter_desk(tmp_path, qtbot, run, sandbox, url, "PB1", "Front desk", "Leela Menon")
        desks.append(front)
        jetty = counter_desk(
            tmp_path, qtbot, run, sandbox, url, "HV1", "Havelock jetty", "Arun Das"
        )
        desks.append(jetty)
        sell_activity(front, qtbot, run, sandbox, "Priya Menon")
        sell_activity(jetty, qtbot, run, sandbox, "Kiran Rao")
        sell_activity(front, qtbot, run, sandbox, "Hari Prasad")
        till = jetty.services.journal.till
        shift = till.open_shift_of("HV1")
        assert shift is not None
        expected = drawer_figures(till, shift.shift_id).expected
        notes, coins = divmod(expected, 100)  # the drawer holds what it should
        count = DrawerCount.of({500: int(notes) // 5, 100: int(notes) % 5}, coins)
        z_report(till, shift.shift_id, count, closed_by="Arun Das")
        jetty.agency.wake()
        qtbot.waitUntil(lambda: _synced(front) and _synced(jetty), timeout=20_000)
        problems: dict[str, list[str]] = {}

        def visit(name: str) -> None:
            QApplication.processEvents()
            if found := out_of_view(front) + scrolled_out(front.window):
                problems[name] = found
            save_screen(front.window, name)

        front.window.show_screen(HISTORY)
        history = front.window.page(HISTORY)
        history.all_check.setChecked(True)
        qtbot.waitUntil(lambda: history.agency_model.rowCount() == 3, timeout=15_000)
        visit("agency_history")

        front.window.show_screen(SHIFT)
        report = front.window.page(SHIFT)
        qtbot.waitUntil(report.agency_button.isEnabled, timeout=15_000)
        report.agency_button.click()
        qtbot.waitUntil(lambda: report.agency_close.z_model.rowCount() == 1, timeout=15_000)
        visit("agency_day_close")
        assert not problems, problems

        strip = QWidget()
        column = QVBoxLayout(strip)
        for state in (
            LinkState(0, None, None),
            LinkState(3, None, None),
            LinkState(3, service_now(), "connection refused"),
        ):
            header = StatusHeader()
            header.show_environment(ServiceEnvironment.SANDBOX)
            header.show_wallet(front.header.wallet)
            header.show_connection(ConnectionStatus(ConnectionState.ONLINE))
            header.show_agency(state)
            column.addWidget(header)
        strip.resize(1366, strip.sizeHint().height())
        qtbot.addWidget(strip)
        strip.show()
        save_screen(strip, "agency_link_states")
    finally:
        for desk in desks:
            run(desk.aclose())
        sandbox.stop()
        server.stop("immediate")
        shutil.rmtree(server.folder, ignore_errors=True)
