"""Settling what a crash or a lost answer left pending in the journal, and telling staff."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from app.journal import Journal, Resolution, ResolutionKind, resolve_pending
from app.ui.bridge import MessageBridge
from app.ui.session import Session

log = logging.getLogger(__name__)


class PendingController(QObject):
    """Replays the journal's pending requests with their request ids (never a second charge).

    Signals:
        resolved(list): at least one request was settled (its Resolutions); History reads again.
    """

    resolved = Signal(list)

    def __init__(self, session: Session, bridge: MessageBridge, journal: Journal) -> None:
        super().__init__()
        self.session = session
        self.bridge = bridge
        self.journal = journal

    async def resolve(self) -> list[Resolution]:
        """Replay what was left unanswered; one message says what each request became."""
        resolutions = await resolve_pending(self.journal, self.session.client)
        if not resolutions:
            return resolutions
        for resolution in resolutions:
            log.info("Start-up resolution of %s: %s", resolution.request_id, resolution.kind)
        heading = "Requests left unanswered when the app last stopped were checked:"
        text = " ".join([heading, *(resolution.message for resolution in resolutions)])
        if any(r.kind is ResolutionKind.UNRESOLVED for r in resolutions):
            self.bridge.error(text)
        else:
            self.bridge.warning(text)
        self.resolved.emit(resolutions)
        return resolutions
