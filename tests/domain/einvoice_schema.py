"""The published e-invoice schema (INV-01, version 1.1) made usable by jsonschema: the repairs
its README lists, nothing else."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft7Validator

PUBLISHED = Path(__file__).with_name("schemas") / "einvoice_schema_1.1.json"
# What the published file writes at its top beside the fields it declares.
_HEAD = ("$schema", "Title", "Description", "required")


def _repaired(node: Any) -> Any:
    """``node`` with arrays written as ``{"type": "array", "items": ...}`` and stray spaces and
    capitals taken out of keys and type names."""
    if isinstance(node, list) and len(node) == 1 and isinstance(node[0], dict):
        return {"type": "array", "items": _repaired(node[0])}
    if not isinstance(node, dict):
        return node
    found: dict[str, Any] = {}
    for raw_key, value in node.items():
        key = raw_key.strip()
        if key == "type" and isinstance(value, str):
            found[key] = value.strip().lower()
        elif key == "required":
            found[key] = [name.strip() for name in value]
        elif key == "properties":
            found[key] = _properties(value)
        else:
            found[key] = _repaired(value)
    return found


def _properties(declared: dict[str, Any]) -> dict[str, Any]:
    """Properties repaired; a ``required`` list among them (``RefDtls``'s) is the required
    fields of ``PrecDocDtls`` beside it."""
    required = declared.get("required")
    found = {key.strip(): _repaired(value) for key, value in declared.items() if key != "required"}
    if isinstance(required, list) and "PrecDocDtls" in found:
        found["PrecDocDtls"]["items"]["required"] = required
    return found


@cache
def einvoice_validator() -> Draft7Validator:
    """A validator of one e-invoice by the published schema."""
    published = json.loads(PUBLISHED.read_text(encoding="utf-8"))
    fields = {key: value for key, value in published.items() if key not in _HEAD}
    schema = {
        "$schema": published["$schema"],
        "type": "object",
        "properties": _properties(fields),
        "required": published["required"],
    }
    Draft7Validator.check_schema(schema)
    return Draft7Validator(schema)


def schema_errors(einvoice: Any) -> list[str]:
    """What the published schema finds wrong with ``einvoice`` (empty: valid)."""
    return [
        f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
        for error in einvoice_validator().iter_errors(einvoice)
    ]
