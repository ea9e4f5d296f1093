"""The screens of the main window, in navigation order: one entry each.

An entry names the screen's title and shortcut and how to build the screen and its controller;
the window's navigation, its shortcuts and the lazy building of screens and controllers all read
this list. Adding a screen is one ``_register`` call here, beside the two functions that build
its screen (importing its module only then) and its controller (wired to the rest of the desk).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtWidgets import QWidget

from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.ui.screens.catalogue import CatalogueScreen

# The controllers are imported where they are built: they import the window, which reads this.
# So are the screens but the catalogue: the window's first paint, before the service's client
# is imported, builds only the catalogue (the other eager screens are built with the desk).
if TYPE_CHECKING:
    from app.ui.controllers.booking import BookingController
    from app.ui.controllers.catalogue import CatalogueController
    from app.ui.controllers.history import HistoryController
    from app.ui.controllers.lookup import LookupController
    from app.ui.controllers.settings import SettingsController
    from app.ui.controllers.shift_report import ShiftReportController
    from app.ui.controllers.wallet import WalletController
    from app.ui.desk import Desk
    from app.ui.screens.book import BookScreen
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
    """One screen: its navigation title and shortcut, how its screen and its controller are built.

    ``eager`` screens (and their controllers) are built with the window; the others when first
    shown or asked for, so that start-up neither imports nor builds what the first paint does
    not show. Entries compare by identity: each is the key of its screen.
    """

    title: str  # in English, as written here: ``name()`` is what staff read
    shortcut: str
    build: Callable[[], ScreenT]
    control: Callable[[Desk, ScreenT], ControllerT]
    icon: str  # the navigation's icon: a file of resources/icons/ui without ".svg"
    eager: bool = False
    # What ``build`` and ``control`` import when not eager: imported in a worker once the first
    # screen is up (``app.ui.warm_up``), so that first showing the screen costs only its building.
    modules: tuple[str, ...] = ()

    def name(self) -> str:
        """The screen's title in the current language (the registry is read before it is set)."""
        return REGISTRY.known(self.title)


SCREENS: list[ScreenEntry[Any, Any]] = []


def _register(entry: ScreenEntry[ScreenT, ControllerT]) -> ScreenEntry[ScreenT, ControllerT]:
    SCREENS.append(entry)
    return entry


def _catalogue_controller(desk: Desk, screen: CatalogueScreen) -> CatalogueController:
    from app.ui.controllers.catalogue import CatalogueController

    catalogue = CatalogueController(desk.service, desk.bridge, screen, desk.tasks, desk.cache)
    screen.slot_chosen.connect(desk.choose)
    screen.schedule_chosen.connect(desk.choose)
    return catalogue


def _book_screen() -> BookScreen:
    from app.ui.screens.book import BookScreen

    return BookScreen()


def _booking_controller(desk: Desk, screen: BookScreen) -> BookingController:
    from app.ui.controllers.booking import BookingController

    booking = BookingController(
        desk.header, desk.bridge, screen, desk.journal, desk.pending, desk.supervisor, desk.shifts
    )
    desk.pending.attach(screen.notice)
    screen.notice.lookup_requested.connect(desk.open_in_lookup)
    booking.booked.connect(lambda _outcome: desk.reload_history())
    booking.booked.connect(desk.controller(WALLET).on_money_moved)
    booking.booked.connect(desk.controller(CATALOGUE).on_seats_changed)
    screen.result.new_sale_requested.connect(desk.new_sale)
    display = desk.customer_display
    booking.sale_shown.connect(display.show)
    payment = screen.review.payment
    payment.upi_link_changed.connect(lambda _link: display.show_upi(payment.upi_now()))
    screen.review.payment.change_due.connect(display.show_change)
    screen.review.back_requested.connect(display.show_idle)
    screen.result.new_sale_requested.connect(display.show_idle)
    booking.sale_taken.connect(display.show_thanks)
    desk.window.close_guards.append(booking.may_close)
    return booking


def _lookup_screen() -> LookupScreen:
    from app.ui.screens.lookup import LookupScreen

    return LookupScreen()


def _lookup_controller(desk: Desk, screen: LookupScreen) -> LookupController:
    from app.ui.controllers.customer_refund import CustomerRefundController
    from app.ui.controllers.lookup import LookupController

    lookup = LookupController(
        desk.header, desk.bridge, screen, desk.tasks, desk.journal, desk.pending, desk.agency
    )
    refund = CustomerRefundController(
        desk.journal,
        desk.supervisor,
        desk.service,
        screen.customer_refund,
        desk.customer_of,
    )
    lookup.cancelled.connect(refund.offer)
    lookup.owed_found.connect(refund.offer_owed)
    # What is owed changed: the header's list of refunds owed reads again.
    refund.recorded.connect(desk.pending.show)
    # Money moved: the dashboard and the header read again, and the history shows it.
    lookup.refunded.connect(desk.controller(WALLET).on_money_moved)
    lookup.refunded.connect(lambda _result: desk.reload_history())
    lookup.refunded.connect(desk.controller(CATALOGUE).on_seats_changed)
    return lookup


