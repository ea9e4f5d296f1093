"""A pending sale's ID scans opened for a supervisor headless: the look logged under their name,
the scan as the sale carries it; none once the sale holds none; a file changed on disk refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.api import CreateBookingRequest
from app.counter.services.id_scans import SaleScans
from app.domain.id_proof import encode_data_uri
from app.journal import Journal
from app.records.customers import SUPERVISOR_ROLE, Action, ScansUnavailable, Who
from tests.domain.samples import JPEG_BYTES, boat_body, foreigner, indian

RAVI = Who("Ravi", SUPERVISOR_ROLE, "the passport looked unclear")


def _pending(journal: Journal) -> tuple[str, str]:
    scan = encode_data_uri(JPEG_BYTES)
    body = boat_body(
        [foreigner(traveler_name="Emma Schultz", id_proof_file=scan), indian()],
        request_id="cd-scan-1",
    )
    body["passengers"][1].pop("id_proof_file", None)
    request = CreateBookingRequest.model_validate(body)
    journal.add_create(journal.save_scans(request), product="BOAT", agent=None)
    return request.request_id, scan


async def test_a_supervisor_opens_a_pending_sales_scan_and_the_look_is_logged(
    tmp_path: Path,
) -> None:
    with Journal(tmp_path) as journal:
        request_id, scan = _pending(journal)
        opened = await SaleScans(journal).open(request_id, RAVI)
        assert opened is not None and opened.files == {0: scan}
        (entry,) = journal.privacy.entries()
        assert (entry.action, entry.who, entry.why) == (Action.SCAN_VIEW, "Ravi", RAVI.why)
        assert await SaleScans(journal).open("cd-unknown", RAVI) is None


async def test_a_scan_changed_on_disk_is_refused(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        request_id, _scan = _pending(journal)
        for path in journal.scans._path(request_id).iterdir():
            path.write_bytes(b"changed")
        with pytest.raises(ScansUnavailable):
            await SaleScans(journal).open(request_id, RAVI)
