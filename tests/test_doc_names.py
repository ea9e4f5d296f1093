"""The documents under docs/ name only what exists: every module path (``app.counter.services``),
file (``app/ui/desk.py``), class (``CounterServices``, ``Checkout.confirm``) and constant
(``UI_JOURNAL_WAIT_MS``) written as code in them is defined in the project, so a rename that
leaves a page behind fails here, not in a newcomer's head. So do the schemas they cite: an agency
store migration ("migration 0021", "store schema version 24", ``0021_books.sql``) is a file of
``app/agency/migrations`` that makes the store's tables and views its sentence names, and a
journal version ("journal version 29") is a step of ``app/journal/schema.py``'s ``STEPS``."""

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


# The agency store's migrations and the journal's steps, where a page's citations are checked.
MIGRATIONS = Path("app", "agency", "migrations")
JOURNAL_SCHEMA = Path("app", "journal", "schema.py")
# A number, or several ("20 and 21", "20-22"); words may break across the page's lines.
NUMBERS = r"((?:\d+(?:,\s+|\s+and\s+|\s+to\s+|\s+or\s+|-)?)+)"
# "migration 0021", "migrations 0020 and 0021", "store schema version 24", "0021_books.sql".
MIGRATION = re.compile(
    rf"\bmigrations?\s+{NUMBERS}|\bstore(?:'s)?\s+(?:schema\s+)?versions?\s+{NUMBERS}"
    r"|\b(\d{4})_\w+\.sql",
    re.IGNORECASE,
)
JOURNAL_VERSION = re.compile(rf"\bjournal\s+(?:schema\s+)?versions?\s+{NUMBERS}", re.IGNORECASE)
# What a migration makes: its tables, views, indexes, functions and triggers, by name.
MADE = re.compile(
    r"\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:UNIQUE\s+)?(?:TABLE|VIEW|INDEX|FUNCTION|TRIGGER)\s+"
    r"(?:IF\s+NOT\s+EXISTS\s+)?(\w+)",
    re.IGNORECASE,
)
# A sentence, a table's cell or a list's item: where a citation's names are looked for.
SENTENCE = re.compile(r"\.\s|\||\n\s*[-*] ")


@dataclass
class Schemas:
    """The schemas a page may cite: each agency store migration's file and what it makes, and the
    journal's version steps."""

    migrations: dict[int, tuple[str, set[str]]]
    journal_versions: set[int]


def read_schemas(root: Path) -> Schemas:
    """The migrations under ``root``'s ``app/agency/migrations`` and the keys of ``STEPS`` in its
    ``app/journal/schema.py`` (read from the source: nothing of the app runs)."""
    migrations = {
        int(path.name[:4]): (path.name, set(MADE.findall(path.read_text(encoding="utf-8"))))
        for path in sorted((root / MIGRATIONS).glob("[0-9][0-9][0-9][0-9]_*.sql"))
    }
    steps: set[int] = set()
    for node in ast.parse((root / JOURNAL_SCHEMA).read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.Dict):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(target, ast.Name) and target.id == "STEPS" for target in targets):
                steps = {
                    key.value
                    for key in node.value.keys
                    if isinstance(key, ast.Constant) and isinstance(key.value, int)
                }
    return Schemas(migrations, steps)


