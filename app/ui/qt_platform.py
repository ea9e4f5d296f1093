"""Before Qt starts on an X display: the system libraries of Qt's xcb platform, checked.

Without one of them Qt only says that no platform plugin could be initialized (naming at best
xcb-cursor0), and no window opens. Loading the plugin as Qt would finds the library the system
lacks; the app then says which one, and the command that installs it, before Qt's own words.
(`make run` installs them on Debian and Ubuntu; the .deb depends on them.)
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo

_NOT_FOUND = re.compile(
    r"(lib[\w.+-]+?\.so[.\d]*)(?:: cannot open shared object file| => not found)"
)
_SONAME = re.compile(r"lib(?P<base>[\w.+-]+?)\.so\.(?P<version>[\d.]+)")


def xcb_plugin() -> Path:
    """Qt's xcb platform plugin, in the wheel or in the installer's bundle."""
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    return plugins / "platforms" / "libqxcb.so"


def debian_package(soname: str) -> str:
    """The Debian package of a shared library, by Debian's naming rule for library packages
    (``libxcb-icccm.so.4`` -> ``libxcb-icccm4``, ``libdbus-1.so.3`` -> ``libdbus-1-3``)."""
    match = _SONAME.fullmatch(soname)
    if match is None:
        return soname
    base, version = match["base"].lower(), match["version"].split(".")[0]
    return f"lib{base}{'-' if base[-1].isdigit() else ''}{version}"


def missing_libraries(plugin: Path) -> list[str]:
    """The shared libraries ``plugin`` needs that the system lacks (none when it loads)."""
    try:
        ctypes.CDLL(str(plugin))
    except OSError as error:
        first = _NOT_FOUND.findall(str(error))
    else:
        return []
    # All of them, when ldd can tell; else the one the loader named.
    ldd = shutil.which("ldd")
    if ldd is not None:
        listed = subprocess.run(
            [ldd, str(plugin)], capture_output=True, text=True, check=False, timeout=10
        ).stdout
        found = list(dict.fromkeys(_NOT_FOUND.findall(listed)))
        if found:
            return found
    return first


def platform_problem(
    environ: dict[str, str] | os._Environ[str] = os.environ,
    platform: str = sys.platform,
    plugin: Path | None = None,
) -> str | None:
    """One sentence for the terminal when Qt's xcb platform cannot start for a missing system
    library; None when it can, or when Qt will not use xcb (not Linux, no X display, or
    ``QT_QPA_PLATFORM`` names another platform)."""
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if not platform.startswith("linux") or not environ.get("DISPLAY"):
        return None
    if chosen and not chosen.startswith("xcb"):
        return None
    plugin = plugin or xcb_plugin()
    if not plugin.exists():
        return None  # Qt says itself that it has no xcb plugin
    missing = missing_libraries(plugin)
    if not missing:
        return None
    packages = " ".join(dict.fromkeys(debian_package(soname) for soname in missing))
    sudo = "" if os.geteuid() == 0 else "sudo "
    them = "them" if len(missing) > 1 else "it"
    return (
        f"counterdesk: the window cannot open: this system lacks {', '.join(missing)}, which "
        f"Qt needs to show windows on X11; install {them} with: {sudo}apt-get install {packages} "
        "(or the packages of those names on other systems)"
    )


def warn_if_platform_missing() -> None:
    """Say on stderr, before Qt's own text, which library keeps the window from opening."""
    problem = platform_problem()
    if problem:
        sys.stderr.write(problem + "\n")
        sys.stderr.flush()
