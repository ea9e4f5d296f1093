"""``PartnerClient``: one coroutine per endpoint of the partner interface."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from types import TracebackType
from typing import Any, Literal, TypeVar, overload

import httpx
from pydantic import BaseModel, ValidationError

from app.api.body import Progress, StreamedBody, encode_body
from app.api.error_mapping import error_from_response, read_json_object
from app.api.errors import (
    ApiError,
    FieldError,
    ProtocolError,
    RequestRejected,
    rejection,
)
from app.api.models import (
    ActivityContentResult,
    ActivitySearchResult,
    BoatContentResult,
    BoatSearchResult,
    BookingResult,
    BookingStatusResult,
    CancelQuoteResult,
    CancelRequest,
    CancelResult,
    CreateBookingRequest,
    WalletResult,
    new_request_id,
)
from app.api.retry import RETRY_EXCEPTIONS, RETRY_STATUSES, RetryPolicy, parse_retry_after
from app.api.stepped import validate_json_in_steps
from app.api.transport import SystemClient, network_error
from app.domain.clock import service_today
from app.domain.identity import NO_FLAGS, IdentityFlags
from app.domain.modules import Module
from app.domain.requests import (
    check_booking_status,
    check_cancel_booking,
    check_content_query,
    check_create_booking,
    check_search_query,
    check_wallet_balance,
)
from app.domain.violations import VALIDATION_FAILED, Violation

log = logging.getLogger(__name__)

JSON_CONTENT_TYPE = "application/json; charset=UTF-8"
DEFAULT_TIMEOUT = httpx.Timeout(connect=5.0, read=30.0, write=120.0, pool=10.0)
REDACTED = "[redacted]"

ResultT = TypeVar("ResultT", bound=BaseModel)
# An answer longer than this (the catalogue of a few hundred items) takes over ~3 ms to parse:
# it is parsed in a worker thread, in steps that let the UI thread run between them.
STEPPED_PARSE_BYTES = 200_000


def _validate_json(content: bytes, model: type[ResultT]) -> ResultT:
    return model.model_validate_json(content)


RequestT = TypeVar("RequestT", bound=BaseModel)
Sleep = Callable[[float], Awaitable[None]]


class PartnerClient:
    """Async client of the partner interface, scoped to the agent of one API key.

    Use as ``async with PartnerClient(base_url=..., api_key=...) as client``. ``http_client``
    takes a ready ``httpx.AsyncClient`` (its transport is then the caller's, and so is closing it).
    """

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str,
        http_client: httpx.AsyncClient | None = None,
        timeout: httpx.Timeout | float | None = None,
        retry: RetryPolicy | None = None,
        today: Callable[[], dt.date] = service_today,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._base_url = base_url.rstrip("/")
        self._api_key = api_key
        self._owns_http = http_client is None
        # An explicit timeout applies per request; otherwise a given client keeps its own.
        self._timeout = None if timeout is None else httpx.Timeout(timeout)
        self._http = http_client or SystemClient(timeout=self._timeout or DEFAULT_TIMEOUT)
        self._retry = retry or RetryPolicy()
        self._today = today
        self._sleep = sleep

    def __repr__(self) -> str:
        return f"PartnerClient(base_url={self._base_url!r}, api_key={REDACTED!r})"

    @property
    def base_url(self) -> str:
        """The service address this client talks to."""
        return self._base_url

    async def __aenter__(self) -> PartnerClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the HTTP connection pool when this client created it."""
        if self._owns_http:
            await self._http.aclose()

    # --- endpoints ---------------------------------------------------------------------------

    @overload
    async def content(
        self,
        module: Literal[Module.ACTIVITY, "ACTIVITY"],
        travel_date: dt.date | str | None = None,
        limit: int | None = None,
    ) -> ActivityContentResult: ...

    @overload
    async def content(
        self,
        module: Literal[Module.BOAT, "BOAT"],
        travel_date: dt.date | str | None = None,
        limit: int | None = None,
    ) -> BoatContentResult: ...

    @overload
    async def content(
        self,
        module: Module | str,
        travel_date: dt.date | str | None = None,
        limit: int | None = None,
    ) -> ActivityContentResult | BoatContentResult: ...

    async def content(
        self,
        module: Module | str,
        travel_date: dt.date | str | None = None,
        limit: int | None = None,
    ) -> ActivityContentResult | BoatContentResult:
        """GET content.php: the catalogue of ``module`` (ACTIVITY may omit the date)."""
        query = {"module": str(module), "travel_date": _date_text(travel_date), "limit": limit}
        _reject_if(check_content_query(query), None)
        chosen = Module(module)
        params = _query(**query)
        model = ActivityContentResult if chosen is Module.ACTIVITY else BoatContentResult
        return await self._call("GET", "content", model, params=params)

    @overload
    async def search_availability(
        self,
        module: Literal[Module.ACTIVITY, "ACTIVITY"],
        date: dt.date | str,
        activity_id: int | None = None,
    ) -> ActivitySearchResult: ...

    @overload
    async def search_availability(
        self,
        module: Literal[Module.BOAT, "BOAT"],
        date: dt.date | str,
        activity_id: int | None = None,
    ) -> BoatSearchResult: ...

    @overload
    async def search_availability(
        self, module: Module | str, date: dt.date | str, activity_id: int | None = None
    ) -> ActivitySearchResult | BoatSearchResult: ...

    async def search_availability(
        self, module: Module | str, date: dt.date | str, activity_id: int | None = None
    ) -> ActivitySearchResult | BoatSearchResult:
        """GET search_availability.php: live slots (ACTIVITY) or schedules (BOAT) of a date."""
        query = {"module": str(module), "date": _date_text(date), "activity_id": activity_id}
        _reject_if(check_search_query(query), None)
        chosen = Module(module)
        params = _query(**query)
        model = ActivitySearchResult if chosen is Module.ACTIVITY else BoatSearchResult
        return await self._call("GET", "search_availability", model, params=params)

    async def create_booking(
        self,
        request: CreateBookingRequest | Mapping[str, Any],
        *,
        identity_flags: IdentityFlags = NO_FLAGS,
        on_progress: Progress | None = None,
        replay: bool = False,
    ) -> BookingResult:
        """POST create_booking.php; validated first, so a bad request never leaves the machine.

        ``identity_flags`` are the BOAT trip's content flags when the caller knows them. The body
        is streamed in parts of a quarter megabyte, never held whole; ``on_progress(sent_bytes,
        total_bytes)`` follows it (from 0 again on a retry). ``replay`` resends a request that may
        have been taken before under its request_id: the service's stored answer decides, so a
        travel date that has passed since is not refused here.
        """
        model = _as_request(CreateBookingRequest, request)
        wire = model.to_wire()
        today = self._today()
        if replay:
            today = min(today, model.travel_date)

        def prepare() -> tuple[list[Violation], StreamedBody]:
            violations = check_create_booking(wire, today, identity_flags)
            return violations, StreamedBody.measure(wire, on_progress)

        # Checking and measuring 100 scans takes a few hundred ms: never on the event loop.
        violations, streamed = await asyncio.to_thread(prepare)
        _reject_if(violations, model.request_id)
        return await self._call("POST", "create_booking", BookingResult, streamed=streamed)

    async def cancel_booking(
        self, request: CancelRequest | Mapping[str, Any]
    ) -> CancelResult | CancelQuoteResult:
        """POST cancel_booking.php: a QUOTE (changes nothing) or a CONFIRM (voids and refunds)."""
        model = _as_request(CancelRequest, request)
        wire = model.to_wire()
        _reject_if(check_cancel_booking(wire), model.request_id)
        if model.action == "QUOTE":
            return await self._call("POST", "cancel_booking", CancelQuoteResult, body=wire)
        return await self._call("POST", "cancel_booking", CancelResult, body=wire)

    async def wallet_balance(self, request_id: str | None = None) -> WalletResult:
        """POST wallet_balance.php: cash, credit and the latest ledger journals."""
        body = {"request_id": request_id or new_request_id()}
        _reject_if(check_wallet_balance(body), body["request_id"])
        return await self._call("POST", "wallet_balance", WalletResult, body=body)

    async def booking_status(
        self, booking_ref: str, module_type: Module | str, request_id: str | None = None
    ) -> BookingStatusResult:
        """POST booking_status.php: the status card of one booking."""
        body = {
            "request_id": request_id or new_request_id(),
            "booking_ref": booking_ref,
            "module_type": str(module_type),
        }
        _reject_if(check_booking_status(body), body["request_id"])
        return await self._call("POST", "booking_status", BookingStatusResult, body=body)

    # --- transport ---------------------------------------------------------------------------

    def _redact(self, text: str) -> str:
        return text.replace(self._api_key, REDACTED) if self._api_key else text

    def _headers(self) -> dict[str, str]:
        return {
            "X-API-KEY": self._api_key,
            "Content-Type": JSON_CONTENT_TYPE,
            "Accept": "application/json",
        }

    async def _call(
        self,
        method: str,
        name: str,
        model: type[ResultT],
        *,
        params: dict[str, str] | None = None,
        body: Mapping[str, Any] | None = None,
        streamed: StreamedBody | None = None,
    ) -> ResultT:
        """Send one logical request, retrying transient failures with the same body.

        ``body`` is sent encoded in one piece; ``streamed`` is sent part by part, started again
        for every attempt.
        """
        url = f"{self._base_url}/api/{name}.php"
        encoded = None if body is None else encode_body(body)
        sent_body = streamed.body if streamed is not None else body
        request_id = None if sent_body is None else str(sent_body.get("request_id"))
        headers = self._headers()
        if streamed is not None:
            # Known in advance, so the body goes with a length instead of chunked encoding.
            headers["Content-Length"] = str(streamed.size)
        retry_number = 0
        while True:
            started = time.perf_counter()
            try:
                response = await self._http.request(
                    method,
                    url,
                    params=params,
                    content=streamed.open() if streamed is not None else encoded,
                    headers=headers,
                    timeout=self._timeout
                    if self._timeout is not None
                    else httpx.USE_CLIENT_DEFAULT,
                )
            except httpx.TransportError as exc:
                error: ApiError = network_error(exc, request_id, self._redact)
                retryable = isinstance(exc, RETRY_EXCEPTIONS)
                retry_after = None
                log.info("%s %s failed: %s", method, name, type(exc).__name__)
            else:
                log.debug(
                    "%s %s -> %s in %.0f ms (request_id=%s)",
                    method,
                    name,
                    response.status_code,
                    (time.perf_counter() - started) * 1000,
                    request_id,
                )
                if response.status_code not in RETRY_STATUSES:
                    if response.is_success and len(response.content) > STEPPED_PARSE_BYTES:
                        return await asyncio.to_thread(
                            self._parse, response, model, request_id, validate_json_in_steps
                        )
                    return self._parse(response, model, request_id)
                error = error_from_response(response, request_id, self._redact)
                retryable = True
                retry_after = parse_retry_after(response.headers.get("Retry-After"))
            if not retryable or retry_number >= self._retry.max_retries:
                raise error
            if retry_after is not None and retry_after > self._retry.max_retry_after:
                raise error
            await self._sleep(self._retry.delay(retry_number, retry_after))
            retry_number += 1

    def _parse(
        self,
        response: httpx.Response,
        model: type[ResultT],
        request_id: str | None,
        validate: Callable[[bytes, type[ResultT]], ResultT] = _validate_json,
    ) -> ResultT:
        if not response.is_success:
            raise error_from_response(response, request_id, self._redact)
        try:
            result = validate(response.content, model)
        except ValidationError as exc:
            body = read_json_object(response.content)
            if body is not None and body.get("status") not in (None, "SUCCESS"):
                raise error_from_response(response, request_id, self._redact) from None
            raise ProtocolError(
                _describe_invalid(exc, body is None),
                status_code=response.status_code,
                request_id=request_id,
            ) from None
        if getattr(result, "status", "SUCCESS") != "SUCCESS":
            raise error_from_response(response, request_id, self._redact)
        return result


def _query(**values: object) -> dict[str, str]:
    return {k: str(v) for k, v in values.items() if v is not None}


def _date_text(value: dt.date | str | None) -> str | None:
    return value.isoformat() if isinstance(value, dt.date) else value


def _wire_path(loc: tuple[int | str, ...]) -> str:
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def _as_request(model: type[RequestT], request: RequestT | Mapping[str, Any]) -> RequestT:
    """Validate a plain mapping of wire fields into ``model``; type errors become field errors."""
    if isinstance(request, model):
        return request
    try:
        return model.model_validate(request)
    except ValidationError as exc:
        rid = request.get("request_id") if isinstance(request, Mapping) else None
        errors = [FieldError(_wire_path(e["loc"]), e["msg"]) for e in exc.errors()]
        raise RequestRejected(
            "Some fields of the request are missing or of the wrong type.",
            errors=errors,
            code=VALIDATION_FAILED,
            request_id=rid if isinstance(rid, str) else None,
        ) from None


def _reject_if(violations: list[Violation], request_id: str | None) -> None:
    """Refuse before sending: the same rules as the service, so nothing invalid leaves."""
    if violations:
        raise rejection(violations, request_id)


def _describe_invalid(exc: ValidationError, not_json: bool) -> str:
    if not_json:
        return "The service answered with something that is not JSON."
    first = exc.errors()[0]
    return f"The service's answer is missing or has a wrong {_wire_path(first['loc'])!r}."
