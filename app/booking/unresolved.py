"""Sales whose answer has not come: what staff are shown, what they may not sell meanwhile, and
the only ways to stop waiting without the service's answer.

A create whose outcome is unknown may have been booked and paid. It is tried again under its
request_id until the service answers; meanwhile the same trip, day and customer cannot be sold
again (that would be the second charge). Staff may stop trying only when the journal proves the
request never left the machine; otherwise only the service's answer closes it, and a supervisor
may decide only what that answer cannot contradict (keep trying, or the customer left and the
sale is cancelled if it was booked: ``left.py``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from app.api.errors import NotSent
from app.api.models import BookingResult, CancelResult
from app.booking.faults import JOURNAL_ERRORS, journal_reason
from app.domain.money import CURRENCY
from app.domain.product_name import shown_product
from app.figures import amount_text, moment_text
from app.i18n import Catalogue, Said
from app.journal.records import Endpoint, JournalRequest
from app.journal.store import Journal, JournalReads

BOOKING_UNRESOLVED = Catalogue("BOOKING_UNRESOLVED")

EARLIER_SALE_UNRESOLVED = "EARLIER_SALE_UNRESOLVED"


@dataclass(frozen=True, slots=True)
class UnresolvedSale:
    """A journalled create still waiting for the service's answer.

    ``sent_at`` is when it was first handed to the network; None proves it never was.
    """

    request_id: str
    customer_name: str
    customer_email: str
    customer_phone: str
    product: str
    travel_date: str
    amount: Decimal | None
    created_at: dt.datetime
    sent_at: dt.datetime | None
    scans: int = 0  # the passengers' ID scans it holds, sealed until its answer comes

    @classmethod
    def of(cls, request: JournalRequest, sent_at: dt.datetime | None) -> UnresolvedSale:
        """The unresolved sale of a pending create."""
        body = request.body
        return cls(
            request.request_id,
            str(body.get("customer_name", "")),
            str(body.get("customer_email", "")),
            str(body.get("customer_phone", "")),
            request.product or request.module.value,
            str(body.get("travel_date", "")),
            request.amount,
            request.created_at,
            sent_at,
            len(request.scan_sha256),
        )

    @property
    def can_stop(self) -> bool:
        """Staff may stop trying: the journal proves nothing was sent."""
        return self.sent_at is None

    def describe(self) -> str:
        """``customer, trip on day, amount, sent at``, as the notice names it."""
        amount = (
            BOOKING_UNRESOLVED.tr("amount not priced")
            if self.amount is None
            else f"{CURRENCY} {amount_text(self.amount)}"
        )
        sent = (
            BOOKING_UNRESOLVED.tr("sent at {time}").format(time=moment_text(self.sent_at))
            if self.sent_at is not None
            else BOOKING_UNRESOLVED.tr("never sent (written down at {time})").format(
                time=moment_text(self.created_at)
            )
        )
        return BOOKING_UNRESOLVED.tr("{customer}, {product} on {date}, {amount}, {sent}").format(
            customer=self.customer_name,
            product=shown_product(self.product),
            date=self.travel_date,
            amount=amount,
            sent=sent,
        )

    def notice(self) -> str:
        """The sentence the header and the Book screen show."""
        return BOOKING_UNRESOLVED.tr("An earlier sale's answer has not come: {sale}.").format(
            sale=self.describe()
        )

    def matches(self, body: Mapping[str, Any], product: str) -> bool:
        """A new sale ``body`` of ``product`` is for the same trip, day and customer.

        Any one contact detail in common makes it the same customer: a name typed slightly
        differently the second time must not let the second charge through.
        """
        if product != self.product or str(body.get("travel_date")) != self.travel_date:
            return False
        pairs = (
            (self.customer_name, body.get("customer_name")),
            (self.customer_email, body.get("customer_email")),
            (self.customer_phone, body.get("customer_phone")),
        )
        return any(
            mine and str(theirs or "").strip().casefold() == mine.strip().casefold()
            for mine, theirs in pairs
        )


class SaleUnresolved(NotSent):
    """A sale refused before it was written or sent: an earlier sale of the same trip, day and
    customer has no answer yet, so this one could charge the customer twice."""


def unresolved_sales(journal: JournalReads) -> list[UnresolvedSale]:
    """Every create whose answer has not come, oldest first."""
    return [
        UnresolvedSale.of(request, journal.sent_at(request.request_id))
        for request in journal.pending()
        if request.endpoint is Endpoint.CREATE_BOOKING
    ]


def same_sale(
    journal: JournalReads, body: Mapping[str, Any], product: str, own: Collection[str] = ()
) -> UnresolvedSale | None:
    """The unresolved sale (not one of ``own`` request_ids) the new ``body`` would repeat."""
    mine = {*own, body.get("request_id")}
    return next(
        (
            s
            for s in unresolved_sales(journal)
            if s.request_id not in mine and s.matches(body, product)
        ),
        None,
    )


def refuse_if_unresolved(
    journal: Journal, body: Mapping[str, Any], product: str, own: Collection[str] = ()
) -> None:
    """Raise ``SaleUnresolved`` when ``body`` repeats an unresolved sale (see ``same_sale``)."""
    sale = same_sale(journal, body, product, own)
    if sale is not None:
        raise SaleUnresolved(
            BOOKING_UNRESOLVED.tr(
                "{notice} This sale is for the same trip, day and customer, so it is not sent: "
                "it could be charged twice. The app keeps asking the service; sell it again only "
                "once that sale is settled."
            ).format(notice=sale.notice()),
            code=EARLIER_SALE_UNRESOLVED,
            request_id=str(body.get("request_id")),
        )


class CannotStop(Said):
    """Staff asked to stop trying a sale that may have left the machine."""


def stop_trying(journal: Journal, request_id: str, staff: str = "counter staff") -> None:
    """Close an unresolved sale that provably never left the machine (``CannotStop`` if it
    may have: only the service's answer or a supervisor's decision ends that one)."""
    if journal.sent_at(request_id) is not None:
        raise CannotStop(
            BOOKING_UNRESOLVED.tr(
                "This sale may have reached the service, so it may be booked and paid. Only the "
                "service's answer can close it; if the customer has left, a supervisor can have "
                "it cancelled as soon as it shows booked."
            )
        )
    journal.decide(
        request_id,
        by=staff,
        supervisor=False,
        reason=BOOKING_UNRESOLVED.tr("Stopped: the journal shows it was never sent."),
    )


@dataclass
class UnsavedAnswers:
    """Answers the service gave that the journal could not record yet, kept in memory and
    written again until the journal takes them (their requests stay pending on disk, so a
    restart replays them and the service gives the same answers back)."""

    answers: dict[str, BookingResult | CancelResult] = field(default_factory=dict)
    reason: str = ""

    def keep(self, request_id: str, answer: BookingResult | CancelResult) -> None:
        """Hold ``answer`` until it is written."""
        self.answers[request_id] = answer

    def write(self, journal: Journal) -> list[str]:
        """Try to record every held answer; the request_ids now written."""
        written = []
        for request_id, answer in list(self.answers.items()):
            try:
                if isinstance(answer, BookingResult):
                    journal.booked(request_id, answer)
                else:
                    journal.cancelled(request_id, answer)
            except JOURNAL_ERRORS as exc:
                self.reason = journal_reason(exc)
                continue
            del self.answers[request_id]
            written.append(request_id)
        return written

    def notice(self) -> str:
        """What the header says while answers wait to be written ('' when none do)."""
        if not self.answers:
            return ""
        names = ", ".join(
            BOOKING_UNRESOLVED.tr("booking {reference}").format(reference=answer.booking_ref)
            if isinstance(answer, BookingResult)
            else BOOKING_UNRESOLVED.tr("refund {reference}").format(
                reference=answer.refund_reference
            )
            for answer in self.answers.values()
        )
        if self.reason:
            return BOOKING_UNRESOLVED.tr(
                "Not saved on this computer yet ({reason}): {names}. The app keeps trying."
            ).format(reason=self.reason, names=names)
        return BOOKING_UNRESOLVED.tr(
            "Not saved on this computer yet: {names}. The app keeps trying."
        ).format(names=names)
