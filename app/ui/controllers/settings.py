"""The settings screen's actions: test a draft, save it and reconnect; print a test page."""

from __future__ import annotations

import asyncio
import hmac
import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.api import ApiError
from app.counter.config.declared import NotApproved
from app.counter.config.settings import (
    Environment,
    Settings,
    Theme,
    changed_settings,
    load_settings,
    update_settings,
)
from app.counter.devices.escpos import PrinterError
from app.counter.devices.printers import DocumentKind, PrinterSettings, TargetError
from app.counter.link.service import SANDBOX_START_ERRORS
from app.counter.link.wallet import fetch_wallet
from app.counter.papers.messages import describe_error
from app.counter.services.settings_gate import SettingsGate
from app.domain.agency_target import AgencyTarget, parse_target
from app.domain.clock import service_now
from app.domain.environment import ServiceEnvironment
from app.domain.keys import clean_key
from app.domain.pin import hash_pin
from app.i18n import QT_TRANSLATE_NOOP, Catalogue
from app.mail.server import MailServer
from app.ui.controllers.agency import AgencyController
from app.ui.controllers.header import HeaderController
from app.ui.controllers.mail import MailController
from app.ui.controllers.supervisor import Supervisor
from app.ui.error_words import reason_of
from app.ui.paper import print_test_page_on
from app.ui.slots import async_slot
from app.ui.style import apply_theme, paper_ink
from app.ui.views.settings import SettingsView

SETTINGS_CONTROLLER = Catalogue("SETTINGS_CONTROLLER")

log = logging.getLogger(__name__)

# What a connection test found the service to be (it has answered, so never unknown).
SERVICE_SAYS = {
    ServiceEnvironment.SANDBOX: QT_TRANSLATE_NOOP(
        "SETTINGS_CONTROLLER", "It says it is a SANDBOX: sales there are training."
    ),
    ServiceEnvironment.LIVE: QT_TRANSLATE_NOOP(
        "SETTINGS_CONTROLLER", "It does not say it is a sandbox: LIVE, sales are real."
    ),
}


