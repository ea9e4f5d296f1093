"""What stops the journal being written, in the words the header and the sale's screens say it."""

from __future__ import annotations

import enum

from app.i18n import QT_TRANSLATE_NOOP, Catalogue

JOURNAL_FAULTS = Catalogue("JOURNAL_FAULTS")


class WriteFault(enum.Enum):
    """What stops the journal being written; ``reason`` completes "Selling is off: ..."."""

    DISK_FULL = QT_TRANSLATE_NOOP("JOURNAL_FAULTS", "the disk is full")
    READ_ONLY = QT_TRANSLATE_NOOP("JOURNAL_FAULTS", "the journal's folder cannot be written to")
    DISK_ERROR = QT_TRANSLATE_NOOP(
        "JOURNAL_FAULTS", "the disk reports an error when the journal is written"
    )

    @property
    def reason(self) -> str:
        """The cause in the current language (the value stays English, as logged)."""
        return JOURNAL_FAULTS.known(self.value)

    @property
    def header_text(self) -> str:
        """The header's short form."""
        return JOURNAL_FAULTS.tr("Selling off: {reason}").format(reason=self.reason)

    @property
    def sentence(self) -> str:
        """What staff read when they try to sell or cancel."""
        return JOURNAL_FAULTS.tr(
            "Selling is off: {reason}, so this computer cannot save a sale or a cancellation. "
            "Nothing was sent or charged. The catalogue, Lookup and the wallet still work; fix "
            "the disk, then start Counterdesk again."
        ).format(reason=self.reason)
