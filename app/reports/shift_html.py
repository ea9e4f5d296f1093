"""The shift report as rich text, for the PDF, the printer and the picture alike."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from html import escape

from app.domain.clock import SERVICE_TZ
from app.domain.einvoice_clock import ClockEntry
from app.figures import amount_text, clock_text, long_day_text, stamp_text
from app.i18n import Catalogue
from app.reports.columns import training_mark
from app.reports.ink import Ink
from app.reports.shift import MISMATCHES, OperationKind, ReportLine, ShiftReport, in_words
from app.reports.wallet_witness import witness_clean, witness_text

SHIFT_HTML = Catalogue("SHIFT_HTML")

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


def _heads(*titles: str) -> str:
    """A table's heading row."""
    return "<tr>" + "".join(f"<th>{escape(title)}</th>" for title in titles) + "</tr>"


def _line_row(line: ReportLine, ink: Ink, words: dict[str, str]) -> str:
    op = line.operation
    sale = op.kind is OperationKind.SALE
    colour = f' style="color:{ink.error}"' if line.check in MISMATCHES else ""
    # The request id is long: under the booking ref, small and on one line.
    booking = (
        f'<td style="white-space:nowrap"><b>{escape(op.booking_ref)}</b><br>'
        f'<span style="font-size:7pt; font-family:monospace">{escape(op.request_id)}</span></td>'
    )
    check = words[line.check]
    if line.movement is not None:
        check = f"{check} {line.note}"
    return (
        f"<tr{colour}>"
        + _cell(clock_text(op.at.astimezone(SERVICE_TZ), seconds=True))
        + _cell(words[op.kind])
        + _cell(words[op.module])
        + booking
        + _cell(amount(op.cash) if sale else "", right=True)
        + _cell(amount(op.credit) if sale else "", right=True)
        + _cell("" if sale else amount(op.amount), right=True)
        + _cell(check, wrap=True)
        + "</tr>"
    )


def _urgent(entry: ClockEntry, ink: Ink) -> str:
    return f' style="color:{ink.warning}"' if entry.urgent else ""


def einvoices_html(report: ShiftReport, ink: Ink) -> str:
    """The e-invoice clock as a heading and a sentence per document ('' when nothing waits)."""
    if not report.einvoices:
        return ""
    waiting = len(report.einvoices)
    title = SHIFT_HTML.tr("E-invoices waiting (%n)", "", waiting)
    lines = "".join(
        f"<li{_urgent(entry, ink)}>{escape(entry.describe())}</li>" for entry in report.einvoices
    )
    return f"<h3>{escape(title)}</h3><ul>{lines}</ul>"


