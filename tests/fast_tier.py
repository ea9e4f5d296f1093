"""The fast tier (``make test-fast``): the Qt-free tests alone, without PySide6, PostgreSQL or the
compiled catalogues, in a few minutes on the 2-core counter PC.

Loaded as a plugin (``pytest -p tests.fast_tier``), it keeps pytest-qt from loading (pytest-qt
imports PySide6 as pytest starts), collects only the folders named below less the modules that
need Qt, PostgreSQL or the catalogues, and fails the run if anything imported PySide6 all the
same. Text is in English, its plural forms read from the English catalogue's source
(``english_plurals``). ``make test`` runs every test, these included, once.
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from app import i18n, languages

TESTS = Path(__file__).parent
# The Qt-free areas: the services and the sale, the domain, the journal, the sandbox over HTTP,
# and the bench's own harness (its budgets, a counted run's limit).
FOLDERS = (
    "api",
    "bank",
    "booking",
    "books",
    "counter",
    "domain",
    "journal",
    "mail",
    "perf",
    "privacy",
    "reports",
    "sandbox",
)
# The top folder's checks of the whole tree that need nothing but the source: the architecture's
# floors and levels, and the documents (the rule a newcomer is likeliest to break, in the loop).
TOP_MODULES = (
    "test_layering.py",
    "test_one_source.py",
    "test_composition_root.py",
    "test_docs.py",
    "test_doc_names.py",
    "test_screen_words.py",
)
# Their modules and tests that need what the fast tier goes without (each runs in `make test`):
# a module's path, or a test's (``path::name``, every parameter of it).
LEFT_OUT = {
    "books/test_day_machine.py": "starts an embedded sandbox per example, half a minute in all",
    "counter/test_escpos_einvoice.py": "takes its sale from a test of the printed invoice (Qt)",
    "mail/test_child.py": "lays the letters' documents out with Qt",
    "mail/test_outbox.py": "lays the letters' documents out with Qt",
    "mail/test_refund_letters.py": "lays the letters' documents out with Qt",
    "mail/test_secrets.py": "starts the mail child, which lays documents out with Qt",
    "perf/test_counted_turns.py": "counts the turns of a Qt application",
    "perf/test_clocks.py": "stills the app's Qt timers and the cursor's blink",
    "perf/test_counts_gate.py": "counts under valgrind, which `make test` installs",
    "perf/test_first_paint_imports.py": "starts the app, which paints with Qt",
    "perf/test_idle.py": "runs the app's loop on Qt's",
    "perf/test_stall_turns.py": "counts the turns of a Qt application's loop",
    "perf/test_walkin_reader.py": "types at a Qt window",
    "reports/test_einvoice_shift.py": "prints with the paper's ink of the Qt style",
    **dict.fromkeys(
        (
            "counter/test_disruption_desk.py::test_parties_by_departure_with_what_each_is_owed_"
            "and_their_message",
            "counter/test_disruption_message.py::test_the_cancellation_names_the_booking_and_"
            "what_is_owed",
            "counter/test_watch.py::test_a_disruption_e_mails_its_customer_once_in_their_language",
            "privacy/test_breach.py::test_a_breach_of_two_customers_scans_gives_every_paper_rule_"
            "7_asks_for",
            "privacy/test_notice.py::test_the_notice_is_in_the_customers_language",
        ),
        "reads the customer's words in Hindi, Bengali or Tamil from the compiled catalogues",
    ),
    **dict.fromkeys(
        (
            "counter/test_runtime.py::test_a_disrupted_day_runs_on_the_runtime_alone",
            "counter/test_runtime.py::test_the_day_killed_at_six_points_loses_nothing_and_"
            "doubles_nothing",
        ),
        "copies the counter's day to a PostgreSQL server it starts (the agency store)",
    ),
}
# pytest-qt's settings in pyproject.toml, known here so that --strict-config holds without it.
QT_SETTINGS = ("qt_api", "qt_log_level_fail")
QT_PACKAGES = ("PySide6", "shiboken6")


def english_plurals() -> i18n.Lookup:
    """The lookup of the English catalogue's plural forms (``%n seat(s)``: "1 seat", "2 seats"),
    read from its ``.ts`` file as Qt's translator reads them from the compiled one."""
    folder = TESTS.parent / "resources" / "translations"
    source = folder / f"{languages.language_of(i18n.ENGLISH).catalogue}.ts"
    forms: dict[tuple[str, str, str], list[str]] = {}
    for context in ElementTree.parse(source).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                key = (name, message.findtext("source", ""), message.findtext("comment", ""))
                forms[key] = [form.text or "" for form in message.iter("numerusform")]

    def lookup(language: str, context: str, source: str, disambiguation: str, n: int) -> str:
        found = forms.get((context, source, disambiguation))
        if language != i18n.ENGLISH or n < 0 or not found:
            return ""
        return found[0] if n == 1 else found[-1]  # English: one, and every other count

    return lookup


def qt_modules() -> list[str]:
    """The modules of PySide6 this process imported (none, in the fast tier)."""
    return sorted(name for name in sys.modules if name.split(".")[0] in QT_PACKAGES)


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    """Keep pytest-qt out: it is loaded after this plugin, and imports PySide6 when it is."""
    pluginmanager.set_blocked("pytest-qt")
    for name in QT_SETTINGS:
        parser.addini(name, "pytest-qt's setting: pytest-qt is not loaded in the fast tier")


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Collect the tier's folders and the top folder's checks (``TOP_MODULES``), less what is
    left out."""
    if not collection_path.is_relative_to(TESTS) or collection_path == TESTS:
        return None
    relative = collection_path.relative_to(TESTS)
    kept = relative.parts[0] in FOLDERS or relative.as_posix() in TOP_MODULES
    if not kept or relative.as_posix() in LEFT_OUT:
        return True
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave out the tests named in ``LEFT_OUT`` (each with all its parameters)."""
    tests = tuple(f"{TESTS.name}/{name}" for name in LEFT_OUT if "::" in name)
    left = [item for item in items if item.nodeid.split("[")[0] in tests]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = [item for item in items if item not in left]


def pytest_collection_finish(session: pytest.Session) -> None:
    """A module of the tier that imports PySide6 belongs in ``make test`` only: say which."""
    if found := qt_modules():
        raise pytest.UsageError(f"the fast tier imported PySide6 while collecting: {found[:3]}")


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """A test that imported PySide6 as it ran fails the tier too."""
    if (found := qt_modules()) and session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        sys.stderr.write(f"\nthe fast tier imported PySide6 while testing: {found[:3]}\n")
