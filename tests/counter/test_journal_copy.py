"""The journal's rolling copy taken headless: a whole copy beside the journal that opens with
every sale; one that cannot be written is said (False, and logged), never raised."""

from __future__ import annotations

from pathlib import Path

from app.api import CreateBookingRequest
from app.counter.journal_access.journal_copy import JournalCopy
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.domain.samples import boat_body, indian
from tests.journal.entries import record_sale


async def test_the_copy_holds_every_sale_and_a_failed_one_is_said(tmp_path: Path) -> None:
    with Journal(tmp_path / "journal") as journal:
        body = boat_body([indian(traveler_name="Asha Rao")], request_id="cd-1")
        ref = record_sale(journal, CreateBookingRequest.model_validate(body)).booking_ref
        copy = JournalCopy(journal.folder / DATABASE_NAME)
        assert await copy.take() is True
        kept = copy.copy.read_bytes()
        copy.copy.unlink()
        copy.copy.mkdir()  # a folder where the copy goes: it cannot be written
        assert await copy.take() is False
        copy.copy.rmdir()
    (tmp_path / "copy").mkdir()
    (tmp_path / "copy" / DATABASE_NAME).write_bytes(kept)
    with Journal(tmp_path / "copy") as copied:
        assert copied.history.find(ref) is not None
