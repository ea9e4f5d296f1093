"""The UI shows and asks; it builds no service, holds no journal and shows the PIN dialog only from
the supervisor's controller: read from the source of each module of app/ui by AST. The counter's
composition root (``app.counter.composition.CounterServices``) makes every service, and each
service asks for its gate through the ``Approve`` it is given."""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

from tests.test_layering import APP, app_sources

# What builds a service: a class of app/counter/services named as one, and the papers and the
# journal's reader and copy, which hold the journal's file on their own.
SERVICE_SUFFIXES = ("Service", "Gate")
ALSO_SERVICES = frozenset({"CustomerPapers", "JournalCopy", "JournalReader"})
# What holds the journal when its ``.journal`` is read: the desk and the composition root (and,
# inside the desk's own modules, ``self``). A record's or a path's ``journal`` is none of these.
JOURNAL_HOLDERS = frozenset({"desk", "services", "assembly"})
DESK_MODULES = frozenset({"app.ui.assembly", "app.ui.desk"})
# Who shows the PIN dialog, and the names it is shown by.
PIN_OWNER = "app.ui.controllers.supervisor"
PIN_CALLS = frozenset({"approve", "require", "reader"})
PIN_CLASSES = frozenset({"PinDialog"})

BUILDS, HOLDS, ASKS = "builds a service", "holds the journal", "shows the PIN dialog"


def service_classes(root: Path = APP) -> frozenset[str]:
    """The classes of app/counter/services named as services, and ``ALSO_SERVICES``."""
    found = set(ALSO_SERVICES)
    for path in (root / "counter" / "services").glob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and node.name.endswith(SERVICE_SUFFIXES):
                found.add(node.name)
    return frozenset(found)


def _callee(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _holder(node: ast.expr) -> str:
    """The last name of ``node``: ``desk`` of ``self.desk``, ``self`` of ``self``."""
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _on_supervisor(call: ast.Call) -> bool:
    """``supervisor.approve(...)``, ``self.supervisor.require(...)``, ``.reader(...)``: a PIN
    asked by a caller (``Supervisor.ask``, the services' ``Approve``, is handed on, not called)."""
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr not in PIN_CALLS:
        return False
    owner = func.value
    name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
    return name == "supervisor"


def findings(module: str, source: str, services: frozenset[str]) -> Iterator[str]:
    """What ``module`` of app/ui does that only the layers below it may: each rule once."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            callee = _callee(node)
            if callee in services:
                found.add(BUILDS)
            if module != PIN_OWNER and (_on_supervisor(node) or callee in PIN_CLASSES):
                found.add(ASKS)
        elif isinstance(node, ast.Attribute) and node.attr == "journal":
            holder = _holder(node.value)
            if holder in JOURNAL_HOLDERS or (holder == "self" and module in DESK_MODULES):
                found.add(HOLDS)
    yield from sorted(found)


def ui_findings(sources: Mapping[str, tuple[str, bool]]) -> dict[str, frozenset[str]]:
    """Each module of app/ui with what it does that it may not."""
    services = service_classes()
    found = {
        module: frozenset(findings(module, source, services))
        for module, (source, _package) in sources.items()
        if module == "app.ui" or module.startswith("app.ui.")
    }
    return {module: rules for module, rules in sorted(found.items()) if rules}


def test_the_ui_builds_no_service_holds_no_journal_and_asks_no_pin() -> None:
    assert ui_findings(app_sources()) == {}


CARD = "app.ui.controllers.card"


@pytest.mark.parametrize(
    ("module", "source", "rule"),
    [
        (CARD, "def f(j):\n    return HistoryService(j)\n", BUILDS),
        (CARD, "papers = CustomerPapers(reader)\n", BUILDS),
        (CARD, "def f(desk):\n    return desk.services.history()\n", None),
        (CARD, "def f(desk):\n    desk.journal.drafts.load()\n", HOLDS),
        ("app.ui.assembly", "self.journal = services.journal\n", HOLDS),
        (CARD, "def f(desk):\n    return open_sale(desk.journal)\n", HOLDS),
        ("app.ui.models.card", "def f(line):\n    return line.journal\n", None),
        (CARD, "def f(desk):\n    return desk.journal_path\n", None),
        (CARD, "async def f(s):\n    await s.supervisor.approve(w, a)\n", ASKS),
        (CARD, "async def f(supervisor):\n    await supervisor.require(w)\n", ASKS),
        (CARD, "async def f(s):\n    await s.supervisor.reader(w, a, d)\n", ASKS),
        (CARD, "dialog = PinDialog(approval, action, '', None)\n", ASKS),
        (PIN_OWNER, "dialog = PinDialog(approval, action, '', None)\n", None),
        (CARD, "async def f(s):\n    await s.approve(p, d)\n", None),
    ],
)
def test_each_rule_can_fail(module: str, source: str, rule: str | None) -> None:
    found = list(findings(module, source, service_classes()))
    assert found == ([] if rule is None else [rule])


def test_a_planted_service_built_in_a_controller_is_named() -> None:
    """A copy of app/ where the Book screen's wiring builds its sale service again (as it did on
    7efb28ef): the check names the module and the rule."""
    sources = app_sources()
    wiring = "app.ui.wiring"
    planted = "\n\ndef _planted(desk):\n    return SaleService(desk.services)\n"
    sources[wiring] = (sources[wiring][0] + planted, False)
    found = ui_findings(sources)
    assert found == {wiring: frozenset({BUILDS})}
