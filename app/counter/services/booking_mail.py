"""A booking's e-mail as Lookup and the sale's result show it, without Qt: the address it was sold
to and its messages, read in a worker on a connection of its own, and its documents queued
again."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from app.journal.store import DATABASE_NAME, Journal
from app.mail.outbox import MailMessage, messages_of


def booking_mail(journal: Path, booking_ref: str) -> tuple[str, list[MailMessage]]:
    """The e-mail address a booking was sold to here ('' when not sold here) and its messages
    (a read-only connection of its own: a worker's)."""
    conn = sqlite3.connect(f"{journal.absolute().as_uri()}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    try:
        row = conn.execute(
            "SELECT customer_email FROM bookings WHERE booking_ref = ?", (booking_ref,)
        ).fetchone()
        return ("" if row is None else str(row[0])), messages_of(conn, booking_ref)
    finally:
        conn.close()


class BookingMailService:
    """The e-mail of the bookings sold in ``journal``."""

    def __init__(self, journal: Journal) -> None:
        self._journal = journal

    @property
    def database(self) -> Path:
        """The journal's file, which the workers read on a connection of their own."""
        return self._journal.folder / DATABASE_NAME

    async def read(self, booking_ref: str) -> tuple[str, list[MailMessage]]:
        """The address ``booking_ref`` was sold to ('' when not here) and its messages, read in
        a worker (the journal's errors raised)."""
        return await asyncio.to_thread(booking_mail, self.database, booking_ref)

    def again(self, booking_ref: str) -> int | None:
        """Queue the booking's documents to its customer again; None when it was not sold here
        (the journal's errors raised)."""
        return self._journal.mail_again(booking_ref)
