"""The start cache on screen: the catalogue and wallet last seen are painted first, marked with
their age, and replaced by the service's answer; with the service down they stay, marked, and
nothing can be booked from them."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings
from app.counter.link.catalogue import fetch_catalogue
from app.counter.link.start_cache import StartCache, service_identity
from app.counter.link.wallet import fetch_wallet
from app.domain.clock import service_now
from app.domain.modules import Module
from app.sandbox import EmbeddedSandbox
from app.ui.desk import Desk
from app.ui.first_paint import FirstPaint, build_first_paint
from app.ui.registry import BOOK
from tests.conftest import client_for
from tests.ui.conftest import open_shift, screenshot

SEEN_AT = dt.datetime(2026, 11, 22, 9, 12, tzinfo=dt.timezone(dt.timedelta(hours=5, minutes=30)))
AS_OF = re.compile(r"^Activities as of (09:12|\w{3} \d\d \w{3}, 09:12), refreshing…$")


def _keep_live_answers(run: Any, home: AppPaths, sandbox: EmbeddedSandbox) -> Settings:
    """Write the cache as the app does after live answers (at 09:12), from ``sandbox``; the
    settings that use it."""
    settings = Settings(base_url=sandbox.base_url)
    cache = StartCache(home.start_cache, service_identity(settings.base_url, False))
    client = client_for(sandbox, sandbox.demo_key)
    day = service_now().date()
    activities = run(fetch_catalogue(client, Module.ACTIVITY, day))
    wallet = run(fetch_wallet(client))
    run(client.aclose())
    cache.remember_catalogue(Module.ACTIVITY, day, activities, SEEN_AT)
    cache.remember_wallet(wallet, SEEN_AT)
    return settings


def _first_paint(home: AppPaths, settings: Settings) -> FirstPaint:
    # The desk built around it (``make_desk(first=...)``) closes the window after the test.
    first = build_first_paint(home, settings)
    first.placement.show(first.window)
    return first


def _screenshots(window: QWidget, name: str) -> None:
    window.showNormal()  # placed maximised on the small offscreen screen: no resizing then
    for width, height in ((1366, 768), (1280, 720)):
        window.resize(width, height)
        screenshot(window, f"{name}_{width}x{height}")


def test_the_first_paint_lists_the_cached_catalogue_marked_until_the_live_answer(
    make_desk: Any, run: Any, home: AppPaths, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    settings = _keep_live_answers(run, home, own_sandbox)
    first = _first_paint(home, settings)
    screen = first.window.catalogue
    assert screen.model.rowCount() == 8
    assert all(isinstance(entry.source, str) for entry in screen.model.rows)
    assert screen.cached_mark.isVisible()
    assert AS_OF.match(screen.cached_mark.text()), screen.cached_mark.text()
    assert "nothing is booked from this list" in screen.cached_mark.toolTip()
    balance = first.window.header.balance_label.text()
    assert "INR 2,00,000.00" in balance
    assert "refreshing…" in balance
    _screenshots(first.window, "catalogue_cached")

    desk: Desk = make_desk(first=first)
    open_shift(desk, settings)
    assert run(desk.start(settings, own_sandbox.demo_key))
    assert not screen.cached_mark.isVisible()
    assert screen.model.rowCount() == 8
    assert not any(isinstance(entry.source, str) for entry in screen.model.rows)
    assert screen.list_state.text() == "8 activities"
    assert "refreshing" not in first.window.header.balance_label.text()
    assert "INR 2,00,000.00" in first.window.header.balance_label.text()


def test_with_the_service_down_the_cached_rows_stay_marked_and_nothing_is_booked(
    make_desk: Any, run: Any, home: AppPaths, own_sandbox: EmbeddedSandbox, qtbot: QtBot
) -> None:
    settings = _keep_live_answers(run, home, own_sandbox)
    own_sandbox.stop()
    first = _first_paint(home, settings)
    desk: Desk = make_desk(first=first)
    open_shift(desk, settings)
    assert not run(desk.start(settings, own_sandbox.demo_key))
    screen = desk.window.catalogue
    assert screen.model.rowCount() == 8
    assert screen.cached_mark.isVisible()
    assert re.match(
        r"^Activities as of .*09:12, not refreshed: the service did not answer$",
        screen.cached_mark.text(),
    )
    assert "cannot be reached" in screen.list_state.text()

    # Opening a cached row asks the service for its slots: it says the service is offline,
    # and no sale starts.
    screen.table.selectRow(0)
    screen.open_selected()
    picker = screen.availability.slots
    qtbot.waitUntil(lambda: "cannot be reached" in picker.state_label.text())
    assert picker.model.rowCount() == 0
    assert not picker.choose_button.isEnabled()
    assert not desk.has_controller(BOOK)
    assert desk.services.journal.history.count() == 0
    _screenshots(desk.window, "catalogue_cached_offline")


def test_a_live_start_keeps_its_answers_for_the_next_start(
    make_desk: Any, run: Any, home: AppPaths, own_sandbox: EmbeddedSandbox
) -> None:
    desk: Desk = make_desk()
    settings = Settings(base_url=own_sandbox.base_url)
    open_shift(desk, settings)
    assert run(desk.start(settings, own_sandbox.demo_key))
    run(desk.cache.flush())
    kept = StartCache.read(home.start_cache, service_identity(own_sandbox.base_url, False))
    listed = kept.catalogue(Module.ACTIVITY, service_now().date())
    assert listed is not None
    live = desk.window.catalogue.model.rows
    assert [entry.name for entry in listed.entries] == [entry.name for entry in live]
    # The item a cached row opens is the item the service answered.
    assert [entry.item for entry in listed.entries] == [entry.item for entry in live]
    wallet = kept.wallet()
    assert wallet is not None
    assert wallet.wallet == desk.header.wallet
