"""Each screen's controller, built when the desk first needs it and wired to the rest of it.

The composition root's part that knows the controllers: the registry (``app.ui.registry``) names
the screens for the window, the menu and Help, and this module, read by the desk only, builds
their controllers, so that what the window imports never reaches a controller.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from app.ui.registry import (
    BOOK,
    CATALOGUE,
    DISRUPTIONS,
    HISTORY,
    LOOKUP,
    SETTINGS,
    SHIFT,
    WALLET,
    ControllerT,
    ScreenEntry,
    ScreenT,
)

# The controllers are imported where they are built, so that start-up imports only the eager
# screens' (the warm-up imports the others: the ``modules`` of their entries).
if TYPE_CHECKING:
    from app.counter.services.exchanges import ExchangeService
    from app.ui.assembly import Assembly
    from app.ui.controllers.booking import BookingController
    from app.ui.controllers.catalogue import CatalogueController
    from app.ui.controllers.disruptions import DisruptionsController
    from app.ui.controllers.history import HistoryController
    from app.ui.controllers.lookup import LookupController
    from app.ui.controllers.settings import SettingsController
    from app.ui.controllers.shift_report import ShiftReportController
    from app.ui.controllers.wallet import WalletController
    from app.ui.screens.book import BookScreen
    from app.ui.screens.catalogue import CatalogueScreen
    from app.ui.screens.disruptions import DisruptionsScreen
    from app.ui.screens.history import HistoryScreen
    from app.ui.screens.lookup import LookupScreen
    from app.ui.screens.settings import SettingsScreen
    from app.ui.screens.shift_report import ShiftReportScreen
    from app.ui.screens.wallet import WalletScreen

Control = Callable[["Assembly", ScreenT], ControllerT]

_CONTROLS: dict[ScreenEntry[Any, Any], Control[Any, Any]] = {}


def _wires(
    entry: ScreenEntry[ScreenT, ControllerT],
) -> Callable[[Control[ScreenT, ControllerT]], Control[ScreenT, ControllerT]]:
    """Record the decorated function as what builds ``entry``'s controller (typed as the entry)."""

    def record(control: Control[ScreenT, ControllerT]) -> Control[ScreenT, ControllerT]:
        _CONTROLS[entry] = control
        return control

    return record


def build_controller(
    desk: Assembly, entry: ScreenEntry[ScreenT, ControllerT], screen: ScreenT
) -> ControllerT:
    """``entry``'s controller for its built ``screen``, wired to the rest of ``desk``."""
    # ``_wires`` typed each function as its entry: the dictionary holds every type.
    return cast(ControllerT, _CONTROLS[entry](desk, screen))


def exchanges(desk: Assembly) -> ExchangeService:
    """The exchanges of the desk's bookings (Lookup's reschedule, the Disruptions' rebook)."""
    from app.counter.services.till_sale import sale_terms

    connection = desk.connection
    return desk.services.exchanges(
        lambda: connection.client, lambda: sale_terms(connection.settings)
    )


@_wires(CATALOGUE)
def _catalogue_controller(desk: Assembly, screen: CatalogueScreen) -> CatalogueController:
    from app.ui.controllers.catalogue import CatalogueController

    catalogue = CatalogueController(
        desk.connection,
        desk.bridge,
        screen,
        desk.tasks,
        desk.cache,
        desk.services.operator_cancelled,
    )
    screen.slot_chosen.connect(desk.choose)
    screen.schedule_chosen.connect(desk.choose)
    return catalogue


@_wires(BOOK)
def _booking_controller(desk: Assembly, screen: BookScreen) -> BookingController:
    from app.ui.controllers.booking import BookingController
    from app.ui.controllers.sale_mail import SaleMailController

    booking = BookingController(
        desk.header,
        desk.bridge,
        screen,
        desk.services.sales(desk.approve),
        desk.pending,
        desk.shifts,
    )
    desk.pending.attach(screen.notice)
    screen.notice.lookup_requested.connect(desk.open_in_lookup)
    booking.booked.connect(lambda _outcome: desk.reload_history())
    booking.booked.connect(desk.controller(WALLET).on_money_moved)
    booking.booked.connect(desk.controller(CATALOGUE).on_seats_changed)
    letter = SaleMailController(screen.result, desk.services.database, desk.mail)
    booking.booked.connect(letter.follow)  # the customer's letter: waiting, sent or refused
    screen.result.new_sale_requested.connect(desk.window.new_sale_requested)
    display = desk.customer_display
    booking.language_changed.connect(display.set_language)
    booking.sale_shown.connect(display.show)
    payment = screen.review.payment
    payment.upi_link_changed.connect(lambda _link: display.show_upi(payment.upi_to_scan()))
    screen.review.payment.change_due.connect(display.show_change)
    screen.review.back_requested.connect(display.show_notice)  # the details are typed again
    booking.sale_taken.connect(display.show_thanks)
    desk.window.close_guards.append(booking.may_close)
    return booking


