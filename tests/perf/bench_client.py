"""How long the client takes to read a 500-item ACTIVITY content answer, against ``json.loads``."""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from collections.abc import Callable

import httpx

from app.api import PartnerClient
from app.api.models import ActivityContentResult
from tests.api import payloads
from tests.perf.figure import Figure

ITEMS = 500
REPEATS = 15


def content_body(items: int = ITEMS) -> bytes:
    """An ACTIVITY content answer of ``items`` items, every field of spec 2.2 present."""
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


async def _measure() -> tuple[float, float]:
    body = content_body()
    response = httpx.Response(200, content=body)
    async with httpx.AsyncClient() as http:
        client = PartnerClient(base_url="http://bench.invalid", api_key="bench", http_client=http)

        def parse() -> object:
            # The path every answer of the client takes (PartnerClient._call -> _parse).
            result = client._parse(response, ActivityContentResult, None)
            assert len(result.data) == ITEMS
            return result

        return median_ms(parse), median_ms(lambda: json.loads(body))


def run() -> list[Figure]:
    """The client-parse figure, with plain ``json.loads`` of the same bytes as its floor."""
    parse_ms, loads_ms = asyncio.run(_measure())
    return [
        Figure(
            name="client_parse_content_500",
            value=parse_ms,
            unit="ms",
            floor=loads_ms,
            budget=6.0,  # about 2.7x when measured; a regression well past noise trips it
            note=f"PartnerClient._parse of {ITEMS} ACTIVITY items; median of {REPEATS} runs",
        )
    ]
