"""The two product modules of the service."""

from __future__ import annotations

from enum import StrEnum

from app.i18n import Catalogue

DOMAIN_MODULES = Catalogue("DOMAIN_MODULES")


class Module(StrEnum):
    """Value of ``module`` / ``module_type`` on the wire."""

    ACTIVITY = "ACTIVITY"
    BOAT = "BOAT"

    def text(self) -> str:
        """The module in the current language, for a screen or a document (never the wire)."""
        return DOMAIN_MODULES.tr("Boat") if self is Module.BOAT else DOMAIN_MODULES.tr("Activity")


MODULE_VALUES = frozenset(m.value for m in Module)
