"""Closing the tests' office network ends every connection it holds, whatever each peer was
doing: a connection left open would be finalized later, in whichever test then collects garbage,
as a ResourceWarning ("loop is closed") that fails that test instead of the one that left it."""

from __future__ import annotations

import asyncio
import gc
import socket
import threading
import time
import warnings
from collections.abc import Callable

import pytest
import trustme

from tests.hostile_service import noted
from tests.office_network import OfficeNetwork

REQUEST = b"GET /wallet HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


class Silent:
    """A peer that reads what comes and never answers; ``heard`` is set at its first bytes."""

    def __init__(self) -> None:
        self.heard = threading.Event()

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Wait for ever, after the first bytes."""
        await reader.read(1)
        self.heard.set()
        await asyncio.Event().wait()


# A case opens its peers: the port a client connects to, the first bytes it sends, and whether
# the peers are now in the middle of that connection.
Case = tuple[int, bytes, Callable[[], bool]]


def _relay_mid_answer(network: OfficeNetwork) -> Case:
    """A header-noting relay waiting on its upstream's answer."""
    silent = Silent()
    relay = noted(network, f"http://127.0.0.1:{network.listen(silent.serve)}")
    return int(relay.rsplit(":", 1)[1]), REQUEST, silent.heard.is_set


def _proxy_mid_tunnel(network: OfficeNetwork) -> Case:
    """A CONNECT proxy whose tunnel is open to a peer that has not answered."""
    silent = Silent()
    connect = f"CONNECT 127.0.0.1:{network.listen(silent.serve)} HTTP/1.1\r\n\r\n".encode()
    return network.proxy().port, connect + REQUEST, silent.heard.is_set


def _front_mid_handshake(network: OfficeNetwork) -> Case:
    """A TLS front in its handshake: the client sends the first bytes of a ClientHello only."""
    silent = Silent()
    front = network.tls_front(
        f"http://127.0.0.1:{network.listen(silent.serve)}", trustme.CA().issue_cert("127.0.0.1")
    )
    return front.port, b"\x16\x03\x01", lambda: front.connections == 1


CASES: dict[str, Callable[[OfficeNetwork], Case]] = {
    "relay-mid-answer": _relay_mid_answer,
    "proxy-mid-tunnel": _proxy_mid_tunnel,
    "front-mid-handshake": _front_mid_handshake,
}


def _close_mid_connection(case: str) -> None:
    """Open the case's connection, wait until its peers are in the middle of it, close the
    network; the network is let go of on return, so that what it left open can be collected."""
    network = OfficeNetwork()
    port, first_bytes, in_the_middle = CASES[case](network)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as client:
        client.sendall(first_bytes)
        deadline = time.monotonic() + 10
        while not in_the_middle():
            assert time.monotonic() < deadline, f"{case}: the peers never got the connection"
            time.sleep(0.005)
        time.sleep(0.05)  # for the front, well into its handshake
        network.close()


@pytest.mark.parametrize("case", CASES)
def test_closing_the_network_mid_connection_leaves_no_connection_open(case: str) -> None:
    gc.collect()  # what earlier tests left is theirs
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        _close_mid_connection(case)
        gc.collect()
    assert [str(w.message) for w in seen if issubclass(w.category, ResourceWarning)] == []
