"""The PIN dialog of a counter with an agency store (a real PostgreSQL): a named supervisor's own
PIN approves, checked by the store, and the decision records their name as the store spells it;
the counter's PIN does not; an unknown name is told the agency's supervisors; a store that does
not answer falls back to the counter's PIN, and the decision says so."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from app.agency.admin import name_supervisor
from app.agency.reads import AgencyReads
from app.counter.services.supervisor_approval import TillApproval
from app.domain.agency_target import AgencyTarget
from app.domain.pin import CheckedBy, PinGate, hash_pin
from app.journal import Journal
from app.ui.controllers.agency import AgencyController
from app.ui.widgets.pin_dialog import PinDialog
from tests.agency.conftest import agency_server, deployment  # noqa: F401 (fixtures)
from tests.agency.controller import reading_agency
from tests.agency.deployment import Deployment
from tests.agency.records import counter
from tests.journal.till_records import decisions, decisions_sent
from tests.ui.conftest import over_window, screenshot
from tests.ui.helpers.supervisor import PIN as COUNTER_PIN
from tests.ui.helpers.supervisor import set_pin, try_pin

T = TypeVar("T")
AGENCY_PIN = "730519"


def in_thread(coro: Coroutine[Any, Any, T]) -> T:
    """``coro`` run to its end on a loop of its own (the UI test's loop is Qt's)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


class ReadingAgency(AgencyController):
    """A counter's agency link reading the store at one address, as ``start`` makes it (no
    replicator: the dialog only reads)."""

    def close_reads(self) -> None:
        """Close the read pool."""
        assert self._reads is not None
        self._reads.close()


def agency_at(url: str, tmp_path: Path) -> ReadingAgency:
    """A counter's agency link reading the store at ``url``, as ``start`` makes it (no
    replicator: the dialog only reads)."""
    agency = reading_agency(tmp_path, ReadingAgency)
    agency._reads = AgencyReads(url, connect_timeout_s=1)
    agency.target = AgencyTarget(url)
    return agency


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    """The counter's journal, its own PIN set."""
    with Journal(tmp_path / "journal") as opened:
        set_pin(opened.till)
        yield opened


def test_a_named_supervisor_s_own_pin_approves_and_the_decision_has_their_name(
    qtbot: QtBot,
    qloop: Any,
    deployment: Deployment,  # noqa: F811 (the agency tests' fixture, imported above)
    journal: Journal,
    tmp_path: Path,
) -> None:
    url = in_thread(deployment.admit(counter("PB1")))
    agency = agency_at(url, tmp_path)
    # Until the administrator names a first supervisor, the counter's PIN approves as before.
    before = PinDialog(TillApproval(journal.till, PinGate(), agency), "Refund in cash", "BK-2")
    qtbot.addWidget(before)
    try_pin(qtbot, before, "Leela Menon", COUNTER_PIN)
    assert before.decision_id is not None
    in_thread(name_supervisor(deployment.owner_url, None, "Meera Pillai", hash_pin(AGENCY_PIN)))
    in_thread(name_supervisor(deployment.owner_url, None, "Arjun Nair", hash_pin(COUNTER_PIN)))
    behind = QMainWindow()
    qtbot.addWidget(behind)
    behind.resize(1366, 768)
    gate = PinGate()
    dialog = PinDialog(
        TillApproval(journal.till, gate, agency), "Void the sale", "BK-1 of 2 seats", behind
    )
    qtbot.addWidget(dialog)
    dialog.show()

    unknown = try_pin(qtbot, dialog, "Lakshmi", AGENCY_PIN)
    assert "No supervisor named Lakshmi" in unknown
    assert "Arjun Nair, Meera Pillai" in unknown
    over_window(behind, dialog, "pin-dialog-agency-unknown-name")
    behind.resize(1280, 720)
    over_window(behind, dialog, "pin-dialog-agency-unknown-name-1280")
    # The counter's own PIN is nobody's at the agency: Meera's is hers alone.
    assert "Wrong PIN" in try_pin(qtbot, dialog, "meera pillai", COUNTER_PIN)
    assert dialog.result() == 0 and dialog.decision_id is None

    try_pin(qtbot, dialog, "meera pillai", AGENCY_PIN)
    assert dialog.decision_id is not None
    assert journal.till.decision(dialog.decision_id).supervisor == "Meera Pillai"
    [first, sent] = decisions_sent(journal)
    assert (first["decided_by"], first["pin"]) == ("Leela Menon", CheckedBy.COUNTER.value)
    assert (sent["decided_by"], sent["pin"]) == ("Meera Pillai", CheckedBy.AGENCY.value)
    assert decisions(journal.till)[1].action == "Void the sale"
    # The store counted the wrong try and the right one cleared it; the counter's lock saw none.
    assert gate.tries == (0, None)
    agency.close_reads()


def test_a_store_that_does_not_answer_falls_back_to_the_counter_s_pin(
    qtbot: QtBot, qloop: Any, journal: Journal, tmp_path: Path
) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    # Nothing listens there any more: the store cannot be reached.
    agency = agency_at(f"postgresql://desk:secret@127.0.0.1:{port}/agency", tmp_path)
    dialog = PinDialog(TillApproval(journal.till, PinGate(), agency), "Refund in cash", "BK-2")
    qtbot.addWidget(dialog)
    dialog.show()

    said = try_pin(qtbot, dialog, "Meera Pillai", AGENCY_PIN)
    assert "The agency store does not answer" in said and "Wrong PIN" in said
    screenshot(dialog, "pin-dialog-agency-unreachable")
    try_pin(qtbot, dialog, "Meera Pillai", COUNTER_PIN)
    assert dialog.decision_id is not None
    [sent] = decisions_sent(journal)
    assert (sent["decided_by"], sent["pin"]) == ("Meera Pillai", CheckedBy.COUNTER_OFFLINE.value)
    agency.close_reads()


def test_without_an_agency_store_the_counter_s_pin_approves_as_before(
    qtbot: QtBot, qloop: Any, journal: Journal
) -> None:
    dialog = PinDialog(TillApproval(journal.till, PinGate(), None), "Refund in cash", "BK-2")
    qtbot.addWidget(dialog)
    try_pin(qtbot, dialog, "Meera Pillai", COUNTER_PIN)
    [sent] = decisions_sent(journal)
    assert (sent["decided_by"], sent["pin"]) == ("Meera Pillai", CheckedBy.COUNTER.value)
    assert json.dumps(sent).count(COUNTER_PIN) == 0
