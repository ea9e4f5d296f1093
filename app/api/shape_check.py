"""A request body held against its wire model: fields it does not define, and of a wrong type.

The request models are the one declaration of each request's fields and their types; a body the
client builds cannot break them (it is one of the models), and a body the service receives is
checked here as well as by its rules (``app.domain.requests``): a field the model does not define
is refused by name, so that a price, a debit or an agent can never be set by the caller, and a
field the rules do not know of yet (a new one) is still refused when it is not of its type.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from app.domain import fields
from app.domain.modules import MODULE_VALUES, Module
from app.domain.requests import CANCEL_BOOKING_MODULE_FIELDS, CREATE_BOOKING_MODULE_FIELDS
from app.domain.violations import Violation

if TYPE_CHECKING:
    pass


def _per_module(model: type[BaseModel]) -> Mapping[Module, frozenset[str]] | None:
    """Each module's own fields, for a request whose fields depend on the module (a field of
    the other module is refused too); None for any other request."""
    # The sale's models are imported when a body is checked: the client imports this module
    # for ``wire_path``, and the start lists the catalogue without them (tests/perf/README.md).
    from app.api.models import CancelRequest, CreateBookingRequest

    if model is CreateBookingRequest:
        return CREATE_BOOKING_MODULE_FIELDS
    if model is CancelRequest:
        return CANCEL_BOOKING_MODULE_FIELDS
    return None


def wire_fields(model: type[BaseModel]) -> frozenset[str]:
    """The names ``model`` has on the wire (a field's alias where it has one)."""
    return frozenset(info.alias or name for name, info in model.model_fields.items())


def _known(model: type[BaseModel], body: Mapping[str, Any]) -> frozenset[str]:
    """The fields a body of ``model`` may carry: all of them, less the other module's."""
    every = wire_fields(model)
    per_module = _per_module(model)
    module = body.get("module_type")
    if per_module is None or not (isinstance(module, str) and module in MODULE_VALUES):
        return every
    others = frozenset().union(*(own for key, own in per_module.items() if key != module))
    return every - others


def unknown_fields(model: type[BaseModel], body: Mapping[str, Any]) -> list[Violation]:
    """One violation per field of ``body`` (and of each BOAT passenger) that ``model`` does not
    define for the body's module."""
    from app.api.models import CreateBookingRequest, Passenger

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


def wire_path(loc: tuple[int | str, ...]) -> str:
    """A pydantic error's location as the interface names a field: ``passengers[1].age``."""
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def _type_violations(model: type[BaseModel], body: Mapping[str, Any]) -> list[Violation]:
    """The fields of ``body`` missing from, or of a type not taken by, ``model`` (unknown fields
    are named by ``unknown_fields``, with the module's own in mind)."""
    try:
        model.model_validate(body)
    except ValidationError as invalid:
        return [
            Violation(wire_path(error["loc"]), error["msg"])
            for error in invalid.errors(include_url=False)
            if error["type"] != "extra_forbidden"
        ]
    return []


def checked(
    model: type[BaseModel], body: Mapping[str, Any], rules: list[Violation]
) -> list[Violation]:
    """Everything wrong with ``body`` as a ``model``: its unknown fields, the violations of its
    ``rules``, then what the model's types refuse of a field neither has named."""
    found = unknown_fields(model, body) + rules
    named = {violation.field for violation in found}
    return found + [v for v in _type_violations(model, body) if v.field not in named]