class SettingsController(QObject):
    """Tests and saves the settings screen's draft; the key goes to the key store only.

    Signals:
        saved(): new settings are in use (the catalogue reloads from the new service).
    """

    saved = Signal()

    def __init__(
        self,
        header: HeaderController,
        screen: SettingsView,
        settings_file: Path,
        supervisor: Supervisor,
        gate: SettingsGate,
        agency: AgencyController,
        mail: MailController,
    ) -> None:
        super().__init__()
        self.agency = agency
        self.mail = mail
        self.supervisor = supervisor
        self.gate = gate
        self.header = header
        self.connection = header.connection
        self.screen = screen
        self.settings_file = settings_file
        # The file as it was when the screen was filled: a save writes what differs from it,
        # so what another writer saved meanwhile (the theme, the agency CLI) stays unless the
        # screen changed it too; what the counter runs with but the file lacks is written.
        self.on_file = load_settings(settings_file)
        # Where keys are kept, as the OS store last said (asked off the UI thread).
        self.store_note = ""
        screen.test_requested.connect(self.on_test_requested)
        screen.save_requested.connect(self.on_save_requested)
        screen.printer_test_requested.connect(self.on_printer_test_requested)
        screen.mail.test_requested.connect(self.on_mail_test_requested)
        screen.theme.chosen.connect(self.on_theme_chosen)

    async def show_current(self) -> None:
        """Fill the screen from the settings in use (asking the OS store off the UI thread)."""
        self.store_note = await asyncio.to_thread(self.connection.keys.describe)
        self.fill()

    def fill(self) -> None:
        """Fill the screen from the settings in use now, with the OS store's note as last read
        (``read_store_note`` brings it up to date)."""
        self.on_file = load_settings(self.settings_file)
        self.screen.load(self.connection.settings, self.connection.has_key, self.store_note)
        self.screen.supervisor_pin.load(
            self.supervisor.till.pin_hash() is not None,
            self.supervisor.gate.locked_for_good,
            self.connection.training_key,
        )
        self.screen.proxy_label.setText(self.connection.proxy().describe())

    @async_slot()
    async def read_store_note(self) -> None:
        """Ask the OS store where keys are kept, off the UI thread, and say it on the screen
        (only that: what the clerk typed meanwhile stays)."""
        self.store_note = await asyncio.to_thread(self.connection.keys.describe)
        self.screen.storage_note.setText(self.store_note)

    @async_slot(object, str)
    async def on_test_requested(self, settings: Settings, key: str) -> None:
        """Test connection."""
        text, ok = await self.test(settings, key)
        self.screen.show_result(text, ok)

    @async_slot(object, str)
    async def on_save_requested(self, settings: Settings, key: str) -> None:
        """Save and reconnect (what reaches the live service or its key: a supervisor's PIN, or
        a new PIN set by the key's holder, which switching to LIVE asks for)."""
        refused = await self.authorise(settings, key)
        if refused:
            self.screen.show_result(refused, False)
            return
        await self.keep_mail_password(settings.mail, self.screen.mail.typed_password())
        text, ok = await self.save(settings, key, self.screen.agency_password())
        await self.show_current()
        self.screen.show_result(text, ok)
        self.saved.emit()

    @async_slot(object, str)
    async def on_mail_test_requested(self, server: MailServer, password: str) -> None:
        """Send a test message through the mail server as typed (nothing is saved)."""
        text, ok = await self.mail.send_test(server, password)
        self.screen.mail.show_test_result(text, ok)

    async def keep_mail_password(self, server: MailServer, password: str) -> None:
        """Keep the mail server's password as typed in the password store ('' keeps the saved
        one), never in the settings file."""
        if password:
            self.connection.learn_secret(password)
            await asyncio.to_thread(self.connection.keys.save, server.password_account, password)

    def on_theme_chosen(self, theme: Theme) -> None:
        """A theme chosen: every screen is drawn in it at once, and it is kept. A look, not a
        way to the service: no PIN, no reconnect, the rest of the saved file unchanged."""
        apply_theme(theme)
        update_settings(self.settings_file, theme=theme)

    @async_slot(object, object)
    async def on_printer_test_requested(
        self, document: DocumentKind, printers: PrinterSettings
    ) -> None:
        """Print test page."""
        await self.print_test_page(document, printers)

    async def print_test_page(self, document: DocumentKind, printers: PrinterSettings) -> bool:
        """Print a test page of ``document`` on the printer the draft ``printers`` choose for
        it (in a worker); how it went is said under its row. Nothing is saved."""
        box = self.screen.printers
        box.show_busy(document)
        try:
            await asyncio.to_thread(print_test_page_on, printers, document, paper_ink())
        except (TargetError, PrinterError) as error:
            box.show_test_result(document, reason_of(error), False)
            return False
        box.show_test_result(
            document,
            SETTINGS_CONTROLLER.tr("Test page sent to {printer}.").format(
                printer=printers.target(document)
            ),
            True,
        )
        return True

    async def authorise(self, settings: Settings, key: str) -> str:
        """Set the new PIN typed (the key's holder is here) or have a supervisor approve what
        needs one; '' when the save may go on, else why not, for staff."""
        new_pin = self.screen.supervisor_pin.new_pin()
        if new_pin:
            refused = await self.key_holder_refused(settings, self.screen.supervisor_pin.key())
            if refused:
                return refused
            self.supervisor.set_pin(await asyncio.to_thread(hash_pin, new_pin))
            log.info("The supervisor PIN is set in Settings")
            return ""
        try:
            await self.gate.authorise(self.connection.settings, settings, key)
        except NotApproved as refused:
            return reason_of(refused)
        return ""

    async def key_holder_refused(self, settings: Settings, key: str) -> str:
        """'' when ``key`` is the API key of the service the counter is in or switches to: the
        one kept for it, or one the service accepts; else why the PIN is not set."""
        if (
            self.connection.settings.environment is Environment.LIVE
            and settings.environment is not Environment.LIVE
        ):
            return SETTINGS_CONTROLLER.tr(
                "Not saved: a LIVE counter's supervisor PIN is set with the LIVE key, "
                "the environment left at LIVE."
            )
        kept = await asyncio.to_thread(self.connection.keys.load, settings.key_account)
        if kept and hmac.compare_digest(kept.encode(), clean_key(key).encode()):
            return ""
        text, ok = await self.test(settings, key)
        if ok:
            return ""
        log.warning("A supervisor PIN was refused: the API key typed was not accepted")
        return SETTINGS_CONTROLLER.tr(
            "Not saved: the supervisor PIN is set only with the API key in use, typed on the "
            "Supervisor PIN page. The key typed was not accepted: {reason}"
        ).format(reason=text)

    async def test(self, settings: Settings, key: str) -> tuple[str, bool]:
        """Ask the draft's service for the wallet: agent, tenant, balance and whether it says it
        is a sandbox, or what is wrong; and the proxy and certificate issuer the connection used.

        The header is left alone: the draft may name another service than the one in use.
        """
        self.connection.learn_secret(key)
        try:
            base_url, resolved = await self.connection.resolve(settings, key or None)
        except SANDBOX_START_ERRORS as exc:
            return (
                SETTINGS_CONTROLLER.tr("The built-in sandbox could not start: {reason}").format(
                    reason=reason_of(exc)
                ),
                False,
            )
        if not resolved:
            return SETTINGS_CONTROLLER.tr("Enter the API key first."), False
        client = self.connection.client_for(settings, resolved, base_url, sleep=asyncio.sleep)
        try:
            wallet = await fetch_wallet(client)
        except ApiError as error:
            log.info("Connection test failed: %s", type(error).__name__)
            return self._with_route(describe_error(error), base_url), False
        said = SETTINGS_CONTROLLER.known(SERVICE_SAYS[client.environment])
        report = f"{wallet.report(service_now())} {said}"
        return self._with_route(report, base_url), True

    def _with_route(self, text: str, base_url: str) -> str:
        """``text`` and, on a line of its own, the proxy and certificate issuer the test used."""
        route = self.connection.route(base_url)
        return text if route is None else f"{text}\n{route.describe()}"

    async def save(
        self, settings: Settings, key: str, agency_password: str = ""
    ) -> tuple[str, bool]:
        """Keep what the draft changes from the file as the screen found it (the key and the
        agency store's password in the key store, never in the file) and reconnect with it."""
        self.connection.learn_secret(key)
        target = parse_target(settings.agency_db_url)
        agency_password = agency_password or target.password or ""
        self.connection.learn_secret(agency_password)
        settings = replace(settings, agency_db_url=target.url)
        update_settings(self.settings_file, **changed_settings(self.on_file, settings))
        note = ""
        if key:
            saved = await asyncio.to_thread(self.connection.keys.save, settings.key_account, key)
            note = " " + saved.note
        if agency_password:
            kept = await asyncio.to_thread(
                self.connection.keys.save, target.account, agency_password
            )
            if not kept.persistent:
                note += " " + SETTINGS_CONTROLLER.tr(
                    "The agency store's password is kept for this session only."
                )
        log.info(
            "Settings saved (%s, %s)", settings.environment.value, settings.base_url or "built-in"
        )
        await self.agency.start(AgencyTarget(target.url, agency_password or None))
        if not await self.header.connect_to(settings, key or None):
            started = SETTINGS_CONTROLLER.tr("Saved, but the built-in sandbox could not start.")
            return started + note, False
        wallet = await self.header.refresh_wallet()
        if wallet is None:
            answered = SETTINGS_CONTROLLER.tr(
                "Saved, but the service did not answer: see the message above."
            )
            return answered + note, False
        done = SETTINGS_CONTROLLER.tr("Saved. {wallet}").format(wallet=wallet.report(service_now()))
        return done + note, True
