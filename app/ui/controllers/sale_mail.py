"""The sale's letter on the Book screen's result page: where it is (waiting, sent, refused
and why), read in a worker when the sale is booked and whenever the mail job moves letters on."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from PySide6.QtCore import QObject

from app.booking import SettleOutcome
from app.booking.faults import JOURNAL_ERRORS
from app.counter.services.booking_mail import booking_mail
from app.ui.controllers.mail import MailController
from app.ui.slots import async_slot
from app.ui.widgets.result_panel import ResultPanel

log = logging.getLogger(__name__)


class SaleMailController(QObject):
    """Shows the booked sale's newest letter on ``panel`` (kept alive by the panel)."""

    def __init__(self, panel: ResultPanel, journal: Path, mail: MailController) -> None:
        super().__init__(panel)
        self.panel = panel
        self.journal = journal
        self.booking_ref = ""
        mail.sent.connect(self.on_sent)

    @async_slot(object)
    async def follow(self, outcome: SettleOutcome) -> None:
        """A sale was booked: its letter from now on."""
        self.booking_ref = outcome.result.booking_ref
        await self.read()

    @async_slot()
    async def on_sent(self) -> None:
        """The mail job moved letters on: the sale's is read again."""
        if self.booking_ref:
            await self.read()

    async def read(self) -> None:
        """Show where the letter of the sale shown is (nothing when none was queued)."""
        booking_ref = self.booking_ref
        try:
            _email, messages = await asyncio.to_thread(booking_mail, self.journal, booking_ref)
        except JOURNAL_ERRORS as error:
            log.warning("The sale's e-mail could not be read: %s", error)
            return
        if booking_ref == self.booking_ref:  # not another sale's meanwhile
            self.panel.show_mail(messages[-1] if messages else None)