def _numbers(text: str) -> list[int]:
    """``"20 and 21"`` -> ``[20, 21]``; ``"20-22"`` -> ``[20, 21, 22]``."""
    found: list[int] = []
    for first, last in re.findall(r"(\d+)(?:-(\d+))?", text):
        found.extend(range(int(first), int(last or first) + 1))
    return found


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence (or table cell, or list item) of ``text`` around ``start:end``."""
    before = [match.end() for match in SENTENCE.finditer(text, 0, start)]
    after = SENTENCE.search(text, end)
    return text[before[-1] if before else 0 : after.start() if after else len(text)]


def _migration_problems(sentence: str, numbers: list[int], schemas: Schemas) -> Iterator[str]:
    """What is wrong with citing the migrations ``numbers`` in ``sentence``: a file that does not
    exist, or a store name the sentence writes as code that none of the migrations it cites
    makes (another does)."""
    made_by: dict[str, set[int]] = {}
    for number, (_file, made) in schemas.migrations.items():
        for name in made:
            made_by.setdefault(name, set()).add(number)
    cited = {
        number
        for match in MIGRATION.finditer(sentence)
        for number in _numbers(match.group(1) or match.group(2) or match.group(3))
    }
    for number in numbers:
        if number not in schemas.migrations:
            yield f"no agency store migration {number:04d} in {MIGRATIONS.as_posix()}"
            continue
        for name in SPAN.findall(sentence):
            if name in made_by and not made_by[name] & cited:
                makers = " and ".join(
                    schemas.migrations[other][0] for other in sorted(made_by[name])
                )
                file = schemas.migrations[number][0]
                yield f"migration {number:04d} ({file}) makes no {name}: {makers} does"


def cited_schemas(page: Path, schemas: Schemas, root: Path = ROOT) -> list[str]:
    """``page:line: why`` for each migration or journal version ``page`` cites that the code
    does not have, or that does not make what its sentence says."""
    text = FENCE.sub(lambda fence: "\n" * fence.group(0).count("\n"), page.read_text("utf-8"))
    where = page.relative_to(root).as_posix()
    problems: list[str] = []
    for match in MIGRATION.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        cited = match.group(1) or match.group(2) or match.group(3)
        sentence = _sentence(text, match.start(), match.end())
        problems.extend(
            f"{where}:{line}: {problem}"
            for problem in _migration_problems(sentence, _numbers(cited), schemas)
        )
    for match in JOURNAL_VERSION.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        problems.extend(
            f"{where}:{line}: no journal version {number} among the steps of "
            f"{JOURNAL_SCHEMA.as_posix()}"
            for number in _numbers(match.group(1))
            if number not in schemas.journal_versions
        )
    return problems


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


def test_the_docs_cite_only_schemas_that_exist() -> None:
    schemas = read_schemas(ROOT)
    assert {21, 26} <= set(schemas.migrations) and {1, 29} <= schemas.journal_versions
    assert "agency_book_balances" in schemas.migrations[21][1]
    cited = [
        problem for page in sorted(DOCS.rglob("*.md")) for problem in cited_schemas(page, schemas)
    ]
    assert cited == []


def test_a_wrong_citation_of_each_kind_is_found(tmp_path: Path) -> None:
    migrations = tmp_path / MIGRATIONS
    migrations.mkdir(parents=True)
    (migrations / "0020_bank_accounts.sql").write_text(
        "ALTER TABLE bank_rows ADD COLUMN account text;\n", encoding="utf-8"
    )
    (migrations / "0021_books.sql").write_text(
        "CREATE VIEW agency_book_lines AS SELECT 1;\n"
        "CREATE OR REPLACE VIEW agency_book_balances AS SELECT 2;\n",
        encoding="utf-8",
    )
    (tmp_path / JOURNAL_SCHEMA).parent.mkdir(parents=True)
    (tmp_path / JOURNAL_SCHEMA).write_text(
        "STEPS: dict[int, object] = {1: 'CREATE TABLE a (x)', 29: add_books}\n", encoding="utf-8"
    )
    page = tmp_path / "docs" / "page.md"
    page.parent.mkdir()
    page.write_text(
        "Fine: views `agency_book_lines` and `agency_book_balances` (migration 0021), the account\n"
        "(journal version 29, agency migration 0020), `0021_books.sql`, journal versions 1, 29.\n"
        "Stale: the store reads its views `agency_book_lines` and `agency_book_balances`\n"
        "(migration 0020). Journal version 27 kept no books; store schema version 22.\n"
        "| the day close | `agency_book_balances`, migration 0020 | `0019_payouts.sql` |\n"
        "| its lines | `agency_book_lines`, migrations 0020-0021 |\n",
        encoding="utf-8",
    )

    assert cited_schemas(page, read_schemas(tmp_path), tmp_path) == [
        "docs/page.md:4: migration 0020 (0020_bank_accounts.sql) makes no agency_book_lines: "
        "0021_books.sql does",
        "docs/page.md:4: migration 0020 (0020_bank_accounts.sql) makes no agency_book_balances: "
        "0021_books.sql does",
        "docs/page.md:4: no agency store migration 0022 in app/agency/migrations",
        "docs/page.md:5: migration 0020 (0020_bank_accounts.sql) makes no agency_book_balances: "
        "0021_books.sql does",
        "docs/page.md:5: no agency store migration 0019 in app/agency/migrations",
        "docs/page.md:4: no journal version 27 among the steps of app/journal/schema.py",
    ]
