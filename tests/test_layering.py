"""The one-way dependency direction of the packages, of the modules and of app/ui's levels, and
the size of app/ui's files, read from the source of each module of app/ (every import counted,
one under ``if TYPE_CHECKING:`` too). What each package and top-level module may import, and the
counter's floors, are the map's (``tests/architecture_map.py``): an import it does not allow
fails here, named by module and line."""

from __future__ import annotations

import ast
from collections import deque
from collections.abc import Collection, Iterator, Mapping
from pathlib import Path

import pytest

from tests import architecture_map
from tests.architecture_map import PARTS, allowed, excepted, part_named

APP = Path(__file__).resolve().parent.parent / "app"
QT_ROOTS = ("PySide6", "shiboken6")
# HTTP is the client's business (and the sandbox's, which serves it): nobody else speaks it.
HTTP_ROOTS = ("httpx", "httpcore")
HTTP_PACKAGES = ("app.api", "app.sandbox")
MAP = "tests/architecture_map.py"


def module_name(path: Path, root: Path = APP) -> str:
    """``app/api/client.py`` -> ``app.api.client``; a package's ``__init__`` is the package."""
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(source: str, module: str, is_package: bool = False) -> Iterator[str]:
    """Every module that ``source`` (the text of ``module``) imports, relative ones resolved."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            prefix = _from_module(node, package)
            yield prefix
            # ``from app import ui`` imports the module app.ui.
            yield from (f"{prefix}.{alias.name}" for alias in node.names)


def _from_module(node: ast.ImportFrom, package: str) -> str:
    """The module a ``from ... import`` reads, a relative one resolved from ``package``."""
    if not node.level:
        return node.module or ""
    base = package.split(".")
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def import_lines(source: str, module: str, is_package: bool = False) -> Iterator[tuple[str, int]]:
    """Each name ``source`` (the text of ``module``) imports and the line of its import: a module,
    or a name taken from one (``from app.api import models`` imports ``app.api.models``)."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from ((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            prefix = _from_module(node, package)
            yield from (
                (prefix if alias.name == "*" else f"{prefix}.{alias.name}", node.lineno)
                for alias in node.names
            )


def undeclared_imports(sources: Mapping[str, tuple[str, bool]]) -> list[str]:
    """The imports among ``sources`` the map neither allows nor excepts, and the modules in no
    part of it, as sentences (``module:line``)."""
    found = []
    for module, (source, is_package) in sorted(sources.items()):
        home = part_named(module)
        if home is None or not architecture_map.declared(module):
            found.append(f"{module} is in no part of the map: declare it in {MAP}.")
            continue
        for name, line in import_lines(source, module, is_package):
            if (
                _within(name, "app")
                and name != "app"
                and not allowed(home, name)
                and not excepted(home, module, name)
            ):
                other = part_named(name)
                found.append(
                    f"{module}:{line} imports {name}: {home.name} may not import "
                    f"{other.name if other else name} ({MAP})."
                )
    return sorted(set(found))


def unused_rules(sources: Mapping[str, tuple[str, bool]]) -> list[str]:
    """The map's allowances and exceptions that no import of ``sources`` uses, as sentences: the
    map says what the code imports, no more (an exception whose issue moved the code goes)."""
    used: set[tuple[str, str]] = set()
    for module, (source, is_package) in sources.items():
        home = part_named(module)
        if home is None or not architecture_map.declared(module):
            continue
        for name, _line in import_lines(source, module, is_package):
            if not _within(name, "app") or name == "app" or part_named(name) == home:
                continue
            rules = [rule for rule in home.may_import if architecture_map.rule_allows(rule, name)]
            used.update((home.name, rule) for rule in rules)
            if not rules and (exception := excepted(home, module, name)):
                used.update((exception.imports, by) for by in exception.by if _within(module, by))
    return [
        *(
            f"{part.name} may import {rule}, and none of its modules does: drop it from {MAP}."
            for part in PARTS
            for rule in part.may_import
            if (part.name, rule) not in used
        ),
        *(
            f"{part.name}'s exception for {exception.imports} (issue {exception.issue}) names "
            f"{by}, which imports none of it: drop it from {MAP}."
            for part in PARTS
            for exception in part.exceptions
            for by in exception.by
            if (exception.imports, by) not in used
        ),
    ]