def _wallet_screen() -> WalletScreen:
    from app.ui.screens.wallet import WalletScreen

    return WalletScreen()


def _wallet_controller(desk: Desk, screen: WalletScreen) -> WalletController:
    from app.ui.controllers.wallet import WalletController

    wallet = WalletController(desk.header, desk.bridge, screen, desk.tasks)
    desk.controller(SETTINGS).saved.connect(wallet.on_refresh_requested)
    return wallet


def _history_screen() -> HistoryScreen:
    from app.ui.screens.history import HistoryScreen

    return HistoryScreen()


def _history_controller(desk: Desk, screen: HistoryScreen) -> HistoryController:
    from app.ui.controllers.history import HistoryController

    history = HistoryController(
        screen,
        desk.journal,
        desk.tasks,
        desk.header,
        desk.bridge,
        desk.agency,
        desk.supervisor,
        desk.paths.reports,
    )
    screen.lookup_requested.connect(desk.open_in_lookup)
    history.reload()
    return history


def _settings_screen() -> SettingsScreen:
    from app.ui.screens.settings import SettingsScreen

    return SettingsScreen()


def _settings_controller(desk: Desk, screen: SettingsScreen) -> SettingsController:
    from app.ui.controllers.settings import SettingsController

    settings = SettingsController(
        desk.header, screen, desk.paths.settings_file, desk.supervisor, desk.agency
    )
    settings.saved.connect(desk.window.catalogue.request_catalogue)
    settings.saved.connect(desk.customer_display.place)  # switched on or off, or a new language
    settings.saved.connect(desk.shifts.show)  # another counter code or name
    return settings


def _shift_screen() -> ShiftReportScreen:
    from app.ui.screens.shift_report import ShiftReportScreen

    return ShiftReportScreen()


def _shift_controller(desk: Desk, screen: ShiftReportScreen) -> ShiftReportController:
    from app.ui.controllers.shift_drawer import ShiftDrawerController
    from app.ui.controllers.shift_report import ShiftReportController

    drawer = ShiftDrawerController(
        desk.journal.till, desk.supervisor, desk.service, screen.drawer, desk.paths.reports
    )
    desk.window.opening.connect(lambda entry: drawer.refresh() if entry is SHIFT else None)
    if desk.copier is not None:
        drawer.shift_changed.connect(desk.copier.on_copy_requested)
    drawer.shift_changed.connect(desk.shifts.show)
    # A shift opened from a sale or at the start of the day: the drawer shows it.
    desk.shifts.shift_changed.connect(drawer.refresh)
    return ShiftReportController(
        desk.controller(WALLET), screen, desk.tasks, desk.journal, desk.agency, desk.supervisor
    )


CATALOGUE = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Catalogue"),
        "Ctrl+1",
        CatalogueScreen,
        _catalogue_controller,
        "squares-2x2",
        eager=True,
    )
)
BOOK = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Book"),
        "Ctrl+2",
        _book_screen,
        _booking_controller,
        "ticket",
        modules=("app.ui.screens.book", "app.ui.controllers.booking"),
    )
)
LOOKUP = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Lookup"),
        "Ctrl+3",
        _lookup_screen,
        _lookup_controller,
        "magnifying-glass",
        modules=(
            "app.ui.screens.lookup",
            "app.ui.controllers.lookup",
            "app.ui.controllers.customer_refund",
        ),
    )
)
WALLET = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Wallet"),
        "Ctrl+4",
        _wallet_screen,
        _wallet_controller,
        "wallet",
        eager=True,
    )
)
HISTORY = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "History"),
        "Ctrl+5",
        _history_screen,
        _history_controller,
        "clock",
        modules=("app.ui.screens.history", "app.ui.controllers.history"),
    )
)
# Settings keeps Ctrl+6, which messages to staff name; the shift report came later.
SETTINGS = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Settings"),
        "Ctrl+6",
        _settings_screen,
        _settings_controller,
        "cog-6-tooth",
        eager=True,
    )
)
SHIFT = _register(
    ScreenEntry(
        QT_TRANSLATE_NOOP("REGISTRY", "Shift report"),
        "Ctrl+7",
        _shift_screen,
        _shift_controller,
        "document-text",
        modules=(
            "app.ui.screens.shift_report",
            "app.ui.controllers.shift_report",
            "app.ui.controllers.shift_drawer",
        ),
    )
)
