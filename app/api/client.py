"""``PartnerClient``: one coroutine per endpoint of the partner interface."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal, TypeVar, overload
from urllib.parse import quote, urlsplit

import httpx
from pydantic import BaseModel, ValidationError

from app.api.answers import ACCEPT_ENCODING, as_read, read_answer
from app.api.body import Progress, StreamedBody, encode_body
from app.api.catalogue_models import (
    ActivityContentResult,
    ActivitySearchResult,
    BoatContentResult,
    BoatSearchResult,
    new_request_id,
)
from app.api.codes import ErrorCode
from app.api.environment import EnvironmentWatch
from app.api.error_mapping import error_from_response, read_json_object
from app.api.errors import (
    ApiError,
    ClientClosed,
    DeadlineExceeded,
    FieldError,
    InvalidApiKey,
    NetworkError,
    ProtocolError,
    RequestRejected,
    rejection,
)
from app.api.in_flight import InFlight
from app.api.retry import RETRY_EXCEPTIONS, RETRY_STATUSES, RetryPolicy, parse_retry_after
from app.api.shape_check import wire_path
from app.api.transport import SystemClient, network_error
from app.domain.clock import service_today
from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.domain.identity import NO_FLAGS, IdentityFlags
from app.domain.keys import (
    agent_key_fingerprint,
    clean_key,
    key_problem,
    key_texts,
    redact_secrets,
    secret_pattern,
)
from app.domain.modules import Module
from app.domain.requests import (
    check_booking_status,
    check_cancel_booking,
    check_content_query,
    check_create_booking,
    check_search_query,
    check_wallet_balance,
)
from app.domain.violations import Violation

# The sale's models are imported by the calls that need them: the start lists the catalogue
# without them (52 M instructions, tests/perf/README.md).
if TYPE_CHECKING:
    import app.api.models as sale

log = logging.getLogger(__name__)

JSON_CONTENT_TYPE = "application/json; charset=UTF-8"
DEFAULT_TIMEOUT = httpx.Timeout(connect=5.0, read=30.0, write=120.0, pool=10.0)
REDACTED = "[redacted]"
MEDIA_PATH = "/media/"
MEDIA_TIMEOUT_S = 10.0
# The longest a call may take, connecting, sending and reading the whole answer, retries and
# their waits included: a queue at the counter waits on it (docs/decisions/answer-limits.md).
# A booking's body adds its upload at ``UPLOAD_FLOOR_BYTES_PER_S``.
CALL_DEADLINE_S = 30.0
UPLOAD_FLOOR_BYTES_PER_S = 128 * 1024
# A featured picture is a few hundred kilobytes; more is not a picture meant for the catalogue.
MAX_MEDIA_BYTES = 5_000_000

ResultT = TypeVar("ResultT", bound=BaseModel)
# An answer longer than this (the catalogue of a few hundred items) takes over ~3 ms to parse:
# it is parsed in a worker thread, in one call. The models' Python validator (money) hands the
# interpreter lock to the UI thread every few tens of microseconds, so the loop keeps running
# (tests/perf/README.md, "Parsing large answers").
WORKER_PARSE_BYTES = 200_000


RequestT = TypeVar("RequestT", bound=BaseModel)
Sleep = Callable[[float], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class _Request:
    """One logical request, as every attempt sends it again."""

    method: str
    name: str
    url: str
    params: dict[str, str] | None
    encoded: bytes | None
    streamed: StreamedBody | None
    request_id: str | None


@dataclass(frozen=True, slots=True)
class _Failure:
    """An attempt without a usable answer: the error to raise, and whether to try again."""

    error: ApiError
    retryable: bool
    retry_after: float | None = None


class PartnerClient:
    """Async client of the partner interface, scoped to the agent of one API key.

    Use as ``async with PartnerClient(base_url=..., api_key=...) as client``. ``http_client``
    takes a ready ``httpx.AsyncClient`` (its transport is then the caller's, and so is closing it);
    ``in_flight`` keeps the requests under way on it, shared by every client of that
    ``http_client``: whoever closes ``http_client`` closes ``in_flight`` first (see
    ``app.api.in_flight``). After ``aclose``, or once ``in_flight`` is closed, a call raises
    ``ClientClosed``, and so does a call that was under way.
    ``on_environment(client)`` hears every change of ``environment`` or ``environment_change``;
    ``on_wallet(client, data)`` every wallet answer, as it arrives (the counter keeps each).
    Whitespace around ``api_key`` is dropped; a key with a control character inside makes every
    request raise ``InvalidApiKey`` (an ``AuthenticationError``) before anything is sent. Each call
    ends within ``deadline_s`` (plus its body's upload time) with ``DeadlineExceeded``; an answer
    is read to at most ``MAX_ANSWER_BYTES`` decoded (``AnswerTooLarge`` past it).
    """

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str,
        http_client: httpx.AsyncClient | None = None,
        in_flight: InFlight | None = None,
        timeout: httpx.Timeout | float | None = None,
        retry: RetryPolicy | None = None,
        today: Callable[[], dt.date] = service_today,
        sleep: Sleep = asyncio.sleep,
        on_environment: Callable[[PartnerClient], None] | None = None,
        deadline_s: float = CALL_DEADLINE_S,
        on_wallet: Callable[[PartnerClient, sale.WalletData], None] | None = None,
    ) -> None:
        self._base_url = base_url.rstrip("/")
        self._api_key = clean_key(api_key)
        self._key_problem = key_problem(self._api_key)
        self._key_pattern = secret_pattern(key_texts(api_key))
        self._owns_http = http_client is None
        # An explicit timeout applies per request; otherwise a given client keeps its own.
        self._timeout = None if timeout is None else httpx.Timeout(timeout)
        self._http = http_client or SystemClient(timeout=self._timeout or DEFAULT_TIMEOUT)
        self._in_flight = in_flight or InFlight()
        self._retry = retry or RetryPolicy()
        self._today = today
        self._sleep = sleep
        self._deadline_s = deadline_s
        self._environment = EnvironmentWatch(
            None if on_environment is None else lambda: on_environment(self)
        )
        self._on_wallet = on_wallet

    def __repr__(self) -> str:
        return f"PartnerClient(base_url={self._base_url!r}, api_key={REDACTED!r})"

    @property
    def key_fingerprint(self) -> str:
        """The identity of this client's agent key, never the key (``agent_key_fingerprint``)."""
        return agent_key_fingerprint(self._api_key)

    @property
    def base_url(self) -> str:
        """The service address this client talks to."""
        return self._base_url

    @property
    def environment(self) -> ServiceEnvironment:
        """What the latest answer said the service is: sandbox, live, or unknown before any."""
        return self._environment.environment

    @property
    def environment_change(self) -> EnvironmentChange | None:
        """The first change of environment between two answers; None while there was none.

        Once set, bookings and cancellations are refused until a new client is made.
        """
        return self._environment.change

    def refuse_if_environment_changed(self, request_id: str | None = None) -> None:
        """Raise ``EnvironmentChangedError`` when ``environment_change`` is set (a write's guard,
        for callers that must check before they journal a request)."""
        self._environment.refuse_if_changed(request_id)

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
        """End the requests under way and close the HTTP connection pool, when this client
        created it."""
        if self._owns_http:
            await self._in_flight.close()
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
        request: sale.CreateBookingRequest | Mapping[str, Any],
        *,
        identity_flags: IdentityFlags = NO_FLAGS,
        on_progress: Progress | None = None,
        replay: bool = False,
    ) -> sale.BookingResult:
        """POST create_booking.php; validated first, so a bad request never leaves the machine.

        ``identity_flags`` are the BOAT trip's content flags when the caller knows them. The body
        is streamed in parts of a quarter megabyte, never held whole; ``on_progress(sent_bytes,
        total_bytes)`` follows it (from 0 again on a retry). ``replay`` resends a request that may
        have been taken before under its request_id: the service's stored answer decides, so a
        travel date that has passed since is not refused here. Once the service's environment
        changed (``environment_change``), it raises ``EnvironmentChangedError`` and sends nothing.
        """
        from app.api.models import BookingResult, CreateBookingRequest

        model = _as_request(CreateBookingRequest, request)
        self.refuse_if_environment_changed(model.request_id)
        wire = model.to_wire()
        today = self._today()
        if replay:
            today = min(today, model.travel_date)

        def prepare() -> tuple[list[Violation], StreamedBody | None]:
            violations = check_create_booking(wire, today, identity_flags)
            # Only a valid body is encoded: text that is not whole characters cannot be.
            return violations, None if violations else StreamedBody.measure(wire, on_progress)

        # Checking and measuring 100 scans takes a few hundred ms: never on the event loop.
        violations, streamed = await asyncio.to_thread(prepare)
        if streamed is None:
            raise rejection(violations, model.request_id)
        return await self._call("POST", "create_booking", BookingResult, streamed=streamed)

    async def cancel_booking(
        self, request: sale.CancelRequest | Mapping[str, Any]
    ) -> sale.CancelResult | sale.CancelQuoteResult:
        """POST cancel_booking.php: a QUOTE (changes nothing) or a CONFIRM (voids and refunds).

        A CONFIRM is refused like a booking once the service's environment changed.
        """
        from app.api.models import CancelQuoteResult, CancelRequest, CancelResult

        model = _as_request(CancelRequest, request)
        wire = model.to_wire()
        _reject_if(check_cancel_booking(wire), model.request_id)
        if model.action == "QUOTE":
            return await self._call("POST", "cancel_booking", CancelQuoteResult, body=wire)
        self.refuse_if_environment_changed(model.request_id)
        return await self._call("POST", "cancel_booking", CancelResult, body=wire)

    async def wallet_balance(self, request_id: str | None = None) -> sale.WalletResult:
        """POST wallet_balance.php: cash, credit and the latest wallet movements."""
        from app.api.models import WalletResult

        body = {"request_id": request_id or new_request_id()}
        _reject_if(check_wallet_balance(body), body["request_id"])
        result = await self._call("POST", "wallet_balance", WalletResult, body=body)
        if self._on_wallet is not None:
            self._on_wallet(self, result.data)
        return result

    async def booking_status(
        self, booking_ref: str, module_type: Module | str, request_id: str | None = None
    ) -> sale.BookingStatusResult:
        """POST booking_status.php: the status card of one booking."""
        from app.api.models import BookingStatusResult

        body = {
            "request_id": request_id or new_request_id(),
            "booking_ref": booking_ref,
            "module_type": str(module_type),
        }
        _reject_if(check_booking_status(body), body["request_id"])
        return await self._call("POST", "booking_status", BookingStatusResult, body=body)

    def media_url(self, file_name: str) -> str:
        """Where a media file is: an absolute address as given, else the service's media folder."""
        if urlsplit(file_name).scheme in ("http", "https"):
            return file_name
        return f"{self._base_url}{MEDIA_PATH}{quote(file_name)}"

    async def media(self, file_name: str, *, max_bytes: int = MAX_MEDIA_BYTES) -> bytes:
        """GET a picture the catalogue names (``media.featured_image``): its bytes.

        Pictures are public: the request carries no API key (an absolute address may be another
        host's). Raises ``NotFoundError`` when there is none, ``ProtocolError`` for an answer that
        is not an image or is over ``max_bytes`` (read no further), ``NetworkError`` when the
        service cannot be reached; it is never retried (a picture is not worth the wait).
        """
        url = self.media_url(file_name)
        if self._http.is_closed:
            raise ClientClosed()
        request = self._http.build_request(
            "GET", url, headers={"Accept-Encoding": ACCEPT_ENCODING}, timeout=MEDIA_TIMEOUT_S
        )
        try:
            async with asyncio.timeout(MEDIA_TIMEOUT_S):
                return await self._in_flight.run(self._fetch_picture(request, max_bytes), None)
        except TimeoutError:
            raise DeadlineExceeded(MEDIA_TIMEOUT_S) from None
        except httpx.TransportError as exc:
            log.info("GET media %s failed: %s", file_name, type(exc).__name__)
            raise NetworkError(
                self._redact(f"Could not fetch the picture ({type(exc).__name__}: {exc}).")
            ) from None

    async def _fetch_picture(self, request: httpx.Request, max_bytes: int) -> bytes:
        response = await self._http.send(request, stream=True)
        try:
            return await self._picture(response, max_bytes)
        finally:
            await response.aclose()

    async def _picture(self, response: httpx.Response, max_bytes: int) -> bytes:
        """The bytes of a picture's streamed answer; an error for anything else."""
        if not response.is_success:
            answer = as_read(response, await read_answer(response))
            raise error_from_response(answer, None, self._redact)
        kind = response.headers.get("Content-Type", "")
        if not kind.startswith("image/"):
            raise ProtocolError(
                f"The service sent {kind or 'an untyped answer'} for a picture.",
                status_code=response.status_code,
            )
        return await read_answer(response, max_bytes)

    # --- transport ---------------------------------------------------------------------------

    def _redact(self, text: str) -> str:
        return redact_secrets(self._key_pattern, text, REDACTED)

    def _headers(self) -> dict[str, str]:
        if self._key_problem is not None:
            raise InvalidApiKey(self._key_problem)
        return {
            "X-API-KEY": self._api_key,
            "Content-Type": JSON_CONTENT_TYPE,
            "Accept": "application/json",
            "Accept-Encoding": ACCEPT_ENCODING,
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
        sent_body = streamed.body if streamed is not None else body
        request = _Request(
            method=method,
            name=name,
            url=f"{self._base_url}/api/{name}.php",
            params=params,
            encoded=None if body is None else encode_body(body),
            streamed=streamed,
            request_id=None if sent_body is None else str(sent_body.get("request_id")),
        )
        loop = asyncio.get_running_loop()
        upload = 0.0 if streamed is None else streamed.size / UPLOAD_FLOOR_BYTES_PER_S
        allowed = self._deadline_s + upload
        deadline = loop.time() + allowed
        retry_number = 0
        while True:
            answer = await self._attempt(request, deadline, allowed)
            if isinstance(answer, httpx.Response):
                return await self._read(answer, model, request.request_id)
            delay = self._retry_delay(answer, retry_number)
            if delay is None or loop.time() + delay >= deadline:
                raise answer.error
            retry_number += 1
            await self._wait(request, retry_number + 1, delay)

    async def _attempt(
        self, request: _Request, deadline: float, allowed: float
    ) -> httpx.Response | _Failure:
        """Send ``request`` once, its whole answer read by ``deadline`` (the loop's clock): the
        answer, or a failure that may be worth a retry (``allowed``: the seconds it was given)."""
        if self._http.is_closed:
            # Closed while a retry waited: said in the client's own terms, not httpx's.
            return _Failure(ClientClosed(request_id=request.request_id), retryable=False)
        headers = self._headers()
        if request.streamed is not None:
            # Known in advance, so the body goes with a length instead of chunked encoding.
            headers["Content-Length"] = str(request.streamed.size)
        started = time.perf_counter()
        built = self._http.build_request(
            request.method,
            request.url,
            params=request.params,
            content=request.streamed.open() if request.streamed is not None else request.encoded,
            headers=headers,
            timeout=self._timeout if self._timeout is not None else httpx.USE_CLIENT_DEFAULT,
        )
        try:
            async with asyncio.timeout_at(deadline):
                response = await self._in_flight.run(self._exchange(built), request.request_id)
        except ClientClosed as closed:
            return _Failure(closed, retryable=False)
        except TimeoutError:
            log.info("%s %s passed its deadline", request.method, request.name)
            return _Failure(DeadlineExceeded(allowed, request_id=request.request_id), False)
        except ProtocolError as unreadable:
            unreadable.request_id = request.request_id
            return _Failure(unreadable, retryable=False)
        except httpx.TransportError as exc:
            log.info("%s %s failed: %s", request.method, request.name, type(exc).__name__)
            error = network_error(exc, request.request_id, self._redact)
            return _Failure(error, retryable=isinstance(exc, RETRY_EXCEPTIONS))
        self._environment.observe(response.headers)
        log.debug(
            "%s %s -> %s in %.0f ms (request_id=%s)",
            request.method,
            request.name,
            response.status_code,
            (time.perf_counter() - started) * 1000,
            request.request_id,
        )
        if response.status_code not in RETRY_STATUSES:
            return response
        return _Failure(
            error_from_response(response, request.request_id, self._redact),
            retryable=True,
            retry_after=parse_retry_after(response.headers.get("Retry-After")),
        )

    async def _exchange(self, built: httpx.Request) -> httpx.Response:
        """Send one attempt and read its whole answer (a task of ``in_flight``)."""
        streaming = await self._http.send(built, stream=True)
        try:
            return as_read(streaming, await read_answer(streaming))
        except ProtocolError:
            if not streaming.is_error:
                raise
            # An error status is its meaning whatever its body: one too large or packed past
            # reading says no more than an empty one, so the status alone is mapped.
            return as_read(streaming, b"")
        finally:
            await streaming.aclose()

    def _retry_delay(self, failure: _Failure, retry_number: int) -> float | None:
        """Seconds to wait before retry ``retry_number`` (0-based); None when not to retry."""
        if not failure.retryable or retry_number >= self._retry.max_retries:
            return None
        if failure.retry_after is not None and failure.retry_after > self._retry.max_retry_after:
            return None  # the service asks for a longer wait than a counter should sit through
        return self._retry.delay(retry_number, failure.retry_after)

    async def _wait(self, request: _Request, attempt: int, delay: float) -> None:
        """Wait ``delay`` seconds before sending ``request`` again, as attempt ``attempt``."""
        log.info(
            "Retrying %s %s (request_id=%s): attempt %d of %d in %.2f s",
            request.method,
            request.name,
            request.request_id,
            attempt,
            self._retry.max_retries + 1,
            delay,
        )
        await self._sleep(delay)

    async def _read(
        self, response: httpx.Response, model: type[ResultT], request_id: str | None
    ) -> ResultT:
        """The answer as ``model``: a large one is parsed in a worker thread."""
        if response.is_success and len(response.content) > WORKER_PARSE_BYTES:
            return await asyncio.to_thread(self._parse, response, model, request_id)
        return self._parse(response, model, request_id)

    def _parse(
        self,
        response: httpx.Response,
        model: type[ResultT],
        request_id: str | None,
    ) -> ResultT:
        if not response.is_success:
            raise error_from_response(response, request_id, self._redact)
        try:
            result = model.model_validate_json(response.content)
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


def _as_request(model: type[RequestT], request: RequestT | Mapping[str, Any]) -> RequestT:
    """Validate a plain mapping of wire fields into ``model``; type errors become field errors."""
    if isinstance(request, model):
        return request
    try:
        return model.model_validate(request)
    except ValidationError as exc:
        rid = request.get("request_id") if isinstance(request, Mapping) else None
        errors = [FieldError(wire_path(e["loc"]), e["msg"]) for e in exc.errors()]
        raise RequestRejected(
            "Some fields of the request are missing or of the wrong type.",
            errors=errors,
            code=ErrorCode.VALIDATION_FAILED,
            request_id=rid if isinstance(rid, str) else None,
        ) from None


def _reject_if(violations: list[Violation], request_id: str | None) -> None:
    """Refuse before sending: the same rules as the service, so nothing invalid leaves."""
    if violations:
        raise rejection(violations, request_id)


def _describe_invalid(exc: ValidationError, not_json: bool) -> str:
    first = exc.errors()[0]
    if not_json:
        # e.g. "recursion limit exceeded" for an answer nested hundreds of levels deep
        return f"The service answered with something that is not JSON it can read ({first['msg']})."
    return f"The service's answer is missing or has a wrong {wire_path(first['loc'])!r}."
