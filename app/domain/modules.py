"""The two product modules of the service."""

from __future__ import annotations

from enum import StrEnum


class Module(StrEnum):
    """Value of ``module`` / ``module_type`` on the wire."""

    ACTIVITY = "ACTIVITY"
    BOAT = "BOAT"


MODULE_VALUES = frozenset(m.value for m in Module)
