"""The booking form: customer, seats or passengers (``PassengerList``, with their scans in
``ScanOffer``), and the price so far.

The form shows the flow of the sale its ``Checkout`` (Qt-free) holds, hands the checkout what
staff type and shows what it says: required fields, what is wrong, what it costs. What takes
time (encoding a scan, checking the whole sale) is asked of the controller through signals.

Two quick lines make a walk-in a few keystrokes: the customer in one line, then each BOAT
passenger in one line ("Ravi Kumar, 34, M"), Enter after each (``app.booking.quick_entry``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from app.booking import BookingFlow, Choice
from app.counter.papers.choices import choice_summary
from app.counter.papers.formatting import money_text
from app.domain.limits import QTY_MAX, QTY_MIN
from app.domain.modules import Module
from app.domain.money import CURRENCY
from app.i18n import Catalogue
from app.reports.receipt_data import customer_total_words
from app.ui.scans import Scan
from app.ui.style import Look, Tone, restyle, set_tone
from app.ui.widgets.action_bar import ActionBar
from app.ui.widgets.card import Card
from app.ui.widgets.customer_fields import BUSINESS_NAMES, CustomerFields
from app.ui.widgets.field_grid import FieldGrid
from app.ui.widgets.passenger_list import PassengerList
from app.ui.widgets.quick_line import QUICK_LINE_WIDTH
from app.ui.widgets.scan_offer import ScanOffer
from app.ui.widgets.wheel_guard import guarded

# The checkout's module is the sale's, which its controller imports first.
if TYPE_CHECKING:
    from app.booking.checkout import Checkout

BOOKING_FORM = Catalogue("BOOKING_FORM")
CUSTOMER_FIELDS = frozenset({"customer_name", "customer_email", "customer_phone", *BUSINESS_NAMES})
PASSENGER_PREFIX = "passengers["


def identity_rules(choice: Choice) -> str:
    """The trip's identity rules in one sentence."""
    flags = choice.flags
    asked = [
        text
        for needed, text in (
            (flags.is_id_mandatory, BOOKING_FORM.tr("an ID type")),
            (flags.is_id_no_required, BOOKING_FORM.tr("the document number")),
            (flags.is_id_upload_required, BOOKING_FORM.tr("a scan of the document")),
        )
        if needed
    ]
    foreign = BOOKING_FORM.tr("Foreign passengers always need a passport, its number and a scan.")
    if not asked:
        return foreign
    every = BOOKING_FORM.tr("This trip needs {needs} for every passenger.").format(
        needs=", ".join(asked)
    )
    return f"{every} {foreign}"


