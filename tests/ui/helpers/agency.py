"""Counters of one agency as real desks: each its own folders, journal, till shift and
replicator, linked to one agency store; sales made through the desk's booking controller."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql
from pytestqt.qtbot import QtBot

from app.agency.local_server import LocalServer
from app.counter.config.logs import SecretRedactor
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, save_settings
from app.domain.agency_target import parse_target
from app.sandbox import EmbeddedSandbox
from app.ui.bridge import MessageBridge
from app.ui.desk import Desk
from app.ui.registry import BOOK
from tests.booking.sales import activity_choice
from tests.ui.conftest import FAST_RETRY, OPENING_FLOAT
from tests.ui.helpers.after_sale import DAY
from tests.ui.helpers.till import wait_for_result


def agency_database(server: LocalServer, name: str) -> str:
    """A new, empty database ``name`` on ``server``: its URL with the password."""
    with psycopg.connect(server.url(), autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    return server.url(name)


def counter_desk(
    root: Path,
    qtbot: QtBot,
    run: Any,
    sandbox: EmbeddedSandbox,
    agency_url: str,
    code: str,
    name: str,
    clerk: str,
) -> Desk:
    """A started desk of counter ``code`` (``name``) in folders under ``root``, a shift of
    ``clerk`` open, linked to the agency store at ``agency_url`` (close it with ``aclose``)."""
    paths = AppPaths.under(root / code).create()
    settings = Settings(base_url=sandbox.base_url, counter_code=code, counter_name=name)
    save_settings(paths.settings_file, settings)  # the counter's identity is read from the file
    desk = Desk(
        paths,
        SecretRedactor(),
        retry=FAST_RETRY,
        bridge=MessageBridge(probe_interval_s=0.5),
    )
    qtbot.addWidget(desk.window)
    desk.services.journal.till.open_shift(code, clerk, OPENING_FLOAT)
    assert run(desk.start(settings, sandbox.demo_key, parse_target(agency_url)))
    return desk


def sell_activity(
    desk: Desk,
    qtbot: QtBot,
    run: Any,
    sandbox: EmbeddedSandbox,
    customer: str,
    day: dt.date = DAY,
) -> str:
    """An ACTIVITY sale of two seats on ``day`` through the desk's booking controller, waited
    for to its last work (the voucher's preview); its booking ref."""
    flow = desk.controller(BOOK).start(activity_choice(sandbox, day=day))
    assert flow is not None
    flow.set_customer(name=customer, email="guest@example.in", phone="9988776655")
    flow.set_qty(2)
    assert run(desk.controller(BOOK).review()) is not None
    outcome = run(desk.controller(BOOK).confirm(), 15_000)
    assert outcome is not None
    wait_for_result(desk, qtbot)
    return str(outcome.result.booking_ref)
