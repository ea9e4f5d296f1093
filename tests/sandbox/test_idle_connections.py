"""Connections that never finish a request's head (opened and left idle, or sending it a byte at a
time) are closed by the pace a body must keep, while an honest booking is served.

With the sandbox's own limits (no test setting): 500 idle and 500 header-dripping connections
from a real socket each, all closed within 30 s.
"""

from __future__ import annotations

import select
import selectors
import socket
import threading
import time

from app.api.codes import ErrorCode
from app.domain.id_proof import encode_data_uri
from app.sandbox import EmbeddedSandbox
from tests.domain.samples import PNG_BYTES
from tests.sandbox.test_hostile_input import head, port_of
from tests.sandbox.test_limits import SandboxFactory, answer, connect, honest_booking

IDLE = 500
DRIPPING = 500
WITHIN_S = 30.0
# How long the test waits for the last connection before it gives up (past WITHIN_S: a miss is
# measured, not cut off).
WAIT_S = 45.0
DRIP_GAP_S = 1.0


def _open(sandbox: EmbeddedSandbox, count: int) -> list[socket.socket]:
    port = port_of(sandbox)
    connections = []
    for _ in range(count):
        conn = socket.create_connection(("127.0.0.1", port), timeout=10)
        conn.setblocking(False)
        connections.append(conn)
    return connections


def _closed_by_peer(conn: socket.socket) -> bool:
    """Whether ``conn`` was closed by the sandbox (an answer before the close is read past)."""
    try:
        while data := conn.recv(65536):
            del data
    except BlockingIOError:
        return False
    except OSError:
        return True
    return True


def test_idle_and_header_dripping_connections_are_closed_while_a_booking_is_served(
    start_sandbox: SandboxFactory,
) -> None:
    sandbox = start_sandbox()
    started = time.monotonic()
    idle = _open(sandbox, IDLE)
    dripping = _open(sandbox, DRIPPING)
    for conn in dripping:
        conn.send(b"POST /api/wallet_balance.php HTTP/1.1\r\nHost: sandbox\r\n")
    booked: list[int] = []
    honest = threading.Thread(
        target=lambda: booked.append(honest_booking(sandbox, encode_data_uri(PNG_BYTES), 1))
    )
    honest.start()

    # A selector for each kind: Windows' select() watches at most 512 sockets (FD_SETSIZE).
    watchers = [selectors.DefaultSelector(), selectors.DefaultSelector()]
    for watched, connections in zip(watchers, (idle, dripping), strict=True):
        for conn in connections:
            watched.register(conn, selectors.EVENT_READ)
    still_dripping = set(dripping)
    closed_at: list[float] = []
    next_drip = time.monotonic() + DRIP_GAP_S
    while any(w.get_map() for w in watchers) and time.monotonic() - started < WAIT_S:
        # Windows' select() of no socket at all is an error (WSAEINVAL), not a wait.
        for watched in [w for w in watchers if w.get_map()]:
            for key, _events in watched.select(timeout=0.1):
                peer = key.fileobj
                assert isinstance(peer, socket.socket)
                if _closed_by_peer(peer):
                    closed_at.append(time.monotonic() - started)
                    watched.unregister(peer)
                    still_dripping.discard(peer)
        if time.monotonic() >= next_drip:
            next_drip += DRIP_GAP_S
            for conn in list(still_dripping):
                try:
                    conn.send(b"X")  # one byte of a header name a second
                except OSError:
                    still_dripping.discard(conn)
    honest.join(timeout=30)
    left = sum(len(watched.get_map()) for watched in watchers)
    for conn in idle + dripping:
        conn.close()
    for watched in watchers:
        watched.close()

    assert booked == [201]
    assert left == 0, f"{left} of {IDLE + DRIPPING} connections still open after {WAIT_S:.0f} s"
    print(f"last of {len(closed_at)} connections closed at {max(closed_at):.1f} s")
    assert max(closed_at) < WITHIN_S


def _wallet_head(sandbox: EmbeddedSandbox) -> bytes:
    body = b'{"request_id":"paced-head"}'
    return head(sandbox, "wallet_balance", len(body)) + body


def _send_paced(conn: socket.socket, data: bytes, gap_s: float) -> None:
    """Send ``data`` a byte every ``gap_s`` until all is sent or an answer has come: the sandbox
    reads and drops what follows its answer, so a client that went on would only be slower."""
    for at in range(len(data)):
        if select.select([conn], [], [], 0)[0]:
            return
        try:
            conn.sendall(data[at : at + 1])
        except OSError:
            return  # answered and closed
        time.sleep(gap_s)


def test_a_head_slower_than_the_pace_is_408_and_one_within_it_is_served(
    start_sandbox: SandboxFactory,
) -> None:
    # 200 bytes a second after half a second: a head of some 250 bytes in 10 pieces over 0.3 s
    # keeps it, one byte every 20 ms (50 bytes a second) does not.
    sandbox = start_sandbox(body_min_rate=200.0, body_grace_s=0.5)
    request = _wallet_head(sandbox)
    with connect(sandbox) as conn:
        step = -(-len(request) // 10)
        for at in range(0, len(request), step):
            conn.sendall(request[at : at + step])
            time.sleep(0.03)
        status, _body = answer(conn)
    assert status == 200
    with connect(sandbox) as conn:
        started = time.monotonic()
        _send_paced(conn, request, 0.02)
        status, body = answer(conn)
    assert (status, body["code"]) == (408, ErrorCode.REQUEST_TIMEOUT)
    assert "head is arriving too slowly" in body["message"]
    assert time.monotonic() - started < 3.0


def test_the_next_head_on_a_kept_connection_keeps_the_pace_too(
    start_sandbox: SandboxFactory,
) -> None:
    sandbox = start_sandbox(body_min_rate=200.0, body_grace_s=0.5)
    request = _wallet_head(sandbox)
    with connect(sandbox) as conn:
        conn.sendall(request)
        assert answer(conn)[0] == 200
        _send_paced(conn, request, 0.02)
        status, body = answer(conn)
    assert (status, body["code"]) == (408, ErrorCode.REQUEST_TIMEOUT)


def test_a_connection_that_sends_nothing_is_closed_without_an_answer(
    start_sandbox: SandboxFactory,
) -> None:
    sandbox = start_sandbox(body_grace_s=0.5)
    with connect(sandbox) as conn:
        started = time.monotonic()
        assert conn.recv(1) == b""
    assert 0.4 < time.monotonic() - started < 3.0
