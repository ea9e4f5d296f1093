"""Retries: only transient failures, jittered capped backoff, Retry-After, same request_id."""

from __future__ import annotations

import datetime as dt
import email.utils
import logging

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.api import (
    ApiError,
    ClientClosed,
    NetworkError,
    PartnerClient,
    RateLimitedError,
    ServiceUnavailableError,
)
from app.api.codes import ErrorCode
from app.api.retry import RetryPolicy, parse_retry_after
from tests.api import payloads
from tests.api.fake import API_KEY, BASE_URL, POLICY, FakePartner, Sleeps, reply
from tests.domain.samples import activity_body

WALLET = reply(payloads.wallet())


def unavailable(status: int = 503, headers: dict[str, str] | None = None) -> httpx.Response:
    """A transient failure answer, with the code the service gives for ``status``."""
    code = ErrorCode.RATE_LIMITED if status == 429 else ErrorCode.BOAT_PROVIDER_UNAVAILABLE
    return reply(payloads.error(code), status, headers)


@pytest.mark.parametrize("status", [502, 503, 504])
async def test_a_transient_status_then_success_is_retried(
    client: PartnerClient, partner: FakePartner, sleeps: Sleeps, status: int
) -> None:
    partner.script(unavailable(status), WALLET)
    result = await client.wallet_balance()
    assert result.data.agent_id == 1001
    assert len(partner.requests) == 2
    [waited] = sleeps
    assert 0 <= waited <= POLICY.base_delay


@pytest.mark.parametrize("status", [400, 401, 402, 403, 404, 409, 413, 500])
async def test_other_errors_are_not_retried(
    client: PartnerClient, partner: FakePartner, sleeps: Sleeps, status: int
) -> None:
    partner.script(reply(payloads.error("ANY"), status), WALLET)
    with pytest.raises(ApiError):
        await client.wallet_balance()
    assert len(partner.requests) == 1
    assert sleeps == []


async def test_retry_after_seconds_is_honoured(
    client: PartnerClient, partner: FakePartner, sleeps: Sleeps
) -> None:
    partner.script(unavailable(429, {"Retry-After": "2"}), WALLET)
    await client.wallet_balance()
    assert sleeps == [2.0]
    assert len(partner.requests) == 2


async def test_retry_after_http_date_is_honoured(
    client: PartnerClient, partner: FakePartner, sleeps: Sleeps
) -> None:
    later = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=30)
    header = email.utils.format_datetime(later, usegmt=True)
    partner.script(unavailable(503, {"Retry-After": header}), WALLET)
    await client.wallet_balance()
    [waited] = sleeps
    assert 25 <= waited <= 30


async def test_a_retry_after_too_long_goes_to_the_caller(
    client: PartnerClient, partner: FakePartner, sleeps: Sleeps
) -> None:
    partner.script(unavailable(429, {"Retry-After": "3600"}))
    with pytest.raises(RateLimitedError) as caught:
        await client.wallet_balance()
    assert caught.value.retry_after == 3600.0
    assert sleeps == [] and len(partner.requests) == 1


async def test_retries_stop_after_max_and_raise_the_last_error(
    client: PartnerClient, partner: FakePartner, sleeps: Sleeps
) -> None:
    partner.script(*[unavailable(502)] * POLICY.max_retries, unavailable(503))
    with pytest.raises(ServiceUnavailableError) as caught:
        await client.wallet_balance()
    assert caught.value.status_code == 503  # the last one
    assert len(partner.requests) == POLICY.max_retries + 1
    assert len(sleeps) == POLICY.max_retries
    for retry_number, waited in enumerate(sleeps):
        assert 0 <= waited <= min(POLICY.max_delay, POLICY.base_delay * 2**retry_number)


async def test_each_retry_is_logged_with_its_request_id_attempt_and_delay(
    client: PartnerClient, partner: FakePartner, caplog: pytest.LogCaptureFixture
) -> None:
    partner.script(unavailable(429, {"Retry-After": "2"}), unavailable(429, {"Retry-After": "3"}))
    partner.script(WALLET)
    with caplog.at_level(logging.INFO, logger="app.api.client"):
        await client.wallet_balance(request_id="cd-retry-1")
    retries = [r for r in caplog.records if r.getMessage().startswith("Retrying")]
    assert [r.levelno for r in retries] == [logging.INFO, logging.INFO]
    assert [r.getMessage() for r in retries] == [
        f"Retrying POST wallet_balance (request_id=cd-retry-1): attempt {n} of "
        f"{POLICY.max_retries + 1} in {delay} s"
        for n, delay in ((2, "2.00"), (3, "3.00"))
    ]
    assert all(API_KEY not in r.getMessage() for r in caplog.records)


