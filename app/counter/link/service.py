"""The app's link to one service: settings, key, the shared HTTP client and the partner client.

No Qt here. One HTTP client (made by ``app.api.transport``) lives as long as the app; every
``PartnerClient`` built for new settings shares it, so connections are reused and there is one
thing to close on quit.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING

from app import file_moves
from app.api import PartnerClient
from app.api.in_flight import InFlight
from app.api.retry import RetryPolicy
from app.api.transport import (
    HttpClient,
    ProxyChoice,
    Route,
    proxy_for,
    request_timeout,
    route_of,
)
from app.counter.config.keystore import KeyStore
from app.counter.config.settings import Environment, Settings
from app.domain.environment import EnvironmentChange, ServiceEnvironment

if TYPE_CHECKING:
    from app.api.models import WalletData
    from app.counter.link.sandbox_process import SandboxProcess

log = logging.getLogger(__name__)

# What starting the embedded sandbox can raise: its process cannot start (OSError), or it ended
# without serving (RuntimeError, with its reason: a database it cannot open or seed).
SANDBOX_START_ERRORS = (OSError, RuntimeError)


class NotConnected(RuntimeError):
    """The service was asked for while no connection stands, because the embedded sandbox did
    not start: the message says so and why, and the start's own error is the cause."""

    def __init__(self, start_error: BaseException) -> None:
        super().__init__(f"the built-in sandbox did not start ({start_error})")
        self.__cause__ = start_error


