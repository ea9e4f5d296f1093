"""A sale whose answer never came is not sold twice: the same trip, day and customer is refused
until the service answers; only the answer or a recorded decision closes it."""

from __future__ import annotations

import datetime as dt
import random
from decimal import Decimal
from pathlib import Path

import httpx
import pytest

from app.api import NetworkError, ProtocolError
from app.booking import (
    BookingFlow,
    CannotStop,
    ResolutionKind,
    SaleUnresolved,
    resolve_pending,
    settle,
    stop_trying,
    unresolved_sales,
)
from app.domain.money import from_paise
from app.i18n import HINDI, in_language
from app.journal import Journal, RequestState
from app.journal.records import DECIDED
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import TRAVEL_DAY, activity_choice, journal_unsent, with_customer
from tests.conftest import FAST_RETRY, client_for
from tests.sandbox.helpers import state
from tests.transports import DropAfterCommit, ReplaceAnswer, dropping_client

# Every try of one sale (the first and the client's retries) loses its answer.
ONE_SALES_TRIES = 1 + FAST_RETRY.max_retries
CUSTOMER = ("Asha Rao", "asha.rao@example.in", "9876543210")
# The same customer typed again another way: any one contact detail in common is the same one.
AGAIN = [
    ("asha rao", "asha.rao@example.in", "9876543210"),
    ("Asha R.", "ASHA.RAO@example.in", "9000000001"),
    ("A. Rao", "someone@example.in", "9876543210"),
    ("Asha Rao ", "other@example.in", "9000000002"),
]


