"""What the Book screen's sale reads and keeps in the journal besides its settling (which is the
``Checkout``'s), without Qt: the returning customer and their e-mail choice, what the review
reads (a repeated unresolved sale, the next receipt number), the result's bill, the draft kept
as typing pauses, and the two gates a checkout asks for through ``asks``: a price below cost and
one transfer split over two sales, each asked of the injected ``Approve`` and refused
(``NotApproved``, nothing sent) without a decision. Reads run off the UI thread through a
``JournalReader``; the screen's controllers turn signals into these calls."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from app.api.body import Progress
from app.api.client import PartnerClient
from app.booking.aftersale import unmoved
from app.booking.checkout import Asks, BelowCost, Counter, SaleTerms
from app.booking.draft import Draft
from app.booking.faults import JOURNAL_ERRORS
from app.booking.flow import Review
from app.booking.unresolved import UnresolvedSale, same_sale
from app.counter.config.declared import PERMISSIONS, Approve, approved
from app.counter.config.permissions import BELOW_COST, ONE_TRANSFER_TWO_SALES
from app.counter.journal_access.journal_reader import JournalReader
from app.counter.papers.customer_papers import CustomerPapers
from app.counter.papers.formatting import money_text
from app.counter.papers.till_words import repeated_text
from app.counter.papers.voucher import Voucher, with_till
from app.counter.services.history import returning_customer
from app.counter.services.kept_sale import KeptSaleService
from app.domain.money import CURRENCY
from app.domain.product_name import shown_product
from app.journal import Journal
from app.journal.store import JournalReads
from app.mail.outbox import remembered_choice
from app.records.customers import KnownCustomer
from app.records.faults import WriteFault
from app.records.till import EarlierTransfer, SaleRecord, Shift
from app.reports.receipt_data import AgencyDetails

BeforeReview = tuple[UnresolvedSale | None, str | None]


def before_review(
    journal: JournalReads, review: Review, own: tuple[str, ...], counter: str
) -> BeforeReview:
    """What the review reads in the journal: the unresolved sale this one would repeat, and the
    receipt number the sale will carry (for the UPI note); None for what cannot be read (Confirm
    then says the journal cannot save the sale, and sends nothing)."""
    try:
        earlier = same_sale(journal, review.request.to_wire(), review.product, own)
    except JOURNAL_ERRORS:
        earlier = None
    try:
        receipt_no: str | None = journal.till.next_receipt_no(counter)
    except JOURNAL_ERRORS:
        receipt_no = None
    return earlier, receipt_no


@dataclass(frozen=True, slots=True)
class SaleShown:
    """What the result page shows of a booked sale besides the service's answer: its voucher
    with the bill, the till's record (None: no payment taken here) and whether it was
    invoiced."""

    voucher: Voucher
    sale: SaleRecord | None
    invoiced: bool


class SaleService:
    """The journal as the Book screen's sales use it besides settling them.

    The journal's errors (sqlite3.Error, OSError) are raised where a caller must word them;
    ``without_waiting`` writes raise at once when another program holds the journal; ``moved()``
    is told when a sale moved money; a checkout's gates are asked of ``approve``."""

    def __init__(
        self,
        journal: Journal,
        kept: KeptSaleService,
        approve: Approve,
        moved: Callable[[], None] = unmoved,
    ) -> None:
        self._journal = journal
        self.kept = kept  # the sale kept when the window closes: offered, discarded, voided
        self._approve = approve
        self._moved = moved
        self.reader = JournalReader.of(journal)
        self.papers = CustomerPapers(self.reader)

    def counter(
        self,
        client: Callable[[], PartnerClient],
        terms: Callable[[], SaleTerms],
        now: Callable[[], Any],
    ) -> Counter:
        """Where the checkouts of this desk settle their sales (each told to ``moved``)."""
        return Counter(client, self._journal, terms, now, self._moved)

    def asks(
        self,
        shift: Callable[[], Awaitable[Shift | None]],
        progress: Progress | None = None,
        waiting: Callable[[bool], None] | None = None,
    ) -> Asks:
        """What a checkout of this desk asks: the screen's ``shift``, ``progress`` and
        ``waiting``, and this service's own gates (``below_cost``, ``one_transfer``)."""
        return Asks(shift, self.below_cost, progress, self.one_transfer, waiting)

    async def below_cost(self, below: BelowCost) -> bool:
        """A price below cost, sent only on a supervisor's decision (the product and both totals
        shown with the PIN); ``NotApproved`` with the gate's sentence, nothing sent, without."""
        detail = PERMISSIONS.tr(
            "{product}: the customer pays {customer}, the wallet {wallet}."
        ).format(
            product=shown_product(below.product),
            customer=money_text(below.customer_total, CURRENCY),
            wallet=money_text(below.total_debited, CURRENCY),
        )
        await approved(self._approve, BELOW_COST, detail)
        return True

    async def one_transfer(self, earlier: EarlierTransfer) -> int:
        """A transfer reference ``earlier`` carries, allowed as one transfer split over both
        sales on a supervisor's decision (its id, recorded with the sale); ``NotApproved`` with
        the gate's sentence, nothing sent, without."""
        return await approved(self._approve, ONE_TRANSFER_TWO_SALES, repeated_text(earlier))

    @property
    def read_only(self) -> WriteFault | None:
        """Why the journal cannot be written (a sale then sells nothing); None when it can."""
        return self._journal.read_only

    async def returning_customer(self, phone: str) -> KnownCustomer | None:
        """The earlier customer of the wire number ``phone``, read in a worker."""
        return await asyncio.to_thread(returning_customer, self.reader.database, phone)

    async def mail_choice(self, email: str) -> bool | None:
        """Whether ``email``'s customer wanted their papers mailed last time (None: unknown),
        read in a worker."""
        return await asyncio.to_thread(remembered_choice, self.reader.database, email)

    def before_review_apart(
        self, review: Review, own: tuple[str, ...], counter: str
    ) -> BeforeReview | None:
        """``before_review`` on a connection of its own (blocking: for the review's worker);
        None when it must be read on the journal (``before_review_here``)."""
        return self.reader.read_apart(lambda reads: before_review(reads, review, own, counter))

    def before_review_here(
        self, review: Review, own: tuple[str, ...], counter: str
    ) -> BeforeReview:
        """``before_review`` on the journal's own connection (the UI thread's)."""
        return before_review(self._journal, review, own, counter)

    async def shown(self, voucher: Voucher, agency: AgencyDetails, request_id: str) -> SaleShown:
        """The voucher's bill and the till's sale of ``request_id``, read off the UI thread."""
        return await self.reader.read_off_ui(
            lambda reads: SaleShown(
                with_till(voucher, reads, agency),
                reads.till.sale(request_id),
                reads.tax.invoice_of(request_id) is not None,
            )
        )

    def request_body(self, request_id: str) -> Mapping[str, Any]:
        """The body ``request_id`` was sent with, as journalled ({} when it is not held)."""
        request = self._journal.find(request_id)
        return request.body if request is not None else {}

    # --- the draft of the sale being typed ------------------------------------------------------

    def save_draft(self, draft: Draft) -> None:
        """Keep ``draft`` with its scans, never waiting for a journal another program holds
        (``is_locked``: try again a moment later)."""
        journal = self._journal
        with journal.without_waiting():
            journal.drafts.save(draft.body, journal.drafts.write_scans(draft.scans))

    def keep_draft(self, summary: Mapping[str, Any]) -> None:
        """Tell the agency store this counter keeps the draft ``summary`` describes."""
        self._journal.drafts.keep(summary)

    def discard_draft(self) -> None:
        """No draft is kept any more."""
        self.kept.discard()

    def remember_mail_choice(self, email: str, wanted: bool, language: str) -> None:
        """Keep ``email``'s customer's choice of having their papers mailed, in ``language``.

        Written on the screen's thread just before the sale's own write: while another program
        holds the journal it fails at once (only the letter depends on it) rather than add a
        wait of its own to the sale's in the same turn."""
        with self._journal.without_waiting():
            self._journal.remember_mail_choice(email, wanted, language)