def violations(sources: Mapping[str, tuple[str, bool]]) -> list[str]:
    """Broken rules among ``sources`` (module name -> (source, is_package)), as sentences: Qt
    outside app/ui, HTTP outside the client and the sandbox, an import the map does not allow."""
    found = undeclared_imports(sources)
    for module, (source, is_package) in sorted(sources.items()):
        for name in imported_modules(source, module, is_package):
            root = name.split(".")[0]
            if root in QT_ROOTS and not _within(module, "app.ui"):
                found.append(f"{module} imports {name}: Qt belongs in app/ui only.")
            if root in HTTP_ROOTS and not any(_within(module, p) for p in HTTP_PACKAGES):
                found.append(f"{module} imports {name}: HTTP belongs in app/api only.")
    return sorted(set(found))


def package_of(module: str) -> str:
    """The package of the app a module belongs to: ``app.counter.config.settings`` ->
    ``app.counter``."""
    return ".".join(module.split(".")[:2])


def package_cycles(sources: Mapping[str, tuple[str, bool]]) -> list[str]:
    """The app's packages that reach each other through their imports (an import inside a
    function counts: deferring it hides the cycle, it does not break it), as sentences."""
    imports: dict[str, set[str]] = {}
    for module, (source, is_package) in sources.items():
        for name in imported_modules(source, module, is_package):
            if _within(name, "app") and name != "app" and package_of(name) != package_of(module):
                imports.setdefault(package_of(module), set()).add(package_of(name))
    reached = {package: _reached(imports, package) for package in imports}
    return [
        f"{package} and {other} import each other (a cycle of packages)."
        for package in sorted(reached)
        for other in sorted(reached[package])
        if package < other and package in reached.get(other, set())
    ]


