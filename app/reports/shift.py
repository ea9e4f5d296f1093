"""The shift report: one day of this counter's sales and cancellations, checked against the ledger.

The counter journal says what this counter did; the wallet's ledger snapshot says what the
service booked. Each operation is matched to the wallet movement of the same booking, event and
amount. The snapshot holds only the latest movements: an operation older than everything it holds
cannot be checked and is said to be so; a newer one that is not there, or whose amount differs,
is a mismatch and is listed.
"""

from __future__ import annotations

import csv
import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from typing import TextIO

from app.api.models import WalletMovement
from app.books.queries import WalletMoved
from app.domain.clock import SERVICE_TZ
from app.domain.einvoice_clock import ClockEntry
from app.domain.modules import Module
from app.domain.money import ZERO
from app.domain.spreadsheet_text import csv_field
from app.i18n import Catalogue
from app.reports.wallet_witness import KeyWitness

SHIFT = Catalogue("SHIFT")


class OperationKind(StrEnum):
    """What the counter did."""

    SALE = "Sale"
    CANCELLATION = "Cancellation"


LEDGER_EVENT = {
    OperationKind.SALE: "BOOKING_SETTLED",
    OperationKind.CANCELLATION: "CANCELLATION_REFUND",
}


@dataclass(frozen=True, slots=True)
class Operation:
    """One settled write of this counter.

    ``amount`` is what a sale debited (``cash`` + ``credit``) or what a cancellation credited;
    ``reference`` is a cancellation's refund reference; ``counter`` the counter that made it, in
    the agency's day (empty in one counter's own report); ``paid`` what the customer paid for a
    sale (None when no payment was taken at a till).
    """

    kind: OperationKind
    at: dt.datetime
    module: Module
    booking_ref: str
    request_id: str
    amount: Decimal
    cash: Decimal = ZERO
    credit: Decimal = ZERO
    reference: str = ""
    product: str = ""
    counter: str = ""
    paid: Decimal | None = None


class Check(StrEnum):
    """How an operation stands against the ledger snapshot."""

    MATCHED = "Matched"
    AMOUNT_DIFFERS = "Amount differs"
    NOT_IN_LEDGER = "Not in the ledger"
    NOT_CHECKED = "Older than the snapshot"


MISMATCHES = frozenset({Check.AMOUNT_DIFFERS, Check.NOT_IN_LEDGER})


def in_words() -> dict[str, str]:
    """The report's codes (operation, module, ledger check) in the current language; the CSV
    keeps the codes themselves."""
    return {
        OperationKind.SALE: SHIFT.tr("Sale"),
        OperationKind.CANCELLATION: SHIFT.tr("Cancellation"),
        Module.ACTIVITY: SHIFT.tr("Activity"),
        Module.BOAT: SHIFT.tr("Boat"),
        Check.MATCHED: SHIFT.tr("Matched"),
        Check.AMOUNT_DIFFERS: SHIFT.tr("Amount differs"),
        Check.NOT_IN_LEDGER: SHIFT.tr("Not in the ledger"),
        Check.NOT_CHECKED: SHIFT.tr("Older than the snapshot"),
    }


def by_request(operations: Iterable[Operation], kind: OperationKind) -> dict[str, Module]:
    """The operations of ``kind`` among ``operations``, each request's id with its module: what
    the books are asked the wallet's money of (``BookQueries.wallet_moved``)."""
    return {op.request_id: op.module for op in operations if op.kind is kind}


def chronological(operation: Operation) -> tuple[dt.datetime, bool]:
    """Sort key: by time; within the same second a sale before a cancellation (of it)."""
    return operation.at, operation.kind is OperationKind.CANCELLATION


@dataclass(frozen=True, slots=True)
class ReportLine:
    """An operation and the wallet movement it was matched to, if any."""

    operation: Operation
    check: Check
    movement: WalletMovement | None = None

    @property
    def note(self) -> str:
        """The check in words (in the current language)."""
        if self.check is Check.AMOUNT_DIFFERS and self.movement is not None:
            return SHIFT.tr("The ledger's {journal} says {ledger}, the counter {counter}.").format(
                journal=self.movement.journal_id,
                ledger=self.movement.amount,
                counter=self.operation.amount,
            )
        if self.check is Check.NOT_IN_LEDGER:
            return SHIFT.tr("No ledger journal of the service matches it.")
        if self.check is Check.NOT_CHECKED:
            return SHIFT.tr("Older than the journals the wallet lists: not checked.")
        return self.movement.journal_id if self.movement is not None else ""


