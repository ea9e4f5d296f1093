"""The ASGI application: six endpoints at ``/api/*.php`` and ``/openapi.json``.

Every response, errors and pictures included, carries ``X-Service-Environment: sandbox``: a
client reaching a sandbox by any address knows it is one.

Every endpoint runs the same gate in the same order: the API key (fail closed), the method, the
exact JSON content type (which a GET may leave out), the size-capped body or the query, then the
endpoint's own validation.
SQLite work runs on the event loop thread, one short transaction at a time and never across an
``await``, so writers never contend and one connection serves the loop.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from functools import cache, partial
from typing import Any

from pydantic import BaseModel
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.codes import ErrorCode
from app.api.models import (
    BookingStatusRequest,
    CancelRequest,
    CreateBookingRequest,
    WalletBalanceRequest,
)
from app.api.shape_check import checked
from app.domain import fields
from app.domain.modules import Module
from app.domain.requests import (
    check_booking_status,
    check_cancel_booking,
    check_content_query,
    check_create_booking,
    check_search_query,
    check_wallet_balance,
)
from app.domain.scan_structure import prepare_in_background
from app.domain.violations import Violation
from app.i18n import ENGLISH, in_language
from app.sandbox import jsonwire, queries
from app.sandbox.auth import Agent
from app.sandbox.booking import create_booking, identity_flags_for
from app.sandbox.cancellation import cancel_booking
from app.sandbox.context import SandboxContext
from app.sandbox.errors import (
    SandboxError,
    boat_provider_down,
    method_not_allowed,
    rate_limited,
    rejected,
)
from app.sandbox.idempotency import IdempotencyKey
from app.sandbox.intake import (
    CREATE_BODY_LIMIT,
    JSON_CONTENT_TYPE,
    SMALL_BODY_LIMIT,
    parse_object,
    query_values,
    read_body,
    require_json_content_type,
)
from app.sandbox.media import picture
from app.sandbox.reply import Recorder, Reply
from app.sandbox.status import booking_status
from app.sandbox.wallet import wallet_result
from app.sandbox.wire import ANNOUNCEMENT

REPLAYED_HEADER = "Idempotent-Replayed"


@dataclass(frozen=True, slots=True)
class PostEndpoint:
    """A POST endpoint: its body cap, its validation and its effect."""

    name: str
    body_limit: int
    validate: Callable[[SandboxContext, dict[str, Any]], Callable[[], list[Violation]]]
    execute: Callable[[SandboxContext, Agent, dict[str, Any], Recorder], Awaitable[Reply]]
    # Whether the test-only response delay applies (the writes a crash-safety test interrupts).
    delayed: Callable[[dict[str, Any]], bool]


@dataclass(frozen=True, slots=True)
class GetEndpoint:
    """A GET endpoint: its query validation and the result it builds."""

    name: str
    validate: Callable[[Mapping[str, Any]], list[Violation]]
    run: Callable[[SandboxContext, Mapping[str, Any]], dict[str, Any]]


# A body this small holds at most a 12 KB scan, walked in a few milliseconds.
CHECKED_ON_LOOP_BYTES = 16 * 1024


def _send(reply: Reply) -> Response:
    return Response(
        reply.body,
        status_code=reply.status,
        headers={**reply.headers, "Content-Type": JSON_CONTENT_TYPE},
    )


def _refusal(error: SandboxError, request_id: str | None) -> Response:
    return _send(Reply(error.status, jsonwire.dumps(error.body(request_id)), error.headers))


def _validate_create(ctx: SandboxContext, body: dict[str, Any]) -> Callable[[], list[Violation]]:
    # The trip's identity flags are read here, on the loop; the checks themselves are pure and
    # may run in a worker thread for a large body.
    flags = identity_flags_for(ctx.db.connection(), body)
    today = ctx.today()
    return lambda: checked(CreateBookingRequest, body, check_create_booking(body, today, flags))


async def _checked(checks: Callable[[], list[Violation]], size: int) -> list[Violation]:
    """The violations ``checks`` finds, found in a worker thread unless the body is small.

    Past ``CHECKED_ON_LOOP_BYTES`` a body may hold a JPEG scan whose every block is walked
    (about 0.3 s of CPU for the largest the service takes): the loop must go on serving.
    """
    return await asyncio.to_thread(checks) if size > CHECKED_ON_LOOP_BYTES else checks()


def _pure(
    model: type[BaseModel], check: Callable[[Mapping[str, Any]], list[Violation]]
) -> Callable[[SandboxContext, dict[str, Any]], Callable[[], list[Violation]]]:
    """The checks of a body of ``model`` that need nothing of the service's state."""
    return lambda _ctx, body: lambda: checked(model, body, check(body))


