"""The records' key made anew from the Tools menu: the service asks a supervisor's PIN, rotates
the key and records the rotation (``app.counter.services.records_key``); this only says what
came of it."""

from __future__ import annotations

from PySide6.QtCore import QObject

from app.counter.config.declared import NotApproved
from app.counter.services.records_key import RecordsKey
from app.i18n import Catalogue, Refused
from app.ui.bridge import MessageBridge
from app.ui.error_words import reason_of
from app.ui.slots import async_slot

RECORDS_KEY_WORDS = Catalogue("RECORDS_KEY_WORDS")


class RecordsKeyController(QObject):
    """Rotates ``key`` when the menu asks, and tells staff through ``bridge``."""

    def __init__(self, key: RecordsKey, bridge: MessageBridge) -> None:
        super().__init__()
        self.key = key
        self.bridge = bridge

    @async_slot()
    async def on_requested(self) -> None:
        """The menu asked for a new key."""
        await self.rotate()

    async def rotate(self) -> str | None:
        """Rotate the key once a supervisor approves; its fingerprint, or None (refused)."""
        try:
            fingerprint = await self.key.rotate()
        except (NotApproved, Refused) as refused:
            self.bridge.error(reason_of(refused))
            return None
        self.bridge.info(
            RECORDS_KEY_WORDS.tr(
                "This counter's records are sealed under a new key ({key}) from now on. The "
                "agency store learns of the change with the next records sent."
            ).format(key=fingerprint)
        )
        return fingerprint
