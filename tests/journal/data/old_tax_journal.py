"""Makes ``db45b988_tax.sqlite3`` and ``db45b988_tax.json``: the tax documents of a Port Blair
agency (state 35) as the code of commit db45b988 issued them (each line's tax worked back whole,
the CGST half rounded down and the SGST the rest, so 7.62 + 7.63 on a service charge of 100.00)
and what that code read back. Kept to remake them: run from a checkout of that commit,
``python tests/journal/data/old_tax_journal.py FOLDER``.

An intra-territory invoice to a consumer, an inter-state one to a business, and a credit note for
part of the first; ``test_old_tax_journal`` opens the file with today's code and compares.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
import sqlite3
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

from app.domain.clock import SERVICE_TZ
from app.domain.gst import Buyer, Registration
from app.domain.modules import Module
from app.domain.tenders import CASH
from app.domain.till import Markup, SeatFare, TillRules, customer_price
from app.journal import Journal
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import sell, till_sale

PORT_BLAIR = Registration(
    "Island Trails Pvt Ltd", "Aberdeen Bazaar, Port Blair 744101", "35AAACI1234F1Z5", "35"
)
KARNATAKA_FIRM = Buyer("Bengaluru Tours", "29AAGCB7383J1Z4", "Indiranagar, Bengaluru", "29")
# Two boat seats of 1,233.33 and a service charge of 50.00 a seat: 100.00 at 18 %.
PRICE = customer_price(
    Module.BOAT,
    [SeatFare(Decimal("1233.33"), Decimal("150.00"))] * 2,
    Decimal(5),
    TillRules(markups={Module.BOAT: Markup(per_seat=Decimal("50.00"))}),
)


def make(folder: Path) -> dict[str, Any]:
    """Write the journal in ``folder``; the documents as the code read them back."""
    clock = Clock(dt.datetime(2026, 11, 20, 10, 0, tzinfo=SERVICE_TZ))
    with Journal(folder, now=clock) as journal:
        sell(
            journal,
            "s-1",
            till_sale(price=PRICE, tax=PORT_BLAIR.basis(Module.BOAT, Buyer("Asha Rao"))),
            "REF1",
        )
        sell(
            journal,
            "s-2",
            till_sale(price=PRICE, tax=PORT_BLAIR.basis(Module.BOAT, KARNATAKA_FIRM)),
            "REF2",
        )
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None)
        journal.cancelled("c-1", cancel_result(900.0))
        # The fares given back and 20.00 of the service charge: a part of the taxed line.
        refund = PRICE.fares + PRICE.gst + Decimal("20.00")
        journal.till.record_refund(
            "c-1",
            booking_ref="REF1",
            counter="PB1",
            clerk="Leela Menon",
            shift_id=None,
            rule_amount=refund,
            amount=refund,
            mode=CASH,
        )
        documents = journal.tax.documents(dt.date(2026, 11, 1), dt.date(2026, 11, 30))
        return {
            document.doc_no: [
                [line.kind.value, str(line.taxable), str(line.cgst), str(line.sgst), str(line.igst)]
                for line in document.lines
            ]
            for document in documents
        }


if __name__ == "__main__":
    out = Path(sys.argv[1])
    made = out / "made"
    shutil.rmtree(made, ignore_errors=True)
    made.mkdir(parents=True)
    found = make(made)
    with Journal(made):
        pass  # the write-ahead log checkpointed into the file at the close
    shutil.copy(made / "journal.db", out / "db45b988_tax.sqlite3")
    with sqlite3.connect(out / "db45b988_tax.sqlite3") as conn:
        conn.execute("VACUUM")
    (out / "db45b988_tax.json").write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
