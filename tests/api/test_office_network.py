"""A live service from an office network: TLS through the system's store, the system's proxy.

Real peers on 127.0.0.1 (tests/office_network.py): the sandbox behind a TLS front whose
certificate comes from a throwaway CA, that CA the only one in the system's store, and a CONNECT
proxy. Each outcome is the one a counter on such a network must see.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme

from app.api import CertificateError, NetworkError, PartnerClient
from app.api.transport import Route, SystemClient
from app.sandbox import EmbeddedSandbox
from tests.conftest import FAST_RETRY, no_sleep
from tests.office_network import (
    PARTNER_HOST,
    ConnectProxy,
    OfficeNetwork,
    TlsFront,
    issuer_as_shown,
    office_network,
    trust_only,
    without_proxies,
)

# The system store these tests fill is OpenSSL's (SSL_CERT_FILE), as truststore reads it on
# Linux; on Windows truststore asks CryptoAPI's store, where adding a root CA asks the user.
WINDOWS_STORE = pytest.mark.skipif(
    sys.platform == "win32", reason="Windows' certificate store is CryptoAPI's, not SSL_CERT_FILE"
)


@pytest.fixture(scope="module")
def authority() -> trustme.CA:
    """The CA the office's IT installed in the system's store."""
    return trustme.CA()


@pytest.fixture
def network(
    authority: trustme.CA, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[OfficeNetwork]:
    """The office network, ``authority`` the only CA this PC trusts, no proxy configured."""
    without_proxies(monkeypatch)
    trust_only(authority, tmp_path, monkeypatch)
    with office_network() as peers:
        yield peers


@pytest.fixture
def front(network: OfficeNetwork, authority: trustme.CA, sandbox: EmbeddedSandbox) -> TlsFront:
    """The sandbox behind TLS, with a certificate of the CA this PC trusts."""
    return network.tls_front(sandbox.base_url, authority.issue_cert("127.0.0.1", PARTNER_HOST))


@pytest.fixture
def proxy(network: OfficeNetwork, monkeypatch: pytest.MonkeyPatch) -> ConnectProxy:
    """The office's proxy, named by HTTPS_PROXY as the system's proxy."""
    proxy = network.proxy()
    monkeypatch.setenv("HTTPS_PROXY", proxy.url)
    return proxy


def partner(url: str, key: str, http: SystemClient) -> PartnerClient:
    return PartnerClient(
        base_url=url, api_key=key, http_client=http, retry=FAST_RETRY, sleep=no_sleep
    )


async def wallet_route(front: TlsFront, sandbox: EmbeddedSandbox, url: str = "") -> Route:
    """Ask for the wallet through ``front`` (at ``url``, else its 127.0.0.1 address) on a new
    system client; the route it took."""
    url = url or front.url
    async with SystemClient() as http:
        wallet = await partner(url, sandbox.demo_key, http).wallet_balance()
        route = http.route(url)
    assert wallet.status == "SUCCESS"
    assert route is not None
    return route


@WINDOWS_STORE
async def test_a_certificate_of_a_ca_in_the_system_store_is_trusted(
    front: TlsFront, authority: trustme.CA, sandbox: EmbeddedSandbox
) -> None:
    route = await wallet_route(front, sandbox)
    assert route.proxy is None
    assert route.issuer == issuer_as_shown(authority)
    assert route.describe() == (
        f"Connection: direct (no proxy); certificate issued by {issuer_as_shown(authority)}."
    )


async def test_the_system_proxy_carries_the_connection_and_is_recorded(
    proxy: ConnectProxy, front: TlsFront, authority: trustme.CA, sandbox: EmbeddedSandbox
) -> None:
    route = await wallet_route(front, sandbox, front.office_url)
    assert proxy.tunnels == [f"{PARTNER_HOST}:{front.port}"]
    assert route.proxy == proxy.url
    assert route.issuer == issuer_as_shown(authority)


async def test_a_proxy_password_is_sent_to_the_proxy_but_never_shown(
    proxy: ConnectProxy, front: TlsFront, sandbox: EmbeddedSandbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HTTPS_PROXY", f"http://counter7:s3cret@127.0.0.1:{proxy.port}")
    route = await wallet_route(front, sandbox, front.office_url)
    assert len(proxy.credentials) == 1
    assert route.proxy == proxy.url


async def test_no_proxy_sends_the_service_around_the_proxy(
    monkeypatch: pytest.MonkeyPatch, proxy: ConnectProxy, front: TlsFront, sandbox: EmbeddedSandbox
) -> None:
    monkeypatch.setenv("NO_PROXY", PARTNER_HOST)
    with pytest.raises(NetworkError):  # direct: this PC cannot resolve the office's name
        await wallet_route(front, sandbox, front.office_url)
    assert proxy.tunnels == []


@WINDOWS_STORE
async def test_a_client_without_an_http_client_of_its_own_uses_the_system_store(
    front: TlsFront, sandbox: EmbeddedSandbox
) -> None:
    async with PartnerClient(base_url=front.url, api_key=sandbox.demo_key) as client:
        wallet = await client.wallet_balance()
    assert wallet.status == "SUCCESS"


async def rejected(front: TlsFront, sandbox: EmbeddedSandbox) -> tuple[str, Route | None]:
    """Ask for the wallet through ``front``, which must fail on its certificate."""
    async with SystemClient() as http:
        with pytest.raises(CertificateError) as raised:
            await partner(front.url, sandbox.demo_key, http).wallet_balance()
        return raised.value.message, http.route(front.url)


async def test_a_replaced_certificate_is_a_plain_sentence_and_is_not_retried(
    network: OfficeNetwork, sandbox: EmbeddedSandbox
) -> None:
    # A TLS-inspecting network whose root certificate this PC does not have.
    inspecting = network.tls_front(sandbox.base_url, trustme.CA().issue_cert("127.0.0.1"))
    message, route = await rejected(inspecting, sandbox)
    assert message == (
        "This network replaces the service's certificate with one this PC does not trust; ask "
        "your IT to install their root certificate in this PC's certificate store, or to let "
        "Counterdesk reach 127.0.0.1 directly."
    )
    assert inspecting.connections == 1
    assert route is not None
    assert route.issuer is None


@WINDOWS_STORE
async def test_a_certificate_for_another_name_says_so(
    network: OfficeNetwork, authority: trustme.CA, sandbox: EmbeddedSandbox
) -> None:
    elsewhere = network.tls_front(sandbox.base_url, authority.issue_cert("intranet.example"))
    message, _route = await rejected(elsewhere, sandbox)
    assert message.startswith("The certificate this network presents is not for 127.0.0.1;")
