"""A worker translating while the screens' language is installed again goes on safely: the
translators are loaded once for the process and never deleted under it (app.ui.translation).
A language switched back at a test's end, a desk's job still translating, ended the test run's
process (SIGSEGV in ``lookup``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app import i18n
from app.ui.translation import install_translations

ROOT = Path(__file__).resolve().parents[2]

# Two workers translate plural forms (never kept by the lookup: each goes into Qt) while the main
# thread installs Hindi and English in turn; the process says how far it got.
SWITCH_WHILE_TRANSLATING = """
import sys, threading
from PySide6.QtWidgets import QApplication
app = QApplication(["test"])
from app import i18n
from app.ui.translation import install_translations

words = i18n.Catalogue("HISTORY_MODEL")
install_translations(i18n.HINDI)
done = threading.Event()

def translate():
    n = 0
    while not done.is_set():
        words.tr("%n seats", "", n % 7)
        n += 1

workers = [threading.Thread(target=translate) for _ in range(2)]
for worker in workers:
    worker.start()
for turn in range(int(sys.argv[1])):
    install_translations(i18n.ENGLISH if turn % 2 else i18n.HINDI)
done.set()
for worker in workers:
    worker.join()
print("switched", sys.argv[1])
"""


def test_installing_a_language_again_keeps_the_translators() -> None:
    hindi = install_translations(i18n.HINDI)
    try:
        english = install_translations(i18n.ENGLISH)
        assert english is hindi
        assert set(english) >= {i18n.HINDI, i18n.ENGLISH}
    finally:
        install_translations(i18n.ENGLISH)


def test_workers_translate_safely_while_the_language_is_installed_again() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SWITCH_WHILE_TRANSLATING, "3000"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["switched", "3000"]
