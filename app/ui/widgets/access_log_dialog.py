"""The whole access log, for a supervisor: every read, export, correction or erasure of a
customer's data (when, who, what, whose, why) and whether the log's chain holds. It only shows:
the controller asks the PIN and reads the log off the UI thread."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.domain.clock import SERVICE_TZ
from app.figures import stamp_text
from app.i18n import Catalogue
from app.records.customers import Access, only_unproved
from app.ui.models.rows import Column, RowTableModel
from app.ui.style import Tone, set_tone
from app.ui.widgets.customer_data_dialog import action_text, chain_text
from app.ui.widgets.table_view import make_table

ACCESS_LOG = Catalogue("ACCESS_LOG")


def log_title() -> str:
    """The dialog's title, and what the supervisor's PIN is asked for."""
    return ACCESS_LOG.tr("Who looked at customers' data")


def log_columns() -> list[Column[Access]]:
    """The log's columns, in the screen's language (the log's own order sorts by when)."""
    return [
        Column(ACCESS_LOG.tr("When"), lambda e: stamp_text(e.at.astimezone(SERVICE_TZ)), _seq),
        Column(ACCESS_LOG.tr("Who"), lambda e: f"{e.who} ({e.role})"),
        Column(ACCESS_LOG.tr("What"), lambda e: action_text(e.action)),
        Column(ACCESS_LOG.tr("Whose"), lambda e: e.subject),
        Column(ACCESS_LOG.tr("Why"), lambda e: e.why),
    ]


def _seq(entry: Access) -> int:
    return entry.seq


class AccessLogDialog(QDialog):
    """Every entry of the access log, oldest first, and below it whether the chain holds."""

    def __init__(
        self, entries: list[Access], problems: list[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("accessLogDialog")
        self.setWindowTitle(log_title())
        self.model: RowTableModel[Access] = RowTableModel(log_columns())
        self.model.set_rows(entries)
        self.table = make_table(self.model, "accessLogTable", fit_columns=True)
        self.table.scrollToBottom()  # the latest entries first in sight
        self.chain = QLabel(chain_text(problems))
        self.chain.setObjectName("accessLogChain")
        self.chain.setWordWrap(True)
        tone = Tone.WARNING if only_unproved(problems) else Tone.ERROR
        set_tone(self.chain, tone if problems else Tone.SUCCESS)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chain)
        layout.addWidget(buttons)
