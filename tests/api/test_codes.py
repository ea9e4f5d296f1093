"""The error codes: declared once, as documented, and read back by the client as declared."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest

from app.api import errors
from app.api.codes import ErrorCode
from app.api.error_mapping import error_from_response
from app.sandbox import jsonwire
from app.sandbox.errors import SandboxError

INTERFACE = Path(__file__).parents[2] / "docs" / "partner-interface.md"
ROW = re.compile(r"^\| (\d{3}) \| `([A-Z_]+)` \| .* \| `(\w+)` \|$")

Row = tuple[int, str, str]


def documented_codes(text: str) -> list[Row]:
    """The rows (status, code, client class) of the codes' table, §9.2 of ``text``."""
    section = text.split("### 9.2 Codes", 1)[1].split("\n## ", 1)[0]
    return [
        (int(found[1]), found[2], found[3])
        for line in section.splitlines()
        if (found := ROW.match(line))
    ]


def disagreements(rows: list[Row]) -> list[str]:
    """Where the documented ``rows`` and the declared codes differ, as sentences."""
    declared = {code.value: (code.status, code.error_class.__name__) for code in ErrorCode}
    documented = {code: (status, cls) for status, code, cls in rows}
    found = [f"{code} is documented but not declared" for code in documented.keys() - declared]
    found += [f"{code} is declared but not documented" for code in declared.keys() - documented]
    found += [
        f"{code} is documented as {documented[code]}, declared as {declared[code]}"
        for code in sorted(documented.keys() & declared.keys())
        if documented[code] != declared[code]
    ]
    return sorted(found)


def test_the_documented_table_and_the_declared_codes_agree() -> None:
    rows = documented_codes(INTERFACE.read_text(encoding="utf-8"))
    assert len(rows) == len(ErrorCode)
    assert disagreements(rows) == []


def test_a_disagreement_with_the_table_is_named() -> None:
    rows = [(code.status, code.value, code.error_class.__name__) for code in ErrorCode]
    wrong = [row for row in rows if row[1] not in ("SOLD_OUT", "RATE_LIMITED")]
    wrong += [(410, "SOLD_OUT", "NotBookableError"), (409, "SEAT_HELD", "ConflictError")]
    assert disagreements(wrong) == [
        "RATE_LIMITED is declared but not documented",
        "SEAT_HELD is documented but not declared",
        "SOLD_OUT is documented as (410, 'NotBookableError'), declared as "
        "(409, 'NotBookableError')",
    ]


def test_every_declared_class_is_a_client_error_and_every_code_is_its_own_name() -> None:
    for code in ErrorCode:
        assert code.value == code.name
        assert getattr(errors, code.error_class.__name__) is code.error_class


@pytest.mark.parametrize("code", list(ErrorCode), ids=str)
def test_the_sandboxs_refusal_reads_back_as_the_same_code_and_class(code: ErrorCode) -> None:
    # The sandbox's refusal as it goes on the wire (status, body, headers), read by the client's
    # own mapping: the status and the class both come from the one declaration.
    refusal = SandboxError(code, "Refused.")
    answer = httpx.Response(
        refusal.status, content=jsonwire.dumps(refusal.body(None)), headers=refusal.headers
    )
    error = error_from_response(answer, None, lambda text: text)
    assert (refusal.status, type(error), ErrorCode.known(error.code)) == (
        code.status,
        code.error_class,
        code,
    )
