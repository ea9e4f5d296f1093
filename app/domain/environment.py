"""Which service answers: the sandbox says so on every response; the real service says nothing."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from app.i18n import QT_TRANSLATE_NOOP, Catalogue

DOMAIN_ENVIRONMENT = Catalogue("DOMAIN_ENVIRONMENT")

# The response header the sandbox sends on every answer (errors and pictures too).
ENVIRONMENT_HEADER = "X-Service-Environment"
# What every training document carries while the service is the sandbox.
# Marked here; a document shows ``DOMAIN_ENVIRONMENT.known(TRAINING_MARK)``, in its language.
TRAINING_MARK = QT_TRANSLATE_NOOP("DOMAIN_ENVIRONMENT", "SANDBOX — training, not valid for travel")


class ServiceEnvironment(StrEnum):
    """What the service said it is: ``unknown`` until its first answer."""

    SANDBOX = "sandbox"
    LIVE = "live"
    UNKNOWN = "unknown"


def environment_of(announced: str | None) -> ServiceEnvironment:
    """The environment an answer's ``ENVIRONMENT_HEADER`` names: the sandbox only when it says
    ``sandbox``; anything else (above all no header, as from the real service) is live."""
    if announced is not None and announced.strip().lower() == ServiceEnvironment.SANDBOX:
        return ServiceEnvironment.SANDBOX
    return ServiceEnvironment.LIVE


@dataclass(frozen=True, slots=True)
class EnvironmentChange:
    """Two answers on one connection named different environments: ``before``, then ``after``."""

    before: ServiceEnvironment
    after: ServiceEnvironment

    def sentence(self) -> str:
        """What happened, for staff."""
        return DOMAIN_ENVIRONMENT.tr(
            "The service changed from {before} to {after} between two answers (a changed "
            "address or a misconfigured proxy)."
        ).format(before=self.before.upper(), after=self.after.upper())
