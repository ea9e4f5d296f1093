"""Lookup's e-mail box, wired: the booking's messages read (``BookingMailService``, in a worker)
whenever a booking is looked up or the mail worker moves one on, and "Send the documents again"
queued."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject

from app.booking.faults import JOURNAL_ERRORS
from app.counter.services.booking_mail import BookingMailService
from app.ui.controllers.mail import MailController
from app.ui.slots import async_slot
from app.ui.widgets.mail_messages import MailMessagesBox

log = logging.getLogger(__name__)


class MailLookupController(QObject):
    """Fills ``box`` for the booking Lookup shows and sends its documents again on request
    (kept alive by the box, its parent)."""

    def __init__(
        self,
        box: MailMessagesBox,
        letters: BookingMailService,
        mail: MailController,
    ) -> None:
        super().__init__(box)
        self.box = box
        self.letters = letters
        self.mail = mail
        # The booking looked up last: an older one's read, landing later, is not shown.
        self.asked = ""
        box.again_requested.connect(self.on_again_requested)
        mail.sent.connect(self.on_sent)

    @async_slot(str)
    async def show(self, booking_ref: str) -> None:
        """A booking was looked up: its messages."""
        self.asked = booking_ref
        await self.read(booking_ref)

    async def read(self, booking_ref: str) -> None:
        """Show ``booking_ref``'s messages (none shown for a booking not sold here)."""
        try:
            email, messages = await self.letters.read(booking_ref)
        except JOURNAL_ERRORS as error:
            log.warning("The booking's e-mail could not be read: %s", error)
            email, messages = "", []
        if booking_ref == self.asked:
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
            self.letters.again(booking_ref)
        except JOURNAL_ERRORS as error:
            log.warning("The documents could not be queued again: %s", error)
        self.mail.wake()
        await self.read(booking_ref)
