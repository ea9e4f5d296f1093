"""The client's cost on a 500-item ACTIVITY catalogue.

``client_content_500_over_http``: ``PartnerClient.content(limit=500)`` against a plain
``httpx`` GET of the same address plus ``json.loads``, both on one ``httpx.AsyncClient`` talking to
a sandbox in its own process (``--catalogue-size 500``), interleaved, median of each.
``client_parse_content_500``: the parse step alone against ``json.loads`` of the same bytes.
``client_parse_lock_wait_500``: while a worker thread parses that answer (as the client does with
any answer over 200 KB), the longest a thread waking every millisecond (as the UI loop on its
timers) waits beyond its sleep; floor: the same wait beside a worker that only sleeps as long.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import threading
import time
from collections.abc import Callable

import httpx

from app.api import PartnerClient
from app.api.models import ActivityContentResult
from app.domain.modules import Module
from tests.api import payloads
from tests.perf.figure import Figure
from tests.perf.sandbox_process import sandbox_process

ITEMS = 500
REPEATS = 15
HTTP_REPEATS = 31
LOCK_WAIT_RUNS = 31
# Half a frame: a parse holding the interpreter lock throughout (~13 ms) trips it, and a loaded
# machine (4.9 ms seen with other work on both cores) does not.


def content_body(items: int = ITEMS) -> bytes:
    """An ACTIVITY content answer of ``items`` items, every field of §3.2 present."""
    data = [payloads.content_activity_item(i) for i in range(items)]
    return json.dumps(payloads.content("ACTIVITY", data)).encode()


def median_ms(work: Callable[[], object], repeats: int = REPEATS) -> float:
    """Median wall time of ``work`` in milliseconds, after one warm-up run."""
    work()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def longest_wait_ms(work: Callable[[], object]) -> float:
    """The longest a thread that sleeps a millisecond at a time waits beyond its sleep while
    ``work`` runs in another thread: how long that work keeps the interpreter lock at once."""
    done = threading.Event()

    def run() -> None:
        work()
        done.set()

    worker = threading.Thread(target=run)
    longest = 0.0
    # From before the start: the worker may take the lock while ``start`` waits for it to run.
    last = time.perf_counter()
    worker.start()
    while not done.is_set():
        time.sleep(0.001)
        now = time.perf_counter()
        longest = max(longest, now - last - 0.001)
        last = now
    worker.join()
    return longest * 1000


def lock_waits(parse: Callable[[], object], parse_ms: float) -> tuple[float, float]:
    """Median longest wait beside ``parse`` in a worker, and beside a worker sleeping as long."""
    previous = sys.getswitchinterval()
    sys.setswitchinterval(0.001)  # as the app's process (app/ui/loop.py)
    try:
        waits: list[float] = []
        idle: list[float] = []
        for _ in range(LOCK_WAIT_RUNS):
            waits.append(longest_wait_ms(parse))
            idle.append(longest_wait_ms(lambda: time.sleep(parse_ms / 1000)))
    finally:
        sys.setswitchinterval(previous)
    return statistics.median(waits), statistics.median(idle)


async def _measure() -> tuple[float, float, float, float]:
    body = content_body()
    response = httpx.Response(200, content=body)
    async with httpx.AsyncClient() as http:
        client = PartnerClient(base_url="http://bench.invalid", api_key="bench", http_client=http)

        def parse() -> object:
            # The path every answer of the client takes (PartnerClient._call -> _parse).
            result = client._parse(response, ActivityContentResult, None)
            assert len(result.data) == ITEMS
            return result

        parse_ms = median_ms(parse)
        return parse_ms, median_ms(lambda: json.loads(body)), *lock_waits(parse, parse_ms)


async def _over_http(base_url: str, api_key: str) -> tuple[float, float]:
    """Median ms of ``content(limit=500)`` and of the raw GET + ``json.loads``, interleaved."""
    async with httpx.AsyncClient() as http:
        client = PartnerClient(base_url=base_url, api_key=api_key, http_client=http)
        url = f"{base_url}/api/content.php"
        params = {"module": "ACTIVITY", "limit": str(ITEMS)}
        headers = {"X-API-KEY": api_key, "Content-Type": "application/json; charset=UTF-8"}

        async def raw() -> object:
            response = await http.get(url, params=params, headers=headers)
            data = json.loads(response.content)
            assert len(data["data"]) == ITEMS
            return data

        async def ours() -> object:
            result = await client.content(Module.ACTIVITY, limit=ITEMS)
            assert len(result.data) == ITEMS
            return result

        await raw(), await ours()  # warm-up: connection, model build
        raw_ms: list[float] = []
        ours_ms: list[float] = []
        for _ in range(HTTP_REPEATS):
            for work, times in ((raw, raw_ms), (ours, ours_ms)):
                started = time.perf_counter()
                await work()
                times.append((time.perf_counter() - started) * 1000)
        return statistics.median(ours_ms), statistics.median(raw_ms)


def http_figure() -> Figure:
    """The client's content call against the raw GET and ``json.loads``, same sandbox."""
    from app.sandbox import SANDBOX_KEYS

    with sandbox_process(catalogue_size=ITEMS) as base_url:
        ours_ms, raw_ms = asyncio.run(_over_http(base_url, SANDBOX_KEYS["demo"]))
    return Figure(
        name="client_content_500_over_http",
        value=ours_ms,
        unit="ms",
        floor=raw_ms,
        note=f"PartnerClient.content(limit={ITEMS}) vs httpx GET + json.loads, one AsyncClient, "
        f"sandbox in its own process; median of {HTTP_REPEATS}, interleaved",
    )


def run() -> list[Figure]:
    """The client over HTTP against raw httpx, then its parse against ``json.loads``."""
    parse_ms, loads_ms, wait_ms, idle_wait_ms = asyncio.run(_measure())
    return [
        http_figure(),
        Figure(
            name="client_parse_content_500",
            value=parse_ms,
            unit="ms",
            floor=loads_ms,
            note=f"PartnerClient._parse of {ITEMS} ACTIVITY items; median of {REPEATS} runs",
        ),
        Figure(
            name="client_parse_lock_wait_500",
            value=wait_ms,
            unit="ms",
            floor=idle_wait_ms,
            note=f"longest wait of a thread waking every 1 ms while a worker parses {ITEMS} "
            f"ACTIVITY items in one call; median of {LOCK_WAIT_RUNS}",
        ),
    ]
