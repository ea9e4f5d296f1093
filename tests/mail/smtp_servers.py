"""Real SMTP servers on 127.0.0.1 for the tests (aiosmtpd, each on a thread of its own): one
that records what it takes, one that refuses the recipient, one that hangs up on the message once
it has come, one that drops the connection part-way through it; over STARTTLS, TLS from the
start, or neither, with a throwaway CA's certificate."""

from __future__ import annotations

import itertools
import socket
import ssl
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any

import trustme
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session

USER = "counter@agency.example"
PASSWORD = "Mail-Pa55word-never-shown"
REFUSAL = "550 5.1.1 <nobody@example.in>: Recipient address rejected: User unknown"
_ids = itertools.count(1)


@dataclass
class Recording:
    """Takes every message and keeps it; answers with an id of its own, as Postfix does."""

    received: list[EmailMessage] = field(default_factory=list)

    async def handle_DATA(self, server: Any, session: Session, envelope: Envelope) -> str:
        """Keep the message."""
        content = envelope.original_content or b""
        self.received.append(message_from_bytes(content, policy=policy.default))
        return f"250 2.0.0 Ok: queued as Q{next(_ids):05d}"


@dataclass
class GreetingsKept(Recording):
    """Takes every message, and keeps whether each EHLO came over TLS."""

    greetings: list[bool] = field(default_factory=list)

    async def handle_EHLO(
        self, server: Any, session: Session, envelope: Envelope, hostname: str, responses: Any
    ) -> Any:
        """Keep the greeting; answer as aiosmtpd would."""
        self.greetings.append(session.ssl is not None)
        session.host_name = hostname
        return responses


class Refusing:
    """Refuses every recipient for good."""

    async def handle_RCPT(
        self, server: Any, session: Session, envelope: Envelope, address: str, options: Any
    ) -> str:
        """No such user."""
        return REFUSAL


@dataclass
class HangingUp:
    """Hangs up once the message has come, before answering: the sender cannot know."""

    hung_up: int = 0

    async def handle_DATA(self, server: Any, session: Session, envelope: Envelope) -> str:
        """Close the connection without a word."""
        self.hung_up += 1
        server.transport.close()
        return "250 never heard"


class _DroppingSmtp(SMTP):
    """An SMTP server that, while its handler ``drops_now()``, closes the connection once the
    message's first line has come after DATA, without a word: the rest is never read."""

    async def smtp_DATA(self, arg: str) -> None:
        handler = self.event_handler
        if not handler.drops_now() or self.envelope is None or not self.envelope.rcpt_tos:
            await super().smtp_DATA(arg)
            return
        await self.push("354 End data with <CR><LF>.<CR><LF>")
        handler.first_lines.append(await self._reader.readuntil(b"\r\n"))
        handler.dropped += 1
        assert self.transport is not None
        self.transport.close()


@dataclass
class DropsMidMessage(Recording):
    """Drops the connection part-way through the first ``drops`` messages (their first line
    read, the rest not), then takes the next ones as ``Recording`` does."""

    drops: int = 1
    dropped: int = 0
    first_lines: list[bytes] = field(default_factory=list)
    server_class = _DroppingSmtp

    def drops_now(self) -> bool:
        """Whether the message now coming is dropped."""
        return self.dropped < self.drops


class _Controller(Controller):
    """A controller whose handler may name the SMTP server class it needs (``server_class``)."""

    def factory(self) -> SMTP:
        server_class: type[SMTP] = getattr(self.handler, "server_class", SMTP)
        return server_class(self.handler, **self.SMTP_kwargs)


def _login(
    server: Any, session: Session, envelope: Envelope, mechanism: str, data: Any
) -> AuthResult:
    if isinstance(data, LoginPassword) and (data.login, data.password) == (
        USER.encode(),
        PASSWORD.encode(),
    ):
        return AuthResult(success=True)
    return AuthResult(success=False, handled=False)


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def server_context(authority: trustme.CA) -> ssl.SSLContext:
    """A server's TLS context with a certificate for 127.0.0.1 from ``authority``."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    authority.issue_cert("127.0.0.1").configure_cert(context)
    return context


def trusting(authority: trustme.CA) -> ssl.SSLContext:
    """A client's verifying context that trusts ``authority`` (the OS store's stand-in)."""
    context = ssl.create_default_context()
    authority.configure_trust(context)
    return context


def start(handler: Any, security: str, authority: trustme.CA) -> Controller:
    """A server with ``handler`` on a free port: ``starttls`` (required before the login),
    ``starttls-open`` (STARTTLS required, no login asked for, as a relay that trusts the
    agency's network), ``tls`` from the start, or ``plain`` (offers no STARTTLS)."""
    options: dict[str, Any] = {"authenticator": _login, "auth_required": True}
    if security == "starttls":
        options |= {"tls_context": server_context(authority), "require_starttls": True}
    elif security == "starttls-open":
        options = {"tls_context": server_context(authority), "require_starttls": True}
    elif security == "tls":
        # Encrypted from the first byte, which aiosmtpd does not count as TLS for the login.
        # (the login offered, not demanded: aiosmtpd warns of a demand without its TLS).
        options |= {
            "ssl_context": server_context(authority),
            "auth_require_tls": False,
            "auth_required": False,
        }
    else:
        options = {"auth_require_tls": False}
    controller = _Controller(
        handler, hostname="127.0.0.1", port=free_port(), server_hostname="127.0.0.1", **options
    )
    controller.start()
    return controller
