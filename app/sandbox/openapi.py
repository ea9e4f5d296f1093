"""The OpenAPI 3.1 document served at ``/openapi.json``.

Request and response schemas both come from the client's wire models (``app.api.models``), so
the client and the sandbox describe the same thing; a request model's fields carry the limits of
``app.domain`` and are exactly as strict as the sandbox's validation where JSON Schema can say it
(the rest, such as the identity-document rules, is answered 400).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from app.api import models
from app.api.codes import ErrorCode
from app.api.wire_schema import FROM_SERVICE_DAY, ID_SCHEMA, RequestJsonSchema, WireJsonSchema
from app.domain.environment import ENVIRONMENT_HEADER, ServiceEnvironment
from app.domain.limits import CONTENT_LIMIT_MAX, CONTENT_LIMIT_MIN
from app.domain.modules import MODULE_VALUES
from app.sandbox.intake import JSON_CONTENT_TYPE

REF = "#/components/schemas/{model}"
_MODULES = sorted(MODULE_VALUES)


def dates_from(today: dt.date) -> str:
    """A pattern of the YYYY-MM-DD texts not earlier than ``today`` (JSON Schema has no minimum
    for a date; ``format: date`` beside it keeps out the days no calendar has).

    Fixed-width digits sort as text: a later day shares a prefix with ``today`` and then has a
    greater digit, and anything may follow.
    """
    text = today.isoformat()
    later = [text]
    for position, char in enumerate(text):
        if char.isdigit() and char != "9":
            rest = re.sub("[0-9]", "[0-9]", text[position + 1 :])
            later.append(f"{text[:position]}[{int(char) + 1}-9]{rest}")
    return "^(" + "|".join(later) + ")$"


def _from_service_day(schemas: dict[str, Any], today: dt.date) -> None:
    # A date a model marks FROM_SERVICE_DAY is written as the pattern of today's and later dates.
    for schema in schemas.values():
        for field in schema.get("properties", {}).values():
            if field.pop(FROM_SERVICE_DAY, False):
                field["pattern"] = dates_from(today)


ERROR_BODY = {
    "type": "object",
    "required": ["status", "code", "message", "request_id"],
    "properties": {
        "status": {"const": "ERROR"},
        "code": {"type": "string", "pattern": "^[A-Z][A-Z_]*$"},
        "message": {"type": "string"},
        "request_id": {"type": ["string", "null"]},
        "errors": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["field", "message"],
                "properties": {"field": {"type": "string"}, "message": {"type": "string"}},
            },
        },
    },
}

REQUEST_MODELS: tuple[type[BaseModel], ...] = (
    models.CreateBookingRequest,
    models.CancelRequest,
    models.BookingStatusRequest,
    models.WalletBalanceRequest,
)

RESPONSE_MODELS: tuple[type[BaseModel], ...] = (
    models.ActivityContentResult,
    models.BoatContentResult,
    models.ActivitySearchResult,
    models.BoatSearchResult,
    models.BookingResult,
    models.CancelQuoteResult,
    models.CancelResult,
    models.WalletResult,
    models.BookingStatusResult,
)


def error_text(status: int) -> str:
    """The description of an error status: each code answered with it and when, a line each."""
    return "\n".join(f"{code}: {code.when}" for code in ErrorCode.of_status(status))


def _model_name(model: type[BaseModel]) -> str:
    return model.__name__.replace("[", "_").replace("]", "_")


def _component_schemas(today: dt.date) -> dict[str, Any]:
    _, answers = models_json_schema(
        [(m, "validation") for m in RESPONSE_MODELS],
        ref_template=REF,
        schema_generator=WireJsonSchema,
    )
    _, requests = models_json_schema(
        [(m, "validation") for m in REQUEST_MODELS],
        ref_template=REF,
        schema_generator=RequestJsonSchema,
    )
    asked: dict[str, Any] = requests.get("$defs", {})
    _from_service_day(asked, today)
    return {**answers.get("$defs", {}), **asked, "ErrorBody": ERROR_BODY}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": REF.format(model=name)}


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"application/json": {"schema": schema}}


# On every answer of the sandbox, whatever its status; the real service never sends it.
ANNOUNCED = {
    ENVIRONMENT_HEADER: {
        "description": "Always `sandbox`: this service is a sandbox (training), not the live one",
        "required": True,
        "schema": {"const": ServiceEnvironment.SANDBOX.value},
    }
}


def _responses(success: int, result: dict[str, Any], errors: list[int]) -> dict[str, Any]:
    replay = {
        "Idempotent-Replayed": {
            "description": "true when this is the stored answer to an earlier identical request",
            "schema": {"const": "true"},
        }
    }
    responses: dict[str, Any] = {
        str(success): {
            "description": "Success",
            "content": _json(result),
            "headers": {**replay, **ANNOUNCED},
        }
    }
    for status in errors:
        response: dict[str, Any] = {
            "description": error_text(status),
            "content": _json(_ref("ErrorBody")),
            "headers": dict(ANNOUNCED),
        }
        if status == 405:
            response["headers"] |= {
                "Allow": {"description": "The method to use", "schema": {"type": "string"}}
            }
        if status == 429:
            response["headers"] |= {
                "Retry-After": {
                    "description": "Seconds to wait before the next request",
                    "schema": {"type": "integer", "minimum": 1},
                }
            }
        responses[str(status)] = response
    return responses


_GATE_ERRORS = [400, 401, 403, 405, 415, 429]


def _get(
    operation: str, summary: str, parameters: list[dict[str, Any]], result: dict[str, Any]
) -> dict[str, Any]:
    return {
        "get": {
            "operationId": operation,
            "summary": summary,
            "parameters": parameters,
            "responses": _responses(200, result, [*_GATE_ERRORS, 404, 503]),
        }
    }


def _post(
    operation: str,
    summary: str,
    body: str,
    success: int,
    result: dict[str, Any],
    errors: list[int],
) -> dict[str, Any]:
    return {
        "post": {
            "operationId": operation,
            "summary": summary,
            "requestBody": {
                "required": True,
                "content": {JSON_CONTENT_TYPE: {"schema": _ref(body)}},
            },
            "responses": _responses(success, result, sorted({*_GATE_ERRORS, 408, 413, *errors})),
        }
    }


def _query(name: str, schema: dict[str, Any], required: bool, text: str) -> dict[str, Any]:
    return {
        "name": name,
        "in": "query",
        "required": required,
        "schema": schema,
        "description": text,
    }


def _one_of(*names: str) -> dict[str, Any]:
    return {"anyOf": [_ref(name) for name in names]}


def openapi_document(today: dt.date) -> dict[str, Any]:
    """The whole OpenAPI 3.1 document of the six endpoints on the service's day ``today``."""
    module = _query("module", {"enum": _MODULES}, True, "ACTIVITY or BOAT")
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Counterdesk sandbox of the partner interface",
            "version": "1",
            "description": "Every request carries X-API-KEY, and every POST Content-Type: "
            f"{JSON_CONTENT_TYPE}; a GET may leave Content-Type out, and one it sends must be that "
            "(else 415). Money is a JSON number with two decimals. "
            f"Every response, errors included, carries {ENVIRONMENT_HEADER}: sandbox.",
        },
        "components": {
            "schemas": _component_schemas(today),
            "securitySchemes": {"ApiKey": {"type": "apiKey", "in": "header", "name": "X-API-KEY"}},
        },
        "security": [{"ApiKey": []}],
        "paths": {
            "/api/content.php": _get(
                "content",
                "Catalogue of a module",
                [
                    module,
                    _query(
                        "travel_date",
                        {"type": "string", "format": "date"},
                        False,
                        "YYYY-MM-DD; required for BOAT, optional for ACTIVITY (catalogue variant)",
                    ),
                    _query(
                        "limit",
                        {
                            "type": "integer",
                            "minimum": CONTENT_LIMIT_MIN,
                            "maximum": CONTENT_LIMIT_MAX,
                        },
                        False,
                        "items to list (default 500)",
                    ),
                ],
                _one_of(
                    _model_name(models.ActivityContentResult),
                    _model_name(models.BoatContentResult),
                ),
            ),
            "/api/search_availability.php": _get(
                "search_availability",
                "Live availability of a date",
                [
                    module,
                    _query("date", {"type": "string", "format": "date"}, True, "YYYY-MM-DD"),
                    _query("activity_id", ID_SCHEMA, False, "restricts an ACTIVITY search"),
                ],
                _one_of(
                    _model_name(models.ActivitySearchResult),
                    _model_name(models.BoatSearchResult),
                ),
            ),
            "/api/create_booking.php": _post(
                "create_booking",
                "Book and settle from the wallet",
                "CreateBookingRequest",
                201,
                _ref("BookingResult"),
                [402, 404, 409, 503],
            ),
            "/api/cancel_booking.php": _post(
                "cancel_booking",
                "Quote or confirm a cancellation",
                "CancelRequest",
                200,
                _one_of("CancelQuoteResult", "CancelResult"),
                [404, 409, 503],
            ),
            "/api/wallet_balance.php": _post(
                "wallet_balance",
                "Wallet balance and latest journals",
                "WalletBalanceRequest",
                200,
                _ref("WalletResult"),
                [409],
            ),
            "/api/booking_status.php": _post(
                "booking_status",
                "Status of one booking",
                "BookingStatusRequest",
                200,
                _ref("BookingStatusResult"),
                [404, 409, 503],
            ),
        },
    }
