"""Lookup's reads driven headless: a booking sold here with its till sale, what its customer is
still owed after a cancellation and the agency's refund beside it, the booking an exchange put
in its place, the voucher printed again, and its e-mail read in a worker and queued again."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from app.api.models import BookingStatusData
from app.counter.services.booking_lookup import LookupService
from app.counter.services.booking_mail import BookingMailService
from app.domain.tenders import CASH
from app.journal import Journal
from app.journal.till import RefundDue
from app.records.faults import WriteFault
from app.reports.receipt_data import AgencyDetails
from tests.api import payloads
from tests.journal.entries import Clock, cancel_request, cancel_result
from tests.journal.till_sales import sell, till_sale


def test_a_booking_sold_here_reads_with_its_money_and_what_is_owed(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        lookup = LookupService(journal)
        assert lookup.find("REF1") is None and lookup.owed_refund("REF1") is None
        sale = till_sale()
        sell(journal, "s-1", sale, "REF1")
        row = lookup.find("REF1")
        assert row is not None
        sold = lookup.sold_here(row)
        assert sold.customer_total == sale.price.total
        assert (sold.refunds, sold.owed, sold.exchanged_for) == ([], Decimal(0), None)

        due = RefundDue("REF1", row.customer_name, ((CASH, Decimal("500.00")),))
        journal.add_cancel(cancel_request("c-1", "REF1"), agent=None, due=due)
        journal.cancelled("c-1", cancel_result(600.0))
        owed = lookup.owed_refund("REF1")
        assert owed is not None
        refund, agency = owed
        assert (refund.request_id, refund.due.amount) == ("c-1", Decimal("500.00"))
        assert agency == Decimal("600.00")  # what the service credited the wallet
        assert lookup.sold_here(row).owed == Decimal("500.00")
        assert lookup.read_only is None


def test_the_voucher_is_printed_again_as_a_copy(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-1", till_sale(), "REF1")
        lookup = LookupService(journal)
        row = lookup.find("REF1")
        assert row is not None
        body = payloads.status_boat()["data"]
        body["booking_reference"] = "REF1"
        status = BookingStatusData.model_validate(body)
        agency = AgencyDetails("Jetty Tours", "Aberdeen Bazaar", "03192 230000", "")
        voucher = lookup.voucher(row, status, False, agency)
        assert voucher is not None and voucher.duplicate == journal.now()


def test_a_journal_that_cannot_be_written_says_why(tmp_path: Path) -> None:
    with Journal(tmp_path, read_only=WriteFault.DISK_FULL) as journal:
        assert LookupService(journal).read_only is WriteFault.DISK_FULL


async def test_a_bookings_mail_is_read_in_a_worker_and_queued_again(tmp_path: Path) -> None:
    with Journal(tmp_path, now=Clock()) as journal:
        sell(journal, "s-1", till_sale(), "REF1")
        letters = BookingMailService(journal)
        email, before = await letters.read("REF1")
        assert email == "asha.rao@example.in"
        assert letters.again("REF1") is not None
        _email, after = await letters.read("REF1")
        assert len(after) == len(before) + 1
        assert await letters.read("NOPE") == ("", [])
        assert letters.again("NOPE") is None