async def _cancel(
    ctx: SandboxContext, agent: Agent, body: dict[str, Any], record: Recorder
) -> Reply:
    return cancel_booking(ctx, agent, body, record)


async def _status(
    ctx: SandboxContext, agent: Agent, body: dict[str, Any], record: Recorder
) -> Reply:
    with ctx.db.transaction() as conn:
        return record(conn, 200, booking_status(conn, agent, body))


async def _wallet(
    ctx: SandboxContext, agent: Agent, body: dict[str, Any], record: Recorder
) -> Reply:
    with ctx.db.transaction() as conn:
        return record(conn, 200, wallet_result(conn, agent))


POST_ENDPOINTS = (
    PostEndpoint(
        "create_booking", CREATE_BODY_LIMIT, _validate_create, create_booking, lambda _b: True
    ),
    PostEndpoint(
        "cancel_booking",
        SMALL_BODY_LIMIT,
        _pure(CancelRequest, check_cancel_booking),
        _cancel,
        lambda body: body.get("action") == "CONFIRM",
    ),
    PostEndpoint(
        "wallet_balance",
        SMALL_BODY_LIMIT,
        _pure(WalletBalanceRequest, check_wallet_balance),
        _wallet,
        lambda _b: False,
    ),
    PostEndpoint(
        "booking_status",
        SMALL_BODY_LIMIT,
        _pure(BookingStatusRequest, check_booking_status),
        _status,
        lambda _b: False,
    ),
)
GET_ENDPOINTS = (
    GetEndpoint("content", check_content_query, queries.content),
    GetEndpoint("search_availability", check_search_query, queries.search),
)


class Gate:
    """The request pipeline shared by every endpoint of one sandbox."""

    def __init__(self, ctx: SandboxContext) -> None:
        self.ctx = ctx

    def _admit(self, request: Request, method: str) -> Agent:
        agent = self.ctx.keys.authenticate(request.headers.get("x-api-key"))
        # After the key: a request without a valid key spends no agent's allowance.
        rate = self.ctx.switches.rate_limit
        if rate is not None:
            wait = self.ctx.limiter.admit(agent.agent_id, rate, self.ctx.now().timestamp())
            if wait is not None:
                raise rate_limited(rate, wait)
        if request.method != method:
            raise method_not_allowed(method)
        # A GET has no body to type: it may leave the header out, but not send another type.
        if method == "POST" or "content-type" in request.headers:
            require_json_content_type(request.headers)
        return agent

    def _check_boat(self, module: object) -> None:
        if module == Module.BOAT and self.ctx.switches.boat_fault:
            raise boat_provider_down()

    async def get(self, request: Request, endpoint: GetEndpoint) -> Response:
        """Serve a GET endpoint."""
        try:
            self._admit(request, "GET")
            query = query_values(request)
            self._check_boat(query.get("module"))
            violations = endpoint.validate(query)
            if violations:
                raise rejected(violations)
            return _send(Reply(200, jsonwire.dumps(endpoint.run(self.ctx, query))))
        except SandboxError as error:
            return _refusal(error, None)

    async def post(self, request: Request, endpoint: PostEndpoint) -> Response:
        """Serve a POST endpoint with request_id idempotency."""
        request_id: str | None = None
        try:
            agent = self._admit(request, "POST")
            limit = endpoint.body_limit
            # Held until the answer is sent: the parsed body lives as long as the request.
            async with self.ctx.bodies.tally() as tally:
                raw = await read_body(request, limit, self.ctx.body_pace, self.ctx.bodies, tally)
                size = raw.size
                body, digest = await parse_object(raw)
                if isinstance(body.get("request_id"), str):
                    request_id = body["request_id"]
                self._check_boat(body.get("module_type"))
                checks = endpoint.validate(self.ctx, body)
                if fields.request_id(body) is not None or request_id is None:
                    raise rejected(await _checked(checks, size))
                key = IdempotencyKey(agent.agent_id, endpoint.name, request_id, digest)
                async with self.ctx.idempotency.hold(key):
                    return await self._once(endpoint, agent, body, key, checks, size)
        except SandboxError as error:
            return _refusal(error, request_id)

    async def _once(
        self,
        endpoint: PostEndpoint,
        agent: Agent,
        body: dict[str, Any],
        key: IdempotencyKey,
        checks: Callable[[], list[Violation]],
        size: int,
    ) -> Response:
        ctx = self.ctx
        # Looked up before validation: a replay on a later day must get the first answer back
        # even though its travel date is now in the past.
        stored = ctx.idempotency.lookup(ctx.db.connection(), key)
        if stored is not None:
            if stored.body_sha256 != key.body_sha256:
                raise SandboxError(
                    ErrorCode.REQUEST_ID_REUSED,
                    "This request_id was already used with a different body; "
                    "send a new request_id for a new request.",
                )
            return _send(Reply(stored.status, stored.body, {REPLAYED_HEADER: "true"}))
        violations = await _checked(checks, size)
        if violations:
            raise rejected(violations)

        def record(conn: sqlite3.Connection, status: int, result: dict[str, Any]) -> Reply:
            reply = Reply(status, jsonwire.dumps(result))
            ctx.idempotency.record(conn, key, status, reply.body, ctx.now())
            return reply

        try:
            reply = await endpoint.execute(ctx, agent, body, record)
        except SandboxError as error:
            if error.is_validation:
                raise
            # A refusal after validation is final too: store it so a replay gets the same.
            with ctx.db.transaction() as conn:
                reply = record(conn, error.status, error.body(key.request_id))
        if ctx.config.response_delay_seconds and endpoint.delayed(body):
            await asyncio.sleep(ctx.config.response_delay_seconds)
        return _send(reply)


