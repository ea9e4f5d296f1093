"""The HTTP client an application shares among its ``PartnerClient``s: made here, so that no
code outside ``app.api`` needs to know the HTTP library."""

from __future__ import annotations

import logging
import ssl
from concurrent.futures import Future, ThreadPoolExecutor

import httpx

# The type of the shared client, for code that passes one along without using it.
HttpClient = httpx.AsyncClient

CONNECT_TIMEOUT_S = 5.0


def new_http_client(tls: ssl.SSLContext | None = None) -> HttpClient:
    """An HTTP client to share: keep-alive, TLS verified, per-request timeouts set by the caller.

    ``tls``: the verifying context, when it was made ahead (see ``start_tls_context``).
    """
    return httpx.AsyncClient(
        verify=tls or httpx.create_ssl_context(),
        timeout=httpx.Timeout(30.0, connect=CONNECT_TIMEOUT_S),
    )


def start_tls_context() -> Future[ssl.SSLContext]:
    """Make the verifying TLS context in a thread of its own, now.

    Reading the CA bundle takes about 40 ms and leaves the interpreter lock free, so started
    first it overlaps the imports and the window of start-up.
    """
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="counterdesk-tls")
    made = pool.submit(httpx.create_ssl_context)
    pool.shutdown(wait=False)  # its thread ends once the context is made
    return made


def request_timeout(seconds: float) -> httpx.Timeout:
    """A ``PartnerClient`` timeout of ``seconds`` per request, connecting within at most 5 s."""
    return httpx.Timeout(seconds, connect=min(CONNECT_TIMEOUT_S, seconds))


def quiet_http_logs() -> None:
    """The HTTP library logs every request line at INFO: only its warnings are worth a log."""
    logging.getLogger(httpx.__name__).setLevel(logging.WARNING)
