"""Fixtures of the mail tests (a plugin of the whole suite: Settings' tests use them too): a
throwaway CA and SMTP servers on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pytest
import trustme
from aiosmtpd.controller import Controller

from tests.mail.smtp_servers import start

if TYPE_CHECKING:
    from app.mail.server import MailServer
    from tests.conftest import MemoryKeyring


class Starter(Protocol):
    """Starts an SMTP server with ``handler``: ``starttls`` (the default), ``starttls-open``,
    ``tls`` or ``plain``."""

    def __call__(self, handler: Any, security: str = ...) -> Controller: ...


@pytest.fixture
def authority() -> trustme.CA:
    """The CA the servers' certificates come from (the client trusts it as the OS would)."""
    return trustme.CA()


@pytest.fixture
def smtp(authority: trustme.CA) -> Iterator[Starter]:
    """Start SMTP servers (handler, security); each is stopped after the test."""
    started: list[Controller] = []

    def starter(handler: Any, security: str = "starttls") -> Controller:
        controller = start(handler, security, authority)
        started.append(controller)
        return controller

    yield starter
    for controller in started:
        controller.stop()


@pytest.fixture
def trusted_smtp(
    smtp: Starter,
    authority: trustme.CA,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    memory_keyring: MemoryKeyring,
) -> Callable[[Any], MailServer]:
    """``trusted_smtp(handler)``: a STARTTLS server with ``handler`` that the app's mail child
    trusts (its CA is the system's store), its password in the keyring; the mail server the
    settings name for it."""
    # Imported by the tests that ask for it: this plugin is loaded by every test session.
    from app.counter.config.keystore import SERVICE_NAME
    from tests.mail.journal_mail import mail_server
    from tests.mail.smtp_servers import PASSWORD
    from tests.office_network import trust_only

    trust_only(authority, tmp_path, monkeypatch)

    def started(handler: Any) -> MailServer:
        server = mail_server(smtp(handler).port)
        memory_keyring.set_password(SERVICE_NAME, server.password_account, PASSWORD)
        return server

    return started
