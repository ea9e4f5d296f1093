"""How text is marked for translation, read from the source (no import): the rules that
``pyside6-lupdate`` needs to find every message, and the Qt calls that show text to a person."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "app"

# Qt methods whose string arguments a person reads (or hears, through a screen reader).
TEXT_METHODS = frozenset(
    {
        "setText",
        "setToolTip",
        "setPlaceholderText",
        "setWindowTitle",
        "setAccessibleName",
        "setAccessibleDescription",
        "setStatusTip",
        "setWhatsThis",
        "setTitle",
        "addItem",
        "addItems",
        "insertItem",
        "setItemText",
        "setHorizontalHeaderLabels",
        "setVerticalHeaderLabels",
        "setHtml",
        "insertHtml",
        "showMessage",
        "setInformativeText",
        "setDetailedText",
        "setLabelText",
        "setSuffix",
        "setPrefix",
        "setSpecialValueText",
        "addRow",
        "addTab",
        "insertTab",
        "setTabText",
        "addAction",
        "addMenu",
    }
)
# Qt classes whose constructor takes the text they show.
TEXT_CLASSES = frozenset(
    {
        "QLabel",
        "QPushButton",
        "QCheckBox",
        "QGroupBox",
        "QRadioButton",
        "QToolButton",
        "QAction",
        "QMenu",
        "QMessageBox",
    }
)
# QMessageBox's ready-made dialogs: (parent, title, text, ...).
MESSAGE_BOX_FUNCTIONS = frozenset({"information", "warning", "critical", "question", "about"})
WORDS = re.compile(r"[A-Za-z\u0900-\u097F]{2,}")
TAG = re.compile(r"<[^>]*>|&[a-z]+;")


@dataclass(frozen=True, slots=True)
class Finding:
    """A place in the source that breaks a marking rule, and which."""

    path: str
    line: int
    problem: str
    text: str = ""  # the text shown as written, for a finding of visible text

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.problem}"


def app_modules(under: Path = APP) -> Iterator[tuple[str, ast.Module]]:
    """Each module under ``under`` as its path relative to the checkout, parsed."""
    for path in sorted(under.rglob("*.py")):
        yield path.relative_to(ROOT).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def catalogue_declarations(tree: ast.Module) -> list[tuple[str, str | None, int]]:
    """The ``X = Catalogue("Y")`` of a module: (X, Y or None when not a literal, line)."""
    found: list[tuple[str, str | None, int]] = []
    if not _imports_catalogue(tree):
        return found  # another class of that name (the sandbox's product catalogue)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and _called_name(node) == "Catalogue"):
            continue
        context = _literal(node.args[0]) if node.args else None
        target = ""
        for parent in tree.body:
            if isinstance(parent, ast.Assign) and parent.value is node:
                target = ",".join(t.id for t in parent.targets if isinstance(t, ast.Name))
        found.append((target, context, node.lineno))
    return found


def _imports_catalogue(tree: ast.Module) -> bool:
    return any(
        isinstance(node, ast.ImportFrom)
        and node.module == "app.i18n"
        and any(alias.name == "Catalogue" for alias in node.names)
        for node in tree.body
    )


def declaration_findings(path: str, tree: ast.Module) -> list[Finding]:
    """A module declares at most one catalogue, at its top level, named as its context."""
    found = []
    declared = catalogue_declarations(tree)
    for target, context, line in declared:
        if not target:
            found.append(Finding(path, line, "a Catalogue must be assigned at module level"))
        elif context != target:
            found.append(
                Finding(
                    path, line, f"{target} = Catalogue({context!r}): the name must be the context"
                )
            )
    if len(declared) > 1:
        found.append(Finding(path, declared[1][2], "one Catalogue per module"))
    return found


def catalogue_names(tree: ast.Module, known: set[str]) -> set[str]:
    """The names a module reaches catalogues by: its own and the ones it imports."""
    names = {target for target, _context, _line in catalogue_declarations(tree) if target}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            names |= {alias.asname or alias.name for alias in node.names if alias.name in known}
    return names


def call_findings(
    path: str, tree: ast.Module, catalogues: set[str], contexts: set[str]
) -> list[Finding]:
    """``X.tr`` has a literal text and simple other arguments; ``QT_TRANSLATE_NOOP`` names a
    known context and a literal; Qt's own ``self.tr`` is not used (its context is a class)."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "tr":
            owner = func.value
            if isinstance(owner, ast.Name) and owner.id in catalogues:
                found += _tr_findings(path, node)
            elif isinstance(owner, ast.Name) and owner.id == "self":
                found.append(Finding(path, node.lineno, "self.tr(): use the module's catalogue"))
        elif _called_name(node) == "QT_TRANSLATE_NOOP":
            context = _literal(node.args[0]) if node.args else None
            text = _literal(node.args[1]) if len(node.args) == 2 else None
            if context not in contexts or text is None or node.keywords:
                found.append(
                    Finding(
                        path,
                        node.lineno,
                        "QT_TRANSLATE_NOOP needs a catalogue's context and a literal",
                    )
                )
    return found


