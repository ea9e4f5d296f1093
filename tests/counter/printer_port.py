"""A network receipt printer's port on 127.0.0.1 that keeps the bytes it is sent."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

ESC_P = b"\x1bp"  # the drawer kick: ESC p pin on-time off-time


@contextmanager
def printer_port(expected: int = 1) -> Iterator[tuple[int, Callable[[], list[bytes]]]]:
    """A free port on 127.0.0.1 taking ``expected`` jobs, one connection each; yields the port
    and ``received()``, which waits for the jobs' connections to close and returns their bytes."""
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(10)
    jobs: list[bytes] = []

    def serve() -> None:
        for _ in range(expected):
            try:
                connection, _ = server.accept()
            except OSError:
                return
            with connection:
                chunks = []
                while chunk := connection.recv(65536):
                    chunks.append(chunk)
                jobs.append(b"".join(chunks))

    def received() -> list[bytes]:
        thread.join(10)
        return jobs

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield server.getsockname()[1], received
    finally:
        server.close()
        thread.join(10)
