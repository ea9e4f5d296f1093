"""Validation of every request of the partner interface (docs/partner-interface.md §3 to §11).

Each function takes the wire mapping (as sent or received) and returns every violation of the
request's rules, so the client refuses before sending and the sandbox refuses with the same words.
Which fields a request has is declared by its wire model alone (``app.api.models``): the client
cannot build others, and the sandbox refuses them by name (``app.api.shape_check``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from app.domain import fields
from app.domain.identity import (
    NO_FLAGS,
    PASSPORT,
    Gender,
    IdentityFlags,
    check_passenger_identity,
    is_foreign,
)
from app.domain.limits import (
    CONTENT_LIMIT_MAX,
    CONTENT_LIMIT_MIN,
    CUSTOMER_NAME_MAX,
    EMAIL_MAX,
    EMAIL_PATTERN,
    ID_MAX,
    PHONE_PATTERN,
    QTY_MAX,
    QTY_MIN,
)
from app.domain.modules import MODULE_VALUES, Module
from app.domain.names import latin_only, mixed_word, reads_as_latin
from app.domain.violations import IDENTITY_DOCUMENT_REQUIRED, TRAVEL_DATE_IN_PAST, Violation
from app.i18n import Catalogue

DOMAIN_REQUESTS = Catalogue("DOMAIN_REQUESTS")

PAX_GENDERS = frozenset(Gender)
AGE_MAX = 120
TRAVELER_NAME_MAX = 100
NATIONALITY_MAX = 50
ID_NUMBER_MAX = 50
BOOKING_REF_MAX = 20
CANCEL_ACTIONS = frozenset({"QUOTE", "CONFIRM"})

# The fields each request defines are its model's (``app.api.models``); each module adds its own,
# and the service refuses a field of the other module like an unknown one
# (``app.api.shape_check``).
CREATE_BOOKING_MODULE_FIELDS = {
    Module.ACTIVITY: frozenset({"availability_id", "slot_id"}),
    Module.BOAT: frozenset({"schedule_id", "passengers"}),
}
CANCEL_BOOKING_MODULE_FIELDS = {
    Module.ACTIVITY: frozenset({"qty"}),
    Module.BOAT: frozenset({"passenger_ids"}),
}


def _is_id(value: object) -> bool:
    return isinstance(value, int) and fields.is_int(value) and 1 <= value <= ID_MAX


def check_customer(body: Mapping[str, Any]) -> list[Violation]:
    """Customer name (<= 100), e-mail (generic format) and phone (8 to 15 digits)."""
    return fields.keep(
        fields.required_name(body, "customer_name", max_len=CUSTOMER_NAME_MAX),
        fields.required_text(
            body,
            "customer_email",
            max_len=EMAIL_MAX,
            pattern=EMAIL_PATTERN,
            hint=DOMAIN_REQUESTS.tr("write it like name@example.com"),
        ),
        fields.required_text(
            body,
            "customer_phone",
            pattern=PHONE_PATTERN,
            hint=DOMAIN_REQUESTS.tr("8 to 15 digits, no spaces, no +"),
        ),
    )


def check_travel_date(body: Mapping[str, Any], today: dt.date) -> list[Violation]:
    """``travel_date`` is a date not earlier than the service's today."""
    travel_date, problem = fields.required_date(body, "travel_date")
    if problem:
        return [problem]
    if travel_date is not None and travel_date < today:
        return [
            Violation(
                "travel_date",
                DOMAIN_REQUESTS.tr("Travel date is in the past (today is {today}).").format(
                    today=today
                ),
                TRAVEL_DATE_IN_PAST,
            )
        ]
    return []


def check_passenger(
    passenger: object, index: int, flags: IdentityFlags = NO_FLAGS
) -> list[Violation]:
    """One BOAT passenger: name, age, gender, nationality and its identity documents."""
    path = f"passengers[{index}]"
    if not isinstance(passenger, Mapping):
        return [Violation(path, DOMAIN_REQUESTS.tr("Each passenger must be an object."))]
    found = fields.keep(
        fields.required_name(
            passenger, "traveler_name", max_len=TRAVELER_NAME_MAX, path=f"{path}.traveler_name"
        ),
        fields.required_choice(passenger, "pax_gender", PAX_GENDERS, path=f"{path}.pax_gender"),
        fields.required_text(
            passenger, "nationality", max_len=NATIONALITY_MAX, path=f"{path}.nationality"
        ),
    )
    found += fields.keep(
        _name_scripts(passenger, f"{path}.traveler_name"),
        fields.optional_text(passenger, "id_type", f"{path}.id_type"),
        fields.optional_text(passenger, "id_number", f"{path}.id_number"),
    )
    age = passenger.get("age")
    if not (isinstance(age, int) and fields.is_int(age) and 0 <= age <= AGE_MAX):
        found.append(
            Violation(
                f"{path}.age",
                DOMAIN_REQUESTS.tr("Age must be a whole number from 0 to {most}.").format(
                    most=AGE_MAX
                ),
            )
        )
    number = passenger.get("id_number")
    if isinstance(number, str) and len(number) > ID_NUMBER_MAX:
        found.append(
            Violation(
                f"{path}.id_number",
                DOMAIN_REQUESTS.tr("ID number is at most {most} characters.").format(
                    most=ID_NUMBER_MAX
                ),
                IDENTITY_DOCUMENT_REQUIRED,
            )
        )
    found.extend(check_passenger_identity(passenger, path, flags))
    return found


