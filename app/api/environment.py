"""What the service says it is, answer after answer, and the refusal to sell once that changed."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from app.api.errors import EnvironmentChangedError
from app.domain.environment import (
    ENVIRONMENT_HEADER,
    EnvironmentChange,
    ServiceEnvironment,
    environment_of,
)


class EnvironmentWatch:
    """Reads the environment header of every answer of one client.

    ``environment`` is the latest answer's; ``change`` the first time two answers disagreed,
    kept until the client is replaced (staff reconnect), so a flip back does not hide it.
    ``on_change()`` runs whenever either of them changes.
    """

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.environment = ServiceEnvironment.UNKNOWN
        self.change: EnvironmentChange | None = None
        self._on_change = on_change

    def observe(self, headers: Mapping[str, str]) -> None:
        """Take in the headers of one answer (of any status)."""
        heard = environment_of(headers.get(ENVIRONMENT_HEADER))
        if heard is self.environment:
            return
        if self.environment is not ServiceEnvironment.UNKNOWN and self.change is None:
            self.change = EnvironmentChange(self.environment, heard)
        self.environment = heard
        if self._on_change is not None:
            self._on_change()

    def refuse_if_changed(self, request_id: str | None) -> None:
        """Raise ``EnvironmentChangedError`` once the environment changed: no write is sent."""
        if self.change is not None:
            raise EnvironmentChangedError(self.change, request_id=request_id)
