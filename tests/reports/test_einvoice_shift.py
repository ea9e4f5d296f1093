"""The e-invoice clock on the shift report: a sentence per B2B document waiting for an IRN (the
urgent ones in the warning ink) and per IRN to cancel, in the report's HTML."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from app.domain.einvoice import TurnoverBand
from app.domain.einvoice_clock import clock, dated
from app.domain.gst import DocumentKind
from app.reports.shift import ShiftReport, shift_report
from app.reports.shift_html import shift_report_html
from app.ui.style import paper_ink
from tests.domain.test_einvoice import NOW, invoice

DAY = NOW.date()


def einvoice_report(band: TurnoverBand) -> ShiftReport:
    documents = [
        dated(invoice(number=f"PB1/26/{days:06d}", issued=NOW - dt.timedelta(days=days, hours=1)))
        for days in (19, 21, 31)
    ]
    cancel = ("PB1/26/000099", DocumentKind.INVOICE, NOW - dt.timedelta(hours=23))
    entries = clock(documents, [cancel], band, NOW)
    return replace(shift_report(DAY, "Counter PB1", [], [], None), einvoices=tuple(entries))


def test_the_report_lists_what_waits_for_an_irn() -> None:
    ink = paper_ink()
    html = shift_report_html(
        einvoice_report(TurnoverBand.FROM_10_CRORE), "INR", NOW, ink, training=False
    )
    assert "E-invoices waiting (4)" in html
    for sentence in (
        "Invoice PB1/26/000099: cancel its IRN on the portal by 25 Nov 2026 11:00",
        "Invoice PB1/26/000031: 31 days old, past the portal&#x27;s 30 days",
        "Invoice PB1/26/000021: 21 days old, report it to the portal by 04 Dec 2026.",
        "Invoice PB1/26/000019: 19 days old, without an IRN.",
    ):
        assert sentence in html, sentence
    assert html.count(f'style="color:{ink.warning}">Invoice') == 3
    quiet = shift_report_html(
        shift_report(DAY, "Counter PB1", [], [], None), "INR", NOW, ink, training=False
    )
    assert "E-invoices" not in quiet