class ServiceConnection:
    """Which service the counter talks to, with which key; ``client`` is ready after ``connect``.

    ``on_retry(delay_s)`` hears every retry the client is about to wait for (the header shows it);
    ``on_environment(environment, change)`` what the service in use says it is, whenever that
    changes (see ``PartnerClient.environment``).
    The embedded sandbox's process serves ``sandbox_db`` and reports to ``sandbox_log``;
    ``sandbox`` is that process when it was started before this connection (see ``start_early``).
    """

    def __init__(
        self,
        http: HttpClient,
        keys: KeyStore,
        sandbox_db: Path,
        on_secret: Callable[[str], None],
        on_retry: Callable[[float], None] = lambda _delay: None,
        on_environment: Callable[
            [ServiceEnvironment, EnvironmentChange | None], None
        ] = lambda _environment, _change: None,
        retry: RetryPolicy | None = None,
        sandbox_log: Path | None = None,
        sandbox: SandboxProcess | None = None,
    ) -> None:
        self._http = http
        # Every partner client made here sends on ``http``: its requests are ended before it closes.
        self._in_flight = InFlight()
        self.keys = keys
        self._sandbox_db = sandbox_db
        self._sandbox_log = sandbox_log
        self._early_sandbox = sandbox
        self._on_secret = on_secret
        self._on_retry = on_retry
        self._on_environment = on_environment
        self._retry = retry
        self._sandbox: asyncio.Future[SandboxProcess] | None = None
        self._client: PartnerClient | None = None
        # Why the embedded sandbox did not start, the first time since the last connection made:
        # what a call before any connection is told (None: it started, or was not needed).
        self.start_error: BaseException | None = None
        self._key = ""
        self._demo_key = ""  # the embedded training sandbox's own key, once it started
        self.settings = Settings()
        self.has_key = False
        # Hear every wallet answer of the client in use, with its key's fingerprint (the
        # counter keeps each reading, the watch looks for the operator's refunds in it:
        # ``listen_wallet``).
        self._on_wallet: list[Callable[[WalletData, str], None]] = []

    @property
    def client(self) -> PartnerClient:
        """The partner client of the current settings."""
        if self._client is None:
            if self.start_error is not None:
                raise NotConnected(self.start_error)
            raise RuntimeError(
                "ServiceConnection.connect() has not run yet"
            )  # a bug, not a user error
        return self._client

    @property
    def training(self) -> bool:
        """True while the counter sells for training: what the service in use said it is (a
        sandbox), or before its first answer what it was connected as. The one source of the
        training mark: nothing else reads it from the settings."""
        if self._client is not None and self._client.environment is not ServiceEnvironment.UNKNOWN:
            return self._client.environment is ServiceEnvironment.SANDBOX
        return self.settings.environment is Environment.SANDBOX

    @property
    def training_key(self) -> str:
        """The key in use when it is the embedded training sandbox's own demo key (no secret: a
        new clerk types it to set the training supervisor PIN); '' otherwise."""
        in_training = self.settings.uses_embedded_sandbox and self.training
        return self._key if in_training and self._key == self._demo_key else ""

    @property
    def base_url(self) -> str:
        """The address requests go to (the embedded sandbox's when it is in use)."""
        return self.client.base_url

    def route(self, base_url: str) -> Route | None:
        """Which proxy and certificate issuer the last answer from ``base_url`` came with."""
        return route_of(self._http, base_url)

    def proxy(self) -> ProxyChoice:
        """The proxy requests to the service go through: the system's choice for its address."""
        return proxy_for(self.settings.base_url if self._client is None else self._client.base_url)

    def learn_secret(self, key: str) -> None:
        """A key typed by staff: from now on the log redacts it (call before passing it on)."""
        if key:
            self._on_secret(key)

    async def _sleep(self, delay_s: float) -> None:
        self._on_retry(delay_s)
        await asyncio.sleep(delay_s)

    def client_for(
        self,
        settings: Settings,
        key: str,
        base_url: str | None = None,
        sleep: Callable[[float], Awaitable[None]] | None = None,
    ) -> PartnerClient:
        """A partner client for ``settings`` on the shared HTTP client.

        Its retries are reported through ``on_retry`` unless another ``sleep`` is given; what it
        hears of the environment reaches ``on_environment`` while it is the client in use.
        """
        return PartnerClient(
            base_url=base_url or settings.base_url,
            api_key=key,
            http_client=self._http,
            in_flight=self._in_flight,
            timeout=request_timeout(settings.timeout_s),
            # The setting is what a clerk waits at most: the whole call, not each of its steps.
            deadline_s=settings.timeout_s,
            retry=self._retry,
            sleep=sleep or self._sleep,
            on_environment=self._client_heard,
            on_wallet=self._wallet_heard,
        )

    async def resolve(self, settings: Settings, key: str | None = None) -> tuple[str, str]:
        """The address and key ``settings`` mean: the typed key, the one in use for the same
        service, the saved one, or the sandbox's demo key.

        Every key it returns is first handed to ``on_secret`` (the log redacts it).
        """
        starting = (
            asyncio.ensure_future(self._embedded_sandbox())
            if settings.uses_embedded_sandbox
            else None
        )
        if not key and settings.key_account == self.settings.key_account:
            key = self._key
        if not key:
            # The OS store may wait on D-Bus or an unlock prompt: never on the UI thread.
            key = await asyncio.to_thread(self.keys.load, settings.key_account)
        base_url = settings.base_url
        if starting is not None:
            sandbox = await starting
            base_url = sandbox.base_url
            key = key or sandbox.demo_key
            self._demo_key = sandbox.demo_key
        self.learn_secret(key or "")
        return base_url, key or ""

    async def connect(self, settings: Settings, key: str | None = None) -> None:
        """Talk to the service of ``settings`` from now on (starting the sandbox if needed)."""
        try:
            base_url, resolved = await self.resolve(settings, key)
        except SANDBOX_START_ERRORS as error:
            if settings.uses_embedded_sandbox and self.start_error is None:
                self.start_error = error
            raise
        self.start_error = None
        self.settings = settings
        self._key = resolved
        self.has_key = bool(resolved)
        self._client = self.client_for(settings, resolved, base_url)
        self._client_heard(self._client)
        log.info("Connected to %s (%s)", base_url, settings.environment.value)
        if not settings.uses_embedded_sandbox:
            await self._stop_sandbox()

    def listen_wallet(self, heard: Callable[[WalletData, str], None]) -> None:
        """From now on, ``heard(data, key_fingerprint)`` hears every reading of the wallet made
        by any client of this connection (a settings test's client too: the wallet is read),
        after those listening already."""
        self._on_wallet.append(heard)

    def _wallet_heard(self, client: PartnerClient, data: WalletData) -> None:
        for heard in self._on_wallet:
            heard(data, client.key_fingerprint)

    def _client_heard(self, client: PartnerClient) -> None:
        # A client replaced meanwhile may still get a late answer: only the one in use counts.
        if client is self._client:
            self._on_environment(client.environment, client.environment_change)

    def start_sandbox(self) -> None:
        """Begin starting the embedded sandbox's process, unless it is already on its way.

        Called before the window is built, so that its start overlaps the window's.
        """
        if self._sandbox is None:
            early, self._early_sandbox = self._early_sandbox, None
            self._sandbox = asyncio.ensure_future(
                asyncio.to_thread(_start_sandbox, self._sandbox_db, self._sandbox_log, early)
            )

    async def _embedded_sandbox(self) -> SandboxProcess:
        self.start_sandbox()
        assert self._sandbox is not None
        try:
            # Shielded: a cancelled connect must not orphan a sandbox that is half started.
            return await asyncio.shield(self._sandbox)
        except SANDBOX_START_ERRORS:
            self._sandbox = None  # the next connect tries again
            raise

    async def _stop_sandbox(self) -> None:
        starting, self._sandbox = self._sandbox, None
        if starting is None:
            return
        try:
            sandbox = await starting
        except SANDBOX_START_ERRORS:
            return  # it never served: nothing to stop
        await asyncio.to_thread(sandbox.stop)
        log.info("Embedded sandbox stopped")

    async def reset_sandbox(self) -> None:
        """Stop the embedded sandbox, delete its database and start it again, freshly seeded;
        ``connect`` then talks to the new one (its address changes)."""
        await self._stop_sandbox()
        await asyncio.to_thread(_delete_database, self._sandbox_db)
        log.info("Embedded sandbox's data deleted: %s", self._sandbox_db)
        await self._embedded_sandbox()

    async def aclose(self) -> None:
        """End the requests under way, close the HTTP client and stop the embedded sandbox (on
        quit). Each call under way, or made from now on, raises ``ClientClosed``."""
        # Before the pool: a connection still being made is not the pool's to close yet.
        await self._in_flight.close()
        await self._http.aclose()
        await self._stop_sandbox()


def _start_sandbox(
    db_path: Path, log_path: Path | None, started: SandboxProcess | None
) -> SandboxProcess:
    """The embedded sandbox serving ``db_path``, ``started`` already or started now, once it
    answers (in a worker thread)."""
    from app.counter.link.sandbox_process import SandboxProcess

    sandbox = (started or SandboxProcess(db_path, log_path)).wait_ready()
    log.info("Embedded sandbox started at %s", sandbox.base_url)
    return sandbox


def _delete_database(db_path: Path) -> None:
    """Delete an SQLite database with its write-ahead log and shared-memory files."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        file_moves.remove(db_path.with_name(db_path.name + suffix))
