"""The catalogue list: its table model and the filter-as-you-type proxy."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSortFilterProxyModel, Qt

from app.counter.link.catalogue import CatalogueEntry, customer_price_text
from app.domain.demo_names import DEMO_CATALOGUE
from app.domain.modules import Module
from app.domain.till import TillRules
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.reports.receipt_data import per_person_words
from app.ui.models.rows import ROW_ROLE, SORT_ROLE, Column, Index, RowTableModel

CATALOGUE_MODEL = Catalogue("CATALOGUE_MODEL")

PLACE_TITLE = {
    Module.ACTIVITY: QT_TRANSLATE_NOOP("CATALOGUE_MODEL", "Location"),
    Module.BOAT: QT_TRANSLATE_NOOP("CATALOGUE_MODEL", "Boat"),
}


def customer_price_tip() -> str:
    """What a column of the customer's price per person holds, in the current language."""
    return CATALOGUE_MODEL.tr(
        "Per person, what the customer pays: fare GST and service charge included"
    )


class PriceTexts:
    """The customer's price per person of each entry of one list, worked out once under the
    same rules: the price column is read at every paint, a screenful of it at each key of the
    filter, and a boat's range is each seat's fare, GST and markup in Decimal (some 27 µs an
    entry, 14 % of a paint of the list). Rules that are no longer equal (the markup changed in
    the settings) price every entry afresh at its next paint."""

    def __init__(self, rules: Callable[[], TillRules]) -> None:
        self._rules = rules
        self._priced_by: TillRules | None = None
        # Per entry's key (its module and id: one list holds each once), its text.
        self._texts: dict[tuple[Module, int], str] = {}

    def __call__(self, entry: CatalogueEntry) -> str:
        """What the customer pays per person for ``entry`` by the rules now in effect."""
        rules = self._rules()
        if rules != self._priced_by:
            self._priced_by = rules
            self._texts.clear()
        text = self._texts.get(entry.key)
        if text is None:
            text = self._texts[entry.key] = customer_price_text(entry, rules)
        return text


def catalogue_columns(
    module: Module, rules: Callable[[], TillRules], net: bool = False
) -> list[Column[CatalogueEntry]]:
    """The columns of the catalogue of ``module`` (boats have departure times, activities not);
    the price is the customer's by the till's ``rules``, or the catalogue's net fare."""
    columns: list[Column[CatalogueEntry]] = [
        Column(CATALOGUE_MODEL.tr("Name"), lambda entry: DEMO_CATALOGUE.known(entry.name)),
        Column(
            CATALOGUE_MODEL.known(PLACE_TITLE[module]),
            lambda entry: DEMO_CATALOGUE.known(entry.place),
        ),
    ]
    if module is Module.BOAT:
        columns.append(Column(CATALOGUE_MODEL.tr("Departs"), lambda entry: entry.when))
    price: Column[CatalogueEntry]
    if net:
        price = Column(
            CATALOGUE_MODEL.tr("Net fare"),
            lambda entry: entry.price,
            tooltip=CATALOGUE_MODEL.tr("Per person, the catalogue's fare: no fare GST, no markup"),
        )
    else:
        price = Column(per_person_words(), PriceTexts(rules), tooltip=customer_price_tip())
    columns.append(price)
    return columns


class CatalogueModel(RowTableModel[CatalogueEntry]):
    """The products of one module for one date; ``rules`` price them for the customer."""

    def __init__(self) -> None:
        self.module = Module.ACTIVITY
        self.net = False
        self.rules: Callable[[], TillRules] = TillRules
        super().__init__(catalogue_columns(Module.ACTIVITY, self._rules))

    def _rules(self) -> TillRules:
        return self.rules()

    def show_module(self, module: Module, entries: list[CatalogueEntry]) -> None:
        """Show ``entries`` of ``module`` (the columns follow the module)."""
        self.beginResetModel()
        self.module = module
        self._set_columns(catalogue_columns(module, self._rules, self.net))
        self._rows = list(entries)
        self.endResetModel()

    def show_net(self, net: bool) -> None:
        """The price column: the catalogue's net fares, or (False) the customer's prices."""
        self.net = net
        self.show_module(self.module, self._rows)


class CatalogueFilter(QSortFilterProxyModel):
    """Keeps the rows whose name, place or description hold every typed word (any case)."""

    def __init__(self) -> None:
        super().__init__()
        self._words: list[str] = []
        self.setSortRole(SORT_ROLE)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def set_text(self, text: str) -> None:
        """Filter by ``text`` (split into words)."""
        words = text.lower().split()
        if words != self._words:
            self.beginFilterChange()
            self._words = words
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        """Qt: whether a source row passes the filter."""
        if not self._words:
            return True
        model = self.sourceModel()
        # Each keystroke asks this of every row: read the row straight, not through Qt's
        # index() and data() (four calls into Python per row, 2,000 for a list of 500).
        if isinstance(model, RowTableModel):
            entry = model.nth_row(source_row)
        else:
            entry = model.data(model.index(source_row, 0, source_parent), ROW_ROLE)
        return isinstance(entry, CatalogueEntry) and entry.matches(self._words)
