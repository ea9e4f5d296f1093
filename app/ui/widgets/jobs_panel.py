"""The owner's panel of the background jobs: each job's line (what waits, its last round, its
restarts) with its last error, as the counter runtime reports them
(``app.counter.runtime.health``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.i18n import Catalogue
from app.ui.style import Tone, set_tone

if TYPE_CHECKING:
    from app.counter.runtime.health import JobHealth

JOBS_PANEL = Catalogue("JOBS_PANEL")
# Wide enough for a job's sentence on two lines at most, narrow enough for a 1280x720 screen.
PANEL_WIDTH = 560


class JobsPanel(QDialog):
    """One line per job, in the order they start; a problem (stopped, late) in red and said in
    words beside the line. It only shows (``show_health``)."""

    def __init__(self, parent: QWidget | None, health: list[JobHealth]) -> None:
        super().__init__(parent)
        self.setObjectName("jobsPanel")
        self.setWindowTitle(JOBS_PANEL.tr("Background jobs"))
        self.setMinimumWidth(PANEL_WIDTH)
        layout = QVBoxLayout(self)
        intro = QLabel(
            JOBS_PANEL.tr(
                "The work Counterdesk does behind the till. A job that stops is started again "
                "on its own; one that keeps stopping is named in the header."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.lines: dict[str, QLabel] = {}
        for job in health:
            line = QLabel()
            line.setObjectName(f"job_{job.name}")
            line.setWordWrap(True)
            layout.addWidget(line)
            self.lines[job.name] = line
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
