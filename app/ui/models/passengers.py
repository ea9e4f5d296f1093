"""The BOAT passenger table: one row per passenger of the sale, over the booking flow.

The flow holds what was typed; this model shows it, marks the fields the trip and the row's
nationality require, and keeps each row's scan (thumbnail, size) next to its data URI. Every
change goes through the model, so the table and the editor below it never disagree.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from app.booking import BoatBreakdown, BookingFlow, PassengerEntry
from app.booking.till import customer_price_of
from app.counter.papers.bill import id_type_word
from app.counter.papers.formatting import fare_text, megabytes_text, money_text
from app.domain.aadhaar_qr import AadhaarCard
from app.domain.countries import nationality_text
from app.domain.money import CURRENCY
from app.domain.mrz import PassportMrz
from app.domain.seat_shares import SeatLine, seat_lines
from app.domain.tickets import passenger_word
from app.domain.till import TillRules
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.models.rows import LEFT, RIGHT
from app.ui.scans import Scan
from app.ui.style import roles

PASSENGERS_MODEL = Catalogue("PASSENGERS_MODEL")

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class PassengerColumn:
    """One column: the wire field it shows and how its value reads (its title is translated
    where shown)."""

    title: str
    field: str
    text: Callable[[PassengerEntry], str]


def _shown_id(entry: PassengerEntry) -> str:
    """The ID number masked, and a scanned Aadhaar card's genuine mark: "XXXX XXXX 1234 ✓"."""
    shown = entry.shown_id()
    return f"{shown} ✓" if entry.aadhaar_genuine and shown else shown


def _age(entry: PassengerEntry) -> str:
    return "" if entry.age is None else str(entry.age)


COLUMNS = (
    PassengerColumn(
        QT_TRANSLATE_NOOP("PASSENGERS_MODEL", "Name"), "traveler_name", lambda p: p.traveler_name
    ),
    PassengerColumn(QT_TRANSLATE_NOOP("PASSENGERS_MODEL", "Age"), "age", _age),
    PassengerColumn(
        QT_TRANSLATE_NOOP("PASSENGERS_MODEL", "Gender"),
        "pax_gender",
        lambda p: passenger_word(p.pax_gender),
    ),
    PassengerColumn(
        QT_TRANSLATE_NOOP("PASSENGERS_MODEL", "Nationality"),
        "nationality",
        lambda p: nationality_text(p.wire_nationality),
    ),
    PassengerColumn(
        QT_TRANSLATE_NOOP("PASSENGERS_MODEL", "ID type"),
        "id_type",
        lambda p: id_type_word(p.id_type),
    ),
    PassengerColumn(
        QT_TRANSLATE_NOOP("PASSENGERS_MODEL", "ID number"),
        "id_number",
        _shown_id,
    ),
)
SCAN_COLUMN = len(COLUMNS)
FARE_COLUMN = SCAN_COLUMN + 1
TITLES = (
    *(column.title for column in COLUMNS),
    QT_TRANSLATE_NOOP("PASSENGERS_MODEL", "Scan"),
    # The passenger's line of the customer's total: the lines add up to it (the wallet's figures
    # are the review's).
    QT_TRANSLATE_NOOP("PASSENGERS_MODEL", "Ticket, per person incl. GST"),
)


@dataclass(frozen=True, slots=True)
class RemovedPassenger:
    """A passenger taken out of the sale, kept so that it can be put back (undo)."""

    row: int
    entry: PassengerEntry
    scan: Scan | None


