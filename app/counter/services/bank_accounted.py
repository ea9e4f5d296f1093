"""The statement lines a rule accounts for without a sale, as the Bank statement tab lists them:
the bank's own charges (each posted once in the books) and the cash deposits (each the drawer's
banking at a close, once a supervisor confirms which, or waiting for one). Read in a worker; the
confirmation itself is ``StatementService.confirm_deposit``, which asks the supervisor."""

from __future__ import annotations

import asyncio
import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from app.counter.services.bank_statements import StatementService
from app.i18n import Catalogue
from app.journal.bank_deposits import CashDeposit
from app.journal.store import reading

BANK_ACCOUNTED = Catalogue("BANK_ACCOUNTED")


class LineKind(Enum):
    """What a line accounted for is: the bank's charge, the GST on one, or cash paid in."""

    CHARGE = "charge"
    CHARGE_TAX = "charge tax"
    DEPOSIT = "deposit"


class Accounting(Enum):
    """How a line stands: posted in the books (a charge; one with GST in it, that GST taken to
    input credit or, where the agency's scheme allows none, all an expense), not posted yet,
    matched to a close's cash banked (a deposit), waiting for a supervisor to confirm which
    close's, or of no close (no cash banked of its amount and days: a credit of no sale)."""

    POSTED = "posted"
    CREDITED = "input credit"
    NO_CREDIT = "no input credit"
    NOT_POSTED = "not posted"
    MATCHED = "matched"
    WAITING = "waiting"
    NO_CLOSE = "no close"


@dataclass(frozen=True, slots=True)
class AccountedLine:
    """A statement line a rule accounts for: its row, day, amount (positive: the kind says the
    direction), narration and standing; a deposit's record (its bankings), and the day of the
    close it is (matched) or may be (the nearest)."""

    row_id: int
    on: dt.date
    amount: Decimal
    narration: str
    kind: LineKind
    accounting: Accounting
    deposit: CashDeposit | None = None
    close: dt.date | None = None

    @property
    def confirmable(self) -> bool:
        """Whether a supervisor may confirm it now: a deposit some close's banking may be."""
        return self.accounting is Accounting.WAITING


def kind_text(kind: LineKind) -> str:
    """What the line is, its direction in the words (a charge is money out, a deposit in)."""
    words = {
        LineKind.CHARGE: BANK_ACCOUNTED.tr("Bank charge"),
        LineKind.CHARGE_TAX: BANK_ACCOUNTED.tr("GST on a bank charge"),
        LineKind.DEPOSIT: BANK_ACCOUNTED.tr("Cash deposit"),
    }
    return words[kind]


def accounting_text(accounting: Accounting) -> str:
    """How the line is accounted for, in a few words (the close's day is a column of its own)."""
    words = {
        Accounting.POSTED: BANK_ACCOUNTED.tr("Posted in the books"),
        Accounting.CREDITED: BANK_ACCOUNTED.tr("Posted, its GST to input credit"),
        Accounting.NO_CREDIT: BANK_ACCOUNTED.tr(
            "Posted all as an expense: the scheme allows no input credit"
        ),
        Accounting.NOT_POSTED: BANK_ACCOUNTED.tr("Not posted yet"),
        Accounting.MATCHED: BANK_ACCOUNTED.tr("Cash banked at the close"),
        Accounting.WAITING: BANK_ACCOUNTED.tr("Waiting for a supervisor"),
        Accounting.NO_CLOSE: BANK_ACCOUNTED.tr("No close banked this amount"),
    }
    return words[accounting]


def deposit_line(deposit: CashDeposit) -> AccountedLine:
    """A cash deposit as the tab lists it."""
    if deposit.banking is not None:
        accounting, close = Accounting.MATCHED, deposit.banked_on
    elif deposit.candidates:
        accounting, close = Accounting.WAITING, deposit.candidates[0].on
    else:
        accounting, close = Accounting.NO_CLOSE, None
    return AccountedLine(
        deposit.row_id,
        deposit.on,
        deposit.amount,
        deposit.narration,
        LineKind.DEPOSIT,
        accounting,
        deposit,
        close,
    )


def charge_accounting(has_gst: bool, posted: bool, credited: bool) -> Accounting:
    """How a charge stands: not posted yet; posted; or, of one with GST in it, whether that GST
    went to input credit."""
    if not posted:
        return Accounting.NOT_POSTED
    if not has_gst:
        return Accounting.POSTED
    return Accounting.CREDITED if credited else Accounting.NO_CREDIT


def accounted_lines(service: StatementService) -> list[AccountedLine]:
    """The bank's charges and the cash deposits of the statements, by day, read on a
    connection of the caller's worker (``sqlite3.Error`` when the journal cannot be read)."""
    with reading(service.database, service.now) as journal:
        charges = journal.bank.charges()
        deposits = journal.bank.cash_deposits()
    lines = [
        AccountedLine(
            charge.row_id,
            charge.on,
            charge.amount,
            charge.narration,
            LineKind.CHARGE_TAX if charge.tax else LineKind.CHARGE,
            charge_accounting(charge.gst > 0, posted, credited),
        )
        for charge, posted, credited in charges
    ]
    lines += [deposit_line(deposit) for deposit in deposits]
    lines.sort(key=lambda line: (line.on, line.row_id))
    return lines


async def accounted(service: StatementService) -> list[AccountedLine]:
    """``accounted_lines`` of ``service``'s journal, read in a worker (a year's statements may
    hold hundreds of charges, each line's words matched)."""
    return await asyncio.to_thread(accounted_lines, service)
