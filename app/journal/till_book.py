"""What every part of the till's records shares: one connection and clock, and the refusals a
till write raises (facts, never sentences: the screen words them)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from enum import StrEnum

from app.journal.faults import without_waiting


class TillError(Exception):
    """A till write refused; its subclass and fields say why (the screen words it). Each
    subclass is a dataclass of its facts: ``@dataclass(eq=False)``, an exception stays
    hashable."""

    def __str__(self) -> str:
        # The facts as the log reads them; staff read them worded by the screen.
        return repr(self)


class SupervisorNeeded(TillError):
    """The write needs a supervisor's decision (PIN) first."""


class Refusal(StrEnum):
    """Why a till write was refused, when nothing but the reason needs saying."""

    NO_CLERK = "no_clerk"  # a shift is opened by a named clerk
    NEGATIVE_FLOAT = "negative_float"
    SHIFT_CLOSED = "shift_closed"  # its Z report is final
    BAD_AMOUNT = "bad_amount"  # a refund is zero or more, in rupees and paise
    NOT_CONFIRMED = "not_confirmed"  # the service has not confirmed the cancellation


@dataclass(eq=False)
class TillRefused(TillError):
    """A till write refused for ``reason``."""

    reason: Refusal


def moment(text: str | None) -> dt.datetime | None:
    """A stored ISO moment (None stays None)."""
    return None if text is None else dt.datetime.fromisoformat(text)


class TillBook:
    """The journal's connection and clock, for the till's records (one connection, one
    thread)."""

    def __init__(self, conn: sqlite3.Connection, now: Callable[[], dt.datetime]) -> None:
        self._conn = conn
        self._now = now

    def without_waiting(self) -> AbstractContextManager[None]:
        """Within the block, a till write fails at once while another connection holds the
        journal's lock (the screen tries it again later rather than wait)."""
        return without_waiting(self._conn)

    def _stamp(self) -> str:
        return self._now().isoformat(timespec="seconds")
