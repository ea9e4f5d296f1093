"""A sent sale whose answer is lost, and whose customer left: a supervisor may only decide what the
service's answer cannot contradict. The sale is asked about under its own request_id; if the
service booked it, the app cancels it and the customer's money goes back at the till at once,
tied to the decision; if it refused, nothing was booked. Never two bookings, never a payment left
pending (through the sandbox over HTTP)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from app.api import NetworkError
from app.booking import (
    CannotStop,
    ResolutionKind,
    SaleUnresolved,
    agent_of,
    cancel_left_sales,
    customer_left,
    resolve_pending,
    settle,
    stop_trying,
    unresolved_sales,
)
from app.booking.left import CUSTOMER_LEFT, KEEP_TRYING
from app.books.queries import BookQueries, customer_owed
from app.domain.modules import Module
from app.domain.money import from_paise
from app.domain.status import BookingStatus
from app.domain.tenders import CASH
from app.figures import amount_text
from app.journal import Journal, RequestState
from app.journal.till import SaleState
from app.reports.counter import operations_on
from app.reports.drawer import x_report
from app.reports.shift import OperationKind
from app.sandbox import EmbeddedSandbox
from tests.booking.test_unresolved import CUSTOMER, ONE_SALES_TRIES, sale_of
from tests.conftest import client_for
from tests.journal.till_records import decisions
from tests.journal.till_sales import PRICE, till_sale
from tests.sandbox.helpers import state
from tests.transports import DropAfterCommit, dropping_client

D = Decimal
SUPERVISOR = "Meera Pillai"


def wallet_debit(
    before: tuple[tuple[int, int, int], ...], after: tuple[tuple[int, int, int], ...]
) -> Decimal:
    """What the wallets paid between two states of the sandbox (cash spent + credit used)."""
    return from_paise(
        sum(
            (b_cash - a_cash) + (a_used - b_used)
            for (_, b_cash, b_used), (_, a_cash, a_used) in zip(before, after, strict=True)
        )
    )


async def test_a_sale_the_customer_left_is_cancelled_once_booked_and_the_money_given_back(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    before = state(sandbox)
    with Journal(tmp_path) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", D("2000.00"))
        flow = sale_of(sandbox, CUSTOMER, 2)
        transport = DropAfterCommit("create_booking.php", drops=ONE_SALES_TRIES)
        async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
            flow.set_wallet(await client.wallet_balance())
            with pytest.raises(NetworkError):
                await settle(client, journal, flow, sale=till_sale(shift_id=shift.shift_id))
        [unresolved] = unresolved_sales(journal)
        sale_id = unresolved.request_id
        with pytest.raises(CannotStop, match="a supervisor can have it cancelled"):
            stop_trying(journal, sale_id)

        # The supervisor's PIN recorded the decision; the sale stays open to the service's word.
        keep = till.decide(SUPERVISOR, KEEP_TRYING, unresolved.notice())
        decision = till.decide(SUPERVISOR, CUSTOMER_LEFT, unresolved.notice())
        left = customer_left(journal, sale_id, decision)
        request = journal.find(sale_id)
        assert request is not None and request.state is RequestState.PENDING
        assert [s.request_id for s in unresolved_sales(journal)] == [sale_id]
        again = sale_of(sandbox, CUSTOMER, 2)
        again.set_wallet(flow.wallet)  # type: ignore[arg-type]
        async with client_for(sandbox, sandbox.demo_key) as client:
            with pytest.raises(SaleUnresolved):
                await settle(client, journal, again)

            [resolution] = await resolve_pending(journal, client)
            assert (resolution.kind, resolution.request_id) == (ResolutionKind.BOOKED, sale_id)
            agent = agent_of(await client.wallet_balance())
            [outcome] = await cancel_left_sales(journal, client, "PB1", agent)
            assert await cancel_left_sales(journal, client, "PB1", agent) == []  # once only
            status = await client.booking_status(outcome.booking_ref, Module.ACTIVITY)
        after = state(sandbox)
        [refund] = outcome.refunds
        sale = till.sale(sale_id)
        figures = x_report(till, shift.shift_id)
        tied = till.left_sale(sale_id)
        decided = [(d.supervisor, d.action) for d in decisions(till)]
        owed = till.refunds_owed()
        day = [op for op in operations_on(journal, journal.now().date())]
        # The message's figures are the books' (the caller asks them: app.booking may not).
        given = BookQueries(till.books_connection()).paid_out([refund.payment_id])
        said = outcome.message(given.settled, customer_owed(till, outcome.booking_ref))

    assert left.decision_id == decision and keep != decision
    assert decided == [(SUPERVISOR, KEEP_TRYING), (SUPERVISOR, CUSTOMER_LEFT)]
    assert BookingStatus.of(status.data.booking_status) is BookingStatus.CANCELLED
    assert after.bookings == before.bookings + 1  # one booking, never a second
    # The customer paid the till once and got it all back; the taken sale and the refund are
    # tied by the decision and the cancellation's request.
    assert sale is not None and sale.state is SaleState.TAKEN
    assert (refund.amount, refund.mode, refund.decision_id) == (PRICE.total, CASH, decision)
    assert tied is not None and tied.cancel_request_id == refund.request_id
    assert (figures.cash_in, figures.cash_out, figures.refunds) == (PRICE.total, PRICE.total, 1)
    assert owed == []
    # The wallet is out exactly what the service kept: the fee shown against the sale.
    assert outcome.fee > 0
    assert wallet_debit(before.wallets, after.wallets) == outcome.fee
    assert given.settled == given.handed == PRICE.total
    assert f"Give {CUSTOMER[0]} back INR {given.settled:,.2f} by Cash:" in said
    # The day's report shows the fee against the sale, on its cancellation's line.
    [cancelled] = [op for op in day if op.kind is OperationKind.CANCELLATION]
    assert cancelled.booking_ref == outcome.booking_ref
    assert cancelled.product.endswith(
        f"(the customer left; the service kept INR {amount_text(outcome.fee)})"
    )


async def test_without_an_open_shift_the_refund_stays_owed_on_record(
    sandbox: EmbeddedSandbox, tmp_path: Path
) -> None:
    with Journal(tmp_path) as journal:
        till = journal.till
        shift = till.open_shift("PB1", "Leela Menon", D("2000.00"))
        flow = sale_of(sandbox, CUSTOMER, 1)
        transport = DropAfterCommit("create_booking.php", drops=ONE_SALES_TRIES)
        async with dropping_client(sandbox, sandbox.demo_key, transport) as client:
            flow.set_wallet(await client.wallet_balance())
            with pytest.raises(NetworkError):
                await settle(client, journal, flow, sale=till_sale(shift_id=shift.shift_id))
        [unresolved] = unresolved_sales(journal)
        decision = till.decide(SUPERVISOR, CUSTOMER_LEFT, unresolved.notice())
        customer_left(journal, unresolved.request_id, decision)
        async with client_for(sandbox, sandbox.demo_key) as client:
            await resolve_pending(journal, client)
            agent = agent_of(await client.wallet_balance())
            # Another counter's code: no shift of its own is open, so nothing is paid out yet.
            [outcome] = await cancel_left_sales(journal, client, "PB9", agent)
        [owed] = till.refunds_owed()
        books_owed = BookQueries(till.books_connection()).owed_to(outcome.booking_ref)
        said = outcome.message(D("0.00"), customer_owed(till, outcome.booking_ref))

    assert outcome.refunds == ()
    assert (owed.request_id, owed.due.amount, owed.due.customer) == (
        outcome.cancel_request_id,
        PRICE.total,
        CUSTOMER[0],
    )
    assert books_owed == PRICE.total
    assert f"Refund owed to {CUSTOMER[0]}: INR {books_owed:,.2f}." in said