def sale_of(
    sandbox: EmbeddedSandbox, customer: tuple[str, str, str], qty: int, trip: int = 0
) -> BookingFlow:
    """A sale of ``qty`` seats to ``customer`` of the ``trip``-th trip (8 activities a day)."""
    day = TRAVEL_DAY + dt.timedelta(days=trip // 8)
    choice = activity_choice(sandbox, 1 + trip % 8, day=day)
    flow = BookingFlow(choice, today=sandbox.context.today)
    flow.set_customer(name=customer[0], email=customer[1], phone=customer[2])
    flow.set_qty(qty)
    return flow


class CutBeforeSending(httpx.AsyncBaseTransport):
    """The cable is pulled just as create_booking goes out: the service never gets it."""

    def __init__(self) -> None:
        self._inner = httpx.AsyncHTTPTransport()
        self.cut = True

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.cut and request.url.path.endswith("create_booking.php"):
            raise httpx.WriteError("the connection dropped while sending", request=request)
        return await self._inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self._inner.aclose()


async def test_twenty_resales_after_lost_answers_end_with_one_booking_per_sale(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    before = state(sandbox)
    intended = 0
    journalled = Decimal(0)
    for trial in range(20):
        rng = random.Random(trial)
        folder = tmp_path / f"counter-{trial}"
        journal = Journal(folder)
        lost = sale_of(sandbox, CUSTOMER, rng.randint(1, 2), trial)
        transport = DropAfterCommit("create_booking.php", drops=ONE_SALES_TRIES)
        async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
            wallet = await client.wallet_balance()
            lost.set_wallet(wallet)
            with pytest.raises(NetworkError):
                await settle(client, journal, lost)
            [unresolved] = unresolved_sales(journal)
            assert unresolved.sent_at is not None and not unresolved.can_stop
            # Staff give up on it and sell it again, however they type the customer.
            again = sale_of(sandbox, rng.choice(AGAIN), rng.randint(1, 2), trial)
            again.set_wallet(wallet)
            with pytest.raises(SaleUnresolved, match="An earlier sale's answer has not come"):
                await settle(client, journal, again)
            # Another customer's sale goes ahead (staff were asked first, on screen).
            other = sale_of(
                sandbox, (f"Ravi Kumar {trial}", "ravi@example.in", "9123456789"), 1, trial
            )
            other.set_wallet(wallet)
            await settle(client, journal, other)
        intended += 2
        journal.close()
        # The next start: the lost sale is asked about under its own request_id.
        with Journal(folder) as restarted:
            async with client_for(sandbox, sandbox.demo_key) as client:
                [resolution] = await resolve_pending(restarted, client)
            assert resolution.kind is ResolutionKind.BOOKED
            assert resolution.request_id == unresolved.request_id
            assert restarted.pending() == []
            rows = list(restarted.history.rows())
        after = state(sandbox)
        assert len(rows) == 2
        assert after.bookings == before.bookings + intended
        journalled += sum(row.total_debited for row in rows)
    assert after.bookings == before.bookings + 40
    # The wallet paid for exactly the bookings the journals hold: nothing twice.
    debited = sum(
        (b_cash - a_cash) + (a_used - b_used)
        for (_, b_cash, b_used), (_, a_cash, a_used) in zip(
            before.wallets, after.wallets, strict=True
        )
    )
    assert from_paise(debited) == journalled


async def test_an_answer_lost_before_the_service_got_it_still_books_once(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    before = state(sandbox)
    transport = CutBeforeSending()
    with Journal(tmp_path) as journal:
        flow = sale_of(sandbox, CUSTOMER, 2)
        async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
            flow.set_wallet(await client.wallet_balance())
            with pytest.raises(NetworkError):
                await settle(client, journal, flow)
            nothing = state(sandbox)
            assert (nothing.bookings, nothing.wallets) == (before.bookings, before.wallets)
            again = sale_of(sandbox, CUSTOMER, 2)
            again.set_wallet(flow.wallet)  # type: ignore[arg-type]
            with pytest.raises(SaleUnresolved):
                await settle(client, journal, again)
            transport.cut = False
            [resolution] = await resolve_pending(journal, client)
            assert resolution.kind is ResolutionKind.BOOKED
            # Settled: the same customer may buy the same trip again, as a new sale.
            assert unresolved_sales(journal) == []
    assert state(sandbox).bookings == before.bookings + 1


async def test_an_answer_nested_thousands_deep_leaves_the_sale_unknown_and_books_it_once(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    before = state(sandbox)
    deep = b'{"status":"SUCCESS","data":' + b"[" * 5000 + b"]" * 5000 + b"}"
    transport = ReplaceAnswer("create_booking.php", deep)
    with Journal(tmp_path) as journal:
        flow = sale_of(sandbox, CUSTOMER, 2)
        async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
            flow.set_wallet(await client.wallet_balance())
            with pytest.raises(ProtocolError):
                await settle(client, journal, flow)
            [pending] = journal.pending()
            assert pending.state is RequestState.PENDING
            transport.content = None
            [resolution] = await resolve_pending(journal, client)
            assert resolution.kind is ResolutionKind.BOOKED
    assert state(sandbox).bookings == before.bookings + 1


async def test_staff_may_stop_trying_only_a_sale_the_journal_shows_was_never_sent(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        never_sent = journal_unsent(journal, with_customer(sale_of(sandbox, CUSTOMER, 1)))
        [unresolved] = unresolved_sales(journal)
        assert unresolved.sent_at is None and unresolved.can_stop
        assert "never sent" in unresolved.notice()
        with in_language(HINDI):  # the activity (activity 1) and its slot by their Hindi names
            assert "नॉर्थ बे में स्कूबा डाइविंग, सुबह की डाइव" in unresolved.notice()
        stop_trying(journal, never_sent.request_id)
        request = journal.find(never_sent.request_id)
        assert request is not None and request.state is RequestState.FAILED
        assert request.error_code == DECIDED
        decision = journal.decision(never_sent.request_id)
        assert decision is not None and not decision.supervisor

        sent = journal_unsent(
            journal, sale_of(sandbox, ("Meera Nair", "m@example.in", "9111111111"), 1)
        )
        journal.mark_sent(sent.request_id)
        with pytest.raises(CannotStop):
            stop_trying(journal, sent.request_id)
        # Nobody closes a sale that may have been sent: it waits for the service's word.
        assert [s.request_id for s in unresolved_sales(journal)] == [sent.request_id]
        assert journal.decision(sent.request_id) is None
        request = journal.find(sent.request_id)
        assert request is not None and request.state is RequestState.PENDING
