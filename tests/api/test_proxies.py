"""Proxies on an office PC: this computer is never reached through one, SOCKS5 works, and a
proxy setting that is not an address is named in a sentence while the app goes on without it.

Real peers on 127.0.0.1 (tests/office_network.py): the sandbox, a TLS front for the service's
name on the office network (which only the office's proxies resolve), an HTTP CONNECT proxy and
a SOCKS5 proxy that record what they carried.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import trustme

from app.api import NetworkError, PartnerClient
from app.api.transport import (
    CONNECT_TIMEOUT_S,
    ProxyChoice,
    SystemClient,
    is_loopback,
    proxy_for,
    system_proxy,
)
from app.sandbox import EmbeddedSandbox
from tests.conftest import FAST_RETRY, no_sleep
from tests.office_network import (
    PARTNER_HOST,
    ConnectProxy,
    OfficeNetwork,
    TlsFront,
    office_network,
    trust_only,
    without_proxies,
)

EVERY_PROXY_VARIABLE = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY")


@pytest.fixture
def network(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[OfficeNetwork]:
    """The office network; no proxy configured yet."""
    without_proxies(monkeypatch)
    with office_network() as peers:
        yield peers


@pytest.fixture
def front(
    network: OfficeNetwork,
    sandbox: EmbeddedSandbox,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> TlsFront:
    """The sandbox behind TLS under the office name, its CA the one this PC trusts."""
    authority = trustme.CA()
    trust_only(authority, tmp_path, monkeypatch)
    return network.tls_front(sandbox.base_url, authority.issue_cert(PARTNER_HOST))


async def wallet_through(url: str, key: str) -> str | None:
    """Ask for the wallet at ``url`` on a new system client; the proxy its route names."""
    async with SystemClient() as http:
        client = PartnerClient(
            base_url=url, api_key=key, http_client=http, retry=FAST_RETRY, sleep=no_sleep
        )
        wallet = await client.wallet_balance()
        route = http.route(url)
    assert wallet.status == "SUCCESS"
    return None if route is None else route.proxy


@pytest.mark.parametrize(
    "host",
    [
        "127.0.0.1",
        "localhost",
        "LOCALHOST.",
        "127.255.0.9",
        "::1",
        "[::1]",
        "counter.localhost",
        # Forms the system's resolver takes for 127.0.0.1, and IPv4 loopback mapped into IPv6.
        "127.1",
        "127.0.1",
        "2130706433",
        "0x7f.1",
        "0177.0.0.1",
        "::ffff:127.0.0.1",
        "[::ffff:127.0.0.1]",
        "[::ffff:7f00:1]",
        "[::ffff:127.8.9.10]",
    ],
)
def test_this_computer_is_loopback(host: str) -> None:
    assert is_loopback(host)


@pytest.mark.parametrize(
    "host",
    [
        "128.0.0.1",
        "10.0.0.1",
        "0.0.0.0",
        "::2",
        "localhost.example",
        PARTNER_HOST,
        "",
        "128.1",
        "[::ffff:10.0.0.1]",
        "127.0.0.1.example",
    ],
)
def test_other_hosts_are_not_loopback(host: str) -> None:
    assert not is_loopback(host)


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "127.1", "2130706433"])
async def test_this_computer_is_never_reached_through_a_proxy(
    network: OfficeNetwork,
    sandbox: EmbeddedSandbox,
    monkeypatch: pytest.MonkeyPatch,
    host: str,
) -> None:
    proxy = network.proxy()
    for name in EVERY_PROXY_VARIABLE:  # and no NO_PROXY, as on many office PCs
        monkeypatch.setenv(name, proxy.url)
    url = sandbox.base_url.replace("127.0.0.1", host)
    assert await wallet_through(url, sandbox.demo_key) is None
    assert proxy.requests == []  # the API key never went near it
    assert system_proxy(httpx.URL(url)) == ProxyChoice(None)


async def test_the_key_never_goes_to_a_proxy_for_ipv4_loopback_mapped_into_ipv6(
    network: OfficeNetwork, sandbox: EmbeddedSandbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    proxy = network.proxy()
    for name in EVERY_PROXY_VARIABLE:
        monkeypatch.setenv(name, proxy.url)
    url = sandbox.base_url.replace("127.0.0.1", "[::ffff:127.0.0.1]")
    assert system_proxy(httpx.URL(url)) == ProxyChoice(None)
    # The sandbox listens on IPv4 only: direct, nobody answers there.
    with contextlib.suppress(NetworkError):
        await wallet_through(url, sandbox.demo_key)
    assert proxy.requests == [] and proxy.tunnels == []


async def test_the_service_by_its_office_name_goes_through_the_proxy(
    network: OfficeNetwork,
    front: TlsFront,
    sandbox: EmbeddedSandbox,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    proxy: ConnectProxy = network.proxy()
    monkeypatch.setenv("HTTPS_PROXY", proxy.url)
    assert await wallet_through(front.office_url, sandbox.demo_key) == proxy.url
    assert proxy.tunnels == [f"{PARTNER_HOST}:{front.port}"]


@pytest.mark.parametrize("scheme", ["socks5", "socks5h"])
async def test_a_socks5_proxy_carries_the_connection(
    network: OfficeNetwork,
    front: TlsFront,
    sandbox: EmbeddedSandbox,
    monkeypatch: pytest.MonkeyPatch,
    scheme: str,
) -> None:
    socks = network.socks_proxy()
    monkeypatch.setenv("ALL_PROXY", socks.url(scheme))
    assert await wallet_through(front.office_url, sandbox.demo_key) == socks.url(scheme)
    assert socks.tunnels == [f"{PARTNER_HOST}:{front.port}"]


@pytest.mark.parametrize(
    "value",
    ["http://proxy.office:eighty", "http://[::1", "ftp://proxy.office:21", "http://:3128", "::"],
)
def test_a_malformed_proxy_setting_is_named_in_a_sentence(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    without_proxies(monkeypatch)
    monkeypatch.setenv("HTTPS_PROXY", value)
    choice = proxy_for(f"https://{PARTNER_HOST}/travel")
    assert choice.url is None
    assert choice.problem == (
        f"The proxy setting HTTPS_PROXY ({value}) is not a proxy address; Counterdesk connects "
        "without a proxy."
    )
    assert choice.describe() == choice.problem


def test_a_proxy_password_is_not_shown_in_the_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    without_proxies(monkeypatch)
    monkeypatch.setenv("HTTPS_PROXY", "http://counter7:s3cret@proxy.office:port")
    problem = proxy_for(f"https://{PARTNER_HOST}/").problem
    assert problem is not None and "s3cret" not in problem and "counter7" not in problem
    assert "(http://proxy.office:port)" in problem


@pytest.mark.parametrize(
    "value,proxy",
    [("proxy.office:3128", "http://proxy.office:3128"), ("socks5h://10.1.1.1:1080", None)],
)
def test_a_proxy_address_is_used_and_described(
    monkeypatch: pytest.MonkeyPatch, value: str, proxy: str | None
) -> None:
    without_proxies(monkeypatch)
    monkeypatch.setenv("HTTPS_PROXY", value)
    choice = proxy_for(f"https://{PARTNER_HOST}/")
    assert choice.problem is None
    assert choice.url == (proxy or value)
    assert choice.describe() == f"Proxy: the system's, {choice.url} (from HTTPS_PROXY)."
    assert proxy_for("http://127.0.0.1:8000/").describe() == "Proxy: none (direct connection)."


async def test_a_malformed_proxy_setting_leaves_the_service_reachable_directly(
    sandbox: EmbeddedSandbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    without_proxies(monkeypatch)
    monkeypatch.setenv("HTTP_PROXY", "http://proxy.office:eighty")
    # 0.0.0.0 is not loopback, so the proxy setting applies to it, yet Linux connects it here.
    url = sandbox.base_url.replace("127.0.0.1", "0.0.0.0")
    assert proxy_for(url).problem is not None
    assert await wallet_through(url, sandbox.demo_key) is None


async def _waits_for_headers(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """A web server that waits for a request's headers (as nginx does, a minute or more)."""
    with contextlib.suppress(asyncio.IncompleteReadError):  # the client gave up and closed
        await reader.readuntil(b"\r\n\r\n")


@pytest.mark.parametrize("server", ["answers-at-once", "waits-for-headers"])
async def test_a_socks5h_proxy_that_is_an_http_server_ends_in_a_network_error_in_time(
    network: OfficeNetwork,
    sandbox: EmbeddedSandbox,
    monkeypatch: pytest.MonkeyPatch,
    server: str,
) -> None:
    # The proxy setting names a web server, which never speaks SOCKS: the sandbox's own port
    # (it answers a 400 page at once) or one that waits for headers that never come. The call
    # ends in a typed error well within the client's timeout (it hung for its whole deadline).
    if server == "answers-at-once":
        port = httpx.URL(sandbox.base_url).port
    else:
        port = network.listen(_waits_for_headers)
    monkeypatch.setenv("ALL_PROXY", f"socks5h://127.0.0.1:{port}")
    started = time.monotonic()
    with pytest.raises(NetworkError):
        await wallet_through(f"https://{PARTNER_HOST}:9/travel", sandbox.demo_key)
    assert time.monotonic() - started < CONNECT_TIMEOUT_S + 2
