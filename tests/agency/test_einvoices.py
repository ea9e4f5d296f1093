"""The agency day close lists every counter's B2B documents still without an IRN, and the IRNs
whose cancellation waits for the portal, from the counters' records in the real agency store."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

from psycopg_pool import AsyncConnectionPool

from app.agency import queries
from app.domain.clock import SERVICE_TZ
from app.domain.einvoice import TurnoverBand
from app.domain.einvoice_clock import Due
from app.domain.irp_answer import read_answer_file
from tests.agency.records import counter
from tests.agency.replication import replicate_once
from tests.journal.gst_day import AGENCY, DAY, day_of_sales
from tests.journal.irp_answers import portal_answer

# Three weeks after the day of sales; PB1's first invoice got its IRN 23 hours before.
NOW = dt.datetime.combine(DAY + dt.timedelta(days=21), dt.time(10, 0), tzinfo=SERVICE_TZ)
IRN_AT = NOW - dt.timedelta(hours=23)


async def test_the_agency_day_close_lists_every_counters_documents_without_irn(
    agency_db: str, tmp_path: Path
) -> None:
    for code in ("PB1", "PB2"):
        journal, _net = day_of_sales(tmp_path / code, code)
        if code == "PB1":
            invoice = journal.tax.document("PB1/26/000001")
            assert invoice is not None
            answer = portal_answer(invoice, AGENCY.gstin, "112010036458765", IRN_AT)
            found = read_answer_file(json.dumps([answer]))
            assert journal.einvoices.import_answers(found, IRN_AT, AGENCY.gstin).registered == [
                invoice.doc_no
            ]
            journal.einvoices.ask_cancellation(invoice.doc_no, "2", NOW)
        journal.close()
        await replicate_once(tmp_path / code, counter(code), agency_db)

    pool: AsyncConnectionPool[Any]
    async with AsyncConnectionPool(agency_db, min_size=1, max_size=2) as pool:
        close = await queries.day_close(pool, DAY, [], TurnoverBand.FROM_10_CRORE, NOW)
        off = await queries.day_close(pool, DAY, [], TurnoverBand.UNDER_5_CRORE, NOW)
        later = await queries.einvoice_clock(
            pool, TurnoverBand.FROM_10_CRORE, NOW + dt.timedelta(days=10)
        )

    listed = [(entry.doc_no, entry.due) for entry in close.report.einvoices]
    # The cancellation first; then both counters' B2B invoices, 21 days old: warned before the
    # 30-day limit; by counter, as issued. The consumers' sales need no IRN, nor the credit
    # notes, which give back only the price paid on the customer's behalf (no GST).
    assert listed == [
        ("PB1/26/000001", Due.CANCEL),
        ("PB1/26/000002", Due.WARN),
        ("PB2/26/000001", Due.WARN),
        ("PB2/26/000002", Due.WARN),
    ]
    assert close.report.einvoices[0].due_by == IRN_AT + dt.timedelta(hours=24)
    assert off.report.einvoices == ()
    assert [entry.due for entry in later] == [Due.CANCEL_LATE, *[Due.LATE] * 3]
