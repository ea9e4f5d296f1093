"""The tax documents a Port Blair agency's journal got from the code of commit db45b988, opened by
today's: read back as issued, to the paisa (7.62 + 7.63 on a service charge of 100.00, the old
split), the register saying which rule their heads follow, and a further credit note against an
old invoice worked as that invoice was (``data/old_tax_journal.py`` made both files)."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import shutil
from decimal import Decimal
from pathlib import Path

import pytest

from app.domain.clock import SERVICE_TZ
from app.domain.gst import Heads, TaxTotals
from app.domain.tenders import CASH
from app.journal import Journal
from app.journal.period_export import export_period
from app.journal.store import DATABASE_NAME
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.gst_day import LEDGERS

D = Decimal
DATA = Path(__file__).parent / "data"
NOVEMBER = (dt.date(2026, 11, 1), dt.date(2026, 11, 30))


@pytest.fixture
def old_folder(tmp_path: Path) -> Path:
    """A folder holding a copy of db45b988's journal as the app's journal."""
    shutil.copy(DATA / "db45b988_tax.sqlite3", tmp_path / DATABASE_NAME)
    return tmp_path


def test_the_documents_read_back_as_issued_to_the_paisa(old_folder: Path) -> None:
    issued = json.loads((DATA / "db45b988_tax.json").read_text(encoding="utf-8"))
    with Journal(old_folder, now=Clock()) as journal:
        documents = journal.tax.documents(*NOVEMBER)
    read = {
        document.doc_no: [
            [line.kind.value, str(line.taxable), str(line.cgst), str(line.sgst), str(line.igst)]
            for line in document.lines
        ]
        for document in documents
    }
    assert read == issued
    # As the old code split them: 15.25 of tax, CGST 7.62 and SGST 7.63.
    assert read["PB1/26/000001"][1] == ["service_charge", "84.75", "7.62", "7.63", "0.00"]
    assert {document.basis.heads for document in documents} == {Heads.SPLIT}


def _register(folder: Path) -> dict[str, dict[str, str]]:
    text = (folder / "sales_register_2026-11-01_2026-11-30.csv").read_text(encoding="utf-8-sig")
    return {row["Number"]: row for row in csv.DictReader(io.StringIO(text))}


def test_the_register_says_which_rule_the_heads_follow(old_folder: Path, tmp_path: Path) -> None:
    moment = dt.datetime(2026, 11, 25, 10, 0, tzinfo=SERVICE_TZ)
    with Journal(old_folder, now=Clock(moment)) as journal:
        # A second cancellation on REF1 gives back 10.00 more of the service charge, by today's
        # code: the invoice's split rule, so 10 / 100 of its 15.25 is 1.525 -> 1.53 of tax,
        # CGST 0.76 (half rounded down) and SGST 0.77, 8.47 taxable.
        journal.add_cancel(cancel_request("c-2", "REF1"), agent=None)
        journal.cancelled("c-2", cancel_result(900.0))
        journal.till.record_refund(
            "c-2",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=None,
            rule_amount=D("10.00"),
            amount=D("10.00"),
            mode=CASH,
        )
        sale = journal.till.sale_of("REF1")
        assert sale is not None
        notes = journal.tax.credit_notes_of(sale.request_id)
    (line,) = notes[-1].lines
    assert (line.taxable, line.cgst, line.sgst, line.igst) == (
        D("8.47"),
        D("0.76"),
        D("0.77"),
        D("0.00"),
    )
    assert TaxTotals.of(notes[-1].lines).total == D("10.00")
    export_period(old_folder / DATABASE_NAME, tmp_path / "out", *NOVEMBER, LEDGERS)
    register = _register(tmp_path / "out")
    assert register["PB1/26/000001"]["UTGST"] == "7.63"
    assert register["PB1/26/000001"]["CGST"] == "7.62"
    assert {row["Tax heads"] for row in register.values()} == {"CGST half rounded down"}
