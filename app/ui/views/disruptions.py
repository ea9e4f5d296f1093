"""What the Disruptions screen offers its controller."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QPushButton

from app.agency.disruptions import AgencyDisruption
from app.counter.services.disruptions import DepartureGroup, Party
from app.ui.style import Tone
from app.ui.views.screen import ScreenView


class DisruptionsView(ScreenView, Protocol):
    """The Disruptions screen: asks for a party, its refund, rebooking, its being told and a
    copy of its message, and shows the groups, the agency's list, the party and how it went."""

    refund_button: QPushButton

    @property
    def chosen(self) -> SignalInstance: ...

    @property
    def refund_requested(self) -> SignalInstance: ...

    @property
    def rebook_requested(self) -> SignalInstance: ...

    @property
    def told_requested(self) -> SignalInstance: ...

    @property
    def copy_requested(self) -> SignalInstance: ...

    def show_groups(self, groups: Sequence[DepartureGroup]) -> None: ...

    def show_agency(self, listed: Sequence[AgencyDisruption] | None, problem: str = "") -> None: ...

    def show_party(self, party: Party | None, message: str, *, rebook: bool) -> None: ...

    def show_state(self, text: str, tone: Tone = Tone.PLAIN) -> None: ...
