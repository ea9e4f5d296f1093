"""The whole access log from the Tools menu: a clerk without a supervisor's PIN sees nothing; a
supervisor sees every entry, who, when, what, whose and why, and whether the chain holds."""

from __future__ import annotations

import secrets
import sqlite3
from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.counter.config.paths import JOURNAL_FOLDER, AppPaths
from app.journal import access_log, chain
from app.journal.store import DATABASE_NAME
from app.records.customers import NO_KEYRING, Action, Who
from app.ui.desk import Desk
from app.ui.widgets.access_log_dialog import AccessLogDialog
from tests.ui.conftest import screenshot
from tests.ui.helpers.supervisor import PIN, answer_pin, set_pin

# Each PIN is checked with a deliberately slow hash: room for a busy machine.
WAIT_MS = 20_000
CLERK = Who("Meena", "clerk", "the customer asked for a summary")
LOOKER = Who("Ravi Kumar", "supervisor", "The operator asked to check a passport")


def shown(desk: Desk) -> AccessLogDialog | None:
    """The access log dialog ``desk`` shows, if any."""
    dialogs = (w for w in QApplication.topLevelWidgets() if isinstance(w, AccessLogDialog))
    return next((w for w in dialogs if w.isVisible() and w.parent() is desk.window), None)


def test_a_clerk_sees_nothing_and_a_supervisor_sees_every_entry_and_a_broken_chain(
    make_desk: Any, qtbot: QtBot, home: AppPaths
) -> None:
    desk: Desk = make_desk()
    privacy = desk.services.journal.privacy
    privacy.access(CLERK, Action.SUMMARY, "REF00001", "name,phone,email,passengers")
    privacy.access(LOOKER, Action.SCAN_VIEW, "cd-waiting", "id_proof_file")
    privacy.access(LOOKER, Action.ID_VIEW, "REF00002", "id_number")
    set_pin(desk.services.journal.till)
    menu = desk.window.menu

    # A clerk without the PIN: the PIN refused, then given up; nothing is shown.
    said = answer_pin(["000000"])
    menu.access_log_action.trigger()
    qtbot.waitUntil(
        lambda: "a supervisor's PIN is needed" in desk.window.message_bar.text, timeout=WAIT_MS
    )
    assert said and "Wrong PIN" in said[0]
    assert shown(desk) is None

    answer_pin([PIN])
    menu.access_log_action.trigger()
    qtbot.waitUntil(lambda: shown(desk) is not None, timeout=WAIT_MS)
    dialog = shown(desk)
    assert dialog is not None
    model = dialog.model
    assert model.rowCount() == 3
    rows = [[model.text_at(r, c) for c in range(model.columnCount())] for r in range(3)]
    assert rows[1][1:] == [
        "Ravi Kumar (supervisor)",
        "saw an ID scan",
        "cd-waiting",
        "The operator asked to check a passport",
    ]
    assert [row[3] for row in rows] == ["REF00001", "cd-waiting", "REF00002"]
    assert dialog.chain.text() == "The log is whole."
    dialog.resize(1000, 500)
    screenshot(dialog, "access-log-1000x500")
    dialog.reject()

    # Someone edits the journal file to hide who looked at the scan: the chain shows it.
    conn = sqlite3.connect(home.data / JOURNAL_FOLDER / DATABASE_NAME)
    try:
        conn.execute("DROP TRIGGER access_log_append_only")
        conn.execute("UPDATE access_log SET who = 'nobody' WHERE action = 'scan_view'")
        conn.commit()
    finally:
        conn.close()
    answer_pin([PIN])
    menu.access_log_action.trigger()
    qtbot.waitUntil(lambda: shown(desk) is not None, timeout=WAIT_MS)
    dialog = shown(desk)
    assert dialog is not None
    assert dialog.model.text_at(1, 1) == "nobody (supervisor)"
    assert dialog.chain.text() == "The log was changed: entry 2 was changed after it was written"
    dialog.reject()


def test_without_a_keyring_the_dialog_says_the_log_cannot_be_proved(
    make_desk: Any, qtbot: QtBot, monkeypatch: Any
) -> None:
    earlier, now = secrets.token_bytes(32), secrets.token_bytes(32)
    desk: Desk = make_desk()
    privacy = desk.services.journal.privacy
    # An earlier run of the app on a computer with no keyring: a key of that run only.
    monkeypatch.setattr(access_log, "_key", lambda: earlier)
    monkeypatch.setattr(access_log, "_kept", lambda: False)
    privacy.access(LOOKER, Action.ID_VIEW, "REF00002", "id_number")
    monkeypatch.setattr(access_log, "_key", lambda: now)  # this run's
    privacy.access(CLERK, Action.SUMMARY, "REF00001", "name,phone,email,passengers")
    set_pin(desk.services.journal.till)

    answer_pin([PIN])
    desk.window.menu.access_log_action.trigger()
    qtbot.waitUntil(lambda: shown(desk) is not None, timeout=WAIT_MS)
    dialog = shown(desk)
    assert dialog is not None
    assert dialog.chain.text() == (
        "The log cannot be proved whole: entry 1 was keyed by an earlier run of the app on a "
        "computer without a password store (keyring), whose key ended with it: no one can "
        f"check it now, changed or not; {NO_KEYRING}"
    )
    dialog.resize(1000, 500)
    screenshot(dialog, "access-log-no-keyring-1000x500")
    dialog.reject()


def test_under_a_new_key_the_dialog_names_the_old_entries_in_one_sentence(
    make_desk: Any, qtbot: QtBot, monkeypatch: Any
) -> None:
    before, after = secrets.token_bytes(32), secrets.token_bytes(32)
    desk: Desk = make_desk()
    privacy = desk.services.journal.privacy
    # Written under the keyring's key; then the keyring's entry is made anew (or the journal
    # moved to another PC): another key, kept by the keyring as well.
    monkeypatch.setattr(access_log, "_key", lambda: before)
    privacy.access(LOOKER, Action.ID_VIEW, "REF00002", "id_number")
    privacy.access(LOOKER, Action.SCAN_VIEW, "cd-waiting", "id_proof_file")
    monkeypatch.setattr(access_log, "_key", lambda: after)
    privacy.access(CLERK, Action.SUMMARY, "REF00001", "name,phone,email,passengers")
    set_pin(desk.services.journal.till)

    answer_pin([PIN])
    desk.window.menu.access_log_action.trigger()
    qtbot.waitUntil(lambda: shown(desk) is not None, timeout=WAIT_MS)
    dialog = shown(desk)
    assert dialog is not None
    old, new = chain.fingerprint(before), chain.fingerprint(after)
    assert dialog.chain.text() == (
        f"The log cannot be proved whole: 2 entries, 1 to 2, were keyed under key {old} and "
        f"this computer's key is {new} (the journal was moved, or its keyring entry made "
        "anew): this computer cannot check their keyed hashes; their order and the heads the "
        "Z reports witnessed are checked"
    )
    assert "changed" not in dialog.chain.text()
    # As it opens on a 1366x768 counter screen, and a little narrower on a 1280x720 one.
    for width, height in ((1000, 500), (900, 480)):
        dialog.resize(width, height)
        screenshot(dialog, f"access-log-new-key-{width}x{height}")
    dialog.reject()
