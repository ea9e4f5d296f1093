"""The till's Z report as printed: its counted notes and coins, the drawer's figures, its number."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from app.domain.clock import service_now
from app.domain.till import DrawerCount
from app.journal import Journal
from app.reports.drawer import z_figures, z_report
from app.reports.drawer_print import DenominationCount, ReportKind, drawer_report_rows
from app.reports.drawer_report import drawer_report
from tests.reports.documents import AGENCY


def test_a_closed_shift_prints_as_its_numbered_z_report(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        till = journal.till
        opened = till.open_shift("PB1", "Leela Menon", Decimal("1000.00"))
        counted = DrawerCount.of({500: 2, 100: 3}, Decimal("7.00"))
        closed = z_report(till, opened.shift_id, counted, closed_by="Leela Menon")
        shift = till.shift(opened.shift_id)
        report = drawer_report(
            z_figures(closed),
            shift,
            counted,
            z_no=closed.z_no,
            agency=AGENCY,
            made_at=service_now(),
            training=True,
        )
    assert (report.kind, report.number, report.title) == (ReportKind.Z, 1, "Z report 1")
    assert report.closed_at == shift.closed_at is not None
    assert report.counted == (
        DenominationCount("500", 2, Decimal("1000.00")),
        DenominationCount("100", 3, Decimal("300.00")),
        DenominationCount("Coins", None, Decimal("7.00")),
    )
    assert (report.expected, report.counted_total, report.difference) == (
        Decimal("1000.00"),
        Decimal("1307.00"),
        Decimal("307.00"),
    )
    printed = "\n".join(row.text for row in drawer_report_rows(report, 42))
    assert "Z report 1" in printed and "Leela Menon" in printed
