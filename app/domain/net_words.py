"""A failed connection or an unwritable letter in words a clerk can act on: what failed and what
to check, never Python's "[Errno 111] Connection refused" or "'ascii' codec can't encode"."""

from __future__ import annotations

import errno
import socket

from app.i18n import Catalogue

NET_WORDS = Catalogue("NET_WORDS")


def network_reason(error: BaseException) -> str:
    """Why a connection failed, as a clause ("nothing answers at that address and port ...")."""
    number = error.errno if isinstance(error, OSError) else None
    if isinstance(error, socket.gaierror):
        return NET_WORDS.tr(
            "the server's name is not known (check how it is spelt, and that this computer "
            "is online)"
        )
    if isinstance(error, ConnectionRefusedError) or number == errno.ECONNREFUSED:
        return NET_WORDS.tr(
            "nothing answers at that address and port (the server is off, or the port is wrong)"
        )
    if isinstance(error, TimeoutError) or number == errno.ETIMEDOUT:
        return NET_WORDS.tr("it did not answer in time (check this computer's network)")
    if number in (errno.EHOSTUNREACH, errno.ENETUNREACH):
        return NET_WORDS.tr("this computer's network cannot reach it (check the cable or Wi-Fi)")
    if isinstance(error, ConnectionResetError | ConnectionAbortedError | BrokenPipeError):
        return NET_WORDS.tr("it cut the connection (try again; if it keeps happening, call IT)")
    if isinstance(error, OSError) and error.strerror:
        return error.strerror  # the system's words, without the "[Errno N]" before them
    return str(error).rstrip(".") or type(error).__name__


def unwritable_reason(error: UnicodeEncodeError) -> str:
    """Which character of which text an e-mail address or header cannot carry, as a clause."""
    text = str(error.object)
    wrong = text[error.start : error.end] or "?"
    return NET_WORDS.tr(
        "“{character}” in “{text}” cannot be written in an e-mail address or header (use Latin "
        "letters, digits and . _ - + @)"
    ).format(character=wrong, text=text)
