"""Checks of single wire fields, each giving a Violation or None (shared by every request rule)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection, Mapping
from typing import Any

from app.domain.limits import REQUEST_ID_MAX
from app.domain.violations import Violation


def is_int(value: object) -> bool:
    """A JSON integer (bool is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def required_int(
    body: Mapping[str, Any], name: str, low: int | None = None, high: int | None = None
) -> Violation | None:
    """``name`` must be an integer within ``low..high`` (both inclusive, each optional)."""
    value = body.get(name)
    if value is None:
        return Violation(name, f"{_label(name)} is required.")
    if not is_int(value):
        return Violation(name, f"{_label(name)} must be a whole number.")
    if low is not None and high is not None and not low <= value <= high:
        return Violation(name, f"{_label(name)} must be from {low} to {high}.")
    if low is not None and value < low:
        return Violation(name, f"{_label(name)} must be at least {low}.")
    return None


# C0 and C1 control characters (NUL, line breaks, tab, escape...) and lone surrogates, which
# are half a character: neither belongs in a name, a reference or an id, and a lone surrogate
# cannot even be encoded as UTF-8 to be sent.
_NOT_TEXT = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _not_text(name: str, value: str, field: str) -> Violation | None:
    found = _NOT_TEXT.search(value)
    if found is None:
        return None
    if "\ud800" <= found.group() <= "\udfff":
        return Violation(field, f"{_label(name)} has a broken character (half of one); retype it.")
    return Violation(
        field,
        f"{_label(name)} contains a control character (such as NUL, a tab or a line break); "
        "retype it.",
    )


def required_text(
    body: Mapping[str, Any],
    name: str,
    max_len: int | None = None,
    pattern: re.Pattern[str] | None = None,
    hint: str = "",
    path: str | None = None,
) -> Violation | None:
    """``name`` must be a non-blank string, at most ``max_len`` long, matching ``pattern``."""
    field = path or name
    value = body.get(name)
    if value is None or (isinstance(value, str) and not value.strip()):
        return Violation(field, f"{_label(name)} is required.")
    if not isinstance(value, str):
        return Violation(field, f"{_label(name)} must be text.")
    if max_len is not None and len(value) > max_len:
        return Violation(
            field, f"{_label(name)} is {len(value)} characters; at most {max_len} are allowed."
        )
    problem = _not_text(name, value, field)
    if problem is not None:
        return problem
    # fullmatch: ``$`` alone would let a trailing newline through.
    if pattern is not None and not pattern.fullmatch(value):
        return Violation(field, f"{_label(name)} is not valid{hint}.")
    return None


def required_choice(
    body: Mapping[str, Any], name: str, choices: Collection[str], path: str | None = None
) -> Violation | None:
    """``name`` must be one of ``choices`` exactly."""
    value = body.get(name)
    if value is None:
        return Violation(path or name, f"{_label(name)} is required.")
    # Only text can be a choice; a list or an object is not even hashable.
    if not isinstance(value, str) or value not in choices:
        listed = ", ".join(sorted(choices))
        return Violation(path or name, f"{_label(name)} must be one of {listed}.")
    return None


_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def parse_date(value: object) -> dt.date | None:
    """A strict ``YYYY-MM-DD`` string as a date, else None (no ISO week dates like 2026-W48-1)."""
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        return None


def required_date(body: Mapping[str, Any], name: str) -> tuple[dt.date | None, Violation | None]:
    """``name`` must be a ``YYYY-MM-DD`` date; returns it, or the violation."""
    value = body.get(name)
    if value is None:
        return None, Violation(name, f"{_label(name)} is required.")
    parsed = parse_date(value)
    if parsed is None:
        return None, Violation(name, f"{_label(name)} must be a date written YYYY-MM-DD.")
    return parsed, None


def optional_text(body: Mapping[str, Any], name: str, path: str) -> Violation | None:
    """``name`` may be absent or null, but when given it must be a string."""
    value = body.get(name)
    if value is None:
        return None
    if isinstance(value, str):
        return _not_text(name, value, path)
    return Violation(path, f"{_label(name)} must be text.")


def request_id(body: Mapping[str, Any]) -> Violation | None:
    """Every POST carries a caller-chosen ``request_id`` of at most 100 characters."""
    return required_text(body, "request_id", max_len=REQUEST_ID_MAX)


def unknown_fields(
    body: Mapping[str, Any], known: Collection[str], prefix: str = ""
) -> list[Violation]:
    """One violation per field that ``body`` carries but its request does not define.

    Rejected rather than ignored: a price, a debit or an agent can never be set by the caller.
    """
    return [
        Violation(f"{prefix}{name}", f"{name} is not a field of this request.")
        for name in body
        if name not in known
    ]


# Wire names in the words of the counter's form (staff read "Passenger", never "Traveler").
LABELS = {
    "traveler_name": "Passenger name",
    "pax_gender": "Gender",
    "id_type": "ID type",
    "id_number": "ID number",
    "id_proof_file": "ID document scan",
}


def _label(name: str) -> str:
    return LABELS.get(name, name.replace("_", " ").capitalize())


def keep(*found: Violation | None) -> list[Violation]:
    """The violations among ``found`` (drops the Nones)."""
    return [v for v in found if v is not None]
