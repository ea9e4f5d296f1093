"""Every counter's unresolved sales and drafts, as the agency store holds them, without Qt: read
only on a supervisor's decision, which the service asks for itself (``approve``). The agency
store is read by the caller's ``read`` (the store's pool is the window's agency link)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

from app.counter.config.declared import PERMISSIONS, Approve, approved
from app.counter.config.permissions import AGENCY_UNRESOLVED

T = TypeVar("T")


class AgencyUnresolvedService(Generic[T]):
    """What ``read`` gives (every counter's unresolved sales and how far each counter's records
    have arrived), once a supervisor approves through ``approve``."""

    def __init__(self, read: Callable[[], Awaitable[T]], approve: Approve) -> None:
        self._read = read
        self._approve = approve

    async def read(self) -> T:
        """Every counter's unresolved sales, read after a supervisor's decision; ``NotApproved``
        with the gate's sentence, the store not read, when nobody approves."""
        detail = PERMISSIONS.tr(
            "Every counter's sales of unknown outcome and sales left in progress."
        )
        await approved(self._approve, AGENCY_UNRESOLVED, detail)
        return await self._read()
