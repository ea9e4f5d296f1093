"""The ID scans of a sale still waiting for its answer, opened for a supervisor without Qt: their
PIN and reason asked by the service itself (``reader``; ``NotApproved`` without them), the look
logged under their name, the sealed files read and checked off the UI thread. The screen shows
them (nothing is saved)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from app.counter.config.declared import Reader, approved
from app.counter.config.permissions import SALE_ID_SCANS
from app.journal import Journal


@dataclass(frozen=True, slots=True)
class OpenedScans:
    """A pending sale's scans by passenger row: the file's name as given and the scan (its data
    URI, as the sale sends it)."""

    names: dict[int, str]
    files: dict[int, str]


class SaleScans:
    """The ID scans the pending sales of ``journal`` hold, opened for the supervisor ``reader``
    names."""

    def __init__(self, journal: Journal, reader: Reader) -> None:
        self._journal = journal
        self._reader = reader

    async def open(self, request_id: str, shown: str) -> OpenedScans | None:
        """The scans of the pending sale ``request_id`` (``shown``: the sale, as the supervisor
        is shown it), opened once a supervisor gives their PIN and reason (the look logged with
        them; ``NotApproved`` with the gate's sentence, nothing read, without); None when it
        holds none any more (its answer came). ``ScansUnavailable`` when a file is missing or
        does not match."""
        who = await approved(self._reader, SALE_ID_SCANS, shown)
        scans = self._journal.privacy.scans_of(request_id, who)
        if scans is None:
            return None
        store = self._journal.scans
        files = await asyncio.to_thread(store.load, scans.request_id, scans.digests)
        return OpenedScans(dict(scans.names), files)
