"""The start imports only what its first paint needs: a fresh start's modules at its first
painted frame (the start window listing the cached activities, ``app.ui.early_paint``), the app's
and its libraries' (the standard library's aside), are exactly ``BEFORE_FIRST_PAINT``; at the real
window's paint, over it, exactly ``BEFORE_WINDOW``. A module added to the start fails here: it
belongs after the paint (imported where first used, or by the warm-up), or, if the paint needs
it, in this list, with its instructions counted by ``make bench`` (``count_start_to_first_paint``,
``count_start_to_window``). Once the live catalogue is listed, none of ``AFTER_LIVE`` is
imported yet: the first sale's libraries and a refund slip's printing come later.

PySide6's own loader (shibokensupport) is left out with the standard library.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.counter.config.paths import HOME_ENV

BEFORE_FIRST_PAINT = [
    "PySide6",
    "PySide6.QtCore",
    "PySide6.QtGui",
    "PySide6.QtWidgets",
    "PySide6.support",
    "PySide6.support.deprecated",
    "PySide6.support.feature",
    "PySide6.support.signature",
    "PySide6.support.signature.errorhandler",
    "PySide6.support.signature.importhandler",
    "PySide6.support.signature.layout",
    "PySide6.support.signature.lib",
    "PySide6.support.signature.lib.enum_sig",
    "PySide6.support.signature.lib.pyi_generator",
    "PySide6.support.signature.lib.tool",
    "PySide6.support.signature.mapping",
    "PySide6.support.signature.parser",
    "app",
    "app.cli",
    "app.counter",
    "app.counter.config",
    "app.counter.config.catalogues",
    "app.counter.config.paths",
    "app.counter.config.start_settings",
    "app.counter.journal_access",
    "app.counter.journal_access.journal_lock",
    "app.counter.link",
    "app.counter.link.sandbox_process",
    "app.domain",
    "app.domain.demo_names",
    "app.i18n",
    "app.languages",
    "app.private_access",
    "app.ui",
    "app.ui.early_paint",
    "app.ui.fonts",
    "app.ui.fusion",
    "app.ui.launch",
    "app.ui.placement",
    "app.ui.pyside_import_hook",
    "app.ui.qt_log",
    "app.ui.qt_platform",
    "app.ui.start_paint",
    "app.ui.tones",
    "app.ui.translation",
    "platformdirs",
    "platformdirs._xdg",
    "platformdirs.api",
    "platformdirs.unix",
    "platformdirs.version",
    "shiboken6",
    "shiboken6.Shiboken",
]
# Imported by the real window's paint, over the start window: the window's modules, not yet the
# service's client (httpx, pydantic) nor the journal.
BEFORE_WINDOW = [
    "PySide6",
    "PySide6.QtCore",
    "PySide6.QtGui",
    "PySide6.QtWidgets",
    "PySide6.support",
    "PySide6.support.deprecated",
    "PySide6.support.feature",
    "PySide6.support.signature",
    "PySide6.support.signature.errorhandler",
    "PySide6.support.signature.importhandler",
    "PySide6.support.signature.layout",
    "PySide6.support.signature.lib",
    "PySide6.support.signature.lib.enum_sig",
    "PySide6.support.signature.lib.pyi_generator",
    "PySide6.support.signature.lib.tool",
    "PySide6.support.signature.mapping",
    "PySide6.support.signature.parser",
    "app",
    "app.agency",
    "app.agency.link",
    "app.bank",
    "app.bank.account",
    "app.cli",
    "app.counter",
    "app.counter.config",
    "app.counter.config.catalogues",
    "app.counter.config.crash_reports",
    "app.counter.config.declared",
    "app.counter.config.logs",
    "app.counter.config.paths",
    "app.counter.config.settings",
    "app.counter.config.start_settings",
    "app.counter.devices",
    "app.counter.devices.printers",
    "app.counter.journal_access",
    "app.counter.journal_access.journal_lock",
    "app.counter.link",
    "app.counter.link.catalogue",
    "app.counter.link.sandbox_process",
    "app.counter.link.start_cache",
    "app.counter.link.wallet",
    "app.counter.papers",
    "app.counter.papers.formatting",
    "app.domain",
    "app.domain.agency_target",
    "app.domain.amount_words",
    "app.domain.cancellation",
    "app.domain.choosing",
    "app.domain.clock",
    "app.domain.demo_names",
    "app.domain.disruption",
    "app.domain.einvoice",
    "app.domain.email_address",
    "app.domain.environment",
    "app.domain.gst",
    "app.domain.gst_names",
    "app.domain.gstin",
    "app.domain.keys",
    "app.domain.limits",
    "app.domain.modules",
    "app.domain.money",
    "app.domain.payment",
    "app.domain.seat_shares",
    "app.domain.status",
    "app.domain.tenders",
    "app.domain.till",
    "app.domain.upi",
    "app.figures",
    "app.file_moves",
    "app.i18n",
    "app.languages",
    "app.mail",
    "app.mail.server",
    "app.private_access",
    "app.reports",
    "app.reports.columns",
    "app.reports.ink",
    "app.reports.receipt_data",
    "app.reports.tax_invoice",
    "app.ui",
    "app.ui.announce",
    "app.ui.bridge",
    "app.ui.crash",
    "app.ui.early_paint",
    "app.ui.enter_keys",
    "app.ui.first_paint",
    "app.ui.focus_ring",
    "app.ui.fonts",
    "app.ui.fusion",
    "app.ui.icons",
    "app.ui.launch",
    "app.ui.menu",
    "app.ui.models",
    "app.ui.models.catalogue",
    "app.ui.models.rows",
    "app.ui.placement",
    "app.ui.pyside_import_hook",
    "app.ui.qt_log",
    "app.ui.qt_platform",
    "app.ui.registry",
    "app.ui.screen_window",
    "app.ui.screens",
    "app.ui.screens.catalogue",
    "app.ui.start_paint",
    "app.ui.style",
    "app.ui.tones",
    "app.ui.translation",
    "app.ui.widgets",
    "app.ui.widgets.availability_panel",
    "app.ui.widgets.catalogue_detail",
    "app.ui.widgets.catalogue_toolbar",
    "app.ui.widgets.day_edit",
    "app.ui.widgets.detail_html",
    "app.ui.widgets.disruption_banner",
    "app.ui.widgets.header",
    "app.ui.widgets.key_toggle",
    "app.ui.widgets.message_bar",
    "app.ui.widgets.nav_bar",
    "app.ui.widgets.owed_list",
    "app.ui.widgets.row_heights",
    "app.ui.widgets.table_view",
    "app.ui.widgets.text_widths",
    "app.ui.widgets.wheel_guard",
    "app.ui.window",
    "platformdirs",
    "platformdirs._xdg",
    "platformdirs.api",
    "platformdirs.unix",
    "platformdirs.version",
    "shiboken6",
    "shiboken6.Shiboken",
]
# Whose modules the list holds: the app's and its libraries' (the standard library's aside).
WATCHED = ("app", "PySide6", "shiboken6", "platformdirs", "httpx", "pydantic", "qasync")
# Not imported by the start even once the live catalogue is listed: the first sale's (phone
# metadata, QR codes) and a refund slip's printing come with the warm-up or where first used
# (they were 202 M of the live start's instructions: tests/perf/README.md); the statements'
# keeping and matching, and the sealing ciphers, where a statement or a sealed text is first
# used (41 M: the same).
AFTER_LIVE = [
    "app.counter.devices.escpos",
    "app.journal.bank",
    "app.ui.controllers.customer_refund",
    "cryptography",
    "phonenumbers",
    "segno",
]
# Imported once the live catalogue is listed, not before: the sale's wire models (booking,
# cancellation, wallet, status) and the window channel's QtNetwork (about 91 M instructions of
# the live start: tests/perf/README.md).
AFTER_LIST = ["app.api.models", "app.ui.instance", "PySide6.QtNetwork"]
SCRIPT = """
import json, sys