class _AnyMethod:
    """An ASGI endpoint that takes every method, so a wrong one gets this API's own 405."""

    def __init__(self, serve: Callable[[Request], Awaitable[Response]]) -> None:
        self._serve = serve

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = await self._serve(Request(scope, receive))
        await response(scope, receive, send)


def _routes(gate: Gate) -> list[Route]:
    routes = []
    for get in GET_ENDPOINTS:
        routes.append(Route(f"/api/{get.name}.php", _AnyMethod(partial(gate.get, endpoint=get))))
    for post in POST_ENDPOINTS:
        routes.append(Route(f"/api/{post.name}.php", _AnyMethod(partial(gate.post, endpoint=post))))
    return routes


class _AnnouncedAsSandbox:
    """Adds the environment header to every response of ``app``, and answers in English.

    The service's error bodies are English on the wire; a sandbox running inside a process whose
    screen is in Hindi (the tests) must not translate the sentences it shares with the app.

    Outside Starlette altogether: its server-error middleware sends the 500 answer past any
    middleware added inside it.
    """

    def __init__(self, app: ASGIApp) -> None:
        self._app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def announced(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", ()), ANNOUNCEMENT]}
            await send(message)

        with in_language(ENGLISH):
            await self._app(scope, receive, announced)


def create_app(ctx: SandboxContext) -> ASGIApp:
    """The sandbox's ASGI application over ``ctx`` (its database, keys and switches)."""
    gate = Gate(ctx)
    # A first booking with a JPEG scan would build its tables' look-ups (some 40 ms): built
    # beside the loop now, while nobody waits.
    prepare_in_background()

    @cache
    def document(today: dt.date) -> bytes:
        # Built, and its module imported, on first request: its JSON schemas take about 100 ms,
        # and its pydantic models (through app.api, httpx) another 90 ms of imports, which every
        # start of the embedded sandbox (and so of the app) paid before.
        from app.sandbox.openapi import openapi_document

        return jsonwire.dumps(openapi_document(today))

    async def openapi(request: Request) -> Response:
        if request.method not in ("GET", "HEAD"):
            return _refusal(method_not_allowed("GET"), None)
        # Of the service's day: a travel date is allowed from today on.
        return Response(document(ctx.today()), media_type="application/json")

    async def media(request: Request) -> Response:
        # Pictures are public, like the service's own media folder: no key, no JSON.
        if request.method not in ("GET", "HEAD"):
            return _refusal(method_not_allowed("GET"), None)
        png = picture(request.path_params["name"])
        if png is None:
            return await unknown_path(request, LookupError())
        return Response(png, media_type="image/png", headers={"Cache-Control": "max-age=86400"})

    async def unknown_path(request: Request, exc: Exception) -> Response:
        return _refusal(SandboxError(ErrorCode.NOT_FOUND, "There is no such address."), None)

    async def internal_error(request: Request, exc: Exception) -> Response:
        # Never the exception's text: it may hold database internals.
        return _refusal(
            SandboxError(ErrorCode.INTERNAL_ERROR, "The sandbox could not complete the request."),
            None,
        )

    return _AnnouncedAsSandbox(
        Starlette(
            routes=[
                *_routes(gate),
                Route("/openapi.json", _AnyMethod(openapi)),
                Route("/media/{name}", _AnyMethod(media)),
            ],
            exception_handlers={404: unknown_path, Exception: internal_error},
        )
    )
