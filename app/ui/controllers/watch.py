"""The disruption watch's face: the banner's count of open disruptions, the disruptions the counter
runtime's watch (``app.counter.runtime.job_watch``) found, and the clerk's own looks handed to it.
The runtime runs the rounds."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.api.models import BookingStatusData
from app.counter.runtime.job_watch import WatchJob


class WatchController(QObject):
    """Shows what the runtime's watch ``job`` finds.

    Signals:
        counted(int): how many disruptions are open (at the start and after each one found).
        found(str): the watcher recorded a disruption of this booking (the wallet changed if
            the operator cancelled it).
    """

    counted = Signal(int)
    found = Signal(str)

    def __init__(self, job: WatchJob) -> None:
        super().__init__()
        self.job = job

    def on_found(self, booking_ref: str) -> None:
        """The watch recorded a disruption of ``booking_ref``."""
        self.found.emit(booking_ref)
        self.count()

    async def seen(self, booking_ref: str, data: BookingStatusData) -> bool:
        """A clerk looked ``booking_ref`` up and the service answered ``data``: the watch's look
        at it (True: a disruption was recorded)."""
        return await self.job.seen(booking_ref, data)

    def count(self) -> None:
        """Tell how many disruptions are open."""
        self.counted.emit(self.job.count())
