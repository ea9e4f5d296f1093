"""The Book screen's journal work driven headless through ``SaleService`` and ``CustomerPapers``:
a real sale settled by a checkout the desk's counter makes, then what the screens read of it
(the result's bill and till sale, the review's repeat and receipt number, the returning
customer, the documents and their copies) and the draft kept and dropped, with no window."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from app.api import PartnerClient
from app.booking import BookingFlow
from app.booking.checkout import Asks, BelowCost, Checkout, CheckoutResult, SaleTerms
from app.booking.draft import draft_of
from app.counter.journal_access.journal_reader import JournalReader
from app.counter.papers.customer_papers import Copies, CustomerPapers, bill_file_name
from app.counter.papers.voucher import voucher_for
from app.counter.services.kept_sale import KeptSaleService
from app.counter.services.sales import SaleService
from app.domain.payment import Payment
from app.domain.tenders import CASH
from app.journal import Journal
from app.journal.store import DATABASE_NAME
from app.mail.outbox import Document
from app.records.till import Shift
from app.reports.ink import Ink
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, with_customer
from tests.counter.approvals import nobody
from tests.reports.documents import AGENCY
from tests.sandbox.helpers import SCUBA

INK = Ink(error="#b00020", warning="#8a5a00", muted="#5f6368")


async def _sold(
    sandbox: EmbeddedSandbox, client: PartnerClient, desk: SaleService, journal: Journal
) -> tuple[Checkout, CheckoutResult]:
    """A cash sale of two on the desk's counter, its shift opened as the clerk would."""

    async def shift() -> Shift | None:
        till = journal.till
        return till.open_shift_of("PB1") or till.open_shift("PB1", "Leela Menon", Decimal(0))

    async def approve(_below: BelowCost) -> bool:
        return False

    counter = desk.counter(lambda: client, lambda: SaleTerms("PB1"), journal.now)
    checkout = Checkout.new(
        activity_choice(sandbox, SCUBA), counter, Asks(shift, approve), sandbox.context.today
    )
    with_customer(checkout.flow).set_qty(2)
    total = (await checkout.review()).price.total
    assert checkout.pay(Payment((CASH.paid(total, tendered=total),))) == {}
    result = await checkout.confirm()
    assert result is not None
    return checkout, result


async def test_a_sale_settled_through_the_desk_is_read_back_off_the_ui_thread(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        desk = SaleService(journal, KeptSaleService(journal, nobody), nobody)
        assert desk.read_only is None
        checkout, result = await _sold(sandbox, demo, desk, journal)
        ref, request_id = result.booking_ref, result.request_id
        voucher = voucher_for(checkout.choice, result.request, result.booking, journal.now(), True)
        shown = await desk.shown(voucher, AGENCY, request_id)
        assert shown.sale is not None and shown.sale.receipt_no
        assert (
            shown.voucher.bill is not None
            and shown.voucher.bill.receipt_no == shown.sale.receipt_no
        )
        assert not shown.invoiced  # an unregistered counter issues a receipt
        assert desk.request_body(request_id)["request_id"] == request_id
        assert desk.request_body("cd-never-sent") == {}
        known = await desk.returning_customer(result.request.customer_phone or "")
        assert known is not None and known.name == "Asha Rao"
        # A second sale of the same trip: nothing unresolved to repeat; the next receipt number.
        again = Checkout.new(
            checkout.choice, checkout.counter, checkout.asks, sandbox.context.today
        )
        with_customer(again.flow).set_qty(1)
        review = (await again.review()).review
        read = desk.before_review_apart(review, (), "PB1")
        assert read == desk.before_review_here(review, (), "PB1")
        assert read is not None and read[0] is None and read[1] not in (None, shown.sale.receipt_no)

        papers = desk.papers
        assert await papers.copies(ref) == Copies(bill=True, credit_notes=0)
        receipt = await papers.receipt(ref, AGENCY, training=True)
        assert receipt.receipt_no == shown.sale.receipt_no and receipt.duplicate is None
        copy = await papers.receipt(ref, AGENCY, training=True, duplicate=True)
        assert copy.duplicate is not None
        text = await papers.text(Document.RECEIPT, ref, AGENCY, True, INK, "en", duplicate=True)
        assert text is not None and text.file_name == bill_file_name(ref, invoiced=False)
        assert ref in text.html and receipt.receipt_no in text.html
        assert await papers.text(Document.CREDIT_NOTE, ref, AGENCY, True, INK, "en") is None
        notes, _now = await papers.credit_notes(ref, AGENCY)
        assert notes == []
        # The mail child's reads: the file alone, on the caller's thread, what the booking has.
        apart = CustomerPapers(JournalReader(journal.folder / DATABASE_NAME))
        texts = apart.texts(list(Document), ref, AGENCY, True, INK)
        assert [t.paper is None for t in texts] == [False, True]  # the receipt, the voucher
        assert apart.texts(list(Document), "REF-NONE", AGENCY, True, INK) == []


async def test_the_draft_is_kept_as_typed_and_dropped(
    sandbox: EmbeddedSandbox, demo: PartnerClient, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        desk = SaleService(journal, KeptSaleService(journal, nobody), nobody)
        flow = BookingFlow(activity_choice(sandbox, SCUBA), today=sandbox.context.today)
        with_customer(flow)
        draft = draft_of(flow)
        desk.save_draft(draft)
        stored = journal.drafts.load()
        assert stored is not None and stored.body["customer"]["name"] == "Asha Rao"
        desk.discard_draft()
        assert journal.drafts.load() is None