@_wires(LOOKUP)
def _lookup_controller(desk: Assembly, screen: LookupScreen) -> LookupController:
    from app.ui.controllers.bank_lookup import BankLookupController
    from app.ui.controllers.customer_refund import CustomerRefundController
    from app.ui.controllers.document_copies import DocumentCopiesController
    from app.ui.controllers.excess_refund import ExcessRefundController
    from app.ui.controllers.lookup import LookupController
    from app.ui.controllers.mail_lookup import MailLookupController
    from app.ui.controllers.reschedule import RescheduleController

    connection = desk.connection
    # A refund above the rule: the refunds' service asks a supervisor itself.
    refunds = desk.services.refunds(
        lambda: connection.client,
        lambda: connection.settings.counter_code,
        lambda: connection.settings.refund_service_charge,
        desk.approve,
    )
    refund = CustomerRefundController(refunds, connection, screen.customer_refund)
    reschedule = RescheduleController(
        connection, desk.bridge, exchanges(desk), desk.pending, desk.shifts, desk.tasks, screen
    )
    screen.change_day_requested.connect(reschedule.open)
    # Money moved: the wallet, the history and the seats read again, the old booking's card too.
    reschedule.exchanged.connect(desk.controller(WALLET).on_money_moved)
    reschedule.exchanged.connect(lambda _result: desk.reload_history())
    reschedule.exchanged.connect(desk.controller(CATALOGUE).on_seats_changed)
    reschedule.exchanged.connect(lambda result: screen.open_ref(result.plan.old_booking_ref))
    # One after-sale for the screen: the quotes and CONFIRMs, and the refunds they owe.
    lookup = LookupController(
        desk.header,
        desk.bridge,
        screen,
        desk.tasks,
        desk.services.bookings(),
        desk.pending,
        desk.agency,
        refund.aftersale,
        desk.watch.seen,
    )
    mail = MailLookupController(screen.mail, desk.services.letters(), desk.mail)
    screen.lookup_requested.connect(mail.show)
    proofs = desk.services.proofs()
    screen.lookup_requested.connect(BankLookupController(screen.payments, proofs).show)
    copies = DocumentCopiesController(screen.documents, desk.services.papers(), desk.connection)
    screen.lookup_requested.connect(copies.show)
    lookup.refunded.connect(lambda _result: copies.show(screen.documents.booking_ref))
    # The cancellation's letter, queued with it.
    lookup.refunded.connect(lambda _result: mail.show(screen.mail.booking_ref))
    lookup.cancelled.connect(refund.offer)
    lookup.owed_found.connect(refund.offer_owed)
    # What is owed changed: the header's list of refunds owed reads again, and the open
    # disruptions (a disruption's refund all given closes it).
    refund.recorded.connect(desk.pending.show)
    refund.recorded.connect(lookup.reread_money)  # the card no longer says it is owed
    refund.recorded.connect(desk.reload_history)  # nor History's line of it
    refund.recorded.connect(desk.watch.count)
    refund.recorded.connect(desk.mail.wake)  # the cancellation's letter, with its credit note
    # The customer's refund recorded issues its credit note: the copies offer it at once.
    refund.recorded.connect(lambda: copies.show(screen.documents.booking_ref))
    # A customer's excess owed on the booking shown is offered; paid back, what is owed changed.
    excesses = desk.services.excess_refunds(lambda: connection.settings.counter_code)
    excess = ExcessRefundController(excesses, screen.excess_refund)
    screen.lookup_requested.connect(excess.show)
    excess.paid.connect(desk.pending.show)
    excess.paid.connect(lookup.reread_money)
    excess.paid.connect(desk.reload_history)
    # Money moved: the dashboard and the header read again, and the history shows it.
    lookup.refunded.connect(desk.controller(WALLET).on_money_moved)
    lookup.refunded.connect(lambda _result: desk.reload_history())
    lookup.refunded.connect(desk.controller(CATALOGUE).on_seats_changed)
    return lookup


@_wires(WALLET)
def _wallet_controller(desk: Assembly, screen: WalletScreen) -> WalletController:
    from app.ui.controllers.wallet import WalletController

    return WalletController(desk.header, desk.bridge, screen, desk.tasks)


