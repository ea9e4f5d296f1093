"""What the service says it is, as the client hears it, and the writes it refuses after a change."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from app.api import AuthenticationError, EnvironmentChangedError, PartnerClient
from app.booking import BookingFlow, is_final, settle
from app.booking.cancel import CancelChoice, confirm_cancellation
from app.domain.environment import EnvironmentChange, ServiceEnvironment, environment_of
from app.domain.modules import Module
from app.journal import Journal
from app.sandbox import EmbeddedSandbox
from tests.booking.sales import TRAVEL_DAY, activity_choice, with_customer
from tests.conftest import FAST_RETRY, no_sleep
from tests.sandbox.helpers import SCUBA, activity_body, state
from tests.transports import AsLiveService

SANDBOX, LIVE, UNKNOWN = (
    ServiceEnvironment.SANDBOX,
    ServiceEnvironment.LIVE,
    ServiceEnvironment.UNKNOWN,
)


class Heard:
    """Records what ``on_environment`` was told."""

    def __init__(self) -> None:
        self.told: list[tuple[ServiceEnvironment, EnvironmentChange | None]] = []

    def __call__(self, client: PartnerClient) -> None:
        self.told.append((client.environment, client.environment_change))


@pytest.fixture
async def switch() -> AsyncIterator[tuple[AsLiveService, httpx.AsyncClient]]:
    """One connection whose answers pass as the sandbox's until ``live`` is set."""
    transport = AsLiveService(live=False)
    async with httpx.AsyncClient(transport=transport) as http:
        yield transport, http


def client_over(
    sandbox: EmbeddedSandbox, http: httpx.AsyncClient, heard: Heard | None = None, key: str = ""
) -> PartnerClient:
    """The demo agent's client of ``sandbox`` over ``http``."""
    return PartnerClient(
        base_url=sandbox.base_url,
        api_key=key or sandbox.demo_key,
        http_client=http,
        retry=FAST_RETRY,
        today=sandbox.context.today,
        sleep=no_sleep,
        on_environment=heard,
    )


def test_only_the_word_sandbox_names_the_sandbox() -> None:
    assert environment_of("sandbox") is SANDBOX
    assert environment_of(" Sandbox ") is SANDBOX
    assert environment_of(None) is LIVE
    assert environment_of("live") is LIVE
    assert environment_of("staging") is LIVE


async def test_unknown_until_the_first_answer_then_what_it_said(
    sandbox: EmbeddedSandbox, switch: tuple[AsLiveService, httpx.AsyncClient]
) -> None:
    transport, http = switch
    heard = Heard()
    client = client_over(sandbox, http, heard)
    assert client.environment is UNKNOWN
    await client.content("ACTIVITY", limit=1)
    assert (client.environment, client.environment_change) == (SANDBOX, None)
    await client.wallet_balance()
    assert heard.told == [(SANDBOX, None)]  # told on a change only

    transport.live = True
    live = client_over(sandbox, http)
    await live.wallet_balance()
    assert (live.environment, live.environment_change) == (LIVE, None)


async def test_a_refusal_says_it_as_well(
    sandbox: EmbeddedSandbox, switch: tuple[AsLiveService, httpx.AsyncClient]
) -> None:
    _transport, http = switch
    client = client_over(sandbox, http, key="sandbox-not-a-key-0000")
    with pytest.raises(AuthenticationError):
        await client.wallet_balance()
    assert client.environment is SANDBOX


async def test_after_a_change_writes_are_refused_unsent_and_reads_go_on(
    sandbox: EmbeddedSandbox, switch: tuple[AsLiveService, httpx.AsyncClient]
) -> None:
    transport, http = switch
    heard = Heard()
    client = client_over(sandbox, http, heard)
    slot = (await client.search_availability("ACTIVITY", TRAVEL_DAY, activity_id=SCUBA)).data[0]
    booked = await client.create_booking(activity_body(slot, request_id="env-before"))
    transport.live = True
    await client.wallet_balance()
    change = EnvironmentChange(SANDBOX, LIVE)
    assert (client.environment, client.environment_change) == (LIVE, change)
    assert heard.told == [(SANDBOX, None), (LIVE, change)]

    before, sent = state(sandbox), len(transport.sent)
    with pytest.raises(EnvironmentChangedError) as refused:
        await client.create_booking(activity_body(slot, request_id="env-after"))
    assert refused.value.change == change
    assert refused.value.request_id == "env-after"
    assert "changed from SANDBOX to LIVE" in refused.value.message
    cancel = {
        "request_id": "env-cancel",
        "booking_ref": booked.booking_ref,
        "module_type": "ACTIVITY",
        "qty": 1,
    }
    with pytest.raises(EnvironmentChangedError):
        await client.cancel_booking({**cancel, "action": "CONFIRM"})
    assert (state(sandbox), len(transport.sent)) == (before, sent)

    await client.cancel_booking({**cancel, "action": "QUOTE"})
    await client.booking_status(booked.booking_ref, "ACTIVITY")
    # Back to the sandbox's answers: the change stays until a new client is made.
    transport.live = False
    await client.wallet_balance()
    assert (client.environment, client.environment_change) == (SANDBOX, change)
    with pytest.raises(EnvironmentChangedError):
        await client.create_booking(activity_body(slot, request_id="env-again"))
    fresh = client_over(sandbox, http)
    await fresh.wallet_balance()
    assert (await fresh.create_booking(activity_body(slot, request_id="env-fresh"))).booking_ref


async def test_settle_journals_nothing_once_the_environment_changed(
    sandbox: EmbeddedSandbox, switch: tuple[AsLiveService, httpx.AsyncClient], tmp_path: Path
) -> None:
    transport, http = switch
    client = client_over(sandbox, http)
    flow = with_customer(BookingFlow(activity_choice(sandbox, SCUBA), today=sandbox.context.today))
    flow.set_wallet(await client.wallet_balance())
    transport.live = True
    await client.content("ACTIVITY", limit=1)
    before = state(sandbox)
    with Journal(tmp_path) as journal:
        with pytest.raises(EnvironmentChangedError):
            await settle(client, journal, flow)
        assert journal.pending() == []
        assert journal.history.count() == 0
    assert state(sandbox) == before


async def test_a_cancellation_is_not_journalled_once_the_environment_changed(
    sandbox: EmbeddedSandbox, switch: tuple[AsLiveService, httpx.AsyncClient], tmp_path: Path
) -> None:
    transport, http = switch
    client = client_over(sandbox, http)
    slot = (await client.search_availability("ACTIVITY", TRAVEL_DAY, activity_id=SCUBA)).data[0]
    booked = await client.create_booking(activity_body(slot, qty=2, request_id="env-sold"))
    transport.live = True
    await client.wallet_balance()
    before = state(sandbox)
    choice = CancelChoice(booked.booking_ref, Module.ACTIVITY, 1)
    with Journal(tmp_path) as journal:
        with pytest.raises(EnvironmentChangedError) as failed:
            await confirm_cancellation(client, journal, choice, "env-cancel-1", None)
        assert not is_final(failed.value)  # its request_id is kept for the retry after reconnecting
        assert journal.pending() == []
    assert state(sandbox) == before
