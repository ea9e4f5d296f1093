"""The e-invoice files driven headless, as the e-invoice dialog drives them: the clock of what
waits, a document's and a day's files for the portal, its answer file read onto the journal."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from pathlib import Path

from app.counter.einvoices import EinvoiceFiles
from app.counter.settings import Settings
from app.domain.clock import SERVICE_TZ
from app.domain.einvoice import TurnoverBand
from app.domain.gst import Buyer
from app.domain.modules import Module
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from tests.domain.einvoice_schema import schema_errors
from tests.journal.entries import Clock
from tests.journal.irp_answers import portal_answer
from tests.journal.till_sales import sell, till_sale

SETTINGS = Settings(
    agency_name="Backwater Trails",
    agency_address="14 MG Road, Ernakulam, Kochi 682011",
    agency_gstin="32AAACB1234F1ZI",
    agency_legal_name="Backwater Trails Private Limited",
    agency_state_code="32",
    turnover_band=TurnoverBand.FROM_10_CRORE,
)
FIRM = Buyer("Bengaluru Corporate Tours", "29AAGCB7383J1Z4", "80 Feet Road, Bengaluru 560038")
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(Decimal("1233.33"), Decimal("150.00"))] * 2,
    Decimal(5),
    TillRules(markups={Module.BOAT: Markup(percent=Decimal("7.77"))}),
)
TODAY = dt.datetime(2026, 12, 22, 11, 0, tzinfo=SERVICE_TZ)


async def test_a_b2b_invoice_is_written_answered_and_leaves_the_clock(tmp_path: Path) -> None:
    folder = tmp_path / "journal"
    with Journal(folder, now=Clock(TODAY)) as journal:
        sell(
            journal,
            "b2b",
            till_sale(price=PRICE, tax=SETTINGS.registration.basis(Module.BOAT, FIRM)),
        )
        document = journal.tax.invoice_of("b2b")
        assert document is not None
    number = document.doc_no
    files = EinvoiceFiles(folder / DATABASE_NAME, now=lambda: TODAY)
    band = SETTINGS.turnover_band
    assert [entry.doc_no for entry in await files.clock(band)] == [number]
    out = tmp_path / "out"
    out.mkdir()
    one = await files.export_document(number, SETTINGS.seller, out)
    assert schema_errors(json.loads(one.read_text(encoding="utf-8"))) == []
    bulk, count = await files.export_day(TODAY.date(), SETTINGS.seller, band, out)
    assert count == 1 and bulk.exists()

    answer = portal_answer(document, SETTINGS.agency_gstin, "112010036458765", TODAY)
    answers = tmp_path / "answer.json"
    answers.write_text(json.dumps({"Status": "1", "Data": [answer]}), encoding="utf-8")
    result = await files.import_answers(answers, SETTINGS.seller)
    assert (result.registered, result.problems, result.refused) == ([number], [], [])
    assert await files.clock(band) == []
    again = await files.import_answers(answers, SETTINGS.seller)
    assert (again.registered, again.known) == ([], [number])
