"""The API key never shows in a repr, an exception's text or a log record."""

from __future__ import annotations

import base64
import logging
from urllib.parse import quote

import httpx
import pytest

from app.api import ApiError, PartnerClient
from app.api.codes import ErrorCode
from tests.api import payloads
from tests.api.fake import API_KEY, BASE_URL, POLICY, FakePartner, reply
from tests.domain.samples import activity_body


def assert_no_key(*texts: object) -> None:
    """None of ``texts`` contains the key."""
    for text in texts:
        assert API_KEY not in str(text)


async def raised(client: PartnerClient) -> ApiError:
    """The error a wallet call raises (it must raise)."""
    with pytest.raises(ApiError) as caught:
        await client.wallet_balance()
    return caught.value


def test_client_repr_hides_the_key(client: PartnerClient) -> None:
    assert_no_key(repr(client), str(client))
    assert "[redacted]" in repr(client)


@pytest.mark.parametrize("status", [400, 401, 403, 500])
async def test_a_server_echoing_the_key_is_redacted(
    client: PartnerClient, partner: FakePartner, status: int
) -> None:
    echoed = payloads.error(
        ErrorCode.AUTH_KEY_INVALID,
        f"Key {API_KEY} is not valid.",
        errors=[{"field": "X-API-KEY", "message": f"{API_KEY} is unknown."}],
    )
    partner.script(reply(echoed, status))
    error = await raised(client)
    assert_no_key(str(error), repr(error), error.message, error.args, getattr(error, "errors", ""))
    assert "[redacted]" in error.message


async def test_a_network_error_mentioning_the_key_is_redacted(
    client: PartnerClient, partner: FakePartner
) -> None:
    partner.always(httpx.ConnectError(f"proxy refused header X-API-KEY: {API_KEY}"))
    error = await raised(client)
    assert_no_key(str(error), repr(error), error.args)
    assert error.__cause__ is None and error.__context__ is None


async def test_no_log_record_carries_the_key(
    client: PartnerClient, partner: FakePartner, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    partner.script(
        reply(payloads.content("BOAT", [payloads.content_boat_item()])),
        reply(payloads.booking_activity(), 201),
        reply(
            payloads.error(ErrorCode.RATE_LIMITED, f"slow down {API_KEY}"),
            429,
            {"Retry-After": "1"},
        ),
        httpx.ReadError(f"reset while sending {API_KEY}"),
        reply(payloads.wallet()),
        reply(payloads.error(ErrorCode.BOOKING_NOT_FOUND, f"not yours, {API_KEY}"), 404),
    )
    await client.content("BOAT", "2026-12-10")
    await client.create_booking(activity_body())
    await client.wallet_balance()
    with pytest.raises(ApiError):
        await client.booking_status("ABCD2345", "BOAT")
    assert len(partner.requests) == 6
    assert caplog.records, "the client logs nothing: this test would prove nothing"
    for record in caplog.records:
        assert_no_key(record.getMessage(), record.args, record.exc_text)


def echoes(key: str) -> list[str]:
    """The key as a careless service might echo it back: other case, %-encoded, in Base64 (alone,
    and inside a longer Base64 text at each alignment)."""
    raw = key.encode()
    return [
        key.upper(),
        key.swapcase(),
        quote(key, safe=""),
        base64.b64encode(raw).decode(),
        *(base64.b64encode(b"Basic " + b"x" * n + raw + b"!").decode() for n in range(3)),
    ]


@pytest.mark.parametrize("form", range(7))
async def test_a_key_echoed_in_another_form_is_redacted(partner: FakePartner, form: int) -> None:
    key = API_KEY + "/+=?"  # characters that %-encoding and Base64 change
    echoed = echoes(key)[form]
    partner.script(
        reply(payloads.error(ErrorCode.AUTH_KEY_INVALID, f"Key {echoed} is not valid."), 401)
    )
    async with httpx.AsyncClient(transport=httpx.MockTransport(partner.handle)) as http:
        keyed = PartnerClient(base_url=BASE_URL, api_key=key, http_client=http, retry=POLICY)
        error = await raised(keyed)
    assert echoed not in str(error)
    assert error.message == "Key [redacted] is not valid."
