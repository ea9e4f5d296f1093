"""The screens of the main window, in navigation order: one entry each.

An entry names the screen's title, shortcut and icon, how to build the screen and which modules
its screen and controller need; the window's navigation, its shortcuts, the menu, Help, the
warm-up and the lazy building of screens all read this list. The controllers are not this
module's: ``app.ui.wiring`` builds each entry's (the controllers import what the window holds,
and the window reads this). Adding a screen is one ``_register`` call here, beside the function
that builds its screen (importing its module only then), and one function in ``app.ui.wiring``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtWidgets import QWidget

from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.screens.catalogue import CatalogueScreen

# The screens but the catalogue are imported where they are built: the window's first paint,
# before the service's client is imported, builds only the catalogue, the one eager screen (the
# wallet is built with the desk's back office, once the live catalogue is listed).
# The controllers are named here for the types of the entries only.
if TYPE_CHECKING:
    from app.ui.controllers.booking import BookingController
    from app.ui.controllers.catalogue import CatalogueController
    from app.ui.controllers.disruptions import DisruptionsController
    from app.ui.controllers.history import HistoryController
    from app.ui.controllers.lookup import LookupController
    from app.ui.controllers.settings import SettingsController
    from app.ui.controllers.shift_report import ShiftReportController
    from app.ui.controllers.wallet import WalletController
    from app.ui.screens.book import BookScreen
    from app.ui.screens.disruptions import DisruptionsScreen
    from app.ui.screens.history import HistoryScreen
    from app.ui.screens.lookup import LookupScreen
    from app.ui.screens.settings import SettingsScreen
    from app.ui.screens.shift_report import ShiftReportScreen
    from app.ui.screens.wallet import WalletScreen

REGISTRY = Catalogue("REGISTRY")

ScreenT = TypeVar("ScreenT", bound=QWidget)
ControllerT = TypeVar("ControllerT")


@dataclass(frozen=True, eq=False)
class ScreenEntry(Generic[ScreenT, ControllerT]):
    """One screen: its navigation title, shortcut and icon, how its screen is built.

    ``eager`` screens (and their controllers) are built with the window; the others when first
    shown or asked for, so that start-up neither imports nor builds what the first paint does
    not show. ``ControllerT`` types the controller ``app.ui.wiring`` builds for the entry.
    Entries compare by identity: each is the key of its screen and of its controller.
    """

    title: str  # in English, as written here: ``name()`` is what staff read
    shortcut: str
    build: Callable[[], ScreenT]
    icon: str  # the navigation's icon: a file of resources/icons/ui without ".svg"
    eager: bool = False
    # What ``build`` and the building of its controller (``app.ui.wiring``) import when not
    # eager: imported in a worker once the first screen is up (``app.ui.warm_up``), so that
    # first showing the screen costs only its building.
    modules: tuple[str, ...] = ()
    # The screen built a part per call of ``next`` (``ScreenWindow.build_ahead``), in idle turns
    # after the start, for a screen too large to build in one turn of a frame.
    parts: Callable[[], Generator[None, None, ScreenT]] | None = None

    def name(self) -> str:
        """The screen's title in the current language (the registry is read before it is set)."""
        return REGISTRY.known(self.title)


SCREENS: list[ScreenEntry[Any, Any]] = []


def _register(entry: ScreenEntry[ScreenT, ControllerT]) -> ScreenEntry[ScreenT, ControllerT]:
    SCREENS.append(entry)
    return entry


def _book_screen() -> BookScreen:
    from app.ui.screens.book import BookScreen

    return BookScreen()


def _book_screen_in_parts() -> Generator[None, None, BookScreen]:
    from app.ui.screens.book import BookScreen

    return BookScreen.in_parts()


def _lookup_screen() -> LookupScreen:
    from app.ui.screens.lookup import LookupScreen

    return LookupScreen()


def _wallet_screen() -> WalletScreen:
    from app.ui.screens.wallet import WalletScreen

    return WalletScreen()


def _history_screen() -> HistoryScreen:
    from app.ui.screens.history import HistoryScreen

    return HistoryScreen()


def _settings_screen() -> SettingsScreen:
    from app.ui.screens.settings import SettingsScreen

    return SettingsScreen()


def _shift_screen() -> ShiftReportScreen:
    from app.ui.screens.shift_report import ShiftReportScreen

    return ShiftReportScreen()


def _disruptions_screen() -> DisruptionsScreen:
    from app.ui.screens.disruptions import DisruptionsScreen

    return DisruptionsScreen()


CATALOGUE: ScreenEntry[CatalogueScreen, CatalogueController] = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Catalogue"),
        "Ctrl+1",
        CatalogueScreen,
        "squares-2x2",
        eager=True,
    )
)
BOOK: ScreenEntry[BookScreen, BookingController] = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Book"),
        "Ctrl+2",
        _book_screen,
        "ticket",
        modules=(
            "app.ui.screens.book",
            "app.ui.controllers.booking",
            "app.ui.controllers.sale_mail",
        ),
        parts=_book_screen_in_parts,
    )
)
LOOKUP: ScreenEntry[LookupScreen, LookupController] = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Lookup"),
        "Ctrl+3",
        _lookup_screen,
        "magnifying-glass",
        modules=(
            "app.ui.screens.lookup",
            "app.ui.controllers.lookup",
            "app.ui.controllers.customer_refund",
            "app.ui.controllers.excess_refund",
            "app.ui.controllers.reschedule",
            "app.ui.controllers.document_copies",
            "app.ui.controllers.mail_lookup",
            "app.ui.controllers.bank_lookup",
        ),
    )
)
WALLET: ScreenEntry[WalletScreen, WalletController] = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Wallet"),
        "Ctrl+4",
        _wallet_screen,
        "wallet",
        modules=("app.ui.screens.wallet", "app.ui.controllers.wallet"),
    )
)
HISTORY: ScreenEntry[HistoryScreen, HistoryController] = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "History"),
        "Ctrl+5",
        _history_screen,
        "clock",
        modules=(
            "app.ui.screens.history",
            "app.ui.controllers.history",
            "app.ui.controllers.document_copies",
        ),
    )
)
# Settings keeps Ctrl+6, which messages to staff name; the shift report came later.
SETTINGS: ScreenEntry[SettingsScreen, SettingsController] = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Settings"),
        "Ctrl+6",
        _settings_screen,
        "cog-6-tooth",
        modules=("app.ui.screens.settings", "app.ui.controllers.settings"),
    )
)
SHIFT: ScreenEntry[ShiftReportScreen, ShiftReportController] = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Shift report"),
        "Ctrl+7",
        _shift_screen,
        "document-text",
        modules=(
            "app.ui.screens.shift_report",
            "app.ui.controllers.shift_report",
            "app.ui.controllers.shift_drawer",
            "app.ui.controllers.bank_statements",
            "app.ui.controllers.bank_accounted",
            "app.ui.controllers.bank_settle",
            "app.ui.controllers.bank_books",
        ),
    )
)
DISRUPTIONS: ScreenEntry[DisruptionsScreen, DisruptionsController] = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Disruptions"),
        "Ctrl+8",
        _disruptions_screen,
        "arrow-path",
        modules=(
            "app.ui.screens.disruptions",
            "app.ui.controllers.disruptions",
            "app.ui.controllers.reschedule",
        ),
    )
)
