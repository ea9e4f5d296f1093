"""The figures the day's charts draw: the wallet's balance through the day, sales by hour and
tenders by kind, each as rows that the chart and its table both show (the same figures)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from app.api.models import WalletData, WalletMovement
from app.domain.clock import SERVICE_TZ
from app.domain.money import ZERO
from app.domain.tenders import TENDERS, TenderKind
from app.reports.drawer import DrawerFigures
from app.reports.shift import Operation, OperationKind


def cash_account(agent_id: int) -> str:
    """The ledger account of the agent's cash in the wallet (the service's books)."""
    return f"agent:{agent_id}:cash"


def cash_change(movement: WalletMovement, account: str) -> Decimal:
    """What ``movement`` did to the wallet's cash: its credits less its debits on ``account``."""
    lines = [line for line in movement.lines if line.account == account]
    return sum((line.credit - line.debit for line in lines), ZERO)


@dataclass(frozen=True, slots=True)
class BalanceStep:
    """One movement of the wallet's cash: when (service time), what, by how much, and the
    balance after it."""

    at: dt.datetime
    event: str
    booking_ref: str | None
    change: Decimal
    balance: Decimal

    @property
    def before(self) -> Decimal:
        """The balance just before the movement."""
        return self.balance - self.change


def balance_through_day(wallet: WalletData, day: dt.date) -> tuple[BalanceStep, ...]:
    """The movements of ``day`` (service time) among the wallet's recent movements, oldest first,
    each with the balance after it, counted back from the balance the wallet reports now."""
    account = cash_account(wallet.agent_id)
    newest_first = sorted(
        wallet.recent_ledger_journal_snapshot,
        key=lambda movement: (movement.posted_at, movement.journal_id),
        reverse=True,
    )
    balance = wallet.financial_balances.live_available_balance
    steps: list[BalanceStep] = []
    for movement in newest_first:
        change = cash_change(movement, account)
        at = movement.posted_at.astimezone(SERVICE_TZ)
        if at.date() == day:
            steps.append(BalanceStep(at, movement.event, movement.booking_ref, change, balance))
        balance -= change
    return tuple(reversed(steps))


@dataclass(frozen=True, slots=True)
class Grid:
    """Amounts by row (an hour, a counter) and by series (a counter, a tender), in the order
    they are drawn; a missing cell is zero."""

    rows: tuple[str, ...]
    series: tuple[str, ...]
    cells: dict[tuple[str, str], Decimal]

    def amount(self, row: str, series: str) -> Decimal:
        """The amount of one cell."""
        return self.cells.get((row, series), ZERO)

    def row_total(self, row: str) -> Decimal:
        """Every series of one row, added up."""
        return sum((self.amount(row, name) for name in self.series), ZERO)

    def series_total(self, series: str) -> Decimal:
        """Every row of one series, added up."""
        return sum((self.amount(row, series) for row in self.rows), ZERO)

    @property
    def total(self) -> Decimal:
        """Every cell, added up."""
        return sum(self.cells.values(), ZERO)


def hour_label(hour: int) -> str:
    """An hour of the day as its row is named: ``09:00``."""
    return f"{hour:02d}:00"


class HourMeasure(Enum):
    """What the sales-by-hour chart adds up: what customers paid at the till (the takings, with
    GST and the service charge), or what the wallet paid the service for the same sales."""

    CUSTOMERS_PAID = "customers"
    WALLET_PAID = "wallet"

    def of(self, operation: Operation) -> Decimal:
        """A sale's amount by this measure (a sale with no payment at a till took nothing)."""
        if self is HourMeasure.WALLET_PAID:
            return operation.amount
        return ZERO if operation.paid is None else operation.paid


def sales_by_hour(
    operations: Iterable[Operation],
    counter: str,
    measure: HourMeasure = HourMeasure.CUSTOMERS_PAID,
) -> Grid:
    """What the sales took by ``measure``, by hour of the service's day (from the first hour with
    a sale to the last, quiet hours included) and by counter (``counter`` for an operation of no
    store)."""
    cells: dict[tuple[str, str], Decimal] = {}
    hours: set[int] = set()
    counters: list[str] = []
    for operation in operations:
        if operation.kind is not OperationKind.SALE:
            continue
        hour = operation.at.astimezone(SERVICE_TZ).hour
        name = operation.counter or counter
        hours.add(hour)
        if name not in counters:
            counters.append(name)
        key = (hour_label(hour), name)
        cells[key] = cells.get(key, ZERO) + measure.of(operation)
    rows = tuple(hour_label(h) for h in range(min(hours), max(hours) + 1)) if hours else ()
    return Grid(rows, tuple(sorted(counters)), cells)


def tender_amounts(figures: DrawerFigures) -> dict[TenderKind, Decimal]:
    """What the customers paid by each tender, less what went back to them by it."""
    return {kind: figures.net(kind) for kind in TENDERS}


def tenders_by_counter(drawers: Sequence[tuple[str, DrawerFigures]]) -> Grid:
    """Each counter's takings (net of refunds paid) by tender: a row per counter, a series per
    tender (its code, as the registry declares it); several drawers of one counter add up."""
    cells: dict[tuple[str, str], Decimal] = {}
    counters: list[str] = []
    for counter, figures in drawers:
        if counter not in counters:
            counters.append(counter)
        for mode, amount in tender_amounts(figures).items():
            key = (counter, mode.code)
            cells[key] = cells.get(key, ZERO) + amount
    return Grid(tuple(sorted(counters)), tuple(kind.code for kind in TENDERS), cells)
