"""The documents under docs/ name only what exists: every module path (``app.counter.services``),
file (``app/ui/desk.py``), class (``CounterServices``, ``Checkout.confirm``) and constant
(``UI_JOURNAL_WAIT_MS``) written as code in them is defined in the project, so a rename that
leaves a page behind fails here, not in a newcomer's head."""

from __future__ import annotations

import ast
import builtins
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
# The code of the project a page may name: the app and its tests (a test's helper is named too).
CODE = ("app", "tests")
# Where else a word a page writes as code may come from: the build, the installers' scripts, and
# the formats and system calls the code spells out (``HsnCd``, ``SetFileSecurityW``), which are
# words of the code even where they are not Python names.
WORDS_FROM = ("app", "tests", "packaging", "Makefile", "pyproject.toml")
WORD = re.compile(r"[A-Za-z_]\w*")
# The folders of the repository a path in a page may start from.
TOP = ("app", "tests", "packaging", "resources", "docs", "requirements", ".ci")
# Files whose words are not read (pictures, fonts, compiled catalogues).
BINARY = {".png", ".jpg", ".ico", ".bmp", ".ttf", ".otf", ".qm", ".pdf", ".xlsx", ".gz", ".zip"}
SPAN = re.compile(r"`([^`\n]+)`")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
DOTTED = re.compile(r"\bapp(?:\.[A-Za-z_]\w*)+")
PATH = re.compile(r"(?<![\w/.-])(?:" + "|".join(re.escape(t) for t in TOP) + r")/[\w./<>-]*[\w>]")
# ``CounterServices``, ``Checkout.confirm()``: a class's name, maybe with one of its members.
CLASS = re.compile(r"^([A-Z][a-z0-9]+[A-Z]\w*)(?:\.([a-z_]\w*))?(?:\(\))?$")
# ``UI_JOURNAL_WAIT_MS``: a constant (at least one underscore, so "GST" or "IRN" is a word).
CONSTANT = re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")


@dataclass
class Names:
    """What the project's code defines: each module's top-level names, each class's members (its
    body's and what its methods set on ``self``), and every word its files spell (``known``)."""

    modules: dict[str, set[str]] = field(default_factory=dict)
    members: dict[str, set[str]] = field(default_factory=dict)
    known: set[str] = field(default_factory=set)


def _targets(node: ast.AST) -> Iterator[str]:
    """The names a statement binds at its own level."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        yield node.name
    elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            for leaf in ast.walk(target):
                if isinstance(leaf, ast.Name):
                    yield leaf.id
    elif isinstance(node, ast.Import | ast.ImportFrom):
        for alias in node.names:
            yield (alias.asname or alias.name).split(".")[0]
    elif isinstance(node, ast.If | ast.Try):
        for child in [*node.body, *getattr(node, "orelse", []), *getattr(node, "handlers", [])]:
            yield from _targets(child)
        for handler in getattr(node, "handlers", []):
            for child in handler.body:
                yield from _targets(child)


def module_of(path: Path, root: Path) -> str:
    """``app/ui/desk.py`` -> ``app.ui.desk``; a package's ``__init__`` is the package."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _members(node: ast.ClassDef) -> Iterator[str]:
    """A class's members: what its body binds and what its methods set on ``self``."""
    for child in node.body:
        yield from _targets(child)
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            for leaf in ast.walk(child):
                if (
                    isinstance(leaf, ast.Attribute)
                    and isinstance(leaf.ctx, ast.Store)
                    and isinstance(leaf.value, ast.Name)
                    and leaf.value.id == "self"
                ):
                    yield leaf.attr


def _words(root: Path, places: Iterable[str]) -> set[str]:
    """Every word of the text files at ``places`` of ``root`` (files, or folders read whole)."""
    words = set(dir(builtins))
    for place in places:
        path = root / place
        for file in sorted(path.rglob("*")) if path.is_dir() else [path]:
            # This file's own examples of stale names are no words of the code.
            if file.is_file() and file.suffix not in BINARY and file != Path(__file__):
                words |= set(WORD.findall(file.read_text(encoding="utf-8", errors="replace")))
    return words


def read_names(
    root: Path, folders: Iterable[str] = CODE, words_from: Iterable[str] = WORDS_FROM
) -> Names:
    """The names the code in ``folders`` of ``root`` defines, and the words ``words_from`` spell."""
    names = Names(known=_words(root, words_from))
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            top = {name for node in tree.body for name in _targets(node)}
            names.modules[module_of(path, root)] = top
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef):
                    names.members.setdefault(node.name, set()).update(_members(node))
    return names


