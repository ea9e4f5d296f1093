"""The records' key made anew from the Tools menu: without a supervisor's PIN nothing changes;
with it the records are sealed under a new key from the next one on, the rotation recorded with
who approved it, under the key it replaces, for the agency store to register the new key."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from typing import Any

from pytestqt.qtbot import QtBot

from app.counter.config.keystore import chain_fingerprint, keyed_sealer
from app.journal import chain
from app.ui.desk import Desk
from tests.ui.conftest import screenshot
from tests.ui.helpers.supervisor import PIN, SUPERVISOR, answer_pin, set_pin

# Each PIN is checked with a deliberately slow hash: room for a busy machine.
WAIT_MS = 20_000


def test_a_supervisor_seals_the_records_under_a_new_key_from_the_tools_menu(
    make_desk: Any, qtbot: QtBot
) -> None:
    desk: Desk = make_desk()
    keyed_sealer(desk.keys)  # as the app seals: the keyring's key
    old = chain_fingerprint(desk.keys)
    set_pin(desk.services.journal.till)
    menu, bar = desk.window.menu, desk.window.message_bar

    # A clerk without the PIN: the PIN refused, then given up; the key stays.
    answer_pin(["000000"])
    menu.records_key_action.trigger()
    qtbot.waitUntil(lambda: "a supervisor's PIN is needed" in bar.text, timeout=WAIT_MS)
    assert chain_fingerprint(desk.keys) == old

    answer_pin([PIN])
    menu.records_key_action.trigger()
    qtbot.waitUntil(lambda: "sealed under a new key" in bar.text, timeout=WAIT_MS)
    new = chain_fingerprint(desk.keys)
    assert new is not None and new != old and new in bar.text
    key = chain.sealing_key()
    assert key is not None and chain.fingerprint(key) == new
    with closing(sqlite3.connect(desk.services.database)) as conn:
        body, seal = conn.execute(
            "SELECT o.body, c.seal FROM outbox AS o JOIN outbox_chain AS c USING (seq)"
            " WHERE o.kind = 'key_rotated'"
        ).fetchone()
    rotation = json.loads(body)
    assert (rotation["key_fingerprint"], rotation["previous"]) == (new, old)
    assert rotation["rotated_by"] == SUPERVISOR
    assert chain.key_of(seal) == old  # the last link under the key it replaces
    screenshot(desk.window, "records_key_rotated")
