"""Checks of single wire fields, each giving a Violation or None (shared by every request rule)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection, Mapping
from typing import Any

from app.domain.limits import REQUEST_ID_MAX
from app.domain.names import format_character
from app.domain.violations import Violation
from app.i18n import QT_TRANSLATE_NOOP, Catalogue

DOMAIN_FIELDS = Catalogue("DOMAIN_FIELDS")


def is_int(value: object) -> bool:
    """A JSON integer (bool is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def required_int(
    body: Mapping[str, Any], name: str, low: int | None = None, high: int | None = None
) -> Violation | None:
    """``name`` must be an integer within ``low..high`` (both inclusive, each optional)."""
    value = body.get(name)
    if value is None:
        return Violation(name, DOMAIN_FIELDS.tr("{field} is required.").format(field=_label(name)))
    if not is_int(value):
        return Violation(
            name, DOMAIN_FIELDS.tr("{field} must be a whole number.").format(field=_label(name))
        )
    if low is not None and high is not None and not low <= value <= high:
        return Violation(
            name,
            DOMAIN_FIELDS.tr("{field} must be from {low} to {high}.").format(
                field=_label(name), low=low, high=high
            ),
        )
    if low is not None and value < low:
        return Violation(
            name,
            DOMAIN_FIELDS.tr("{field} must be at least {low}.").format(field=_label(name), low=low),
        )
    return None


# C0 and C1 control characters (NUL, line breaks, tab, escape...) and lone surrogates, which
# are half a character: neither belongs in a name, a reference or an id, and a lone surrogate
# cannot even be encoded as UTF-8 to be sent.
_CONTROL = "\x00-\x1f\x7f-\x9f"
_NOT_TEXT = re.compile(f"[{_CONTROL}\ud800-\udfff]")
# What str.strip() removes besides control characters: text of only these is blank.
_SPACES = " \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
# The same rules as JSON Schema patterns (the sandbox's OpenAPI document states them): required
# text has no control character and something besides spaces; optional text no control character.
TEXT_PATTERN = f"^[^{_CONTROL}]*[^{_CONTROL}{_SPACES}][^{_CONTROL}]*$"
OPTIONAL_TEXT_PATTERN = f"^[^{_CONTROL}]*$"


def _not_text(name: str, value: str, field: str) -> Violation | None:
    found = _NOT_TEXT.search(value)
    if found is None:
        return None
    if "\ud800" <= found.group() <= "\udfff":
        return Violation(
            field,
            DOMAIN_FIELDS.tr("{field} has a broken character (half of one); retype it.").format(
                field=_label(name)
            ),
        )
    return Violation(
        field,
        DOMAIN_FIELDS.tr(
            "{field} contains a control character (such as NUL, a tab or a line break); retype it."
        ).format(field=_label(name)),
    )


def required_text(
    body: Mapping[str, Any],
    name: str,
    max_len: int | None = None,
    pattern: re.Pattern[str] | None = None,
    hint: str = "",
    path: str | None = None,
) -> Violation | None:
    """``name`` must be a non-blank string, at most ``max_len`` long, matching ``pattern``;
    ``hint`` (translated) says how to write it when it does not match."""
    field = path or name
    value = body.get(name)
    if value is None or (isinstance(value, str) and not value.strip()):
        return Violation(field, DOMAIN_FIELDS.tr("{field} is required.").format(field=_label(name)))
    if not isinstance(value, str):
        return Violation(
            field, DOMAIN_FIELDS.tr("{field} must be text.").format(field=_label(name))
        )
    if max_len is not None and len(value) > max_len:
        return Violation(
            field,
            DOMAIN_FIELDS.tr("{field} is {length} characters; at most {most} are allowed.").format(
                field=_label(name), length=len(value), most=max_len
            ),
        )
    problem = _not_text(name, value, field)
    if problem is not None:
        return problem
    # fullmatch: ``$`` alone would let a trailing newline through.
    if pattern is not None and not pattern.fullmatch(value):
        if hint:
            return Violation(
                field,
                DOMAIN_FIELDS.tr("{field} is not valid ({hint}).").format(
                    field=_label(name), hint=hint
                ),
            )
        return Violation(
            field, DOMAIN_FIELDS.tr("{field} is not valid.").format(field=_label(name))
        )
    return None


def required_name(
    body: Mapping[str, Any], name: str, max_len: int, path: str | None = None
) -> Violation | None:
    """``required_text`` of a person's name, which also holds no invisible format character
    (``app.domain.names``)."""
    problem = required_text(body, name, max_len=max_len, path=path)
    if problem is not None or format_character(body[name]) is None:
        return problem
    return Violation(
        path or name,
        DOMAIN_FIELDS.tr(
            "{field} contains an invisible formatting character (such as a right-to-left "
            "override or a zero-width space); retype it."
        ).format(field=_label(name)),
    )


def required_choice(
    body: Mapping[str, Any], name: str, choices: Collection[str], path: str | None = None
) -> Violation | None:
    """``name`` must be one of ``choices`` exactly."""
    value = body.get(name)
    if value is None:
        return Violation(
            path or name, DOMAIN_FIELDS.tr("{field} is required.").format(field=_label(name))
        )
    # Only text can be a choice; a list or an object is not even hashable.
    if not isinstance(value, str) or value not in choices:
        listed = ", ".join(sorted(choices))
        return Violation(
            path or name,
            DOMAIN_FIELDS.tr("{field} must be one of {choices}.").format(
                field=_label(name), choices=listed
            ),
        )
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
        return None, Violation(
            name, DOMAIN_FIELDS.tr("{field} is required.").format(field=_label(name))
        )
    parsed = parse_date(value)
    if parsed is None:
        return None, Violation(
            name,
            DOMAIN_FIELDS.tr("{field} must be a date written YYYY-MM-DD.").format(
                field=_label(name)
            ),
        )
    return parsed, None


def optional_text(body: Mapping[str, Any], name: str, path: str) -> Violation | None:
    """``name`` may be absent or null, but when given it must be a string."""
    value = body.get(name)
    if value is None:
        return None
    if isinstance(value, str):
        return _not_text(name, value, path)
    return Violation(path, DOMAIN_FIELDS.tr("{field} must be text.").format(field=_label(name)))


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
        Violation(
            f"{prefix}{name}",
            DOMAIN_FIELDS.tr("{field} is not a field of this request.").format(field=name),
        )
        for name in body
        if name not in known
    ]


