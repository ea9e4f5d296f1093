"""The shift report's reads driven headless: a day's sales and cancellations read in a worker,
the e-invoice clock as the journal keeps it, and this counter's GST files written, from the
journal the service holds."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from app.counter.config.settings import Settings
from app.counter.services.shift_reports import ShiftReportService
from app.domain.clock import SERVICE_TZ
from app.domain.einvoice import TurnoverBand
from app.reports.shift import OperationKind
from tests.counter.approvals import Reasons, nobody
from tests.journal.gst_day import DAY, day_of_sales


async def test_a_days_operations_clock_and_gst_files_come_from_the_journal(
    tmp_path: Path,
) -> None:
    journal, _net = day_of_sales(tmp_path / "journal")
    with journal:
        reports = ShiftReportService(journal, nobody, Reasons(None))
        operations = await reports.operations(DAY)
        kinds = sorted(operation.kind for operation in operations)
        assert kinds.count(OperationKind.SALE) == 4 and len(operations) == 6
        assert await reports.operations(DAY + dt.timedelta(days=1)) == []

        evening = dt.datetime.combine(DAY, dt.time(20, 0), tzinfo=SERVICE_TZ)
        band = TurnoverBand.FROM_10_CRORE
        clock = await reports.einvoice_clock(band, evening)
        assert clock == journal.einvoices.clock(band, evening) and clock  # the firms' invoices
        assert reports.einvoices.database == reports.database

        told: list[tuple[int, int]] = []
        folder = tmp_path / "gst"
        text, ok = await reports.gst_export(
            folder, DAY, DAY, Settings(), lambda n, of: told.append((n, of))
        )
    assert ok and text.startswith("GST export of"), text
    assert len(list(folder.iterdir())) == told[-1][1] == 13
