"""Resolving writes whose outcome is unknown: send each again under the same request_id.

The service answers a same-request_id, same-body replay with what it answered the first time
(changing nothing) and processes it only if it never got it, so a replay can neither lose a
booking nor charge it twice, as long as it goes to the same agent, with the identical body,
within the 30 days the service keeps its answers. A request that cannot meet all three is left
pending and reported, never guessed at.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from app.api.client import PartnerClient
from app.api.errors import ApiError
from app.booking.faults import JOURNAL_ERRORS, journal_reason
from app.booking.journal_waits import LockWait, written
from app.booking.outcomes import is_final
from app.domain.agent import AgentRef
from app.domain.money import CURRENCY
from app.domain.product_name import shown_product
from app.figures import amount_text
from app.i18n import Catalogue
from app.journal.records import Endpoint, JournalRequest
from app.journal.store import Journal, booking_row
from app.records.bookings import BookingRow
from app.records.customers import ScansUnavailable

if TYPE_CHECKING:
    from app.api.models import BookingResult, CancelResult, WalletResult

BOOKING_REPLAY = Catalogue("BOOKING_REPLAY")

log = logging.getLogger(__name__)

# The service keeps stored answers for at least 30 days (docs/partner-interface.md §17).
REPLAY_WINDOW = dt.timedelta(days=30)


class ResolutionKind(StrEnum):
    """What a replay found out."""

    BOOKED = "booked"
    CANCELLED = "cancelled"
    NOT_DONE = "not_done"  # refused for good: nothing was booked or cancelled
    UNRESOLVED = "unresolved"  # still not known: left pending for the next try


@dataclass(frozen=True, slots=True)
class Resolution:
    """One pending request after a replay, with a sentence for the staff."""

    request_id: str
    endpoint: Endpoint
    kind: ResolutionKind
    message: str
    booking_ref: str | None = None
    row: BookingRow | None = None
    answer: BookingResult | CancelResult | None = None
    error: ApiError | None = None
    saved: bool = True  # False: the answer is known but the journal could not record it yet

    @classmethod
    def of(
        cls,
        request: JournalRequest,
        kind: ResolutionKind,
        sentence: str,
        *,
        booking_ref: str | None = None,
        row: BookingRow | None = None,
        answer: BookingResult | CancelResult | None = None,
        error: ApiError | None = None,
        saved: bool = True,
    ) -> Resolution:
        """The resolution of ``request``; ``sentence`` (translated) says what became of it."""
        return cls(
            request.request_id,
            request.endpoint,
            kind,
            sentence,
            booking_ref or request.booking_ref,
            row,
            answer,
            error,
            saved,
        )


def agent_of(wallet: WalletResult) -> AgentRef:
    """The agent (and tenant) whose wallet answer this is."""
    return AgentRef(wallet.data.agent_id, wallet.data.tenant_id)


async def answering_agent(client: PartnerClient) -> AgentRef | None:
    """The agent the service answers for now; None when it does not answer (the caller's next
    round tries again)."""
    try:
        return agent_of(await client.wallet_balance())
    except ApiError:
        return None


def describe(request: JournalRequest) -> str:
    """The request in staff's words: whose booking of what, or which cancellation."""
    body = request.body
    if request.endpoint is Endpoint.CANCEL_BOOKING:
        return BOOKING_REPLAY.tr("The cancellation of booking {reference}").format(
            reference=body.get("booking_ref")
        )
    return BOOKING_REPLAY.tr("The booking for {customer} ({product}, {date})").format(
        customer=body.get("customer_name"),
        product=shown_product(request.product) or request.module.value,
        date=body.get("travel_date"),
    )


def _unresolved(request: JournalRequest, why: str, error: ApiError | None = None) -> Resolution:
    sentence = BOOKING_REPLAY.tr("{request} is not confirmed yet: {why}").format(
        request=describe(request), why=why
    )
    return Resolution.of(request, ResolutionKind.UNRESOLVED, sentence, error=error)


async def record_failure(
    journal: Journal, request_id: str, error: ApiError, writes: LockWait | None = None
) -> bool:
    """Journal a write's failure (through ``writes``: another program's lock waited out off the
    screen's thread); True when it settles the request (nothing was done)."""
    final = is_final(error)
    try:
        await written(writes, lambda: journal.failed(request_id, error, final=final))
    except JOURNAL_ERRORS:
        # Left pending: its next replay hears the same refusal and records it then.
        log.exception("The journal could not record the failure of %s", request_id)
    return final


async def record_booked(
    journal: Journal,
    request_id: str,
    product: str,
    body: Mapping[str, Any],
    result: BookingResult,
    writes: LockWait | None = None,
) -> tuple[BookingRow, bool]:
    """Journal a booking the service made (through ``writes``, as ``record_failure``); its
    history row, and False when the journal could not record it (the row is then made in
    memory, and the request stays pending on disk)."""
    try:
        return await written(writes, lambda: journal.booked(request_id, result)), True
    except JOURNAL_ERRORS:
        log.exception("The journal could not record booking %s", result.booking_ref)
        return booking_row(request_id, product, body, result, journal.now()), False


