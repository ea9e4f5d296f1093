"""Tables of things bookable until a cut-off: slots and departures, with a live countdown."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence

from app.counter.papers.formatting import MISSING, countdown_text, moment_text
from app.domain.clock import service_now
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.models.rows import RIGHT, Column, RowT, RowTableModel

BOOKABLE_MODEL = Catalogue("BOOKABLE_MODEL")

CLOSES = QT_TRANSLATE_NOOP("BOOKABLE_MODEL", "Booking closes")
COUNTDOWN = QT_TRANSLATE_NOOP("BOOKABLE_MODEL", "Closes in")
STATUS = QT_TRANSLATE_NOOP("BOOKABLE_MODEL", "Bookable")

StateRule = Callable[[RowT, dt.datetime], "str | None"]


class BookableModel(RowTableModel[RowT]):
    """``columns`` plus cut-off, countdown and bookable state; ``tick()`` re-reads the clock.

    ``state(row, now)`` is None when the row can be booked at ``now``, else the reason it cannot;
    ``closes_at(row)`` is the cut-off instant, None when the service did not give one.
    """

    def __init__(
        self,
        columns: Sequence[Column[RowT]],
        state: StateRule[RowT],
        closes_at: Callable[[RowT], dt.datetime | None],
        now: Callable[[], dt.datetime] = service_now,
    ) -> None:
        self._clock = now
        self._state = state
        # The product lines of the day shown that the operator cancelled (this counter's
        # journal knows them from the bookings it sold), and each row's line: such a row is
        # "Cancelled by the operator", not "Sold out".
        self.cancelled: frozenset[str] = frozenset()
        self.product_of: Callable[[RowT], str] = lambda _row: ""
        self.now = now()
        # The countdown and the state follow the clock: ``tick`` repaints these two columns.
        self._ticking = (len(columns) + 1, len(columns) + 2)
        bookable = BOOKABLE_MODEL.known(STATUS)
        super().__init__(
            [
                *columns,
                Column(BOOKABLE_MODEL.known(CLOSES), lambda row: moment_text(closes_at(row))),
                Column(
                    BOOKABLE_MODEL.known(COUNTDOWN),
                    lambda row: self._countdown(closes_at(row), row),
                    align=RIGHT,
                ),
                Column(bookable, lambda row: self.reason(row) or bookable),
            ],
            dimmed=lambda row: self.reason(row) is not None,
        )

    def _countdown(self, closes_at: dt.datetime | None, row: RowT) -> str:
        # Once the service says no, a countdown on this computer's clock would only confuse.
        return countdown_text(closes_at, self.now) if self.reason(row) is None else MISSING

    def reason(self, row: RowT) -> str | None:
        """Why ``row`` cannot be booked now, or None when it can."""
        if self.product_of(row) in self.cancelled:
            return BOOKABLE_MODEL.tr("Cancelled by the operator")
        return self._state(row, self.now)

    def any_bookable(self, rows: Sequence[RowT]) -> bool:
        """Whether one of ``rows`` (not yet shown) can be booked at this moment."""
        now = self._clock()
        return any(
            self.product_of(row) not in self.cancelled and self._state(row, now) is None
            for row in rows
        )

    def tick(self) -> None:
        """Read the clock again and repaint the countdown and the bookable state."""
        self.now = self._clock()
        self.refresh_columns(self._ticking)
