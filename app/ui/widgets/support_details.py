"""A box that shows a list's technical columns (the service's ids) only when ticked: staff read
plain words, and support reads the ids when it asks for them."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QCheckBox, QTableView, QTreeView, QWidget

from app.i18n import Catalogue

SUPPORT_DETAILS = Catalogue("SUPPORT_DETAILS")


class SupportDetails(QCheckBox):
    """ "Show details for support": ``columns`` of ``view`` are hidden until it is ticked (and
    again after its model is reset, which shows every column)."""

    def __init__(
        self, view: QTableView | QTreeView, columns: Iterable[int], parent: QWidget | None = None
    ) -> None:
        super().__init__(SUPPORT_DETAILS.tr("Show &details for support"), parent)
        self.setToolTip(
            SUPPORT_DETAILS.tr("The service's own ids of each line, as its support desk asks")
        )
        self._view = view
        self._columns = tuple(columns)
        self.toggled.connect(lambda _on: self.apply())
        view.model().modelReset.connect(self.apply)
        self.apply()

    def apply(self) -> None:
        """Hide or show the technical columns as the box says."""
        for column in self._columns:
            self._view.setColumnHidden(column, not self.isChecked())
