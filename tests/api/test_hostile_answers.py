"""Answers a hostile service (or a network between) sends: endless, packed as a bomb, nested
thousands of levels deep, dripping a byte at a time. Each ends as one of the client's typed errors,
within the call's deadline and in bounded memory; for a booking it leaves the outcome unknown.

The servers are real sockets on 127.0.0.1 (tests/hostile_service.py); the client's peak memory is
measured in a process of its own.
"""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator

import httpx
import pytest

from app.api import (
    AnswerTooLarge,
    ApiError,
    DeadlineExceeded,
    PartnerClient,
    ProtocolError,
    RequestRejected,
    ServiceUnavailableError,
)
from app.api.answers import MAX_ANSWER_BYTES
from app.api.client import CALL_DEADLINE_S
from app.api.codes import ErrorCode
from app.booking import is_final
from tests.api import payloads
from tests.api.fake import API_KEY, BASE_URL, FakePartner, raw, reply
from tests.conftest import FAST_RETRY, no_sleep
from tests.domain.samples import TODAY, boat_body
from tests.hostile_service import (
    Hostile,
    answer_head,
    drip,
    fixed,
    flood,
    gzip_bomb,
    serve,
)
from tests.office_network import OfficeNetwork, office_network, without_proxies

DEPTH = 5000
# How much the client's resident memory may grow reading a hostile answer: the cap, the parts it
# was read in, one piece being unpacked, and the interpreter's own slack.
MOST_GROWTH_BYTES = 3 * MAX_ANSWER_BYTES
# A subprocess that reads an answer whole (the fault) fails at this much address space instead
# of taking the machine's memory.
ADDRESS_SPACE_BYTES = 1024 * 1024 * 1024


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


def wallet_padded_to(size: int) -> bytes:
    """A wallet answer of exactly ``size`` bytes: JSON allows trailing whitespace."""
    answer = json.dumps(payloads.wallet()).encode()
    return answer + b" " * (size - len(answer))


# --- 1. size ---------------------------------------------------------------------------------


@pytest.mark.parametrize("hostile", [gzip_bomb, flood, lambda: flood(declared=2**40)])
async def test_an_endless_answer_is_a_typed_error_past_the_cap(
    network: OfficeNetwork, hostile: Callable[[], Hostile]
) -> None:
    async with client_of(serve(network, hostile())) as client:
        with pytest.raises(AnswerTooLarge) as raised:
            await client.wallet_balance()
    assert raised.value.limit == MAX_ANSWER_BYTES
    assert "larger than 8 MB" in raised.value.message


@pytest.mark.parametrize("packed", [False, True], ids=["plain", "gzip"])
async def test_an_answer_of_the_cap_is_read_and_one_byte_more_is_not(
    network: OfficeNetwork, packed: bool
) -> None:
    def answer(size: int) -> Hostile:
        body = wallet_padded_to(size)
        return fixed(gzip.compress(body), encoding="gzip") if packed else fixed(body)

    async with client_of(serve(network, answer(MAX_ANSWER_BYTES))) as client:
        wallet = await client.wallet_balance()
    assert wallet.status == "SUCCESS"
    async with client_of(serve(network, answer(MAX_ANSWER_BYTES + 1))) as client:
        with pytest.raises(AnswerTooLarge):
            await client.wallet_balance()


async def test_an_answer_packed_in_an_encoding_not_asked_for_is_refused(
    network: OfficeNetwork,
) -> None:
    async with client_of(serve(network, fixed(b"\x1b\x00", encoding="br"))) as client:
        with pytest.raises(ProtocolError, match="'br', which this app did not ask for"):
            await client.wallet_balance()


# The peak resident memory is the system's (Linux's VmHWM, Windows' peak working set:
# tests.peak_memory): ``ru_maxrss`` would carry pytest's own peak over from the fork. The address
# space's cap only keeps a client that regressed from taking the machine down with it; Windows
# has no RLIMIT_AS, and there the growth's bound alone is the check.
PROBE = """
import asyncio, json, os, sys
if sys.platform != "win32":
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (int(sys.argv[2]), int(sys.argv[2])))
from app.api import PartnerClient
from tests.peak_memory import peak_mb

def peak_kb():
    return round(peak_mb(os.getpid()) * 1024)

async def main():
    async with PartnerClient(base_url=sys.argv[1], api_key="probe-key") as client:
        before = peak_kb()
        try:
            await client.wallet_balance()
            outcome = "answered"
        except Exception as exc:
            outcome = type(exc).__name__
        after = peak_kb()
    print(json.dumps({"outcome": outcome, "before_kb": before, "after_kb": after}))

asyncio.run(main())
"""


