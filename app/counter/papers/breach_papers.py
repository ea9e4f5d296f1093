"""A breach as a supervisor writes it down (a JSON file, for the command line) and the papers of
its report written to a folder, each private to the user (they name customers)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

from app.counter.papers.breach import Breach, BreachReport, Kind
from app.domain.file_names import file_in, safe_name
from app.private_access import tighten, write_private

# The fields of the JSON a supervisor fills in: each one named as ``Breach`` names it.
REQUIRED = ("began", "aware_at", "how_found", "what_happened", "where", "kinds")
# What each customer's notice says the agency did: asked for, never left blank.
MITIGATION_NEEDED = (
    "mitigation: say what the agency has done so far (even 'nothing yet: we are finding out "
    "how it happened'); each customer's notice tells them"
)


class BreachFileError(ValueError):
    """The breach's file cannot be read as one: the sentence says what to mend."""


def _moment(data: dict[str, Any], name: str) -> dt.datetime:
    try:
        moment = dt.datetime.fromisoformat(str(data[name]))
    except ValueError:
        raise BreachFileError(
            f"{name}: give a date and time such as 2026-11-20T09:00+05:30"
        ) from None
    if moment.tzinfo is None:
        raise BreachFileError(f"{name}: give the time zone too, e.g. +05:30")
    return moment


def breach_from(data: dict[str, Any]) -> Breach:
    """The breach the dict ``data`` describes (``BreachFileError`` says what is missing)."""
    missing = [name for name in REQUIRED if not data.get(name)]
    if missing:
        raise BreachFileError(f"missing: {', '.join(missing)}")
    if not str(data.get("mitigation", "")).strip():
        raise BreachFileError(MITIGATION_NEEDED)
    try:
        kinds = frozenset(Kind(kind) for kind in data["kinds"])
    except ValueError:
        known = ", ".join(kind.value for kind in Kind)
        raise BreachFileError(f"kinds: each one of {known}") from None
    return Breach(
        began=_moment(data, "began"),
        ended=_moment(data, "ended") if data.get("ended") else None,
        aware_at=_moment(data, "aware_at"),
        how_found=str(data["how_found"]),
        what_happened=str(data["what_happened"]),
        where=str(data["where"]),
        kinds=kinds,
        booking_refs=tuple(str(ref) for ref in data.get("booking_refs", ())),
        mitigation=str(data["mitigation"]).strip(),
        cause=str(data.get("cause", "")),
        prevention=str(data.get("prevention", "")),
    )


def read_breach(path: Path) -> Breach:
    """The breach written in the JSON file ``path``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BreachFileError(f"{path} cannot be read as JSON ({exc})") from None
    if not isinstance(data, dict):
        raise BreachFileError(f"{path} must hold one JSON object")
    return breach_from(data)


def write_papers(report: BreachReport, folder: Path) -> list[Path]:
    """Write every paper of ``report`` into ``folder`` (made private); the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    tighten(folder)
    papers = [
        ("board-1-first-intimation.txt", report.first_intimation.plain_text()),
        ("board-2-detailed-report.txt", report.detailed_report.plain_text()),
    ]
    papers += [
        (
            f"customer-{safe_name('-'.join(person.booking_refs))}-{safe_name(person.language)}.txt",
            paper.plain_text(),
        )
        for person, paper in report.customer_notices
    ]
    written = []
    for name, text in papers:
        path = file_in(folder, name)
        write_private(path, (text + "\n").encode("utf-8"))
        written.append(path)
    return written
