"""Qt never calls the app's Python message handler from inside its font lock (app.ui.qt_log):
a worker laying out Bengali in DejaVu Sans Mono, which makes Qt's font database speak from
inside that lock, reaches no handler once the app installed its handler. Each case runs in a
process of its own: a font engine Qt loaded earlier in the test run says nothing again."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A worker lays out a paper's text (a roll's mono font, Bengali in it: the font lacks the script,
# Qt's font database says so); the handler counts what reaches it from that worker.
LAYOUT_IN_A_WORKER = """
import sys, threading
from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from app.ui.qt_log import install_handler

heard = []
def handler(kind, context, message):
    if threading.current_thread() is not threading.main_thread():
        heard.append(message)
install = install_handler if sys.argv[1] == "app" else qInstallMessageHandler
install(handler)
app = QApplication(["test"])

def lay_out():
    document = QTextDocument()
    document.setHtml("<div style=\\"font-family:'DejaVu Sans Mono'\\">ব্যাংক চার্জ</div>")
    document.size()

worker = threading.Thread(target=lay_out)
worker.start()
worker.join()
print(len(heard))
"""


def heard_from_a_worker(install: str) -> int:
    """How many of Qt's messages reached the handler from the worker, installed by ``install``
    ("app": as the app installs it; "bare": Qt's own installer)."""
    done = subprocess.run(
        [sys.executable, "-c", LAYOUT_IN_A_WORKER, install],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        check=True,
    )
    return int(done.stdout.split()[-1])


def test_the_font_database_speaks_to_no_handler_of_the_app() -> None:
    assert heard_from_a_worker("app") == 0


def test_the_same_layout_reaches_a_handler_installed_bare() -> None:
    # The case the app's installer prevents: the worker's layout does reach a Python handler
    # (which would wait for the interpreter's lock while Qt holds its font lock).
    assert heard_from_a_worker("bare") >= 1