class PassengerModel(QAbstractTableModel):
    """The passengers of one BOAT sale; rows follow the flow's passengers one to one.

    Each row has a key that survives rows being added or removed before it, so a scan that is
    still being encoded lands on its own passenger (or nowhere, if that row was removed).
    """

    def __init__(self) -> None:
        super().__init__()
        self.flow: BookingFlow | None = None
        self._keys: list[int] = []
        self._scans: dict[int, Scan] = {}
        self._errors: list[dict[str, str]] = []
        self._breakdown: BoatBreakdown | None = None
        # Each priced passenger's line of the customer's total, in the rows' order.
        self._lines: list[SeatLine] = []
        self._next_key = itertools.count()
        # The till's rules, which price the sale for the customer (each passenger's line).
        self.rules: Callable[[], TillRules] = TillRules

    # --- reading -----------------------------------------------------------------------------

    def load(self, flow: BookingFlow | None) -> None:
        """Show the passengers of ``flow`` (none for an ACTIVITY or no sale)."""
        self.beginResetModel()
        self.flow = flow
        count = len(flow.passengers) if flow is not None else 0
        self._keys = [next(self._next_key) for _ in range(count)]
        self._scans = {}
        self._errors = [self._check(row) for row in range(count)]
        self._price()
        self.endResetModel()

    def entry(self, row: int) -> PassengerEntry:
        """What was typed for passenger ``row``."""
        assert self.flow is not None
        return self.flow.passengers[row]

    def key(self, row: int) -> int:
        """The lasting key of passenger ``row``."""
        return self._keys[row]

    def row_of(self, key: int) -> int | None:
        """The row of the passenger with ``key``, None once it was removed."""
        return self._keys.index(key) if key in self._keys else None

    def scan(self, row: int) -> Scan | None:
        """The scan chosen for passenger ``row``."""
        return self._scans.get(self._keys[row])

    def errors(self, row: int) -> dict[str, str]:
        """Wire field -> what is wrong with it, for passenger ``row``."""
        return self._errors[row]

    def first_unnamed(self) -> int | None:
        """The row of the first passenger whose name is still empty, None when all have one."""
        assert self.flow is not None
        return next(
            (
                row
                for row, entry in enumerate(self.flow.passengers)
                if not entry.traveler_name.strip()
            ),
            None,
        )

    def required(self, row: int) -> frozenset[str]:
        """Wire fields passenger ``row`` must fill in (trip flags and nationality)."""
        assert self.flow is not None
        return self.flow.required_fields(row)

    @property
    def breakdown(self) -> BoatBreakdown | None:
        """The price of the passengers priced so far."""
        return self._breakdown

    # --- changing ----------------------------------------------------------------------------

    def add(self) -> int:
        """Append a blank passenger; returns its row."""
        row = len(self._keys)
        self.set_count(row + 1)
        return row

    def remove(self, row: int) -> RemovedPassenger:
        """Remove passenger ``row``; the others keep what was typed. Returns what it held."""
        assert self.flow is not None
        removed = RemovedPassenger(row, self.entry(row), self.scan(row))
        self.beginRemoveRows(QModelIndex(), row, row)
        self.flow.remove_passenger(row)
        self._scans.pop(self._keys.pop(row), None)
        del self._errors[row]
        self._reprice()
        self.endRemoveRows()
        self._all_changed(FARE_COLUMN)
        return removed

    def restore(self, removed: RemovedPassenger) -> None:
        """Put a removed passenger back at its row, with its scan."""
        assert self.flow is not None
        row = min(removed.row, len(self._keys))
        self.beginInsertRows(QModelIndex(), row, row)
        self.flow.add_passenger(removed.entry, at=row)
        key = next(self._next_key)
        self._keys.insert(row, key)
        if removed.scan is not None:
            self._scans[key] = removed.scan
        self._errors.insert(row, self._check(row))
        self._reprice()
        self.endInsertRows()
        self._all_changed()

    def has_data(self, row: int) -> bool:
        """Whether anything was typed or scanned for passenger ``row``."""
        return self.entry(row) != PassengerEntry() or self.scan(row) is not None

    def set_count(self, count: int) -> None:
        """Add blank rows at the end or remove the last ones until there are ``count``."""
        assert self.flow is not None
        current = len(self._keys)
        if count > current:
            self.beginInsertRows(QModelIndex(), current, count - 1)
            self.flow.set_qty(count)
            self._keys += [next(self._next_key) for _ in range(current, count)]
            self._errors += [self._check(row) for row in range(current, count)]
            self._reprice()
            self.endInsertRows()
        elif count < current:
            self.beginRemoveRows(QModelIndex(), count, current - 1)
            self.flow.set_qty(count)
            for key in self._keys[count:]:
                self._scans.pop(key, None)
            del self._keys[count:]
            del self._errors[count:]
            self._reprice()
            self.endRemoveRows()
        else:
            self._reprice()
        self._all_changed(FARE_COLUMN)

    def update(self, row: int, **changes: Any) -> None:
        """Change some fields of passenger ``row``."""
        assert self.flow is not None
        self.flow.update_passenger(row, **changes)
        self._changed(row)

    def fill_from_aadhaar(self, row: int, card: AadhaarCard) -> None:
        """Fill passenger ``row`` from a read Aadhaar QR (its scan is kept)."""
        assert self.flow is not None
        self.flow.fill_from_aadhaar(row, card)
        self._changed(row)

    def fill_from_passport(self, row: int, passport: PassportMrz) -> None:
        """Fill passenger ``row`` from a checked MRZ (its scan is kept)."""
        assert self.flow is not None
        self.flow.fill_from_passport(row, passport)
        self._changed(row)

    def set_scan(self, key: int, scan: Scan | None) -> bool:
        """Give the passenger with ``key`` a scan (None removes it); False if the row is gone.

        Only a scan that fits is sent; one over the limit is kept to be shrunk or replaced.
        """
        row = self.row_of(key)
        if row is None:
            return False
        if scan is None:
            self._scans.pop(key, None)
        else:
            self._scans[key] = scan
        self.update(row, id_proof_file=scan.data_uri if scan is not None and scan.fits else None)
        return True

    def recheck(self) -> None:
        """Check every row again (after a refused review, to show all that is wrong)."""
        self._errors = [self._check(row) for row in range(len(self._keys))]
        self._all_changed()

    def _changed(self, row: int) -> None:
        self._errors[row] = self._check(row)
        self._price()
        self.dataChanged.emit(self.index(row, 0), self.index(row, FARE_COLUMN))

    def _check(self, row: int) -> dict[str, str]:
        assert self.flow is not None
        prefix = f"passengers[{row}]."
        return {
            name.removeprefix(prefix): message
            for name, message in self.flow.passenger_errors(row).items()
        }

    def _price(self) -> None:
        self._reprice()
        self._all_changed(FARE_COLUMN)

    def _reprice(self) -> None:
        # Inside an insert or remove bracket too: views (and their listeners) read the new rows
        # as soon as the bracket ends, fares included.
        breakdown = self.flow.breakdown() if self.flow is not None else None
        self._breakdown = breakdown if isinstance(breakdown, BoatBreakdown) else None
        self._lines = []
        if self.flow is not None and self._breakdown is not None and self._breakdown.price.lines:
            price = customer_price_of(self.flow.choice, self._breakdown, self.rules())
            self._lines = list(seat_lines(price))

    def _all_changed(self, column: int | None = None) -> None:
        if self._keys:
            first = 0 if column is None else column
            last = FARE_COLUMN if column is None else column
            self.dataChanged.emit(self.index(0, first), self.index(len(self._keys) - 1, last))

    # --- Qt ----------------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Qt: one row per passenger."""
        return 0 if parent.isValid() else len(self._keys)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """Qt: the passenger fields, the scan and the fare."""
        return 0 if parent.isValid() else len(TITLES)

    def _field(self, column: int) -> str:
        return COLUMNS[column].field if column < SCAN_COLUMN else "id_proof_file"

    def _text(self, row: int, column: int) -> str:
        if column < SCAN_COLUMN:
            return COLUMNS[column].text(self.entry(row))
        if column == SCAN_COLUMN:
            scan = self.scan(row)
            if scan is None:
                return ""
            return megabytes_text(scan.size) if scan.fits else PASSENGERS_MODEL.tr("too large")
        fares = self._breakdown.fares if self._breakdown is not None else ()
        fare = fares[row] if fares else None
        if fare is None:
            return "—"
        # The row's line: as many lines before it as passengers priced before it.
        line = self._lines[sum(1 for before in fares[:row] if before is not None)]
        price = fare_text(line.amount, CURRENCY)
        if line.rounding:
            # The paise the total does not split into, on this line: the lines add up to it.
            price = PASSENGERS_MODEL.tr("{price} (includes {rounding} rounding)").format(
                price=price, rounding=money_text(line.rounding)
            )
        return f"{fare.ticket_type.text()} · {fare.nationality_class.text()} · {price}"

    def _missing(self, row: int, column: int) -> bool:
        return (
            column <= SCAN_COLUMN
            and not self._text(row, column)
            and self._field(column) in self.required(row)
        )

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: the value, or "required" in amber where a required field is empty."""
        if not index.isValid() or index.row() >= len(self._keys):
            return None
        row, column = index.row(), index.column()
        missing = self._missing(row, column)
        error = self._errors[row].get(self._field(column)) if column <= SCAN_COLUMN else None
        if role == Qt.ItemDataRole.DisplayRole:
            return PASSENGERS_MODEL.tr("required") if missing else self._text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return error
        if role == Qt.ItemDataRole.ForegroundRole:
            if error and not missing:
                return roles().error
            return roles().warning if missing else None
        if role == Qt.ItemDataRole.FontRole and missing:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int((RIGHT if column in (1, FARE_COLUMN) else LEFT).value)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Qt: field names across, passenger numbers down."""
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return PASSENGERS_MODEL.known(TITLES[section]) if 0 <= section < len(TITLES) else None
