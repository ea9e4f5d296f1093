"""Writes are journalled before they are sent, and their outcomes after; scans wait on disk."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.agent import AgentRef
from app.journal import Journal, RequestState, ScansUnavailable
from app.journal.scans import sha256_text
from app.journal.schema import SCHEMA_VERSION
from app.journal.sealed import Sealer, new_key
from app.journal.store import DATABASE_NAME, reading
from tests.domain.samples import PNG_BYTES, SCAN
from tests.journal.entries import (
    Clock,
    boat_request,
    booking_result,
    cancel_request,
    cancel_result,
    record_sale,
    scan_files,
)

AGENT = AgentRef(1001, "TEN-ANDAMAN-DEMO")


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    with Journal(tmp_path, now=Clock()) as opened:
        yield opened


def stored_bodies(journal: Journal) -> list[str]:
    """The ``body`` column as it is on disk, read through a connection of its own."""
    conn = sqlite3.connect(journal.folder / "journal.db")
    try:
        return [row[0] for row in conn.execute("SELECT body FROM requests")]
    finally:
        conn.close()


def test_a_pending_create_keeps_its_body_without_scans_and_their_digests(
    journal: Journal,
) -> None:
    request = boat_request("cd-1", "Ravi Kumar")

    journal.add_create(journal.save_scans(request), product="Cruise", agent=AGENT)

    (pending,) = journal.pending()
    assert pending.state is RequestState.PENDING
    assert pending.agent == AGENT
    assert pending.scan_sha256 == {0: sha256_text(SCAN)}
    assert all("id_proof_file" not in p for p in pending.body["passengers"])
    assert "base64" not in stored_bodies(journal)[0]
    # The passport number waits sealed too: the journal's files never hold it in the clear.
    assert "K1234567" not in stored_bodies(journal)[0]
    assert all(b"K1234567" not in p.read_bytes() for p in journal.folder.rglob("*") if p.is_file())
    # The scan waits sealed: not a byte of it, nor of its Base64 text, is on disk in the clear.
    (sealed,) = scan_files(journal)
    assert SCAN.encode() not in sealed.read_bytes()
    assert PNG_BYTES[:64] not in sealed.read_bytes()
    assert journal.full_body(pending) == request.to_wire()


def test_a_scan_sealed_under_a_key_the_keyring_no_longer_has_is_said_unreadable(
    tmp_path: Path,
) -> None:
    request = boat_request("cd-1")
    with Journal(tmp_path, sealer=Sealer(new_key())) as journal:
        journal.add_create(journal.save_scans(request), product="", agent=None)
    # The keyring was wiped: the app starts with a new key.
    with Journal(tmp_path, sealer=Sealer(new_key())) as journal:
        (pending,) = journal.pending()
        with pytest.raises(
            ScansUnavailable, match="ID numbers cannot be read: it was kept encrypted"
        ):
            journal.full_body(pending)


def test_a_success_writes_the_booking_row_and_deletes_the_scans(journal: Journal) -> None:
    request = boat_request("cd-1", "Ravi Kumar")

    row = record_sale(journal, request, cash=4000.0, credit=950.5)

    assert journal.pending() == []
    assert scan_files(journal) == []
    found = journal.find("cd-1")
    assert found is not None and found.state is RequestState.DONE
    assert found.booking_ref == row.booking_ref
    assert (row.total_debited, row.deducted_from_cash, row.deducted_from_credit) == tuple(
        map(Decimal, ("4950.50", "4000", "950.50"))
    )
    assert row.passengers == ("Tom Baker", "Ravi Kumar")
    assert row.status == "Confirmed"
    assert (row.product, row.request_id, row.qty) == (
        "Harbour cruise, MV Sea Link 09:00",
        "cd-1",
        2,
    )


def test_recording_the_same_success_twice_keeps_one_row(journal: Journal) -> None:
    request = boat_request("cd-1")
    record_sale(journal, request)
    result = booking_result(request, ref=journal.history.page()[0].booking_ref)

    journal.booked("cd-1", result)

    assert journal.history.count() == 1


def test_sending_again_counts_attempts_and_keeps_one_request(journal: Journal) -> None:
    request = boat_request("cd-1")
    stripped = journal.save_scans(request)
    journal.add_create(stripped, product="", agent=None)
    journal.add_create(stripped, product="", agent=None)
    journal.count_attempt("cd-1")

    (pending,) = journal.pending()
    assert pending.attempts == 3


def test_scans_that_changed_on_disk_are_not_sent(journal: Journal) -> None:
    request = boat_request("cd-1")
    journal.add_create(journal.save_scans(request), product="", agent=None)
    (pending,) = journal.pending()
    (file,) = scan_files(journal)
    file.write_bytes(file.read_bytes()[:-4] + b"AAAA")

    with pytest.raises(ScansUnavailable, match="cannot be read"):
        journal.full_body(pending)
    file.unlink()
    with pytest.raises(ScansUnavailable, match="missing"):
        journal.full_body(pending)


def test_opening_sweeps_scans_that_belong_to_no_pending_request(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        journal.save_scans(boat_request("cd-crashed-before-journalling"))
        kept = boat_request("cd-pending")
        journal.add_create(journal.save_scans(kept), product="", agent=None)
        (journal.scans.folder / "half.partial").mkdir()

    with Journal(tmp_path) as journal:
        assert len(list(journal.scans.folder.iterdir())) == 1
        (pending,) = journal.pending()
        assert journal.full_body(pending) == kept.to_wire()


def test_a_cancellation_is_journalled_and_refunds_its_booking_once(journal: Journal) -> None:
    row = record_sale(journal, boat_request("cd-1", "Ravi Kumar"))
    request = cancel_request("cd-cancel-1", row.booking_ref)

    pending = journal.add_cancel(request, agent=AGENT)
    assert (pending.state, pending.booking_ref) == (RequestState.PENDING, row.booking_ref)

    updated = journal.cancelled("cd-cancel-1", cancel_result(1200.25, "PARTIAL"))
    journal.cancelled("cd-cancel-1", cancel_result(1200.25, "PARTIAL"))

    assert updated is not None
    assert (updated.status, updated.total_refunded) == ("Part-cancelled", Decimal("1200.25"))
    assert journal.history.find(row.booking_ref) == updated
    done = journal.find("cd-cancel-1")
    assert done is not None and done.state is RequestState.DONE

    journal.add_cancel(cancel_request("cd-cancel-2", row.booking_ref), agent=AGENT)
    final = journal.cancelled("cd-cancel-2", cancel_result(3000.0))
    assert final is not None
    assert (final.status, final.total_refunded) == ("Cancelled", Decimal("4200.25"))


def test_a_cancellation_of_a_booking_made_elsewhere_is_journalled_too(journal: Journal) -> None:
    journal.add_cancel(cancel_request("cd-cancel-1", "ELSEWHERE"), agent=None)

    assert journal.cancelled("cd-cancel-1", cancel_result(10.0)) is None
    found = journal.find("cd-cancel-1")
    assert found is not None and found.state is RequestState.DONE


def test_a_quote_is_not_journalled(journal: Journal) -> None:
    quote = cancel_request("cd-q", "K7QW2M9X").model_copy(update={"action": "QUOTE"})

    with pytest.raises(ValueError, match="CONFIRM"):
        journal.add_cancel(quote, agent=None)


def test_a_journal_of_another_version_is_refused(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "journal.db")
    conn.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    conn.close()

    with pytest.raises(RuntimeError, match=f"version {SCHEMA_VERSION + 1}"):
        Journal(tmp_path)


def test_the_journal_file_is_in_wal_mode(tmp_path: Path) -> None:
    Journal(tmp_path).close()

    conn = sqlite3.connect(tmp_path / "journal.db")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_a_body_keeps_non_ascii_names(journal: Journal) -> None:
    request = boat_request("cd-1", "Zoë D'Souza")
    record_sale(journal, request)

    (stored,) = stored_bodies(journal)
    assert json.loads(stored)["passengers"][1]["traveler_name"] == "Zoë D'Souza"
    assert journal.history.page("zoë")[0].passengers[1] == "Zoë D'Souza"


def test_a_bookings_cancellations_are_found_through_an_index_not_a_scan(
    journal: Journal,
) -> None:
    # History reads them at each move of its cursor: a year's requests scanned would stall it.
    row = record_sale(journal, boat_request("cd-sold", "Ravi Kumar"))
    journal.add_cancel(cancel_request("cd-cancel", row.booking_ref), agent=None, names=())
    journal.cancelled("cd-cancel", cancel_result(1200.0, "PARTIAL"))
    statements: list[str] = []
    journal._conn.set_trace_callback(statements.append)
    try:
        (done,) = journal.cancellations_of(row.booking_ref)
    finally:
        journal._conn.set_trace_callback(None)
    assert done.request_id == "cd-cancel"
    (select,) = [s for s in statements if s.startswith("SELECT")]
    plan = [str(step[3]) for step in journal._conn.execute(f"EXPLAIN QUERY PLAN {select}")]
    assert any("requests_by_booking" in step for step in plan), plan
    assert not any(step.startswith("SCAN r") for step in plan), plan


def test_the_journal_read_apart_sees_what_was_written_and_can_write_nothing(
    journal: Journal,
) -> None:
    journal.add_create(
        journal.save_scans(boat_request("cd-1", "Ravi Kumar")), product="Cruise", agent=AGENT
    )
    journal.mark_sent("cd-1")
    with reading(journal.folder / DATABASE_NAME, journal.now) as apart:
        assert apart.pending() == journal.pending()
        assert apart.find("cd-1") == journal.find("cd-1")
        assert apart.sent_at("cd-1") == journal.sent_at("cd-1") is not None
        assert apart.now() == journal.now()
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            apart._conn.execute("DELETE FROM requests")
    assert [request.request_id for request in journal.pending()] == ["cd-1"]


def test_a_journal_that_is_not_there_is_not_read_apart(tmp_path: Path) -> None:
    with pytest.raises(sqlite3.OperationalError), reading(tmp_path / DATABASE_NAME):
        pass
    assert not (tmp_path / DATABASE_NAME).exists()
