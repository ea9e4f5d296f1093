"""The supervisor's view of the agency: every counter's unresolved sales and drafts, and how far
each counter's records have reached the agency store."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.agency.queries import CounterLink, Unresolved
from app.i18n import Catalogue
from app.ui.models.agency import CounterLinksModel, UnresolvedModel
from app.ui.widgets.table_view import EmptyState, make_table

AGENCY_UNRESOLVED = Catalogue("AGENCY_UNRESOLVED")


class AgencyUnresolvedDialog(QDialog):
    """Two lists, read-only: what the counters have not resolved, and their links."""

    def __init__(
        self, unresolved: list[Unresolved], links: list[CounterLink], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("agencyUnresolvedDialog")
        self.setWindowTitle(AGENCY_UNRESOLVED.tr("Unresolved at all counters"))
        self.unresolved = UnresolvedModel()
        self.unresolved.set_rows(unresolved)
        self.links = CounterLinksModel()
        self.links.set_rows(links)
        unresolved_table = make_table(self.unresolved, "agencyUnresolvedTable", fit_columns=True)
        unresolved_table.setAccessibleName(AGENCY_UNRESOLVED.tr("Unresolved at all counters"))
        EmptyState(unresolved_table, AGENCY_UNRESOLVED.tr("Nothing is unresolved at any counter."))
        links_table = make_table(self.links, "agencyLinksTable", fit_columns=True)
        links_table.setAccessibleName(
            AGENCY_UNRESOLVED.tr("Records of each counter in the agency store")
        )
        EmptyState(
            links_table,
            AGENCY_UNRESOLVED.tr("No counter has registered with the agency store yet."),
        )
        count = len(unresolved)
        intro = QLabel(
            AGENCY_UNRESOLVED.tr(
                "<b>%n unresolved</b>: sales whose outcome a counter does not know yet, and sales "
                "left in progress. Each counter settles its own; call the counter if one stays "
                "here.",
                "",
                count,
            )
        )
        intro.setWordWrap(True)
        close = QDialogButtonBox.StandardButton.Close
        buttons = QDialogButtonBox(close)
        # Qt has no Hindi words for its standard buttons: they come from this catalogue.
        buttons.button(close).setText(AGENCY_UNRESOLVED.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(unresolved_table, 2)
        layout.addWidget(
            QLabel(AGENCY_UNRESOLVED.tr("<b>Records of each counter in the agency store</b>"))
        )
        layout.addWidget(links_table, 1)
        layout.addWidget(buttons)
        self.resize(900, 520)
