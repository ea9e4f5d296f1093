"""The counter runtime's face in the window: what its jobs tell (health, letters sent,
disruptions found) turned into signals, the header's job line, the owner's panel, and the
settings saved handed to it, and a job stopped for good started again at a clerk's word. The
runtime runs the jobs; this only shows and passes on."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.counter.runtime.counter_runtime import CounterRuntime, Listeners
from app.ui.slots import async_slot
from app.ui.widgets.header import StatusHeader
from app.ui.widgets.jobs_panel import JobsPanel

if TYPE_CHECKING:
    from app.counter.runtime.health import JobHealth

log = logging.getLogger(__name__)


class JobsController(QObject):
    """Shows ``runtime``'s health in ``header`` and, on request, in a panel over ``window``.

    Signals:
        health_changed(list): each job's ``JobHealth`` (a job started, did a round, died).
        mail_sent(): letters changed state (sent, refused, to be tried again).
        found(str): the watch recorded a disruption of this booking.
    """

    health_changed = Signal(object)
    mail_sent = Signal()
    found = Signal(str)

    def __init__(self, header: StatusHeader, window: QWidget) -> None:
        super().__init__()
        self.window = window
        self.runtime: CounterRuntime | None = None
        self.panel: JobsPanel | None = None
        self.health_changed.connect(header.show_jobs)
        self.health_changed.connect(self._show_in_panel)

    def listeners(self) -> Listeners:
        """What the runtime tells, as this controller's signals."""
        return Listeners(self.health_changed.emit, self.mail_sent.emit, self.found.emit)

    def attach(self, runtime: CounterRuntime) -> None:
        """The runtime whose jobs are shown (made with ``listeners``)."""
        self.runtime = runtime

    def on_panel_requested(self) -> JobsPanel | None:
        """Open the owner's panel of the jobs."""
        if self.runtime is None:
            return None
        self.panel = JobsPanel(self.window, self.runtime.health())
        self.panel.finished.connect(self._forget_panel)
        self.panel.start_again_requested.connect(self.on_start_again_requested)
        self.panel.open()
        return self.panel

    def _forget_panel(self) -> None:
        self.panel = None

    def _show_in_panel(self, health: list[JobHealth]) -> None:
        if self.panel is not None:
            self.panel.show_health(health)

    @async_slot(str)
    async def on_start_again_requested(self, name: str) -> None:
        """Start the job ``name``, stopped for good, again (no restart of the app)."""
        if self.runtime is not None:
            log.info("Job %s started again from Background jobs", name)
            await self.runtime.restart(name)

    @async_slot()
    async def on_settings_saved(self) -> None:
        """The settings saved are in use: the jobs that read a setting that changed start
        afresh, and the mail job in any case (its password may be new)."""
        if self.runtime is None:
            return
        if "mail" not in await self.runtime.settings_changed():
            await self.runtime.restart("mail")
