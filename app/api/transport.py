"""The HTTP client an application shares among its ``PartnerClient``s, made here so that no code
outside ``app.api`` needs to know the HTTP library; it works from an office network, with the
operating system's certificate store and proxy settings.

Office and hotel networks often inspect TLS with a root certificate of their own, installed in
Windows' store by their IT, and route the web through a proxy. So TLS is verified against the
operating system's store (``truststore``: Windows' and macOS' own verification, the
distribution's CA files on Linux) instead of a bundle shipped with the app, and each request goes
through the proxy the system names for it. ``SystemClient`` remembers, per service, which proxy
and which certificate issuer its last connection used, for the settings' "Test connection".
"""

from __future__ import annotations

import ipaddress
import logging
import os
import socket
import ssl
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
import truststore

from app.api.errors import CertificateError, NetworkError
from app.api.socks import NOT_SOCKS, SOCKS_SCHEMES, socks_transport
from app.i18n import Catalogue

API_TRANSPORT = Catalogue("API_TRANSPORT")
log = logging.getLogger(__name__)

CONNECT_TIMEOUT_S = 5.0

# OpenSSL's verification codes that have a sentence of their own; any other failure is a
# certificate the PC does not trust, which on an office network means the network replaced it.
CERT_EXPIRED = 10
CERT_NAME_MISMATCH = frozenset({62, 64})  # host name, IP address
# X.501 attribute types shown for an issuer, by their DER-encoded object identifiers.
NAME_ATTRIBUTES = {b"\x55\x04\x03": "CN", b"\x55\x04\x0a": "O", b"\x55\x04\x0b": "OU"}


def system_tls_context() -> ssl.SSLContext:
    """A verifying TLS context that trusts what the operating system trusts."""
    return truststore.SSLContext(ssl.PROTOCOL_TLS_CLIENT)


# The proxies httpx can go through: HTTP CONNECT, and SOCKS5 (``socksio``, httpx's extra), the
# name resolved by the proxy (socks5h) or here (socks5).
PROXY_SCHEMES = frozenset({"http", "https", "socks5", "socks5h"})


def is_loopback(host: str) -> bool:
    """True for this computer: ``localhost`` (and its subdomains), 127.0.0.0/8 in any form the
    system's resolver reads as an address (``127.1``, ``2130706433``, ``0x7f.1``), ::1, and
    127.0.0.0/8 mapped into IPv6 (``::ffff:127.0.0.1``)."""
    name = host.strip("[]").rstrip(".").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    address = _address(name)
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address is not None and address.is_loopback


