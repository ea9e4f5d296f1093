"""The till's drawer figures of a shift as the printed X or Z report (no Qt, no layout here)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from app.domain.money import ZERO, money
from app.domain.tenders import DRAWER, TENDERS
from app.domain.till import DrawerCount
from app.figures import count_text
from app.i18n import Catalogue
from app.journal.till import Shift
from app.reports.drawer import DrawerFigures
from app.reports.drawer_print import DenominationCount, DrawerReport, ReportKind, TenderLine
from app.reports.receipt_data import AgencyDetails

DRAWER_REPORT = Catalogue("DRAWER_REPORT")


def counted_lines(counted: DrawerCount | None) -> tuple[DenominationCount, ...]:
    """The count as the report lists it: each note counted, then the coins (nothing uncounted)."""
    if counted is None:
        return ()
    lines = [
        DenominationCount(count_text(note), pieces, money(Decimal(note * pieces)))
        for note, pieces in counted.notes
        if pieces
    ]
    if counted.coins:
        lines.append(DenominationCount(DRAWER_REPORT.tr("Coins"), None, counted.coins))
    return tuple(lines)


def drawer_report(
    figures: DrawerFigures,
    shift: Shift,
    counted: DrawerCount | None,
    *,
    z_no: int | None,
    agency: AgencyDetails,
    made_at: dt.datetime,
    training: bool,
    reason: str = "",
    chain: str = "",
    access_chain: str = "",
    heads: str = "",
) -> DrawerReport:
    """The report of ``shift``'s drawer: a Z report when it has its number ``z_no`` (the shift
    closed), an X report otherwise; each other tender is what it took less what it paid back;
    ``reason``: why the drawer was off, as the Z report keeps it; ``chain``: the chain head it
    printed; ``access_chain``: the access log's head it printed; ``heads``: where else they
    went (``heads_sent``)."""
    return DrawerReport(
        kind=ReportKind.X if z_no is None else ReportKind.Z,
        number=z_no,
        agency=agency,
        counter=shift.counter,
        clerk=shift.clerk,
        opened_at=shift.opened_at,
        closed_at=shift.closed_at,
        made_at=made_at,
        opening_float=figures.opening_float,
        cash_in=figures.cash_in,
        cash_out=figures.cash_out,
        expected=figures.expected,
        counted=counted_lines(counted),
        counted_total=figures.counted if figures.counted is not None else ZERO,
        difference=figures.difference if figures.difference is not None else ZERO,
        totals=tuple(
            TenderLine(kind.title(), figures.taken[kind], figures.given[kind], figures.net(kind))
            for kind in TENDERS
            if kind is not DRAWER
        ),
        training=training,
        reason=reason,
        chain=chain,
        access_chain=access_chain,
        heads_sent=heads,
        banked=figures.banked,
        owed=tuple((kind.title(), amount) for kind, amount in figures.owed_by.items()),
        refund_round_off=figures.refund_round_off,
        proof=tuple(
            (kind.title(), totals) for kind, totals in figures.proof.items() if totals.any()
        ),
        proof_refunds=tuple(
            (kind.title(), totals) for kind, totals in figures.proof_refunds.items() if totals.any()
        ),
    )
