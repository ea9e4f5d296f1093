"""Large answers validated a slice of their list at a time, so that a worker thread parsing them
does not hold the interpreter lock in one long piece.

``model_validate_json`` on the 500-activity catalogue (880 KB) is one call of about 13 ms that
keeps the interpreter lock throughout: run in a worker thread, it stalls the UI thread just as
long. Here the ``data`` list is cut into slices of about ``SLICE_CHARS`` characters, each
validated by one call of about a millisecond; between two calls the lock goes to the UI thread
when it asks (within the interpreter's switch interval). The result is the same model, for about
the same work in all.

The list is cut where one element ends and the next begins: after the first element, the text
that separates it from the second and the start of the second (``{"activity_id":``, say) is
looked for. A nested object could look the same; a slice cut there is not valid JSON on its
own, and the whole answer is then validated at once, as are answers of any other shape.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import TypeVar, get_args, get_origin

from pydantic import BaseModel, TypeAdapter, ValidationError

ModelT = TypeVar("ModelT", bound=BaseModel)

LIST_FIELD = "data"
SLICE_CHARS = 64 * 1024  # about a millisecond of validation
_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")


class _NotStepped(Exception):
    """The text is not an object with one array member ``data`` of objects: validate it at once."""


def validate_json_in_steps(content: bytes, model: type[ModelT]) -> ModelT:
    """``model.model_validate_json(content)``, its ``data`` list validated a slice at a time.

    For a model whose ``data`` is a list of models. Any other model, text that is not a JSON
    object with one ``data`` array, or a slice that does not validate is validated at once as a
    whole, so that results and errors are exactly those of ``model_validate_json``.
    """
    element_model = _element_model(model)
    if element_model is None:
        return model.model_validate_json(content)
    try:
        text = content.decode("utf-8")
        start, end, slices = _array_member(text, LIST_FIELD)
        adapter = _list_adapter(element_model)
        elements: list[BaseModel] = []
        for first, last in slices:
            elements += adapter.validate_json(f"[{text[first:last]}]")
        envelope = model.model_validate_json(text[:start] + "[]" + text[end:])
    except (_NotStepped, IndexError, ValueError, ValidationError):  # JSONDecodeError: ValueError
        return model.model_validate_json(content)
    return envelope.model_copy(update={LIST_FIELD: elements})


def _element_model(model: type[BaseModel]) -> type[BaseModel] | None:
    """The model of the elements of ``model``'s ``data`` list, if it is one."""
    field = model.model_fields.get(LIST_FIELD)
    if field is None or get_origin(field.annotation) is not list:
        return None
    (element,) = get_args(field.annotation) or (None,)
    return element if isinstance(element, type) and issubclass(element, BaseModel) else None


@cache
def _list_adapter(element_model: type[BaseModel]) -> TypeAdapter[list[BaseModel]]:
    return TypeAdapter(list[element_model])  # type: ignore[valid-type]


def _array_member(text: str, name: str) -> tuple[int, int, list[tuple[int, int]]]:
    """Where the array member ``name`` of the JSON object ``text`` starts and ends (its brackets
    included), and its slices: the text of whole elements, about ``SLICE_CHARS`` each."""
    found: tuple[int, int, list[tuple[int, int]]] | None = None
    at = _expect(text, 0, "{")
    if text[at] == "}":
        raise _NotStepped
    while True:
        key, at = _DECODER.raw_decode(text, at)
        at = _expect(text, at, ":")
        if key == name:
            if found is not None or text[at] != "[":
                raise _NotStepped
            found = _slices(text, at)
            at = found[1]
        else:
            at = _value_end(text, at)
        at = _skip(text, at)
        if text[at] == "}":
            break
        at = _expect(text, at, ",")
    if found is None or text[_skip(text, at + 1) :]:
        raise _NotStepped
    return found


def _slices(text: str, at: int) -> tuple[int, int, list[tuple[int, int]]]:
    """The array of objects starting at ``at``: its start, its end and its slices."""
    first = _expect(text, at, "[")
    if text[first] == "]":
        return at, first + 1, []
    # What ends an element and starts the next: the first one's end, the separator, and the
    # start of the second up to its first key, e.g. '},{"activity_id":'.
    first_end = _value_end(text, first)
    after = _skip(text, first_end)
    if text[after] == "]":
        return at, after + 1, [(first, first_end)]
    second = _expect(text, after, ",")
    key_end = _expect(text, _DECODER.raw_decode(text, _expect(text, first, "{"))[1], ":")
    opening = text[first:key_end]
    if not text.startswith(opening, second):
        raise _NotStepped
    marker = text[first_end - 1 : second] + opening
    starts = [first]
    found = text.find(marker, first_end - 1)
    while found != -1:
        starts.append(found + len(marker) - len(opening))
        found = text.find(marker, found + len(marker))
    last_end = _value_end(text, starts[-1])
    end = _expect(text, last_end, "]")
    slices: list[tuple[int, int]] = []
    slice_start = first
    for number, start in enumerate(starts[1:], 1):
        if start - slice_start >= SLICE_CHARS:
            # The slice ends where the element before ``start`` ends: before the separator.
            slices.append((slice_start, text.rindex("}", slice_start, starts[number]) + 1))
            slice_start = start
    slices.append((slice_start, last_end))
    return at, end, slices


def _value_end(text: str, at: int) -> int:
    """Where the JSON value starting at ``at`` ends (it is scanned, and the objects dropped)."""
    return int(_DECODER.raw_decode(text, at)[1])


def _skip(text: str, at: int) -> int:
    """The first position from ``at`` that is not white space."""
    match = _SPACE.match(text, at)
    return match.end() if match else at


def _expect(text: str, at: int, token: str) -> int:
    """Past ``token`` (after white space from ``at``) and the white space after it."""
    at = _skip(text, at)
    if not text.startswith(token, at):
        raise _NotStepped
    return _skip(text, at + len(token))
