"""A scripted fake of the service at the transport (no network), and its helpers."""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable
from typing import Any

import httpx

from app.api.retry import RetryPolicy

BASE_URL = "https://partner.example.test/travel"
# Distinctive, so that a leak anywhere is easy to find.
API_KEY = "sk-live-7f3c9a1e5b2d4c6f8a0e1b3d5f7a9c2e"
POLICY = RetryPolicy(max_retries=3, base_delay=0.5, max_delay=8.0, max_retry_after=60.0)

Answer = httpx.Response | Exception | Callable[[httpx.Request], httpx.Response]


def reply(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> httpx.Response:
    """A JSON response as the service writes it."""
    content = json.dumps(body).encode()
    all_headers = {"Content-Type": "application/json; charset=UTF-8", **(headers or {})}
    return httpx.Response(status, content=content, headers=all_headers)


def raw(content: bytes | str, status: int = 200, content_type: str = "text/html") -> httpx.Response:
    """A response whose body is whatever ``content`` is."""
    return httpx.Response(status, content=content, headers={"Content-Type": content_type})


class FakePartner:
    """Records every request and answers from a script; a request past its end fails the test."""

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []
        self._script: deque[Answer] = deque()
        self.repeat: Answer | None = None

    def script(self, *answers: Answer) -> None:
        """Queue answers, one per request, in order."""
        self._script.extend(answers)

    def always(self, answer: Answer) -> None:
        """Answer every request (after the script) with ``answer``."""
        self.repeat = answer

    def handle(self, request: httpx.Request) -> httpx.Response:
        """The MockTransport handler: the request is recorded before anything can fail."""
        self.requests.append(request)
        answer = self._script.popleft() if self._script else self.repeat
        if answer is None:
            raise AssertionError(f"unexpected request {request.method} {request.url}")
        if isinstance(answer, Exception):
            raise answer
        if isinstance(answer, httpx.Response):
            return answer
        return answer(request)

    @property
    def bodies(self) -> list[Any]:
        """The JSON bodies sent, in order (None for a request without a body)."""
        return [json.loads(r.content) if r.content else None for r in self.requests]


class Sleeps(list[float]):
    """The waits the client asked for, instead of waiting."""

    async def __call__(self, seconds: float) -> None:
        self.append(seconds)
