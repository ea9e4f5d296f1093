"""A counter on a computer without a keyring says so itself (issue 95): its header says its
records are not sealed, and the jobs panel's agency link that it sends them unsealed and why
(a real sandbox, a real PostgreSQL agency store). With a keyring, neither says a word."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app import i18n
from app.counter.config.keystore import KeyStore, keyed_sealer
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, save_settings
from app.domain.agency_target import parse_target
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.widgets.jobs_panel import JobsPanel
from tests.agency.conftest import agency_db, agency_server
from tests.conftest import without_keyring
from tests.ui.conftest import open_shift, over_window, screenshot

__all__ = ["agency_db", "agency_server"]  # the real PostgreSQL fixtures, used here too


def _started(make_desk: Any, run: Any, sandbox: EmbeddedSandbox, home: AppPaths, url: str) -> Desk:
    """A desk of counter C1 sealing as the app seals (``keyed_sealer`` over this computer's
    keyring), linked to the agency store at ``url``."""
    keyed_sealer(KeyStore())
    settings = Settings(base_url=sandbox.base_url, counter_name="Front desk")
    save_settings(home.settings_file, settings)
    desk: Desk = make_desk()
    open_shift(desk, settings)
    assert run(desk.start(settings, sandbox.demo_key, parse_target(url)))
    return desk


def _panel(desk: Desk, qtbot: QtBot) -> JobsPanel:
    """The jobs panel, opened from the menu as staff open it, once the agency link has told."""
    header = desk.window.header
    qtbot.waitUntil(lambda: header.agency_label.isVisibleTo(desk.window), timeout=15_000)
    desk.window.menu.jobs_requested.emit()
    panel = desk.jobs.panel
    assert panel is not None
    qtbot.addWidget(panel)
    return panel


@pytest.mark.parametrize("clerk_language", [i18n.ENGLISH, i18n.HINDI], indirect=True)
def test_a_counter_without_a_keyring_says_its_records_go_unsealed(
    clerk_language: str,
    make_desk: Any,
    run: Any,
    counter_sandbox: EmbeddedSandbox,
    home: AppPaths,
    agency_db: str,
    qtbot: QtBot,
) -> None:
    without_keyring()
    desk = _started(make_desk, run, counter_sandbox, home, agency_db)
    header = desk.window.header
    panel = _panel(desk, qtbot)  # the header's agency link shown too, for the picture
    assert header.unsealed_label.isVisibleTo(desk.window)
    if clerk_language == i18n.ENGLISH:
        assert header.unsealed_label.text() == "Records not sealed: no keyring on this computer"
        assert "sent to the agency store unsealed" in header.unsealed_label.toolTip()
    else:
        assert "सील नहीं" in header.unsealed_label.text()
    desk.window.resize(1366, 768)  # a counter's screen: the header fits it
    assert desk.window.width() == 1366
    screenshot(desk.window, f"{clerk_language}/header_records_unsealed")
    line = panel.lines["agency"].text()
    if clerk_language == i18n.ENGLISH:
        assert "records sent unsealed: this computer has no keyring to keep their key" in line
    else:
        assert "बिना सील" in line and "कीरिंग" in line
    # Only the agency link says it: the other jobs send nothing to the store.
    others = [label.text() for name, label in panel.lines.items() if name != "agency"]
    assert others and not any("unsealed" in text for text in others)
    over_window(desk.window, panel, f"{clerk_language}/jobs_panel_records_unsealed")


def test_a_counter_with_a_keyring_says_nothing_of_sealing(
    make_desk: Any,
    run: Any,
    counter_sandbox: EmbeddedSandbox,
    home: AppPaths,
    agency_db: str,
    qtbot: QtBot,
) -> None:
    desk = _started(make_desk, run, counter_sandbox, home, agency_db)  # the in-memory keyring
    assert not desk.window.header.unsealed_label.isVisibleTo(desk.window)
    assert "unsealed" not in _panel(desk, qtbot).lines["agency"].text()