class BookingForm(QWidget):
    """Edits one sale; nothing is sent from here.

    Signals:
        review_requested(): check the sale and show the review.
        changed(): something typed, chosen or scanned changed (the draft is saved).

    The passengers' scans are asked for by ``scans`` (see ``ScanOffer``).
    """

    review_requested = Signal()
    changed = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        customer: CustomerFields | None = None,
        people: PassengerList | None = None,
    ) -> None:
        """``customer``, ``people``: the form's parts, when built ahead in turns of their own."""
        super().__init__(parent)
        # The sale typed here: the form holds no flow of its own, it shows the checkout's.
        self.checkout: Checkout | None = None
        self._focus: QWidget | None = None
        self.title = QLabel()
        self.title.setObjectName("bookingTitle")
        restyle(self.title, look=Look.TITLE)
        self.title.setWordWrap(True)
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.customer = customer if customer is not None else CustomerFields()
        self.people = people if people is not None else PassengerList()
        self.scans = ScanOffer(self.people)
        self.seats = FieldGrid()
        self.qty_spin = guarded(QSpinBox())
        self.qty_spin.setObjectName("qty")
        self.qty_spin.setRange(QTY_MIN, QTY_MAX)
        self.seats.add("qty", BOOKING_FORM.tr("&Seats"), self.qty_spin)
        self.seats.add("passengers", BOOKING_FORM.tr("Passenger&s"), self.people.count_spin)
        quick = self.people.quick_passenger
        self.seats.add_row(
            "quick_passenger",
            BOOKING_FORM.tr("&Quick passenger"),
            quick,
            quick.message,
            QUICK_LINE_WIDTH,
        )
        self.other_errors = QLabel()
        self.other_errors.setObjectName("formErrors")
        set_tone(self.other_errors, Tone.ERROR)
        self.other_errors.setWordWrap(True)
        self.price_label = QLabel()
        self.price_label.setObjectName("priceSoFar")
        self.review_button = QPushButton(BOOKING_FORM.tr("Re&view…"))
        self.review_button.setObjectName("reviewButton")
        self.review_button.setToolTip(
            BOOKING_FORM.tr("Ctrl+Enter. Checks the sale; nothing is sent yet.")
        )
        self.review_button.setAutoDefault(True)  # Enter presses a focused button, as Space does
        # The price and Review stay in view below the form (the screen places the bar outside
        # the form's scroll area).
        self.action_bar = ActionBar()
        self.action_bar.add(self.price_label, 1)
        self.action_bar.add_primary(self.review_button, "clipboard-document-check")
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.rules)
        customer_card = Card(BOOKING_FORM.tr("Customer"))
        customer_card.body.addWidget(self.customer)
        travellers = Card()
        travellers.body.addWidget(self.seats)
        travellers.body.addWidget(self.scans)
        travellers.body.addWidget(self.people)
        layout.addWidget(customer_card)
        layout.addWidget(travellers)
        layout.addWidget(self.other_errors)
        layout.addStretch(1)

        self.customer.edited.connect(self._customer_edited)
        self.customer.accepted.connect(self.request_review)
        self.customer.quick_applied.connect(self._focus_after_customer)
        self.customer.seats_typed.connect(self._seats_typed)
        self.customer.language_chosen.connect(self._language_chosen)
        self.qty_spin.valueChanged.connect(self._qty_changed)
        self.review_button.clicked.connect(self.request_review)
        self.people.edited.connect(self._refresh)
        self.scans.changed.connect(self._refresh)
        people = self.people
        for keys, action in (
            ("Ctrl+Return", self.request_review),
            ("Ctrl+PgDown", lambda: people.move_to_passenger(+1)),
            ("Ctrl+PgUp", lambda: people.move_to_passenger(-1)),
            ("Ctrl+Z", people.undo_remove),
            ("Ctrl+T", self.scans.take_offered_scan),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(action)
        self.setTabOrder(people.count_spin, quick)
        self.setTabOrder(quick, people.add_button)
        self.setTabOrder(people.add_button, people.remove_button)
        self.setTabOrder(people.remove_button, people.table)
        self.setTabOrder(people.table, people.editor.name_edit)

    # --- a sale ------------------------------------------------------------------------------

    @property
    def flow(self) -> BookingFlow | None:
        """The flow of the sale on the form: its checkout's."""
        return None if self.checkout is None else self.checkout.flow

    def load(self, checkout: Checkout) -> None:
        """Start editing ``checkout``'s sale (a new sale: empty fields, no messages)."""
        self.checkout = checkout
        flow = checkout.flow
        boat = flow.choice.module is Module.BOAT
        self.title.setText(choice_summary(flow.choice))
        self.rules.setText(identity_rules(flow.choice) if boat else "")
        self.rules.setVisible(boat)
        self.customer.clear()
        self.scans.load(flow.choice.module)
        self.seats.reset()
        for name, visible in (
            ("qty", not boat),
            ("passengers", boat),
            ("quick_passenger", boat),
        ):
            self.seats.set_row_visible(name, visible)
        # Each passenger's seat priced for the customer by the sale's till rules.
        self.people.model.rules = lambda: checkout.terms.rules
        self.people.load(flow if boat else None)
        self.people.setVisible(boat)
        self.qty_spin.blockSignals(True)
        self.qty_spin.setValue(flow.qty)
        self.qty_spin.blockSignals(False)
        self.other_errors.clear()
        self._refresh()
        self.customer.setFocus()

    def restore(self, checkout: Checkout, scans: Mapping[int, Scan]) -> None:
        """Edit ``checkout``'s sale, typed before (a draft): its fields filled, its scans
        shown."""
        self.load(checkout)
        flow = checkout.flow
        customer = flow.customer
        for name, text in (
            ("customer_name", customer.name),
            ("customer_email", customer.email),
            ("customer_phone", customer.phone),
            ("customer_gstin", customer.gstin),
            ("customer_address", customer.address),
            ("customer_state_code", customer.state_code),
        ):
            self.customer.set_text(name, text)
        model = self.people.model
        for row, scan in scans.items():
            if row < model.rowCount():
                model.set_scan(model.key(row), scan)
        if flow.choice.module is Module.BOAT:
            self.people.select(0)
            self.people.editor.scan_panel.show_scan(model.scan(0))
        self._refresh()

    def set_editable(self, editable: bool) -> None:
        """While the sale is checked in a worker nothing may change under it.

        The field that had the cursor gets it back afterwards.
        """
        if not editable:
            focus = QApplication.focusWidget()
            self._focus = focus if focus is not None and self.isAncestorOf(focus) else None
        self.setEnabled(editable)
        self.action_bar.setEnabled(editable)
        if editable and self._focus is not None and QApplication.focusWidget() is None:
            self._focus.setFocus()

    # --- edits -------------------------------------------------------------------------------

    def _customer_edited(self, name: str, text: str) -> None:
        assert self.checkout is not None
        self.checkout.set_customer(**{name.removeprefix("customer_"): text})
        self._refresh()

    def _language_chosen(self, code: str) -> None:
        assert self.checkout is not None
        self.checkout.choose_language(code)
        self.changed.emit()

    def _focus_after_customer(self) -> None:
        # The customer is in: next come the passengers (BOAT) or the number of seats.
        if self.flow is not None and self.flow.choice.module is Module.BOAT:
            self.people.quick_passenger.setFocus()
        else:
            self.qty_spin.setFocus()
            self.qty_spin.selectAll()

    def _seats_typed(self, seats: int) -> None:
        assert self.checkout is not None
        boat = self.checkout.choice.module is Module.BOAT
        spin = self.people.count_spin if boat else self.qty_spin
        spin.setValue(seats)
        if spin.value() != seats:
            self.checkout.set_qty(seats)  # out of range: the review says so next to the seats

    def _qty_changed(self, value: int) -> None:
        assert self.checkout is not None
        self.seats.touch("qty")
        self.checkout.set_qty(value)
        self._refresh()

    def request_review(self) -> None:
        """Ctrl+Enter, Review, or Enter in a customer field: ask for the review.

        What is typed in a quick line is applied first, so nothing typed is lost; a line that
        cannot be read keeps the cursor, with its message, and the review waits.
        """
        if self.customer.quick.pending and not self.customer.apply_quick():
            return
        people = self.people
        if people.quick_passenger.pending and not people.add_quick_passenger():
            return
        self.review_requested.emit()

    # --- what the flow says ------------------------------------------------------------------

    def _refresh(self) -> None:
        """Customer messages, the price and the scanner's offer as they stand."""
        if self.checkout is None:
            return
        self.scans.show_offer()
        self.customer.show_errors(self.checkout.flow.customer_errors())
        price = self.checkout.price_so_far()
        breakdown, customer = price.breakdown, price.customer
        # Two named figures: a clerk reading one total reads it as the customer's.
        figures = {
            "total": customer_total_words(),
            "customer": money_text(customer.total, CURRENCY),
            "wallet": money_text(breakdown.total, CURRENCY),
        }
        self.price_label.setText(
            BOOKING_FORM.tr("{total} <b>{customer}</b> · wallet charged {wallet}").format(**figures)
            if breakdown.complete
            else BOOKING_FORM.tr(
                "{total} <b>{customer}</b> · wallet charged {wallet} (passengers without "
                "age or nationality not priced yet)"
            ).format(**figures)
        )
        self.changed.emit()

    def show_errors(self, errors: Mapping[str, str]) -> None:
        """The sale was checked and is not ready: every message shows, focus on the first."""
        assert self.flow is not None
        self.people.show_all = True
        self.customer.grid.show_all()
        self.seats.show_all()
        self.customer.show_errors(errors)
        self.seats.show_errors(errors)
        shown = CUSTOMER_FIELDS | {"qty", "passengers"}
        self.people.model.recheck()
        rows = sorted(
            {
                int(name[len(PASSENGER_PREFIX) : name.index("]")])
                for name in errors
                if name.startswith(PASSENGER_PREFIX)
            }
        )
        others = [
            message
            for name, message in errors.items()
            if name not in shown and not name.startswith(PASSENGER_PREFIX)
        ]
        if rows:
            others.insert(
                0,
                BOOKING_FORM.tr("Check passenger {numbers}.").format(
                    numbers=", ".join(str(r + 1) for r in rows)
                ),
            )
        count = len(errors)
        nothing_sent = BOOKING_FORM.tr(
            "Nothing was sent: %n field(s) need(s) attention.", "", count
        )
        self.other_errors.setText(" ".join([nothing_sent, *others]))
        self._focus_first(errors, rows)

    def _focus_first(self, errors: Mapping[str, str], rows: list[int]) -> None:
        for name in ("customer_name", "customer_email", "customer_phone", *BUSINESS_NAMES):
            if name in errors:
                self.customer.field(name).setFocus()
                return
        if "qty" in errors:
            self.qty_spin.setFocus()
            return
        if rows:
            people = self.people
            people.select(rows[0])
            people.editor.grid.show_all()
            people.show_rules(rows[0])
            first = next(
                (
                    people.editor.grid.fields[name]
                    for name in people.editor.grid.fields
                    if f"passengers[{rows[0]}].{name}" in errors
                ),
                people.editor.name_edit,
            )
            first.setFocus()
