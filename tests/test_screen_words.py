"""No screen writes a date as ISO 8601 (``2026-11-28``, ``2026-11-28T06:15:00.123456+05:30``):
app/ui calls no ``isoformat()``. A date the clerk reads is ``app.figures``'s (``date_text``,
``stamp_text``); a day in a file's name is ``file_day``'s. No screen shows an error's own text
(Python's, a library's, the OS's with its paths and numbers): an error caught by ``except ... as
NAME`` is put into words by ``app.ui.error_words.reason_of`` alone, never ``str()``-ed,
``repr()``-ed or formatted (f-string, ``.format``, ``%``). Read from the source by AST, with cases
that prove each check finds an offender."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "app" / "ui"

# The one function that puts an error into words for a screen.
WORDS_OF_AN_ERROR = "reason_of"

# The modules of app/ui that read an error's text where no clerk sees it, and why.
NOT_SHOWN = {
    # Reads the library names the loader's message lacks, for the terminal's install line.
    "app/ui/qt_platform.py",
    # The packaging self-test's summary on the builder's terminal: its log folder is removed
    # after the run, so the error's own text is the evidence.
    "app/ui/selftest.py",
}


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


def _texts_made(node: ast.AST) -> list[ast.AST]:
    """The parts of ``node`` whose value becomes text: ``str()``/``repr()``/``format()``'s
    arguments, an f-string's fields, ``.format()``'s arguments and ``%``'s right side."""
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Name) and func.id in ("str", "repr", "format"):
            return list(node.args)
        if isinstance(func, ast.Attribute) and func.attr == "format":
            return [*node.args, *(keyword.value for keyword in node.keywords)]
    if isinstance(node, ast.FormattedValue):
        return [node.value]
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mod)
        and isinstance(node.left, (ast.Constant, ast.JoinedStr))
    ):
        return [node.right]
    return []


def _names_outside_words(node: ast.AST, name: str) -> list[int]:
    """The lines where ``name`` is read within ``node`` other than as ``reason_of``'s argument."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == WORDS_OF_AN_ERROR
    ):
        return []
    if isinstance(node, ast.Name) and node.id == name:
        return [node.lineno]
    return [
        line for child in ast.iter_child_nodes(node) for line in _names_outside_words(child, name)
    ]


def shown_errors(source: str) -> list[int]:
    """The lines of ``source`` that make text of an error caught ``as`` a name, other than by
    ``reason_of``."""
    found: set[int] = set()
    for handler in ast.walk(ast.parse(source)):
        if not isinstance(handler, ast.ExceptHandler) or handler.name is None:
            continue
        for statement in handler.body:
            for node in ast.walk(statement):
                for part in _texts_made(node):
                    found.update(_names_outside_words(part, handler.name))
    return sorted(found)


def test_no_screen_module_shows_an_errors_own_text() -> None:
    root = UI.parent.parent
    offenders = [
        f"{path.relative_to(root)}:{line}"
        for path in sorted(UI.rglob("*.py"))
        if path.relative_to(root).as_posix() not in NOT_SHOWN
        for line in shown_errors(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_modules_let_read_an_error_still_do() -> None:
    """An exception nothing uses is dropped from the list, not kept."""
    root = UI.parent.parent
    assert all(shown_errors((root / module).read_text(encoding="utf-8")) for module in NOT_SHOWN)


def test_the_check_finds_an_errors_text_shown_and_accepts_its_words() -> None:
    source = """
try:
    save()
except OSError as exc:
    panel.show_problem(str(exc))
    panel.show_problem(f"Not saved: {exc}")
    panel.show_problem(SAVE.tr("Not saved: {reason}").format(reason=exc.strerror or exc))
    panel.show_problem("Not saved: %s" % exc)
    panel.show_problem(repr(exc))
except ValueError as error:
    panel.show_problem(SAVE.tr("Not saved: {reason}").format(reason=reason_of(error)))
    panel.show_problem(reason_of(error))
    log.warning("Not saved: %s", error)
    raise Refused(text) from error
"""
    assert shown_errors(source) == [5, 6, 7, 8, 9]
