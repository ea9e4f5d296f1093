"""The X and Z reports of a shift's drawer as printed: on the receipt roll and as a PDF."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from app.bank.proofs import ProofTotals, Standing
from app.figures import stamp_text
from app.i18n import Catalogue
from app.reports.columns import (
    Paper,
    PrintRow,
    amount_text,
    pair,
    rows_html,
    rule,
    training_rows,
    wrapped,
)
from app.reports.ink import Ink
from app.reports.receipt_data import AgencyDetails
from app.reports.receipt_print import agency_rows

DRAWER_PRINT = Catalogue("DRAWER_PRINT")


class ReportKind(StrEnum):
    """X: a look at the drawer during the shift (changes nothing). Z: the report that closes it."""

    X = "X"
    Z = "Z"


@dataclass(frozen=True, slots=True)
class TenderLine:
    """A tender outside the drawer on an X or Z report, by the books: what it took by sales,
    what it gave back by refunds, and the net."""

    name: str
    taken: Decimal
    given_back: Decimal
    net: Decimal


@dataclass(frozen=True, slots=True)
class DenominationCount:
    """Counted cash of one denomination: ``count`` notes (None for coins, counted as an amount)."""

    label: str
    count: int | None
    amount: Decimal


@dataclass(frozen=True, slots=True)
class DrawerReport:
    """The drawer figures of one shift as an X or Z report prints them; amounts in ``currency``.

    ``number`` is the Z report's number at the counter (None for an X report); ``closed_at`` is
    None while the shift is open; ``counted`` is empty when the drawer was not counted.
    """

    kind: ReportKind
    number: int | None
    agency: AgencyDetails
    counter: str
    clerk: str
    opened_at: dt.datetime
    closed_at: dt.datetime | None
    made_at: dt.datetime
    opening_float: Decimal
    cash_in: Decimal
    cash_out: Decimal
    expected: Decimal
    counted: tuple[DenominationCount, ...]
    counted_total: Decimal
    difference: Decimal
    # Each tender outside the drawer, in the registry's order: to compare with the UPI app's,
    # the terminal's and the bank's reports.
    totals: tuple[TenderLine, ...]
    training: bool
    currency: str = "INR"
    reason: str = ""  # why the drawer was off by more than the counter allows ('' otherwise)
    # The counter's chain head as the shift closed (a Z report's), so that paper holds what the
    # counter sent: ``#41 9f3a 2c1b 7e4d 0a11`` ('' for an X report or an older Z report).
    chain: str = ""
    # The access log's head as the shift closed: its witness outside the journal file.
    access_chain: str = ""
    # Where else the heads went (``heads_sent``): the owner's address, the agency store, or
    # nowhere but this paper ('' for an X report).
    heads_sent: str = ""
    # The cash taken out of the counted drawer at the close (a Z report's; 0 otherwise).
    banked: Decimal = Decimal(0)
    # What the counter's customers are owed and were not paid yet, by tender (its name, the
    # amount): outside the drawer's figures until paid, said so that nobody forgets it.
    owed: tuple[tuple[str, Decimal], ...] = ()
    # UPI and bank takings against the bank's statements, by tender (its name, its takings by
    # standing); empty when the shift took none.
    proof: tuple[tuple[str, ProofTotals], ...] = ()
    # UPI and bank refunds against the statements, apart from the takings, likewise.
    proof_refunds: tuple[tuple[str, ProofTotals], ...] = ()
    # What cash refunds were rounded by to leave the drawer in whole rupees (within cash out).
    refund_round_off: Decimal = Decimal(0)

    @property
    def title(self) -> str:
        """``Z report 12`` or ``X report``."""
        if self.kind is ReportKind.Z:
            return DRAWER_PRINT.tr("Z report {number}").format(number=self.number)
        return DRAWER_PRINT.tr("X report")


def _when(moment: dt.datetime | None) -> str:
    return (
        DRAWER_PRINT.tr("open", "a shift not closed yet") if moment is None else stamp_text(moment)
    )


def drawer_report_rows(report: DrawerReport, columns: int) -> list[PrintRow]:
    """The report as ``columns``-wide rows: who and when, the drawer, the count, the other
    tenders."""
    rows = [*training_rows(report.training, columns), *agency_rows(report.agency, columns)]
    heading = DRAWER_PRINT.tr("{title} · counter {counter}").format(
        title=report.title, counter=report.counter
    )
    closes = (
        DRAWER_PRINT.tr("Closes the shift")
        if report.kind is ReportKind.Z
        else DRAWER_PRINT.tr("The shift stays open")
    )
    drawer = DRAWER_PRINT.tr("Cash drawer ({currency})").format(currency=report.currency)
    rows += [
        rule(columns),
        *wrapped(heading, columns, bold=True, centred=True),
        *wrapped(closes, columns, centred=True),
        *pair(DRAWER_PRINT.tr("Clerk"), report.clerk, columns),
        *pair(DRAWER_PRINT.tr("Opened"), _when(report.opened_at), columns),
        *pair(DRAWER_PRINT.tr("Closed"), _when(report.closed_at), columns),
        *pair(DRAWER_PRINT.tr("Printed"), _when(report.made_at), columns),
        rule(columns),
        *wrapped(drawer, columns, bold=True),
        *pair(DRAWER_PRINT.tr("Opening float"), amount_text(report.opening_float), columns),
        *pair(DRAWER_PRINT.tr("+ Cash in from sales"), amount_text(report.cash_in), columns),
        *pair(DRAWER_PRINT.tr("- Cash out for refunds"), amount_text(report.cash_out), columns),
    ]
    if report.refund_round_off:
        # Within the cash out: the refunds' paise rounded away as the cash left the drawer.
        said = DRAWER_PRINT.tr("of which round off to whole rupees")
        rows += pair(said, amount_text(report.refund_round_off), columns)
    rows += [
        *pair(DRAWER_PRINT.tr("= Expected cash"), amount_text(report.expected), columns, bold=True),
        rule(columns),
    ]
    if report.counted:
        rows += wrapped(DRAWER_PRINT.tr("Counted"), columns, bold=True)
        for denomination in report.counted:
            label = (
                denomination.label
                if denomination.count is None
                else f"{denomination.label} x {denomination.count}"
            )
            rows += pair(label, amount_text(denomination.amount), columns)
        counted = DRAWER_PRINT.tr("Counted cash")
        rows += pair(counted, amount_text(report.counted_total), columns, bold=True)
        difference = DRAWER_PRINT.tr("Difference")
        rows += pair(difference, amount_text(report.difference), columns, bold=True)
        if report.reason:
            rows += wrapped(
                DRAWER_PRINT.tr("Reason: {reason}").format(reason=report.reason), columns
            )
        if report.kind is ReportKind.Z:
            left = report.counted_total - report.banked
            banked = DRAWER_PRINT.tr("Banked or taken out")
            rows += pair(banked, amount_text(report.banked), columns)
            rows += pair(DRAWER_PRINT.tr("Left in the drawer"), amount_text(left), columns)
    else:
        rows += wrapped(DRAWER_PRINT.tr("The drawer was not counted."), columns)
    rows += [
        rule(columns),
        *wrapped(DRAWER_PRINT.tr("To compare with their settlement reports"), columns),
        *(row for line in report.totals for row in _tender_rows(line, columns)),
        rule(columns),
    ]
    if report.owed:
        rows += wrapped(DRAWER_PRINT.tr("Owed to customers, not yet paid"), columns, bold=True)
        for name, amount in report.owed:
            rows += pair(name, amount_text(amount), columns)
        total = sum((amount for _, amount in report.owed), Decimal(0))
        rows += [*pair(DRAWER_PRINT.tr("Owed in all"), amount_text(total), columns), rule(columns)]
    if report.proof or report.proof_refunds:
        rows += [*wrapped(DRAWER_PRINT.tr("Against the bank's statements"), columns, bold=True)]
        rows += _proof_rows(report, columns)
        rows.append(rule(columns))
    if report.chain:
        rows += [*pair(DRAWER_PRINT.tr("Records' chain"), report.chain, columns), rule(columns)]
    if report.access_chain:
        rows += [*pair(DRAWER_PRINT.tr("Access log"), report.access_chain, columns), rule(columns)]
    if report.heads_sent:
        rows += [*wrapped(report.heads_sent, columns), rule(columns)]
    rows += training_rows(report.training, columns)
    return rows


def _proof_rows(report: DrawerReport, columns: int) -> list[PrintRow]:
    """The takings' split, then the refunds' apart (never netted), each amount positive and
    its direction said by its line's words."""
    words = {
        Standing.PROVED: DRAWER_PRINT.tr("{tender} proved"),
        Standing.NOT_YET: DRAWER_PRINT.tr("{tender} not yet in the statement"),
        Standing.QUESTIONED: DRAWER_PRINT.tr("{tender} questioned"),
        Standing.OWED: DRAWER_PRINT.tr("{tender} customer still owes"),
        Standing.WRITTEN_OFF: DRAWER_PRINT.tr("{tender} written off"),
    }
    refunds = DRAWER_PRINT.tr("{tender} refunds")
    rows: list[PrintRow] = []
    for parts, refunded in ((report.proof, False), (report.proof_refunds, True)):
        for name, totals in parts:
            tender = refunds.format(tender=name) if refunded else name
            for standing, said in words.items():
                amount = totals.amount(standing)
                # A supervisor's resolutions are rare: their lines only when they hold money
                # (the lines printed still add up to the tender's total).
                if amount or standing not in (Standing.OWED, Standing.WRITTEN_OFF):
                    rows += pair(said.format(tender=tender), amount_text(amount), columns)
    return rows


