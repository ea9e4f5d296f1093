"""The parent's side of the mail worker's rounds, each run in a child process
(``counterdesk --mail-child``, ``app.ui.mail_child``, which lays the PDFs out with Qt away from
the app's UI thread): the round written to the child's stdin (the password never on its command
line), its answer read back. Qt-free: the counter runtime's mail job runs it."""

from __future__ import annotations

import json
import logging
import os
import subprocess
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from app.i18n import Catalogue
from app.mail.outbox import MailState
from app.mail.server import MailServer
from app.relaunch import child_command
from app.reports.receipt_data import AgencyDetails

log = logging.getLogger(__name__)

MAIL_CHILD = Catalogue("MAIL_CHILD")

MAIL_CHILD_FLAG = "--mail-child"
# A round sends every message due; each attempt is bounded by the SMTP timeout.
ROUND_TIMEOUT_S = 900.0


@dataclass(frozen=True, slots=True)
class MailRound:
    """What one round needs: the journal, the server and its password, the agency that heads
    the documents, and whether the counter sells for training."""

    journal: Path
    server: MailServer
    password: str | None = field(repr=False)  # never in a log line or a traceback's locals
    agency: AgencyDetails
    training: bool

    def to_json(self) -> dict[str, Any]:
        """The round as the child reads it."""
        return {
            "journal": str(self.journal),
            "server": self.server.to_json(),
            "password": self.password,
            "agency": asdict(self.agency),
            "training": self.training,
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> MailRound:
        """The round the parent wrote."""
        return cls(
            Path(raw["journal"]),
            MailServer.from_json(raw["server"]),
            raw["password"],
            AgencyDetails(**raw["agency"]),
            bool(raw["training"]),
        )


@dataclass(frozen=True, slots=True)
class RoundDone:
    """What became of each message a round tried, and why the round failed ('' when not)."""

    done: list[tuple[int, MailState]]
    problem: str = ""


def run_round(job: MailRound) -> RoundDone:
    """Run one round in a child and wait for it (blocking: a worker thread's); what became of
    each message sent (none when the child failed: it is logged and said, the messages wait)."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    try:
        finished = subprocess.run(
            child_command(MAIL_CHILD_FLAG),
            input=json.dumps(job.to_json()).encode(),
            capture_output=True,
            timeout=ROUND_TIMEOUT_S,
            env=environment,
            check=False,
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        log.warning("The mail round did not finish: %s", type(error).__name__)
        return RoundDone([], _failed(type(error).__name__))
    if finished.returncode != 0:
        log.warning("The mail round failed (exit %d)", finished.returncode)
        return RoundDone([], _failed(f"exit {finished.returncode}"))
    answer = json.loads(finished.stdout.decode().strip().splitlines()[-1])
    return RoundDone([(int(number), MailState(state)) for number, state in answer["done"]])


def _failed(reason: str) -> str:
    text = MAIL_CHILD.tr("The mail job failed ({reason}); the letters wait for its next round.")
    return text.format(reason=reason)
