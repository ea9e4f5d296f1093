"""The sale in progress kept in the journal: saved, read back, discarded; scans written once."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from app.journal import Journal
from app.journal.schema import SCHEMA, SCHEMA_VERSION, connect, connect_read_only
from app.journal.sealed import Sealer, new_key
from app.journal.store import DATABASE_NAME, DRAFTS_FOLDER
from app.records.faults import WriteFault
from tests.domain.samples import PNG_BYTES, SCAN
from tests.journal.till_sales import outbox_of

BODY = {"version": 1, "module": "BOAT", "customer": {"name": "Asha Rao"}}


def test_a_draft_is_read_back_with_its_scans_until_discarded(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        drafts = journal.drafts
        assert drafts.load() is None
        drafts.save(BODY, drafts.write_scans({1: SCAN}))
        files = list((tmp_path / DRAFTS_FOLDER).iterdir())
        assert len(files) == 1
        written = files[0].stat().st_mtime_ns
        # Saved again with the same scan: the file is not written again.
        drafts.save({**BODY, "qty": 2}, drafts.write_scans({1: SCAN}))
        assert files[0].stat().st_mtime_ns == written
    with Journal(tmp_path) as journal:  # as after a close, a crash or a power cut
        stored = journal.drafts.load()
        assert stored is not None
        assert (stored.body, stored.scans) == ({**BODY, "qty": 2}, {1: SCAN})
        journal.drafts.save(BODY, {})  # the scan was removed from the sale
        assert list((tmp_path / DRAFTS_FOLDER).iterdir()) == []
        journal.drafts.discard()
        assert journal.drafts.load() is None


def test_the_agency_store_hears_of_a_kept_draft_once_and_of_its_end(tmp_path: Path) -> None:
    passenger = {"traveler_name": "Emma Schultz", "id_type": "PASSPORT", "id_number": "C01X00T47"}
    with Journal(tmp_path) as journal:
        drafts = journal.drafts
        drafts.save(BODY, {})
        drafts.discard()  # only ever autosaved: nothing to tell
        drafts.save({**BODY, "passengers": [passenger]}, drafts.write_scans({0: SCAN}))
        drafts.keep({"summary": "Asha Rao · 1 passenger"})
        drafts.keep({"summary": "Asha Rao · 1 passenger"})  # offered again at the next start
        drafts.void("Asha Rao · 1 passenger", "  Asha   Pillai ")
    records = outbox_of(tmp_path)
    assert [r.kind for r in records] == ["draft_kept", "draft_voided", "draft_cleared"]
    kept, voided, cleared = (r.body for r in records)
    assert kept["summary"] == "Asha Rao · 1 passenger"
    assert (cleared["draft_id"], cleared["how"]) == (records[0].record_id, "voided")
    assert voided["voided_by"] == "Asha Pillai"
    assert voided["draft"]["passengers"] == [
        {"traveler_name": "Emma Schultz", "id_type": "PASSPORT"}
    ]
    assert SCAN not in json.dumps(voided)


def test_a_voided_draft_leaves_a_scanned_aadhaar_cards_digits_and_mark_behind(
    tmp_path: Path,
) -> None:
    scanned = {
        "traveler_name": "Meera Nair",
        "id_type": "AADHAAR",
        "aadhaar_last_four": "4821",
        "aadhaar_genuine": True,
    }
    with Journal(tmp_path) as journal:
        journal.drafts.save({**BODY, "passengers": [scanned]}, {})
        journal.drafts.keep({"summary": "Asha Rao · 1 passenger"})
        assert journal.drafts.load().body["passengers"] == [scanned]  # type: ignore[union-attr]
        journal.drafts.void("Asha Rao · 1 passenger", "Asha Pillai")
    (voided,) = [r.body for r in outbox_of(tmp_path) if r.kind == "draft_voided"]
    assert voided["draft"]["passengers"] == [{"traveler_name": "Meera Nair", "id_type": "AADHAAR"}]
    assert "4821" not in json.dumps(voided)


def test_a_scan_file_gone_or_changed_leaves_that_passenger_without_a_scan(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path) as journal:
        journal.drafts.save(BODY, journal.drafts.write_scans({0: SCAN, 1: SCAN + "AAAA"}))
        for path in (tmp_path / DRAFTS_FOLDER).iterdir():
            path.write_text("changed", encoding="utf-8")
            break
        stored = journal.drafts.load()
        assert stored is not None and len(stored.scans) == 1


def test_a_version_1_journal_opens_and_gains_the_drafts_table(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_NAME
    old = sqlite3.connect(path)
    old.executescript(SCHEMA)
    old.execute("PRAGMA user_version=1")
    old.commit()
    old.close()
    conn = connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 47
    assert conn.execute("SELECT count(*) FROM restart_reach").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM z_reasons").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM drafts").fetchone()[0] == 0
    assert conn.execute("SELECT count(*) FROM till_sales").fetchone()[0] == 0
    conn.close()


def test_a_journal_of_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_NAME
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    newer.commit()
    newer.close()
    refused = f"version {SCHEMA_VERSION + 1}; this app reads up to {SCHEMA_VERSION}"
    with pytest.raises(RuntimeError, match=refused):
        connect(path)


def test_a_read_only_journal_keeps_and_offers_no_draft_and_leaves_the_last_one(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path) as journal:
        journal.drafts.save(BODY, journal.drafts.write_scans({1: SCAN}))
    read_only = Journal(
        tmp_path, conn=connect_read_only(tmp_path / DATABASE_NAME), read_only=WriteFault.READ_ONLY
    )
    with read_only as journal:
        assert journal.drafts.load() is None
        journal.drafts.save({**BODY, "qty": 2}, journal.drafts.write_scans({1: SCAN + "AAAA"}))
        journal.drafts.discard()
    with Journal(tmp_path) as journal:  # the next run that can write
        stored = journal.drafts.load()
        assert stored is not None
        assert (stored.body, stored.scans) == (BODY, {1: SCAN})


def test_a_draft_s_passport_number_and_scan_lie_on_disk_sealed_only(tmp_path: Path) -> None:
    passport = "C01X00T47"
    passenger = {"traveler_name": "Emma Schultz", "id_type": "PASSPORT", "id_number": passport}
    body = {**BODY, "passengers": [passenger]}
    key = new_key()
    with Journal(tmp_path, sealer=Sealer(key)) as journal:
        journal.drafts.save(body, journal.drafts.write_scans({0: SCAN}))
        on_disk = b"".join(p.read_bytes() for p in sorted(tmp_path.rglob("*")) if p.is_file())
    assert passport.encode() not in on_disk
    assert SCAN.encode() not in on_disk and PNG_BYTES[:64] not in on_disk
    assert b"Emma Schultz" in on_disk  # a name is no secret of the draft's: only documents are
    with Journal(tmp_path, sealer=Sealer(key)) as journal:  # the next start, the same key
        stored = journal.drafts.load()
    assert stored is not None and (stored.body, stored.scans) == (body, {0: SCAN})
    assert not stored.unreadable


def test_a_draft_sealed_under_a_lost_key_comes_back_without_its_documents(tmp_path: Path) -> None:
    passenger = {"traveler_name": "Emma Schultz", "id_type": "PASSPORT", "id_number": "C01X00T47"}
    with Journal(tmp_path, sealer=Sealer(new_key())) as journal:
        journal.drafts.save(
            {**BODY, "passengers": [passenger]}, journal.drafts.write_scans({0: SCAN})
        )
    with Journal(tmp_path, sealer=Sealer(new_key())) as journal:  # the keyring was wiped
        stored = journal.drafts.load()
    assert stored is not None and stored.unreadable
    assert stored.scans == {}
    assert stored.body["passengers"] == [{**passenger, "id_number": ""}]  # to be typed again
