"""Answers whose header lines are not ASCII (a server's banner, a proxy's note, a CDN's field):
headers are bytes on the wire, so every position ends in the answer or in one of the client's
typed errors, never in a ``UnicodeError`` from under it.

The servers are real sockets on 127.0.0.1 (tests/hostile_service.py).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator

import pytest

from app.api import (
    AnswerTooLarge,
    DeadlineExceeded,
    InsufficientFundsError,
    NetworkError,
    PartnerClient,
    ProtocolError,
    RateLimitedError,
    ServiceUnavailableError,
)
from app.api.client import CALL_DEADLINE_S
from app.api.codes import ErrorCode
from app.booking import is_final
from tests.api import payloads
from tests.api.fake import API_KEY
from tests.conftest import FAST_RETRY, no_sleep
from tests.domain.samples import TODAY, boat_body
from tests.hostile_service import (
    NOT_A_HEADER,
    NOT_ASCII_HEADERS,
    Hostile,
    answer_head,
    drip,
    fixed,
    flood,
    gzip_bomb,
    serve,
)
from tests.office_network import OfficeNetwork, office_network, without_proxies


@pytest.fixture
def network(monkeypatch: pytest.MonkeyPatch) -> Iterator[OfficeNetwork]:
    """Hostile peers on 127.0.0.1, no proxy configured."""
    without_proxies(monkeypatch)
    with office_network() as peers:
        yield peers


def client_of(url: str, deadline_s: float = CALL_DEADLINE_S) -> PartnerClient:
    """A quick-retrying client of the service at ``url``."""
    return PartnerClient(
        base_url=url,
        api_key=API_KEY,
        retry=FAST_RETRY,
        sleep=no_sleep,
        today=lambda: TODAY,
        deadline_s=deadline_s,
    )


def answer(data: object) -> bytes:
    return json.dumps(data).encode()


@pytest.mark.parametrize("line", NOT_ASCII_HEADERS)
async def test_an_answer_with_a_header_that_is_not_ascii_is_read(
    network: OfficeNetwork, line: bytes
) -> None:
    url = serve(network, fixed(answer(payloads.wallet()), extra=[line]))
    async with client_of(url) as client:
        wallet = await client.wallet_balance()
    assert wallet.status == "SUCCESS"


@pytest.mark.parametrize(
    "status,code,error",
    [(503, ErrorCode.INTERNAL_ERROR, ServiceUnavailableError), (429, ErrorCode.RATE_LIMITED, None)],
)
@pytest.mark.parametrize("value", [b"\xe9", b"1 \xc2\xa9", b"Wed, 25 Nov 2026 \xff"])
async def test_a_retry_after_that_is_not_ascii_is_a_wait_not_understood(
    network: OfficeNetwork, status: int, code: str, error: type | None, value: bytes
) -> None:
    lines = [b"Retry-After: " + value, *NOT_ASCII_HEADERS]
    url = serve(network, fixed(answer(payloads.error(code)), status, extra=lines))
    async with client_of(url) as client:
        with pytest.raises(error or RateLimitedError) as raised:
            await client.wallet_balance()
    if isinstance(raised.value, RateLimitedError):
        assert raised.value.retry_after is None  # not understood: the client's own backoff


async def test_an_error_answer_with_headers_that_are_not_ascii_keeps_its_meaning(
    network: OfficeNetwork,
) -> None:
    body = answer(payloads.error(ErrorCode.INSUFFICIENT_WALLET_FUNDS))
    url = serve(network, fixed(body, 402, extra=NOT_ASCII_HEADERS))
    async with client_of(url) as client:
        with pytest.raises(InsufficientFundsError):
            await client.wallet_balance()


async def test_a_booking_answered_with_headers_that_are_not_ascii_is_sold(
    network: OfficeNetwork,
) -> None:
    url = serve(network, fixed(answer(payloads.booking_boat()), 201, extra=NOT_ASCII_HEADERS))
    async with client_of(url) as client:
        booking = await client.create_booking(boat_body())
    assert booking.status == "SUCCESS"


async def test_a_booking_whose_answer_names_an_encoding_not_in_ascii_stays_unknown(
    network: OfficeNetwork,
) -> None:
    body = answer(payloads.booking_boat())
    url = serve(network, fixed(body, 201, extra=[b"Content-Encoding: gz\xefp"]))
    async with client_of(url) as client:
        with pytest.raises(ProtocolError, match="which this app did not ask for") as raised:
            await client.create_booking(boat_body())
    assert not is_final(raised.value)


async def test_a_header_name_that_is_not_ascii_is_an_answer_not_read_and_named(
    network: OfficeNetwork,
) -> None:
    body = answer(payloads.booking_boat())
    url = serve(network, fixed(body, 201, extra=[NOT_A_HEADER]))
    async with client_of(url) as client:
        with pytest.raises(NetworkError, match="illegal header line") as raised:
            await client.create_booking(boat_body())
    assert not is_final(raised.value)


# The hostile modes with the same header lines: the answer's size and pace decide the error,
# the headers change nothing.
ENDLESS: dict[str, Callable[[], Hostile]] = {
    "gzip-bomb": lambda: gzip_bomb(extra=NOT_ASCII_HEADERS),
    "endless-plain": lambda: flood(extra=NOT_ASCII_HEADERS),
    "endless-declared": lambda: flood(declared=2**40, extra=NOT_ASCII_HEADERS),
}


@pytest.mark.parametrize("hostile", ENDLESS.values(), ids=ENDLESS.keys())
async def test_an_endless_answer_with_headers_that_are_not_ascii_is_too_large(
    network: OfficeNetwork, hostile: Callable[[], Hostile]
) -> None:
    # A server each: an endless answer's parts are one generator, used up by the first call.
    async with client_of(serve(network, hostile())) as client:
        with pytest.raises(AnswerTooLarge):
            await client.wallet_balance()
    async with client_of(serve(network, hostile())) as client:
        with pytest.raises(AnswerTooLarge) as raised:
            await client.create_booking(boat_body())
    assert not is_final(raised.value)


async def test_a_dripping_answer_with_headers_that_are_not_ascii_ends_at_the_deadline(
    network: OfficeNetwork,
) -> None:
    body = answer(payloads.booking_boat())
    steady = len(answer_head(length=len(body), extra=NOT_ASCII_HEADERS))
    url = serve(network, drip(body, pause_s=0.3, steady=steady, extra=NOT_ASCII_HEADERS))
    started = time.monotonic()
    async with client_of(url, deadline_s=1.5) as client:
        with pytest.raises(DeadlineExceeded) as raised:
            await client.create_booking(boat_body())
    assert 1.5 <= time.monotonic() - started < 4.0
    assert not is_final(raised.value)
