"""A customer's data as the screens show it: their details as their last sale left them, the
passengers' documents held out of use, and who did what with that data (the access log)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

from app.i18n import Said


@dataclass(frozen=True, slots=True)
class KnownCustomer:
    """A customer's details as their latest sale here left them: name, e-mail, phone and, when
    that sale was to a business, its GSTIN, address and state code (never a passenger's data),
    and the language their papers were printed in ("" when that sale did not record one)."""

    name: str
    email: str
    phone: str
    gstin: str = ""
    address: str = ""
    state_code: str = ""
    language: str = ""


class Action(StrEnum):
    """What was done with a customer's personal data."""

    REPRINT = "reprint"  # a document showing an ID number printed again
    ID_VIEW = "id_view"  # a supervisor opened passengers' ID numbers (in use or held)
    SCAN_VIEW = "scan_view"  # a supervisor looked at an ID scan
    EXPORT = "export"  # the customer's data exported for them
    SUMMARY = "summary"  # a summary of what is held printed for the customer
    CORRECTION = "correction"  # the customer's details corrected
    ERASURE = "erasure"  # erased on request or by the retention rule


@dataclass(frozen=True, slots=True)
class Access:
    """One entry: ``subject`` names whose data (a booking reference), ``fields`` which."""

    at: dt.datetime
    who: str
    role: str
    action: Action
    subject: str
    fields: str
    why: str
    seq: int = 0


@dataclass(frozen=True, slots=True)
class HeldPassenger:
    """One passenger's document as held, or a customer's phone or e-mail (``id_type`` "phone" or
    "email"): ``id_number`` still sealed until a view opens it."""

    name: str
    id_type: str
    id_number: str


# Who acts on a customer's data, as the access log names their role.
CLERK_ROLE = "clerk"
SUPERVISOR_ROLE = "supervisor"


@dataclass(frozen=True, slots=True)
class Who:
    """The person acting (a clerk or a named supervisor), their role, and the reason given."""

    name: str
    role: str
    why: str


class ScansUnavailable(Said):
    """The scans of a pending request are missing or do not match their digests."""


# How the log says an entry keyed by an earlier run without a keyring cannot be checked.
UNCHECKABLE = "now, changed or not"
# How the log says entries keyed under a key this computer does not hold cannot be checked here.
OTHER_KEY = "this computer cannot check their keyed hashes"
# Said, once, when the key is one run's only.
NO_KEYRING = (
    "this computer has no password store (keyring), so the log is keyed for this run of the "
    "app only: no entry written now can be checked once the app is closed"
)


def only_unproved(problems: Collection[str]) -> bool:
    """Whether the access log's ``problems`` say only that it cannot be checked (no keyring),
    not that it was changed."""
    return all(p == NO_KEYRING or p.endswith(UNCHECKABLE) or OTHER_KEY in p for p in problems)
