"""The sandbox served by uvicorn on 127.0.0.1 in a background thread (for the app and tests)."""

from __future__ import annotations

import asyncio
import datetime as dt
import socket
import threading
import time
from types import TracebackType

import uvicorn

from app.sandbox.app import create_app
from app.sandbox.config import SandboxConfig
from app.sandbox.context import SandboxContext
from app.sandbox.seed import SANDBOX_KEYS
from app.sandbox.wire import BoundedHttpToolsProtocol, paced_protocol

HOST = "127.0.0.1"
START_TIMEOUT = 15.0
BACKLOG = 2048  # uvicorn's own default


def listening_socket() -> socket.socket:
    """A TCP socket of 127.0.0.1 on a free port, listening: connections wait in its backlog
    until the server accepts them, so its address can be handed out before the server runs."""
    # Bound here and handed to uvicorn, so the port cannot be taken in between. Its protocol is
    # named: asyncio turns Nagle off (TCP_NODELAY) only on sockets whose ``proto`` is
    # IPPROTO_TCP, and with Nagle on, every answer on a kept-alive connection waited about
    # 40 ms for the client's delayed ACK.
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    listener.bind((HOST, 0))
    listener.listen(BACKLOG)
    return listener


def http_parser(context: SandboxContext) -> type[BoundedHttpToolsProtocol]:
    """uvicorn's C parser (llhttp, through httptools) instead of h11 in pure Python: a booking
    costs the sandbox's process about a seventh less (docs/decisions/sandbox-http-parser.md). Its
    protocol bounds the request line and headers, and paces the head as ``context`` paces a
    body (app/sandbox/wire.py)."""
    return paced_protocol(context.body_pace)


class ClosingServer(uvicorn.Server):
    """uvicorn's server, whose stop closes every connection its graceful wait left open.

    uvicorn asks each connection it knows of to finish, waits ``timeout_graceful_shutdown``,
    then cancels the requests still running and ends its loop; a connection still open then
    (its answer unread, or accepted while the stop began) is never closed, and its socket is
    left to the garbage collector, in another test's time when tests stop a sandbox.
    """

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        """Stop as uvicorn does, then drop what is still connected."""
        await super().shutdown(sockets)
        for connection in list(self.server_state.connections):
            connection.transport.abort()
        await asyncio.sleep(0)  # an aborted socket is closed on the loop's next turn


def quiet_server(context: SandboxContext) -> uvicorn.Server:
    """A uvicorn server of the sandbox of ``context`` that logs only warnings and keeps no
    access log."""
    return ClosingServer(
        uvicorn.Config(
            create_app(context),
            http=http_parser(context),
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_graceful_shutdown=5,
        )
    )


class EmbeddedSandbox:
    """A running sandbox: its address, the seeded keys and the switches tests turn.

    Starts serving when constructed; use as a context manager, or call ``stop()``.
    """

    def __init__(self, config: SandboxConfig) -> None:
        self.context = SandboxContext(config)
        listener = listening_socket()
        port = listener.getsockname()[1]
        self._server = quiet_server(self.context)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [listener]}, name="sandbox", daemon=True
        )
        self.base_url = f"http://{HOST}:{port}"
        self.keys = dict(SANDBOX_KEYS)
        self.demo_key = SANDBOX_KEYS["demo"]
        self.second_tenant_key = SANDBOX_KEYS["second_tenant"]
        self.disabled_key = SANDBOX_KEYS["disabled"]
        self._thread.start()
        deadline = time.monotonic() + START_TIMEOUT
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("the embedded sandbox did not start")
            time.sleep(0.01)

    @property
    def boat_fault(self) -> bool:
        """Whether every BOAT call answers 503 ``BOAT_PROVIDER_UNAVAILABLE``."""
        return self.context.switches.boat_fault

    @boat_fault.setter
    def boat_fault(self, value: bool) -> None:
        self.context.switches.boat_fault = value

    @property
    def rate_limit(self) -> int | None:
        """Requests a second each agent may send (429 ``RATE_LIMITED`` beyond), None: no limit."""
        return self.context.switches.rate_limit

    @rate_limit.setter
    def rate_limit(self, value: int | None) -> None:
        self.context.switches.rate_limit = value

    @property
    def clock(self) -> dt.datetime | None:
        """The frozen service time, or None for real time."""
        return self.context.switches.clock.frozen

    @clock.setter
    def clock(self, value: dt.datetime | None) -> None:
        self.context.switches.clock.frozen = value

    def stop(self) -> None:
        """Stop serving, wait for the thread and close the database."""
        self._server.should_exit = True
        if self._thread.is_alive():
            self._thread.join(timeout=START_TIMEOUT)
        self.context.db.close()

    def __enter__(self) -> EmbeddedSandbox:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def start_embedded(config: SandboxConfig) -> EmbeddedSandbox:
    """Create or open the database of ``config`` and serve it on a free port of 127.0.0.1."""
    return EmbeddedSandbox(config)