def shift_report_html(
    report: ShiftReport, currency: str, made_at: dt.datetime, ink: Ink, *, training: bool
) -> str:
    """The whole report: heading, totals, per-module lines, operations and the ledger checks;
    mismatches in ``ink.error``.

    ``training``: the service said it is the sandbox, and the report says so first (in
    ``ink.warning``).
    """
    words = in_words()
    title = SHIFT_HTML.tr("Shift report · {day}").format(day=long_day_text(report.day))
    made = SHIFT_HTML.tr("Amounts in {currency}. Made {moment} IST.").format(
        currency=escape(currency), moment=stamp_text(made_at.astimezone(SERVICE_TZ))
    )
    totals_title = SHIFT_HTML.tr("Totals")
    parts = [
        f'<p style="color:{ink.warning}; font-weight:bold">{escape(training_mark())}</p>'
        if training
        else "",
        f'<p style="font-size:16pt; font-weight:bold">{escape(title)}</p>',
        f"<p>{escape(report.counter)}<br>{made}</p>",
        f"<h3>{escape(totals_title)}</h3>",
        '<table cellspacing="0" cellpadding="3">',
    ]
    wallet = report.wallet
    # A dash for each while the books have still to post a journal of an earlier version.
    figures = (
        ["—"] * 5
        if wallet is None
        else [
            amount(value)
            for value in (wallet.cash, wallet.credit, wallet.debited, wallet.credited, wallet.net)
        ]
    )
    labels = (
        (SHIFT_HTML.tr("Debited from the wallet's cash"), False),
        (SHIFT_HTML.tr("Debited from the wallet's credit"), False),
        (SHIFT_HTML.tr("Sales debited from the wallet"), True),
        (SHIFT_HTML.tr("Refunds credited to the wallet"), False),
        (SHIFT_HTML.tr("The wallet's net"), True),
    )
    for (label, bold), figure in zip(labels, figures, strict=True):
        parts.append(f"<tr>{_cell(label)}{_cell(figure, right=True, bold=bold)}</tr>")
    by_module = SHIFT_HTML.tr("By module")
    parts.append(f"</table><h3>{escape(by_module)}</h3>" + TABLE)
    parts.append(
        _heads(
            SHIFT_HTML.tr("Module"),
            SHIFT_HTML.tr("Sales"),
            SHIFT_HTML.tr("Sold"),
            SHIFT_HTML.tr("Cancellations"),
            SHIFT_HTML.tr("Refunded"),
            SHIFT_HTML.tr("Net"),
        )
    )
    for totals in () if wallet is None else wallet.modules:
        parts.append(
            "<tr>"
            + _cell(words[totals.module])
            + _cell(str(totals.sales), right=True)
            + _cell(amount(totals.sold), right=True)
            + _cell(str(totals.cancellations), right=True)
            + _cell(amount(totals.refunded), right=True)
            + _cell(amount(totals.net), right=True, bold=True)
            + "</tr>"
        )
    count = len(report.lines)
    operations = SHIFT_HTML.tr("Operations (%n)", "", count)
    parts.append(f"</table>{einvoices_html(report, ink)}<h3>{escape(operations)}</h3>")
    if report.lines:
        parts.append(
            TABLE
            + _heads(
                SHIFT_HTML.tr("Time"),
                SHIFT_HTML.tr("Operation"),
                SHIFT_HTML.tr("Module"),
                SHIFT_HTML.tr("Booking · request id"),
                SHIFT_HTML.tr("Wallet cash"),
                SHIFT_HTML.tr("Wallet credit"),
                SHIFT_HTML.tr("Wallet refund"),
                SHIFT_HTML.tr("Ledger"),
            )
        )
        parts.extend(_line_row(line, ink, words) for line in report.lines)
        parts.append("</table>")
    else:
        none = SHIFT_HTML.tr("No sales or cancellations at this counter on this day.")
        parts.append(f"<p>{escape(none)}</p>")
    checked = SHIFT_HTML.tr("Checked against the wallet's ledger")
    parts.append(f"<h3>{escape(checked)}</h3>")
    size, mismatches = report.snapshot_size, len(report.mismatches)
    listed = SHIFT_HTML.tr("The wallet listed its latest %n ledger journal(s);", "", size)
    found = SHIFT_HTML.tr("%n mismatch(es).", "", mismatches)
    parts.append(f"<p>{escape(listed)} {escape(found)}</p>")
    if report.mismatches:
        items = "".join(
            f"<li>{escape(line.operation.booking_ref)} ({escape(line.operation.request_id)}): "
            f"{escape(words[line.check])}. {escape(line.note)}</li>"
            for line in report.mismatches
        )
        parts.append(f'<ul style="color:{ink.error}">{items}</ul>')
    if report.foreign_movements:
        items = "".join(
            f"<li>{escape(movement.journal_id)} {escape(movement.event)} "
            f"{escape(movement.booking_ref or '')} {amount(movement.amount)}</li>"
            for movement in report.foreign_movements
        )
        foreign = SHIFT_HTML.tr(
            "Ledger journals of this day that this counter has no record of "
            "(another counter of the agency?):"
        )
        parts.append(f"<p>{escape(foreign)}</p><ul>{items}</ul>")
    if report.witness:
        # The wallet as the witness: each sentence its own line, in the error ink when one names
        # rupees no record explains.
        said = "<br>".join(escape(line) for line in witness_text(report.witness).split("\n"))
        style = "" if witness_clean(report.witness) else f' style="color:{ink.error}"'
        parts.append(f"<p{style}>{said}</p>")
    return "".join(parts)