@_wires(HISTORY)
def _history_controller(desk: Assembly, screen: HistoryScreen) -> HistoryController:
    from app.ui.controllers.customer_data import CustomerDataController
    from app.ui.controllers.document_copies import DocumentCopiesController
    from app.ui.controllers.history import HistoryController

    rights = desk.services.rights(desk.paths.customer_requests, desk.approve, desk.reason)
    history = HistoryController(
        screen,
        desk.services.history(),
        rights,
        desk.tasks,
        desk.header,
        desk.bridge,
        desk.agency,
    )
    screen.lookup_requested.connect(desk.open_in_lookup)
    copies = DocumentCopiesController(screen.documents, desk.services.papers(), desk.connection)
    screen.booking_chosen.connect(lambda row: copies.show(row.booking_ref if row else ""))
    history.customer_data = CustomerDataController(
        screen,
        rights,
        lambda: desk.connection.settings,
        lambda: shift.clerk if (shift := desk.shifts.current()) else "",
    )
    screen.customer_data_requested.connect(history.on_customer_data_requested)
    history.reload()
    return history


@_wires(SETTINGS)
def _settings_controller(desk: Assembly, screen: SettingsScreen) -> SettingsController:
    from app.ui.controllers.settings import SettingsController

    settings = SettingsController(
        desk.header,
        screen,
        desk.paths.settings_file,
        desk.supervisor,
        desk.services.settings_gate(desk.approve),
        desk.agency,
        desk.mail,
    )
    settings.saved.connect(desk.jobs.on_settings_saved)  # another mail server, a new password
    desk.mail.health_changed.connect(screen.mail.show_health)
    screen.mail.show_health(desk.mail.health)
    settings.saved.connect(desk.window.catalogue.request_catalogue)
    settings.saved.connect(desk.customer_display.place)  # switched on or off, or a new language
    settings.saved.connect(desk.shifts.show)  # another counter code or name
    settings.saved.connect(desk.controller(WALLET).on_refresh_requested)
    # Built when first shown (or asked for): it shows the settings in use at once.
    settings.fill()
    settings.read_store_note()
    window = desk.window

    def may_close() -> bool:
        # Unsaved settings (a save refused after leaving them) are asked about where they show.
        if screen.unsaved() and window.current() is not SETTINGS:
            window.show_screen(SETTINGS, ask=False)
        return screen.may_close(window.close)

    window.close_guards.append(may_close)
    return settings