# Wire names in the words of the counter's form (staff read "Passenger", never "Traveler"),
# translated where a sentence names them.
LABELS = {
    "traveler_name": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Passenger name"),
    "pax_gender": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Gender"),
    "id_type": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "ID type"),
    "id_number": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "ID number"),
    "id_proof_file": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "ID document scan"),
    "customer_name": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Customer name"),
    "customer_email": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Customer email"),
    "customer_phone": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Customer phone"),
    "travel_date": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Travel date"),
    "nationality": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Nationality"),
    "age": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Age"),
    "qty": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Qty"),
    "booking_ref": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Booking ref"),
    "module_type": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Module type"),
    "module": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Module"),
    "action": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Action"),
    "date": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Date"),
    "limit": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Limit"),
    "request_id": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Request id"),
    "availability_id": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Availability id"),
    "slot_id": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Slot id"),
    "schedule_id": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Schedule id"),
    "activity_id": QT_TRANSLATE_NOOP("DOMAIN_FIELDS", "Activity id"),
}


def _label(name: str) -> str:
    known = LABELS.get(name)
    if known is None:
        return name.replace("_", " ").capitalize()
    return DOMAIN_FIELDS.known(known)


def keep(*found: Violation | None) -> list[Violation]:
    """The violations among ``found`` (drops the Nones)."""
    return [v for v in found if v is not None]
