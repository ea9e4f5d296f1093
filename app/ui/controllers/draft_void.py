"""Discarding (voiding) a sale in progress once sent to the service: the supervisor's approval,
recorded in the journal with the words the PIN dialog shows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.controllers.supervisor import Supervisor

DRAFT_VOID = Catalogue("DRAFT_VOID")
# The supervisor's decision, recorded in the words the PIN dialog shows (the screen's language).
VOID_ACTION = QT_TRANSLATE_NOOP("DRAFT_VOID", "Discard a sale in progress")


async def void_approved(
    supervisor: Supervisor, parent: QWidget, summary: str, refused: Callable[[str], None]
) -> str | None:
    """The name of the supervisor who approved discarding the sale ``summary``; None (and
    ``refused`` told so) when not approved."""
    why = DRAFT_VOID.tr(
        "The sale is kept: discarding a sale already sent to the service needs a supervisor's PIN."
    )
    decision = await supervisor.require(
        parent, DRAFT_VOID.known(VOID_ACTION), summary, refused, why
    )
    return None if decision is None else supervisor.till.decision(decision).supervisor
