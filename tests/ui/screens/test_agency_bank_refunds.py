"""The agency day close in the running app shows each counter's UPI and bank refunds to customers
against the shared statements: three counters' sales and refunds of today replicated to the real
agency store and a statement shared by one of them; the supervisor makes the agency day close on
the Shift report screen and reads every counter's refunds proved, not yet and questioned, at a
counter's two screen sizes, nothing cut off. The Bank statement tab takes the day close's word
while the store answers, and says so when it does not."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from psycopg_pool import AsyncConnectionPool
from pytestqt.qtbot import QtBot

from app.agency.bank import share_rows
from app.counter.config.settings import Settings
from app.counter.services.bank_statements import Scope, unanswered_text
from app.domain.agency_target import parse_target
from app.domain.clock import service_today
from app.sandbox import EmbeddedSandbox
from app.ui.controllers.bank_statements import BankStatementController
from app.ui.desk import Desk
from app.ui.registry import SHIFT
from tests.agency.bank_refunds import REFUNDS, sell_and_refund, statement_rows
from tests.agency.conftest import agency_db, agency_server
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.ui.conftest import SCREEN_SIZES, open_shift, screenshot
from tests.ui.screens.test_agency import agency_desk

__all__ = ["agency_db", "agency_desk", "agency_server"]  # the fixtures, used here too


async def _share(url: str) -> int:
    """Today's statement rows shared, as counter PB1 shares them when it imports."""
    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(url, min_size=1, max_size=1) as pool:
        return await share_rows(pool, "PB1", statement_rows(service_today()))


def test_the_agency_day_close_shows_every_counter_s_refunds_against_the_statements(
    agency_desk: Desk, agency_db: str, run: Any, tmp_path: Path, qtbot: QtBot
) -> None:
    today = service_today()
    for code in REFUNDS:
        sell_and_refund(tmp_path / code, code, today)
        run(replicate_once(tmp_path / code, counter(code), agency_db), 30_000)
    assert run(_share(agency_db)) > 0
    desk = agency_desk
    window = desk.window
    window.show_screen(SHIFT)
    screen = window.page(SHIFT)
    qtbot.waitUntil(screen.make_button.isEnabled, timeout=15_000)
    screen.agency_button.click()
    label = screen.agency_close.bank_label
    qtbot.waitUntil(lambda: "refunds to customers" in label.text(), timeout=15_000)
    said = label.text()
    # Today is not covered yet by the next day's rows: a refund no debit carries is not yet.
    assert (
        "<b>PB2</b> proved 4,185.00, not yet 0.00, questioned 0.00, still owed 0.00, written off"
        " 0.00; refunds to customers proved 300.00, not yet 0.00, questioned 600.00" in said
    )
    # PB1's bank refund under a mistyped reference is not proved by the debit of its amount.
    assert "<b>PB1</b>" in said and "refunds to customers proved 1,000.00, not yet 400.00," in said
    assert "refunds to customers proved 0.00, not yet 700.00, questioned 0.00" in said
    # The Bank statement tab asks the store for the day close's word: it answers.
    controller = screen.bank.findChild(BankStatementController)
    assert controller is not None
    assert run(controller.desk.in_doubt(), 30_000).scope is Scope.AGENCY
    assert not screen.bank.scope.isVisibleTo(window)
    screen.tabs.setCurrentWidget(screen.below)
    for width, height in SCREEN_SIZES:
        window.resize(width, height)
        qtbot.wait(20)  # the window's layout settles, as a turn of the app's loop does
        assert window.size().toTuple() == (width, height)  # it fits a 1280x720 screen
        assert label.isVisibleTo(window)
        assert label.height() >= label.heightForWidth(label.width())
        screenshot(window, f"agency_day_close_refunds_{width}x{height}")


def test_the_bank_statement_tab_says_when_the_store_does_not_answer(
    make_desk: Any, run: Any, counter_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    settings = Settings(base_url=counter_sandbox.base_url)
    open_shift(desk, settings)
    gone = "postgresql://desk:x@127.0.0.1:9/agency"  # nothing listens on port 9
    assert run(desk.start(settings, counter_sandbox.demo_key, parse_target(gone)))
    window = desk.window
    window.show_screen(SHIFT)
    screen = window.page(SHIFT)
    screen.tabs.setCurrentWidget(screen.bank)
    scope = screen.bank.scope
    qtbot.waitUntil(lambda: scope.isVisibleTo(window), timeout=30_000)
    assert scope.text() == unanswered_text()
    screenshot(window, "bank_statement_store_unanswered_app")
