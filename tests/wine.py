"""Wine's defects, told from Windows' differences: the fast tier runs under Wine's Windows CPython
in ``make package-check`` (packaging/windows/wine-check.sh), where a test can fail for what Wine
does unlike Windows. Such a test is marked ``wine_defect("the defect, and how it shows")``: under
Wine it is an expected failure (strict, so one that passes fails the run once Wine is mended), and
pytest's summary counts it apart as ``xfailed`` with its reason; on Windows and Linux the mark does
nothing and the test must pass.
"""

from __future__ import annotations

import ctypes
import sys
from functools import cache

import pytest

MARKER = "wine_defect"


@cache
def wine_version() -> str | None:
    """Wine's version when this Windows process runs under Wine; None elsewhere (Windows, POSIX).

    Wine's ntdll exports ``wine_get_version``, which Windows' never has."""
    if sys.platform != "win32":
        return None
    ntdll = ctypes.WinDLL("ntdll")
    try:
        get_version = ntdll.wine_get_version
    except AttributeError:
        return None
    get_version.restype = ctypes.c_char_p
    return str(get_version().decode())


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker (``--strict-markers``)."""
    config.addinivalue_line(
        "markers",
        f"{MARKER}(reason): fails under Wine for Wine's defect named in reason, not Windows'; "
        "an expected failure under Wine only",
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under Wine, each test marked with a Wine defect is expected to fail with it."""
    if (version := wine_version()) is None:
        return
    for item in items:
        if (mark := item.get_closest_marker(MARKER)) is not None:
            reason = f"Wine {version}: {mark.args[0]}"
            item.add_marker(pytest.mark.xfail(reason=reason, strict=True))
