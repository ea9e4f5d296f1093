"""The fields a request may carry, read from its wire model: the service refuses any other by name.

The request models are the one declaration of each request's fields; a body the client builds
cannot carry another (the models forbid extras), and a body the service receives is checked here
before its rules (``app.domain.requests``) are, so that a price, a debit or an agent can never be
set by the caller.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from app.api.models import CancelRequest, CreateBookingRequest, Passenger
from app.domain import fields
from app.domain.modules import MODULE_VALUES, Module
from app.domain.requests import CANCEL_BOOKING_MODULE_FIELDS, CREATE_BOOKING_MODULE_FIELDS
from app.domain.violations import Violation

# The requests whose fields depend on the module: a field of the other module is refused too.
_PER_MODULE: dict[type[BaseModel], Mapping[Module, frozenset[str]]] = {
    CreateBookingRequest: CREATE_BOOKING_MODULE_FIELDS,
    CancelRequest: CANCEL_BOOKING_MODULE_FIELDS,
}


def wire_fields(model: type[BaseModel]) -> frozenset[str]:
    """The names ``model`` has on the wire (a field's alias where it has one)."""
    return frozenset(info.alias or name for name, info in model.model_fields.items())


def _known(model: type[BaseModel], body: Mapping[str, Any]) -> frozenset[str]:
    """The fields a body of ``model`` may carry: all of them, less the other module's."""
    every = wire_fields(model)
    per_module = _PER_MODULE.get(model)
    module = body.get("module_type")
    if per_module is None or not (isinstance(module, str) and module in MODULE_VALUES):
        return every
    others = frozenset().union(*(own for key, own in per_module.items() if key != module))
    return every - others


def unknown_fields(model: type[BaseModel], body: Mapping[str, Any]) -> list[Violation]:
    """One violation per field of ``body`` (and of each BOAT passenger) that ``model`` does not
    define for the body's module."""
    found = fields.unknown_fields(body, _known(model, body))
    passengers = body.get("passengers")
    if (
        model is CreateBookingRequest
        and body.get("module_type") == Module.BOAT
        and isinstance(passengers, list)
    ):
        for index, passenger in enumerate(passengers):
            if isinstance(passenger, Mapping):
                found += fields.unknown_fields(
                    passenger, wire_fields(Passenger), f"passengers[{index}]."
                )
    return found
