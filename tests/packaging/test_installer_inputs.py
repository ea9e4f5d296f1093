"""What the installers are built from stays in step with the app (packaging/, requirements/)."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app import languages

ROOT = Path(__file__).resolve().parent.parent.parent
SPEC = ROOT / "packaging" / "counterdesk.spec"
REQUIREMENTS = ROOT / "requirements"
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)", re.MULTILINE)


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _spec_set(name: str) -> set[str]:
    """A set literal assigned to ``name`` at the top of the spec (the spec is Python)."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == name for target in node.targets
        ):
            value = ast.literal_eval(node.value)
            assert isinstance(value, set)
            return {str(item) for item in value}
    raise AssertionError(f"{name} is not in {SPEC.name}")


def _qt_modules_imported_by_app() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "app").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            found.update(n.split(".")[1] for n in names if re.match(r"PySide6\.Qt\w+", n))
    return found


def _pins(path: Path) -> dict[str, str]:
    return {_canonical(name): version for name, version in PIN.findall(path.read_text())}


def test_the_bundle_keeps_every_qt_module_the_app_imports() -> None:
    # The spec excludes all other PySide6 modules: an import missing here would start in
    # development and fail only in the installed app.
    missing = _qt_modules_imported_by_app() - _spec_set("USED_QT")
    assert not missing, f"add {sorted(missing)} to USED_QT in packaging/counterdesk.spec"


def test_the_locks_pin_with_hashes_and_agree_with_the_constraints() -> None:
    constraints = _pins(REQUIREMENTS / "constraints.txt")
    for lock in ("build.txt", "wheelhouse-linux.txt", "wheelhouse-windows.txt"):
        text = (REQUIREMENTS / lock).read_text()
        pins = _pins(REQUIREMENTS / lock)
        assert pins, lock
        assert text.count("==") <= text.count("--hash=sha256:"), f"{lock}: a pin without a hash"
        drift = {
            name: (version, constraints[name])
            for name, version in pins.items()
            if name in constraints and constraints[name] != version
        }
        assert not drift, f"{lock} disagrees with constraints.txt: {drift}; run make lock"


def test_the_installer_has_every_runtime_dependency_of_the_project() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = {_canonical(re.split(r"[<>=!~; \[]", dep)[0]) for dep in project["dependencies"]}
    runtime_in = {
        _canonical(re.split(r"[<>=!~; \[]", line)[0])
        for line in (REQUIREMENTS / "runtime.in").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    assert runtime_in == wanted, "requirements/runtime.in must list pyproject's dependencies"
    for lock in ("build.txt", "wheelhouse-linux.txt", "wheelhouse-windows.txt"):
        assert wanted <= set(_pins(REQUIREMENTS / lock)), f"{lock} lacks some; run make lock"


def _spec_value(name: str) -> object:
    """A literal assigned to ``name`` at the top of the spec."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == name for target in node.targets
        ):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not in {SPEC.name}")


def test_the_bundle_can_draw_the_screens_svg_icons() -> None:
    # app/ui/icons.py reads resources/icons/ui/*.svg through Qt's SVG image format plugin,
    # which links to Qt's Svg library: without either the screens lose their icons.
    plugins = _spec_value("KEPT_PLUGINS")
    assert isinstance(plugins, dict)
    assert "qsvg" in plugins["imageformats"]
    assert "Svg" in _spec_set("KEPT_QT_LIBS")
    assert '(str(ROOT / "resources" / "icons"), "resources/icons")' in SPEC.read_text()
    assert (ROOT / "resources" / "icons" / "ui" / "LICENSE").is_file()


def test_hindi_renders_from_the_bundle_and_the_deb() -> None:
    # The bundle ships Noto Sans Devanagari, Bengali and Tamil and DejaVu Sans (the Latin text)
    # with their licences
    # (registered at start by app/ui/fonts.py); the .deb depends on Debian's Noto fonts.
    assert '(str(ROOT / "resources" / "fonts"), "resources/fonts")' in SPEC.read_text()
    fonts = ROOT / "resources" / "fonts"
    assert {path.name for path in fonts.glob("*.ttf")} == {
        "NotoSansDevanagari-Regular.ttf",
        "NotoSansDevanagari-Bold.ttf",
        "NotoSansBengali-Regular.ttf",
        "NotoSansBengali-Bold.ttf",
        "NotoSansTamil-Regular.ttf",
        "NotoSansTamil-Bold.ttf",
        "DejaVuSans.ttf",
        "DejaVuSans-Bold.ttf",
        "DejaVuSansMono.ttf",
        "DejaVuSansMono-Bold.ttf",
    }
    assert "SIL OPEN FONT LICENSE Version 1.1" in (fonts / "OFL.txt").read_text(encoding="utf-8")
    assert "Bitstream Vera" in (fonts / "DejaVu-LICENSE.txt").read_text(encoding="utf-8")
    build_deb = (ROOT / "packaging" / "linux" / "build-deb.sh").read_text(encoding="utf-8")
    assert 'DEPENDS="$SHLIBS, fontconfig, fonts-noto-core"' in build_deb


def _spec_keep() -> Callable[[str], bool]:
    """The spec's ``keep`` (which collected files ship), with the names it reads."""
    wanted = {"KEPT_PLUGINS", "PLUGIN_PATH", "QT_LIB", "KEPT_QT_LIBS", "DROPPED_NAMES"}
    wanted |= {"SYSTEM_LIB_DIRS", "KEPT_LOCALE_DATA", "LOCALE_DATA", "keep"}
    body: list[ast.stmt] = [
        node
        for node in ast.parse(SPEC.read_text(encoding="utf-8")).body
        if (isinstance(node, ast.FunctionDef) and node.name in wanted)
        or (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id in wanted for t in node.targets)
        )
    ]
    space: dict[str, Any] = {"re": re, "sys": sys}
    exec(compile(ast.Module(body=body, type_ignores=[]), str(SPEC), "exec"), space)
    keep: Callable[[str], bool] = space["keep"]
    return keep


def test_the_bundle_carries_the_apps_compiled_translations_not_qts() -> None:
    # The .qm files are made by `make translations` before the bundle; the self-test of the
    # built bundle (`counterdesk --self-test`) fails when they are missing.
    keep = _spec_keep()
    assert keep("resources/translations/counterdesk_hi.qm")
    assert not keep("PySide6/Qt/translations/qtbase_hi.qm")
    spec = SPEC.read_text()
    assert '(str(ROOT / "resources" / "translations" / "*.qm"), "resources/translations")' in spec
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^bundle: .*\btranslations\b", makefile, re.MULTILINE)


def test_the_bundle_keeps_cldr_data_of_the_shipped_languages_only() -> None:
    # The countries' names come from babel's CLDR data: each shipped language's file and the
    # root it inherits from ship, none of the other thousand.
    keep = _spec_keep()
    shipped = {language.code for language in languages.LANGUAGES} | {"root"}
    assert _spec_set("KEPT_LOCALE_DATA") == shipped
    for code in shipped:
        assert keep(f"babel/locale-data/{code}.dat")
    assert not keep("babel/locale-data/fr.dat") and not keep("babel/locale-data/en_GB.dat")
    assert keep("babel/global.dat")
