"""A business customer pays by bank transfer (its UTR): sold, shown on the receipt, refunded by
bank transfer, counted in the shift's X and Z reports outside the drawer, and in the accountant's
exports (the bookings CSV and the GST sales register)."""

from __future__ import annotations

import asyncio
import csv
import datetime as dt
from decimal import Decimal
from pathlib import Path

from app.booking.aftersale import Blocked, Refused
from app.counter.services.history import export_csv
from app.domain.clock import SERVICE_TZ
from app.domain.modules import Module
from app.domain.payment import Payment, payment_problems
from app.domain.tenders import CASH, TENDERS, tender_of
from app.domain.till import DrawerCount
from app.journal import Journal
from app.journal.gst_export import exported_documents, register_rows
from app.journal.schema import connect_read_only
from app.journal.store import DATABASE_NAME
from app.journal.till import RefundDue
from app.reports.drawer import x_report, z_figures, z_report
from app.reports.drawer_print import TenderLine
from app.reports.drawer_report import drawer_report
from app.reports.receipt_data import receipt_data
from app.reports.receipt_print import receipt_rows
from app.reports.refund_slip import refund_slip, refund_slip_rows
from tests.booking.refunds import aftersale_of
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.gst_day import AGENCY as REGISTRATION
from tests.journal.gst_day import KERALA_FIRM
from tests.journal.till_sales import PRICE, sell, till_sale
from tests.reports.documents import AGENCY, plain_text

BANK = tender_of("Bank transfer")
UTR = "UTIBN26120112345"
DAY = dt.date(2026, 12, 1)
COLUMNS = 42


def test_bank_transfer_is_a_tender_with_a_utr_no_change_refunded_by_bank_transfer() -> None:
    assert BANK in TENDERS and not BANK.gives_change and BANK.unique_reference
    assert BANK.refund_title() == "Bank transfer" and [d.name for d in BANK.details] == [
        "reference"
    ]
    total = PRICE.total
    assert payment_problems(Payment((BANK.paid(total, UTR),)), total) == {}
    for utr in ("UTIBN2612011", "U" * 22):  # NEFT's 16, RTGS's 22, IMPS's 12: in
        assert payment_problems(Payment((BANK.paid(total, utr),)), total) == {}
    for utr in ("UTIBN26120", "U" * 23, "UTIBN-2612011234"):  # too short, too long, a dash
        problems = payment_problems(Payment((BANK.paid(total, utr),)), total)
        assert list(problems) == ["parts[0].reference"] and "UTR" in problems["parts[0].reference"]
    assert BANK.paid(total, UTR).change == 0


def test_sold_refunded_and_closed_by_bank_transfer(tmp_path: Path) -> None:
    clock = Clock(dt.datetime.combine(DAY, dt.time(10, 0), tzinfo=SERVICE_TZ))
    with Journal(tmp_path, now=clock) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", Decimal("1000.00"))
        basis = REGISTRATION.basis(Module.BOAT, KERALA_FIRM)
        paid = Payment((BANK.paid(PRICE.total, UTR),))
        sale = till_sale(shift_id=shift.shift_id, payment=paid, tax=basis)
        ref = sell(journal, "s-1", sale, "REF1").booking_ref

        taken = till.sale_of(ref)
        assert taken is not None and taken.payment == paid
        receipt = receipt_data(journal, ref, agency=AGENCY, training=False)
        (part,) = receipt.payments
        assert (part.mode_text, part.amount, part.detail) == ("Bank transfer", PRICE.total, UTR)
        assert "Bank transfer" in plain_text(receipt_rows(receipt, COLUMNS), COLUMNS)

        due = RefundDue(ref, "Spice Coast", ((BANK, Decimal("1000.00")),))
        journal.add_cancel(cancel_request("c-1", ref), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(900.0))
        aftersale = aftersale_of(journal)
        by_cash = asyncio.run(aftersale.pay("c-1", {CASH: Decimal("1.00")}))
        assert isinstance(by_cash, Refused) and by_cash.blocked is Blocked.ABOVE_PAID
        refunded = asyncio.run(
            aftersale.pay("c-1", {BANK: Decimal("1000.00")}, {BANK: "UTIBN26120254321"})
        )
        assert not isinstance(refunded, Refused)
        [refund] = refunded
        assert (refund.mode, refund.amount) == (BANK, Decimal("1000.00"))
        slip = plain_text(refund_slip_rows(refund_slip(journal, refund, "Spice Coast"), 42), 42)
        assert "Bank transfer" in slip and "UTIBN26120254321" in slip

        so_far = x_report(till, shift.shift_id)
        assert (so_far.taken[BANK], so_far.given[BANK]) == (PRICE.total, Decimal("1000.00"))
        assert so_far.expected == Decimal("1000.00")  # none of it in the drawer
        closed = z_report(till, shift.shift_id, DrawerCount.of({500: 2}), closed_by="Leela Menon")
        assert closed.figures["bank_in"] == str(PRICE.total)
        assert closed.figures["bank_out"] == "1000.00"
        figures = z_figures(closed)
        assert figures.difference == 0 and figures.net(BANK) == PRICE.total - 1000
        report = drawer_report(
            figures,
            till.shift(shift.shift_id),
            DrawerCount.of({500: 2}),
            z_no=closed.z_no,
            agency=AGENCY,
            made_at=clock(),
            training=False,
        )
        took, back = PRICE.total, Decimal("1000.00")
        assert TenderLine("Bank transfer", took, back, took - back) in report.totals
    conn = connect_read_only(tmp_path / DATABASE_NAME)
    documents = exported_documents(conn, DAY, DAY)
    conn.close()
    register = register_rows(documents)
    assert [(row[0], row[-2], row[-1]) for row in register] == [
        ("Invoice", "Bank transfer", ref),
        # The refund gave back the fares alone: a refund slip, no GST credit note.
        ("Refund slip", "Bank transfer", ref),
    ]
    out = tmp_path / "bookings.csv"
    export_csv(tmp_path / DATABASE_NAME, out)
    with out.open(encoding="utf-8-sig", newline="") as file:
        (row,) = csv.DictReader(file)
    assert (row["Paid by"], row["Transfer reference"]) == ("Bank transfer", UTR)
