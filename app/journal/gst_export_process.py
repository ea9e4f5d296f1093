"""The GST export written by a child process: this program again with a hidden flag
(``counterdesk --gst-export-child``), so that its pure-Python work (the documents read, the CSVs,
the Excel workbook, the Tally tree) never holds the interpreter lock from the app's UI thread.

The app writes the request as one JSON line on the child's stdin (the journal's path, the folder,
the period, the ledgers, the company, whether the month's GSTR-3B figures are the papers asked
for, and the screens' language, in which a re-opened month's files say so) and closes it; the
child runs ``export_period`` and answers on its stdout a line per file written,
``{"progress": [written, total]}``, then ``{"written": {...}}`` (the files, the GSTR-3B figures
for the app to draw their PDF, and what a re-opened month's papers say) or ``{"error": {...}}``
(an OSError or an SQLite error, raised again in the app as it was raised in the child), and
exits.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import os
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any, TextIO

from app import i18n, relaunch
from app.domain.gst import TallyLedgers
from app.journal.gst_export import ExportFiles, Progress, no_progress
from app.journal.gstr3b import figures_json, figures_of_json
from app.journal.period_export import export_period

GST_EXPORT_FLAG = "--gst-export-child"
# Installs the screens' language in the child: (language code, own digits chosen).
Speak = Callable[[str, bool], None]
# Below the app's own priority: on a busy computer the UI thread gets a core before the export.
NICER = 10


class ExportProcessFailed(ChildProcessError):
    """The export's process ended without an answer (an OSError: staff are told it could not be
    written, with this reason)."""


def child_command() -> list[str]:
    """This executable again, with the hidden flag (a frozen app is its own interpreter; from a
    checkout or a venv, the same Python runs ``app.cli``)."""
    return relaunch.child_command(GST_EXPORT_FLAG)


def _request(
    database: Path,
    folder: Path,
    first: dt.date,
    last: dt.date,
    ledgers: TallyLedgers,
    company: str,
    gstin: str,
    gstr3b: bool,
) -> dict[str, Any]:
    return {
        "gstr3b": gstr3b,
        # A month closed and re-opened says so on its files, in the screens' language.
        "language": i18n.language(),
        "own_digits": i18n.own_digits(),
        "database": str(database),
        "folder": str(folder),
        "first": first.isoformat(),
        "last": last.isoformat(),
        "ledgers": ledgers.to_json(),
        "company": company,
        "gstin": gstin,
    }


class ExportProcess:
    """One export in its child process, started when constructed; ``wait`` reads its answer
    (blocking: call it in a worker), ``kill`` ends it early."""

    def __init__(
        self,
        database: Path,
        folder: Path,
        first: dt.date,
        last: dt.date,
        ledgers: TallyLedgers,
        company: str = "",
        gstin: str = "",
        *,
        gstr3b: bool = False,
    ) -> None:
        self._child = relaunch.ChildJob(
            child_command(),
            _request(database, folder, first, last, ledgers, company, gstin, gstr3b),
        )

    def wait(self, progress: Progress = no_progress) -> ExportFiles:
        """The files the child wrote (``progress`` told after each); its OSError or SQLite error
        raised again here; ``ExportProcessFailed`` when it ended without an answer."""
        answer: dict[str, Any] = {}
        for message in self._child.messages():
            if "progress" in message:
                written, total = message["progress"]
                progress(int(written), int(total))
            else:
                answer = message
        code, said = self._child.ended()
        if "written" in answer:
            written = answer["written"]
            figures, closed_on = written.get("gstr3b"), written.get("closed_on")
            return ExportFiles(
                Path(written["folder"]),
                tuple(written["names"]),
                int(written["documents"]),
                None if figures is None else figures_of_json(figures),
                tuple(map(str, written.get("notes", ()))),
                None if closed_on is None else dt.date.fromisoformat(closed_on),
            )
        if "error" in answer:
            raise relaunch.raised_again(answer["error"])
        raise ExportProcessFailed(
            f"the export's process ended with exit code {code}" + (f": {said}" if said else "")
        )

    def kill(self) -> None:
        """End the child now (its files are left as far as they were written)."""
        self._child.kill()


# --- the child's side -----------------------------------------------------------------------


def serve_export(stdin: IO[bytes], stdout: TextIO, speak: Speak) -> int:
    """Read the request on ``stdin``, write the export, answer on ``stdout``; the exit code
    (``counterdesk --gst-export-child``). ``speak`` installs the screens' language, in which a
    re-opened month's files say so."""

    def say(message: dict[str, Any]) -> None:
        stdout.write(json.dumps(message) + "\n")
        stdout.flush()

    def told(written: int, total: int) -> None:
        say({"progress": [written, total]})

    asked = json.loads(stdin.readline())
    speak(str(asked["language"]), bool(asked["own_digits"]))
    try:
        files = export_period(
            Path(asked["database"]),
            Path(asked["folder"]),
            dt.date.fromisoformat(asked["first"]),
            dt.date.fromisoformat(asked["last"]),
            TallyLedgers(**asked["ledgers"]),  # as the app has them, not read as Settings are
            asked["company"],
            told,
            asked["gstin"],
            gstr3b=bool(asked.get("gstr3b")),
        )
    except (OSError, sqlite3.Error) as exc:
        say({"error": relaunch.error_of(exc)})
        return 0
    say(
        {
            "written": {
                "folder": str(files.folder),
                "names": list(files.names),
                "documents": files.documents,
                "gstr3b": None if files.gstr3b is None else figures_json(files.gstr3b),
                "notes": list(files.notes),
                "closed_on": None if files.closed_on is None else files.closed_on.isoformat(),
            }
        }
    )
    return 0


def main(speak: Speak) -> int:
    """The child's entry (``app.cli`` with the hidden flag, ``speak`` installing the screens'
    language from the compiled catalogues, without Qt), below the app's priority."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):  # (not allowed: it only takes longer to get a core)
            os.nice(NICER)
    return serve_export(sys.stdin.buffer, sys.stdout, speak)
