"""The ID scans of a sale still waiting for its answer, opened for a supervisor without Qt: the
look logged under their name, the sealed files read and checked off the UI thread. The screen
shows them (nothing is saved)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from app.journal import Journal
from app.records.customers import Who


@dataclass(frozen=True, slots=True)
class OpenedScans:
    """A pending sale's scans by passenger row: the file's name as given and the scan (its data
    URI, as the sale sends it)."""

    names: dict[int, str]
    files: dict[int, str]


class SaleScans:
    """The ID scans the pending sales of ``journal`` hold."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal

    async def open(self, request_id: str, who: Who) -> OpenedScans | None:
        """The scans of the pending sale ``request_id``, opened for ``who`` (the look logged);
        None when it holds none any more (its answer came). ``ScansUnavailable`` when a file is
        missing or does not match."""
        scans = self._journal.privacy.scans_of(request_id, who)
        if scans is None:
            return None
        store = self._journal.scans
        files = await asyncio.to_thread(store.load, scans.request_id, scans.digests)
        return OpenedScans(dict(scans.names), files)
