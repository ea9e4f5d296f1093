"""How the mail job stands, for the status line and Settings' mail page: whether it runs, how
many letters wait, and its last error (cleared by a letter taken after it)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from app.figures import clock_text
from app.i18n import Catalogue

MAIL_HEALTH = Catalogue("MAIL_HEALTH")


@dataclass(frozen=True, slots=True)
class MailHealth:
    """``running``: a mail server is set and the job sends; ``waiting``: letters not yet taken
    by the server (nor refused, nor given up); ``last_error``: the server's words (or why a
    round failed) at the last try that did not go, '' when the last try went; ``last_round``:
    when the job last ran (None: not yet); ``went``: the last try went (False before any letter
    was tried: nothing is said to have gone then)."""

    running: bool
    waiting: int
    last_error: str = ""
    last_round: dt.datetime | None = None  # when the job last tried what was due
    went: bool = False

    def describe(self) -> str:
        """``Mail: all sent`` / ``Mail: 3 waiting`` / ``Mail: nothing waiting`` (the last letter
        did not go) / ``Mail: off (2 waiting)``."""
        if not self.running:
            if self.waiting:
                return MAIL_HEALTH.tr("Mail: off ({count} waiting)").format(count=self.waiting)
            return MAIL_HEALTH.tr("Mail: off")
        if self.waiting:
            return MAIL_HEALTH.tr("Mail: {count} waiting").format(count=self.waiting)
        if self.went:
            return MAIL_HEALTH.tr("Mail: all sent")
        # The last letter was refused or given up, or none was written yet: none waits.
        return MAIL_HEALTH.tr("Mail: nothing waiting")

    def sentence(self) -> str:
        """The state in a sentence with the last error: the Settings page's and the tooltip's."""
        if not self.running:
            said = MAIL_HEALTH.tr(
                "No e-mail is sent: no mail server is set. Letters wait in the journal until "
                "one is."
            )
        elif self.last_error:
            said = MAIL_HEALTH.tr("E-mail is being sent. The last try did not go: {error}").format(
                error=self.last_error
            )
        elif self.went:
            said = MAIL_HEALTH.tr("E-mail is being sent; the last letter went.")
        else:
            said = MAIL_HEALTH.tr("E-mail is sent from here; no letter has been sent yet.")
        if self.last_round is None:
            return f"{self.describe()}. {said}"
        at = MAIL_HEALTH.tr("Last round at {time}.").format(time=clock_text(self.last_round))
        return f"{self.describe()}. {said} {at}"


def read_health(
    journal: Path,
    running: bool,
    round_problem: str = "",
    last_round: dt.datetime | None = None,
) -> MailHealth:
    """The job's health from the journal ``journal`` (blocking: a worker's); ``round_problem``:
    why the round ended at ``last_round`` itself failed, the last error while it stands."""
    conn = sqlite3.connect(f"{journal.absolute().as_uri()}?mode=ro", uri=True, timeout=5.0)
    try:
        (waiting,) = conn.execute(
            "SELECT count(*) FROM mail_outbox WHERE state IN ('queued', 'sending')"
        ).fetchone()
        # The latest try: its words are the last error unless the server took that letter.
        last = conn.execute(
            "SELECT state, server_words FROM mail_outbox WHERE attempts > 0"
            " ORDER BY updated_at DESC, message_id DESC LIMIT 1"
        ).fetchone()
    finally:
        conn.close()
    went = last is not None and last[0] == "sent"
    error = "" if last is None or went else str(last[1])
    return MailHealth(running, int(waiting), round_problem or error, last_round, went)
