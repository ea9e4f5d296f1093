"""The people of a sale: a returning customer found by phone, passport scans read and shrunk in
workers, and the scanner's folder watched for new scans."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from app.booking.faults import JOURNAL_ERRORS
from app.domain.aadhaar_qr import trusted_keys
from app.ui.controllers.sale_state import SaleState
from app.ui.error_words import reason_of
from app.ui.scan_folder import ScanFolderWatcher
from app.ui.scan_reader import ScanReader
from app.ui.scans import Scan, ScanError, shrink_scan
from app.ui.slots import async_slot
from app.ui.widgets.scan_panel import ScanSource

log = logging.getLogger(__name__)


class PeopleController(QObject):
    """Turns the form's requests about the customer and the passengers into work off the UI
    thread, and its results into the form.

    Signals:
        looked_up(object): a typed phone's earlier customer was looked for (the
            ``KnownCustomer`` found, or None).
        language_changed(str): the sale's customer language is now this code (a new sale, a
            draft restored, the clerk's choice, a returning customer).
    """

    looked_up = Signal(object)
    language_changed = Signal(str)

    def __init__(self, state: SaleState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.scans = ScanReader()
        # The scanner's drop folder: each new scan is offered to the passenger who needs one.
        self.scanner = ScanFolderWatcher(self)
        form = state.screen.form
        self.scanner.arrived.connect(form.scans.offer_scan)
        self.scanner.missing.connect(form.scans.scanner_folder_missing)
        form.customer.phone_typed.connect(self.on_phone_typed)
        # After the form's own slot, which gives the choice to the sale.
        form.customer.language_chosen.connect(lambda _code: self.show_language())
        form.customer.email_entered.connect(self.on_email_entered)
        form.scans.scan_offered.connect(self.on_scan_offered)
        form.scans.scan_stop_requested.connect(self.on_scan_stop_requested)
        form.scans.shrink_requested.connect(self.on_shrink_requested)

    def use_scanner_folder(self) -> None:
        """Watch the scanner's folder the settings name now (a change in Settings counts from
        the next sale)."""
        folder = self.state.connection.settings.scanner_folder
        self.state.screen.form.scans.set_scanner_folder(folder)
        self.scanner.watch(folder)

    @async_slot(str)
    async def on_phone_typed(self, phone: str) -> None:
        """A phone number was typed: offer its earlier customer, looked up in a worker."""
        try:
            known = await self.state.desk.returning_customer(phone)
        except JOURNAL_ERRORS as error:
            # Only a convenience: the clerk types the customer as before.
            log.warning("Earlier customers could not be read: %s", error)
            known = None
        self.state.screen.form.customer.offer(phone, known)
        flow = self.state.flow
        if flow is not None and flow.result is None:
            # Their language comes back at once, unless the clerk chose one for this sale.
            flow.returning_language("" if known is None else known.language)
            self.show_language()
        self.looked_up.emit(known)

    def use_aadhaar_keys(self) -> None:
        """Judge Aadhaar QRs by UIDAI's keys, and while training by the sandbox's test key too
        (what the service in use said it is, at the sale's start)."""
        keys = trusted_keys(training=self.state.connection.training)
        self.state.screen.form.people.aadhaar_keys = keys

    def show_language(self) -> None:
        """Show the sale's customer language on the form, and tell the customer display."""
        checkout = self.state.checkout
        if checkout is None:
            return
        code = checkout.customer_language
        self.state.screen.form.customer.show_language(code)
        self.language_changed.emit(code)

    @async_slot(str)
    async def on_email_entered(self, email: str) -> None:
        """An e-mail address was typed: tick "E-mail the customer" as they chose last time
        (read in a worker)."""
        try:
            wanted = await self.state.desk.mail_choice(email)
        except JOURNAL_ERRORS as error:
            log.warning("Customers' e-mail choices could not be read: %s", error)
            return
        self.state.screen.form.customer.show_mail_choice(email, wanted)

    @async_slot(int, object)
    async def on_scan_offered(self, key: int, source: ScanSource) -> None:
        """A file or image for a passenger: read and encode it in a worker."""
        await self.encode_scan(key, source)

    def on_scan_stop_requested(self, key: int) -> None:
        """Staff stopped reading a passenger's scan."""
        self.scans.stop(key)

    @async_slot(int, object)
    async def on_shrink_requested(self, key: int, scan: Scan) -> None:
        """Shrink a passenger's image in a worker until it fits."""
        await self.shrink(key, scan)

    async def encode_scan(self, key: int, source: ScanSource) -> Scan | None:
        """Read ``source`` off the UI thread and give it to the passenger with ``key``.

        An image over the limit is shrunk at once; the original stays with the smaller scan.
        """
        scans = self.state.screen.form.scans
        try:
            scan = await self.scans.read(key, source)
        except ScanError as error:
            scans.scan_failed(key, reason_of(error))
            return None
        scans.set_scan(key, scan)
        if scan.fits or not scan.is_image:
            return scan
        scans.show_shrinking(key)
        return await self.shrink(key, scan)

    async def shrink(self, key: int, scan: Scan) -> Scan | None:
        """Re-encode an image over the limit (in a worker); the result replaces it, unless a
        newer scan for the passenger, or Stop, came first."""
        scans = self.state.screen.form.scans
        try:
            # Run as the passenger's reads are, so a newer one (or Stop) drops this result.
            smaller = await self.scans.run(key, lambda _stop: shrink_scan(scan))
        except ScanError as error:
            scans.scan_failed(key, reason_of(error))
            return None
        scans.set_scan(key, smaller)
        return smaller
