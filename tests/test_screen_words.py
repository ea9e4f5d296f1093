"""No screen writes a date as ISO 8601 (``2026-11-28``, ``2026-11-28T06:15:00.123456+05:30``):
app/ui calls no ``isoformat()``. A date the clerk reads is ``app.figures``'s (``date_text``,
``stamp_text``); a day in a file's name is ``file_day``'s. Read from the source by AST, with a
case that proves the check finds one."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "app" / "ui"


def iso_calls(source: str) -> list[int]:
    """The lines of ``source`` that call ``isoformat()``."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "isoformat"
    ]


def test_no_screen_module_writes_an_iso_date() -> None:
    offenders = [
        f"{path.relative_to(UI.parent.parent)}:{line}"
        for path in sorted(UI.rglob("*.py"))
        for line in iso_calls(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_check_finds_an_iso_date_and_not_a_date_read_from_one() -> None:
    assert iso_calls("name = f'{day.isoformat()}.csv'\nday = date.fromisoformat(text)") == [1]
