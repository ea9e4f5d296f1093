"""Whether a server still listens: the end of a sandbox process, seen from outside."""

from __future__ import annotations

import socket


def refuses(base_url: str) -> bool:
    """Whether nothing accepts a connection at ``base_url`` (``http://host:port``)."""
    host, port = base_url.removeprefix("http://").split(":")
    try:
        socket.create_connection((host, int(port)), timeout=1).close()
    except OSError:
        return True
    return False