from app.cli import run_desktop

watched = tuple(sys.argv[1].split(","))
later = sys.argv[2].split(",")
after_list = sys.argv[3].split(",")
seen = {}

def imported():
    return sorted(name for name in sys.modules if name.split(".")[0] in watched)

def start_painted():
    from PySide6.QtWidgets import QApplication

    seen["first"] = imported()
    start = [w for w in QApplication.topLevelWidgets() if w.objectName() == "startPaint"]
    seen["start_listed"] = len(start[0].listed)
    seen["start_font"] = QApplication.font().families()

def painted(window):
    seen["window"] = imported()
    seen["cached"] = window.catalogue.model.rowCount()

def listed(desk):
    seen["at_list"] = [name for name in after_list if name in sys.modules]

async def scenario(desk):
    # The start has listed the service's catalogue by now (the warm-up has not run).
    screen = desk.window.catalogue
    seen["live"] = screen.model.rowCount() if screen.cached_mark.isHidden() else 0
    seen["later"] = [name for name in later if name in sys.modules]
    seen["after_list"] = [name for name in after_list if name in sys.modules]
    seen["source_reader"] = sys.modules["shibokensupport.feature"]._mod_uses_pyside.__module__
    return 0

code = run_desktop(
    None, scenario, painted=painted, start_painted=start_painted, listed=listed
)
print(json.dumps(seen))
sys.exit(code)
"""


def _start(home: Path) -> dict[str, object]:
    env = {
        **os.environ,
        HOME_ENV: str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            SCRIPT,
            ",".join(WATCHED),
            ",".join(AFTER_LIVE),
            ",".join(AFTER_LIST),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


def _unlisted(imported: object, listed: list[str]) -> list[str]:
    assert isinstance(imported, list)
    return sorted(set(imported) - set(listed))


def test_the_start_imports_only_the_listed_modules_before_its_first_paint(tmp_path: Path) -> None:
    _start(tmp_path)  # leaves the start cache: the next start paints the cached catalogue
    seen = _start(tmp_path)
    assert seen["start_listed"] == seen["cached"] == 8
    # Painted in the app's font, with only the fonts the saved language needs added by then.
    assert seen["start_font"] == ["DejaVu Sans"]
    unexpected = _unlisted(seen["first"], BEFORE_FIRST_PAINT)
    assert unexpected == [], f"imported before the first paint, and not listed: {unexpected}"
    assert seen["first"] == BEFORE_FIRST_PAINT  # a module no longer needed leaves the list too
    unexpected = _unlisted(seen["window"], BEFORE_WINDOW)
    assert unexpected == [], f"imported before the window's paint, and not listed: {unexpected}"
    assert seen["window"] == BEFORE_WINDOW


def test_the_live_catalogue_is_listed_without_the_sales_libraries(tmp_path: Path) -> None:
    seen = _start(tmp_path)
    assert seen["live"] == 8
    assert seen["later"] == [], f"imported by the start, live catalogue included: {seen['later']}"
    # PySide6's hook read no module's source as the app started (app/ui/pyside_import_hook.py).
    assert seen["source_reader"] == "app.ui.pyside_import_hook"


def test_the_sales_models_and_the_window_channel_come_after_the_live_list(
    tmp_path: Path,
) -> None:
    seen = _start(tmp_path)
    assert seen["at_list"] == [], f"imported before the live list: {seen['at_list']}"
    # The start goes on to read the wallet and open the channel once the list is shown.
    assert seen["after_list"] == AFTER_LIST
