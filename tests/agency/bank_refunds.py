"""Three counters' UPI and bank refunds to customers and the agency account's rows of their
day: each counter sells at 11:00 (part UPI, part bank transfer, each credited in full), the
sale is cancelled and refunded at 15:00, and each refund is debited as ``REFUNDS`` plants."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from pathlib import Path

from app.bank.statement import StatementRow
from app.domain.clock import SERVICE_TZ
from app.domain.payment import Payment
from app.domain.tenders import BANK, UPI, TenderKind
from app.journal import Journal
from app.journal.till import RefundPart
from tests.journal.entries import cancel_request, cancel_result
from tests.journal.till_sales import PRICE, sell, till_sale

UPI_PART = Decimal("2000.00")
D = Decimal
# Each counter's refunds: a tender, the amount given back, the reference typed, and the debit
# the statement shows for it (its amount and reference; None: no debit).
REFUNDS: dict[str, list[tuple[TenderKind, Decimal, str, tuple[Decimal, str] | None]]] = {
    # By its reference; the bank one's reference mistyped, its debit ten minutes later (no proof).
    "PB1": [
        (UPI, D("1000.00"), "512300001001", (D("-1000.00"), "512300001001")),
        (BANK, D("400.00"), "HDFCN52026110300101", (D("-400.00"), "HDFCN52026110399999")),
    ],
    # The UPI refund's reference shows a debit of less than was recorded.
    "PB2": [
        (UPI, D("600.00"), "512300002001", (D("-500.00"), "512300002001")),
        (BANK, D("300.00"), "SBINN52026110300201", (D("-300.00"), "SBINN52026110300201")),
    ],
    # Never paid out of the account.
    "PB3": [(UPI, D("700.00"), "512300003001", None)],
}


def sold_at(day: dt.date) -> dt.datetime:
    """When each counter sold, on ``day``."""
    return dt.datetime.combine(day, dt.time(11), SERVICE_TZ)


def refunded_at(day: dt.date) -> dt.datetime:
    """When each counter refunded, on ``day``."""
    return dt.datetime.combine(day, dt.time(15), SERVICE_TZ)


def sale_references(code: str) -> tuple[str, str]:
    """The counter's sale's UPI and bank references (each credited in full)."""
    n = code[-1]
    return f"41230000{n}001", f"SBINN5202611030{n}001"


def statement_rows(day: dt.date) -> list[StatementRow]:
    """The rows of ``day`` of the agency's account: each sale's two credits at 11:05, each
    refund's debit at 15:05 or 15:10."""
    rows = []
    credited = (sold_at(day) + dt.timedelta(minutes=5)).time()
    for code in REFUNDS:
        upi, bank = sale_references(code)
        rows.append(StatementRow(0, day, UPI_PART, f"UPI/P2M/{upi}", (upi,), at=credited))
        rows.append(
            StatementRow(0, day, PRICE.total - UPI_PART, f"NEFT-{bank}", (bank,), at=credited)
        )
    debits = [debit for refunds in REFUNDS.values() for *_paid, debit in refunds]
    for n, debit in enumerate(debits):
        if debit is not None:
            amount, reference = debit
            at = (refunded_at(day) + dt.timedelta(minutes=5 + 5 * (n % 2))).time()
            rows.append(StatementRow(0, day, amount, f"IMPS/{reference}", (reference,), at=at))
    return [
        StatementRow(n, r.on, r.amount, r.narration, r.references, at=r.at)
        for n, r in enumerate(rows, start=1)
    ]


def next_morning(day: dt.date) -> StatementRow:
    """The cash deposit of the morning after ``day``: the statement covers the next day."""
    return StatementRow(
        99, day + dt.timedelta(days=1), D("2000.00"), "CASH DEPOSIT", ("CASHDEP0001",)
    )


def sell_and_refund(folder: Path, code: str, day: dt.date) -> None:
    """The counter's sale of ``day`` (UPI and bank), cancelled, and its refunds."""
    clock = [sold_at(day)]
    upi, bank = sale_references(code)
    paid = Payment((UPI.paid(UPI_PART, upi), BANK.paid(PRICE.total - UPI_PART, bank)))
    with Journal(folder, now=lambda: clock[0]) as journal:
        sell(journal, f"{code}-s", till_sale(code, payment=paid), f"REF{code}")
        clock[0] = refunded_at(day)
        journal.add_cancel(cancel_request(f"{code}-c", f"REF{code}"), agent=None)
        journal.cancelled(f"{code}-c", cancel_result(900.0))
        journal.till.pay_refund(
            f"{code}-c",
            booking_ref=f"REF{code}",
            counter=code,
            clerk="Leela Menon",
            shift_id=None,
            rule_amount=D("2000.00"),
            parts=[RefundPart(kind, amount, typed) for kind, amount, typed, _ in REFUNDS[code]],
        )
