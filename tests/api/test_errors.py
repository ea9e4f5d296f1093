"""Every error code of docs/partner-interface.md §9, and every unreadable answer, to its class."""

from __future__ import annotations

import json

import httpx
import pytest

from app.api import (
    AccessDisabledError,
    ApiError,
    AuthenticationError,
    ConflictError,
    FieldError,
    InsufficientFundsError,
    NetworkError,
    NotBookableError,
    NotFoundError,
    PartnerClient,
    ProtocolError,
    RateLimitedError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.api.answers import MAX_ANSWER_BYTES
from app.api.codes import ErrorCode
from app.booking import is_final
from tests.api import payloads
from tests.api.fake import FakePartner, raw, reply
from tests.domain.samples import boat_body

JSON = "application/json"

# Every declared code with the status and class of its declaration (which
# tests/api/test_codes.py checks against docs/partner-interface.md §9.2), then codes the client
# does not know, which fall back on the HTTP status.
DOCUMENTED: list[tuple[int, str, type[ApiError]]] = [
    *((code.status, code, code.error_class) for code in ErrorCode),
    (401, "KEY_EXPIRED", AuthenticationError),
    (409, "SEAT_HELD_ELSEWHERE", ConflictError),
    (418, "TEAPOT", RequestRejected),
    (502, "UPSTREAM_DOWN", ServiceUnavailableError),
    (504, "UPSTREAM_SLOW", ServiceUnavailableError),
]


async def wallet_error(client: PartnerClient) -> ApiError:
    """The error a wallet call raises (it must raise)."""
    with pytest.raises(ApiError) as caught:
        await client.wallet_balance(request_id="cd-sent-1")
    return caught.value


@pytest.mark.parametrize(
    ("status", "code", "cls"), DOCUMENTED, ids=[f"{s}-{c}" for s, c, _ in DOCUMENTED]
)
async def test_status_and_code_map_to_their_class(
    client: PartnerClient, partner: FakePartner, status: int, code: str, cls: type[ApiError]
) -> None:
    body = payloads.error(code, "Plain words for staff.", request_id="cd-echoed-9")
    partner.always(reply(body, status))
    error = await wallet_error(client)
    assert type(error) is cls
    assert (error.status_code, error.code, error.message, error.request_id) == (
        status,
        code,
        "Plain words for staff.",
        "cd-echoed-9",
    )
    assert str(error) == f"Plain words for staff. [{code}] (HTTP {status})"


async def test_validation_errors_carry_field_details(
    client: PartnerClient, partner: FakePartner
) -> None:
    details = [
        {"field": "passengers[2].id_number", "message": "A foreign passenger needs the number."},
        {"field": "customer_phone", "message": "Customer phone is not valid."},
        "not an object",
    ]
    partner.script(reply(payloads.error(ErrorCode.VALIDATION_FAILED, errors=details), 400))
    error = await wallet_error(client)
    assert isinstance(error, RequestRejected)
    assert error.errors == [
        FieldError("passengers[2].id_number", "A foreign passenger needs the number."),
        FieldError("customer_phone", "Customer phone is not valid."),
    ]
    assert error.request_id == "cd-sent-1"  # not echoed: the one sent


async def test_rate_limited_keeps_retry_after(client: PartnerClient, partner: FakePartner) -> None:
    partner.always(reply(payloads.error(ErrorCode.RATE_LIMITED), 429, {"Retry-After": "7"}))
    error = await wallet_error(client)
    assert isinstance(error, RateLimitedError) and error.retry_after == 7.0


@pytest.mark.parametrize(
    ("response", "cls"),
    [
        (raw("<html><body>502 Bad Gateway</body></html>", 502), ServiceUnavailableError),
        (raw(b"", 401), AuthenticationError),
        (raw("Not Found", 404, "text/plain"), NotFoundError),
        (raw('{"status": "ERROR", "code": 7}', 409), ConflictError),
        (raw('{"status": "ERROR", "code": "AUTH_KEY_INV', 401, JSON), AuthenticationError),
        (raw('{"status": "ERR', 402, JSON), InsufficientFundsError),
        (raw("[[[", 503, JSON), ServiceUnavailableError),
        (raw(b"x" * (MAX_ANSWER_BYTES + 1), 400, "text/plain"), RequestRejected),
        (raw(b"{" + b" " * MAX_ANSWER_BYTES + b"}", 403, JSON), AccessDisabledError),
    ],
    ids=[
        "html-502",
        "empty-401",
        "text-404",
        "odd-json-409",
        "cut-json-401",
        "cut-json-402",
        "cut-json-503",
        "huge-text-400",
        "huge-json-403",
    ],
)
async def test_error_status_with_any_body(
    client: PartnerClient, partner: FakePartner, response: httpx.Response, cls: type[ApiError]
) -> None:
    partner.always(response)
    error = await wallet_error(client)
    assert type(error) is cls
    assert error.status_code == response.status_code and error.code is None
    assert error.message == cls.default_message


# JSON that reads but is not the error object: its status still says what happened.
NOT_AN_OBJECT = {
    "list-402": (reply(["insufficient funds"], 402), InsufficientFundsError),
    "string-409": (reply("already booked", 409), ConflictError),
    "number-404": (reply(404, 404), NotFoundError),
    "null-401": (reply(None, 401), AuthenticationError),
    "deep-list-403": (reply([[["no"]]], 403), AccessDisabledError),
}


@pytest.mark.parametrize("response,cls", NOT_AN_OBJECT.values(), ids=NOT_AN_OBJECT.keys())
async def test_an_error_status_with_json_that_is_not_an_object_maps_by_status(
    client: PartnerClient, partner: FakePartner, response: httpx.Response, cls: type[ApiError]
) -> None:
    partner.always(response)
    error = await wallet_error(client)
    assert type(error) is cls
    assert error.status_code == response.status_code and error.code is None


async def test_a_booking_refused_for_funds_in_a_list_is_final(
    client: PartnerClient, partner: FakePartner
) -> None:
    partner.always(reply(["insufficient funds"], 402))
    with pytest.raises(InsufficientFundsError) as raised:
        await client.create_booking(boat_body())
    assert is_final(raised.value)


WALLET = json.dumps(payloads.wallet())
UNREADABLE = {
    "html": raw("<!doctype html><html><body>Maintenance</body></html>"),
    "empty": raw(b"", content_type="application/json"),
    "truncated": raw(WALLET[: len(WALLET) // 2], content_type="application/json"),
    "not-utf8": raw(b'{"status": "SUCCESS\xff"}', content_type="application/json"),
    "array": reply([payloads.wallet()]),
    "string": reply("SUCCESS"),
    "no-data": reply({"status": "SUCCESS", "code": "WALLET_METRICS_DECODED_SUCCESSFULLY"}),
    "agent-id-text": reply(
        {**payloads.wallet(), "data": {**payloads.wallet()["data"], "agent_id": "x"}}
    ),
    "money-text": reply(
        {
            **payloads.wallet(),
            "data": {
                **payloads.wallet()["data"],
                "financial_balances": {"live_available_balance": "lots", "currency": "INR"},
            },
        }
    ),
}


@pytest.mark.parametrize("response", list(UNREADABLE.values()), ids=list(UNREADABLE))
async def test_unreadable_success_is_a_protocol_error(
    client: PartnerClient, partner: FakePartner, response: httpx.Response
) -> None:
    partner.script(response)
    error = await wallet_error(client)
    assert type(error) is ProtocolError
    assert error.status_code == 200 and error.request_id == "cd-sent-1"
    assert len(partner.requests) == 1  # a 200 is an answer: never retried


async def test_wrong_type_in_content_names_the_field(
    client: PartnerClient, partner: FakePartner
) -> None:
    partner.script(reply({**payloads.content("BOAT", []), "count": "x"}))
    with pytest.raises(ProtocolError, match="'count'"):
        await client.content("BOAT", "2026-12-10")


@pytest.mark.parametrize(
    ("code", "cls"),
    [(ErrorCode.SOLD_OUT, NotBookableError), (ErrorCode.REQUEST_ID_REUSED, ConflictError)],
)
async def test_http_200_with_status_error_maps_by_code(
    client: PartnerClient, partner: FakePartner, code: str, cls: type[ApiError]
) -> None:
    partner.script(reply(payloads.error(code, "No seats left."), 200))
    error = await wallet_error(client)
    assert type(error) is cls
    assert (error.status_code, error.code, error.message) == (200, code, "No seats left.")


@pytest.mark.parametrize(
    "failure",
    [
        httpx.ConnectError("Connection refused"),
        httpx.ConnectTimeout("timed out"),
        httpx.ReadTimeout("timed out"),
        httpx.WriteTimeout("timed out"),
        httpx.PoolTimeout("timed out"),
        httpx.ReadError("Connection reset by peer"),
        httpx.RemoteProtocolError("Server disconnected without sending a response."),
    ],
    ids=lambda e: type(e).__name__,
)
async def test_transport_failures_are_network_errors(
    client: PartnerClient, partner: FakePartner, failure: Exception
) -> None:
    partner.always(failure)
    error = await wallet_error(client)
    assert type(error) is NetworkError
    assert error.status_code is None and error.request_id == "cd-sent-1"
    assert type(failure).__name__ in error.message
