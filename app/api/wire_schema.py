"""JSON Schema of the wire models as the wire carries them, for the OpenAPI document.

pydantic describes a ``Decimal`` as text (or text-or-number) and writes its defaults as text, and
a ``time`` with the JSON Schema ``time`` format, which requires a UTC offset. On the wire every
Decimal is a JSON number (``1234.50``) and a time of day is ``HH:MM:SS`` without an offset.

A request model's field states its wire constraints with ``WithJsonSchema`` (the helpers below):
they describe the body the service accepts, while the client's own check stays the domain's rule
(``app.domain.requests``), so a model built by the client never fails where the rule would speak.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from decimal import Decimal
from typing import Any

from pydantic import WithJsonSchema
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

from app.domain.fields import OPTIONAL_TEXT_PATTERN, TEXT_PATTERN
from app.domain.limits import ID_MAX
from app.domain.modules import Module

TIME_OF_DAY_PATTERN = "^[0-9]{2}:[0-9]{2}:[0-9]{2}$"
# Marks a date that may not be earlier than the service's day: the document fills in the pattern
# of that day's dates (it changes every day, the model does not).
FROM_SERVICE_DAY = "x-from-service-day"
ID_SCHEMA: dict[str, Any] = {"type": "integer", "minimum": 1, "maximum": ID_MAX}


def wire(schema: Mapping[str, Any], description: str | None = None) -> WithJsonSchema:
    """The field's JSON Schema on the wire is ``schema`` (with ``description``)."""
    described = {**schema, "description": description} if description else dict(schema)
    return WithJsonSchema(described)


def text_schema(max_length: int | None = None) -> dict[str, Any]:
    """Required text: something besides spaces, no control character, at most ``max_length``."""
    schema: dict[str, Any] = {"type": "string", "minLength": 1, "pattern": TEXT_PATTERN}
    if max_length is not None:
        schema["maxLength"] = max_length
    return schema


def optional_text_schema(max_length: int | None = None) -> dict[str, Any]:
    """Text that may be null or left out; when given, no control character."""
    schema: dict[str, Any] = {"type": ["string", "null"], "pattern": OPTIONAL_TEXT_PATTERN}
    if max_length is not None:
        schema["maxLength"] = max_length
    return schema


def per_module(fields: Mapping[Module, Collection[str]]) -> dict[str, Any]:
    """A request model's ``allOf``: a body of a module requires that module's own fields and
    refuses every other module's (``fields``: module -> its own fields)."""
    return {
        "allOf": [
            {
                "if": {
                    "properties": {"module_type": {"const": module.value}},
                    "required": ["module_type"],
                },
                "then": {
                    "required": sorted(own),
                    "properties": {
                        name: False
                        for other, names in sorted(fields.items())
                        if other != module
                        for name in sorted(names)
                    },
                },
            }
            for module, own in sorted(fields.items())
        ]
    }


class WireJsonSchema(GenerateJsonSchema):
    """Schema generator for the wire models: Decimals and their defaults are JSON numbers."""

    def decimal_schema(self, schema: core_schema.DecimalSchema) -> JsonSchemaValue:
        """A JSON number, with the Decimal's bounds if it has any."""
        bounds: dict[str, Any] = dict(schema)
        number: JsonSchemaValue = {"type": "number"}
        for key, keyword in self.ValidationsMapping.numeric.items():
            if key in bounds:
                number[keyword] = _json_number(bounds[key])
        return number

    def time_schema(self, schema: core_schema.TimeSchema) -> JsonSchemaValue:
        """A time of day as the wire writes it: ``HH:MM:SS``."""
        return {"type": "string", "pattern": TIME_OF_DAY_PATTERN}

    def encode_default(self, dft: Any) -> Any:
        """Decimals become JSON numbers; anything else is encoded as pydantic does."""
        if isinstance(dft, Decimal):
            return _json_number(dft)
        return super().encode_default(dft)


def _json_number(value: Decimal) -> float:
    # A schema is plain JSON, which has no Decimal; the defaults and bounds of wire models are
    # round figures such as 0.00, which a float holds exactly.
    return float(value)


class RequestJsonSchema(WireJsonSchema):
    """Schema generator for the request models: the body as the service accepts it.

    A field the client fills in when it is not given (``request_id``) is required on the wire;
    None means "left out", never a JSON null, unless the field's own schema admits null; the
    schema carries no defaults and no field titles.
    """

    def field_is_required(
        self,
        field: core_schema.ModelField | core_schema.DataclassField | core_schema.TypedDictField,
        total: bool,
    ) -> bool:
        """Required unless the field has a fixed default (a default factory fills a required
        field)."""
        inner = field["schema"]
        return inner["type"] != "default" or "default_factory" in inner

    def default_schema(self, schema: core_schema.WithDefaultSchema) -> JsonSchemaValue:
        """The field's schema without its default (the wire has no defaults)."""
        return self.generate_inner(schema["schema"])

    def nullable_schema(self, schema: core_schema.NullableSchema) -> JsonSchemaValue:
        """The inner schema: the client leaves a None out of the body rather than send null."""
        return self.generate_inner(schema["schema"])

    def field_title_should_be_set(self, schema: Any) -> bool:
        """No field titles: the wire names say it."""
        return False
