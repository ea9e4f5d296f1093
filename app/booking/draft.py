"""A sale in progress as a draft: what was chosen and typed, so that nothing typed is lost.

The draft is plain JSON (the choice as the service sent it, the customer, the seats or the
passengers) plus each passenger's scan as its data URI, kept apart: the journal stores scans as
files, not in its database. ``restore`` gives back a flow that is the sale as it was typed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.api.models import (
    ActivityAvailability,
    ActivityContentItem,
    BoatAvailability,
    BoatContentItem,
)
from app.booking.choice import Choice
from app.booking.customer_language import CustomerLanguage
from app.booking.flow import BookingFlow, Customer
from app.booking.passengers import PassengerEntry
from app.domain.modules import Module
from app.i18n import Catalogue

BOOKING_DRAFT = Catalogue("BOOKING_DRAFT")

DRAFT_VERSION = 1
_ENTRY_FIELDS = tuple(
    field.name for field in dataclasses.fields(PassengerEntry) if field.name != "id_proof_file"
)


class DraftUnreadable(ValueError):
    """A stored draft that this app cannot turn back into a sale (it is discarded)."""


@dataclass(frozen=True, slots=True)
class Draft:
    """A sale in progress: ``body`` is JSON-ready, ``scans`` maps passenger row -> data URI."""

    body: dict[str, Any]
    scans: dict[int, str]

    @property
    def summary(self) -> str:
        """``Asha Rao · North Bay Harbour Cruise, … · 3 passengers`` for the offer to restore."""
        name = self._customer_name or BOOKING_DRAFT.tr("no customer yet")
        count = int(self.body.get("qty", 1))
        seats = (
            BOOKING_DRAFT.tr("%n passenger(s)", "", count)
            if self.body.get("module") == "BOAT"
            else BOOKING_DRAFT.tr("%n seat(s)", "", count)
        )
        return f"{name} · {self.body.get('product', '')} · {seats}"

    @property
    def sent(self) -> bool:
        """Whether the sale was ever sent to the service; a draft kept before this was recorded
        counts as sent (its discard keeps asking for the supervisor)."""
        return bool(self.body.get("sent", True))

    @property
    def kept(self) -> dict[str, Any]:
        """What the agency store is told of a draft kept at a counter: the summary, customer's
        name, trip, its date and seats; never a passenger, a passport number or a scan."""
        try:
            trip_date = _choice(str(self.body["module"]), self.body["choice"]).travel_date
        except (KeyError, TypeError, ValueError):
            trip_date = None
        return {
            "summary": self.summary,
            "customer_name": self._customer_name or None,
            "module": self.body.get("module"),
            "product": self.body.get("product"),
            "trip_date": None if trip_date is None else trip_date.isoformat(),
            "seats": int(self.body.get("qty", 1)),
        }

    @property
    def _customer_name(self) -> str:
        return str(self.body.get("customer", {}).get("name", "")).strip()


def has_work(flow: BookingFlow) -> bool:
    """Whether anything was typed for the sale (a sale just opened is not worth keeping)."""
    if flow.result is not None:
        return False
    typed = any(text.strip() for text in dataclasses.astuple(flow.customer))
    blank = PassengerEntry()
    return typed or flow.qty != 1 or any(entry != blank for entry in flow.passengers)


def _choice_json(choice: Choice) -> dict[str, Any]:
    item, row = (
        part.model_dump(mode="json", by_alias=True) for part in (choice.item, choice.found)
    )
    return {"item": item, "row": row}


def draft_of(flow: BookingFlow) -> Draft:
    """The draft of ``flow`` as it stands."""
    choice = flow.choice
    passengers = [
        {name: getattr(entry, name) for name in _ENTRY_FIELDS} for entry in flow.passengers
    ]
    scans = {
        row: entry.id_proof_file
        for row, entry in enumerate(flow.passengers)
        if entry.id_proof_file is not None
    }
    body = {
        "version": DRAFT_VERSION,
        "module": choice.module.value,
        "product": choice.product,
        "choice": _choice_json(choice),
        "customer": dataclasses.asdict(flow.customer),
        "customer_language": dataclasses.asdict(flow.language),
        "qty": flow.qty,
        "passengers": passengers,
        "sent": flow.ever_sent,
    }
    return Draft(body=body, scans=scans)


def _choice(module: str, data: Mapping[str, Any]) -> Choice:
    if module == "ACTIVITY":
        return Choice.of_activity(
            ActivityContentItem.model_validate(data["item"]),
            ActivityAvailability.model_validate(data["row"]),
        )
    return Choice.of_boat(
        BoatContentItem.model_validate(data["item"]),
        BoatAvailability.model_validate(data["row"]),
    )


def restore(draft: Draft) -> BookingFlow:
    """The sale the draft holds, as typed (scans back on their passengers).

    Raises ``DraftUnreadable`` for a draft of another version or one that does not parse.
    """
    body = draft.body
    if body.get("version") != DRAFT_VERSION:
        raise DraftUnreadable(f"draft version {body.get('version')!r}")
    try:
        flow = BookingFlow(_choice(str(body["module"]), body["choice"]))
        flow.set_customer(**dataclasses.asdict(Customer(**body["customer"])))
        # A draft kept before the customer's language was: the counter's applies.
        flow.language = CustomerLanguage(**body.get("customer_language", {}))
        if flow.choice.module is Module.BOAT and body["passengers"]:
            flow.set_qty(0)
            for row, passenger in enumerate(body["passengers"]):
                flow.add_passenger(PassengerEntry(**passenger, id_proof_file=draft.scans.get(row)))
        else:
            flow.set_qty(int(body["qty"]))
    except (KeyError, TypeError, ValueError) as error:
        raise DraftUnreadable(str(error)) from error
    flow.sent_before = draft.sent
    return flow
