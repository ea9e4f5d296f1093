"""A sale's write: ``settle`` journals it ahead, sends it, replays an earlier attempt, and returns
the outcome the screen shows (booking, its history row, the body booked, the wallet after)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from app.api.body import Progress
from app.api.client import PartnerClient
from app.api.codes import ErrorCode
from app.api.errors import ApiError, InsufficientFundsError
from app.api.models import BookingResult, CreateBookingRequest, WalletResult
from app.booking.faults import JOURNAL_ERRORS, cannot_save
from app.booking.flow import BookingFlow, Review
from app.booking.journal_waits import LockWait, told
from app.booking.replay import ResolutionKind, record_booked, record_failure, send_again
from app.booking.unresolved import refuse_if_unresolved
from app.domain.money import CURRENCY
from app.journal.notices import NoticeShown
from app.journal.records import RequestState
from app.journal.store import Journal
from app.journal.till import TillSale
from app.records.bookings import BookingRow


@dataclass(frozen=True, slots=True)
class SettleOutcome:
    """The booking made, its row in the history, and the wallet just after (None if unread).

    ``body`` is the request the service booked: the voucher shows what was sent, not what the
    form says now. ``earlier`` is True when an earlier attempt of this sale, sent before the form
    was last edited, turned out to have been booked: the booking (and ``body``) are as that
    attempt had them. ``saved`` is False when the journal could not record the booking: ``row``
    is then made in memory and the write is to be tried again.
    """

    result: BookingResult
    row: BookingRow
    body: Mapping[str, Any]
    wallet: WalletResult | None
    earlier: bool = False
    saved: bool = True

    @property
    def request(self) -> CreateBookingRequest:
        """``body`` typed: the request as booked (scans left out, ID numbers as journalled)."""
        return CreateBookingRequest.model_validate(self.body)


async def settle(
    client: PartnerClient,
    journal: Journal,
    flow: BookingFlow,
    *,
    on_progress: Progress | None = None,
    sale: TillSale | None = None,
    notice: NoticeShown | None = None,
    on_waiting: Callable[[bool], None] | None = None,
) -> SettleOutcome:
    """Book the flow's reviewed sale, once, whatever fails on the way (``notice``: the privacy
    notice the customer was shown, journalled with the request).

    No journal write waits on the event loop's thread for another program's lock: each is
    tried again, awaiting between tries (``LockWait``), ``on_waiting`` told while the wait
    lasts whether the sale was sent; once its patience is spent before sending,
    ``JournalLocked`` (nothing sent), after the answer ``saved=False``.

    ``sale`` is the customer's payment: journalled pending with the request, taken (and its
    receipt numbered) with the booking, marked given back with a refusal.

    The request is journalled as pending before it is sent and its outcome after; the client
    retries it with the same request_id. An earlier attempt of this sale whose outcome is not
    known is resolved first, and if it was booked that booking is the outcome (nothing is sent
    again). Refusals and failures are journalled and raised as ``ApiError``; a wallet the review
    shows short raises ``InsufficientFundsError`` before anything is written or sent, and so
    does the client's ``EnvironmentChangedError`` once the service's environment changed. So does
    ``SaleUnresolved`` while an earlier sale of the same trip, day and customer awaits its
    answer, and ``JournalFault`` when the journal cannot be written before sending. Once the
    service has booked it, a journal that cannot record it does not hide the booking: the
    outcome says ``saved=False``.
    """
    if flow.result is not None:
        row = journal.history.find(flow.result.booking_ref)
        if row is not None:
            return SettleOutcome(flow.result, row, _body_of(journal, row), flow.wallet)
    # Before the journal: a request written down and then refused by the client would stay
    # pending, and be replayed at the next start to whichever service is configured then.
    client.refuse_if_environment_changed()
    # Checking a large booking's scans takes a while: off the event loop.
    review = await asyncio.to_thread(flow.review)
    writes = LockWait(journal, told(on_waiting, sent=False))
    earlier = await _resolve_earlier(client, journal, flow, review, writes)
    if earlier is not None:
        return earlier
    if review.shortfall:
        # Staff read the shortfall by the wallet line on review, which does not offer Confirm;
        # this guard's message is for the log (the bridge shows the refusal's own sentence).
        raise InsufficientFundsError(
            f"The wallet is short by {review.shortfall} {CURRENCY} for this booking.",
            code=ErrorCode.INSUFFICIENT_WALLET_FUNDS,
            request_id=review.request_id,
        )
    request = review.request
    try:
        refuse_if_unresolved(journal, request.to_wire(), review.product, flow.sent_request_ids)
        body = await _write_ahead(journal, writes, review, sale, notice)
    except JOURNAL_ERRORS as exc:
        raise cannot_save(exc, request.request_id) from exc
    flow.mark_sent(request.request_id)
    try:
        result = await client.create_booking(
            request, identity_flags=review.flags, on_progress=on_progress
        )
    except ApiError as error:
        # Recorded without a word: the refusal (or its unknown outcome) is what staff read next.
        if await record_failure(journal, request.request_id, error, LockWait(journal)):
            flow.discard_review()
        raise
    # The answer is recorded with patience of its own: the wait before sending spent none of it.
    recording = LockWait(journal, told(on_waiting, sent=True))
    row, saved = await record_booked(
        journal, request.request_id, review.product, body, result, recording
    )
    return await _booked(client, flow, result, row, body, saved=saved)


async def _write_ahead(
    journal: Journal,
    writes: LockWait,
    review: Review,
    sale: TillSale | None,
    notice: NoticeShown | None,
) -> Mapping[str, Any]:
    """Journal the request (and ``sale``, the payment) as pending, then that it is being sent
    (just before it is), each write through ``writes``; the body as journalled (scans left
    out)."""
    request = review.request
    request_id = request.request_id
    journalled = journal.find(request_id)
    if journalled is None:
        stripped = await asyncio.to_thread(journal.save_scans, request)
        journalled = await writes.write(
            lambda: journal.add_create(
                stripped,
                product=review.product,
                agent=review.agent,
                amount=review.total_debited,
                sale=sale,
                notice=notice,
            )
        )
    else:
        await writes.write(lambda: journal.count_attempt(request_id))
    await writes.write(lambda: journal.mark_sent(request_id))
    return journalled.body


async def _resolve_earlier(
    client: PartnerClient, journal: Journal, flow: BookingFlow, review: Review, writes: LockWait
) -> SettleOutcome | None:
    """Replay this sale's earlier requests still pending: one may already have booked it."""
    for request_id in flow.sent_request_ids:
        try:
            earlier = journal.find(request_id)
        except JOURNAL_ERRORS as exc:  # a journal damaged since: this sale is not sent either
            raise cannot_save(exc, review.request_id) from exc
        if request_id == review.request_id or earlier is None:
            continue
        if earlier.state is not RequestState.PENDING:
            continue
        resolution = await send_again(journal, client, earlier, review.agent, writes)
        if resolution.kind is ResolutionKind.UNRESOLVED:
            # Sending the edited sale now could book it twice.
            raise resolution.error or ApiError(resolution.message, request_id=request_id)
        if isinstance(resolution.answer, BookingResult) and resolution.row is not None:
            return await _booked(
                client,
                flow,
                resolution.answer,
                resolution.row,
                earlier.body,
                earlier=True,
                saved=resolution.saved,
            )
    return None


def _body_of(journal: Journal, row: BookingRow) -> Mapping[str, Any]:
    """The body of the request that made ``row``'s booking, as journalled."""
    request = journal.find(row.request_id)
    assert request is not None  # every booking row is made from its journalled request
    return request.body


async def _booked(
    client: PartnerClient,
    flow: BookingFlow,
    result: BookingResult,
    row: BookingRow,
    body: Mapping[str, Any],
    *,
    earlier: bool = False,
    saved: bool = True,
) -> SettleOutcome:
    flow.mark_booked(result)
    try:
        wallet: WalletResult | None = await client.wallet_balance()
    except ApiError:
        # The booking is made; a balance that cannot be read now is read again later.
        wallet = None
    return SettleOutcome(result, row, body, wallet, earlier, saved)