async def record_cancelled(
    journal: Journal, request_id: str, result: CancelResult, writes: LockWait | None = None
) -> tuple[BookingRow | None, bool]:
    """Journal a cancellation the service confirmed (through ``writes``, as ``record_failure``);
    the booking's row (None if not sold here or unreadable), and False when the journal could
    not record it."""
    try:
        return await written(writes, lambda: journal.cancelled(request_id, result)), True
    except JOURNAL_ERRORS:
        log.exception("The journal could not record refund %s", result.refund_reference)
        return None, False


async def resolve_pending(
    journal: Journal, client: PartnerClient, only: Collection[str] | None = None
) -> list[Resolution]:
    """Replay every pending request of ``journal`` (oldest first), or those of them whose
    request ids are in ``only``; what became of each."""
    pending = [
        request for request in journal.pending() if only is None or request.request_id in only
    ]
    if not pending:
        return []
    try:
        wallet = await client.wallet_balance()
    except ApiError as error:
        why = BOOKING_REPLAY.tr(
            "the service did not answer ({problem}). It will be tried again."
        ).format(problem=error.message)
        return [_unresolved(request, why, error) for request in pending]
    agent = agent_of(wallet)
    return [await send_again(journal, client, request, agent) for request in pending]


async def send_again(
    journal: Journal,
    client: PartnerClient,
    request: JournalRequest,
    agent: AgentRef | None,
    writes: LockWait | None = None,
) -> Resolution:
    """Replay one pending request as ``agent`` and journal its outcome (never raises ApiError;
    ``writes``: the journal's writes made as ``record_failure`` makes them)."""
    if request.agent is not None and agent is not None and request.agent != agent:
        return _unresolved(
            request,
            BOOKING_REPLAY.tr(
                "it was sent as agent {agent} ({tenant}); it is resolved when the app next runs "
                "with that agent's key."
            ).format(agent=request.agent.agent_id, tenant=request.agent.tenant_id),
        )
    if journal.now() - request.created_at > REPLAY_WINDOW:
        return _unresolved(
            request,
            BOOKING_REPLAY.tr(
                "it is older than the 30 days the service keeps answers, so sending it again "
                "could book it twice. Check it with the service."
            ),
        )
    try:
        body = journal.full_body(request)
    except ScansUnavailable as exc:
        return _unresolved(
            request,
            BOOKING_REPLAY.tr("it cannot be sent again as it was ({problem}).").format(problem=exc),
        )
    try:
        await written(writes, lambda: journal.count_attempt(request.request_id))
        await written(writes, lambda: journal.mark_sent(request.request_id))
    except JOURNAL_ERRORS as exc:
        return _unresolved(
            request,
            BOOKING_REPLAY.tr("this computer cannot save it now: {reason}.").format(
                reason=journal_reason(exc)
            ),
        )
    try:
        if request.endpoint is Endpoint.CREATE_BOOKING:
            booked = await client.create_booking(body, replay=True)
            row, saved = await record_booked(
                journal, request.request_id, request.product, request.body, booked, writes
            )
            return Resolution.of(
                request,
                ResolutionKind.BOOKED,
                BOOKING_REPLAY.tr("{request} went through: booking {reference}.").format(
                    request=describe(request), reference=booked.booking_ref
                ),
                booking_ref=booked.booking_ref,
                row=row,
                answer=booked,
                saved=saved,
            )
        cancelled = await client.cancel_booking(body)
        from app.api.models import CancelResult  # imported with the call's own models

        # Only CONFIRM cancellations are journalled, and they answer with a CancelResult.
        assert isinstance(cancelled, CancelResult)
        cancel_row, saved = await record_cancelled(journal, request.request_id, cancelled, writes)
        return Resolution.of(
            request,
            ResolutionKind.CANCELLED,
            # The wallet's refund is the agency's, not the customer's: the customer's own is
            # offered in Lookup (and named in the header while it is owed).
            BOOKING_REPLAY.tr(
                "{request} went through: the service credited {currency} {amount} back to the "
                "agency's wallet (refund {reference}). What the customer gets back is shown in "
                "Lookup."
            ).format(
                request=describe(request),
                currency=CURRENCY,
                amount=amount_text(cancelled.pricing_summary.net_agent_refund_credited),
                reference=cancelled.refund_reference,
            ),
            row=cancel_row,
            answer=cancelled,
            saved=saved,
        )
    except ApiError as error:
        if not await record_failure(journal, request.request_id, error, writes):
            return _unresolved(
                request,
                BOOKING_REPLAY.tr("{problem} It will be tried again.").format(
                    problem=error.message
                ),
                error,
            )
        sentence = BOOKING_REPLAY.tr("{request} was not made: {problem}").format(
            request=describe(request), problem=error.message
        )
        return Resolution.of(request, ResolutionKind.NOT_DONE, sentence, error=error)
