"""Lookup's e-mail box, wired: the booking's messages read in a worker whenever a booking is
looked up or the mail worker moves one on, and "Send the documents again" queued in the
journal."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path

from PySide6.QtCore import QObject

from app.booking.faults import JOURNAL_ERRORS
from app.journal.store import DATABASE_NAME, Journal
from app.mail.outbox import MailMessage, messages_of
from app.ui.controllers.mail import MailController
from app.ui.slots import async_slot
from app.ui.widgets.mail_messages import MailMessagesBox

log = logging.getLogger(__name__)


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


class MailLookupController(QObject):
    """Fills ``box`` for the booking Lookup shows and sends its documents again on request
    (kept alive by the box, its parent)."""

    def __init__(
        self,
        box: MailMessagesBox,
        journal: Journal,
        mail: MailController,
    ) -> None:
        super().__init__(box)
        self.box = box
        self.journal = journal
        self.mail = mail
        box.again_requested.connect(self.on_again_requested)
        mail.sent.connect(self.on_sent)

    @async_slot(str)
    async def show(self, booking_ref: str) -> None:
        """A booking was looked up: its messages."""
        await self.read(booking_ref)

    async def read(self, booking_ref: str) -> None:
        """Show ``booking_ref``'s messages (none shown for a booking not sold here)."""
        database = self.journal.folder / DATABASE_NAME
        try:
            email, messages = await asyncio.to_thread(booking_mail, database, booking_ref)
        except JOURNAL_ERRORS as error:
            log.warning("The booking's e-mail could not be read: %s", error)
            email, messages = "", []
        self.box.show_messages(booking_ref, email, messages)

    @async_slot()
    async def on_sent(self) -> None:
        """The worker moved messages on: the booking shown reads again."""
        if self.box.booking_ref:
            await self.read(self.box.booking_ref)

    @async_slot(str)
    async def on_again_requested(self, booking_ref: str) -> None:
        """Queue the booking's documents again, wake the worker, show the new message."""
        try:
            self.journal.mail_again(booking_ref)
        except JOURNAL_ERRORS as error:
            log.warning("The documents could not be queued again: %s", error)
        self.mail.wake()
        await self.read(booking_ref)