def _address(name: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """``name`` as the address a connection to it reaches, or None for a name to resolve."""
    try:
        return ipaddress.ip_address(name)
    except ValueError:
        pass
    if not name or not all(part.isalnum() for part in name.split(".")):
        return None
    try:
        # The classic forms inet_aton takes (``127.1``, one 32-bit number, hex and octal parts):
        # the connection goes to that address, so the proxy choice must read it the same way.
        return ipaddress.IPv4Address(socket.inet_aton(name))
    except OSError:
        return None


@dataclass(frozen=True, slots=True)
class ProxyChoice:
    """The proxy for one address: ``url`` to go through (None: direct), where the setting came
    from, and ``problem``, a sentence when the setting is not a proxy address (then direct)."""

    url: str | None
    source: str | None = None
    problem: str | None = None

    def describe(self) -> str:
        """One line for the settings screen: which proxy is in use for the service."""
        if self.problem is not None:
            return self.problem
        if self.url is None:
            return API_TRANSPORT.tr("Proxy: none (direct connection).")
        return API_TRANSPORT.tr("Proxy: the system's, {proxy} (from {source}).").format(
            proxy=_shown_proxy(self.url), source=self.source
        )


def _source_of(key: str, value: str) -> str:
    """Where the system's proxy for ``key`` ("https", "all"…) was set: the environment variable
    holding ``value``, else the system's own settings (Windows' Internet Options)."""
    names = [f"{key}_proxy", f"{key.upper()}_PROXY"]
    if os.name == "nt":  # one variable whatever its case, which Windows shows in capitals
        names.reverse()
    for name in names:
        if os.environ.get(name) == value:
            return name
    return API_TRANSPORT.tr("the system's proxy settings")


def usable_proxy(value: str) -> str | None:
    """``value`` as a proxy URL httpx can use, or None. A bare ``host:port`` means an HTTP proxy,
    as curl and browsers read it."""
    text = value.strip()
    if "://" not in text:
        text = f"http://{text}"
    try:
        url = httpx.URL(text)
        _ = url.port  # a port that is not a number fails here
    except (httpx.InvalidURL, ValueError):
        return None
    if url.scheme not in PROXY_SCHEMES or not url.host:
        return None
    return text


def system_proxy(url: httpx.URL) -> ProxyChoice:
    """The proxy the system names for ``url``: direct for this computer (loopback) whatever is set.

    The environment's ``HTTPS_PROXY``/``HTTP_PROXY``/``ALL_PROXY``/``NO_PROXY`` first; without
    them, Windows' Internet Options (the registry, as browsers read it) and macOS' network
    settings, as ``urllib`` reads them. A setting that is not a proxy address is named in
    ``problem`` and the connection goes direct.
    """
    if is_loopback(url.host):
        return ProxyChoice(None)
    proxies = urllib.request.getproxies()
    key = url.scheme if proxies.get(url.scheme) else "all"
    value = proxies.get(key)
    if not value or urllib.request.proxy_bypass(url.host):
        return ProxyChoice(None)
    source = _source_of(key, value)
    proxy = usable_proxy(value)
    if proxy is None:
        return ProxyChoice(
            None,
            source,
            API_TRANSPORT.tr(
                "The proxy setting {source} ({value}) is not a proxy address; Counterdesk "
                "connects without a proxy."
            ).format(source=source, value=_without_password(value)),
        )
    return ProxyChoice(proxy, source)


def proxy_for(address: str) -> ProxyChoice:
    """``system_proxy`` for a service address as typed (direct when it is not an address)."""
    try:
        url = httpx.URL(address)
    except httpx.InvalidURL:
        return ProxyChoice(None)
    return system_proxy(url) if url.host else ProxyChoice(None)


def _without_password(value: str) -> str:
    """A proxy setting as typed, without what comes before an ``@`` (a user and password)."""
    scheme, sep, rest = value.strip().rpartition("://")
    return f"{scheme}{sep}{rest.rpartition('@')[2]}"


def _shown_proxy(proxy: str) -> str:
    """A proxy address without its user name and password, for the screen."""
    return str(httpx.URL(proxy).copy_with(username=None, password=None))


@dataclass(frozen=True, slots=True)
class Route:
    """How the last answer from a service came: through which proxy, under whose certificate."""

    proxy: str | None
    issuer: str | None
    encrypted: bool

    def describe(self) -> str:
        """One sentence for the settings screen."""
        way = f"through the proxy {self.proxy}" if self.proxy else "direct (no proxy)"
        if not self.encrypted:
            return f"Connection: {way}; not encrypted (http)."
        if self.issuer is None:
            return f"Connection: {way}; no certificate was accepted."
        return f"Connection: {way}; certificate issued by {self.issuer}."


class UntrustedCertificate(httpx.TransportError):
    """TLS verification failed; the message is a sentence for the counter's staff.

    Not one of httpx's NetworkErrors, so the client does not retry it: it will not pass by itself.
    """


def certificate_sentence(error: ssl.SSLCertVerificationError, host: str) -> str:
    """What a failed verification means for the staff at the counter, and what to ask for."""
    if error.verify_code in CERT_NAME_MISMATCH:
        return API_TRANSPORT.tr(
            "The certificate this network presents is not for {host}; ask your IT to let "
            "Counterdesk reach {host} directly."
        ).format(host=host)
    if error.verify_code == CERT_EXPIRED:
        return API_TRANSPORT.tr(
            "The certificate presented for {host} has expired; check this PC's date and time, "
            "then ask your IT or the service's office to renew it."
        ).format(host=host)
    return API_TRANSPORT.tr(
        "This network replaces the service's certificate with one this PC does not trust; ask "
        "your IT to install their root certificate in this PC's certificate store, or to let "
        "Counterdesk reach {host} directly."
    ).format(host=host)


def _verification_failure(exc: BaseException) -> ssl.SSLCertVerificationError | None:
    """The certificate error at the bottom of httpx's and httpcore's exception chain, if any."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, ssl.SSLCertVerificationError):
            return seen
        seen = seen.__cause__ or seen.__context__
    return None


def network_error(
    exc: httpx.TransportError, request_id: str | None, redact: Callable[[str], str]
) -> NetworkError:
    """The client's error for a failed transport: a plain sentence for a certificate."""
    if isinstance(exc, UntrustedCertificate):
        return CertificateError(redact(str(exc)), request_id=request_id)
    return NetworkError(
        redact(
            API_TRANSPORT.tr("Could not reach the service ({kind}: {detail}).").format(
                kind=type(exc).__name__, detail=exc
            )
        ),
        request_id=request_id,
    )


def _der(data: bytes, at: int) -> tuple[int, int, int]:
    """One DER element at ``at``: its tag, and where its content starts and ends."""
    tag, length = data[at], data[at + 1]
    at += 2
    if length & 0x80:
        size = length & 0x7F
        length = int.from_bytes(data[at : at + size], "big")
        at += size
    return tag, at, at + length


def certificate_issuer(der: bytes) -> str:
    """The issuer of a DER-encoded certificate, most specific part first ("CN=…, O=…")."""
    _tag, certificate, _end = _der(der, 0)
    _tag, at, tbs_end = _der(der, certificate)
    fields: list[tuple[int, int, int]] = []
    while at < tbs_end and len(fields) < 4:
        fields.append(_der(der, at))
        at = fields[-1][2]
    if fields[0][0] == 0xA0:  # the optional explicit version comes first
        fields.pop(0)
    _tag, at, name_end = fields[2]  # serial number, signature algorithm, issuer
    parts: list[str] = []
    while at < name_end:
        _tag, attribute, rdn_end = _der(der, at)
        at = rdn_end
        while attribute < rdn_end:
            _tag, oid, pair_end = _der(der, attribute)
            _tag, oid_start, oid_end = _der(der, oid)
            _tag, value_start, value_end = _der(der, oid_end)
            label = NAME_ATTRIBUTES.get(der[oid_start:oid_end])
            if label:
                parts.append(f"{label}={der[value_start:value_end].decode('utf-8', 'replace')}")
            attribute = pair_end
    return ", ".join(reversed(parts))


def _issuer_of(response: httpx.Response) -> str | None:
    stream = response.extensions.get("network_stream")
    ssl_object = stream.get_extra_info("ssl_object") if stream is not None else None
    der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
    return certificate_issuer(der) if der else None


class SystemTransport(httpx.AsyncBaseTransport):
    """Sends each request directly or through the system's proxy for its URL, TLS verified
    against the system's store; remembers each service's route in ``routes``."""

    def __init__(self, tls: ssl.SSLContext | None = None) -> None:
        self._tls = tls or system_tls_context()
        self._by_proxy: dict[str | None, httpx.AsyncHTTPTransport] = {}
        self.routes: dict[str, Route] = {}
        self._told: set[str] = set()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        """Send ``request`` on the connection pool of its proxy (or the direct one)."""
        choice = system_proxy(request.url)
        if choice.problem is not None and choice.problem not in self._told:
            self._told.add(choice.problem)
            log.warning("The proxy setting %s is not a proxy address; going direct", choice.source)
        proxy = choice.url
        transport = self._by_proxy.get(proxy)
        if transport is None:
            if proxy is not None and httpx.URL(proxy).scheme in SOCKS_SCHEMES:
                transport = socks_transport(proxy, self._tls, CONNECT_TIMEOUT_S)
            else:
                transport = httpx.AsyncHTTPTransport(verify=self._tls, proxy=proxy)
            self._by_proxy[proxy] = transport
        origin = f"{request.url.scheme}://{request.url.netloc.decode('ascii')}"
        encrypted = request.url.scheme == "https"
        shown = _shown_proxy(proxy) if proxy else None
        self.routes[origin] = Route(proxy=shown, issuer=None, encrypted=encrypted)
        try:
            response = await transport.handle_async_request(request)
        except httpx.ConnectError as exc:
            failure = _verification_failure(exc)
            if failure is None:
                raise
            sentence = certificate_sentence(failure, request.url.host)
            raise UntrustedCertificate(sentence, request=request) from exc
        except NOT_SOCKS as exc:
            raise httpx.ProxyError(
                f"The proxy {shown} does not answer as a SOCKS5 proxy ({exc}).", request=request
            ) from exc
        if encrypted:
            self.routes[origin] = Route(shown, _issuer_of(response), encrypted)
        return response

    async def aclose(self) -> None:
        """Close every connection pool."""
        for transport in self._by_proxy.values():
            await transport.aclose()


class SystemClient(httpx.AsyncClient):
    """An ``httpx.AsyncClient`` over a ``SystemTransport``: the OS's certificates and proxy."""

    def __init__(self, tls: ssl.SSLContext | None = None, **options: Any) -> None:
        self._system = SystemTransport(tls)
        # The proxy is chosen per request by the transport; httpx must not mount its own.
        super().__init__(transport=self._system, trust_env=False, **options)

    def route(self, url: str) -> Route | None:
        """How the last answer from ``url``'s service came (None before the first request)."""
        parsed = httpx.URL(url)
        return self._system.routes.get(f"{parsed.scheme}://{parsed.netloc.decode('ascii')}")


# The type of the shared client, for code that passes one along without using it.
HttpClient = httpx.AsyncClient


def new_http_client(tls: ssl.SSLContext | None = None) -> HttpClient:
    """An HTTP client to share: keep-alive, TLS verified against the system's certificate store,
    the system's proxy, per-request timeouts set by the caller.

    ``tls``: another verifying context than the system's (the tests' own CA).
    """
    return SystemClient(tls, timeout=httpx.Timeout(30.0, connect=CONNECT_TIMEOUT_S))


def request_timeout(seconds: float) -> httpx.Timeout:
    """A ``PartnerClient`` timeout of ``seconds`` per request, connecting within at most 5 s."""
    return httpx.Timeout(seconds, connect=min(CONNECT_TIMEOUT_S, seconds))


def route_of(http: HttpClient, url: str) -> Route | None:
    """The route of ``url``'s last answer, when ``http`` is a ``SystemClient``."""
    return http.route(url) if isinstance(http, SystemClient) else None