def _tr_findings(path: str, node: ast.Call) -> list[Finding]:
    if node.keywords:
        return [Finding(path, node.lineno, "tr() takes its arguments by position")]
    if not node.args or _literal(node.args[0]) is None:
        return [Finding(path, node.lineno, "tr() needs a string literal as its text")]
    if len(node.args) > 1 and _literal(node.args[1]) is None:
        return [Finding(path, node.lineno, "tr()'s disambiguation must be a string literal")]
    if len(node.args) > 2 and not isinstance(node.args[2], ast.Name | ast.Constant):
        return [Finding(path, node.lineno, "tr()'s count must be a plain name (lupdate drops it)")]
    if len(node.args) > 3:
        return [Finding(path, node.lineno, "tr() takes at most three arguments")]
    return []


def visible_text_findings(path: str, tree: ast.Module) -> list[Finding]:
    """String literals with words handed to Qt text APIs without going through a catalogue."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        shown: list[ast.expr] = []
        if isinstance(func, ast.Attribute) and func.attr in TEXT_METHODS:
            shown = _text_arguments(func.attr, node.args)
        elif _called_name(node) in TEXT_CLASSES:
            shown = list(node.args) + [k.value for k in node.keywords if k.arg in ("text", "title")]
        elif (
            isinstance(func, ast.Attribute)
            and func.attr in MESSAGE_BOX_FUNCTIONS
            and isinstance(func.value, ast.Name)
            and func.value.id == "QMessageBox"
        ):
            shown = list(node.args)
        for argument in shown:
            for text in _untranslated_texts(argument):
                found.append(Finding(path, node.lineno, f"not translated: {text!r}", text))
    return found


# Methods whose text sits among other arguments (an index, an icon, the item's data): where
# the text is, by the number of arguments given.
TEXT_POSITIONS = {
    "addItem": {1: (0,), 2: (0,), 3: (1,)},
    "insertItem": {2: (1,), 3: (1,), 4: (2,)},
    "setItemText": {2: (1,)},
    "setTabText": {2: (1,)},
    "addTab": {2: (1,), 3: (2,)},
    "insertTab": {3: (2,), 4: (3,)},
    "addRow": {1: (0,), 2: (0,)},
}


def _text_arguments(method: str, arguments: list[ast.expr]) -> list[ast.expr]:
    positions = TEXT_POSITIONS.get(method)
    if positions is None:
        return list(arguments)
    return [arguments[i] for i in positions.get(len(arguments), ())]


def has_words(text: str) -> bool:
    """Whether ``text`` holds words (not only symbols, numbers, markup and placeholders)."""
    return bool(WORDS.search(TAG.sub("", re.sub(r"\{[^{}]*\}", "", text))))


def _untranslated_texts(node: ast.expr) -> list[str]:
    """The texts with words that ``node`` shows as written: literals, f-strings, and the
    branches of a conditional or a concatenation (a call's result counts as translated)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if has_words(node.value) else []
    if isinstance(node, ast.JoinedStr):
        parts = "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
        return [parts] if has_words(parts) else []
    if isinstance(node, ast.IfExp):
        return _untranslated_texts(node.body) + _untranslated_texts(node.orelse)
    if isinstance(node, ast.BinOp):
        return _untranslated_texts(node.left) + _untranslated_texts(node.right)
    if isinstance(node, ast.List | ast.Tuple):
        return [text for item in node.elts for text in _untranslated_texts(item)]
    return []


def _called_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else ""


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None
