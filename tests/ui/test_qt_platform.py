"""Qt's xcb platform without one of its system libraries: the app names the library and the
command that installs it, on stderr, before Qt's own words."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.ui.qt_platform import debian_package, platform_problem, xcb_plugin

ABSENT = "libQt6XcbQpz.so.6"  # the name of the plugin's Qt library, one letter changed


@pytest.fixture
def broken_plugin(tmp_path: Path) -> Path:
    """A copy of Qt's xcb plugin that needs a library no system has: the same file with one
    letter of a needed library's name changed (the Qt libraries beside it as in the wheel)."""
    real = xcb_plugin()
    data = real.read_bytes()
    needed = b"libQt6XcbQpa.so.6\0"
    assert data.count(needed) == 1
    qt = tmp_path / "Qt"
    (qt / "plugins" / "platforms").mkdir(parents=True)
    (qt / "lib").symlink_to(real.parents[2] / "lib")
    copy = qt / "plugins" / "platforms" / real.name
    copy.write_bytes(data.replace(needed, ABSENT.encode() + b"\0"))
    return copy


def test_the_missing_library_and_its_install_command_are_named(broken_plugin: Path) -> None:
    problem = platform_problem({"DISPLAY": ":1"}, "linux", broken_plugin)
    assert problem is not None
    assert problem.startswith("counterdesk: the window cannot open: this system lacks ")
    assert ABSENT in problem and "apt-get install libqt6xcbqpz6 " in problem
    # The same on X11 asked for by name.
    assert platform_problem({"DISPLAY": ":1", "QT_QPA_PLATFORM": "xcb"}, "linux", broken_plugin)


def test_nothing_is_said_where_qt_does_not_use_xcb_or_can(broken_plugin: Path) -> None:
    # No X display, another platform, another system: Qt will not load the xcb plugin.
    assert platform_problem({}, "linux", broken_plugin) is None
    assert (
        platform_problem({"DISPLAY": ":1", "QT_QPA_PLATFORM": "offscreen"}, "linux", broken_plugin)
        is None
    )
    assert platform_problem({"DISPLAY": ":1"}, "win32", broken_plugin) is None
    # A plugin whose libraries are all there (Qt's offscreen one needs no X library).
    offscreen = xcb_plugin().with_name("libqoffscreen.so")
    assert platform_problem({"DISPLAY": ":1"}, "linux", offscreen) is None


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libEGL.so.1", "libegl1"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libxcb-render-util.so.0.0.0", "libxcb-render-util0"),
    ],
)
def test_a_library_is_named_by_its_debian_package(soname: str, package: str) -> None:
    assert debian_package(soname) == package


def test_the_sentence_comes_before_qts_own_words(broken_plugin: Path, tmp_path: Path) -> None:
    # The check, then Qt's start, in that order as `counterdesk` runs them (app.cli), with the
    # broken plugin and a display that is not there: the sentence first, then Qt's own words.
    script = (
        "import sys\nfrom pathlib import Path\nimport app.ui.qt_platform as platform\n"
        f"platform.xcb_plugin = lambda: Path({str(broken_plugin)!r})\n"
        "platform.warn_if_platform_missing()\n"
        "from PySide6.QtWidgets import QApplication\nQApplication(sys.argv[:1])\n"
    )
    env = {**os.environ, "DISPLAY": ":987", "QT_QPA_PLATFORM": "xcb"}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0
    first, *rest = done.stderr.splitlines()
    assert first.startswith("counterdesk: the window cannot open") and ABSENT in first
    assert any("platform plugin" in line for line in rest)
