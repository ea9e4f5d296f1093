"""Shared fixtures: the English catalogue, embedded sandboxes on 127.0.0.1, clients of the
partner interface, an in-memory keyring, and the log file.
"""

from __future__ import annotations

import logging
import os
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import keyring
import keyring.backends.fail
import pytest
from hypothesis import HealthCheck, settings
from keyring.backend import KeyringBackend

from app import i18n
from app.api import PartnerClient
from app.counter.config.logs import SecretRedactor, configure_logging
from app.i18n import ENGLISH
from app.journal import access_log, chain
from app.sandbox import EmbeddedSandbox, SandboxConfig, start_embedded
from tests.service import FAST_RETRY as FAST_RETRY
from tests.service import FROZEN_NOW as FROZEN_NOW
from tests.service import client_for as client_for
from tests.service import no_sleep as no_sleep

# The tests see only the fonts the app ships (tests/fonts.conf): set before Qt starts, and
# inherited by every app process a test starts. (`make test` and `make bench` set it too.)
FONTS_CONF = Path(__file__).with_name("fonts.conf")
# The font sets a test process may draw with, by name: the shipped fonts with DejaVu Sans for
# Latin text, or with Noto Sans (a Linux counter's); TEST_FONT_SET names one (the fit tour).
FONT_SETS = {"dejavu": FONTS_CONF, "noto": Path(__file__).with_name("fonts-noto.conf")}
FONT_SET_VARIABLE = "TEST_FONT_SET"
# The family each set draws Latin text with (the fit tour checks it is the one drawn).
FONT_FAMILIES = {"dejavu": "DejaVu Sans", "noto": "Noto Sans"}
os.environ["FONTCONFIG_FILE"] = str(FONT_SETS[os.environ.get(FONT_SET_VARIABLE, "dejavu")])

# Hypothesis's checks of time are off for every property test: a test asserts behaviour, never a
# wall time, and on a loaded machine one draw took 1.28 s and failed `make test` ("input
# generation is slow", tests/api/test_streaming.py) with no defect in the code.
settings.register_profile(
    "counterdesk", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("counterdesk")

SandboxFactory = Callable[..., EmbeddedSandbox]

# The SMTP servers of the mail tests, which Settings' tests use too; and where a test process
# that dies leaves its stacks (tests/crash_trail.py); and the Wine defects (tests/wine.py).
pytest_plugins = ["tests.mail.fixtures", "tests.crash_trail", "tests.wine"]


def with_qt(config: pytest.Config) -> bool:
    """Whether this run has Qt: every run but the fast tier's (``tests/fast_tier.py``)."""
    return config.pluginmanager.hasplugin("pytest-qt")


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """pytest-qt's model tester is imported (and its asserts rewritten, by compiling it) before
    any test runs, not in the middle of the run: Python 3.11.7 can refuse to compile anything
    once a test has driven a parser to its recursion limit ("AST constructor recursion depth
    mismatch", a CPython bug fixed in later releases), as the deep-answer tests do on purpose.

    Qt's font database is quiet as in the app (``app.ui.qt_log``): pytest-qt's message handler
    is Python too, and a worker's paper would hang the run as it hangs the app."""
    if with_qt(config):
        import pytestqt.modeltest  # noqa: F401

        from app.ui.qt_log import quiet_under_lock

        quiet_under_lock()


@pytest.fixture(scope="session", autouse=True)
def english_catalogue(pytestconfig: pytest.Config) -> Iterator[None]:
    """The app's text in English for the whole session, plural forms from the English catalogue
    (a test that needs Hindi switches with ``app.i18n`` and switches back). Without Qt (the fast
    tier) the plural forms are read from the catalogue's source."""
    if not with_qt(pytestconfig):
        from tests.fast_tier import english_plurals

        i18n.install(english_plurals())
        yield
        return
    from app.ui.translation import install_translations

    translators = install_translations(ENGLISH)
    yield
    translators.clear()


def _starter(folder: Path, started: list[EmbeddedSandbox]) -> SandboxFactory:
    def start(**options: Any) -> EmbeddedSandbox:
        options.setdefault("clock", FROZEN_NOW)
        options.setdefault("boat_fault", False)
        db_path = folder / f"sandbox-{len(started)}.db"
        sandbox = start_embedded(SandboxConfig(db_path=db_path, **options))
        started.append(sandbox)
        return sandbox

    return start


@pytest.fixture
def start_sandbox(tmp_path: Path) -> Iterator[SandboxFactory]:
    """Start sandboxes with ``SandboxConfig`` options (frozen clock unless ``clock`` is given)."""
    started: list[EmbeddedSandbox] = []
    yield _starter(tmp_path, started)
    for sandbox in started:
        sandbox.stop()


@pytest.fixture(scope="module")
def module_sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedSandbox]:
    """One sandbox for a whole test module whose tests compare states before and after.

    (Stopping uvicorn takes about 0.2 s, so tests that need no fresh database share one.)
    """
    started: list[EmbeddedSandbox] = []
    yield _starter(tmp_path_factory.mktemp("sandbox"), started)()
    for sandbox in started:
        sandbox.stop()


@pytest.fixture
def sandbox(start_sandbox: SandboxFactory) -> EmbeddedSandbox:
    """A fresh sandbox of the base catalogue on a frozen clock."""
    return start_sandbox()


@pytest.fixture
async def demo(sandbox: EmbeddedSandbox) -> AsyncIterator[PartnerClient]:
    """The demo agent's client of ``sandbox``."""
    async with client_for(sandbox, sandbox.demo_key) as client:
        yield client


class MemoryKeyring(KeyringBackend):
    """A keyring that lives in a dict: tests never touch the OS credential store."""

    priority = 1

    def __init__(self) -> None:
        # KeyringBackend's own __init__ only reads KEYRING_PROPERTY_* variables: not wanted here.
        self.saved: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        """The saved password, or None."""
        return self.saved.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        """Save a password."""
        self.saved[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        """Forget a password."""
        self.saved.pop((service, username), None)


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """An empty in-memory keyring for the test (every UI test has one)."""
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def without_keyring() -> None:
    """Make the OS look as if it had no credential store (keyring's fail backend)."""
    keyring.set_keyring(keyring.backends.fail.Keyring())  # type: ignore[no-untyped-call]


@pytest.fixture
def redactor() -> SecretRedactor:
    """The log's redactor, as the app builds it."""
    return SecretRedactor()


@pytest.fixture
def log_file(tmp_path: Path, redactor: SecretRedactor) -> Iterator[Path]:
    """The app's log file, configured as the app does, under the test's temporary folder."""
    path = tmp_path / "logs" / "counterdesk.log"
    handler = configure_logging(path, redactor)
    yield path
    logging.getLogger().removeHandler(handler)
    handler.close()


@pytest.fixture(autouse=True)
def _chains_keyed_as_tests_key_them() -> Iterator[None]:
    """After each test, the access log under the run's key and the records' links unsealed, as
    tests start: an app started by a test names the keyring's keys for the whole process."""
    yield
    access_log.use_run_key()
    chain.use_key(lambda: None)
