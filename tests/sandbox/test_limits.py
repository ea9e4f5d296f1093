"""Limits applied before work: the request target, the header fields, the announced body length,
and the pace of a body (a slow upload must not starve every other booking)."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import logging
import logging.handlers
import socket
import struct
import threading
import time
import zlib
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from app.api.codes import ErrorCode
from app.domain.id_proof import encode_data_uri
from app.sandbox import EmbeddedSandbox
from app.sandbox.intake import LARGE_BODY_BYTES, SMALL_BODY_LIMIT
from app.sandbox.wire import HEADERS_MAX_BYTES, TARGET_MAX_BYTES
from tests.conftest import FROZEN_NOW
from tests.domain.samples import PNG_BYTES
from tests.sandbox.helpers import (
    JSON_TYPE,
    NO_FLAGS_TRIP_SCHEDULE,
    PATHS,
    boat_body,
    documented,
    indian,
    state,
)
from tests.sandbox.test_hostile_input import head, port_of, status_and_body

SOON = FROZEN_NOW.date() + dt.timedelta(days=5)
SandboxFactory = Callable[..., EmbeddedSandbox]
HONEST_BOOKINGS = 6


def answer(conn: socket.socket) -> tuple[int, dict[str, Any]]:
    """The first whole answer on ``conn`` (its head and its Content-Length of body)."""
    reply = b""
    while b"\r\n\r\n" not in reply:
        chunk = conn.recv(65536)
        assert chunk, f"closed before an answer: {reply!r}"
        reply += chunk
    head_text = reply.partition(b"\r\n\r\n")[0].decode("latin-1").lower()
    length = int(head_text.split("content-length: ")[1].split("\r\n")[0])
    while len(reply.partition(b"\r\n\r\n")[2]) < length:
        reply += conn.recv(65536)
    return status_and_body(reply)


def connect(sandbox: EmbeddedSandbox) -> socket.socket:
    """A raw connection to the sandbox."""
    return socket.create_connection(("127.0.0.1", port_of(sandbox)), timeout=20)


def get_head(sandbox: EmbeddedSandbox, target: str, extra: dict[str, str]) -> bytes:
    """A GET of ``target`` with the key, the JSON type and ``extra`` headers."""
    fields = {"Host": "sandbox", "X-API-KEY": sandbox.demo_key, "Content-Type": JSON_TYPE} | extra
    lines = "".join(f"{name}: {value}\r\n" for name, value in fields.items())
    return f"GET {target} HTTP/1.1\r\n{lines}\r\n".encode()


def fields_size(sandbox: EmbeddedSandbox, extra: dict[str, str]) -> int:
    """The header fields of ``get_head`` counted as the cap counts them."""
    fields = {"Host": "sandbox", "X-API-KEY": sandbox.demo_key, "Content-Type": JSON_TYPE} | extra
    return sum(len(name) + len(value) + 4 for name, value in fields.items())


def content_target(length: int) -> str:
    """A content.php target of exactly ``length`` bytes (an unknown parameter pads it)."""
    base = PATHS["content"] + "?module=ACTIVITY&pad="
    return base + "x" * (length - len(base))


@pytest.mark.parametrize(
    ("length", "status"), [(TARGET_MAX_BYTES, 200), (TARGET_MAX_BYTES + 1, 414)]
)
def test_the_request_target_is_capped(
    module_sandbox: EmbeddedSandbox, length: int, status: int
) -> None:
    with connect(module_sandbox) as conn:
        conn.sendall(get_head(module_sandbox, content_target(length), {}))
        got, body = answer(conn)
    assert got == status
    if status == 414:
        assert body["code"] == ErrorCode.URI_TOO_LONG


def test_an_endless_request_line_is_refused_before_it_ends(
    module_sandbox: EmbeddedSandbox,
) -> None:
    with connect(module_sandbox) as conn:
        conn.sendall(b"GET /api/content.php?pad=" + b"x" * (4 * TARGET_MAX_BYTES))
        status, body = answer(conn)  # the line has no end: only a refusal can answer it
    assert (status, body["code"]) == (414, ErrorCode.URI_TOO_LONG)


@pytest.mark.parametrize(("over", "status"), [(0, 200), (1, 431)])
def test_the_header_fields_are_capped(
    module_sandbox: EmbeddedSandbox, over: int, status: int
) -> None:
    pad = HEADERS_MAX_BYTES - fields_size(module_sandbox, {"X-Pad": ""}) + over
    extra = {"X-Pad": "p" * pad}
    assert fields_size(module_sandbox, extra) == HEADERS_MAX_BYTES + over
    with connect(module_sandbox) as conn:
        conn.sendall(get_head(module_sandbox, PATHS["content"] + "?module=ACTIVITY", extra))
        got, body = answer(conn)
    assert got == status
    if status == 431:
        assert body["code"] == ErrorCode.HEADERS_TOO_LARGE


def test_an_endless_header_is_refused_before_it_ends(module_sandbox: EmbeddedSandbox) -> None:
    with connect(module_sandbox) as conn:
        conn.sendall(b"GET /api/content.php HTTP/1.1\r\nX-Pad: " + b"p" * (4 * HEADERS_MAX_BYTES))
        status, body = answer(conn)
    assert (status, body["code"]) == (431, ErrorCode.HEADERS_TOO_LARGE)


@pytest.mark.parametrize(
    ("length", "status", "code"),
    [
        ("9" * 19, 413, ErrorCode.PAYLOAD_TOO_LARGE),
        (str(SMALL_BODY_LIMIT + 1), 413, ErrorCode.PAYLOAD_TOO_LARGE),
        # Past 64 bits the HTTP parser itself refuses it, with the same error body.
        ("1" + "0" * 30, 400, ErrorCode.VALIDATION_FAILED),
    ],
    ids=["19 digits", "cap + 1", "31 digits"],
)
def test_a_length_over_the_cap_is_refused_before_a_byte_is_read(
    module_sandbox: EmbeddedSandbox, length: str, status: int, code: str
) -> None:
    with connect(module_sandbox) as conn:
        conn.sendall(
            head(module_sandbox, "wallet_balance", 0).replace(
                b": 0\r\n", b": " + length.encode() + b"\r\n"
            )
        )
        got, body = answer(conn)  # no byte of the body was sent
    assert (got, body["code"]) == (status, code)


def test_a_length_at_the_cap_with_leading_zeros_is_read(module_sandbox: EmbeddedSandbox) -> None:
    body = json.dumps({"request_id": "at-cap"}).encode()
    body += b" " * (SMALL_BODY_LIMIT - len(body))
    declared = f"{SMALL_BODY_LIMIT:0>25}".encode()  # 25 digits, a value at the cap
    with connect(module_sandbox) as conn:
        request = head(module_sandbox, "wallet_balance", 0).replace(
            b": 0\r\n", b": " + declared + b"\r\n"
        )
        conn.sendall(request + body)
        status, _ = answer(conn)
    assert status == 200


def large_png(size: int) -> bytes:
    """A whole PNG of about ``size`` bytes: the sample with a private ancillary chunk added."""
    data = b"\x00" * size
    chunk = struct.pack(">I", len(data)) + b"prVt" + data
    chunk += struct.pack(">I", zlib.crc32(b"prVt" + data))
    ihdr_end = 8 + 25
    return PNG_BYTES[:ihdr_end] + chunk + PNG_BYTES[ihdr_end:]


def honest_booking(sandbox: EmbeddedSandbox, scan: str, number: int) -> int:
    """Book one documented passenger with ``scan``; the status of the answer."""
    passenger = documented(indian()) | {"id_proof_file": scan}
    body = boat_body(NO_FLAGS_TRIP_SCHEDULE, SOON, [passenger], request_id=f"honest-{number}")
    headers = {"X-API-KEY": sandbox.demo_key, "Content-Type": JSON_TYPE}
    url = sandbox.base_url + PATHS["create_booking"]
    return httpx.post(
        url, content=json.dumps(body).encode(), headers=headers, timeout=30
    ).status_code


def test_a_slow_upload_does_not_starve_honest_bookings(start_sandbox: SandboxFactory) -> None:
    # A pace slow enough for the trickle to last the whole test: the allowance alone must let
    # the others through.
    sandbox = start_sandbox(body_min_rate=1.0, body_grace_s=60.0)
    scan = encode_data_uri(large_png(LARGE_BODY_BYTES))
    stop = threading.Event()
    slow = connect(sandbox)

    def trickle() -> None:
        slow.sendall(head(sandbox, "create_booking", 190_000_000) + b'{"request_id":"slow"')
        while not stop.wait(0.05):
            slow.sendall(b" ")

    dripping = threading.Thread(target=trickle)
    dripping.start()
    try:
        statuses = [honest_booking(sandbox, scan, n) for n in range(HONEST_BOOKINGS)]
        slow.settimeout(0.01)
        with pytest.raises(TimeoutError):
            slow.recv(1)  # the slow upload is still being read: nothing was answered to it
    finally:
        stop.set()
        dripping.join()
        slow.close()
    assert statuses == [201] * HONEST_BOOKINGS


def test_a_body_slower_than_the_minimum_rate_is_given_up(start_sandbox: SandboxFactory) -> None:
    sandbox = start_sandbox(body_min_rate=50_000.0, body_grace_s=0.5)
    started = time.monotonic()
    with connect(sandbox) as conn:
        conn.sendall(head(sandbox, "create_booking", 10_000_000) + b'{"request_id":"slow"')
        conn.settimeout(0.1)
        while time.monotonic() - started < 15:
            try:
                conn.sendall(b" " * 100)  # 1 KB a second: far below the rate
                if conn.recv(1, socket.MSG_PEEK):
                    break  # answered
            except TimeoutError:
                continue
            except (BrokenPipeError, ConnectionResetError):
                break
        conn.settimeout(10)
        status, body = answer(conn)
    assert (status, body["code"]) == (408, ErrorCode.REQUEST_TIMEOUT)
    assert "too slowly" in body["message"]


def send_paced(
    sandbox: EmbeddedSandbox, body: bytes, pieces: int, gap_s: float
) -> tuple[int, dict[str, Any]]:
    """POST ``body`` to create_booking in ``pieces`` parts, ``gap_s`` apart; the answer."""
    step = -(-len(body) // pieces)
    with connect(sandbox) as conn:
        conn.sendall(head(sandbox, "create_booking", len(body)))
        for start in range(0, len(body), step):
            try:
                conn.sendall(body[start : start + step])
            except BrokenPipeError:
                break  # answered and closed before the whole body was sent
            time.sleep(gap_s)
        return answer(conn)


def padded(size: int) -> bytes:
    """A create_booking body of ``size`` bytes that validation refuses on its content."""
    text = b'{"request_id":"paced"}'
    return text + b" " * (size - len(text))


def test_a_body_at_the_minimum_rate_is_read(start_sandbox: SandboxFactory) -> None:
    # 2 MB in ten parts over about a second: well above 500 KB a second.
    sandbox = start_sandbox(body_min_rate=500_000.0, body_grace_s=0.5)
    status, body = send_paced(sandbox, padded(2_000_000), 10, 0.1)
    assert (status, body["code"]) == (400, ErrorCode.VALIDATION_FAILED)


@pytest.mark.parametrize(("deadline_s", "status"), [(30.0, 400), (0.5, 408)])
def test_a_body_must_arrive_within_its_deadline(
    start_sandbox: SandboxFactory, deadline_s: float, status: int
) -> None:
    sandbox = start_sandbox(body_min_rate=1.0, body_deadline_s=deadline_s)
    got, body = send_paced(sandbox, padded(200_000), 10, 0.15)  # about 1.5 s
    assert got == status
    if status == 408:
        assert "took too long" in body["message"]


def test_a_late_bodys_rest_is_taken_and_dropped_and_its_408_then_read(
    start_sandbox: SandboxFactory,
) -> None:
    # Closed at once with the body still arriving, the connection was reset: the client's send
    # failed (a broken pipe on Linux), and Windows threw away the 408 it had not yet read. Now
    # the sandbox half-closes and drops the rest: every piece is sent, then the 408 and the end.
    sandbox = start_sandbox(body_min_rate=1.0, body_deadline_s=0.5)
    body = padded(200_000)
    step = -(-len(body) // 10)
    with connect(sandbox) as conn:
        conn.sendall(head(sandbox, "create_booking", len(body)))
        for start in range(0, len(body), step):
            conn.sendall(body[start : start + step])
            time.sleep(0.15)  # the whole body takes about 1.5 s, its deadline 0.5 s
        status, answered = answer(conn)
        assert conn.recv(1) == b""  # the sandbox's side ended after its answer
    assert (status, answered["code"]) == (408, ErrorCode.REQUEST_TIMEOUT)


def test_a_stop_does_not_linger_over_a_request_begun_behind_an_answer(
    start_sandbox: SandboxFactory,
) -> None:
    # A client's next request had begun when the stop came during an answer: the answer was
    # sent, then the connection lingered for the rest of that request, past uvicorn's graceful
    # wait, and was left open when the sandbox's loop ended (its socket found by the collector in
    # another test). Now the answer is sent and the connection ends with the stop.
    sandbox = start_sandbox(response_delay_seconds=2.0)
    passenger = documented(indian())
    booking = json.dumps(boat_body(NO_FLAGS_TRIP_SCHEDULE, SOON, [passenger])).encode()
    uvicorn_log = logging.getLogger("uvicorn.error")  # it does not reach the root's handlers
    catch = logging.handlers.BufferingHandler(capacity=1000)
    catch.setLevel(logging.ERROR)
    uvicorn_log.addHandler(catch)
    try:
        with connect(sandbox) as conn:
            conn.sendall(head(sandbox, "create_booking", len(booking)) + booking + b"GET /")
            while state(sandbox).bookings == 0:  # committed: its answer is being held
                time.sleep(0.02)
            sandbox.stop()
            status, _ = answer(conn)
            assert conn.recv(1) == b""  # the sandbox's side ended after its answer
    finally:
        uvicorn_log.removeHandler(catch)
    assert status == 201
    assert [record.getMessage() for record in catch.buffer] == []


def test_a_stop_ends_a_connection_whose_answers_are_not_read(
    start_sandbox: SandboxFactory,
) -> None:
    # Twenty catalogues asked at once and none read fill both sides' buffers: uvicorn's graceful
    # wait runs out with the answer still being written, and its loop ended with the connection
    # open (neither side ever told). Now the stop ends it.
    sandbox = start_sandbox(catalogue_size=2000)
    conn = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a client that reads nothing
    conn.settimeout(20)
    with conn:
        conn.connect(("127.0.0.1", port_of(sandbox)))
        conn.sendall(get_head(sandbox, content_target(len(PATHS["content"]) + 30), {}) * 20)
        assert conn.recv(1, socket.MSG_PEEK)  # the answers are being written
        sandbox.stop()
        conn.settimeout(5)  # left open, the connection sends nothing more, and this times out
        with contextlib.suppress(ConnectionResetError):  # ended with bytes it had not read
            while conn.recv(65536):
                pass  # what was written before the end
