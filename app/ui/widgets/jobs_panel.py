"""The owner's panel of the background jobs: each job's line (what waits, its last round, its
restarts) with its last error, as the counter runtime reports them
(``app.counter.runtime.health``), and for a job stopped for good, when and why, with a key that
starts it again without restarting the app."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import Catalogue
from app.ui.style import Tone, set_tone

if TYPE_CHECKING:
    from app.counter.runtime.health import JobHealth

JOBS_PANEL = Catalogue("JOBS_PANEL")
# Wide enough for a job's sentence on two lines at most, narrow enough for a 1280x720 screen.
PANEL_WIDTH = 560


class JobsPanel(QDialog):
    """One line per job, in the order they start; a problem (stopped, late) in red and said in
    words beside the line; a job stopped for good has a "Start again" key. It shows
    (``show_health``) and asks.

    Signals:
        start_again_requested(str): the clerk asks for the job so named to be started again.
    """

    start_again_requested = Signal(str)

    def __init__(self, parent: QWidget | None, health: list[JobHealth]) -> None:
        super().__init__(parent)
        self.setObjectName("jobsPanel")
        self.setWindowTitle(JOBS_PANEL.tr("Background jobs"))
        self.setMinimumWidth(PANEL_WIDTH)
        layout = QVBoxLayout(self)
        intro = QLabel(
            JOBS_PANEL.tr(
                "The work Counterdesk does behind the till. A job that stops is started again "
                "on its own; one that keeps stopping is named in the header, and you can start "
                "it again here."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.lines: dict[str, QLabel] = {}
        self.again: dict[str, QPushButton] = {}
        for job in health:
            row = QHBoxLayout()
            line = QLabel()
            line.setObjectName(f"job_{job.name}")
            line.setWordWrap(True)
            row.addWidget(line, 1)
            again = QPushButton(JOBS_PANEL.tr("Start again"))
            again.setObjectName(f"again_{job.name}")
            again.setAccessibleName(JOBS_PANEL.tr("Start {job} again").format(job=job.title))
            again.clicked.connect(lambda _checked=False, name=job.name: self._again(name))
            row.addWidget(again)
            layout.addLayout(row)
            self.lines[job.name] = line
            self.again[job.name] = again
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_health(health)

    def show_health(self, health: list[JobHealth]) -> None:
        """Each job as it stands now."""
        for job in health:
            line = self.lines[job.name]
            line.setText(f"{job.line}\n{job.problem}" if job.problem else job.sentence)
            set_tone(line, Tone.ERROR if job.problem else Tone.PLAIN)
            again = self.again[job.name]
            again.setVisible(job.stopped)
            again.setEnabled(True)

    def _again(self, name: str) -> None:
        # Once: the key comes back if the job stops for good again.
        self.again[name].setEnabled(False)
        self.start_again_requested.emit(name)