def _name_scripts(passenger: Mapping[str, Any], path: str) -> Violation | None:
    """A passenger's name has no word mixing scripts (a Cyrillic "а" in a Latin name), and is
    in Latin letters when it must match a passport's MRZ."""
    name = passenger.get("traveler_name")
    if not isinstance(name, str):
        return None  # required_name has said what is wrong with it
    word = mixed_word(name)
    if word is not None and reads_as_latin(word):
        return Violation(
            path,
            DOMAIN_REQUESTS.tr(
                "The word “{word}” is typed in letters of another alphabet that only look Latin "
                "(such as Cyrillic or Greek); retype it in Latin letters."
            ).format(word=word),
        )
    if word is not None:
        return Violation(
            path,
            DOMAIN_REQUESTS.tr(
                "The word “{word}” mixes letters of different alphabets (such as a Cyrillic or "
                "Greek letter that looks Latin); retype it in one alphabet."
            ).format(word=word),
        )
    passport = passenger.get("id_type") == PASSPORT or is_foreign(passenger.get("nationality"))
    if passport and not latin_only(name):
        return Violation(
            path,
            DOMAIN_REQUESTS.tr(
                "A name on a passport must be typed in Latin letters, as in the passport's "
                "machine-readable lines."
            ),
        )
    return None


def check_create_booking(
    body: Mapping[str, Any], today: dt.date, flags: IdentityFlags = NO_FLAGS
) -> list[Violation]:
    """Every rule of create_booking (docs/partner-interface.md §5); ``flags``: the BOAT trip's."""
    found = fields.keep(
        fields.request_id(body),
        fields.required_choice(body, "module_type", MODULE_VALUES),
        fields.required_int(body, "qty", QTY_MIN, QTY_MAX),
    )
    module = body.get("module_type")
    found += check_travel_date(body, today)
    found += check_customer(body)
    if module == Module.ACTIVITY:
        found += fields.keep(
            fields.required_int(body, "availability_id", 1, ID_MAX),
            fields.required_int(body, "slot_id", 1, ID_MAX),
        )
    elif module == Module.BOAT:
        found += fields.keep(fields.required_int(body, "schedule_id", 1, ID_MAX))
        found += _check_passengers(body, flags)
    return found


def _check_passengers(body: Mapping[str, Any], flags: IdentityFlags) -> list[Violation]:
    passengers = body.get("passengers")
    if not isinstance(passengers, list):
        return [
            Violation(
                "passengers", DOMAIN_REQUESTS.tr("A boat booking needs the list of passengers.")
            )
        ]
    found: list[Violation] = []
    qty = body.get("qty")
    if fields.is_int(qty) and len(passengers) != qty:
        found.append(
            Violation(
                "passengers",
                DOMAIN_REQUESTS.tr(
                    "There are {count} passengers but the quantity is {qty}."
                ).format(count=len(passengers), qty=qty),
            )
        )
    for index, passenger in enumerate(passengers):
        found += check_passenger(passenger, index, flags)
    return found


def check_cancel_booking(body: Mapping[str, Any]) -> list[Violation]:
    """cancel_booking: action QUOTE or CONFIRM, qty (ACTIVITY) or passenger_ids (BOAT)."""
    found = fields.keep(
        fields.request_id(body),
        fields.required_text(body, "booking_ref", max_len=BOOKING_REF_MAX),
        fields.required_choice(body, "module_type", MODULE_VALUES),
        fields.required_choice(body, "action", CANCEL_ACTIONS),
    )
    module = body.get("module_type")
    if module == Module.ACTIVITY:
        found += fields.keep(fields.required_int(body, "qty", QTY_MIN, QTY_MAX))
    elif module == Module.BOAT:
        ids = body.get("passenger_ids")
        if not isinstance(ids, list) or not ids:
            found.append(
                Violation(
                    "passenger_ids", DOMAIN_REQUESTS.tr("Choose at least one passenger to cancel.")
                )
            )
        elif not all(_is_id(i) for i in ids) or len(set(ids)) != len(ids):
            found.append(
                Violation(
                    "passenger_ids", DOMAIN_REQUESTS.tr("Passenger ids must be distinct numbers.")
                )
            )
    return found


def check_booking_status(body: Mapping[str, Any]) -> list[Violation]:
    """booking_status: request_id, booking_ref and module_type."""
    return fields.keep(
        fields.request_id(body),
        fields.required_text(body, "booking_ref", max_len=BOOKING_REF_MAX),
        fields.required_choice(body, "module_type", MODULE_VALUES),
    )


def check_wallet_balance(body: Mapping[str, Any]) -> list[Violation]:
    """wallet_balance: only the request_id."""
    return fields.keep(fields.request_id(body))


def check_content_query(query: Mapping[str, Any]) -> list[Violation]:
    """content: module, travel_date (YYYY-MM-DD; optional for ACTIVITY) and limit 1..500."""
    found = fields.keep(fields.required_choice(query, "module", MODULE_VALUES))
    if query.get("travel_date") is not None or query.get("module") != Module.ACTIVITY:
        found += fields.keep(fields.required_date(query, "travel_date")[1])
    if query.get("limit") is not None:
        found += fields.keep(
            fields.required_int(query, "limit", CONTENT_LIMIT_MIN, CONTENT_LIMIT_MAX)
        )
    return found


def check_search_query(query: Mapping[str, Any]) -> list[Violation]:
    """search_availability: module, date, and an optional activity_id."""
    found = fields.keep(
        fields.required_choice(query, "module", MODULE_VALUES),
        fields.required_date(query, "date")[1],
    )
    if query.get("activity_id") is not None:
        found += fields.keep(fields.required_int(query, "activity_id", 1, ID_MAX))
    return found
