"""A cancellation's write: what to cancel, its QUOTE beside the whole booking's and the wallet
after, and the CONFIRM, journalled ahead like a sale (its replay is ``replay.py``'s)."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from app.api.client import PartnerClient
from app.api.errors import ApiError
from app.api.models import (
    BookingStatusData,
    CancelQuoteResult,
    CancelRequest,
    CancelResult,
    Traveler,
    WalletData,
    new_request_id,
)
from app.booking.faults import JOURNAL_ERRORS, cannot_save
from app.booking.journal_waits import LockWait
from app.booking.replay import record_cancelled, record_failure
from app.domain.agent import AgentRef
from app.domain.cancellation import PolicyBand, policy_band
from app.domain.clock import at_service_time, service_today
from app.domain.modules import Module
from app.domain.money import money
from app.domain.status import BookingStatus
from app.domain.tenders import TenderKind
from app.domain.till import RefundLines
from app.domain.wallet import WalletState, split_refund
from app.i18n import Catalogue
from app.journal.store import Journal
from app.journal.till import RefundDue
from app.records.bookings import BookingRow

BOOKING_CANCEL = Catalogue("BOOKING_CANCEL")


def is_active(traveller: Traveler) -> bool:
    """A traveller not cancelled yet."""
    return BookingStatus.of(traveller.traveler_status) is BookingStatus.CONFIRMED


def is_cancelled(status: BookingStatusData) -> bool:
    """Nothing of the booking is left to cancel."""
    return BookingStatus.of(status.booking_status) is BookingStatus.CANCELLED


@dataclass(frozen=True, slots=True)
class CancelChoice:
    """What to cancel of one booking: ACTIVITY seats, or BOAT travellers by passenger id.

    ``whole`` marks the choice of everything still active (it is quoted beside any partial one).
    """

    booking_ref: str
    module: Module
    seats: int
    passenger_ids: tuple[int, ...] = ()
    whole: bool = False
    names: tuple[str, ...] = ()  # the BOAT passengers' names, in the order of their ids

    def request(self, action: Literal["QUOTE", "CONFIRM"], request_id: str) -> CancelRequest:
        """The cancel_booking request of this choice."""
        if self.module is Module.ACTIVITY:
            return CancelRequest(
                request_id=request_id,
                booking_ref=self.booking_ref,
                module_type=self.module,
                action=action,
                qty=self.seats,
            )
        return CancelRequest(
            request_id=request_id,
            booking_ref=self.booking_ref,
            module_type=self.module,
            action=action,
            passenger_ids=list(self.passenger_ids),
        )

    def describe(self) -> str:
        """``the whole booking``, ``1 seat``, ``2 passengers``."""
        if self.whole:
            return BOOKING_CANCEL.tr("the whole booking")
        seats = self.seats
        if self.module is Module.ACTIVITY:
            return BOOKING_CANCEL.tr("%n seat(s)", "", seats)
        return BOOKING_CANCEL.tr("%n passenger(s)", "", seats)


def departure_of(status: BookingStatusData) -> dt.datetime | None:
    """A BOAT booking's departure; None for an ACTIVITY (its status gives no start time)."""
    meta = status.metadata
    if meta.travel_date is None or not meta.departure_time:
        return None
    try:
        return at_service_time(meta.travel_date, dt.time.fromisoformat(meta.departure_time))
    except ValueError:
        return None


def window_closed(status: BookingStatusData, now: dt.datetime) -> bool:
    """Whether cancelling ``status`` is closed by this clock (24 h before the start): its
    departure under 24 h away or past, or, with no start time (an ACTIVITY), its travel day
    today or past (any start on it is under 24 h away). False when the clock cannot tell: the
    service's quote says."""
    start = departure_of(status)
    if start is not None:
        return policy_band(start, now) is PolicyBand.WINDOW_CLOSED
    day = status.metadata.travel_date
    return day is not None and day <= service_today(now)


def active_seats(status: BookingStatusData) -> int | None:
    """Seats still active: the BOAT manifest's confirmed travellers, or the ACTIVITY metadata's
    ``active_qty`` (None when the service does not say)."""
    if is_cancelled(status):
        return 0
    if status.traveler_manifest is not None:
        return sum(1 for traveller in status.traveler_manifest if is_active(traveller))
    return status.metadata.active_qty


def whole_booking(status: BookingStatusData, seats: int | None = None) -> CancelChoice | None:
    """Everything still active of the booking; ``seats`` when the caller knows better (ACTIVITY).

    None when nothing is left, or when the number of ACTIVITY seats is not known.
    """
    if status.traveler_manifest is not None:
        ids = tuple(
            traveller.passenger_id
            for traveller in status.traveler_manifest
            if is_active(traveller) and traveller.passenger_id is not None
        )
        return _choice(status, len(ids), ids, whole=True) if ids else None
    left = seats if seats is not None else active_seats(status)
    return _choice(status, left, whole=True) if left else None


def some_seats(status: BookingStatusData, seats: int) -> CancelChoice:
    """``seats`` ACTIVITY seats of the booking."""
    return _choice(status, seats, whole=seats == active_seats(status))


def some_travellers(status: BookingStatusData, passenger_ids: Sequence[int]) -> CancelChoice:
    """The BOAT travellers ``passenger_ids`` of the booking."""
    ids = tuple(sorted(passenger_ids))
    return _choice(status, len(ids), ids, whole=len(ids) == active_seats(status))


