"""A BOAT booking's traveller manifest; travellers still confirmed can be ticked for cancelling."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal

from app.api.models import Traveler
from app.booking.cancel import is_active
from app.domain.status import status_text
from app.domain.tickets import passenger_word
from app.i18n import Catalogue
from app.ui.models.rows import RIGHT, Column, Index, RowTableModel

MANIFEST_MODEL = Catalogue("MANIFEST_MODEL")

CHECK_COLUMN = 0


class ManifestModel(RowTableModel[Traveler]):
    """Name, age, gender, type and status per traveller; cancelled ones are greyed out.

    Signals:
        ticked_changed(): the set of ticked travellers changed.
    """

    ticked_changed = Signal()

    def __init__(self) -> None:
        super().__init__(
            [
                Column(MANIFEST_MODEL.tr("Passenger"), lambda t: t.traveler_name),
                Column(MANIFEST_MODEL.tr("Age"), lambda t: str(t.age), lambda t: t.age, RIGHT),
                Column(MANIFEST_MODEL.tr("Gender"), lambda t: passenger_word(t.pax_gender)),
                Column(MANIFEST_MODEL.tr("Type"), lambda t: passenger_word(t.passenger_type)),
                Column(MANIFEST_MODEL.tr("Status"), lambda t: status_text(t.traveler_status)),
            ],
            dimmed=lambda t: not is_active(t),
        )
        self._ticked: set[int] = set()

    @property
    def ticked(self) -> list[int]:
        """The passenger ids ticked, in manifest order."""
        return [
            t.passenger_id
            for t in self.rows
            if t.passenger_id is not None and t.passenger_id in self._ticked
        ]

    def set_rows(self, rows: Sequence[Traveler]) -> None:
        """A new manifest: nothing ticked."""
        self._ticked.clear()
        super().set_rows(rows)
        self.ticked_changed.emit()

    def _tickable(self, traveller: Traveler | None) -> bool:
        return traveller is not None and traveller.passenger_id is not None and is_active(traveller)

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Qt: the first cell of a confirmed traveller carries a tick box."""
        flags = super().flags(index)
        if index.column() == CHECK_COLUMN and self._tickable(self.row_at(index)):
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: as the row table, plus the tick of a confirmed traveller."""
        if role == Qt.ItemDataRole.CheckStateRole and index.column() == CHECK_COLUMN:
            traveller = self.row_at(index)
            if not self._tickable(traveller):
                return None
            assert traveller is not None and traveller.passenger_id is not None
            ticked = traveller.passenger_id in self._ticked
            return Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
        return super().data(index, role)

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Qt: tick or untick a confirmed traveller."""
        traveller = self.row_at(index)
        if role != Qt.ItemDataRole.CheckStateRole or not self._tickable(traveller):
            return False
        assert traveller is not None and traveller.passenger_id is not None
        if Qt.CheckState(value) == Qt.CheckState.Checked:
            self._ticked.add(traveller.passenger_id)
        else:
            self._ticked.discard(traveller.passenger_id)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
        self.ticked_changed.emit()
        return True