def heads_sent(owner: str, store: bool) -> str:
    """Where a Z report's heads went besides its paper: mailed to the ``owner``'s address,
    kept by the agency store (``store``: one is linked), or nowhere."""
    if owner:
        return DRAWER_PRINT.tr("These heads were mailed to {owner}.").format(owner=owner)
    if store:
        return DRAWER_PRINT.tr("These heads are kept by the agency store.")
    return DRAWER_PRINT.tr(
        "These heads are not sent anywhere: no owner's address is set. Keep this paper."
    )


def drawer_report_html(report: DrawerReport, ink: Ink, paper: Paper) -> str:
    """The report as rich text in a fixed-width font: the roll's layout, on a roll or a sheet."""
    return rows_html(drawer_report_rows(report, paper.columns), ink, paper)


def _tender_rows(line: TenderLine, columns: int) -> list[PrintRow]:
    """A tender's three lines: taken, given back, net (each said, so that none reads as
    another)."""
    return [
        *pair(
            DRAWER_PRINT.tr("{tender} taken").format(tender=line.name),
            amount_text(line.taken),
            columns,
        ),
        *pair(
            DRAWER_PRINT.tr("{tender} given back").format(tender=line.name),
            amount_text(line.given_back),
            columns,
        ),
        *pair(
            DRAWER_PRINT.tr("{tender} net").format(tender=line.name), amount_text(line.net), columns
        ),
    ]
