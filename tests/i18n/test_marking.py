"""Every message is marked so that pyside6-lupdate finds it, and the screens show no text that
skips the catalogues."""

from __future__ import annotations

import ast

import pytest

from tests.i18n.marking import (
    app_modules,
    call_findings,
    catalogue_declarations,
    catalogue_names,
    declaration_findings,
    visible_text_findings,
)

MODULES = dict(app_modules())
DECLARED = {
    path: [(target, context) for target, context, _line in catalogue_declarations(tree)]
    for path, tree in MODULES.items()
}
CONTEXTS = {context for found in DECLARED.values() for _target, context in found if context}
CATALOGUES = {target for found in DECLARED.values() for target, _context in found if target}

# Literals with words that read the same in every language, and why.
NOT_TEXT = {
    "Counterdesk": "the app's name",
    "P<UTOERIKSSON<<ANNA<MARIA<<<…\nL898902C36UTO7408122F…": "a sample passport MRZ, as printed",
}


def _findings_by_path(check: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path, tree in MODULES.items():
        if check == "visible" and not path.startswith("app/ui/"):
            continue
        if check == "declarations":
            items = declaration_findings(path, tree)
        elif check == "calls":
            items = call_findings(path, tree, catalogue_names(tree, CATALOGUES), CONTEXTS)
        else:
            items = visible_text_findings(path, tree)
        texts = [str(item) for item in items if item.text not in NOT_TEXT]
        if texts:
            found[path] = texts
    return found


def test_each_catalogue_is_named_as_its_context_once_per_module() -> None:
    assert _findings_by_path("declarations") == {}
    contexts = [context for found in DECLARED.values() for _target, context in found]
    assert len(contexts) == len(set(contexts)), "two modules declare the same context"
    assert {"FIGURES", "FORMATTING", "SETTINGS_SCREEN"} <= CONTEXTS


def test_every_message_is_a_literal_lupdate_can_read() -> None:
    assert _findings_by_path("calls") == {}


def test_the_screens_show_no_text_that_skips_the_catalogues() -> None:
    assert _findings_by_path("visible") == {}


IMPORT = "from app.i18n import Catalogue\n"
DECLARE_X = IMPORT + 'X = Catalogue("X")\n'


def _parsed(source: str) -> ast.Module:
    return ast.parse(source)


@pytest.mark.parametrize(
    ("source", "problem"),
    [
        ('BOOKING = Catalogue("BOOKINGS")', "the name must be the context"),
        ('A = Catalogue("A")\nB = Catalogue("B")', "one Catalogue per module"),
        ('def f():\n    return Catalogue("C")', "assigned at module level"),
    ],
)
def test_a_badly_declared_catalogue_is_found(source: str, problem: str) -> None:
    found = declaration_findings("m.py", _parsed(IMPORT + source))
    assert any(problem in str(item) for item in found)


@pytest.mark.parametrize(
    "call",
    [
        'X.tr(f"Booked {ref}")',
        "X.tr(text)",
        'X.tr("%n seat(s)", "", len(seats))',
        'X.tr("Cancel", disambiguation="dialog")',
        'X.tr("Book " + name)',
        'self.tr("Book")',
        'QT_TRANSLATE_NOOP("NOWHERE", "Adult")',
        'QT_TRANSLATE_NOOP("X", word)',
    ],
)
def test_a_message_lupdate_would_drop_is_found(call: str) -> None:
    tree = _parsed(f"{DECLARE_X}{call}\n")
    assert call_findings("m.py", tree, catalogue_names(tree, set()), {"X"})


@pytest.mark.parametrize(
    "call",
    [
        'X.tr("Booking {reference} confirmed").format(reference=ref)',
        'X.tr("%n seat(s) left", "", count)',
        'X.tr("Cancel", "the booking")',
        'X.tr("Long text "\n      "in two literals")',
        "X.known(product.name)",
        'QT_TRANSLATE_NOOP("X", "Adult")',
    ],
)
def test_a_well_marked_message_passes(call: str) -> None:
    tree = _parsed(f"{DECLARE_X}{call}\n")
    assert call_findings("m.py", tree, catalogue_names(tree, set()), {"X"}) == []


@pytest.mark.parametrize(
    "call",
    [
        'label.setText("Booking confirmed")',
        'button.setToolTip(f"Open {name}")',
        'edit.setPlaceholderText("Name" if a else X.tr("Name"))',
        'QPushButton("&Book")',
        'QLabel("<h2>Settings</h2>")',
        'QMessageBox.warning(self, "Counterdesk", X.tr("Text"))',
        'combo.addItem("Adult", "ADULT")',
        'table.setHorizontalHeaderLabels(["Name", X.tr("Age")])',
        'form.addRow("Agency name", edit)',
        'QAction(text="Help", parent=self)',
    ],
)
def test_untranslated_screen_text_is_found(call: str) -> None:
    assert visible_text_findings("m.py", _parsed(call))


@pytest.mark.parametrize(
    "call",
    [
        'label.setText(X.tr("Booking confirmed"))',
        'label.setText("—")',
        'label.setText("")',
        'label.setText(f"{count} × {price}")',
        'combo.addItem(X.tr("Adult"), "ADULT")',
        'form.addRow("", note)',
        'label.setText("<br>")',
        "label.setText(money_text(total))",
    ],
)
def test_symbols_data_and_translated_text_pass(call: str) -> None:
    assert visible_text_findings("m.py", _parsed(call)) == []
