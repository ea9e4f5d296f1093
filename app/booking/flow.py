"""``BookingFlow``: one sale at the counter, from the chosen slot or departure to the review.

The GUI drives it (and tests call it directly): it holds what was typed, says which fields are
required and what is wrong with them (by the rules of ``app.domain.requests``), prices the sale
(``app.domain.pricing``), plans the wallet debit (``app.domain.wallet``) and builds the
create_booking request, whose request_id is made once per review.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from app import languages
from app.api.errors import rejection
from app.api.models import (
    ActivityAvailability,
    BookingResult,
    CreateBookingRequest,
    WalletResult,
    new_request_id,
)
from app.booking.choice import Choice
from app.booking.customer_language import CustomerLanguage
from app.booking.passengers import PassengerEntry
from app.booking.payment import plan_payment
from app.booking.price import BoatBreakdown, Breakdown, activity_breakdown, boat_breakdown
from app.booking.replay import agent_of
from app.domain.aadhaar_qr import AadhaarCard
from app.domain.agent import AgentRef
from app.domain.clock import service_today
from app.domain.gst import Buyer
from app.domain.gstin import normalise_gstin
from app.domain.identity import AADHAAR, PASSPORT, DocumentRequirement, IdentityFlags, is_foreign
from app.domain.modules import Module
from app.domain.mrz import PassportMrz
from app.domain.requests import check_create_booking, check_customer, check_passenger
from app.domain.violations import Violation
from app.domain.wallet import DebitSplit
from app.i18n import Catalogue

BOOKING_FLOW = Catalogue("BOOKING_FLOW")

# Stands in for the request_id while a form that has no review yet is checked.
_CHECKING_ID = "cd-" + "0" * 32


@dataclass(frozen=True, slots=True)
class Customer:
    """The customer's contact details as typed; a business customer also gives its GSTIN,
    address and state (the GST code) for a B2B tax invoice."""

    name: str = ""
    email: str = ""
    phone: str = ""
    gstin: str = ""
    address: str = ""
    state_code: str = ""

    @property
    def buyer(self) -> Buyer:
        """The customer as the tax invoice names it."""
        return Buyer(
            self.name.strip(), normalise_gstin(self.gstin), self.address.strip(), self.state_code
        )

    def to_wire(self) -> dict[str, str]:
        """The customer fields of create_booking, trimmed."""
        # Google's phone metadata is imported with the Book screen's modules (the warm-up), not
        # by the start, which imports this module for the sale a crash may have left.
        from app.domain.phone import wire_phone

        return {
            "customer_name": self.name.strip(),
            "customer_email": self.email.strip(),
            "customer_phone": wire_phone(self.phone),
        }


@dataclass(frozen=True, slots=True)
class Review:
    """A checked sale, ready to confirm: its request (request_id fixed), price and payment.

    ``payment`` is None when no wallet balance was given; ``agent`` is whose wallet it was.
    """

    request: CreateBookingRequest
    breakdown: Breakdown
    payment: DebitSplit | None
    product: str
    flags: IdentityFlags
    agent: AgentRef | None

    @property
    def request_id(self) -> str:
        """The request_id every sending of this review carries."""
        return self.request.request_id

    @property
    def total_debited(self) -> Decimal:
        """What the wallet will be debited (the service's ``total_debited``)."""
        return self.breakdown.total

    @property
    def shortfall(self) -> Decimal | None:
        """How much the wallet is short (zero when it can pay; None when not known)."""
        return None if self.payment is None else self.payment.shortfall


def not_a_phone() -> str:
    """The customer phone's problem in staff's words (the interface's are "8 to 15 digits")."""
    from app.domain.phone import phone_hint  # as in ``to_wire``

    return BOOKING_FLOW.tr("Customer phone is not a phone number ({hint}).").format(
        hint=phone_hint()
    )


def _messages(violations: list[Violation]) -> dict[str, str]:
    found: dict[str, str] = {}
    for violation in violations:
        found.setdefault(violation.field, violation.message)
    return found


class BookingFlow:
    """One sale: the choice, the customer, qty (ACTIVITY) or passengers (BOAT), the wallet.

    Every edit drops the current review, so the next review gets a new request_id; a review
    with no edit since keeps its request_id, so a retry can never book twice. Once booked
    (``mark_booked``), the flow refuses edits: a new sale is a new flow.
    """

    def __init__(self, choice: Choice, *, today: Callable[[], dt.date] = service_today) -> None:
        self.choice = choice
        self._today = today
        self._customer = Customer()
        # Not part of the request: choosing it leaves the review as it is.
        self.language = CustomerLanguage()
        self._qty = 1
        self._passengers: list[PassengerEntry] = (
            [PassengerEntry()] if choice.module is Module.BOAT else []
        )
        self._wallet: WalletResult | None = None
        self._review: Review | None = None
        self.sent_request_ids: list[str] = []
        # A draft restored from an earlier run whose sale was sent then: discarding it still
        # needs the supervisor (its request may have booked seats).
        self.sent_before = False
        self.result: BookingResult | None = None

    @property
    def ever_sent(self) -> bool:
        """Whether the sale was ever sent to the service (in this run or before a restart)."""
        return self.sent_before or bool(self.sent_request_ids)

    # --- what is held ------------------------------------------------------------------------

    @property
    def customer(self) -> Customer:
        """The customer as typed."""
        return self._customer

    @property
    def qty(self) -> int:
        """Seats (ACTIVITY) or the number of passengers (BOAT)."""
        return len(self._passengers) if self.choice.module is Module.BOAT else self._qty

    @property
    def passengers(self) -> tuple[PassengerEntry, ...]:
        """The BOAT passengers in table order (none for an ACTIVITY)."""
        return tuple(self._passengers)

    @property
    def wallet(self) -> WalletResult | None:
        """The latest wallet balance given."""
        return self._wallet

    # --- edits -------------------------------------------------------------------------------

    def _not_booked(self) -> None:
        if self.result is not None:
            raise RuntimeError(f"booking {self.result.booking_ref} is made; start a new sale")

    def _edit(self) -> None:
        self._not_booked()
        self._review = None

    def set_customer(self, **fields: str) -> None:
        """Change the fields given (names of ``Customer``'s); the others keep what was typed."""
        self._edit()
        self._customer = replace(self._customer, **fields)

    def choose_language(self, code: str) -> None:
        """The clerk chose the customer's language (a code of ``app.languages``)."""
        self._not_booked()
        self.language = replace(self.language, chosen=languages.language_of(code).code)

    def returning_language(self, code: str) -> None:
        """The language the returning customer of the phone typed had last ("" for none)."""
        self._not_booked()
        self.language = replace(self.language, returning=code)

    def set_qty(self, qty: int) -> None:
        """Seats of an ACTIVITY; for a BOAT, blank rows are added or the last ones removed."""
        self._edit()
        if self.choice.module is Module.BOAT:
            del self._passengers[max(qty, 0) :]
            self._passengers += [PassengerEntry() for _ in range(qty - len(self._passengers))]
        else:
            self._qty = qty

    def add_passenger(self, entry: PassengerEntry | None = None, at: int | None = None) -> int:
        """Add a passenger (blank unless given) at row ``at`` or at the end; returns its row."""
        self._edit()
        row = len(self._passengers) if at is None else at
        self._passengers.insert(row, entry or PassengerEntry())
        return row

    def remove_passenger(self, index: int) -> None:
        """Remove one row; the others keep what was typed."""
        self._edit()
        del self._passengers[index]

    def update_passenger(self, index: int, **changes: Any) -> PassengerEntry:
        """Change some fields of one passenger (``age=None`` clears the age)."""
        self._edit()
        entry = replace(self._passengers[index], **changes)
        if "id_type" in changes and entry.id_type != AADHAAR:
            # Another document chosen: what a scanned Aadhaar QR said is no longer this one's.
            entry = replace(entry, aadhaar_last_four="", aadhaar_genuine=False)
        if (
            "nationality" in changes
            and entry.wire_nationality
            and is_foreign(entry.wire_nationality)
        ):
            # A foreign passenger can only show a passport: chosen for staff, not left to fail.
            entry = replace(entry, id_type=PASSPORT)
        self._passengers[index] = entry
        return entry

    def fill_from_aadhaar(self, index: int, card: AadhaarCard) -> PassengerEntry:
        """Fill a row from a read Aadhaar QR (its scan, if any, is kept): name, age, gender,
        and where the trip does not need the number, the ID type, last four digits and mark."""
        self._edit()
        self._passengers[index] = self._passengers[index].from_aadhaar(
            card, self.choice.travel_date, self.choice.flags.is_id_no_required
        )
        return self._passengers[index]

    def fill_from_passport(self, index: int, mrz: PassportMrz) -> PassengerEntry:
        """Fill a row from a checked passport MRZ (its scan, if any, is kept)."""
        self._edit()
        self._passengers[index] = self._passengers[index].from_passport(
            mrz, self.choice.travel_date
        )
        return self._passengers[index]

    def set_wallet(self, wallet: WalletResult) -> None:
        """A fresh wallet balance: the payment plan follows it; the request_id does not change."""
        self._wallet = wallet
        if self._review is not None:
            self._review = replace(self._review, payment=self.payment(), agent=agent_of(wallet))

    # --- what is required, and what is wrong -------------------------------------------------

    def requirement(self, index: int) -> DocumentRequirement:
        """Which identity fields passenger ``index`` needs (trip flags and nationality)."""
        return self._passengers[index].requirement(self.choice.flags)

    def required_fields(self, index: int) -> frozenset[str]:
        """Wire names of the fields passenger ``index`` must fill in."""
        return self._passengers[index].required_fields(self.choice.flags)

    def customer_errors(self) -> dict[str, str]:
        """Customer field -> what is wrong with it (cheap: for checking as staff type)."""
        checked = self._phone_explained(check_customer(self._customer.to_wire()))
        return {**_messages(checked), **self._business_errors()}

    def _business_errors(self) -> dict[str, str]:
        # A business customer's GSTIN, address and state, for its tax invoice.
        return {f"customer_{f}": text for f, text in self._customer.buyer.problems().items()}

    def _phone_explained(self, violations: list[Violation]) -> list[Violation]:
        # The interface's words ("8 to 15 digits") are not how staff write a number.
        if not self._customer.phone.strip():
            return violations
        return [
            replace(v, message=not_a_phone()) if v.field == "customer_phone" else v
            for v in violations
        ]

    def passenger_errors(self, index: int) -> dict[str, str]:
        """``passengers[i].field`` -> what is wrong, for one row (its scan is decoded once)."""
        wire = self._passengers[index].to_wire()
        found = check_passenger(wire, index, self.choice.flags) + self._aadhaar_violations(index)
        return _messages(found)

    def _aadhaar_violations(self, *indexes: int) -> list[Violation]:
        """A typed Aadhaar number that fails its check digit or the scanned card's last four
        (the app's check, not the interface's: the service takes any document number)."""
        found = []
        for index in indexes or range(len(self._passengers)):
            problem = self._passengers[index].aadhaar_error()
            if problem:
                found.append(Violation(f"passengers[{index}].id_number", problem))
        return found

    def errors(self) -> dict[str, str]:
        """Every field that keeps the sale from review -> the first thing wrong with it.

        Decodes every scan: for 100 passengers with large scans, call it off the event loop.
        """
        return _messages(self._violations())

    def _violations(self) -> list[Violation]:
        found = self._phone_explained(
            check_create_booking(self._wire(_CHECKING_ID), self._today(), self.choice.flags)
        )
        seats = self.choice.seats_left
        if seats < self.qty:
            left = (
                BOOKING_FLOW.tr("It is sold out.")
                if seats <= 0
                else BOOKING_FLOW.tr("Only %n seat(s) are left.", "", seats)
            )
            found.append(Violation("qty", left))
        breakdown = self.breakdown()
        if isinstance(breakdown, BoatBreakdown):
            found += [
                Violation(
                    f"passengers[{i}].age",
                    BOOKING_FLOW.tr("This departure has no fare for this passenger."),
                )
                for i, (fare, entry) in enumerate(
                    zip(breakdown.fares, self._passengers, strict=True)
                )
                if fare is None and entry.priceable
            ]
        found += [Violation(field, text) for field, text in self._business_errors().items()]
        if self.choice.module is Module.BOAT:
            found += self._aadhaar_violations()
        return found

    def _wire(self, request_id: str) -> dict[str, Any]:
        body: dict[str, Any] = {
            "request_id": request_id,
            "module_type": self.choice.module.value,
            "qty": self.qty,
            "travel_date": self.choice.travel_date.isoformat(),
            **self._customer.to_wire(),
            **self.choice.ids,
        }
        if self.choice.module is Module.BOAT:
            body["passengers"] = [p.to_wire() for p in self._passengers]
        return body

    # --- money -------------------------------------------------------------------------------

    def breakdown(self) -> Breakdown:
        """The price as it stands (BOAT: of the passengers priced so far)."""
        found, gst_percentage = self.choice.found, self.choice.gst_percentage
        if isinstance(found, ActivityAvailability):
            return activity_breakdown(found, gst_percentage, self._qty)
        return boat_breakdown(found, gst_percentage, self._passengers)

    def payment(self) -> DebitSplit | None:
        """How the wallet would pay the total now (None before a wallet balance is given)."""
        if self._wallet is None:
            return None
        return plan_payment(self.breakdown().total, self._wallet)

    # --- review ------------------------------------------------------------------------------

    def review(self) -> Review:
        """The sale checked and priced, with its request; the same one until the next edit.

        Raises ``RequestRejected`` (with every field's message) while something is wrong.
        Checks every scan: for a large BOAT booking, call it off the event loop.
        """
        if self._review is None:
            violations = self._violations()
            if violations:
                raise rejection(violations, None)
            request = CreateBookingRequest.model_validate(self._wire(new_request_id()))
            self._review = Review(
                request=request,
                breakdown=self.breakdown(),
                payment=self.payment(),
                product=self.choice.product,
                flags=self.choice.flags,
                agent=None if self._wallet is None else agent_of(self._wallet),
            )
        return self._review

    @property
    def current_review(self) -> Review | None:
        """The review made since the last edit, if any (``review()`` makes one)."""
        return self._review

    def discard_review(self) -> None:
        """Forget the review: its request_id was refused for good, so the next needs a new one."""
        self._review = None

    def mark_sent(self, request_id: str) -> None:
        """Note that a request of this sale went out (its outcome may have to be checked)."""
        if request_id not in self.sent_request_ids:
            self.sent_request_ids.append(request_id)

    def mark_booked(self, result: BookingResult) -> None:
        """The sale is booked: no more edits."""
        self.result = result
