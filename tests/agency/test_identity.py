"""Counter identity (an id made once and never lost by a save, a secret installation key), the
link's wording, and the replicator on a thread of its own."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import stat
import threading
from contextlib import closing
from pathlib import Path

import pytest

from app.agency.identity import KEY_FILE, counter_identity, installation_key
from app.agency.link import LinkState
from app.agency.replicator import Replicator, ReplicatorThread
from app.counter.config.paths import AppPaths
from app.counter.config.settings import Settings, load_settings, save_settings
from app.domain.clock import SERVICE_TZ
from tests.agency.records import counter, sell_many


def test_the_counter_id_is_made_once_and_kept_by_later_saves(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    first = counter_identity(paths, "desk-pc")
    # The settings screen saves a form that knows nothing of the id.
    save_settings(paths.settings_file, Settings(counter_code="PB2", counter_name="Front desk"))
    again = counter_identity(paths, "desk-pc")
    assert again.counter_id == first.counter_id
    assert (again.code, again.name) == ("PB2", "Front desk")
    assert again.installation_key == first.installation_key
    assert load_settings(paths.settings_file).counter_id == first.counter_id


def test_the_id_is_written_into_settings_without_changing_the_rest(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    paths.settings_file.write_text(json.dumps({"counter_code": "HL1", "future_field": 7}))
    made = counter_identity(paths, "desk-pc")
    saved = json.loads(paths.settings_file.read_text())
    assert saved == {"counter_code": "HL1", "future_field": 7, "counter_id": made.counter_id}
    assert made.name == "desk-pc"  # no counter name given: the computer's


def test_an_unreadable_settings_file_gets_no_new_id(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path).create()
    paths.settings_file.write_text("{not json")
    with pytest.raises(ValueError, match="cannot be read"):
        counter_identity(paths, "desk-pc")
    assert paths.settings_file.read_text() == "{not json"


def test_the_installation_key_is_secret_and_stable(tmp_path: Path) -> None:
    key = installation_key(tmp_path)
    assert installation_key(tmp_path) == key and len(key) >= 40
    assert stat.S_IMODE((tmp_path / KEY_FILE).stat().st_mode) == 0o600
    assert counter(key=key).key_digest != key


def test_the_link_says_synced_waiting_or_offline_since() -> None:
    since = dt.datetime(2026, 12, 1, 14, 5, tzinfo=SERVICE_TZ)
    assert LinkState(0, None, None).describe() == "Agency: synced"
    assert LinkState(3, None, None).describe() == "Agency: 3 waiting"
    assert LinkState(0, since, "refused").describe() == "Agency: offline since 14:05"
    assert LinkState(2, since, "refused").describe() == "Agency: offline since 14:05 (2 waiting)"
    assert LinkState(0, None, None).synced
    assert not LinkState(1, None, None).synced
    assert not LinkState(0, since, "refused").synced


def outbox_size(database: Path) -> int:
    """How many records the journal at ``database`` holds to send."""
    with closing(sqlite3.connect(database)) as conn:
        (count,) = conn.execute("SELECT count(*) FROM outbox").fetchone()
    return int(count)


def test_the_replicator_thread_syncs_and_stops(agency_db: str, tmp_path: Path) -> None:
    sell_many(tmp_path, 2)
    synced = threading.Event()

    def heard(state: LinkState) -> None:
        if state.synced:
            synced.set()

    replicator = Replicator(tmp_path / "journal.db", counter(), agency_db, on_state=heard)
    thread = ReplicatorThread(replicator).start()
    try:
        assert synced.wait(60)
        # Each sale's pending record, its sale and its money event: the whole outbox.
        assert replicator.sent == outbox_size(tmp_path / "journal.db") == 2 * 3
    finally:
        thread.stop()
    assert not thread.running