@dataclass(frozen=True, slots=True)
class ShiftReport:
    """The day's lines, the wallet's money they moved and the checks against the ledger.

    ``wallet`` is the books' (``BookQueries.wallet_moved``): what the sales debited from the
    wallet's cash and credit, what the cancellations credited back, by module; None while the
    books job has still to post a journal of an earlier version (a moment after the first
    paint)."""

    day: dt.date
    counter: str
    lines: tuple[ReportLine, ...]
    wallet: WalletMoved | None
    snapshot_size: int
    foreign_movements: tuple[WalletMovement, ...] = field(default=())
    # B2B documents still without an IRN, and IRNs to cancel (the e-invoice clock).
    einvoices: tuple[ClockEntry, ...] = field(default=())
    # The wallet's readings on each agent key, reconciled with the records (the wallet as the
    # witness: ``app.reports.wallet_witness``); empty when not reconciled here.
    witness: tuple[KeyWitness, ...] = field(default=())

    @property
    def mismatches(self) -> tuple[ReportLine, ...]:
        """Lines the ledger disagrees with."""
        return tuple(line for line in self.lines if line.check in MISMATCHES)


def check_against_ledger(
    operations: Sequence[Operation], snapshot: Sequence[WalletMovement]
) -> tuple[list[ReportLine], list[WalletMovement]]:
    """Match each operation (oldest first) to an unused wallet movement of its booking and event.

    Returns the lines, and the snapshot's movements of a booking that no operation claimed.
    """
    unused = sorted(snapshot, key=lambda movement: movement.posted_at)
    matched: list[ReportLine | None] = []
    for operation in operations:
        candidates = [
            movement
            for movement in unused
            if movement.booking_ref == operation.booking_ref
            and movement.event == LEDGER_EVENT[operation.kind]
        ]
        exact = next((j for j in candidates if j.amount == operation.amount), None)
        chosen = exact or (candidates[0] if candidates else None)
        if chosen is None:
            matched.append(None)
            continue
        unused.remove(chosen)
        check = Check.MATCHED if chosen is exact else Check.AMOUNT_DIFFERS
        matched.append(ReportLine(operation, check, chosen))
    # The snapshot is the service's latest movements: everything after the first operation found
    # in it must be in it too; before that, only what is as new as its oldest movement.
    first_found = next((n for n, line in enumerate(matched) if line is not None), len(matched))
    oldest = min((movement.posted_at for movement in snapshot), default=None)
    lines = []
    for number, (operation, line) in enumerate(zip(operations, matched, strict=True)):
        if line is not None:
            lines.append(line)
            continue
        in_reach = number > first_found or (oldest is not None and operation.at >= oldest)
        lines.append(ReportLine(operation, Check.NOT_IN_LEDGER if in_reach else Check.NOT_CHECKED))
    return lines, [movement for movement in unused if movement.booking_ref]


def shift_report(
    day: dt.date,
    counter: str,
    operations: Iterable[Operation],
    snapshot: Sequence[WalletMovement],
    wallet: WalletMoved | None,
) -> ShiftReport:
    """The report of ``day``: ``operations`` of this counter (any order), checked on ``snapshot``,
    with the wallet's money they moved by the books (``wallet``, see ``ShiftReport``).

    Wallet movements of ``day`` that no operation claims (another counter of the agency, or a
    sale this counter has no record of) are kept in ``foreign_movements``.
    """
    ordered = sorted(operations, key=chronological)
    lines, unclaimed = check_against_ledger(ordered, snapshot)
    return ShiftReport(
        day=day,
        counter=counter,
        lines=tuple(lines),
        wallet=wallet,
        snapshot_size=len(snapshot),
        foreign_movements=tuple(
            movement
            for movement in unclaimed
            if movement.posted_at.astimezone(SERVICE_TZ).date() == day
        ),
    )


CSV_HEADER = (
    "Time",
    "Operation",
    "Module",
    "Booking ref",
    "Request id",
    "Product",
    "Wallet debited",
    "Wallet cash",
    "Wallet credit",
    "Wallet refund credited",
    "Refund reference",
    "Ledger check",
    "Ledger note",
)


def csv_row(line: ReportLine) -> list[str]:
    """The cells of one operation, in ``CSV_HEADER`` order: text as ``csv_field`` writes it."""
    op = line.operation
    sale = op.kind is OperationKind.SALE
    return [
        op.at.isoformat(timespec="seconds"),
        op.kind.value,
        op.module.value,
        csv_field(op.booking_ref),
        csv_field(op.request_id),
        csv_field(op.product),
        str(op.amount) if sale else "",
        str(op.cash) if sale else "",
        str(op.credit) if sale else "",
        "" if sale else str(op.amount),
        csv_field(op.reference),
        line.check.value,
        csv_field(line.note),
    ]


def write_csv(report: ShiftReport, out: TextIO) -> int:
    """The header and one line per operation; returns how many operations.

    Open ``out`` with ``newline=""`` (the csv module writes its own line ends).
    """
    writer = csv.writer(out)
    writer.writerow(CSV_HEADER)
    writer.writerows(csv_row(line) for line in report.lines)
    return len(report.lines)
