"""The sentences the layers under the screens produce: marked so pyside6-lupdate finds every one,
and translated when they are made, into the language of the screen (or document) at that time."""

from __future__ import annotations

import ast
import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import i18n
from app.agency.link import LinkState
from app.api.errors import NotBookableError, RequestRejected
from app.booking.cancel import CancelChoice
from app.counter.papers.messages import describe_error
from app.domain.modules import Module
from app.domain.requests import check_customer
from app.domain.status import BookingStatus

APP = Path(__file__).resolve().parents[1] / "app"
# The layers without Qt whose words staff read; the counter's formatting, settings and voucher
# and the sandbox (whose error bodies are the service's wire text) are not among them.
CORE = [
    *(APP / "counter").glob("*.py"),
    *(APP / "domain").glob("*.py"),
    *(APP / "booking").glob("*.py"),
    *(APP / "journal").glob("*.py"),
    *(APP / "agency").glob("*.py"),
    APP / "api" / "errors.py",
]
NOT_CORE = {"formatting.py", "settings.py", "voucher.py"}


def core_modules() -> list[Path]:
    """The modules checked here."""
    return sorted(path for path in CORE if path.name not in NOT_CORE)


def catalogues(tree: ast.Module) -> list[tuple[str, str]]:
    """``(variable, context)`` of each module-level ``X = Catalogue("…")``."""
    found = []
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "Catalogue"
        ):
            (target,) = node.targets
            (context,) = node.value.args
            assert isinstance(target, ast.Name) and isinstance(context, ast.Constant)
            found.append((target.id, str(context.value)))
    return found


def tr_calls(tree: ast.Module) -> Iterator[ast.Call]:
    """Every ``CAPS.tr(…)`` call."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "tr"
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id.isupper()
        ):
            yield node


def call_problem(call: ast.Call) -> str | None:
    """Why lupdate would miss or misread ``call``, or None."""
    if not call.args:
        return "no text"
    text, *rest = call.args
    if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
        return "its text is not a plain string literal"
    if not all(isinstance(arg, ast.Name | ast.Constant) for arg in rest) or call.keywords:
        return "an argument other than a name or a literal"
    if len(rest) == 2 and "%n" not in text.value:
        return "a count without %n in the text"
    return None


def test_every_core_message_is_one_lupdate_reads() -> None:
    problems = []
    for path in core_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        declared = catalogues(tree)
        names = {name for name, _context in declared}
        problems += [
            f"{path.name}: {name} = Catalogue({context!r})"
            for name, context in declared
            if name != context
        ]
        if len(declared) > 1:
            problems.append(f"{path.name}: {len(declared)} catalogues")
        for call in tr_calls(tree):
            assert isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)
            owner = call.func.value.id
            problem = call_problem(call)
            if problem is not None:
                problems.append(f"{path.name}:{call.lineno}: {problem}")
            elif owner not in names:
                problems.append(f"{path.name}:{call.lineno}: {owner} is another module's")
    assert problems == []


def test_no_two_modules_share_a_context() -> None:
    seen: dict[str, str] = {}
    shared = []
    for path in sorted(APP.rglob("*.py")):
        for _name, context in catalogues(ast.parse(path.read_text(encoding="utf-8"))):
            if context in seen:
                shared.append((context, seen[context], str(path)))
            seen[context] = str(path)
    assert shared == []


def test_the_rule_catches_what_lupdate_drops() -> None:
    (dropped, counted, fine) = (
        tr_calls(ast.parse(source))
        for source in (
            'X.tr(f"{n} seats")',
            'X.tr("seats", "", len(s))',
            'X.tr("%n seat(s)", "", count)',
        )
    )
    assert call_problem(next(dropped)) == "its text is not a plain string literal"
    assert call_problem(next(counted)) == "an argument other than a name or a literal"
    assert call_problem(next(fine)) is None


def pretend_hindi(language: str, context: str, source: str, disambiguation: str, n: int) -> str:
    """A stand-in catalogue: Hindi is the English in brackets, plurals by one and many."""
    if language != i18n.HINDI:
        return ""
    if n >= 0:
        return f"[{'one' if n == 1 else 'many'} %n: {source}]"
    return f"[{source}]"


@pytest.fixture
def hindi(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screens in (pretended) Hindi for one test; the session's choice comes back after."""
    monkeypatch.setattr(i18n._Settings, "lookup", pretend_hindi)
    monkeypatch.setattr(i18n._Settings, "language", i18n.HINDI)


@pytest.mark.usefixtures("hindi")
def test_a_field_problem_is_made_in_the_screens_language() -> None:
    (name,) = check_customer(
        {"customer_name": " ", "customer_email": "a@b.in", "customer_phone": "9876543210"}
    )
    # The sentence and the field's label each come from the catalogue, the label put in after.
    assert name.message == "[[Customer name] is required.]"
    with i18n.in_language(i18n.ENGLISH):
        (english,) = check_customer({"customer_email": "a@b.in", "customer_phone": "9876543210"})
    assert english.message == "Customer name is required."


@pytest.mark.usefixtures("hindi")
def test_a_count_picks_its_plural_form() -> None:
    one = CancelChoice("BK1", Module.ACTIVITY, seats=1, passenger_ids=(), whole=False)
    three = CancelChoice("BK1", Module.BOAT, seats=3, passenger_ids=(7, 8, 9), whole=False)
    assert one.describe() == "[one 1: 1 seat(s)]"
    assert three.describe() == "[many 3: 3 passenger(s)]"


@pytest.mark.usefixtures("hindi")
def test_the_services_own_words_stay_as_they_came() -> None:
    said = describe_error(NotBookableError("SOLD_OUT: no seats left."))
    assert said == "[{problem} Choose another slot or date.]".replace(
        "{problem}", "SOLD_OUT: no seats left."
    )
    # Without the service's words, the client's own default is in the screen's language.
    assert NotBookableError().message == "[This slot can no longer be booked.]"
    refused = RequestRejected("qty: must be from 1 to 50")
    assert "qty: must be from 1 to 50" in describe_error(refused)


def test_a_state_is_worded_when_shown_not_when_made(monkeypatch: pytest.MonkeyPatch) -> None:
    state = LinkState(waiting=2, offline_since=dt.datetime(2026, 11, 23, 14, 5), last_error=None)
    assert state.describe() == "Agency: offline since 14:05 (2 waiting)"
    monkeypatch.setattr(i18n._Settings, "lookup", pretend_hindi)
    monkeypatch.setattr(i18n._Settings, "language", i18n.HINDI)
    assert state.describe() == "[Agency: offline since 14:05 (2 waiting)]"
    assert BookingStatus.CANCELLED.text() == "[Cancelled]"
    # The wire's spelling never changes with the language.
    assert BookingStatus.CANCELLED.word(Module.BOAT) == "Cancelled"