def choices_to_quote(
    status: BookingStatusData, part: bool, ticked: Sequence[int], seats: int
) -> list[CancelChoice]:
    """What a quote compares: the whole booking, and, with ``part``, the part chosen when it
    differs (the BOAT travellers ``ticked``, none while none is; else ``seats`` ACTIVITY seats)."""
    whole = whole_booking(status, active_seats(status))
    found = [whole] if whole is not None else []
    if not part:
        return found
    if status.module is Module.BOAT:
        chosen = some_travellers(status, ticked) if ticked else None
    else:
        chosen = some_seats(status, seats)
    if chosen is not None and chosen != whole:
        found.append(chosen)
    return found


def _choice(
    status: BookingStatusData, seats: int, ids: tuple[int, ...] = (), *, whole: bool
) -> CancelChoice:
    named = {t.passenger_id: t.traveler_name for t in status.traveler_manifest or ()}
    names = tuple(named[pid] for pid in ids if pid in named)
    return CancelChoice(status.booking_reference, status.module, seats, ids, whole, names)


@dataclass(frozen=True, slots=True)
class CustomerQuote:
    """The customer's refund by the rule for a quoted choice: its lines, and how much of it
    goes back by each tender the sale was paid with (registry order)."""

    lines: RefundLines
    by: tuple[tuple[TenderKind, Decimal], ...]


@dataclass(frozen=True, slots=True)
class QuotedChoice:
    """A choice, the service's QUOTE of it, how the wallet would stand after the refund, and
    the customer's refund beside it (None: not worked out, or not paid for at this till)."""

    choice: CancelChoice
    quote: CancelQuoteResult
    balance_after: Decimal
    credit_used_after: Decimal
    currency: str
    customer: CustomerQuote | None = None

    @property
    def net_refund(self) -> Decimal:
        """What CONFIRM would credit to the wallet."""
        return self.quote.quote.net_agent_refund


def wallet_after(wallet: WalletData, refund: Decimal) -> tuple[Decimal, Decimal]:
    """Cash balance and credit used after ``refund``: it repays credit first, then cash."""
    credit = wallet.credit_facility
    state = WalletState(
        cash=wallet.financial_balances.live_available_balance,
        allocated_limit=credit.allocated_limit,
        limit_utilized=credit.limit_utilized,
    )
    split = split_refund(refund, state)
    return money(state.cash + split.cash_part), money(state.limit_utilized - split.credit_repaid)


async def quote_choices(
    client: PartnerClient, choices: Sequence[CancelChoice]
) -> list[QuotedChoice]:
    """QUOTE every choice (QUOTE changes nothing) and read the wallet fresh, all at once."""
    # Each QUOTE is a read of its own: a fresh request_id, never an earlier QUOTE's stored answer.
    wallet_result, quotes = await asyncio.gather(
        client.wallet_balance(),
        asyncio.gather(
            *(
                client.cancel_booking(choice.request("QUOTE", new_request_id()))
                for choice in choices
            )
        ),
    )
    wallet = wallet_result.data
    quoted = []
    for choice, quote in zip(choices, quotes, strict=True):
        assert isinstance(quote, CancelQuoteResult)  # the client parses a QUOTE as one
        balance, credit_used = wallet_after(wallet, quote.quote.net_agent_refund)
        quoted.append(
            QuotedChoice(choice, quote, balance, credit_used, wallet.financial_balances.currency)
        )
    return quoted


@dataclass(frozen=True, slots=True)
class CancelOutcome:
    """A confirmed cancellation: its ``request_id``, the service's answer and the booking's row
    in the history after it (None when the booking was not sold at this counter). ``saved`` is
    False when the journal could not record it (it stays pending there; the write is to be
    tried again)."""

    request_id: str
    result: CancelResult
    row: BookingRow | None
    saved: bool = True


async def confirm_cancellation(
    client: PartnerClient,
    journal: Journal,
    choice: CancelChoice,
    request_id: str,
    agent: AgentRef | None,
    due: RefundDue | None = None,
    writes: LockWait | None = None,
) -> CancelOutcome:
    """Journal the CONFIRM as pending (with ``due``, the customer's refund it comes to), send
    it, journal its outcome; what it came to. Another program's lock on the journal is waited
    out as a sale's is (``app.booking.sale.settle``), through ``writes`` (by default a
    ``LockWait`` of its own, telling nobody).

    A failure is journalled and raised as ``ApiError``: ``is_final`` tells whether nothing was
    (or will be) done under ``request_id``. If not, the outcome is unknown: the request stays
    pending, and sending it again with the same request_id (a retry now, passing the same
    ``request_id``, or the background replay) settles it once. The journal counts one more
    attempt and the service answers a replay with its first answer, so the wallet is never
    credited twice. Once the service's environment changed, nothing is journalled or sent and
    the client's ``EnvironmentChangedError`` is raised (not final: the request_id is kept for the
    retry after staff reconnect). A journal that cannot be written before sending raises
    ``JournalFault`` (nothing sent); one that cannot record the answer gives ``saved=False``.
    """
    client.refuse_if_environment_changed(request_id)
    request = choice.request("CONFIRM", request_id)
    writes = writes or LockWait(journal)
    try:
        await writes.write(
            lambda: journal.add_cancel(request, agent=agent, names=choice.names, due=due)
        )
        await writes.write(lambda: journal.mark_sent(request_id))
    except JOURNAL_ERRORS as exc:
        raise cannot_save(exc, request_id, "cancellation") from exc
    try:
        result = await client.cancel_booking(request)
    except ApiError as error:
        await record_failure(journal, request_id, error, writes)
        raise
    # A CONFIRM is always parsed as a CancelResult by the client.
    assert isinstance(result, CancelResult)
    recorded = await record_cancelled(journal, request_id, result, writes)
    return CancelOutcome(request_id, result, *recorded)
