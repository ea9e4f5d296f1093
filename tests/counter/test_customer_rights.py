"""A customer's data rights driven headless, as the History screen drives them: the export and the
erasure each ask their gate through the injected ``Approve``, are refused with its sentence and
do nothing without a decision, and log the approving supervisor by name."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app import file_moves
from app.api import CreateBookingRequest
from app.counter.config.declared import Approve, NotApproved
from app.counter.config.permissions import (
    CUSTOMER_ACCESS_LOG,
    ERASE_CUSTOMER_DATA,
    EXPORT_CUSTOMER_DATA,
    PASSENGER_IDS,
)
from app.counter.config.settings import Settings
from app.counter.services.access_log import AccessLogService
from app.counter.services.customer_rights import RightsService
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.records.bookings import BookingRow
from app.records.customers import CLERK_ROLE, SUPERVISOR_ROLE, Action, Who
from tests.counter.approvals import Approvals, Reasons
from tests.domain.samples import boat_body, foreigner, indian
from tests.journal.entries import record_sale
from tests.private_modes import assert_private

PHONE = "9840011111"
PASSPORT = "P1111111"
REQUEST = "the customer's request"


def _sell(journal: Journal, request_id: str) -> BookingRow:
    body = boat_body(
        [foreigner(id_number=PASSPORT), indian(traveler_name="Asha Rao")], request_id=request_id
    )
    body.update(customer_name="Tom Baker", customer_phone=PHONE, customer_email="tom@mail.in")
    ref = record_sale(journal, CreateBookingRequest.model_validate(body)).booking_ref
    row = journal.history.find(ref)
    assert row is not None
    return row


def _log(journal: Journal, approve: Approve | None = None) -> AccessLogService:
    """The access log's service, read on ``approve``'s decision (by default nobody's)."""
    return AccessLogService(journal, approve or Approvals(journal.till, approving=False))


def _ravi(journal: Journal) -> Approvals:
    """Ravi approves every gate (a decision recorded, as the PIN dialog records it)."""
    return Approvals(journal.till, approving=True, supervisor="Ravi")


async def test_an_export_asks_a_supervisor_then_writes_every_piece_for_the_customer(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path / "journal") as journal:
        row = _sell(journal, "cd-1")
        _sell(journal, "cd-2")  # the same customer's second booking
        ask = _ravi(journal)
        rights = RightsService(journal, tmp_path / "requests", ask, _log(journal), Reasons(None))
        exported = await rights.export(row, REQUEST)
        assert exported.bookings == 2
        assert ask.asked == [(EXPORT_CUSTOMER_DATA, f"Tom Baker · {row.booking_ref}")]
        data = json.loads(exported.path.read_text(encoding="utf-8"))
        assert PASSPORT in json.dumps(data) and PHONE in json.dumps(data)
        assert_private(exported.path)
        (entry,) = journal.privacy.entries()
        assert (entry.action, entry.subject, entry.who, entry.why) == (
            Action.EXPORT,
            row.booking_ref,
            "Ravi",
            REQUEST,
        )


async def test_without_a_supervisor_nothing_is_exported_or_erased(tmp_path: Path) -> None:
    """A caller below the screen that has no decision is refused by the service itself, with
    the gate's sentence."""
    requests = tmp_path / "requests"
    with Journal(tmp_path / "journal") as journal:
        row = _sell(journal, "cd-1")
        ask = Approvals(journal.till, approving=False)
        rights = RightsService(journal, requests, ask, _log(journal), Reasons(None))
        with pytest.raises(NotApproved) as not_exported:
            await rights.export(row, REQUEST)
        assert str(not_exported.value) == "Not exported: a supervisor's PIN is needed."
        with pytest.raises(NotApproved) as not_erased:
            await rights.erase(row, REQUEST)
        assert str(not_erased.value) == "Not erased: a supervisor's PIN is needed."
        detail = f"Tom Baker · {row.booking_ref}"
        assert ask.asked == [(EXPORT_CUSTOMER_DATA, detail), (ERASE_CUSTOMER_DATA, detail)]
        assert journal.privacy.entries() == []
        kept = journal.history.find(row.booking_ref)
        assert kept is not None and kept.customer_phone == PHONE
    assert not requests.exists()


async def test_an_erasure_takes_the_phone_and_ids_and_deletes_the_customers_files(
    tmp_path: Path,
) -> None:
    requests = tmp_path / "requests"
    with Journal(tmp_path / "journal") as journal:
        row = _sell(journal, "cd-1")
        second = _sell(journal, "cd-2")
        rights = RightsService(journal, requests, _ravi(journal), _log(journal), Reasons(None))
        exported = await rights.export(second, REQUEST)
        assert exported.path.exists()
        erased = await rights.erase(row, REQUEST)
        assert (erased.bookings, erased.files_left) == (2, None)
        assert not exported.path.exists()
        kept = journal.history.find(second.booking_ref)
        assert kept is not None and (kept.customer_name, kept.customer_phone) == ("Tom Baker", "")
        assert [e.action for e in journal.privacy.entries()][-1] == Action.ERASURE
    assert PHONE.encode() not in (tmp_path / "journal" / DATABASE_NAME).read_bytes()


async def test_a_file_that_cannot_be_deleted_is_said_after_the_data_is_erased(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Journal(tmp_path / "journal") as journal:
        row = _sell(journal, "cd-1")
        rights = RightsService(
            journal, tmp_path / "requests", _ravi(journal), _log(journal), Reasons(None)
        )
        exported = await rights.export(row, REQUEST)

        def refused(path: str | Path) -> None:
            raise PermissionError(13, "Permission denied", str(path))

        # The disk refuses the deletion (a permission would not stop a test run as root), at
        # every try of the removal that waits out a program holding the file.
        monkeypatch.setattr(file_moves, "RETRY_PAUSES_S", ())
        monkeypatch.setattr(os, "remove", refused)
        erased = await rights.erase(row, REQUEST)
        monkeypatch.undo()
        assert erased.bookings == 1
        assert isinstance(erased.files_left, PermissionError) and exported.path.exists()
        kept = journal.history.find(row.booking_ref)
        assert kept is not None and kept.customer_phone == ""


async def test_a_summary_a_correction_and_the_documents_each_leave_their_entry(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path / "journal") as journal:
        row = _sell(journal, "cd-1")
        ravi = Who("Ravi", SUPERVISOR_ROLE, "the operator's check")
        nobody_reads = Reasons(None)
        rights = RightsService(
            journal, tmp_path / "requests", _ravi(journal), _log(journal), nobody_reads
        )
        summary = rights.summary(row, Settings(agency_name="Sagar Tours"))
        assert summary is not None and row.booking_ref in summary.plain_text()
        clerk = Who("Meena", CLERK_ROLE, "the customer asked for a summary")
        rights.summary_given(row, clerk)
        fixed = Who("Meena", CLERK_ROLE, "the customer asked for a correction")
        assert rights.correct(row, fixed, {"customer_phone": "9840099999"}) == 1
        with pytest.raises(NotApproved) as not_opened:  # no PIN and reason: no ID numbers
            await rights.documents(row)
        assert str(not_opened.value) == "Not shown: a supervisor's PIN is needed."
        assert nobody_reads.asked == [(PASSENGER_IDS, row.booking_ref)]
        rights = RightsService(
            journal, tmp_path / "requests", _ravi(journal), _log(journal), Reasons(ravi)
        )
        who, (passport, *_contacts) = await rights.documents(row)
        assert who == ravi and (passport.id_type, passport.id_number) == ("PASSPORT", PASSPORT)
        rights.documents_given(row, ravi)
        with pytest.raises(NotApproved) as refused:  # nobody gave the PIN: nothing read
            await rights.access_log(row)
        assert str(refused.value) == "Not shown: a supervisor's PIN is needed."
        supervisor = Approvals(journal.till, approving=True)
        rights = RightsService(
            journal, tmp_path / "requests", _ravi(journal), _log(journal, supervisor), Reasons(ravi)
        )
        entries, problems = await rights.access_log(row)
        assert problems == [] and supervisor.asked == [(CUSTOMER_ACCESS_LOG, row.booking_ref)]
        assert [(e.action, e.who) for e in entries] == [
            (Action.SUMMARY, "Meena"),
            (Action.CORRECTION, "Meena"),
            (Action.ID_VIEW, "Ravi"),
            (Action.REPRINT, "Ravi"),
        ]
        kept = journal.history.find(row.booking_ref)
        assert kept is not None and kept.customer_phone == "9840099999"
