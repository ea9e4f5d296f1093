"""The shift report as rich text, for the PDF, the printer and the picture alike."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from html import escape

from app.domain.clock import SERVICE_TZ
from app.domain.environment import TRAINING_MARK
from app.figures import amount_text, clock_text, long_day_text, stamp_text
from app.reports.ink import Ink
from app.reports.shift import MISMATCHES, OperationKind, ReportLine, ShiftReport

TABLE = (
    '<table cellspacing="0" cellpadding="3" border="1" style="border-collapse:collapse"'
    ' width="100%">'
)


def amount(value: Decimal) -> str:
    """``1,234.50`` (the currency is named once, in the heading)."""
    return amount_text(value)


def _cell(text: str, right: bool = False, bold: bool = False, wrap: bool = False) -> str:
    align = ' align="right"' if right else ""
    # Words and amounts stay whole; only free text (the ledger's note) may wrap.
    style = "" if wrap else ' style="white-space:nowrap"'
    inner = f"<b>{escape(text)}</b>" if bold else escape(text)
    return f"<td{align}{style}>{inner}</td>"


def _line_row(line: ReportLine, ink: Ink) -> str:
    op = line.operation
    sale = op.kind is OperationKind.SALE
    colour = f' style="color:{ink.error}"' if line.check in MISMATCHES else ""
    # The request id is long: under the booking ref, small and on one line.
    booking = (
        f'<td style="white-space:nowrap"><b>{escape(op.booking_ref)}</b><br>'
        f'<span style="font-size:7pt; font-family:monospace">{escape(op.request_id)}</span></td>'
    )
    check = line.check.value if line.journal is None else f"{line.check.value} {line.note}"
    return (
        f"<tr{colour}>"
        + _cell(clock_text(op.at.astimezone(SERVICE_TZ), seconds=True))
        + _cell(op.kind.value)
        + _cell(op.module.value)
        + booking
        + _cell(amount(op.cash) if sale else "", right=True)
        + _cell(amount(op.credit) if sale else "", right=True)
        + _cell("" if sale else amount(op.amount), right=True)
        + _cell(check, wrap=True)
        + "</tr>"
    )


def shift_report_html(
    report: ShiftReport, currency: str, made_at: dt.datetime, ink: Ink, *, training: bool
) -> str:
    """The whole report: heading, totals, per-module lines, operations and the ledger checks;
    mismatches in ``ink.error``.

    ``training``: the service said it is the sandbox, and the report says so first (in
    ``ink.warning``).
    """
    parts = [
        f'<p style="color:{ink.warning}; font-weight:bold">{escape(TRAINING_MARK)}</p>'
        if training
        else "",
        f'<p style="font-size:16pt; font-weight:bold">'
        f"Shift report · {long_day_text(report.day)}</p>",
        f"<p>{escape(report.counter)}<br>Amounts in {escape(currency)}. Made "
        f"{stamp_text(made_at.astimezone(SERVICE_TZ))} IST.</p>",
        "<h3>Totals</h3>",
        '<table cellspacing="0" cellpadding="3">',
    ]
    for label, value, bold in (
        ("Debited from cash", report.cash_debited, False),
        ("Debited from credit", report.credit_debited, False),
        ("Sales debited", report.debited, True),
        ("Refunds credited", report.refunds_credited, False),
        ("Net", report.net, True),
    ):
        parts.append(f"<tr>{_cell(label)}{_cell(amount(value), right=True, bold=bold)}</tr>")
    parts.append("</table><h3>By module</h3>" + TABLE)
    parts.append(
        "<tr><th>Module</th><th>Sales</th><th>Sold</th><th>Cancellations</th>"
        "<th>Refunded</th><th>Net</th></tr>"
    )
    for totals in report.modules:
        parts.append(
            "<tr>"
            + _cell(totals.module.value)
            + _cell(str(totals.sales), right=True)
            + _cell(amount(totals.sold), right=True)
            + _cell(str(totals.cancellations), right=True)
            + _cell(amount(totals.refunded), right=True)
            + _cell(amount(totals.net), right=True, bold=True)
            + "</tr>"
        )
    parts.append(f"</table><h3>Operations ({len(report.lines)})</h3>")
    if report.lines:
        parts.append(
            TABLE + "<tr><th>Time</th><th>Operation</th><th>Module</th>"
            "<th>Booking · request id</th><th>Cash</th><th>Credit</th><th>Refund</th>"
            "<th>Ledger</th></tr>"
        )
        parts.extend(_line_row(line, ink) for line in report.lines)
        parts.append("</table>")
    else:
        parts.append("<p>No sales or cancellations at this counter on this day.</p>")
    parts.append("<h3>Checked against the wallet's ledger</h3>")
    parts.append(
        f"<p>The wallet listed its latest {report.snapshot_size} ledger journals; "
        f"{len(report.mismatches)} mismatch(es).</p>"
    )
    if report.mismatches:
        items = "".join(
            f"<li>{escape(line.operation.booking_ref)} ({escape(line.operation.request_id)}): "
            f"{escape(line.check.value)}. {escape(line.note)}</li>"
            for line in report.mismatches
        )
        parts.append(f'<ul style="color:{ink.error}">{items}</ul>')
    if report.foreign_journals:
        items = "".join(
            f"<li>{escape(journal.journal_id)} {escape(journal.event)} "
            f"{escape(journal.booking_ref or '')} {amount(journal.amount)}</li>"
            for journal in report.foreign_journals
        )
        parts.append(
            "<p>Ledger journals of this day that this counter has no record of "
            f"(another counter of the agency?):</p><ul>{items}</ul>"
        )
    return "".join(parts)
