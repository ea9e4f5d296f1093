"""Makes ``ba0e0c7.sqlite3`` and ``ba0e0c7.json``: a journal written by the code of commit ba0e0c7
(the three tenders fixed by ``CHECK`` lists) and what that code read back from it. Kept to remake
them:
run from a checkout of that commit, ``python tests/journal/data/old_journal.py FOLDER``.

A closed shift (cash, UPI, card and a split sold; two refunds given; its Z report) and an open one
(a card and cash split, a sale not yet answered, a refund owed); ``test_old_journal`` opens the
file with today's code and compares.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import sys
from dataclasses import asdict
from decimal import Decimal
from pathlib import Path
from typing import Any

from app.domain.payment import Card, Cash, Payment, Upi
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.till import RefundDue
from app.reports.drawer import x_report, z_figures, z_report
from tests.journal.entries import cancel_request, cancel_result
from tests.journal.till_sales import PRICE, sell, send, till_sale


def _given(journal: Journal, request_id: str, amount: str, paid_by: Any, shift: int) -> None:
    journal.till.record_refund(
        request_id,
        booking_ref=f"REF{request_id[-1]}",
        counter="PB1",
        clerk="Leela Menon",
        shift_id=shift,
        rule_amount=Decimal(amount),
        amount=Decimal(amount),
        mode=paid_by,
        reference="" if paid_by.value == "Cash" else "512345678901",
    )


def _cancel(journal: Journal, request_id: str, booking_ref: str, due: RefundDue) -> None:
    journal.add_cancel(cancel_request(request_id, booking_ref), agent=None, due=due)
    journal.cancelled(request_id, cancel_result(900.0))


def make(folder: Path) -> dict[str, Any]:
    """Write the journal in ``folder``; what the code read back."""
    total = PRICE.total
    with Journal(folder) as journal:
        till = journal.till
        first = till.open_shift("PB1", "Leela Menon", Decimal("2000.00")).shift_id
        sales = {
            "s-1": Payment((Cash(total, Decimal("10000.00")),)),
            "s-2": Payment((Upi(total, "412345678902"),)),
            "s-3": Payment((Card(total, "4242", "A1B2C3"),)),
            "s-4": Payment((Upi(Decimal("1000.00"), "412345678904"), Cash(total - 1000, total))),
        }
        for n, (request_id, payment) in enumerate(sales.items(), start=1):
            sell(journal, request_id, till_sale(shift_id=first, payment=payment), f"REF{n}")
        mode = type(sales["s-1"].parts[0].mode)
        _cancel(journal, "c-2", "REF2", RefundDue("REF2", "Asha Rao", Decimal("900.00"), mode.UPI))
        _given(journal, "c-2", "900.00", mode.UPI, first)
        _cancel(
            journal, "c-4", "REF4", RefundDue("REF4", "Ravi Iyer", Decimal("500.00"), mode.CASH)
        )
        _given(journal, "c-4", "500.00", mode.CASH, first)
        count = DrawerCount.of({500: 20, 100: 5}, Decimal("12.50"))
        closed = z_report(till, first, count, closed_by="Leela Menon", reason="Coins short")
        second = till.open_shift("PB1", "Meena Pillai", Decimal("1500.00")).shift_id
        split = Payment((Card(Decimal("2000.00"), "1111", "Z9Y8X7"), Cash(total - 2000, total)))
        sell(
            journal, "s-5", till_sale(shift_id=second, payment=split, clerk="Meena Pillai"), "REF5"
        )
        send(journal, "s-6", till_sale(shift_id=second, clerk="Meena Pillai"))
        _cancel(
            journal, "c-3", "REF3", RefundDue("REF3", "Lata Iyer", Decimal("700.00"), mode.CARD)
        )
        read = {
            "sales": {
                record.request_id: {
                    "state": record.state.value,
                    "receipt_no": record.receipt_no,
                    "total": str(record.price.total),
                    "parts": [
                        {"mode": part.mode.value}
                        | {key: str(value) for key, value in asdict(part).items()}
                        for part in record.payment.parts
                    ],
                }
                for record in till.sales()
            },
            "refunds": {
                ref: [[r.mode.value, str(r.amount), r.reference] for r in till.refunds_of(ref)]
                for ref in ("REF1", "REF2", "REF3", "REF4", "REF5")
            },
            "owed": [
                [o.request_id, o.due.mode.value, str(o.due.amount)] for o in till.refunds_owed()
            ],
            "z_report": closed.figures,
            "z_read": z_figures(closed).as_record(),
            "x_report": x_report(till, second).as_record(),
            "z_no": closed.z_no,
        }
    return read


if __name__ == "__main__":
    out = Path(sys.argv[1])
    made = out / "made"
    shutil.rmtree(made, ignore_errors=True)
    made.mkdir(parents=True)
    found = make(made)
    with Journal(made):
        pass  # the write-ahead log checkpointed into the file at the close
    shutil.copy(made / "journal.db", out / "ba0e0c7.sqlite3")
    with sqlite3.connect(out / "ba0e0c7.sqlite3") as conn:
        conn.execute("VACUUM")
    (out / "ba0e0c7.json").write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
