"""The window's menu bar: Sale, View, Tools and Help, over the screens and actions that exist.

The screens' shortcuts stay the window's own (``app.ui.registry``); the menu shows them beside
each item without taking them, which would make each key ambiguous. F1 and Ctrl+/ belong to the
menu's Help actions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QMenu, QMenuBar, QMessageBox

from app import __version__
from app.i18n import Catalogue
from app.ui.registry import LOOKUP, SCREENS, SETTINGS, SHIFT, ScreenEntry
from app.ui.screen_window import NEW_SALE_KEYS

if TYPE_CHECKING:
    from asyncio import Future
    from pathlib import Path

    from app.counter.config.paths import AppPaths
    from app.counter.papers.privacy_notice import Notice
    from app.ui.bridge import MessageBridge
    from app.ui.controllers.agency import AgencyController
    from app.ui.help import HelpPage, ShortcutList
    from app.ui.screen_window import ScreenWindow
    from app.ui.training import TrainingController

MENU = Catalogue("MENU")


@dataclass(frozen=True, slots=True)
class RunningDesk:
    """What the menu's items need of the running desk: its folders, the message bar, what a
    crash report is scrubbed with, and the privacy notice as Settings make it (in the
    customer's language)."""

    paths: AppPaths
    bridge: MessageBridge
    redact: Callable[[str], str]
    notice: Callable[[], Notice]


MENU_KEYS = "F10"
HELP_KEYS = "F1"
SHORTCUT_LIST_KEYS = "Ctrl+/"
QUIT_KEYS = "Ctrl+Q"


class MainMenu(QObject):
    """The menu bar of ``window``; ``attach`` adds what needs the running desk (the training
    data, the log folder, the crash reports, the agency day close).

    Signals: ``access_log_requested`` (a supervisor is to see the whole access log);
    ``jobs_requested`` (the owner's panel of the background jobs); ``records_key_requested``
    (a supervisor is to seal the records under a new key); ``quit_requested`` (staff quit:
    Ctrl+Q or the Sale menu's Quit).
    """

    access_log_requested = Signal()
    jobs_requested = Signal()
    records_key_requested = Signal()
    quit_requested = Signal()

    def __init__(self, window: ScreenWindow) -> None:
        super().__init__(window)
        self.window = window
        self.bar = QMenuBar(window)
        self.bar.setObjectName("menuBar")
        self.bar.setAccessibleName(MENU.tr("Menu bar"))
        window.setMenuBar(self.bar)
        self.help_page: HelpPage | None = None
        self.shortcut_list: ShortcutList | None = None
        self.about_box: QMessageBox | None = None
        self.crash_reports: QDialog | None = None
        self._crash_task: Future[None] | None = None
        self.training: TrainingController | None = None
        self.desk: RunningDesk | None = None

        sale = self._menu(MENU.tr("Sale"), "saleMenu")
        new_sale_keys = QKeySequence(NEW_SALE_KEYS).toString(QKeySequence.SequenceFormat.NativeText)
        self.new_sale = self._item(
            sale, MENU.tr("&New sale"), window.new_sale_requested.emit, new_sale_keys
        )
        self.new_sale.setObjectName("newSale")
        self.lookup = self._item(
            sale, MENU.tr("&Lookup by reference…"), self.open_lookup, LOOKUP.shortcut
        )
        self.lookup.setObjectName("lookupByReference")
        self.notice_action = self._item(
            sale, MENU.tr("&Privacy notice for the customer (PDF)"), self.save_privacy_notice
        )
        self.notice_action.setObjectName("privacyNoticeAction")
        sale.addSeparator()
        self.quit_action = self._item(sale, MENU.tr("&Quit Counterdesk"), self.quit_requested.emit)
        self.quit_action.setObjectName("quitAction")
        self.quit_action.setShortcut(QKeySequence(QUIT_KEYS))

        view = self._menu(MENU.tr("View"), "viewMenu")
        self.screen_actions: dict[ScreenEntry[Any, Any], QAction] = {}
        for number, entry in enumerate(SCREENS, start=1):
            text = MENU.tr("&{number} {screen}").format(number=number, screen=entry.name())
            self.screen_actions[entry] = self._item(
                view, text, lambda entry=entry: window.show_screen(entry), entry.shortcut
            )

        tools = self._menu(MENU.tr("Tools"), "toolsMenu")
        self._item(
            tools, MENU.tr("&Settings"), lambda: window.show_screen(SETTINGS), SETTINGS.shortcut
        )
        self._item(
            tools, MENU.tr("S&hift report"), lambda: window.show_screen(SHIFT), SHIFT.shortcut
        )
        self.access_log_action = self._item(
            tools, MENU.tr("&Who looked at customers' data…"), self.access_log_requested.emit
        )
        self.access_log_action.setObjectName("accessLogAction")
        self.jobs_action = self._item(tools, MENU.tr("&Background jobs…"), self.jobs_requested.emit)
        self.jobs_action.setObjectName("jobsAction")
        self.records_key_action = self._item(
            tools, MENU.tr("Seal records under a &new key…"), self.records_key_requested.emit
        )
        self.records_key_action.setObjectName("recordsKeyAction")
        self.agency_close = self._item(tools, MENU.tr("&Agency day close"), self.agency_day_close)
        self.agency_close.setObjectName("agencyDayCloseAction")
        self.agency_close.setVisible(False)
        tools.addSeparator()
        self.reset_training = self._item(tools, MENU.tr("&Reset training data…"), self._reset)
        self.reset_training.setObjectName("resetTraining")

        help_menu = self._menu(MENU.tr("Help"), "helpMenu")
        self.help_action = self._item(help_menu, MENU.tr("&Help for this screen"), self.show_help)
        self.help_action.setShortcut(QKeySequence(HELP_KEYS))
        self.shortcuts_action = self._item(
            help_menu, MENU.tr("&Keyboard shortcuts"), self.show_shortcuts
        )
        self.shortcuts_action.setShortcut(QKeySequence(SHORTCUT_LIST_KEYS))
        help_menu.addSeparator()
        self.training_action = self._item(
            help_menu, MENU.tr("&Training mode explained"), self._explain_training
        )
        self.log_action = self._item(help_menu, MENU.tr("Open &log folder"), self.open_log_folder)
        self.crash_action = self._item(
            help_menu, MENU.tr("&Crash reports…"), self.show_crash_reports
        )
        self.crash_action.setObjectName("crashReportsAction")
        help_menu.addSeparator()
        self._item(help_menu, MENU.tr("&About Counterdesk"), self.show_about)
        # The menus' titles take no Alt+letter: the screens' buttons use nearly every letter.
        # F10 opens the menu bar instead, as in many desktop apps.
        opener = QShortcut(QKeySequence(MENU_KEYS), window)
        opener.setWhatsThis(MENU.tr("Open the menu bar"))
        opener.activated.connect(self.open_bar)

    def open_bar(self) -> None:
        """F10: the first menu opens; the arrows move through the others."""
        first = self.bar.actions()[0]
        self.bar.setFocus()
        self.bar.setActiveAction(first)

    def _menu(self, title: str, name: str) -> QMenu:
        menu = self.bar.addMenu(title)
        menu.setObjectName(name)
        return menu

    def _item(self, menu: QMenu, text: str, slot: Any, keys: str = "") -> QAction:
        """An item that calls ``slot``; ``keys`` (a shortcut the window has already) is shown
        beside it, not taken."""
        action = menu.addAction(f"{text}\t{keys}" if keys else text)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def attach(
        self, training: TrainingController, desk: RunningDesk, agency: AgencyController
    ) -> None:
        """Wire the items that need the running desk; the desk calls it once it is built."""
        self.desk = desk
        self.training = training
        self.agency_close.setVisible(agency.configured)
        agency.configured_changed.connect(self.agency_close.setVisible)

    def open_lookup(self) -> None:
        """Lookup, the cursor in the reference field with its text selected."""
        self.window.show_screen(LOOKUP)

    def agency_day_close(self) -> None:
        """The shift report screen, making the agency day close of its day."""
        self.window.show_screen(SHIFT)
        self.window.page(SHIFT).request_agency_close()

    def show_help(self) -> HelpPage:
        """F1: the help of the screen shown."""
        # Imported on first use: the help's pages are not needed for the first paint.
        from app.ui.help import HelpPage

        if self.help_page is not None:
            self.help_page.close()
        training = self.training is not None and self.training.connection.training
        self.help_page = HelpPage(self.window, self.window.current(), training)
        return self.help_page

    def show_shortcuts(self) -> ShortcutList:
        """Ctrl+/: every shortcut of the window."""
        from app.ui.help import ShortcutList

        if self.shortcut_list is not None:
            self.shortcut_list.close()
        self.shortcut_list = ShortcutList(self.window)
        return self.shortcut_list

    def explain_training_once(self) -> None:
        """At start: explain training mode if the counter is in it and was never told."""
        if self.training is not None:
            self.training.explain_once()

    def _explain_training(self) -> None:
        if self.training is not None:
            self.training.explain()

    def _reset(self) -> None:
        if self.training is not None:
            self.training.request_reset()

    def save_privacy_notice(self) -> Future[Path | None] | None:
        """The privacy notice, in the customer's language, saved as a PDF to print for a
        customer (in a worker); the task that does it (None before the desk is attached)."""
        if self.desk is None:
            return None
        import asyncio

        return asyncio.ensure_future(self._save_notice(self.desk))

    async def _save_notice(self, desk: RunningDesk) -> Path | None:
        import asyncio

        from app.counter.papers.paper import Paper
        from app.ui.documents import write_pdf

        # Here, not at the top: the menu is built before the first paint, which the service
        # client's stack (app.api, httpx, pydantic) that the error words import must not delay.
        from app.ui.error_words import reason_of

        notice = desk.notice()
        html = Paper(notice.title, tuple((i.heading, i.text) for i in notice.items)).html()
        path = desk.paths.reports / f"privacy-notice-{notice.version}.pdf"
        try:
            await asyncio.to_thread(path.parent.mkdir, parents=True, exist_ok=True)
            await asyncio.to_thread(write_pdf, html, path, notice.title)
        except OSError as exc:
            desk.bridge.error(
                MENU.tr("The notice could not be saved ({reason}).").format(reason=reason_of(exc))
            )
            return None
        desk.bridge.info(
            MENU.tr("The privacy notice is in {path}: print it for the customer.").format(
                path=str(path)
            )
        )
        return path

    def open_log_folder(self) -> bool:
        """Show the log folder in the system's file manager; False when it cannot."""
        if self.desk is None:
            return False
        folder = self.desk.paths.logs
        folder.mkdir(parents=True, exist_ok=True)
        opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
        if not opened:
            self.desk.bridge.error(
                MENU.tr("The log folder could not be opened: it is {folder}").format(
                    folder=str(folder)
                )
            )
        return opened

    def show_crash_reports(self) -> Future[None] | None:
        """The reports of the times the app stopped unexpectedly (read by a worker), shown in a
        dialog; the task that does it (None before the desk is attached)."""
        if self.desk is None:
            return None
        # Imported here: the window is painted before the loop runs.
        import asyncio

        self._crash_task = asyncio.ensure_future(self._crash_reports(self.desk))
        return self._crash_task

    async def _crash_reports(self, desk: RunningDesk) -> None:
        import asyncio

        from app.counter.config.crash_reports import past_reports
        from app.ui.crash_notice import CrashReports

        reports = await asyncio.to_thread(past_reports, desk.paths)
        if self.crash_reports is not None:
            self.crash_reports.close()
        shown = CrashReports(self.window, reports, desk.redact)
        # The dialog it replaces is destroyed later: only this one's end forgets this one.
        shown.destroyed.connect(lambda: self._forget_crash_reports(shown))
        self.crash_reports = shown
        shown.show()

    def _forget_crash_reports(self, ended: QDialog) -> None:
        if self.crash_reports is ended:
            self.crash_reports = None

    def show_about(self) -> QMessageBox:
        """The app's name, version and what it is."""
        box = QMessageBox(
            QMessageBox.Icon.Information,
            MENU.tr("About Counterdesk"),
            MENU.tr(
                "<b>Counterdesk {version}</b><p>The sales counter of a travel agency: island "
                "tours and boat trips, paid from the agency's prepaid wallet.</p>"
            ).format(version=__version__),
            QMessageBox.StandardButton.Close,
            self.window,
        )
        box.setObjectName("aboutBox")
        box.button(QMessageBox.StandardButton.Close).setText(MENU.tr("&Close"))
        self.about_box = box
        box.open()
        return box
