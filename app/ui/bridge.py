"""The one path from controllers to the status area: messages and the connection state.

Modelled on qutebrowser's ``utils/message.py``: nothing calls the header or the message bar
directly; everything goes through the bridge's signals, and every sentence staff are shown is
logged once (``log_shown``), with its request id when there is one.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Signal

from app.domain.clock import service_now
from app.domain.environment import EnvironmentChange, ServiceEnvironment
from app.i18n import Catalogue

# The window and its bridge are built before the service's client is imported (the first paint
# lists the cached catalogue): its errors and their sentences are imported when first needed.
if TYPE_CHECKING:
    from app.api import ApiError

BRIDGE = Catalogue("BRIDGE")

log = logging.getLogger(__name__)

T = TypeVar("T")

OFFLINE_PROBE_S = 15.0


class Level(StrEnum):
    """How a message is shown."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


# The log's level for each kind of message.
_LOG_LEVEL = {Level.INFO: logging.INFO, Level.WARNING: logging.WARNING, Level.ERROR: logging.ERROR}


def log_shown(level: Level, text: str, request_id: str | None = None, detail: str = "") -> None:
    """Log a sentence shown to staff, at its kind's level, with ``request_id`` and ``detail``
    (what support needs besides the sentence); the log's redactor scrubs any secret in it."""
    traced = "" if request_id is None else f" [request_id={request_id}]"
    log.log(_LOG_LEVEL[level], "Shown %s%s: %s%s", level, traced, text, detail)


class Failed(Enum):
    """What ``MessageBridge.call`` returns for a call that failed (and was reported)."""

    FAILED = "failed"


FAILED = Failed.FAILED


class ConnectionState(StrEnum):
    """What the header says about the link to the service."""

    CONNECTING = "connecting"
    ONLINE = "online"
    RETRYING = "retrying"
    OFFLINE = "offline"


@dataclass(frozen=True, slots=True)
class ConnectionStatus:
    """The state and, when the app waits to try again, the time of the next try."""

    state: ConnectionState
    next_try: dt.datetime | None = None


class MessageBridge(QObject):
    """Carries messages and connection changes to whoever shows them.

    Signals:
        message(Level, str): a sentence for staff.
        connection_changed(ConnectionStatus): the link to the service changed.
        environment_changed(ServiceEnvironment, EnvironmentChange | None): what the service
            says it is; a change between two of its answers stops selling.
    """

    message = Signal(object, str)
    connection_changed = Signal(object)
    environment_changed = Signal(object, object)

    def __init__(
        self,
        now: Callable[[], dt.datetime] = service_now,
        probe_interval_s: float = OFFLINE_PROBE_S,
    ) -> None:
        super().__init__()
        self._now = now
        self._probe_interval = dt.timedelta(seconds=probe_interval_s)
        self.status = ConnectionStatus(ConnectionState.CONNECTING)
        self.environment = ServiceEnvironment.UNKNOWN
        self.environment_change: EnvironmentChange | None = None

    def info(self, text: str, request_id: str | None = None) -> None:
        """Show a neutral message (about the request ``request_id``, if any)."""
        self._show(Level.INFO, text, request_id)

    def warning(self, text: str, request_id: str | None = None) -> None:
        """Show something staff must read (it stays until dismissed) that is not a failure."""
        self._show(Level.WARNING, text, request_id)

    def error(self, text: str, request_id: str | None = None) -> None:
        """Show a message about something that failed."""
        self._show(Level.ERROR, text, request_id)

    def report(self, error: ApiError) -> str:
        """Show ``error`` as a sentence for staff and update the connection state; returns it.

        The log gets the sentence and what support needs to trace it (the client never puts
        the key in an error).
        """
        from app.api import NetworkError, NotSent, ServiceUnavailableError
        from app.counter.papers.messages import describe_error, is_boat_outage

        next_try = None
        if isinstance(error, NetworkError | ServiceUnavailableError) and not is_boat_outage(error):
            next_try = self._now() + self._probe_interval
            self._set(ConnectionStatus(ConnectionState.OFFLINE, next_try))
        elif not isinstance(error, NotSent):
            # The service answered (even "boats are down"), so the link itself works; a refusal
            # made here never asked it, so says nothing of the link.
            self.succeeded()
        text = describe_error(error, next_try)
        level = Level.WARNING if is_boat_outage(error) else Level.ERROR
        detail = f" ({type(error).__name__}: code={error.code} status={error.status_code}: "
        self._show(level, text, error.request_id, f"{detail}{error.message})")
        return text

    async def call(
        self, work: Awaitable[T], show: Callable[[str], object] | None = None
    ) -> T | Failed:
        """Await a call to the service: its answer (the service is reachable), or ``FAILED``.

        A failure (``ApiError``) is reported, and its sentence also goes to ``show`` (the
        screen's own place for it).
        """
        return await self.write(work, lambda _error, text: None if show is None else show(text))

    async def write(
        self, work: Awaitable[T], show: Callable[[ApiError, str], object]
    ) -> T | Failed:
        """Like ``call``, for a write (a sale, a cancellation): ``show`` gets the error too, as
        whether its outcome is known (``app.booking.is_final``) changes what staff are told."""
        from app.api import ApiError

        try:
            answer = await work
        except ApiError as error:
            show(error, self.report(error))
            return FAILED
        self.succeeded()
        return answer

    def retrying(self, delay_s: float) -> None:
        """A call failed for a passing reason; the client tries again after ``delay_s``."""
        next_try = self._now() + dt.timedelta(seconds=delay_s)
        self._set(ConnectionStatus(ConnectionState.RETRYING, next_try))

    def succeeded(self) -> None:
        """A call got an answer: the service is reachable."""
        was_offline = self.status.state is ConnectionState.OFFLINE
        self._set(ConnectionStatus(ConnectionState.ONLINE))
        if was_offline:
            self.info(BRIDGE.tr("The service is reachable again."))

    def heard_environment(
        self, environment: ServiceEnvironment, change: EnvironmentChange | None
    ) -> None:
        """The service in use said what it is (UNKNOWN: nothing yet); a ``change`` is told as an
        error that stays until dismissed."""
        self.environment, self.environment_change = environment, change
        self.environment_changed.emit(environment, change)
        if change is not None:
            from app.counter.papers.messages import environment_change_text

            self.error(environment_change_text(change))

    def connecting(self) -> None:
        """A new connection is being set up (start-up or new settings)."""
        self._set(ConnectionStatus(ConnectionState.CONNECTING))

    def _show(
        self, level: Level, text: str, request_id: str | None = None, detail: str = ""
    ) -> None:
        log_shown(level, text, request_id, detail)
        self.message.emit(level, text)

    def _set(self, status: ConnectionStatus) -> None:
        if status != self.status:
            self.status = status
            self.connection_changed.emit(status)