@_wires(SHIFT)
def _shift_controller(desk: Assembly, screen: ShiftReportScreen) -> ShiftReportController:
    import datetime as dt
    from collections.abc import Sequence

    from app.agency.bank import share_rows, shared_since, verdicts_of
    from app.bank.account import BankAccount
    from app.bank.proofs import Verdict
    from app.bank.statement import Numbered, StatementRow
    from app.counter.services.bank_statements import Judge, Pull, Share
    from app.ui.controllers.bank_accounted import BankAccountedController
    from app.ui.controllers.bank_books import bank_books_controller
    from app.ui.controllers.bank_settle import BankSettleController
    from app.ui.controllers.bank_statements import BankStatementController
    from app.ui.controllers.shift_drawer import ShiftDrawerController
    from app.ui.controllers.shift_report import ShiftReportController, unresolved_everywhere

    drawer = ShiftDrawerController(
        desk.shift_service, desk.supervisor, desk.connection, screen.drawer, desk.paths.reports
    )
    desk.window.opening.connect(lambda entry: drawer.refresh() if entry is SHIFT else None)
    if desk.copier is not None:
        drawer.shift_changed.connect(desk.copier.on_copy_requested)
    drawer.shift_changed.connect(desk.shifts.show)
    drawer.shift_changed.connect(desk.mail.wake)  # a Z report's heads, to the owner's address
    # A shift opened from a sale or at the start of the day: the drawer shows it.
    desk.shifts.shift_changed.connect(drawer.refresh)

    def share() -> Share | None:
        # The statement's rows go to the agency store too, where one import covers every
        # counter; none without a store.
        agency = desk.agency
        if not agency.configured:
            return None
        code = desk.connection.settings.counter_code

        async def shared(rows: Sequence[StatementRow]) -> int:
            return await agency.read(lambda pool: share_rows(pool, code, rows))

        return shared

    def pull() -> Pull | None:
        # The rows other counters imported, kept here too: their import covers this counter.
        agency = desk.agency
        if not agency.configured:
            return None

        async def pulled(since: str | None) -> tuple[list[Numbered], str | None]:
            return await agency.read(lambda pool: shared_since(pool, since))

        return pulled

    def judge() -> Judge | None:
        # The day close's word on this counter's payments: the tab says what it says.
        agency = desk.agency
        if not agency.configured:
            return None
        code = desk.connection.settings.counter_code

        async def judged(days: Sequence[dt.date]) -> dict[str, Verdict]:
            return await agency.read(lambda pool: verdicts_of(pool, code, days))

        return judged

    def input_credit() -> bool:
        # The tax on a payment app's fee is input credit only where the scheme allows it.
        return desk.connection.settings.registration.input_credit

    def accounts() -> Sequence[BankAccount]:
        return desk.connection.settings.bank_accounts

    statements = desk.services.statements(share, pull, judge, desk.approve, input_credit, accounts)
    bank = BankStatementController(statements, screen.bank)
    books = bank_books_controller(desk.services.bank_books(desk.approve, accounts), screen.bank)
    bank.changed.connect(books.on_changed)
    # Read in a worker: the bank split of a busy shift is half a frame's work.
    drawer.figures_read = statements.shift_figures
    bank.changed.connect(drawer.on_figures_moved)
    # A refund the bank sent back is owed again: the header's owed line reads the books anew.
    bank.changed.connect(desk.pending.show)
    screen.bank.lookup_requested.connect(desk.open_in_lookup)
    desk.window.opening.connect(lambda entry: bank.on_opened() if entry is SHIFT else None)
    bank.on_opened()  # built as the screen first opens: read what is in doubt now
    # The charges and cash deposits, read as the tab is; a deposit confirmed or payments
    # settled move the credits of no sale (and a settlement the split).
    accounted = BankAccountedController(statements, screen.accounted, screen.bank)
    settler = BankSettleController(statements, screen.bank)
    for moved in (accounted.changed, settler.changed):
        moved.connect(bank.changed)
        moved.connect(bank.on_opened)
    bank.changed.connect(accounted.on_refresh)
    drawer.shift_changed.connect(accounted.on_refresh)  # cash banked at a close
    desk.window.opening.connect(lambda entry: accounted.on_refresh() if entry is SHIFT else None)
    accounted.on_refresh()
    books.on_changed()
    reports = desk.services.shift_reports(desk.approve, desk.reason)
    agency = desk.agency
    unresolved = desk.services.agency_unresolved(
        lambda: unresolved_everywhere(agency), desk.approve
    )
    return ShiftReportController(
        desk.controller(WALLET), screen, desk.tasks, reports, agency, unresolved
    )


@_wires(DISRUPTIONS)
def _disruptions_controller(desk: Assembly, screen: DisruptionsScreen) -> DisruptionsController:
    from app.counter.config.declared import no_supervisor
    from app.counter.config.settings import document_language_of
    from app.ui.controllers.disruptions import DisruptionsController
    from app.ui.controllers.reschedule import RescheduleController

    connection = desk.connection

    # What each party is owed is read through the after-sale (its refund is given on Lookup,
    # from the shift open then).
    refunds = desk.services.refunds(
        lambda: connection.client,
        lambda: connection.settings.counter_code,
        lambda: connection.settings.disruption_refund_service_charge,
        no_supervisor,  # never more than the rule from here
    )
    settings = connection.settings
    rebook = RescheduleController(
        connection, desk.bridge, exchanges(desk), desk.pending, desk.shifts, desk.tasks, screen
    )
    model = desk.services.disruptions(
        refunds,
        language=document_language_of(settings),
        agency=settings.agency_name,
        # A party is rebooked through the exchange: an operator's cancellation carried to a new
        # sale, or a changed departure moved like a reschedule.
        rebooker=lambda party: rebook.offer_rebook(party.booking_ref, party.disruption.request_id),
    )
    disruptions = DisruptionsController(model, screen, desk.tasks, desk.agency)
    rebook.exchanged.connect(lambda _result: disruptions.reload())
    rebook.exchanged.connect(lambda _result: disruptions.money_moved.emit())
    rebook.exchanged.connect(desk.controller(WALLET).on_money_moved)
    rebook.exchanged.connect(desk.controller(CATALOGUE).on_seats_changed)
    disruptions.changed.connect(desk.window.disruption_banner.show_count)
    desk.watch.counted.connect(lambda _count: disruptions.reload())
    disruptions.money_moved.connect(desk.reload_history)
    disruptions.money_moved.connect(desk.pending.show)
    # One refund path: the Refund key opens the booking on Lookup, whose refund panel gives it.
    disruptions.refund_wanted.connect(desk.open_in_lookup)
    return disruptions
