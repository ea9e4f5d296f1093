"""The agency link as the header shows it: synced, records waiting, or offline since when."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from app.figures import clock_text
from app.i18n import Catalogue

AGENCY_LINK = Catalogue("AGENCY_LINK")


@dataclass(frozen=True, slots=True)
class LinkState:
    """Where the replication to the agency store stands.

    ``waiting``: outbox records not in the store yet; ``offline_since``: when the store was
    first found unreachable in the current outage (None when reachable); ``last_error``: why.
    """

    waiting: int
    offline_since: dt.datetime | None
    last_error: str | None

    @property
    def synced(self) -> bool:
        """Everything is in the store and the store is reachable."""
        return self.waiting == 0 and self.offline_since is None

    def describe(self) -> str:
        """``Agency: synced`` / ``Agency: 3 waiting`` / ``Agency: offline since 14:05`` (with
        what waits, if anything)."""
        if self.offline_since is not None:
            since = clock_text(self.offline_since)
            if self.waiting:
                return AGENCY_LINK.tr("Agency: offline since {time} ({count} waiting)").format(
                    time=since, count=self.waiting
                )
            return AGENCY_LINK.tr("Agency: offline since {time}").format(time=since)
        if self.waiting:
            return AGENCY_LINK.tr("Agency: {count} waiting").format(count=self.waiting)
        return AGENCY_LINK.tr("Agency: synced")