def _reached(imports: Mapping[str, set[str]], start: str) -> set[str]:
    """Every package ``start`` imports, directly or through others."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        for other in imports.get(todo.pop(), set()) - seen:
            seen.add(other)
            todo.append(other)
    return seen


def module_imports(
    source: str, module: str, is_package: bool, modules: Collection[str]
) -> Iterator[str]:
    """The modules among ``modules`` that ``source`` (the text of ``module``) imports.

    An import inside a function counts: deferring it hides a cycle, it does not break it. So
    does one under ``if TYPE_CHECKING:``: the module is written knowing the other's type, so
    the two cannot be understood, changed or moved apart; a type two modules need lives below
    both. ``from app.journal import outbox`` reads the module ``outbox``, not the package: a
    package runs before any of its modules, however they are named, so only a name taken from
    the package's facade is an edge to it.
    """
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            prefix = _from_module(node, package)
            for alias in node.names:
                name = f"{prefix}.{alias.name}"
                if name in modules or prefix in modules:
                    yield name if name in modules else prefix


def module_cycles(sources: Mapping[str, tuple[str, bool]]) -> list[str]:
    """The modules that reach each other through their imports, each group named by one of its
    cycles, in import order, as sentences."""
    imports = {
        module: set(module_imports(source, module, is_package, sources)) - {module}
        for module, (source, is_package) in sources.items()
    }
    reached = {module: _reached(imports, module) for module in imports}
    found = []
    named: set[str] = set()
    for module in sorted(reached):
        if module in named or module not in reached[module]:
            continue
        group = {other for other in reached[module] if module in reached[other]}
        named |= group
        cycle = " -> ".join([*_shortest_cycle(imports, module, group), module])
        found.append(f"{cycle}: a cycle of modules ({len(group)} reach each other).")
    return found


def _shortest_cycle(imports: Mapping[str, set[str]], start: str, group: set[str]) -> list[str]:
    """The modules of a shortest import path from ``start`` back to it, within ``group``."""
    came_from: dict[str, str] = {}
    todo = deque([start])
    while todo:
        module = todo.popleft()
        for other in sorted(imports[module] & group):
            if other == start:
                path = [module]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return path[::-1]
            if other not in came_from:
                came_from[other] = module
                todo.append(other)
    raise AssertionError(f"{start} is in no cycle")


# Inside app/ui, bottom to top; a module imports from its own level or below, never above, and
# every module of app/ui is named on one level (a new one is placed, not guessed).
UI_LEVELS = (
    (
        "the parts",
        (
            "app.ui.announce",
            "app.ui.bridge",
            "app.ui.crash",
            "app.ui.crash_notice",
            "app.ui.customer_documents",
            "app.ui.dialogs",
            "app.ui.documents",
            "app.ui.early_paint",
            "app.ui.enter_keys",
            "app.ui.error_words",
            "app.ui.focus_ring",
            "app.ui.fonts",
            "app.ui.fusion",
            "app.ui.gstr3b_pdf",
            "app.ui.icons",
            "app.ui.instance",
            "app.ui.journal_copy",
            "app.ui.loop",
            "app.ui.mail_child",
            "app.ui.mail_documents",
            "app.ui.paper",
            "app.ui.pdf_text",
            "app.ui.save_folder",
            "app.ui.placement",
            "app.ui.pyside_import_hook",
            "app.ui.qt_log",
            "app.ui.qt_platform",
            "app.ui.scan_file",
            "app.ui.scan_find",
            "app.ui.scans",
            "app.ui.slots",
            "app.ui.splitters",
            "app.ui.start_paint",
            "app.ui.style",
            "app.ui.till_words",
            "app.ui.tones",
            "app.ui.translation",
            "app.ui.trial_balance_files",
            "app.ui.vouchers",
        ),
    ),
    (
        "the widgets",
        (
            "app.ui.widgets",
            "app.ui.models",
            "app.ui.qt_words",
            "app.ui.saving",
            "app.ui.scan_folder",
            "app.ui.scan_reader",
            "app.ui.customer_display",
        ),
    ),
    ("the views", ("app.ui.views",)),
    ("the controllers", ("app.ui.controllers",)),
    ("the screens", ("app.ui.screens",)),
    (
        "the desk",
        (
            "app.ui.registry",
            "app.ui.screen_window",
            "app.ui.window",
            "app.ui.help",
            "app.ui.menu",
            "app.ui.training",
            "app.ui.first_paint",
            "app.ui.assembly",
            "app.ui.wiring",
            "app.ui.warm_up",
            "app.ui.desk",
            "app.ui.selftest",
            "app.ui.launch",
        ),
    ),
)
# Inside app/counter, bottom to top: the map's floors (app/counter/__init__.py says what each
# holds), each as its name and its modules.
COUNTER_FLOORS = tuple((floor.name, floor.modules) for floor in architecture_map.COUNTER_FLOORS)
# The packages whose modules stand on levels, each with its levels' declaration's name.
LEVELS = {"app.ui": ("UI_LEVELS", UI_LEVELS), "app.counter": ("COUNTER_FLOORS", COUNTER_FLOORS)}
# No file of app/ui is longer: a longer one does more than one job.
UI_MAX_LINES = 450
# The screens call the counter's services (app/counter, app/booking), which hold the journal; no
# module of app/ui reads it itself.


def level_of(module: str) -> tuple[str, int] | None:
    """The package of ``LEVELS`` a module is in and its level there; None for a module of no
    such package, or one named on none of its levels."""
    for package, (_declared, levels) in LEVELS.items():
        if _within(module, package):
            for level, (_name, prefixes) in enumerate(levels):
                if any(_within(module, prefix) for prefix in prefixes):
                    return package, level
    return None


def unplaced(sources: Mapping[str, tuple[str, bool]]) -> list[str]:
    """The modules of app/ui and app/counter named on no level (the package itself, which only
    names its levels, aside), as sentences."""
    return [
        f"{module} is on no level of {package}: name it in {declared}."
        for module in sorted(sources)
        for package, (declared, _levels) in LEVELS.items()
        if _within(module, package) and module != package and level_of(module) is None
    ]


def up_imports(sources: Mapping[str, tuple[str, bool]]) -> list[str]:
    """The imports of app/ui and app/counter that run back up their levels (one under ``if
    TYPE_CHECKING:`` or inside a function counted), as sentences."""
    found = []
    for module, (source, is_package) in sorted(sources.items()):
        placed = level_of(module)
        if placed is None:
            continue
        package, below = placed
        levels = LEVELS[package][1]
        for name in module_imports(source, module, is_package, sources):
            other = level_of(name)
            if other is not None and other[0] == package and other[1] > below:
                found.append(
                    f"{module} imports {name}: {levels[below][0]} must not depend on "
                    f"{levels[other[1]][0]}."
                )
    return sorted(set(found))


def journal_readers(sources: Mapping[str, tuple[str, bool]]) -> list[str]:
    """The modules of app/ui that import app.journal (inside a function, or under ``if
    TYPE_CHECKING:``, too)."""
    return sorted(
        module
        for module, (source, is_package) in sources.items()
        if _within(module, "app.ui")
        and any(
            _within(name, "app.journal") for name in imported_modules(source, module, is_package)
        )
    )


def oversized(texts: Mapping[str, str], limit: int = UI_MAX_LINES) -> list[str]:
    """The files among ``texts`` (path -> text) longer than ``limit`` lines, as sentences."""
    return [
        f"{path}: {lines} lines, over {limit}."
        for path, text in sorted(texts.items())
        if (lines := len(text.splitlines())) > limit
    ]


def app_sources() -> dict[str, tuple[str, bool]]:
    """Every module under app/, read from disk."""
    return {
        module_name(path): (path.read_text(encoding="utf-8"), path.name == "__init__.py")
        for path in APP.rglob("*.py")
    }


def test_app_keeps_its_layers() -> None:
    sources = app_sources()
    assert {"app.domain.requests", "app.api.client"} <= set(sources)
    assert violations(sources) == []
    assert unused_rules(sources) == []
    assert package_cycles(sources) == []
    assert module_cycles(sources) == []
    assert up_imports(sources) == []
    assert unplaced(sources) == []


def test_no_module_of_the_ui_reads_the_journal() -> None:
    assert sorted(journal_readers(app_sources())) == []


@pytest.mark.parametrize(
    ("module", "source", "reads"),
    [
        ("app.ui.widgets.card", "from app.journal import Journal", True),
        ("app.ui.widgets.card", "from app.journal.till import Shift", True),
        ("app.ui.widgets.card", "import app.journal.store", True),
        ("app.ui.widgets.card", "from app import journal", True),
        ("app.ui.widgets.card", "from ...journal import store", True),
        ("app.ui.widgets.card", "def show():\n    from app.journal import till\n", True),
        (
            "app.ui.widgets.card",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from app.journal import J\n",
            True,
        ),
        ("app.ui.widgets.card", "from app.counter.services.history import HistoryService", False),
        ("app.ui.widgets.card", "from app.records.till import Shift", False),
        ("app.ui.widgets.card", "from app.journal_extras import x", False),
        ("app.counter.services.history", "from app.journal import Journal", False),
    ],
)
def test_a_module_of_the_ui_reading_the_journal_is_found(
    module: str, source: str, reads: bool
) -> None:
    assert bool(journal_readers({module: (source, False)})) is reads


def test_a_planted_journal_import_fails_the_check() -> None:
    """A copy of app/ where one more widget reads the journal: the check names it."""
    sources = app_sources()
    card = "app.ui.widgets.card"
    sources[card] = (sources[card][0] + "\nfrom app.journal.till import Shift\n", False)
    assert journal_readers(sources) == [card]


def test_no_file_of_the_ui_is_over_its_limit() -> None:
    texts = {
        path.relative_to(APP.parent).as_posix(): path.read_text(encoding="utf-8")
        for path in (APP / "ui").rglob("*.py")
    }
    assert "app/ui/desk.py" in texts
    assert oversized(texts) == []


@pytest.mark.parametrize(("lines", "broken"), [(UI_MAX_LINES, False), (UI_MAX_LINES + 1, True)])
def test_the_size_check_can_fail(lines: int, broken: bool) -> None:
    assert bool(oversized({"app/ui/screen.py": "x = 1\n" * lines})) is broken


CONTROLLER = "from app.ui.controllers.agency import AgencyController\n"
SCREEN = "from app.ui.screens.history import HistoryScreen\n"
VIEW = "from app.ui.views.history import HistoryView\n"


@pytest.mark.parametrize(
    ("importer", "source", "broken"),
    [
        ("app.ui.widgets.pin_dialog", CONTROLLER, True),
        (
            "app.ui.widgets.pin_dialog",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    " + CONTROLLER,
            True,
        ),
        ("app.ui.widgets.pin_dialog", "def ask():\n    " + CONTROLLER, True),
        ("app.ui.widgets.pin_dialog", VIEW, True),
        ("app.ui.models.rows", "from app.ui.screens import history", True),
        ("app.ui.style", "from app.ui.window import MainWindow", True),
        ("app.ui.style", "from app.ui.widgets.card import Card", True),
        ("app.ui.views.history", CONTROLLER, True),
        ("app.ui.views.history", SCREEN, True),
        ("app.ui.views.history", "from app.ui.widgets.card import Card", False),
        ("app.ui.controllers.lookup", SCREEN, True),
        (
            "app.ui.controllers.lookup",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    " + SCREEN,
            True,
        ),
        ("app.ui.controllers.lookup", "def show():\n    " + SCREEN, True),
        ("app.ui.controllers.lookup", "from app.ui.desk import Desk", True),
        ("app.ui.controllers.lookup", VIEW, False),
        ("app.ui.controllers.lookup", CONTROLLER, False),
        ("app.ui.controllers.lookup", "from app.ui.widgets.card import Card", False),
        ("app.ui.screens.lookup", CONTROLLER, False),
        ("app.ui.screens.lookup", VIEW, False),
        ("app.ui.screens.lookup", "from app.ui.desk import Desk", True),
        ("app.ui.screens.history", "from app.ui.widgets.card import Card", False),
        ("app.ui.widgets.card", "from app.ui.style import Tone", False),
        ("app.ui.registry", "from app.ui.screens import history", False),
        ("app.ui.wiring", CONTROLLER, False),
        ("app.ui.menu", "from app.ui.desk import Desk", False),
        ("app.counter.papers.voucher", "from app.ui.desk import Desk", False),
        ("app.counter.papers.voucher", "from app.counter.services.sales import SaleService", True),
        ("app.counter.services.sales", "def f():\n    from app.counter.runtime import job\n", True),
        ("app.counter.config.settings", "from app.counter.link.service import X", True),
        ("app.counter.runtime.job", "from app.counter.composition import CounterServices", True),
        ("app.counter.services.sales", "from app.counter.papers.voucher import Voucher", False),
        ("app.counter.composition", "from app.counter.runtime.job import Job", False),
    ],
)
def test_an_import_back_up_the_ui_or_the_counter_is_found(
    importer: str, source: str, broken: bool
) -> None:
    sources = {
        "app.ui.controllers.agency": ("", False),
        "app.ui.screens.history": ("", False),
        "app.ui.screens": ("", True),
        "app.ui.views.history": ("", False),
        "app.ui.window": ("", False),
        "app.ui.desk": ("", False),
        "app.ui.widgets.card": ("", False),
        "app.ui.style": ("", False),
        "app.counter.services.sales": ("", False),
        "app.counter.papers.voucher": ("", False),
        "app.counter.link.service": ("", False),
        "app.counter.runtime.job": ("", False),
        "app.counter.runtime": ("", True),
        "app.counter.composition": ("", False),
        importer: (source, False),
    }
    assert bool(up_imports(sources)) is broken


@pytest.mark.parametrize(
    ("module", "placed"),
    [
        ("app.ui.gadget", False),
        ("app.ui.stylesheet", False),
        ("app.ui", True),
        ("app.ui.style", True),
        ("app.ui.views.book", True),
        ("app.ui.widgets.card", True),
        ("app.counter.papers.voucher", True),
        ("app.counter", True),
        ("app.counter.gadget", False),
        ("app.counter.services", True),
    ],
)
def test_a_module_of_the_ui_on_no_level_is_found(module: str, placed: bool) -> None:
    assert bool(unplaced({module: ("", False)})) is not placed


@pytest.mark.parametrize(
    ("sources", "cycles"),
    [
        (
            {
                "app.counter.config.settings": (
                    "from app.agency.target import parse_target",
                    False,
                ),
                "app.agency.identity": ("from app.counter.config.settings import Settings", False),
            },
            ["app.agency and app.counter import each other (a cycle of packages)."],
        ),
        (
            {
                "app.counter.config.settings": (
                    "def load():\n    from app.agency import target\n",
                    False,
                ),
                "app.agency.identity": ("from app.counter import settings", False),
            },
            ["app.agency and app.counter import each other (a cycle of packages)."],
        ),
        (
            {
                "app.counter.config.settings": ("from app.reports import shift", False),
                "app.reports.shift": ("from app.agency import queries", False),
                "app.agency.queries": ("import app.counter.config.paths", False),
            },
            [
                "app.agency and app.counter import each other (a cycle of packages).",
                "app.agency and app.reports import each other (a cycle of packages).",
                "app.counter and app.reports import each other (a cycle of packages).",
            ],
        ),
        (
            {
                "app.counter.config.settings": (
                    "from app.domain.agency_target import parse_target",
                    False,
                ),
                "app.agency.identity": ("from app.counter.config.settings import Settings", False),
                "app.counter.config.paths": ("from app.counter import settings", False),
            },
            [],
        ),
    ],
)
def test_a_cycle_of_packages_is_found_even_through_a_function(
    sources: dict[str, tuple[str, bool]], cycles: list[str]
) -> None:
    assert package_cycles(sources) == cycles


WINDOW = "from app.ui.registry import SCREENS\n"
# A type named in an annotation only is a cycle as much as an import that runs (DEFERRED).
TYPE_CHECKED = "import typing\nif typing.TYPE_CHECKING:\n    from app.ui.window import W\n"
DEFERRED = "def show(w):\n    from app.ui.window import W\n"


@pytest.mark.parametrize(
    ("sources", "cycles"),
    [
        (
            {
                "app.ui.window": (WINDOW, False),
                "app.ui.registry": ("from app.ui.controllers.header import H", False),
                "app.ui.controllers.header": ("from app.ui.window import MainWindow", False),
            },
            [
                "app.ui.controllers.header -> app.ui.window -> app.ui.registry"
                " -> app.ui.controllers.header: a cycle of modules (3 reach each other)."
            ],
        ),
        (
            {
                "app.ui.window": (WINDOW, False),
                "app.ui.registry": ("def build():\n    from app.ui import window\n", False),
            },
            [
                "app.ui.registry -> app.ui.window -> app.ui.registry:"
                " a cycle of modules (2 reach each other)."
            ],
        ),
        (
            {
                "app.ui.window": (WINDOW, False),
                "app.ui.registry": (TYPE_CHECKED, False),
            },
            [
                "app.ui.registry -> app.ui.window -> app.ui.registry:"
                " a cycle of modules (2 reach each other)."
            ],
        ),
        (
            {
                "app.ui.window": ("from app.ui import menu", False),
                "app.ui.menu": ("from typing import TYPE_CHECKING\n" + TYPE_CHECKED, False),
                "app.ui.registry": ("", False),
            },
            [
                "app.ui.menu -> app.ui.window -> app.ui.menu:"
                " a cycle of modules (2 reach each other)."
            ],
        ),
        (
            {
                "app.ui.window": (WINDOW, False),
                "app.ui.registry": (TYPE_CHECKED + DEFERRED, False),
            },
            [
                "app.ui.registry -> app.ui.window -> app.ui.registry:"
                " a cycle of modules (2 reach each other)."
            ],
        ),
        (
            {
                "app.journal": ("from app.journal.store import Journal", True),
                "app.journal.store": ("from app.journal import outbox", False),
                "app.journal.outbox": ("", False),
            },
            [],
        ),
        (
            {
                "app.journal": ("from app.journal.store import Journal", True),
                "app.journal.store": ("from .tax import issue", False),
                "app.journal.tax": ("from . import Journal", False),
            },
            [
                "app.journal -> app.journal.store -> app.journal.tax -> app.journal:"
                " a cycle of modules (3 reach each other)."
            ],
        ),
    ],
)
def test_a_cycle_of_modules_is_found_even_through_a_function(
    sources: dict[str, tuple[str, bool]], cycles: list[str]
) -> None:
    assert module_cycles(sources) == cycles


@pytest.mark.parametrize(
    ("module", "source", "is_package", "broken"),
    [
        ("app.api.client", "import PySide6.QtCore", False, True),
        ("app.journal.store", "from PySide6 import QtWidgets", False, True),
        ("app.sandbox.server", "import shiboken6", False, True),
        ("app.reports.shift", "from PySide6.QtGui import QPdfWriter", False, True),
        ("app.reports.shift", "from app.counter.papers.formatting import money_text", False, True),
        ("app.ui.main_window", "from PySide6.QtWidgets import QMainWindow", False, False),
        ("app.cli", "def main():\n    import PySide6\n", False, True),
        ("app.domain.money", "from app.api.models import Money", False, True),
        ("app.domain.money", "from ..api import models", False, True),
        ("app.domain", "from .. import journal", True, True),
        ("app.domain.money", "from app import sandbox", False, True),
        ("app.domain.money", "from . import clock", False, False),
        ("app.api.client", "from ..sandbox.app import create_app", False, True),
        ("app.api.client", "import app.ui.widgets", False, True),
        ("app.api.client", "from app.domain import requests", False, False),
        ("app.sandbox.server", "from app.api.models import BookingResult", False, False),
        ("app.sandbox.server", "from app.ui import theme", False, True),
        ("app.ui.window", "from app.api import PartnerClient", False, False),
        # A part of the map is no prefix of another name: app.api.models is not app.api.model.
        ("app.api_extras", "from app.sandbox import x", False, True),
        ("app.sandbox.server", "from app.api.models_extra import X", False, True),
        ("app.sandbox.server", "from app.api import PartnerClient", False, True),
        ("app.sandbox.server", "from app.api import models", False, False),
        # app itself: its own names, none of the parts under it.
        ("app.ui.menu", "from app import __version__", False, False),
        ("app.ui.menu", "from app import sandbox", False, True),
        ("app.domain.money", "from app import __version__", False, True),
        ("app.books.reader", "from app.records.till import Shift", False, True),
        ("app.journal.bank", "from app.bank.proofs import Proof", False, False),
        ("app.journal.history", "from app.bank.proofs import Proof", False, True),
        ("app.languages", "from app import i18n", False, True),
        ("app.booking.flow", "from app.counter.papers.choices import SlotChoice", False, True),
        ("app.booking.flow", "from PySide6.QtCore import QObject", False, True),
        ("app.booking.settle", "from app.sandbox import EmbeddedSandbox", False, True),
        ("app.booking.settle", "from app.journal import Journal", False, False),
        ("app.records.till", "from app.journal.store import Journal", False, True),
        ("app.records.till", "from app.domain.payment import Payment", False, False),
        ("app.journal.store", "from app.booking import BookingFlow", False, True),
        ("app.journal.store", "from app.booking.replay import send_again", False, True),
        ("app.booking.cancel", "from app.counter.link.wallet import summary_of", False, True),
        ("app.booking.cancel", "from PySide6.QtCore import QObject", False, True),
        ("app.ui.controllers.catalogue", "import httpx", False, True),
        ("app.counter.link.service", "from httpx import AsyncClient", False, True),
        ("app.counter.link.service", "from app.ui.bridge import MessageBridge", False, True),
        ("app.counter.papers.voucher", "from PySide6.QtGui import QTextDocument", False, True),
        ("app.counter.papers.bill", "from app.booking import Breakdown", False, False),
        ("app.counter.config.settings", "from app.sandbox import SandboxConfig", False, True),
        ("app.booking.sale", "from app.counter.papers.formatting import money_text", False, True),
        ("app.ui.desk", "from app.counter.link.service import ServiceConnection", False, False),
        ("app.booking.sale", "import httpx", False, True),
        ("app.ui.desk", "from app.api.transport import HttpClient", False, False),
        ("app.api.transport", "import httpx", False, False),
        ("app.sandbox.app", "import httpx", False, False),
    ],
)
def test_the_checker_can_fail(module: str, source: str, is_package: bool, broken: bool) -> None:
    assert bool(violations({module: (source, is_package)})) is broken


def test_relative_imports_resolve_from_the_package() -> None:
    assert set(imported_modules("from .money import CENT", "app.domain.pricing")) == {
        "app.domain.money",
        "app.domain.money.CENT",
    }
    assert "app.api" in set(imported_modules("from ..api import errors", "app.domain", True))


def test_an_import_outside_the_map_fails_naming_module_and_line() -> None:
    """A copy of app/ where the journal imports the sale's flow: the check names the module, the
    line of the import and the rule it breaks."""
    sources = app_sources()
    store, (text, is_package) = "app.journal.store", app_sources()["app.journal.store"]
    sources[store] = (text + "\nfrom app.booking.flow import BookingFlow\n", is_package)
    line = len(sources[store][0].splitlines())
    assert violations(sources) == [
        f"app.journal.store:{line} imports app.booking.flow.BookingFlow: app.journal may not "
        "import app.booking (tests/architecture_map.py)."
    ]


def test_an_exception_holds_for_the_modules_it_names_only() -> None:
    """The journal's bank modules may import app.bank until issue 94; a new one may not."""
    sources = app_sources()
    sources["app.journal.history"] = (
        "def f():\n    from app.bank.proofs import PROVED_TENDERS\n",
        False,
    )
    assert violations(sources) == [
        "app.journal.history:2 imports app.bank.proofs.PROVED_TENDERS: app.journal may not "
        "import app.bank (tests/architecture_map.py)."
    ]


