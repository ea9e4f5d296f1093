"""Each background job's health as the window shows it: a line for the status area and the
owner's panel ("Mail: 3 waiting · last round 10:02"), and a problem for the header when the job
was stopped for good or has done no round for longer than its settings allow."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from app.counter.runtime.job import JobReport
from app.domain.clock import service_now
from app.figures import clock_text, moment_text
from app.i18n import Catalogue

JOB_HEALTH = Catalogue("JOB_HEALTH")


@dataclass(frozen=True, slots=True)
class JobHealth:
    """How one job stands: its ``report``, whether a life of it runs, how often it was
    restarted, whether it was stopped for good (when, and why it last died), and whether it is
    late (the time it was due by, when it is)."""

    name: str
    title: str  # the job's name as staff read it (translated)
    report: JobReport
    running: bool
    restarts: int = 0
    stopped: bool = False
    last_death: str = ""
    late_since: dt.datetime | None = None
    stopped_at: dt.datetime | None = None  # when it was stopped for good
    next_round: dt.datetime | None = None  # when its next round is due (None: when woken)

    @property
    def trouble(self) -> str:
        """``stopped after 5 restarts`` / ``late`` / ``restarted 2 times``; '' when it is well
        (the header names the job by it)."""
        restarts = self.restarts
        if self.stopped:
            return JOB_HEALTH.tr("stopped after %n restart(s)", "", restarts)
        if self.late_since is not None:
            return JOB_HEALTH.tr("late")
        if self.report.alarm:
            return self.report.alarm
        if restarts:
            return JOB_HEALTH.tr("restarted %n time(s)", "", restarts)
        return ""

    @property
    def header_text(self) -> str:
        """``Disruption watch: stopped after 1 restart`` (what it waits for is said beside it,
        by the mail and agency labels, or in the owner's panel)."""
        return JOB_HEALTH.tr("{job}: {trouble}").format(job=self.title, trouble=self.trouble)

    @property
    def line(self) -> str:
        """``Mail: 3 waiting · last round 10:02 · next round 10:12 · restarted 2 times`` (the
        owner's panel's)."""
        parts = [self.report.summary]
        if self.report.last_round is not None:
            parts.append(
                JOB_HEALTH.tr("last round {time}").format(time=clock_text(self.report.last_round))
            )
        if self.running and not self.stopped:
            parts.append(self.next_text)
        if self.trouble:
            parts.append(self.trouble)
        return " · ".join(parts)

    @property
    def next_text(self) -> str:
        """``next round 10:12`` (its day too when not today), or ``next round when there is
        work`` for a job that waits to be woken."""
        due = self.next_round
        if due is None:
            return JOB_HEALTH.tr("next round when there is work")
        shown = clock_text(due) if due.date() == service_now().date() else moment_text(due)
        return JOB_HEALTH.tr("next round {time}").format(time=shown)

    @property
    def sentence(self) -> str:
        """The line with the last error, or why the job last died, in a sentence (a tooltip's)."""
        why = self.report.last_error or self.last_death
        if not why:
            return self.line
        return JOB_HEALTH.tr("{line}. Last error: {why}").format(line=self.line, why=why)

    @property
    def problem(self) -> str:
        """What the header says of this job ('' when it is well)."""
        restarts = self.restarts
        if self.stopped:
            return JOB_HEALTH.tr(
                "{job} stopped at {time} after %n restart(s): {why}. Start it again in "
                "Background jobs; if it stops again, call support.",
                "",
                restarts,
            ).format(
                job=self.title,
                time="" if self.stopped_at is None else clock_text(self.stopped_at),
                why=self.last_death.rstrip("."),  # the sentence goes on after it
            )
        if self.late_since is not None:
            return JOB_HEALTH.tr("{job} has done nothing since {time}, longer than it may.").format(
                job=self.title, time=clock_text(self.late_since)
            )
        if self.report.alarm:
            return self.sentence
        return ""
