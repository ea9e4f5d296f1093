"""The pending sales driven headless: a sale journalled but never sent is outstanding, one round
of tries books it under its own request_id (once), and staff may close one never sent; the
writes' lock is the one the screens take. What a supervisor decides about one is recorded once
approved, and no round tries anything while they decide."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from app.booking import BookingFlow, ResolutionKind
from app.booking.left import CUSTOMER_LEFT, KEEP_TRYING
from app.counter.config.declared import NotApproved, Permission
from app.counter.config.keystore import KeyStore
from app.counter.config.permissions import CUSTOMER_LEFT_DECIDED, KEEP_TRYING_DECIDED
from app.counter.config.settings import Settings
from app.counter.link.service import ServiceConnection
from app.counter.services.pending_decisions import Decided, PendingDecisionService
from app.counter.services.pending_sales import PendingSaleService
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import activity_choice, journal_unsent, with_customer
from tests.sandbox.helpers import state


@pytest.fixture
async def connection(sandbox: EmbeddedSandbox, tmp_path: Path) -> AsyncIterator[ServiceConnection]:
    async with httpx.AsyncClient() as http:
        connection = ServiceConnection(http, KeyStore(), tmp_path / "sandbox.db", lambda _: None)
        await connection.connect(Settings(base_url=sandbox.base_url), sandbox.demo_key)
        yield connection
        await connection.aclose()


def _unsent(sandbox: EmbeddedSandbox, journal: Journal) -> str:
    flow = with_customer(BookingFlow(activity_choice(sandbox), today=sandbox.context.today))
    flow.set_qty(1)
    return journal_unsent(journal, flow).request_id


async def test_a_round_books_the_sale_never_sent_once(
    sandbox: EmbeddedSandbox, connection: ServiceConnection, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        request_id = _unsent(sandbox, journal)
        sales = PendingSaleService(journal, connection)
        before = sales.outstanding()
        assert [sale.request_id for sale in before.unresolved] == [request_id]
        assert before.waiting == 1 and before.owed == []
        tried = await sales.try_all()
        assert [(r.request_id, r.kind) for r in tried.resolutions] == [
            (request_id, ResolutionKind.BOOKED)
        ]
        assert tried.left == [] and tried.exchanges == []
        after = sales.outstanding()
        assert after.unresolved == [] and after.waiting == 0
        assert (await sales.try_all()).resolutions == []  # nothing left: nothing sent again
        assert state(sandbox).bookings == 1


async def test_a_round_waits_for_a_screens_write_and_staff_close_a_sale_never_sent(
    sandbox: EmbeddedSandbox, connection: ServiceConnection, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        request_id = _unsent(sandbox, journal)
        sales = PendingSaleService(journal, connection)
        async with sales.sending:  # a screen's write is in flight
            round_ = asyncio.ensure_future(sales.try_all())
            await asyncio.sleep(0.05)
            assert not round_.done()
            sales.stop(request_id)  # never sent: staff may close it
        assert (await round_).resolutions == []
        assert sales.outstanding().unresolved == []
        assert state(sandbox).bookings == 0


async def test_a_supervisors_decision_is_recorded_once_approved_and_no_round_runs_meanwhile(
    sandbox: EmbeddedSandbox, connection: ServiceConnection, tmp_path: Path
) -> None:
    with Journal(tmp_path / "journal") as journal:
        request_id = _unsent(sandbox, journal)
        sales = PendingSaleService(journal, connection)
        asked: list[tuple[Permission, str]] = []
        pin = asyncio.Event()
        approving = ["Meera Iyer"]

        async def approve(permission: Permission, detail: str) -> int | None:
            asked.append((permission, detail))
            await pin.wait()  # the supervisor types their PIN
            who = approving.pop(0) if approving else None
            return None if who is None else journal.till.decide(who, permission.title, detail)

        decisions = PendingDecisionService(sales, approve)
        [sale] = sales.outstanding().unresolved
        deciding = asyncio.ensure_future(decisions.decide(sale, KEEP_TRYING))
        await asyncio.sleep(0)
        # While the PIN is asked, a round tries nothing: the sale stays as the supervisor saw it.
        assert (await sales.try_all()).resolutions == []
        pin.set()
        assert await deciding == Decided("Meera Iyer", customer_left=False)
        assert asked == [(KEEP_TRYING_DECIDED, sale.describe())]
        assert journal.till.left_sales() == []
        # A caller with no supervisor's PIN is refused with the gate's sentence: nothing recorded.
        with pytest.raises(NotApproved) as refused:
            await decisions.decide(sale, CUSTOMER_LEFT)
        assert str(refused.value) == (
            "Nothing was decided: a supervisor's decision needs the supervisor's PIN. The app "
            "keeps asking the service about the sale."
        )
        assert asked[-1] == (CUSTOMER_LEFT_DECIDED, sale.describe())
        assert journal.till.left_sales() == []
        approving.append("Meera Iyer")
        assert await decisions.decide(sale, CUSTOMER_LEFT) == Decided("Meera Iyer", True)
        [left] = journal.till.left_sales()
        assert left.sale_request_id == request_id
        sales.stop(request_id)  # never sent: closed, so no longer waiting for an answer
        approving.append("Meera Iyer")
        with pytest.raises(ValueError, match="not waiting for an answer"):
            await decisions.decide(sale, CUSTOMER_LEFT)