async def test_a_timeout_is_retried(client: PartnerClient, partner: FakePartner) -> None:
    partner.script(httpx.ReadTimeout("timed out"), WALLET)
    await client.wallet_balance()
    assert len(partner.requests) == 2


async def test_a_misconfiguration_is_not_retried(
    client: PartnerClient, partner: FakePartner, sleeps: Sleeps
) -> None:
    partner.always(httpx.UnsupportedProtocol("Request URL has an unsupported protocol 'ftp://'."))
    with pytest.raises(NetworkError):
        await client.wallet_balance()
    assert len(partner.requests) == 1 and sleeps == []


async def test_a_booking_dropped_after_commit_is_replayed_identically(
    client: PartnerClient, partner: FakePartner
) -> None:
    """The server committed, then the connection dropped: the retry must be the same request."""

    def commit_then_drop(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadError("Connection reset by peer", request=request)

    partner.script(commit_then_drop, reply(payloads.booking_activity(), 201))
    result = await client.create_booking(activity_body(request_id=None))
    assert result.booking_ref == "K7QW2M9X"
    first, second = partner.requests
    assert first.content == second.content
    first_id, second_id = (body["request_id"] for body in partner.bodies)
    assert first_id == second_id and first_id.startswith("cd-")


async def test_a_cancel_confirm_is_replayed_with_the_same_request_id(
    client: PartnerClient, partner: FakePartner
) -> None:
    partner.script(unavailable(503), httpx.ReadError("reset"), reply(payloads.cancel_confirmed()))
    body = {"booking_ref": "K7QW2M9X", "module_type": "ACTIVITY", "action": "CONFIRM", "qty": 1}
    await client.cancel_booking(body)
    assert len({r.content for r in partner.requests}) == 1
    assert len(partner.requests) == 3


@settings(max_examples=200)
@given(
    retry_number=st.integers(min_value=0, max_value=40),
    base=st.floats(min_value=0.01, max_value=5),
    cap=st.floats(min_value=0.01, max_value=60),
)
def test_backoff_is_jittered_within_the_capped_exponential(
    retry_number: int, base: float, cap: float
) -> None:
    policy = RetryPolicy(base_delay=base, max_delay=cap)
    assert 0 <= policy.delay(retry_number) <= min(cap, base * 2**retry_number)


def test_backoff_is_jittered() -> None:
    waits = {POLICY.delay(3) for _ in range(50)}
    assert len(waits) > 40  # random over [0, 4]: repeats are all but impossible


def test_retry_after_wins_over_backoff_but_is_capped() -> None:
    assert POLICY.delay(5, retry_after=2.0) == 2.0
    assert POLICY.delay(0, retry_after=600.0) == POLICY.max_retry_after


@pytest.mark.parametrize(
    ("header", "seconds"),
    [
        ("2", 2.0),
        (" 1.5 ", 1.5),
        ("-3", 0.0),
        ("Tue, 01 Dec 2026 10:00:30 GMT", 30.0),
        ("Tue, 01 Dec 2026 09:59:00 GMT", 0.0),
        ("soon", None),
        ("", None),
        (None, None),
    ],
)
def test_parse_retry_after(header: str | None, seconds: float | None) -> None:
    now = dt.datetime(2026, 12, 1, 10, 0, 0, tzinfo=dt.UTC)
    assert parse_retry_after(header, now) == seconds


async def test_a_client_closed_while_a_retry_waits_ends_the_call_with_its_own_error(
    partner: FakePartner, sleeps: Sleeps
) -> None:
    http = httpx.AsyncClient(transport=httpx.MockTransport(partner.handle))

    async def closed_meanwhile(seconds: float) -> None:
        await http.aclose()  # the counter closes while the retry waits
        await sleeps(seconds)

    client = PartnerClient(
        base_url=BASE_URL, api_key=API_KEY, http_client=http, retry=POLICY, sleep=closed_meanwhile
    )
    partner.script(unavailable(503))
    with pytest.raises(ClientClosed) as raised:
        await client.wallet_balance()
    assert isinstance(raised.value, NetworkError)  # a sale's outcome: unknown, replayed later
    assert raised.value.request_id is not None and len(partner.requests) == 1
    assert len(sleeps) == 1
