"""JSON Schema of the wire models as the wire carries them, for the OpenAPI document.

pydantic describes a ``Decimal`` as text (or text-or-number) and writes its defaults as text, and
a ``time`` with the JSON Schema ``time`` format, which requires a UTC offset. On the wire every
Decimal is a JSON number (``1234.50``) and a time of day is ``HH:MM:SS`` without an offset.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

TIME_OF_DAY_PATTERN = "^[0-9]{2}:[0-9]{2}:[0-9]{2}$"


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
