"""What the Catalogue screen offers its controller."""

from __future__ import annotations

import datetime as dt
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QLabel

from app.api import ActivityAvailability, BoatAvailability
from app.counter.link.catalogue import CatalogueEntry
from app.domain.modules import Module
from app.ui.models.catalogue import CatalogueModel
from app.ui.widgets.availability_panel import AvailabilityPanel


class CatalogueView(Protocol):
    """The Catalogue screen: asks for a module's list, an item's availability and its image,
    and shows each answer (or why it failed)."""

    model: CatalogueModel
    list_state: QLabel
    availability: AvailabilityPanel
    cached_at: dt.datetime | None
    opened: CatalogueEntry | None
    opened_day: dt.date | None

    @property
    def catalogue_requested(self) -> SignalInstance: ...

    @property
    def availability_requested(self) -> SignalInstance: ...

    @property
    def image_requested(self) -> SignalInstance: ...

    def show_catalogue_loading(self, module: Module) -> None: ...

    def show_cached_catalogue(
        self,
        module: Module,
        entries: list[CatalogueEntry],
        seen_at: dt.datetime,
        refreshing: bool = True,
    ) -> None: ...

    def show_catalogue(self, module: Module, entries: list[CatalogueEntry]) -> None: ...

    def show_catalogue_failure(self, module: Module, text: str) -> None: ...

    def show_availability_loading(self, entry: CatalogueEntry, day: dt.date) -> None: ...

    def looks_ahead(self, entry: CatalogueEntry, day: dt.date) -> bool: ...

    def show_moved_day(self, entry: CatalogueEntry, day: dt.date) -> None: ...

    def show_slots(self, slots: list[ActivityAvailability]) -> None: ...

    def show_schedules(self, schedules: list[BoatAvailability]) -> None: ...

    def show_availability_failure(self, text: str) -> None: ...

    def show_image(self, entry: CatalogueEntry, image_data: bytes) -> bool: ...