@pytest.mark.parametrize("hostile", [gzip_bomb, flood], ids=["gzip-bomb", "endless-plain"])
def test_the_clients_memory_stays_bounded_under_an_endless_answer(
    network: OfficeNetwork, hostile: Callable[[], Hostile]
) -> None:
    url = serve(network, hostile())
    probe = subprocess.run(
        [sys.executable, "-c", PROBE, url, str(ADDRESS_SPACE_BYTES)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert probe.returncode == 0, probe.stderr[-2000:]
    measured = json.loads(probe.stdout)
    growth = (measured["after_kb"] - measured["before_kb"]) * 1024
    peak = measured["after_kb"] / 1024
    print(f"{hostile.__name__}: peak RSS {peak:.1f} MiB, grew {growth / 2**20:.1f} MiB")
    assert measured["outcome"] == "AnswerTooLarge"
    assert growth < MOST_GROWTH_BYTES


# --- 2. depth --------------------------------------------------------------------------------

NESTED = "[" * DEPTH + "]" * DEPTH
# Raw bytes as a hostile service would send them, codes written out as on the wire.
SHAPES = {
    "array": (200, NESTED),
    "object": (200, '{"a":' * DEPTH + "1" + "}" * DEPTH),
    "mixed": (200, '{"a":[' * DEPTH + "]}" * DEPTH),
    "unterminated": (200, "[" * DEPTH),
    "in-a-success-envelope": (200, f'{{"status":"SUCCESS","code":"OK","data":{NESTED}}}'),
}
# Under an error status the status is the meaning, however deep the body
# (docs/decisions/answer-limits.md).
ERROR_SHAPES = {
    "in-an-error-envelope": (
        400,
        f'{{"status":"ERROR","code":"VALIDATION_FAILED","message":"No.","errors":{NESTED}}}',
        RequestRejected,
    ),
    "in-a-failing-service": (
        503,
        f'{{"status":"ERROR","code":"INTERNAL_ERROR","x":{NESTED}}}',
        ServiceUnavailableError,
    ),
}


@pytest.mark.parametrize("status,text", SHAPES.values(), ids=SHAPES.keys())
async def test_an_answer_nested_thousands_deep_is_a_typed_error_on_a_read(
    client: PartnerClient, partner: FakePartner, status: int, text: str
) -> None:
    partner.always(raw(text, status, "application/json"))
    for call in (client.wallet_balance(), client.content("ACTIVITY")):
        with pytest.raises(ApiError) as raised:
            await call
        assert isinstance(raised.value, ProtocolError)


@pytest.mark.parametrize("status,text,cls", ERROR_SHAPES.values(), ids=ERROR_SHAPES.keys())
async def test_a_deep_error_answer_maps_by_its_status(
    client: PartnerClient, partner: FakePartner, status: int, text: str, cls: type[ApiError]
) -> None:
    partner.always(raw(text, status, "application/json"))
    with pytest.raises(cls) as raised:
        await client.create_booking(boat_body())
    # A refusal settles the booking; a failing service leaves it to the replay.
    assert is_final(raised.value) is (status < 500)


@pytest.mark.parametrize("status,text", SHAPES.values(), ids=SHAPES.keys())
async def test_a_deep_answer_to_a_booking_leaves_its_outcome_unknown(
    client: PartnerClient, partner: FakePartner, status: int, text: str
) -> None:
    partner.always(raw(text, 201 if status == 200 else status, "application/json"))
    with pytest.raises(ProtocolError) as raised:
        await client.create_booking(boat_body())
    assert not is_final(raised.value)  # the replay path, never "failed"


# --- 3. deadline -----------------------------------------------------------------------------

WALLET = json.dumps(payloads.wallet()).encode()
HEAD = answer_head(length=len(WALLET))


@pytest.mark.parametrize("steady", [12, len(HEAD) + 20], ids=["in-the-head", "in-the-body"])
async def test_a_dripping_answer_ends_at_the_deadline(network: OfficeNetwork, steady: int) -> None:
    url = serve(network, drip(WALLET, pause_s=0.3, steady=steady))
    started = time.monotonic()
    async with client_of(url, deadline_s=1.5) as client:
        with pytest.raises(DeadlineExceeded) as raised:
            await client.wallet_balance()
    took = time.monotonic() - started
    assert 1.5 <= took < 4.0
    assert raised.value.seconds == 1.5


async def test_a_dripping_answer_to_a_booking_ends_at_the_deadline_outcome_unknown(
    network: OfficeNetwork,
) -> None:
    answer = json.dumps(payloads.booking_boat()).encode()
    url = serve(network, drip(answer, pause_s=0.3, steady=len(answer_head(length=len(answer)))))
    async with client_of(url, deadline_s=1.5) as client:
        with pytest.raises(DeadlineExceeded) as raised:
            await client.create_booking(boat_body())
    assert not is_final(raised.value)
    assert raised.value.request_id == "cd-boat-1"


async def test_a_slow_answer_that_ends_before_the_deadline_is_read(
    network: OfficeNetwork,
) -> None:
    url = serve(network, drip(WALLET, pause_s=0.1, steady=len(HEAD) + len(WALLET) - 5))
    async with client_of(url, deadline_s=3.0) as client:
        wallet = await client.wallet_balance()
    assert wallet.status == "SUCCESS"


@pytest.mark.parametrize("retry_after,deadline_s,tries", [("1", 0.5, 1), ("0.05", 5.0, 4)])
async def test_a_retry_is_waited_for_only_within_the_deadline(
    partner: FakePartner, retry_after: str, deadline_s: float, tries: int
) -> None:
    partner.always(
        reply(payloads.error(ErrorCode.INTERNAL_ERROR), 503, {"Retry-After": retry_after})
    )
    async with httpx.AsyncClient(transport=httpx.MockTransport(partner.handle)) as http:
        client = PartnerClient(
            base_url=BASE_URL, api_key=API_KEY, http_client=http, deadline_s=deadline_s
        )
        with pytest.raises(ServiceUnavailableError):
            await client.wallet_balance()
    assert len(partner.requests) == tries