def test_a_new_package_is_declared_before_it_imports() -> None:
    sources = {"app.ledgers.kept": ("from app.domain.money import ZERO", False)}
    assert violations(sources) == [
        "app.ledgers.kept is in no part of the map: declare it in tests/architecture_map.py."
    ]


def test_an_allowance_or_exception_nothing_uses_is_found() -> None:
    """The books read the journal in app.books.backfill, app.books.checks (which alone says its
    findings in words), app.books.chained, app.books.queries and app.books.trial_balance (a
    month's closes) only; without them the map's
    allowances are no longer true, and a journal's bank module importing nothing of app.bank
    leaves its exception unused."""
    sources = app_sources()
    sources["app.books.backfill"] = ("", False)
    sources["app.books.chained"] = ("", False)
    sources["app.books.checks"] = ("", False)
    sources["app.books.queries"] = ("", False)
    sources["app.books.trial_balance"] = ("", False)
    sources["app.journal.bank_schema"] = ("", False)
    assert unused_rules(sources) == [
        "app.books may import app.journal, and none of its modules does: drop it from "
        "tests/architecture_map.py.",
        "app.books may import app.i18n, and none of its modules does: drop it from "
        "tests/architecture_map.py.",
        "app.books may import app.figures, and none of its modules does: drop it from "
        "tests/architecture_map.py.",
        "app.journal's exception for app.bank (issue 94) names app.journal.bank_schema, which "
        "imports none of it: drop it from tests/architecture_map.py.",
    ]


def test_the_map_declares_every_part_once_and_its_rules_go_one_way() -> None:
    names = [part.name for part in PARTS]
    assert len(names) == len(set(names))
    assert {package_of(module) for module in app_sources()} <= set(names)
    # Every rule names a part of the map, or a module in one; the levels exist (no rule goes
    # round), with the package itself at the bottom and the entry points at the top.
    assert all(part_named(rule) for part in PARTS for rule in part.may_import)
    assert "app" in architecture_map.levels()[0]
    assert architecture_map.levels()[-1] == ["app.cli"]
