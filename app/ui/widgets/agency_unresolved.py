"""The supervisor's view of the agency: every counter's unresolved sales and drafts, and how far
each counter's records have reached the agency store."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.agency.queries import CounterLink, Unresolved
from app.ui.models.agency import CounterLinksModel, UnresolvedModel
from app.ui.widgets.table_view import EmptyState, make_table


class AgencyUnresolvedDialog(QDialog):
    """Two lists, read-only: what the counters have not resolved, and their links."""

    def __init__(
        self, unresolved: list[Unresolved], links: list[CounterLink], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("agencyUnresolvedDialog")
        self.setWindowTitle("Unresolved at all counters")
        self.unresolved = UnresolvedModel()
        self.unresolved.set_rows(unresolved)
        self.links = CounterLinksModel()
        self.links.set_rows(links)
        unresolved_table = make_table(self.unresolved, "agencyUnresolvedTable", fit_columns=True)
        EmptyState(unresolved_table, "Nothing is unresolved at any counter.")
        links_table = make_table(self.links, "agencyLinksTable", fit_columns=True)
        EmptyState(links_table, "No counter has registered with the agency store yet.")
        intro = QLabel(
            f"<b>{len(unresolved)} unresolved</b>: sales whose outcome a counter does not know "
            "yet, and sales left in progress. Each counter settles its own; call the counter "
            "if one stays here."
        )
        intro.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(unresolved_table, 2)
        layout.addWidget(QLabel("<b>Records of each counter in the agency store</b>"))
        layout.addWidget(links_table, 1)
        layout.addWidget(buttons)
        self.resize(900, 520)