def _dotted_problem(dotted: str, names: Names) -> str | None:
    """Why ``dotted`` (``app.x.y.Name.member``) names nothing, or None when it names something."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        module = ".".join(parts[:cut])
        if module in names.modules:
            rest = parts[cut:]
            break
    else:
        return f"no module {dotted}"
    if not rest:
        return None
    if rest[0] not in names.modules[module] and f"{module}.{rest[0]}" not in names.modules:
        return f"{module} defines no {rest[0]}"
    if len(rest) > 1 and rest[0] in names.members and rest[1] not in names.members[rest[0]]:
        return f"{rest[0]} has no {rest[1]}"
    return None


def _span_problems(span: str, names: Names, root: Path) -> Iterator[str]:
    """What one code span of a page names that does not exist."""
    for dotted in DOTTED.findall(span):
        problem = _dotted_problem(dotted.rstrip("."), names)
        if problem:
            yield f"`{span}`: {problem}"
    for path in PATH.findall(span):
        # ``counterdesk_<code>.ts``, ``NNNN_name.sql``, ``*.ts``: a pattern, not a file.
        if not re.search(r"[<*]|NNNN", path) and not (root / path).exists():
            yield f"`{span}`: no file {path}"
    if match := CLASS.match(span):
        name, member = match.groups()
        if name not in names.known:
            yield f"`{span}`: nothing is named {name}"
        elif member and name in names.members and member not in names.members[name]:
            yield f"`{span}`: {name} has no {member}"
    elif CONSTANT.match(span) and span not in names.known:
        yield f"`{span}`: nothing is named {span}"


def stale_names(page: Path, names: Names, root: Path = ROOT) -> list[str]:
    """``page:line: why`` for each name written as code on ``page`` that the code lacks."""
    text = FENCE.sub(lambda fence: "\n" * fence.group(0).count("\n"), page.read_text("utf-8"))
    where = page.relative_to(root).as_posix()
    return [
        f"{where}:{number}: {problem}"
        for number, line in enumerate(text.splitlines(), start=1)
        for span in SPAN.findall(line)
        for problem in _span_problems(span.strip(), names, root)
    ]


def test_the_docs_name_only_what_exists() -> None:
    names = read_names(ROOT)
    assert "app.ui.desk" in names.modules
    stale = [problem for page in sorted(DOCS.rglob("*.md")) for problem in stale_names(page, names)]
    assert stale == []


def test_a_stale_name_of_each_kind_is_found(tmp_path: Path) -> None:
    (tmp_path / "app" / "counter").mkdir(parents=True)
    (tmp_path / "app" / "__init__.py").write_text("")
    (tmp_path / "app" / "counter" / "__init__.py").write_text("")
    (tmp_path / "app" / "counter" / "books.py").write_text(
        "from x import Imported\nLIMIT_MS = 5\nCODES = ('SOLD_OUT',)\n\n"
        "class CounterBooks:\n    WAIT = 1\n\n    def open(self) -> None: ...\n"
    )
    page = tmp_path / "docs" / "page.md"
    page.parent.mkdir()
    page.write_text(
        "Fine: `app.counter.books`, `app.counter.books.CounterBooks.open`,\n"
        "`app/counter/books.py`,"
        "`CounterBooks.open()`, `CounterBooks.WAIT`, `LIMIT_MS`, `SOLD_OUT`, `Imported`, `GST`,\n"
        "`request_id`, `Ctrl+Q`.\n"
        "Stale: `app.counter.runtime`, `app.counter.books.Supervisor`, `app/counter/runtime.py`,\n"
        "`CounterBooks.close()`, `STILL_READING_THE_JOURNAL`, `JobKeeper`.\n"
        "```\napp.counter.fenced `Fenced`\n```\n",
        encoding="utf-8",
    )

    assert stale_names(page, read_names(tmp_path, ["app"]), tmp_path) == [
        "docs/page.md:4: `app.counter.runtime`: app.counter defines no runtime",
        "docs/page.md:4: `app.counter.books.Supervisor`: app.counter.books defines no Supervisor",
        "docs/page.md:4: `app/counter/runtime.py`: no file app/counter/runtime.py",
        "docs/page.md:5: `CounterBooks.close()`: CounterBooks has no close",
        "docs/page.md:5: `STILL_READING_THE_JOURNAL`: nothing is named STILL_READING_THE_JOURNAL",
        "docs/page.md:5: `JobKeeper`: nothing is named JobKeeper",
    ]
