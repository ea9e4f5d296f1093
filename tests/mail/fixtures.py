"""Fixtures of the mail tests (a plugin of the whole suite: Settings' tests use them too): a
throwaway CA and SMTP servers on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

import pytest
import trustme
from aiosmtpd.controller import Controller

from tests.mail.smtp_servers import start


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
