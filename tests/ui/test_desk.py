"""The desk runs the embedded sandbox's process as its settings say, and tells when it cannot."""

from __future__ import annotations

from typing import Any

from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import Level
from app.ui.desk import Desk
from app.ui.registry import WALLET
from tests.counter.sockets import refuses


def test_the_desk_starts_stops_and_restarts_its_sandbox_with_the_settings(
    make_desk: Any, run: Any, sandbox: EmbeddedSandbox, home: AppPaths
) -> None:
    desk: Desk = make_desk()
    assert run(desk.start(Settings()))  # the defaults: the embedded sandbox, its demo key
    embedded = desk.connection.base_url
    assert embedded.startswith("http://127.0.0.1:") and embedded != sandbox.base_url
    assert desk.window.catalogue.model.rowCount() == 8
    assert home.sandbox_db.exists()

    # Another service: the embedded sandbox's process ends, its port closes.
    assert run(desk.header.connect_to(Settings(base_url=sandbox.base_url), sandbox.demo_key))
    assert desk.connection.base_url == sandbox.base_url
    assert refuses(embedded)

    # Back to the embedded sandbox: a new process, on the same database.
    assert run(desk.header.connect_to(Settings()))
    again = desk.connection.base_url
    assert again.startswith("http://127.0.0.1:") and again != sandbox.base_url
    assert not refuses(again)
    assert run(desk.controller(WALLET).refresh()) is not None


def test_a_sandbox_that_cannot_start_is_told_and_tried_again(
    make_desk: Any, run: Any, home: AppPaths
) -> None:
    home.sandbox_db.write_bytes(b"this is not SQLite" * 100)
    desk: Desk = make_desk()
    assert not run(desk.start(Settings()))
    bar = desk.window.message_bar
    assert bar.level is Level.ERROR
    assert bar.text.startswith(
        "The built-in sandbox could not start (its database file is damaged or is not a sandbox's)."
    )
    home.sandbox_db.unlink()  # (what support would do)
    assert run(desk.header.connect_to(Settings()))
    assert not refuses(desk.connection.base_url)


def test_a_wallet_answer_that_arrives_after_the_header_stopped_is_not_shown(
    desk: Desk, qloop: Any, qtbot: Any
) -> None:
    desk.window.header.show_wallet(None)
    refresh = qloop.create_task(desk.header.refresh_wallet())
    desk.header.stop()  # the window closes while the wallet's answer is on its way
    qtbot.waitUntil(refresh.done)
    assert refresh.result() is None
    assert desk.window.header.balance_label.text() == "Wallet —"
    assert not desk.header._timer.isActive()
