"""The sandbox's rate limit, switched on: N requests a second per key, then 429 RATE_LIMITED."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from typing import Any

import pytest

from app.api import PartnerClient, RateLimitedError
from app.api.codes import ErrorCode
from app.sandbox import EmbeddedSandbox
from tests.conftest import FROZEN_NOW, SandboxFactory, client_for
from tests.sandbox.helpers import activity_body, error_of, raw_get, raw_post, state

RATE = 5
SANDBOX_CLI = [
    sys.executable,
    "-c",
    "import sys; from app.cli import sandbox_main as m; sys.exit(m())",
]
WALLET = {"request_id": "wallet-rate-1"}


@pytest.fixture
def limited(start_sandbox: SandboxFactory) -> EmbeddedSandbox:
    """A sandbox allowing RATE requests a second per key, on its frozen clock (so the test, not
    the machine's speed, decides when a second has passed)."""
    return start_sandbox(rate_limit=RATE)


def test_the_limit_lets_n_through_and_refuses_the_next_with_retry_after(
    limited: EmbeddedSandbox,
) -> None:
    answers = [raw_post(limited, "wallet_balance", WALLET) for _ in range(RATE + 1)]
    assert [answer.status_code for answer in answers[:RATE]] == [200] * RATE
    refused = answers[RATE]
    assert error_of(refused) == (429, ErrorCode.RATE_LIMITED)
    assert refused.headers["Retry-After"] == "1"
    # The whole body as it goes on the wire, so the code's text is written out.
    assert refused.json() == {
        "status": "ERROR",
        "code": "RATE_LIMITED",
        "message": f"Too many requests for this key (at most {RATE} a second). Try again in 1 s.",
        "request_id": None,  # refused before its body was read
    }
    assert raw_get(limited, "content", {"module": "ACTIVITY"}).status_code == 429  # any call


def test_each_second_brings_back_its_allowance(limited: EmbeddedSandbox) -> None:
    for _ in range(RATE):
        assert raw_post(limited, "wallet_balance", WALLET).status_code == 200
    assert raw_post(limited, "wallet_balance", WALLET).status_code == 429
    limited.clock = FROZEN_NOW + dt.timedelta(seconds=1 / RATE)  # one request's worth
    assert raw_post(limited, "wallet_balance", WALLET).status_code == 200
    assert raw_post(limited, "wallet_balance", WALLET).status_code == 429
    limited.clock = FROZEN_NOW + dt.timedelta(seconds=10)  # never more than a second's worth
    statuses = [raw_post(limited, "wallet_balance", WALLET).status_code for _ in range(RATE + 1)]
    assert statuses == [200] * RATE + [429]


def test_each_key_has_its_own_allowance_and_a_bad_key_spends_none(
    limited: EmbeddedSandbox,
) -> None:
    for _ in range(RATE):
        assert raw_post(limited, "wallet_balance", WALLET, key="not-a-key").status_code == 401
    for _ in range(RATE):
        assert raw_post(limited, "wallet_balance", WALLET).status_code == 200
    assert raw_post(limited, "wallet_balance", WALLET).status_code == 429
    other = limited.second_tenant_key
    assert raw_post(limited, "wallet_balance", WALLET, key=other).status_code == 200


async def test_a_refused_booking_changes_nothing_and_goes_through_later(
    limited: EmbeddedSandbox, demo: PartnerClient
) -> None:
    slot = (await demo.search_availability("ACTIVITY", FROZEN_NOW.date(), activity_id=4)).data[0]
    body: dict[str, Any] = activity_body(slot, request_id="rate-limited-sale-1")
    while raw_post(limited, "wallet_balance", WALLET).status_code == 200:
        pass  # spend the second's allowance
    before = state(limited)
    assert error_of(raw_post(limited, "create_booking", body)) == (429, ErrorCode.RATE_LIMITED)
    assert state(limited) == before
    limited.clock = FROZEN_NOW + dt.timedelta(seconds=1)
    booked = raw_post(limited, "create_booking", body)  # the same request_id: not a reuse
    assert booked.status_code == 201
    assert state(limited).bookings == before.bookings + 1


async def test_the_client_waits_retry_after_then_gets_its_answer(
    limited: EmbeddedSandbox,
) -> None:
    waited: list[float] = []

    async def sleep(seconds: float) -> None:
        waited.append(seconds)
        limited.clock = FROZEN_NOW + dt.timedelta(seconds=sum(waited))  # time passes

    while raw_post(limited, "wallet_balance", WALLET).status_code == 200:
        pass
    async with PartnerClient(
        base_url=limited.base_url, api_key=limited.demo_key, sleep=sleep
    ) as client:
        wallet = await client.wallet_balance()
    assert wallet.status == "SUCCESS"
    assert waited and waited[0] >= 1.0  # what Retry-After asked, never sooner


async def test_without_retries_the_client_raises_rate_limited(limited: EmbeddedSandbox) -> None:
    while raw_post(limited, "wallet_balance", WALLET).status_code == 200:
        pass
    async with client_for(limited, limited.demo_key) as client:
        with pytest.raises(RateLimitedError) as raised:
            await client.wallet_balance()
    assert raised.value.code == ErrorCode.RATE_LIMITED


def test_there_is_no_limit_unless_switched_on(sandbox: EmbeddedSandbox) -> None:
    statuses = {raw_post(sandbox, "wallet_balance", WALLET).status_code for _ in range(50)}
    assert statuses == {200}


@pytest.mark.parametrize("value", ["0", "-3", "many"])
def test_the_command_line_refuses_a_limit_below_one(value: str) -> None:
    done = subprocess.run(
        [*SANDBOX_CLI, "--rate-limit", value, "--print-keys"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "--rate-limit" in done.stderr


def test_the_command_line_takes_a_limit_of_one() -> None:
    done = subprocess.run(
        [*SANDBOX_CLI, "--rate-limit", "1", "--print-keys"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
