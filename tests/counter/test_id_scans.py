"""A pending sale's ID scans opened for a supervisor headless: refused with the gate's sentence
(nothing read, nothing logged) without their PIN and reason, then the look logged under their
name, the scan as the sale carries it; none once the sale holds none; a file changed on disk
refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.api import CreateBookingRequest
from app.counter.config.declared import NotApproved
from app.counter.config.permissions import SALE_ID_SCANS
from app.counter.services.id_scans import SaleScans
from app.domain.id_proof import encode_data_uri
from app.journal import Journal
from app.records.customers import SUPERVISOR_ROLE, Action, ScansUnavailable, Who
from tests.counter.approvals import Reasons
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
        nobody = Reasons(None)
        with pytest.raises(NotApproved) as refused:  # a caller with no PIN reads nothing
            await SaleScans(journal, nobody).open(request_id, "the sale as shown")
        assert str(refused.value) == "Not shown: a supervisor's PIN is needed to see ID scans."
        assert nobody.asked == [(SALE_ID_SCANS, "the sale as shown")]
        assert journal.privacy.entries() == []
        ravi = Reasons(RAVI)
        opened = await SaleScans(journal, ravi).open(request_id, "the sale as shown")
        assert opened is not None and opened.files == {0: scan}
        (entry,) = journal.privacy.entries()
        assert (entry.action, entry.who, entry.why) == (Action.SCAN_VIEW, "Ravi", RAVI.why)
        assert await SaleScans(journal, ravi).open("cd-unknown", "") is None


async def test_a_scan_changed_on_disk_is_refused(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        request_id, _scan = _pending(journal)
        for path in journal.scans._path(request_id).iterdir():
            path.write_bytes(b"changed")
        with pytest.raises(ScansUnavailable):
            await SaleScans(journal, Reasons(RAVI)).open(request_id, "")
